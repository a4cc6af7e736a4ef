// Sessions and transcripts as text a model or a person reads in an MCP client: one block per
// message with its entry id (what fork_session and paging take), role and time; attachments,
// thinking and function calls named, not dumped. Pure.
import type { ContentBlock } from '../domain/message.js';
import type { EntryRecord, SessionRecord } from '../domain/types.js';

const iso = (ms: number) => new Date(ms).toISOString();

function blockText(block: ContentBlock): string {
  switch (block.type) {
    case 'text':
      return block.text;
    case 'thinking':
      return `(thinking: ${block.text.length} characters)`;
    case 'image':
      return block.data === undefined
        ? `[image ${block.filename} (${block.mime}, attachment ${block.attachmentId})]`
        : `[inline image, ${block.mime}]`;
    case 'file':
      return `[file ${block.filename} (${block.mime}, attachment ${block.attachmentId})]`;
    case 'function_call':
      return `[calls ${block.functionId}(${block.arguments === undefined ? '' : JSON.stringify(block.arguments)}) as ${block.id}]`;
    case 'function_result':
      return `[result of ${block.functionCallId}: ${JSON.stringify(block.content)}]`;
  }
}

/** One entry of the path as a block of text under a header line. */
function entryText(entry: EntryRecord): string {
  if (entry.kind === 'custom') return `### ${entry.id} · custom ${entry.customType} · ${iso(entry.timestamp)}\n${JSON.stringify(entry.data)}`;
  const { message } = entry;
  const extra = message.role === 'assistant' && message.stopReason !== 'end' ? ` · ${message.stopReason}` : '';
  const body = message.content.map(blockText).join('\n') || '(empty)';
  return `### ${entry.id} · ${message.role}${extra} · ${iso(entry.timestamp)}\n${body}`;
}

/** A session's header: what identifies it and what it holds. */
export function sessionLine(session: SessionRecord): string {
  const title = session.title === '' ? '(untitled)' : session.title;
  return `${session.id} · "${title}" · ${session.status.toUpperCase()} · ${session.messageCount} message${session.messageCount === 1 ? '' : 's'} · updated ${iso(session.updatedAt)}`;
}

/** A page of a session's active path, oldest first, with how to read the messages before it. */
export function transcriptText(session: SessionRecord, entries: readonly EntryRecord[], earlier: { before: string } | null): string {
  const parts = [`# ${session.title === '' ? '(untitled)' : session.title}`, sessionLine(session)];
  if (earlier) parts.push(`(earlier messages: read_session with before: "${earlier.before}")`);
  if (entries.length === 0) parts.push('(no messages)');
  for (const entry of entries) parts.push(entryText(entry));
  return parts.join('\n\n');
}
