// The context fold: what the model sees and where the LLM request lifecycle
// stands, reduced from a session's stream in offset order (SPEC §4–5).
//
// Pure and deterministic. The fold is written as one step per event (`foldStep`): it reads
// the state's small *head* (counters and the open request) and only what it needs of the
// visible items — the last item with the event's key, or (a compaction, a request opening)
// all of them — and answers the new head and one change to the items. The service keeps the
// head beside the session and the items as rows, so an event that touches one item costs
// one row, whatever the context's size. `foldEvent` applies the same step to a state held
// in memory (replays, tests). The state only holds what is still visible plus a few
// counters — its size follows the visible context, never the history.
//
// The planners (`planAddItem`, `planSettle`, `planExpiry`, `planRequest`) tell the
// service which events to append, in order; folding those events then moves the
// state. The fold itself never invents an event.
import type { NewEvent, PayloadOf } from './events.js';
import { DEFAULT_LLM_REQUEST_POLICY, contextItemSchema, llmRequestRequestedPayloadSchema, llmRequestSettledPayloadSchema } from './context-item.js';
import type { ContextItem, ContextRole, LlmRequestSettledPayload, LlmResult } from './context-item.js';

// ---------------------------------------------------------------------------
// State

export const CONTEXT_STATE_VERSION = 1;

/** A model-visible item and its identity (the offset of the event that added it). */
export interface VisibleContextItem {
  offset: number;
  item: ContextItem;
}

interface OpenLlmRequest {
  /** Offset of the `llm_request_requested` event: the request's identity. */
  offset: number;
  requestedAt: number;
  expiresAt: number;
  /** The transcript entry it answers (a turn opened by sendMessage or regenerate); absent for a context-only turn. */
  triggerEntryId?: string;
}

export interface ContextState {
  /** Bumped when the shape changes, so a stored state can be recognised as stale and refolded. */
  version: typeof CONTEXT_STATE_VERSION;
  /** The visible items, in prompt order (not necessarily offset order). */
  items: VisibleContextItem[];
  openRequest: OpenLlmRequest | null;
  /** Offset of the last request that opened; it covers every item below it. */
  lastRequestOffset: number | null;
  /** Every offset ≤ this has been covered, by a request (its offset − 1) or a compaction barrier. */
  coveredThrough: number;
  /** Offset of the newest event that wants a request (a trigger item or a failed settlement).
   * A marker only: the item it names may since have been replaced in place or compacted away. */
  pendingTriggerOffset: number | null;
  /** The transcript entry the pending trigger answers (sendMessage's item, or a retried turn's); absent: a context-only trigger. */
  pendingTriggerEntryId?: string;
  /** The pending trigger is a retry of a failure: the service waits a backoff, not a debounce. */
  retryPending: boolean;
  /** Consecutive failed settlements since the last success, cancellation or fresh trigger item. */
  failedAttempts: number;
  /** Offset of the last context event folded; anything at or below it is a replay and is skipped. */
  foldedThrough: number;
}

/** The state without its items: a few counters and the open request, whatever the context's size. */
export type ContextHead = Omit<ContextState, 'items'>;

export interface FoldOptions {
  /** Total attempts per turn, first one included: a failure is retried while failedAttempts < maxAttempts. */
  maxAttempts: number;
}

const DEFAULT_FOLD_OPTIONS: FoldOptions = { maxAttempts: 3 };

/**
 * The part of a stored event the fold reads (tests and replays need no session id). Loosely
 * typed on purpose: the fold re-validates context payloads and ignores every other event.
 */
export interface FoldableEvent {
  offset: number;
  type: string;
  at: number;
  payload: unknown;
}

/** An event the service must append (it assigns offset and time), in the order given. */
export type PlannedEvent = NewEvent<'context_item_added' | 'llm_request_requested' | 'llm_request_settled'>;

export function initialContextState(): ContextState {
  return {
    version: CONTEXT_STATE_VERSION,
    items: [],
    openRequest: null,
    lastRequestOffset: null,
    coveredThrough: 0,
    pendingTriggerOffset: null,
    retryPending: false,
    failedAttempts: 0,
    foldedThrough: 0,
  };
}

// ---------------------------------------------------------------------------
// Item classification

/** Whether an item asks for a request: user/developer, not a compaction, policy not dont-trigger. */
export function isTrigger(item: ContextItem): boolean {
  return (
    (item.role === 'user' || item.role === 'developer') && item.compaction === undefined && item.llmRequestPolicy.behaviour !== 'dont-trigger-request'
  );
}

