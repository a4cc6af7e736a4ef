// The per-session stream behind `sessionEvents(sessionId, after)`: stored events with
// offset > after from the database, then live — exactly once, in offset order, with no gap.
// The database is the truth; the live part is a fast path. Live events come from the session's
// shared sequencer (events/session-sequencer.ts), which already puts them in offset order and
// repairs holes and bus reconnects once for every subscriber on this instance; a stream only
// replays its own history and joins that sequence, and settles any remaining doubt (a skipped
// offset, a resync) by reading the database itself. Built on busStream, which owns the
// listener, the bound and the tenant guard.
import type { Repeater } from '@repeaterjs/repeater';
import type { StoredEvent, StreamPage } from '../domain/events.js';
import type { JsonObject } from '../domain/types.js';
import { busStream, type BusStreamOptions, type LiveQueue, type Push, RECONNECT, SubscriberOverflowError } from './bus-stream.js';
import type { SessionFeed } from './session-sequencer.js';
import type { StreamScope } from './stream-scope.js';

export interface SessionStreamOptions {
  /** The session's live events in offset order (SessionSequencers.feed). */
  feed: SessionFeed;
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
  /** Called each time this stream itself refills missing offsets from the database (a resync or a skipped offset). */
  onGapRepair?: () => void;
  /** The subscription this stream serves (bus-stream.ts). */
  scope?: StreamScope | undefined;
}

/**
 * The stream of stored events with offset > options.from. Live events are the sequencer's
 * objects (never copies), so one event is one object for every subscriber on this instance.
 * Completes when the session is deleted.
 */
export function sessionStream(options: SessionStreamOptions): Repeater<StoredEvent> {
  return busStream<StoredEvent>(new SessionStreamSource(options));
}

// One object per subscription that is busStream's options and the stream's state at once:
// under the TypeScript loader (keepNames) every closure bound to a name gets a property table of
// its own (~0.3 KiB), while class methods are shared by all streams.
class SessionStreamSource implements BusStreamOptions<StoredEvent> {
  readonly bus: SessionFeed;
  readonly visible: (carrier: { metadata: JsonObject }) => boolean;
  readonly hidden: () => Error;
  readonly reconnects = true;
  readonly limit: number;
  readonly scope: StreamScope | undefined;
  private readonly pageSize: number;
  /** The last offset delivered. */
  private last: number;

  constructor(private readonly options: SessionStreamOptions) {
    this.bus = options.feed;
    this.visible = options.visible;
    this.hidden = options.hidden;
    this.limit = options.bufferLimit;
    this.scope = options.scope;
    this.pageSize = options.pageSize ?? 500;
    this.last = options.from;
  }

  /** The feed carries only this session's events and its deletion. */
  select(): boolean {
    return true;
  }

  overflow(limit: number): Error {
    return new SubscriberOverflowError(limit, this.last);
  }

  /**
   * Delivers what the database holds after `last`, one page at a time and only as fast as the
   * client consumes it. False when the stream must end: the session is gone, or the client is.
   */
  private async refill(push: Push<StoredEvent>, repairing: boolean): Promise<boolean> {
    const { options, pageSize } = this;
    for (;;) {
      const page = await options.readPage(options.sessionId, this.last, pageSize);
      if (!page.session) return false; // deleted (its live-only deletion event may have been lost)
      if (!options.visible(page.session)) throw options.hidden();
      if (repairing && page.session.lastOffset > this.last) options.onGapRepair?.();
      repairing = false;
      for (const event of page.events) {
        if (event.offset <= this.last) continue;
        this.last = event.offset;
        if (!(await push(event))) return false;
      }
      if (page.events.length < pageSize) return true;
    }
  }

  async run(live: LiveQueue, push: Push<StoredEvent>): Promise<void> {
    // The listener is up; once the sequence knows where it starts, anything after that
    // reaches the queue and anything before is in the database. The overlap is dropped by offset.
    await this.options.feed.anchored();
    if (!(await this.refill(push, false))) return;
    for (;;) {
      const item = await live.next();
      if (item === undefined) return;
      if (item === RECONNECT) {
        // The sequence could not vouch for what it delivered: the database can.
        if (!(await this.refill(push, true))) return;
        continue;
      }
      if (item.offset === null) return; // session_deleted
      if (item.offset <= this.last) continue; // already delivered (replay overlap)
      if (item.offset > this.last + 1) {
        // The sequence went on past offsets this stream has not delivered (it joined while
        // the sequence was resynchronising): the database has them, and this event too.
        if (!(await this.refill(push, true))) return;
        if (item.offset !== this.last + 1) continue;
      }
      this.last = item.offset;
      if (!(await push(item))) return;
    }
  }
}
