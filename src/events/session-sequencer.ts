// One live sequence per session and instance, shared by every local subscriber of that session.
// Concurrent writers (on several instances) commit in offset order but may publish out of it,
// and the bus may lose messages. Instead of every subscriber sorting and repairing on its own
// (N timers, N database reads and N fresh copies of the repaired events, so the shared
// execution cache could not share them), the sequencer of a session:
//   - hears the session's events from the bus and hands them on strictly in offset order;
//   - waits a grace period for a missing offset to arrive from the bus, then reads the missing
//     range from the database ONCE and hands the same objects to every local subscriber;
//   - after a bus reconnect, reads what was published while the bus was down, once;
//   - passes the session's deletion through at once.
// It exists only while the session has local subscribers. Each subscriber (events/session-stream.ts)
// still replays its own history from the database, then joins this sequence; the tenant guard,
// the per-subscriber bound and the overflow stay in busStream, which listens on a SessionFeed.
import type { BusEvent, StreamPage } from '../domain/events.js';
import type { BusListener, EventBus } from './bus.js';

/** What a subscriber listens on instead of the bus: its session's events, in offset order. */
export interface SessionFeed {
  /** The session's events in offset order with no hole (and its deletion). Returns the unsubscribe function. */
  listen(listener: BusListener): () => void;
  /**
   * Called when the sequence cannot vouch for what it delivered (a read failed, the session
   * vanished): the subscriber settles it by reading the database itself.
   */
  onReconnect(listener: () => void): () => void;
  /**
   * Resolves once the sequence knows where it starts: every event after that point reaches
   * the feed's listeners, so a subscriber that reads the database after this misses nothing.
   * Call it after listen(). Rejects when that read fails.
   */
  anchored(): Promise<void>;
}

/** Starts the wait for a missing offset; calls `expired` when the hole should be read from the database. Returns the cancel function. */
export type GraceTimer = (expired: () => void) => () => void;

/** How long a hole may stay open before the sequencer reads the database. */
const GAP_GRACE_MS = 50;

/**
 * The grace period, counted in event-loop turns that had the chance to read the bus: the
 * timers phase of the loop runs before the poll phase, so after a busy stretch (hundreds of
 * WebSocket sends) a timer can expire while the missing message already waits unread on the
 * Redis socket. Checking in setImmediate (the check phase, after poll) lets it arrive first,
 * so a busy event loop alone never causes a database read.
 */
const defaultGraceTimer: GraceTimer = (expired) => {
  let immediate: NodeJS.Immediate | undefined;
  const timer = setTimeout(() => {
    immediate = setImmediate(expired);
  }, GAP_GRACE_MS);
  return () => {
    clearTimeout(timer);
    if (immediate) clearImmediate(immediate);
  };
};

export interface SessionSequencersOptions {
  bus: Pick<EventBus, 'listen' | 'onReconnect' | 'watch'>;
  /** Reads a page of the session's stream after `after` (the database; no tenant check: subscribers apply theirs). */
  readPage(sessionId: string, after: number, limit: number): Promise<StreamPage>;
  /** Counted each time a sequence refills missing offsets from the database (once per instance, not per subscriber). */
  onGapRepair?: () => void;
  logger?: { warn(obj: Record<string, unknown>, msg: string): void };
  graceTimer?: GraceTimer;
  /** Events read from the database per query. */
  pageSize?: number;
  /** Events held ahead of a hole; one more reads the database at once instead of waiting. */
  maxHeld?: number;
}

/** The sequencers of one instance: one per session that has local subscribers. */
export class SessionSequencers {
  private readonly sessions = new Map<string, SessionSequencer>();
  private offBus: (() => void) | null = null;

  constructor(private readonly options: SessionSequencersOptions) {}

  /** Sessions currently sequenced (those with local subscribers). */
  get size(): number {
    return this.sessions.size;
  }

  /** Registrations on the feeds (a subscriber's event and resync listeners), to prove subscribers hook and unhook. */
  get listenerCount(): number {
    let count = 0;
    for (const sequencer of this.sessions.values()) count += sequencer.listenerCount;
    return count;
  }

  /** The registry's own listeners on the bus (event and reconnect; none while no session is sequenced). */
  get busListenerCount(): number {
    return this.offBus ? 2 : 0;
  }

  feed(sessionId: string): SessionFeed {
    return new Feed(this, sessionId);
  }

  /** The session's sequencer, if it is sequenced (for Feed). */
  sequencerOf(sessionId: string): SessionSequencer | undefined {
    return this.sessions.get(sessionId);
  }

