// The transcript of the active path as the session's stored events change it (pure), and the
// model's replies while they stream. The view holds the newest part of the path (older pages
// are prepended on scroll). An entry appended under the current leaf is added at the end; an
// append elsewhere or a branch switch moves the active path, so the view reloads it.
import type { Entry, FunctionResultEntry, LlmResult, Message, SessionEvent, TurnEvent } from './types.js';

export interface TranscriptState {
  /** The loaded tail of the active path, oldest first (message entries). */
  entries: Entry[];
  activeLeafId: string | null;
  /** The offset the loaded path reflects: path changes at or below it are already in it. */
  baseOffset: number;
  hasPrevious: boolean;
  startCursor: string | null;
}

export const emptyTranscript = (): TranscriptState => ({ entries: [], activeLeafId: null, baseOffset: 0, hasPrevious: false, startCursor: null });

/** Applies one stored event; `reload` asks for the active path to be read again. */
export function applyTranscriptEvent(state: TranscriptState, event: SessionEvent): { state: TranscriptState; reload: boolean } {
  switch (event.__typename) {
    case 'MessageAddedEvent': {
      if (event.offset <= state.baseOffset || state.entries.some((e) => e.entryId === event.entry.entryId)) return { state, reload: false };
      const entry = event.entry;
      if (entry.parentId === state.activeLeafId) {
        const entries = entry.__typename === 'MessageEntry' ? [...state.entries, entry] : state.entries;
        return { state: { ...state, entries, activeLeafId: entry.entryId }, reload: false };
      }
      // Appended under another entry: a new branch, which becomes the active path.
      return { state: { ...state, activeLeafId: entry.entryId }, reload: true };
    }
    case 'MessageUpdatedEvent': {
      const index = state.entries.findIndex((e) => e.entryId === event.entry.entryId);
      const current = state.entries[index];
      if (!current || current.revision >= event.entry.revision) return { state, reload: false };
      const entries = [...state.entries];
      entries[index] = event.entry;
      return { state: { ...state, entries }, reload: false };
    }
    case 'ActiveLeafSetEvent':
      if (event.offset <= state.baseOffset || event.entryId === state.activeLeafId) return { state, reload: false };
      return { state: { ...state, activeLeafId: event.entryId }, reload: true };
    default:
      return { state, reload: false };
  }
}

/** Adds an older page in front, skipping entries already shown. */
export function prependPage(state: TranscriptState, page: { nodes: Entry[]; hasPrevious: boolean; startCursor: string | null }): TranscriptState {
  const known = new Set(state.entries.map((e) => e.entryId));
  const older = page.nodes.filter((e) => e.__typename === 'MessageEntry' && !known.has(e.entryId));
  return { ...state, entries: [...older, ...state.entries], hasPrevious: page.hasPrevious, startCursor: page.startCursor };
}

/** An entry's message; null for a custom entry. */
export const messageOf = (entry: Entry): Message | null => (entry.__typename === 'MessageEntry' ? entry.message : null);

/** Whether an entry is a function's result (shown under the call it answers). */
export const isFunctionResult = (entry: Entry): entry is FunctionResultEntry =>
  entry.__typename === 'MessageEntry' && entry.message.__typename === 'FunctionResultMessage';

/** The visible text of an entry's message (its text blocks). */
export const textOf = (entry: Entry): string =>
  (messageOf(entry)?.content ?? [])
    .map((b) => (b.__typename === 'TextBlock' ? b.text : ''))
    .join('')
    .trim();

// ---- Replies of the turn loop (LLM requests) ----

export type TurnState = 'streaming' | 'succeeded' | 'failed' | 'cancelled';

export interface Turn {
  requestOffset: number;
  requestedAt: number;
  /** Streamed chunks by sequence. */
  chunks: Record<number, string>;
  /** 'streaming' while the request is open (waiting for a worker, claimed or writing: see turn-status.ts). */
  state: TurnState;
  /** What to show: the streamed text, then the settled text. */
  text: string;
  detail: string | null;
  /**
   * Which attempt of its turn this request is, counted as the service counts them: 1 for a request
   * that answers fresh input, n + 1 for the retry of failed attempt n.
   */
  attempt: number;
  /** Offset of the settled event; null while open. */
  settledOffset: number | null;
  /** The transcript entry the request answers (a sendMessage turn): its settled reply is that entry's child, shown as a message. */
  triggerEntryId?: string;
}

const joinChunks = (chunks: Record<number, string>) =>
  Object.keys(chunks)
    .map(Number)
    .sort((a, b) => a - b)
    .map((sequence) => chunks[sequence])
    .join('');

