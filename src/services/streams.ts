// Every subscription stream is built here. What can fail at subscribe time runs first (input,
// the session, its tenant: errors reach the client as the subscription's result); the stream
// itself (events/bus-stream.ts) starts listening when the client first reads, and applies the
// tenant guard to every event it delivers. A session-scoped stream (sessionEvents,
// llmResponseChunks) ends with NOT_FOUND as soon as its session leaves the caller's tenant;
// a trigger skips events of sessions the caller cannot see.
import type { Repeater } from '@repeaterjs/repeater';
import type { LlmResult } from '../domain/context-item.js';
import { badInput, notFound } from '../domain/errors.js';
import type { BusEvent, EventOf, EventType, StoredEvent } from '../domain/events.js';
import { matchesTrigger, parseTriggerFilter, type TriggerFilter, type TriggerFilterKind } from '../domain/trigger-filter.js';
import { check } from '../domain/validation.js';
import { busStream, RECONNECT } from '../events/bus-stream.js';
import { SessionSequencers } from '../events/session-sequencer.js';
import { sessionStream } from '../events/session-stream.js';
import { readStreamPage } from '../store/events.js';
import { readSettlement } from '../store/llm-requests.js';
import { readContext } from './context-state.js';
import type { AppServices, ServiceDeps } from './deps.js';
import { eventVisible, findSession, orNotFound } from './tenancy.js';
import { withStorage } from './transaction.js';

/** The caller's session for a subscription, or NOT_FOUND (also for another tenant's). */
async function subscribedSession(deps: ServiceDeps, sessionId: string) {
  return orNotFound(await findSession(deps, sessionId), sessionId);
}

/**
 * The instance's session sequencers: built once by the composition root (one per app, over its
 * bus) and shared by every operation. Their database reads are tenant-free: every subscriber
 * applies its own tenant guard to what it is handed.
 */
export function createSessionSequencers(services: Pick<AppServices, 'bus' | 'db' | 'logger' | 'onGapRepair'>): SessionSequencers {
  return new SessionSequencers({
    bus: services.bus,
    readPage: pageReader(services),
    onGapRepair: () => services.onGapRepair?.(),
    logger: services.logger,
  });
}

/**
 * `sessionEvents`: the session's stored events with offset > after (default: from now), replayed
 * from the database and then live, gap-free and in order. Completes when the session is deleted.
 */
export async function sessionEvents(deps: ServiceDeps, sessionId: string, after: number | null | undefined): Promise<Repeater<StoredEvent>> {
  if (after != null && after < 0) throw badInput('after', 'must not be negative');
  const session = await subscribedSession(deps, sessionId);
  return sessionStream({
    feed: deps.sequencers.feed(sessionId),
    readPage: pageReader(deps),
    sessionId,
    from: after == null ? session.lastOffset : Math.floor(after),
    visible: eventVisible(deps.identity),
    hidden: notFoundError(sessionId),
    bufferLimit: deps.settings.current.subscriberBufferLimit,
    onGapRepair: gapRepairCounter(deps),
    scope: deps.streamScope,
  });
}

// The callbacks every idle stream holds, made by factories: the TypeScript loader gives each
// closure bound to a name (`readPage: () => …`) a property table of its own, ~0.3 KiB a piece.
function pageReader(
  deps: Pick<ServiceDeps, 'db' | 'logger'>,
): (sessionId: string, after: number, limit: number) => ReturnType<typeof readStreamPage> {
  return (id, from, limit) => withStorage(deps, () => readStreamPage(deps.db, id, from, limit));
}

function notFoundError(sessionId: string): () => Error {
  return () => notFound(sessionId);
}

function gapRepairCounter(deps: ServiceDeps): () => void {
  return () => deps.onGapRepair?.();
}