  /** Registers on the session's sequencer (created on first use); the returned function releases it (for Feed). */
  join(sessionId: string, add: (s: SessionSequencer) => () => void): () => void {
    let sequencer = this.sessions.get(sessionId);
    if (!sequencer) {
      this.hookBus();
      sequencer = new SessionSequencer(sessionId, this.options, this.options.bus.watch?.(sessionId) ?? noop);
      this.sessions.set(sessionId, sequencer);
      sequencer.start();
    }
    const remove = add(sequencer);
    const joined = sequencer;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      remove();
      if (joined.idle() && this.sessions.get(sessionId) === joined) {
        joined.close();
        this.sessions.delete(sessionId);
        if (this.sessions.size === 0) this.unhookBus();
      }
    };
  }

  /** One bus listener for all sessions, up only while some session is sequenced. */
  private hookBus(): void {
    if (this.offBus) return;
    const offEvents = this.options.bus.listen((event) => {
      // Response chunks are not part of the sequence; the deletion is.
      if (event.offset === null && event.type !== 'session_deleted') return;
      this.sessions.get(event.sessionId)?.hear(event);
    });
    const offReconnect = this.options.bus.onReconnect(() => {
      for (const sequencer of this.sessions.values()) sequencer.reconnected();
    });
    this.offBus = () => {
      offEvents();
      offReconnect();
    };
  }

  private unhookBus(): void {
    this.offBus?.();
    this.offBus = null;
  }
}

type ReadReason = 'anchor' | 'hole' | 'reconnect';

// A subscriber's feed is a class instance, not an object of closures: every idle subscription
// holds one, and under the TypeScript loader (keepNames) each closure bound to a name gets a
// property table of its own (~0.3 KiB), while class methods are shared.
class Feed implements SessionFeed {
  constructor(
    private readonly registry: SessionSequencers,
    private readonly sessionId: string,
  ) {}

  listen(listener: BusListener): () => void {
    return this.registry.join(this.sessionId, (s) => s.addListener(listener));
  }

  onReconnect(listener: () => void): () => void {
    return this.registry.join(this.sessionId, (s) => s.addResync(listener));
  }

  anchored(): Promise<void> {
    return this.registry.sequencerOf(this.sessionId)?.anchored() ?? Promise.resolve();
  }
}

class SessionSequencer {
  /** Last offset handed on in sequence; null until the first read of the session's head. */
  private cursor: number | null = null;
  /** Events heard ahead of the sequence, by offset. */
  private readonly held = new Map<number, BusEvent>();
  private readonly listeners = new Set<BusListener>();
  private readonly resyncs = new Set<() => void>();
  private waiters: { resolve(): void; reject(error: unknown): void }[] = [];
  private reading = false;
  /** Why the last head read failed (waiting subscribers get it). */
  private anchorFailure: unknown = undefined;
  private wanted = new Set<ReadReason>();
  /** The hole (cursor value) the running grace period is for, and its cancel function. */
  private grace: { at: number; cancel(): void } | null = null;
  private closed = false;
  private readonly pageSize: number;
  private readonly maxHeld: number;
  private readonly graceTimer: GraceTimer;

  constructor(
    private readonly sessionId: string,
    private readonly options: SessionSequencersOptions,
    /** Releases the bus's watch on the session (a sharded bus then may leave its shard). */
    private readonly unwatch: () => void,
  ) {
    this.pageSize = options.pageSize ?? 500;
    this.maxHeld = options.maxHeld ?? 1000;
    this.graceTimer = options.graceTimer ?? defaultGraceTimer;
  }

  /** Called once the bus listener is up: the head read now cannot miss a later event. */
  start(): void {
    this.request('anchor');
  }