/** The role a model receives for this item, after the trust boundary. */
export function promptRole(item: ContextItem): ContextRole {
  if (item.role !== 'developer') return item.role;
  // A summary is derived from history that may hold third-party text.
  if (item.compaction !== undefined) return 'user';
  // Only platform (no actor), agent and script authors keep developer precedence.
  if (item.actor === undefined || item.actor.type === 'agent' || item.actor.type === 'script') return 'developer';
  return 'user';
}

// ---------------------------------------------------------------------------
// The fold

/** Where an item stands among the visible ones (an index in memory, a row position in storage) and its offset. */
export interface ItemSlot {
  slot: number;
  offset: number;
}

/** What the fold may read of the visible items while folding one event (see `itemsNeeded`). */
export interface ItemsLookup {
  /** The last visible item (in prompt order) with this key, or null. */
  lastWithKey(key: string): ItemSlot | null;
  /** Every visible item in prompt order. */
  all(): readonly VisibleContextItem[];
}

/** What one event does to the visible items. */
export type ItemChange =
  | { kind: 'append'; entry: VisibleContextItem }
  /** An uncovered keyed item edited where it stands. */
  | { kind: 'replace'; slot: number; entry: VisibleContextItem }
  /** A compaction: the whole new list, in prompt order. */
  | { kind: 'replaceAll'; items: VisibleContextItem[] };

export interface FoldStep {
  head: ContextHead;
  change: ItemChange | null;
}

/** The part of the items the fold reads for `event`: one key's last item, all of them, or none. */
export type ItemsNeed = { kind: 'none' } | { kind: 'key'; key: string } | { kind: 'all' };

const NEEDS_NONE: ItemsNeed = { kind: 'none' };
const NEEDS_ALL: ItemsNeed = { kind: 'all' };

const isContextEvent = (event: FoldableEvent) =>
  event.type === 'context_item_added' || event.type === 'llm_request_requested' || event.type === 'llm_request_settled';

/**
 * What `foldStep` will read of the items for this event: a keyed item its key, a compaction
 * every item, and a requested event that opens a request every item (its prompt is pinned).
 */
export function itemsNeeded(head: ContextHead, event: FoldableEvent): ItemsNeed {
  if (!isContextEvent(event) || event.offset <= head.foldedThrough) return NEEDS_NONE;
  if (event.type === 'llm_request_requested') return opensRequest(head, event.payload) ? NEEDS_ALL : NEEDS_NONE;
  if (event.type !== 'context_item_added') return NEEDS_NONE;
  const parsed = contextItemSchema.safeParse((event.payload as { item?: unknown } | null)?.item);
  if (!parsed.success) return NEEDS_NONE;
  if (parsed.data.compaction !== undefined) return NEEDS_ALL;
  return parsed.data.key === undefined ? NEEDS_NONE : { kind: 'key', key: parsed.data.key };
}

/**
 * Folds one stored event into the head, reading the items through `items` (only what
 * `itemsNeeded` names). Null when the event is not a context event or was folded already
 * (nothing to write); otherwise the new head, even when the event folds to nothing, because
 * `foldedThrough` moves. Payloads that fail validation fold to nothing: they were validated
 * before being appended, and one bad row must not wedge the session.
 */
export function foldStep(head: ContextHead, event: FoldableEvent, items: ItemsLookup, options: FoldOptions = DEFAULT_FOLD_OPTIONS): FoldStep | null {
  if (!isContextEvent(event) || event.offset <= head.foldedThrough) return null;
  const next: ContextHead = { ...head, foldedThrough: event.offset };
  switch (event.type) {
    case 'context_item_added':
      return foldItem(next, event.offset, event.payload, items);
    case 'llm_request_requested':
      return { head: foldRequested(next, event.offset, event.payload), change: null };
    default:
      return { head: foldSettled(next, event.payload, event.offset, options), change: null };
  }
}

/**
 * Folds one stored event into a state held in memory. Returns the same object when the
 * event is not a context event or was folded already; otherwise a new state.
 */
export function foldEvent(state: ContextState, event: FoldableEvent, options: FoldOptions = DEFAULT_FOLD_OPTIONS): ContextState {
  const { items, ...head } = state;
  const step = foldStep(head, event, listLookup(items), options);
  if (step === null) return state;
  return { ...step.head, items: step.change === null ? items : applyItemChange(items, step.change) };
}

/** Folds events from scratch (sorted by offset first). */
export function foldEvents(
  events: readonly FoldableEvent[],
  options: FoldOptions = DEFAULT_FOLD_OPTIONS,
  from: ContextState = initialContextState(),
): ContextState {
  const ordered = [...events].sort((a, b) => a.offset - b.offset);
  let state = from;
  for (const event of ordered) state = foldEvent(state, event, options);
  return state;
}

