// Every subscription stream is built here. What can fail at subscribe time runs first (input,
// the session, its tenant: errors reach the client as the subscription's result); the stream
// itself (events/bus-stream.ts) starts listening when the client first reads, and applies the
// tenant guard to every event it delivers. A session-scoped stream (sessionEvents,
// llmResponseChunks) ends with NOT_FOUND as soon as its session leaves the caller's tenant;
// a trigger skips events of sessions the caller cannot see.
import type { Repeater } from '@repeaterjs/repeater';
import { badInput, notFound } from '../domain/errors.js';
import type { BusEvent, EventOf, EventType, StoredEvent } from '../domain/events.js';
import { matchesTrigger, parseTriggerFilter, type TriggerFilter, type TriggerFilterKind } from '../domain/trigger-filter.js';
import { check } from '../domain/validation.js';
import { busStream, RECONNECT } from '../events/bus-stream.js';
import { SessionSequencers } from '../events/session-sequencer.js';
import { sessionStream } from '../events/session-stream.js';
import { readStreamPage } from '../store/events.js';
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
    bufferLimit: deps.subscriberBufferLimit(),
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
export function parseFilter(deps: ServiceDeps, kind: TriggerFilterKind, filter: unknown): TriggerFilter {
  const input = (filter ?? {}) as Record<string, unknown>;
  if (input.metadata != null) check(deps.schemas().jsonObject, input.metadata, 'filter.metadata');
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
    select: (e) => e.type === type && matchesTrigger(parsed, e),
    visible: eventVisible(deps.identity),
    hidden: 'skip',
    limit: deps.subscriberBufferLimit(),
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

/**
 * `llmResponseChunks`: the chunks of one request this instance already heard, then live ones,
 * each sequence once. Completes when the request settles (at once when it is not open).
 */
export async function llmResponseChunks(
  deps: ServiceDeps,
  sessionId: string,
  requestOffset: number,
): Promise<Repeater<EventOf<'llm_response_chunk'>>> {
  if (requestOffset < 1) throw badInput('requestOffset', 'must be a positive integer');
  await subscribedSession(deps, sessionId);
  const ofRequest = (e: BusEvent) =>
    e.sessionId === sessionId && (e.type === 'llm_response_chunk' || e.type === 'llm_request_settled') && e.payload.requestOffset === requestOffset;
  return busStream<EventOf<'llm_response_chunk'>>({
    bus: deps.bus,
    select: ofRequest,
    visible: eventVisible(deps.identity),
    hidden: () => notFound(sessionId),
    limit: deps.subscriberBufferLimit(),
    scope: deps.streamScope,
    async run(live, push) {
      // The listener is up before the state is read, so nothing falls between the check and the stream.
      const context = await readContext(deps, sessionId);
      if (context?.state.openRequest?.offset !== requestOffset) return;
      const seen = new Set<number>();
      for (const { sequence, chunk } of deps.llm.partials.chunks(sessionId, requestOffset)) {
        seen.add(sequence);
        const heard = { sessionId, offset: null, type: 'llm_response_chunk' as const, at: deps.now(), payload: { requestOffset, sequence, chunk } };
        if (!(await push(heard))) return;
      }
      for (;;) {
        const item = await live.next();
        if (item === undefined || item === RECONNECT) return;
        if (item.type === 'llm_request_settled') return;
        if (item.type !== 'llm_response_chunk' || seen.has(item.payload.sequence)) continue;
        seen.add(item.payload.sequence);
        if (!(await push(item))) return;
      }
    },
  });
}