  addListener(listener: BusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  addResync(listener: () => void): () => void {
    this.resyncs.add(listener);
    return () => this.resyncs.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size + this.resyncs.size;
  }

  idle(): boolean {
    return this.listeners.size === 0 && this.resyncs.size === 0;
  }

  anchored(): Promise<void> {
    if (this.cursor !== null) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.request('anchor'); // a no-op while the first read runs; retries after a failed one
    });
  }

  hear(event: BusEvent): void {
    if (this.closed) return;
    if (event.offset === null) {
      // session_deleted: subscribers end; nothing after it matters.
      for (const listener of this.listeners) listener(event);
      return;
    }
    if (this.cursor !== null && event.offset <= this.cursor) return; // duplicate or already read from the database
    if (!this.held.has(event.offset)) this.held.set(event.offset, event);
    if (this.cursor === null && this.held.size > this.maxHeld) {
      // Still waiting for the head: drop the oldest (a hole it leaves is read from the database later).
      this.held.delete(this.held.keys().next().value!);
    }
    this.drain();
  }

  reconnected(): void {
    // Events published while the bus was down never arrive: the database has them. Before the
    // anchor, too: a head read that started before the bus (or its shard) was back may be stale,
    // and a 'reconnect' read while unanchored reads the head again.
    this.request('reconnect');
  }

  close(): void {
    this.closed = true;
    this.unwatch();
    this.cancelGrace();
    this.held.clear();
    this.settleWaiters();
  }

  /** Hands on every held event that continues the sequence; starts the grace period for a hole. */
  private drain(): void {
    if (this.closed || this.cursor === null) return;
    for (let next = this.held.get(this.cursor + 1); next; next = this.held.get(this.cursor + 1)) {
      this.held.delete(next.offset!);
      this.deliver(next);
    }
    if (this.held.size === 0) {
      this.cancelGrace();
      return;
    }
    if (this.reading) return; // the read under way settles the hole (drain runs again after it)
    if (this.held.size > this.maxHeld) {
      this.cancelGrace();
      this.request('hole');
      return;
    }
    if (this.grace?.at === this.cursor) return; // already waiting for this hole
    this.cancelGrace();
    const at = this.cursor;
    this.grace = {
      at,
      cancel: this.graceTimer(() => {
        this.grace = null;
        if (!this.closed && this.cursor === at && this.held.size > 0) this.request('hole');
      }),
    };
  }

  private deliver(event: BusEvent): void {
    this.cursor = event.offset;
    // busStream's listener never throws (it ends its own stream on a filter error).
    for (const listener of this.listeners) listener(event);
  }

  private cancelGrace(): void {
    this.grace?.cancel();
    this.grace = null;
  }

  /** Runs the reads asked for, one at a time (a read asked for during another runs after it). */
  private request(reason: ReadReason): void {
    this.wanted.add(reason);
    if (this.reading || this.closed) return;
    this.reading = true;
    void (async () => {
      try {
        while (this.wanted.size > 0 && !this.closed) {
          const reasons = this.wanted;
          this.wanted = new Set();
          await this.read(reasons);
        }
      } finally {
        this.reading = false;
      }
      this.drain();
      // After the drain: a subscriber that hears "anchored" finds the sequence flowing.
      this.settleWaiters(this.cursor === null ? this.anchorFailure : undefined);
    })();
  }

  private async read(reasons: Set<ReadReason>): Promise<void> {
    if (this.cursor === null) {
      try {
        // The head only (no events): the sequence starts after it.
        const page = await this.options.readPage(this.sessionId, 0, 0);
        this.anchorFailure = undefined;
        // A vanished session stays unanchored: subscribers find that out from their own read.
        if (page.session && !this.closed) this.anchorAt(page.session.lastOffset);
      } catch (error) {
        this.anchorFailure = error;
      }
      return;
    }
    if (!reasons.has('hole') && !reasons.has('reconnect')) return; // anchored meanwhile
    this.cancelGrace();
    const from = this.cursor;
    try {
      if (reasons.has('hole')) this.options.onGapRepair?.();
      for (let counted = reasons.has('hole'); ; ) {
        const page = await this.options.readPage(this.sessionId, this.cursor!, this.pageSize);
        if (this.closed) return;
        if (!page.session) {
          this.resync(); // deleted; its deletion event may have been lost
          return;
        }
        if (!counted && page.session.lastOffset > from) this.options.onGapRepair?.();
        counted = true;
        for (const stored of page.events) {
          if (stored.offset <= this.cursor!) continue;
          // The bus's object when it was heard meanwhile, else one object for every subscriber.
          const event = this.held.get(stored.offset) ?? ({ ...stored, metadata: page.session.metadata } as BusEvent);
          this.held.delete(stored.offset);
          this.deliver(event);
        }
        this.drain(); // what was heard meanwhile and now continues the sequence
        if (page.events.length < this.pageSize) break;
      }
      for (const offset of this.held.keys()) if (offset <= this.cursor!) this.held.delete(offset);
    } catch (error) {
      if (this.closed) return;
      // Subscribers read the database themselves (the truth, or the error); the hole is retried after another grace period.
      this.options.logger?.warn({ err: error, sessionId: this.sessionId }, 'event sequence: could not read missing events');
      this.resync();
    }
  }

  private anchorAt(head: number): void {
    this.cursor = head;
    for (const offset of this.held.keys()) if (offset <= head) this.held.delete(offset);
  }

  private resync(): void {
    for (const listener of this.resyncs) listener();
  }

  private settleWaiters(error?: unknown): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
  }
}

function noop(): void {}