export function openTurn(turns: readonly Turn[], requestOffset: number, requestedAt: number, attempt = 1, triggerEntryId?: string | null): Turn[] {
  if (turns.some((t) => t.requestOffset === requestOffset)) return [...turns];
  const turn: Turn = { requestOffset, requestedAt, chunks: {}, state: 'streaming', text: '', detail: null, attempt, settledOffset: null };
  if (triggerEntryId) turn.triggerEntryId = triggerEntryId;
  return [...turns, turn];
}

export function addChunk(turns: readonly Turn[], chunk: { requestOffset: number; sequence: number; chunk: string }): Turn[] {
  return turns.map((t) => {
    if (t.requestOffset !== chunk.requestOffset || t.state !== 'streaming' || chunk.sequence in t.chunks) return t;
    const chunks = { ...t.chunks, [chunk.sequence]: chunk.chunk };
    return { ...t, chunks, text: joinChunks(chunks) };
  });
}

/** The settled result replaces the streamed text. */
export function settleTurn(turns: readonly Turn[], requestOffset: number, result: LlmResult, at: number, settledOffset: number | null = null): Turn[] {
  const known = turns.some((t) => t.requestOffset === requestOffset);
  const base = known ? turns : openTurn(turns, requestOffset, at);
  return base.map((t) => {
    if (t.requestOffset !== requestOffset) return t;
    const settled = { ...t, settledOffset };
    switch (result.__typename) {
      case 'LlmSucceeded':
        return { ...settled, state: 'succeeded', text: result.text, detail: null };
      case 'LlmFailed':
        return { ...settled, state: 'failed', detail: result.errorMessage };
      case 'LlmCancelled':
        return { ...settled, state: 'cancelled', text: result.partialText ?? t.text, detail: result.reason };
    }
  });
}

type ContextItemEvent = Extract<TurnEvent, { __typename: 'ContextItemAddedEvent' }>;

/** An item that asks for a request (the service's rule): user or developer input, not a summary, not DONT_TRIGGER_REQUEST. */
export function isTriggerItem(item: ContextItemEvent['item']): boolean {
  return (item.role === 'USER' || item.role === 'DEVELOPER') && item.compaction === null && item.llmRequestPolicy !== 'DONT_TRIGGER_REQUEST';
}

/**
 * The replies and the service's count of consecutive failed attempts, kept like the service
 * keeps it: a failure adds one, a success or a cancellation resets it, fresh input resets it
 * (a new turn with a full retry budget). A request opened while the count is n is attempt n + 1.
 */
export interface TurnLog {
  turns: Turn[];
  failedAttempts: number;
}

export const emptyTurnLog = (): TurnLog => ({ turns: [], failedAttempts: 0 });

export function applyTurnEvent(log: TurnLog, event: TurnEvent): TurnLog {
  switch (event.__typename) {
    case 'ContextItemAddedEvent':
      return isTriggerItem(event.item) ? { ...log, failedAttempts: 0 } : log;
    case 'LlmRequestRequestedEvent':
      return { ...log, turns: openTurn(log.turns, event.offset, event.requestedAt, log.failedAttempts + 1, event.triggerEntryId) };
    case 'LlmRequestSettledEvent': {
      const open = log.turns.find((t) => t.requestOffset === event.requestOffset);
      if (open && open.state !== 'streaming') return log;
      const failed = event.result.__typename === 'LlmFailed';
      const failedAttempts = failed ? log.failedAttempts + 1 : 0;
      let turns = settleTurn(log.turns, event.requestOffset, event.result, event.at, event.offset);
      // Input that arrived while it was open restarted the count: a failure is then attempt 1 of the new turn.
      if (failed) turns = turns.map((t) => (t.requestOffset === event.requestOffset ? { ...t, attempt: failedAttempts } : t));
      return { turns, failedAttempts };
    }
    default:
      return log;
  }
}

/** The replies recorded on the stream (requested and settled events, and the input between them), oldest first. */
export function turnLogFromEvents(events: readonly TurnEvent[]): TurnLog {
  let log = emptyTurnLog();
  for (const event of [...events].sort((a, b) => a.offset - b.offset)) log = applyTurnEvent(log, event);
  return log;
}

export const turnsFromEvents = (events: readonly TurnEvent[]): Turn[] => turnLogFromEvents(events).turns;

/**
 * Replies after a (re)read of the path: those recorded on the stream, with what this view
 * already streamed for requests still open; none from before the first message shown.
 */