/** Validates a trigger subscription's `filter` argument (omitted/null = everything the caller may see). */
function parseFilter(deps: ServiceDeps, kind: TriggerFilterKind, filter: unknown): TriggerFilter {
  const input = (filter ?? {}) as Record<string, unknown>;
  if (input.metadata != null) check(deps.validators().jsonObject, input.metadata, 'filter.metadata');
  // Only a given sessionId is normalised: adding the key to a SessionCreatedFilter (which has
  // none) made the strict schema refuse every non-null filter of sessionCreated.
  const normalised = input.sessionId == null ? { ...input } : { ...input, sessionId: String(input.sessionId) };
  if (normalised.sessionId == null) delete normalised.sessionId;
  const parsed = parseTriggerFilter(kind, normalised);
  if (!parsed.ok) throw badInput('filter', parsed.message);
  return parsed.filter;
}

/** A live-only trigger (sessionCreated, messageAdded, …): every event of the type that passes the filter. */
export function triggerEvents<T extends EventType>(deps: ServiceDeps, type: T, kind: TriggerFilterKind, filter: unknown): Repeater<EventOf<T>> {
  const parsed = parseFilter(deps, kind, filter);
  return busStream<EventOf<T>>({
    bus: deps.bus,
    // Cross-session: every shard of a sharded bus.
    watch: null,
    select: (e) => e.type === type && matchesTrigger(parsed, e),
    visible: eventVisible(deps.identity),
    hidden: 'skip',
    limit: deps.settings.current.subscriberBufferLimit,
    scope: deps.streamScope,
    async run(live, push) {
      for (;;) {
        const item = await live.next();
        if (item === undefined) return;
        if (item !== RECONNECT && !(await push(item as BusEvent & EventOf<T>))) return;
      }
    },
  });
}

/** A chunk as a `llmResponseChunks` subscriber gets it: the chunk event and the text so far. */
export type ChunkDelivery = EventOf<'llm_response_chunk'> & {
  /** The gap-free text streamed up to and including this chunk (after a gap: up to the gap). */
  textSoFar: string;
  /** Chunks before this one never reached this stream: `textSoFar` stops at the first of them. */
  gap: boolean;
};

/**
 * One subscriber's view of the request's text: chunks 0, 1, 2, … joined. A sequence past the
 * next one expected means chunks were lost on the way (a bus outage): from then on every
 * delivery says so (`gap`), and `textSoFar` stays the prefix before the hole, never a splice.
 */
class ChunkTrail {
  /** The first sequence not in `text`. */
  next = 0;
  text = '';
  gap = false;
  /** Sequences past `next` already delivered (only after a gap). */
  private readonly ahead = new Set<number>();

  /** The delivery for a chunk event; null for a sequence already delivered. */
  take(event: EventOf<'llm_response_chunk'>): ChunkDelivery | null {
    const { sequence, chunk } = event.payload;
    if (sequence < this.next || this.ahead.has(sequence)) return null;
    if (sequence === this.next) {
      this.text += chunk;
      this.next += 1;
    } else {
      this.gap = true;
      this.ahead.add(sequence);
    }
    return { ...event, textSoFar: this.text, gap: this.gap };
  }
}

/** The text a settled request ended with: a success's text or a cancellation's partial text. */
function finalText(result: LlmResult | null): string | undefined {
  if (result?.status === 'succeeded') return result.text;
  if (result?.status === 'cancelled') return result.partialText;
  return undefined;
}

/**
 * `llmResponseChunks`: the gap-free text this instance already heard, then live chunks, each
 * sequence once, every delivery carrying `textSoFar`. A chunk heard past a hole is first
 * filled from what this instance kept (the publishing instance keeps every chunk it accepted);
 * what cannot be filled is flagged (`gap`). Completes when the request settles; a subscriber
 * that arrives after that gets the final text as one chunk (sequence 0) and completes.
 */