/** The lookup over a list held in memory: a slot is an index. */
function listLookup(items: readonly VisibleContextItem[]): ItemsLookup {
  return {
    lastWithKey(key) {
      for (let i = items.length - 1; i >= 0; i--) if (items[i]!.item.key === key) return { slot: i, offset: items[i]!.offset };
      return null;
    },
    all: () => items,
  };
}

/** A change applied to a list held in memory (a new list; the given one is not mutated). */
function applyItemChange(items: readonly VisibleContextItem[], change: ItemChange): VisibleContextItem[] {
  switch (change.kind) {
    case 'append':
      return [...items, change.entry];
    case 'replace': {
      const next = items.slice();
      next[change.slot] = change.entry;
      return next;
    }
    case 'replaceAll':
      return change.items;
  }
}

/** Whether a requested event with this payload opens a request on `head` (see foldRequested). */
function opensRequest(head: ContextHead, payload: unknown): boolean {
  const parsed = llmRequestRequestedPayloadSchema.safeParse(payload);
  if (!parsed.success || head.openRequest !== null) return false;
  return parsed.data.regenerate === true ? parsed.data.triggerEntryId !== undefined : head.pendingTriggerOffset !== null;
}

function foldItem(head: ContextHead, offset: number, payload: unknown, items: ItemsLookup): FoldStep {
  const parsed = contextItemSchema.safeParse((payload as { item?: unknown } | null)?.item);
  if (!parsed.success) return { head, change: null };
  const item = parsed.data;

  // Assistant guard: output for a request that is no longer open (cancelled, expired,
  // settled) is a late arrival and must not show. An assistant item without
  // llmRequestOffset is client-authored (e.g. a few-shot answer) and passes.
  if (item.role === 'assistant' && item.llmRequestOffset !== undefined) {
    if (head.openRequest === null || head.openRequest.offset !== item.llmRequestOffset) return { head, change: null };
  }

  if (item.compaction !== undefined) return foldCompaction(head, offset, item, items);

  const entry: VisibleContextItem = { offset, item };
  const slot = item.key === undefined ? null : items.lastWithKey(item.key);
  // No request has seen the previous value yet: edit it where it stands. Seen (or a new
  // key): the model must read the update as a new moment in time.
  const change: ItemChange =
    slot !== null && slot.offset > head.coveredThrough ? { kind: 'replace', slot: slot.slot, entry } : { kind: 'append', entry };

  if (!isTrigger(item)) return { head, change };
  // Fresh input starts a fresh turn: its retry budget is full again. The newest trigger decides
  // which transcript entry (if any) the request answers.
  const entryId = (payload as { entryId?: unknown }).entryId;
  return {
    head: {
      ...head,
      pendingTriggerOffset: offset,
      pendingTriggerEntryId: typeof entryId === 'string' ? entryId : undefined,
      retryPending: false,
      failedAttempts: 0,
    },
    change,
  };
}

function foldCompaction(head: ContextHead, offset: number, summary: ContextItem, items: ItemsLookup): FoldStep {
  const barrier = summary.compaction!.replacesHistoryThrough;
  // A summary cannot replace history it comes before (or itself).
  if (barrier >= offset) return { head, change: null };

  // System items all stay, in order, keeping only the last occurrence of each key
  // (earlier occurrences are history the latest one supersedes).
  const visible = items.all();
  const system = visible.filter((v) => v.item.role === 'system');
  const lastSystemIndexByKey = new Map<string, number>();
  system.forEach((v, i) => {
    if (v.item.key !== undefined) lastSystemIndexByKey.set(v.item.key, i);
  });
  const keptSystem = system.filter((v, i) => v.item.key === undefined || lastSystemIndexByKey.get(v.item.key) === i);
  const newer = visible.filter((v) => v.item.role !== 'system' && v.offset > barrier);

  return {
    head: { ...head, coveredThrough: Math.max(head.coveredThrough, barrier) },
    change: { kind: 'replaceAll', items: [...keptSystem, { offset, item: summary }, ...newer] },
  };
}

