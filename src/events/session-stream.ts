// The per-session stream behind `sessionEvents(sessionId, after)`: stored events with
// offset > after from the database, then live from the bus — exactly once, in offset order,
// with no gap. The database is the truth; the bus is only a fast path, so every doubt (the
// moment the listener starts, an offset jump, a bus reconnect) is settled by reading the
// database again. Built on busStream, which owns the listener, the bound and the tenant guard.
import type { Repeater } from '@repeaterjs/repeater';
import type { BusEvent, StoredEvent, StreamPage } from '../domain/events.js';
import type { JsonObject } from '../domain/types.js';
import type { EventBus } from './bus.js';
import { busStream, RECONNECT, SubscriberOverflowError, type LiveItem, type Push } from './bus-stream.js';

/** How long a stream waits for a missing offset to arrive from the bus before reading the database. */
const GAP_GRACE_MS = 50;
const TIMED_OUT: unique symbol = Symbol('timed-out');

/** The item, or TIMED_OUT after `ms` (the item's promise stays usable for a later wait). */
function within<T>(item: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([item, timeout]).finally(() => clearTimeout(timer));
}

export interface SessionStreamOptions {
  bus: EventBus;
  /** Reads a page of the stream after `after` (the database). */
  readPage(sessionId: string, after: number, limit: number): Promise<StreamPage>;
  sessionId: string;
  /** Deliver events with offset > from: the subscriber's `after`, or the session's head when it subscribed. */
  from: number;
  /** The tenant guard: checked on every live event and on every page read from the database. */
  visible(carrier: { metadata: JsonObject }): boolean;
  /** The error that ends the stream when the session leaves the caller's tenant. */
  hidden(): Error;
  /** Live events held while the client catches up; past it the stream ends with SubscriberOverflowError. */
  bufferLimit: number;
  /** Events read from the database per query. */
  pageSize?: number;
  /** Called each time the stream refills missing offsets from the database (a lost bus message or a bus reconnect). */
  onGapRepair?: () => void;
}

/**
 * The stream of stored events with offset > options.from. Live events are the bus's own
 * objects (never copies), so one event is one object for every subscriber on this instance.
 * Completes when the session is deleted.
 */
export function sessionStream(options: SessionStreamOptions): Repeater<StoredEvent> {
  const { sessionId } = options;
  const pageSize = options.pageSize ?? 500;
  const onGapRepair = options.onGapRepair ?? (() => {});
  let last = options.from;

  /**
   * Delivers what the database holds after `last`, one page at a time and only as fast as the
   * client consumes it. False when the stream must end: the session is gone, or the client is.
   */
  async function refill(push: Push<StoredEvent>, repairing: boolean): Promise<boolean> {
    for (;;) {
      const page = await options.readPage(sessionId, last, pageSize);
      if (!page.session) return false; // deleted (its live-only deletion event may have been lost)
      if (!options.visible(page.session)) throw options.hidden();
      if (repairing && page.session.lastOffset > last) onGapRepair();
      repairing = false;
      for (const event of page.events) {
        if (event.offset <= last) continue;
        last = event.offset;
        if (!(await push(event))) return false;
      }
      if (page.events.length < pageSize) return true;
    }
  }

  return busStream<StoredEvent>({
    bus: options.bus,
    // Response chunks are not part of this stream; the deletion ends it.
    select: (e: BusEvent) => e.sessionId === sessionId && (e.offset !== null || e.type === 'session_deleted'),
    visible: options.visible,
    hidden: options.hidden,
    reconnects: true,
    limit: options.bufferLimit,
    overflow: (limit) => new SubscriberOverflowError(limit, last),
    async run(live, push) {
      // The listener is up: anything committed from now on reaches the queue, anything
      // committed before is in the database. The overlap is dropped by offset.
      if (!(await refill(push, false))) return;
      // Events that arrived ahead of a missing offset. Concurrent writers to one session
      // commit in offset order but may publish out of it, so a hole usually fills from the
      // bus within moments: wait a little before reading the database (one read per real
      // loss, not per reordering), and keep delivering the bus's own objects, which
      // subscribers on this instance share.
      const held = new Map<number, StoredEvent>();
      let pending: Promise<LiveItem | undefined> | null = null;
      const take = (): Promise<LiveItem | undefined> => (pending ??= live.next());
      const taken = () => {
        pending = null;
      };
      for (;;) {
        while (held.has(last + 1)) {
          const event = held.get(last + 1)!;
          held.delete(last + 1);
          last = event.offset;
          if (!(await push(event))) return;
        }
        for (const offset of held.keys()) if (offset <= last) held.delete(offset);
        const item = held.size > 0 ? await within(take(), GAP_GRACE_MS) : await take();
        if (item === TIMED_OUT || held.size > options.bufferLimit) {
          // The hole did not fill from the bus: a lost message. The database has it.
          onGapRepair();
          if (!(await refill(push, false))) return;
          continue;
        }
        taken();
        if (item === undefined) return;
        if (item === RECONNECT) {
          // Events published while the bus was down never arrive: take them from the database.
          held.clear();
          if (!(await refill(push, true))) return;
          continue;
        }
        if (item.offset === null) return; // session_deleted
        if (item.offset <= last) continue; // already delivered (replay overlap, duplicate)
        if (item.offset > last + 1) {
          held.set(item.offset, item);
          continue;
        }
        last = item.offset;
        if (!(await push(item))) return;
      }
    },
  });
}
