// Transcript entries as AI SDK UI messages: what `useChat({ messages })` starts from. A
// message's id is its entry id, so the transport can name the entry a UI message stands for
// (regenerate answers the user message before the assistant one). Function results are not
// messages of their own in the AI SDK: they complete the tool part of the call they answer.
import type { DynamicToolUIPart, UIMessage } from 'ai';
import type { Client } from '../client.js';
import type { Entry } from '../conversation.js';

/** What each UI message carries besides its parts. */
export interface EntryMetadata {
  /** The transcript entry (the same as the message id for loaded messages). */
  entryId: string;
  /** An assistant reply's stop reason (END, LENGTH, FUNCTION_CALL, ABORTED, ERROR). */
  stopReason?: string | undefined;
}

export type ServiceUIMessage = UIMessage<EntryMetadata>;
type Part = ServiceUIMessage['parts'][number];
type MessageOf<E extends Entry> = E extends { __typename: 'MessageEntry' } ? E['message'] : never;
type Block = MessageOf<Entry>['content'][number];

function blockPart(block: Block): Part | null {
  switch (block.__typename) {
    case 'TextBlock':
      return { type: 'text', text: block.text, state: 'done' };
    case 'ThinkingBlock':
      return { type: 'reasoning', text: block.text, state: 'done' };
    case 'FileBlock':
      return { type: 'file', mediaType: block.attachment.mime, filename: block.attachment.filename, url: block.attachment.url };
    case 'ImageBlock':
      if (block.imageAttachment) {
        return { type: 'file', mediaType: block.imageAttachment.mime, filename: block.imageAttachment.filename, url: block.imageAttachment.url };
      }
      return block.data && block.mime ? { type: 'file', mediaType: block.mime, url: `data:${block.mime};base64,${block.data}` } : null;
    case 'FunctionCallBlock':
      return { type: 'dynamic-tool', toolName: block.functionId, toolCallId: block.callId, state: 'input-available', input: block.arguments };
    default:
      return null;
  }
}

function resultText(content: unknown): unknown {
  if (!Array.isArray(content)) return content;
  const texts = content.flatMap((block) =>
    block && typeof block === 'object' && 'text' in block && typeof block.text === 'string' ? [block.text] : [],
  );
  return texts.length === content.length ? texts.join('\n') : content;
}

/** Maps a path of entries (oldest first) to UI messages; custom entries and custom-role messages are left out. */
export function entriesToUIMessages(entries: readonly Entry[]): ServiceUIMessage[] {
  const out: ServiceUIMessage[] = [];
  for (const entry of entries) {
    if (entry.__typename !== 'MessageEntry') continue;
    const message = entry.message;
    if (message.__typename === 'FunctionResultMessage') {
      const call = out
        .at(-1)
        ?.parts.find(
          (p): p is DynamicToolUIPart => p.type === 'dynamic-tool' && p.toolCallId === message.functionCallId && p.state === 'input-available',
        );
      if (call) Object.assign(call, { state: 'output-available', output: resultText(message.content.map(contentOfResultBlock)) });
      continue;
    }
    if (message.__typename !== 'UserMessage' && message.__typename !== 'AssistantMessage') continue;
    const parts = message.content.map(blockPart).filter((p): p is Part => p !== null);
    const metadata: EntryMetadata = { entryId: entry.entryId };
    if (message.__typename === 'AssistantMessage') metadata.stopReason = message.stopReason;
    out.push({ id: entry.entryId, role: message.__typename === 'UserMessage' ? 'user' : 'assistant', parts, metadata });
  }
  return out;
}

function contentOfResultBlock(block: Block): unknown {
  return block.__typename === 'TextBlock' ? { text: block.text } : block;
}

/**
 * A session's active path as UI messages, for `useChat({ id: sessionId, messages })` or
 * `new Chat({ id, messages })`. Reads every page (oldest first); an unknown session → [].
 */
export async function loadUIMessages(
  client: Pick<Client, 'messagePages'>,
  sessionId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ServiceUIMessage[]> {
  const pages: Entry[][] = [];
  for await (const page of client.messagePages(sessionId, { last: 100, signal: options.signal })) pages.unshift(page.entries);
  return entriesToUIMessages(pages.flat());
}
