// One conversation (SPEC §11, docs/semantics/conversation.md): how a transcript message becomes
// the context item that mirrors it, how a settlement becomes the assistant reply, and how a
// transcript path becomes the model's prompt. Pure.
import { promptRole, type PromptMessage, type VisibleContextItem } from './context-fold.js';
import type { LlmResult } from './context-item.js';
import type { ContentBlock, ErrorKind, MessageRecord, MessageUsage, StopReason } from './message.js';
import type { EntryRecord, JsonValue } from './types.js';

/** A content block as the model reads it in text: attachments and images become short placeholders. */
function blockText(block: ContentBlock): string | null {
  switch (block.type) {
    case 'text':
      return block.text;
    case 'file':
      return `[attachment: ${block.filename} (${block.mime})]`;
    case 'image':
      return block.attachmentId !== undefined ? `[attachment: ${block.filename} (${block.mime})]` : `[image (${block.mime})]`;
    case 'function_result':
      return block.content.map((c) => (typeof c === 'string' ? c : JSON.stringify(c))).join('\n');
    case 'thinking':
    case 'function_call':
      return null;
  }
}

/** The text of a message's content: its blocks' texts joined by a blank line. */
function contentText(content: readonly ContentBlock[]): string {
  return content
    .map(blockText)
    .filter((t): t is string => t !== null && t !== '')
    .join('\n\n');
}

/** The context item content that mirrors transcript messages (a user message, or a batch of function results). */
export function itemContentOf(messages: readonly MessageRecord[]): string {
  return messages.map((m) => contentText(m.content)).join('\n\n');
}

/** The stop reason of a successful settlement: the worker's, else FUNCTION_CALL when it made calls, else END. */
function successStopReason(result: Extract<LlmResult, { status: 'succeeded' }>): StopReason {
  if (result.stopReason !== undefined) return result.stopReason;
  return result.functionCalls !== undefined && result.functionCalls.length > 0 ? 'function_call' : 'end';
}

function messageUsage(usage: Extract<LlmResult, { status: 'succeeded' }>['usage']): MessageUsage | undefined {
  if (usage === undefined) return undefined;
  const out: MessageUsage = { input: usage.inputTokens, output: usage.outputTokens };
  if (usage.cachedInputTokens !== undefined) out.cacheRead = usage.cachedInputTokens;
  if (usage.reasoningOutputTokens !== undefined) out.reasoning = usage.reasoningOutputTokens;
  return out;
}

/**
 * The assistant message a settled transcript turn leaves in the transcript (null: none — a
 * failure that will be retried). `partialText` is what streamed, for a cancellation that
 * carries none of its own.
 */
export function replyMessage(result: LlmResult, at: number, options: { retried: boolean; partialText?: string | undefined }): MessageRecord | null {
  switch (result.status) {
    case 'succeeded': {
      const content: ContentBlock[] = result.text === '' ? [] : [{ type: 'text', text: result.text }];
      for (const call of result.functionCalls ?? []) {
        const block: ContentBlock = { type: 'function_call', id: call.callId, functionId: call.functionId };
        if (call.arguments !== undefined) block.arguments = call.arguments as JsonValue;
        content.push(block);
      }
      const message: MessageRecord = { role: 'assistant', timestamp: at, content, stopReason: successStopReason(result) };
      if (result.nativeStopReason !== undefined) message.nativeStopReason = result.nativeStopReason;
      const usage = messageUsage(result.usage);
      if (usage) message.usage = usage;
      return message;
    }
    case 'cancelled': {
      const text = result.partialText ?? options.partialText ?? '';
      return { role: 'assistant', timestamp: at, content: text === '' ? [] : [{ type: 'text', text }], stopReason: 'aborted' };
    }
    case 'failed': {
      if (options.retried) return null;
      const errorKind: ErrorKind = result.errorKind ?? 'transient';
      return { role: 'assistant', timestamp: at, content: [], stopReason: 'error', errorKind };
    }
  }
}

/** One transcript message as the model receives it; null when it is not sent (see the semantics page). */
export function pathMessage(entry: EntryRecord): PromptMessage | null {
  if (entry.kind !== 'message') return null;
  const m = entry.message;
  const base = { offset: 0, entryId: entry.id, content: contentText(m.content) };
  switch (m.role) {
    case 'user':
      return { ...base, role: 'user' };
    case 'assistant': {
      // An ERROR reply holds no model output; an ABORTED one without text says nothing.
      const calls = m.content.flatMap((b) =>
        b.type === 'function_call'
          ? [
              b.arguments === undefined
                ? { callId: b.id, functionId: b.functionId }
                : { callId: b.id, functionId: b.functionId, arguments: b.arguments },
            ]
          : [],
      );
      if (m.stopReason === 'error' || (base.content === '' && calls.length === 0)) return null;
      return calls.length > 0 ? { ...base, role: 'assistant', functionCalls: calls } : { ...base, role: 'assistant' };
    }
    case 'function_result':
      return { ...base, role: 'user', functionResult: { callId: m.functionCallId, functionId: m.functionId } };
    case 'custom':
      return null;
  }
}

/** The barrier of the compaction summary among the visible items (the fold keeps at most one effective), or null. */
export function compactionBarrier(items: readonly VisibleContextItem[]): number | null {
  let barrier: number | null = null;
  for (const { item } of items) if (item.compaction !== undefined) barrier = Math.max(barrier ?? 0, item.compaction.replacesHistoryThrough);
  return barrier;
}

/**
 * The prompt of a transcript turn: the system and developer items of the fold (keys,
 * compaction and the trust boundary as the fold left them), then the path's messages. With a
 * compaction, `keptAfter` is how many leading path entries the summary replaces.
 */
export function conversationPrompt(items: readonly VisibleContextItem[], path: readonly EntryRecord[], replacedEntries = 0): PromptMessage[] {
  const context: PromptMessage[] = items
    .filter(({ item }) => item.role === 'system' || item.role === 'developer')
    .map(({ offset, item }) =>
      item.key === undefined
        ? { offset, role: promptRole(item), content: item.content }
        : { offset, role: promptRole(item), content: item.content, key: item.key },
    );
  const messages = path.slice(replacedEntries).flatMap((entry) => pathMessage(entry) ?? []);
  return [...context, ...messages];
}

/**
 * How many leading path entries a compaction with barrier B replaces: up to and including the
 * deepest entry not recorded after B (`addedAfterBarrier` holds the ids whose MESSAGE_ADDED
 * offset is above B; a fork's copied entries are never in it).
 */
export function entriesReplacedByCompaction(path: readonly EntryRecord[], addedAfterBarrier: ReadonlySet<string>): number {
  for (let i = path.length - 1; i >= 0; i--) if (!addedAfterBarrier.has(path[i]!.id)) return i + 1;
  return 0;
}