export function mergeTurns(recorded: readonly Turn[], current: readonly Turn[], firstShown: Entry | undefined, hasPrevious: boolean): Turn[] {
  const byOffset = new Map<number, Turn>();
  for (const turn of current) if (turn.state === 'streaming') byOffset.set(turn.requestOffset, turn);
  for (const turn of recorded) {
    const mine = byOffset.get(turn.requestOffset);
    if (!mine || turn.state !== 'streaming') byOffset.set(turn.requestOffset, turn);
  }
  const from = hasPrevious && firstShown ? firstShown.timestamp : -Infinity;
  return [...byOffset.values()].filter((t) => t.requestedAt >= from).sort((a, b) => a.requestOffset - b.requestOffset);
}

/**
 * A reply a worker also wrote into the transcript (an assistant entry naming the request in its
 * origin, or carrying the same text after the request) is shown once: as the entry.
 */
export function isMirrored(turn: Turn, entries: readonly Entry[]): boolean {
  return entries.some((e) => {
    if (messageOf(e)?.role !== 'ASSISTANT') return false;
    const origin = e.origin ?? {};
    if (origin.llmRequestOffset === turn.requestOffset || origin.requestOffset === turn.requestOffset) return true;
    return turn.state === 'succeeded' && e.timestamp >= turn.requestedAt && textOf(e) === turn.text.trim() && turn.text.trim() !== '';
  });
}

/**
 * The failed attempts of one turn, shown together (a provider outage is one card, not one per
 * attempt). `retried`: a later attempt of the same turn follows (shown on its own); `last`: no
 * request came after the last failure (whether it is retried then depends on the context).
 */
export interface FailedAttempts {
  attempts: Turn[];
  retried: boolean;
  last: boolean;
}

export type TimelineItem = { kind: 'entry'; entry: Entry } | { kind: 'turn'; turn: Turn } | ({ kind: 'failures' } & FailedAttempts);
type ReplyItem = Exclude<TimelineItem, { kind: 'entry' }>;

/** Consecutive failed attempts of a turn become one item; every other reply is its own. */
export function groupFailures(turns: readonly Turn[]): ReplyItem[] {
  const sorted = [...turns].sort((a, b) => a.requestOffset - b.requestOffset);
  const items: ReplyItem[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const turn = sorted[i]!;
    if (turn.state !== 'failed') {
      items.push({ kind: 'turn', turn });
      continue;
    }
    const attempts = [turn];
    // The retry of failed attempt n is attempt n + 1; anything else starts a new turn.
    while (sorted[i + 1]?.state === 'failed' && sorted[i + 1]!.attempt === attempts.at(-1)!.attempt + 1) attempts.push(sorted[++i]!);
    const next = sorted[i + 1];
    items.push({ kind: 'failures', attempts, retried: next !== undefined && next.attempt === attempts.at(-1)!.attempt + 1, last: next === undefined });
  }
  return items;
}

const startedAt = (item: ReplyItem) => (item.kind === 'turn' ? item.turn.requestedAt : item.attempts[0]!.requestedAt);

/**
 * Whether a reply card belongs on this path. A transcript turn (sendMessage) answers one message:
 * its card shows only under a message of the path — while it streams, and its failed attempts.
 * Settled, its reply is a message on its branch: on the path it is shown as that message; a card
 * stays only when the path went on past the message with something else (the user wrote on, or
 * interrupted), so the answer that landed on its own branch is still seen — not when another
 * answer of the message follows (a regenerated one: the branch switcher reaches the others).
 */
export function showsOnPath(turn: Turn, entries: readonly Entry[]): boolean {
  if (turn.triggerEntryId === undefined) return true;
  const at = entries.findIndex((e) => e.entryId === turn.triggerEntryId);
  if (at < 0) return false;
  if (turn.state === 'streaming' || turn.state === 'failed') return true;
  const next = entries[at + 1];
  return next !== undefined && messageOf(next)?.role !== 'ASSISTANT';
}

/** Entries in path order, with each reply placed after the entries that came before its request. */
export function timeline(entries: readonly Entry[], turns: readonly Turn[]): TimelineItem[] {
  // A failed attempt stays in its turn's card even when the turn's ERROR reply is a message: the card tells every attempt.
  const pending = groupFailures(turns.filter((t) => showsOnPath(t, entries) && (t.state === 'failed' || !isMirrored(t, entries))));
  const items: TimelineItem[] = [];
  let next = 0;
  for (const entry of entries) {
    while (next < pending.length && startedAt(pending[next]!) < entry.timestamp) items.push(pending[next++]!);
    items.push({ kind: 'entry', entry });
  }
  while (next < pending.length) items.push(pending[next++]!);
  return items;
}
