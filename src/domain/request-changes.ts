// What folding one event did to the open LLM request: it opened one (whose prompt is
// pinned right then: the fold of every item below its offset) or closed one (which
// then counts toward the session's usage). Pure; the service records both in the
// same transaction as the event.
import {
  renderPrompt,
  type ContextHead,
  type ContextState,
  type FoldableEvent,
  type PromptMessage,
  type VisibleContextItem,
} from './context-fold.js';
import type { LlmRequestSettledPayload, LlmResult } from './context-item.js';

export interface RequestOpened {
  kind: 'opened';
  offset: number;
  requestedAt: number;
  expiresAt: number;
  /** Exactly what the model receives for this request (for a transcript turn the service replaces it by the path's prompt). */
  prompt: PromptMessage[];
  /** The transcript entry it answers, if the transcript opened it. */
  triggerEntryId?: string;
}

export interface RequestClosed {
  kind: 'closed';
  offset: number;
  result: LlmResult;
  /** The transcript entry it answered, if the transcript opened it: its reply lands there. */
  triggerEntryId?: string;
  /** Set when the turn goes on: a failure that will be retried (no reply lands). */
  retried?: true;
}

export type RequestChange = RequestOpened | RequestClosed;

/**
 * The changes to the open request from `prior` to `next` by folding `event` (usually none).
 * `itemsBefore` are the visible items `prior` stands for (by default a full state's own):
 * read only when the event opens a request.
 */
export function requestChanges(
  prior: ContextHead | ContextState,
  next: ContextHead,
  event: FoldableEvent,
  itemsBefore: () => readonly VisibleContextItem[] = () => (prior as ContextState).items,
): RequestChange[] {
  const was = prior.openRequest;
  const now = next.openRequest;
  if (was?.offset === now?.offset) return [];
  const changes: RequestChange[] = [];
  // Only a settlement closes a request; the fold guarantees it named the open one.
  if (was && event.type === 'llm_request_settled') {
    const closed: RequestClosed = {
      kind: 'closed',
      offset: was.offset,
      result: (event.payload as unknown as LlmRequestSettledPayload).result,
    };
    // The fold makes a retried failure the next trigger, marked by the settled event's offset.
    if (next.retryPending && next.pendingTriggerOffset === event.offset) closed.retried = true;
    if (was.triggerEntryId !== undefined) closed.triggerEntryId = was.triggerEntryId;
    changes.push(closed);
  }
  if (now && now.offset === event.offset) {
    // `prior` holds exactly the events below the request's offset.
    const items = itemsBefore();
    const opened: RequestOpened = {
      kind: 'opened',
      offset: now.offset,
      requestedAt: now.requestedAt,
      expiresAt: now.expiresAt,
      prompt: renderPrompt({ items }),
    };
    if (now.triggerEntryId !== undefined) opened.triggerEntryId = now.triggerEntryId;
    changes.push(opened);
  }
  return changes;
}
