// The per-session subscription `sessionEvents(sessionId, after)`: stored events with
// offset > after, from the database, then live from the bus — exactly once, in offset
// order, with no gap. The database is the truth; the bus is only a fast path, so every
// doubt (an offset jump, a bus reconnect) is settled by reading the database again.
import { GraphQLError } from 'graphql';
import type { BusEvent, StoredEvent } from '../domain/events.js';
import type { EventBus } from './bus.js';
import { SubscriberOverflowError, SubscriberQueue } from './subscriber-queue.js';

/** What the stream needs from the store. */
export interface EventReader {
  /** Stored events with offset > after, ascending, at most `limit`. */
  readAfter(sessionId: string, after: number, limit: number): Promise<StoredEvent[]>;
  /** Offset of the session's newest stored event (0 before any); null when the session is unknown. */
  lastOffset(sessionId: string): Promise<number | null>;
}

/** The live-only end of a session stream; nothing follows it. */
export interface SessionDeletedStreamEvent {
  sessionId: string;
  offset: null;
  type: 'session_deleted';
  at: number;
  payload: BusEvent['payload'];
}

export type SessionStreamEvent = StoredEvent | SessionDeletedStreamEvent;

export interface SessionStreamOptions {
  bus: EventBus;
  reader: EventReader;
  /** Live events held while the client catches up; past it the stream ends with SubscriberOverflowError. */
  bufferLimit?: number;
  /** Events read from the database per query during replay and refills. */
  pageSize?: number;
  /** The error for an unknown session (default: GraphQLError with code NOT_FOUND). */
  notFound?: (sessionId: string) => Error;
  /** Called each time the stream refills missing offsets from the database (a lost bus message or a bus reconnect). */
  onGapRepair?: () => void;
  /**
   * Whether the caller may still see the session, judged on every live event (its metadata at
   * event time). False ends the stream with `notFound` before that event: a session moved to
   * another tenant must not keep streaming to the old one.
   */
  visible?: (event: BusEvent) => boolean;
}

const RECONNECT = Symbol('bus-reconnect');
type LiveItem = BusEvent | typeof RECONNECT;

/**
 * Opens the stream. Rejects (with `notFound`) when the session is unknown, so a GraphQL
 * subscribe resolver can return this promise and the client gets a subscribe-time error.
 * `after` omitted or null = live from now (the session's current last offset).
 */
export async function openSessionStream(
  options: SessionStreamOptions,
  sessionId: string,
  after?: number | null,
): Promise<AsyncIterableIterator<SessionStreamEvent>> {
  const { bus, reader } = options;
  const pageSize = options.pageSize ?? 500;
  const state = { last: 0 };

  // Listen FIRST: anything committed after this point reaches the live queue, anything
  // committed before it is in the database; the overlap is dropped by offset.
  let unlisten = (): void => {};
  let unReconnect = (): void => {};
  const live = new SubscriberQueue<LiveItem>({
    ...(options.bufferLimit === undefined ? {} : { limit: options.bufferLimit }),
    overflowError: (limit) => new SubscriberOverflowError(limit, state.last),
    onClose: () => {
      unlisten();
      unReconnect();
    },
  });
  unlisten = bus.listen((event) => {
    if (event.sessionId !== sessionId) return;
    if (options.visible && !options.visible(event)) {
      live.fail((options.notFound ?? defaultNotFound)(sessionId));
      return;
    }
    // Response chunks are live-only and not part of this stream; deletion ends it.
    if (event.offset !== null || event.type === 'session_deleted') live.push(event);
  });
  unReconnect = bus.onReconnect(() => live.push(RECONNECT));

  let head: number | null;
  try {
    head = await reader.lastOffset(sessionId);
  } catch (err) {
    await live.return();
    throw err;
  }
  if (head === null) {
    await live.return();
    throw (options.notFound ?? defaultNotFound)(sessionId);
  }
  state.last = after == null ? head : Math.max(0, Math.floor(after));

  return stoppable(run(sessionId, head, state, live, reader, pageSize, options.onGapRepair ?? noop), live);
}

async function* run(
  sessionId: string,
  head: number,
  state: { last: number },
  live: SubscriberQueue<LiveItem>,
  reader: EventReader,
  pageSize: number,
  onGapRepair: () => void,
): AsyncGenerator<SessionStreamEvent> {
  // Reads stored events after state.last up to `target`, one page at a time, only as fast
  // as the client consumes them (the generator is paused at each yield).
  async function* refill(target: number): AsyncGenerator<StoredEvent> {
    while (state.last < target) {
      const before = state.last;
      const page = await reader.readAfter(sessionId, state.last, pageSize);
      for (const event of page) {
        if (live.failure) throw live.failure; // overflowed during a long replay: stop promptly
        if (!live.open) return; // the client went away
        if (event.offset <= state.last) continue;
        state.last = event.offset;
        yield event;
      }
      if (page.length < pageSize || state.last === before) return; // the database has nothing more
    }
  }

  try {
    yield* refill(head);
    for (;;) {
      const next = await live.next(); // rejects with the overflow error
      if (next.done) return;
      const item = next.value;
      if (item === RECONNECT) {
        // Events published while the bus was down never arrive: take them from the database.
        const current = await reader.lastOffset(sessionId);
        if (current === null) {
          // Deleted while the bus was down: its live-only deletion event is lost for good.
          yield { sessionId, offset: null, type: 'session_deleted', at: Date.now(), payload: {} };
          return;
        }
        if (current > state.last) onGapRepair();
        yield* refill(current);
        continue;
      }
      if (item.offset === null) {
        yield toDeleted(item);
        return;
      }
      if (item.offset <= state.last) continue; // already delivered (replay overlap, duplicate)
      if (item.offset > state.last + 1) {
        onGapRepair();
        yield* refill(item.offset - 1); // a lost message: fill the hole
      }
      if (item.offset <= state.last) continue;
      // Normally item.offset === last + 1 here. If the database could not fill the hole
      // (its rows are gone) the live event is still the newest truth: deliver it.
      state.last = item.offset;
      yield toStored(item);
    }
  } finally {
    await live.return();
  }
}

/**
 * An async generator cannot be returned while it awaits a live event; closing the live
 * queue first resolves that wait, so an unsubscribe frees listeners at once even on a
 * quiet session.
 */
function stoppable<T>(gen: AsyncGenerator<T>, live: SubscriberQueue<LiveItem>): AsyncIterableIterator<T> {
  const stop = async (): Promise<IteratorResult<T>> => {
    await live.return();
    await gen.return(undefined);
    return { value: undefined, done: true };
  };
  return {
    next: () => gen.next(),
    return: stop,
    throw: stop,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

function noop(): void {}

function toStored(event: BusEvent): StoredEvent {
  return {
    sessionId: event.sessionId,
    offset: event.offset as number,
    type: event.type as StoredEvent['type'],
    at: event.at,
    payload: event.payload,
  };
}

function toDeleted(event: BusEvent): SessionDeletedStreamEvent {
  return { sessionId: event.sessionId, offset: null, type: 'session_deleted', at: event.at, payload: event.payload };
}

function defaultNotFound(sessionId: string): Error {
  return new GraphQLError(`Session ${sessionId} not found`, { extensions: { code: 'NOT_FOUND' } });
}