function foldRequested(head: ContextHead, offset: number, payload: unknown): ContextHead {
  const parsed = llmRequestRequestedPayloadSchema.safeParse(payload);
  // One request at a time, and only when something asked for it (a trigger, or regenerate).
  if (!parsed.success || !opensRequest(head, payload)) return head;
  const { requestedAt, expiresAt, triggerEntryId } = parsed.data;
  const openRequest: OpenLlmRequest = { offset, requestedAt, expiresAt };
  if (triggerEntryId !== undefined) openRequest.triggerEntryId = triggerEntryId;
  const opened: ContextHead = {
    ...head,
    openRequest,
    lastRequestOffset: offset,
    coveredThrough: Math.max(head.coveredThrough, offset - 1),
  };
  // Regenerate answers an entry of its own choosing: a trigger that was pending stays pending.
  if (parsed.data.regenerate === true) return opened;
  return { ...opened, pendingTriggerOffset: null, pendingTriggerEntryId: undefined, retryPending: false };
}

function foldSettled(head: ContextHead, payload: unknown, offset: number, options: FoldOptions): ContextHead {
  const parsed = llmRequestSettledPayloadSchema.safeParse(payload);
  if (!parsed.success) return head;
  // A settlement for anything but the open request is stale: ignored.
  if (head.openRequest === null || head.openRequest.offset !== parsed.data.requestOffset) return head;
  const closed: ContextHead = { ...head, openRequest: null };

  switch (parsed.data.result.status) {
    case 'succeeded':
      return { ...closed, failedAttempts: 0, retryPending: false };
    case 'failed': {
      const failed = { ...closed, failedAttempts: head.failedAttempts + 1 };
      if (shouldRetry(failed, options.maxAttempts)) {
        // The failure itself becomes the next trigger; the retry answers the same entry, unless
        // newer input is waiting (its own entry's path is the one to answer).
        const entryId = head.pendingTriggerOffset !== null ? head.pendingTriggerEntryId : head.openRequest.triggerEntryId;
        return { ...failed, retryPending: true, pendingTriggerOffset: offset, pendingTriggerEntryId: entryId };
      }
      // Out of attempts: only input that arrived meanwhile (if any) still wants a request.
      return { ...failed, retryPending: false };
    }
    case 'cancelled':
      // Not a failure, so no retry: an interrupt brings its own trigger item next,
      // and an expired request is not re-sent (a dead worker would loop forever);
      // input that arrived while it was open is still pending.
      return { ...closed, failedAttempts: 0, retryPending: false };
  }
}

// ---------------------------------------------------------------------------
// Lifecycle predicates and helpers

/** Whether the failure counted in `state.failedAttempts` gets another attempt. */
export function shouldRetry(state: Pick<ContextState, 'failedAttempts'>, maxAttempts: number): boolean {
  return state.failedAttempts > 0 && state.failedAttempts < maxAttempts;
}

/** A trigger is pending and no request is open: after a debounce (or backoff when
 * `retryPending`) the service appends the event from `planRequest`. */
export function needsRequest(state: Pick<ContextHead, 'pendingTriggerOffset' | 'openRequest'>): boolean {
  return state.pendingTriggerOffset !== null && state.openRequest === null;
}

/** Exponential backoff before retry n (n = failedAttempts ≥ 1), capped at maxMs. */
export function retryDelayMs(failedAttempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(maxMs, baseMs * 2 ** exponent);
}

// ---------------------------------------------------------------------------
// Planners

/** The requested event to append when a request is needed, else null. */
export function planRequest(state: ContextHead, now: number, ttlMs: number): PlannedEvent | null {
  if (!needsRequest(state)) return null;
  const payload: PayloadOf<'llm_request_requested'> = { requestedAt: now, expiresAt: now + ttlMs };
  if (state.pendingTriggerEntryId !== undefined) payload.triggerEntryId = state.pendingTriggerEntryId;
  return { type: 'llm_request_requested', payload };
}

/**
 * What regenerate appends: a cancellation of the open request (as an interrupting item does,
 * with the partial text), then a request answering `entryId` at once (no debounce: the
 * caller asked for exactly this turn).
 */
export function planRegenerate(
  state: ContextHead,
  entryId: string,
  now: number,
  ttlMs: number,
  options: { partialText?: string } = {},
): PlannedEvent[] {
  const events: PlannedEvent[] = [];
  const open = state.openRequest;
  if (open !== null) events.push(cancellation(open, now, options.partialText));
  events.push({ type: 'llm_request_requested', payload: { requestedAt: now, expiresAt: now + ttlMs, triggerEntryId: entryId, regenerate: true } });
  return events;
}

/**
 * What stopping a reply appends: the open request settled cancelled (its partial text lands as an
 * ABORTED reply) and nothing more — unlike an interrupting item, no next request. With
 * `requestOffset` only that request is stopped: a stop that arrives after it settled (a newer
 * turn may be open by then) writes nothing.
 */