export async function llmResponseChunks(deps: ServiceDeps, sessionId: string, requestOffset: number): Promise<Repeater<ChunkDelivery>> {
  if (requestOffset < 1) throw badInput('requestOffset', 'must be a positive integer');
  await subscribedSession(deps, sessionId);
  // The request's chunks and settlement; and, while it is not opened yet, the stored events that
  // reach its offset (the one there is its `llm_request_requested`, or it is no request at all).
  const ofRequest = (e: BusEvent) =>
    e.sessionId === sessionId &&
    (((e.type === 'llm_response_chunk' || e.type === 'llm_request_settled') && e.payload.requestOffset === requestOffset) ||
      (e.offset !== null && e.offset >= requestOffset));
  const heard = (sequence: number, chunk: string): EventOf<'llm_response_chunk'> => ({
    sessionId,
    offset: null,
    type: 'llm_response_chunk' as const,
    at: deps.now(),
    payload: { requestOffset, sequence, chunk },
  });
  const isOpen = async () => (await readContext(deps, sessionId))?.state.openRequest?.offset === requestOffset;
  /** The offset is not stored yet: a request asked for (e.g. by sendMessage) opens there after LLM_DEBOUNCE_MS. */
  const ahead = async () => ((await findSession(deps, sessionId))?.lastOffset ?? Number.POSITIVE_INFINITY) < requestOffset;
  /** Waits until the request opens at `requestOffset` (true), or that offset turns out to be no request (false). */
  const opened = async (live: { next(): Promise<BusEvent | typeof RECONNECT | undefined> }): Promise<boolean> => {
    for (;;) {
      const item = await live.next();
      if (item === undefined) return false;
      if (item === RECONNECT) {
        // The bus may have lost the event that opened it.
        if (await isOpen()) return true;
        if (!(await ahead())) return false;
        continue;
      }
      if (item.offset === null || item.offset < requestOffset) continue;
      return item.offset === requestOffset && item.type === 'llm_request_requested';
    }
  };
  return busStream<ChunkDelivery>({
    bus: deps.bus,
    watch: sessionId,
    select: ofRequest,
    visible: eventVisible(deps.identity),
    hidden: () => notFound(sessionId),
    reconnects: true,
    limit: deps.settings.current.subscriberBufferLimit,
    scope: deps.streamScope,
    async run(live, push) {
      // The listener is up before the state is read, so nothing falls between the check and the stream.
      if (!(await isOpen())) {
        if ((await ahead()) && (await opened(live))) {
          // Opened since: streamed from its first chunk below.
        } else {
          const text = finalText(await withStorage(deps, () => readSettlement(deps.db, sessionId, requestOffset)));
          if (text) await push({ ...heard(0, text), textSoFar: text, gap: false });
          return;
        }
      }
      const trail = new ChunkTrail();
      const deliver = async (event: EventOf<'llm_response_chunk'>): Promise<boolean> => {
        const delivery = trail.take(event);
        return delivery === null || push(delivery);
      };
      /** Delivers the chunks below `before` this stream missed and this instance kept, in order; false once the stream ends. */
      const fill = async (before: number): Promise<boolean> => {
        for (let missing = trail.next; missing < before && !trail.gap; missing = trail.next) {
          const kept = deps.llm.partials.chunk(sessionId, requestOffset, missing);
          if (kept === undefined) return true;
          if (!(await deliver(heard(missing, kept)))) return false;
        }
        return true;
      };
      for (const { sequence, chunk } of deps.llm.partials.chunks(sessionId, requestOffset)) {
        if (!(await deliver(heard(sequence, chunk)))) return;
      }
      for (;;) {
        const item = await live.next();
        if (item === undefined) return;
        if (item === RECONNECT) {
          // The bus may have lost chunks (the last ones too: no later chunk shows the hole) and the settlement.
          if (!(await fill(Number.POSITIVE_INFINITY))) return;
          if (!(await isOpen())) return;
          continue;
        }
        if (item.type === 'llm_request_settled' && item.payload.requestOffset === requestOffset) return;
        if (item.type !== 'llm_response_chunk') continue;
        if (!(await fill(item.payload.sequence))) return;
        if (!(await deliver(item))) return;
      }
    },
  });
}