export function planStop(state: ContextHead, requestOffset: number | null, now: number, options: { partialText?: string } = {}): PlannedEvent[] {
  const open = state.openRequest;
  if (open === null || (requestOffset !== null && open.offset !== requestOffset)) return [];
  return [cancellation(open, now, options.partialText)];
}

function cancellation(open: OpenLlmRequest, now: number, partialText: string | undefined): PlannedEvent {
  const cancelled: LlmResult = { status: 'cancelled', reason: 'interrupted-by-user-input' };
  if (partialText !== undefined) cancelled.partialText = partialText;
  return {
    type: 'llm_request_settled',
    payload: { requestOffset: open.offset, durationMs: Math.max(0, now - open.requestedAt), result: cancelled },
  };
}

export interface AddItemPlan {
  events: PlannedEvent[];
  /** The request this call cancels (the service aborts its stream), or null. */
  interruptedRequestOffset: number | null;
}

/**
 * What one addContextItem call appends. An interrupting trigger item first settles
 * the open request cancelled (with what had streamed so far), then lands as the next
 * trigger. With no open request nothing is cancelled: a pending debounce just
 * absorbs the item.
 */
export function planAddItem(
  state: ContextHead,
  item: ContextItem,
  now: number,
  options: { partialText?: string; entryId?: string } = {},
): AddItemPlan {
  const added: PlannedEvent = {
    type: 'context_item_added',
    payload: options.entryId === undefined ? { item } : { item, entryId: options.entryId },
  };
  const open = state.openRequest;
  if (open === null || item.llmRequestPolicy.behaviour !== 'interrupt-current-request' || !isTrigger(item)) {
    return { events: [added], interruptedRequestOffset: null };
  }
  return { events: [cancellation(open, now, options.partialText), added], interruptedRequestOffset: open.offset };
}

export type SettlePlan = { accepted: false } | { accepted: true; events: PlannedEvent[] };

/**
 * What a settleLlmRequest call appends. Refused when the request is not the open one.
 * On success the assistant item goes first, while the request is still open, so the
 * assistant guard lets it through; the settled event then closes the request.
 */
export function planSettle(state: ContextHead, input: LlmRequestSettledPayload): SettlePlan {
  if (state.openRequest === null || state.openRequest.offset !== input.requestOffset) return { accepted: false };
  const settled: PlannedEvent = { type: 'llm_request_settled', payload: input };
  if (input.result.status !== 'succeeded') return { accepted: true, events: [settled] };
  const assistant: ContextItem = {
    role: 'assistant',
    content: input.result.text,
    llmRequestPolicy: { ...DEFAULT_LLM_REQUEST_POLICY },
    llmRequestOffset: input.requestOffset,
  };
  return { accepted: true, events: [{ type: 'context_item_added', payload: { item: assistant } }, settled] };
}

/** The cancelled/expired settlement for an open request whose expiresAt has passed, else null. */
export function planExpiry(state: ContextHead, now: number): PlannedEvent | null {
  const open = state.openRequest;
  if (open === null || open.expiresAt > now) return null;
  return {
    type: 'llm_request_settled',
    payload: {
      requestOffset: open.offset,
      durationMs: Math.max(0, now - open.requestedAt),
      result: { status: 'cancelled', reason: 'expired' },
    },
  };
}

// ---------------------------------------------------------------------------
// Reading the state

export interface VisibleItemView {
  offset: number;
  /** The role the item was written with (before the trust boundary). */
  role: ContextRole;
  item: ContextItem;
}

export interface PromptMessage {
  /** The context item it renders; 0 for a message rendered from the transcript (see entryId). */
  offset: number;
  /** The role the model receives (after the trust boundary). */
  role: ContextRole;
  content: string;
  /** The item's key, when it has one (a `tools` system item declares the session's tools). */
  key?: string;
  /** The transcript entry it renders (a prompt built from a path). */
  entryId?: string;
  /** Tool calls of an assistant message. */
  functionCalls?: { callId: string; functionId: string; arguments?: import('./types.js').JsonValue }[];
  /** Set on a function result: the call it answers. */
  functionResult?: { callId: string; functionId: string };
}

export function visibleItems(state: { items: readonly VisibleContextItem[] }): VisibleItemView[] {
  return state.items.map(({ offset, item }) => ({ offset, role: item.role, item }));
}

/** Exactly what a model receives, in order. */
export function renderPrompt(state: { items: readonly VisibleContextItem[] }): PromptMessage[] {
  return state.items.map(({ offset, item }) =>
    item.key === undefined
      ? { offset, role: promptRole(item), content: item.content }
      : { offset, role: promptRole(item), content: item.content, key: item.key },
  );
}
