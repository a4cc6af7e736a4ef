import { describe, expect, it } from 'vitest';
import type { BusEvent, StreamPage } from '../../src/domain/events.js';
import type { BusListener, EventBus } from '../../src/events/bus.js';
import { SessionSequencers, type GraceTimer } from '../../src/events/session-sequencer.js';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Lets the reads under way finish (each page read yields to the event loop once). */
const settle = async () => {
  for (let i = 0; i < 6; i++) await flush();
};

/** A bus under the test's control: it delivers exactly what the test hands it, when it says so. */
class ManualBus {
  readonly listeners = new Set<BusListener>();
  readonly reconnects = new Set<() => void>();
  listen(listener: BusListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  onReconnect(listener: () => void) {
    this.reconnects.add(listener);
    return () => this.reconnects.delete(listener);
  }
  deliver(...events: BusEvent[]) {
    for (const event of events) for (const listener of this.listeners) listener(event);
  }
  reconnect() {
    for (const listener of this.reconnects) listener();
  }
}

/** Grace periods that expire only when the test says so. */
class ManualGrace {
  private pending = new Set<() => void>();
  readonly timer: GraceTimer = (expired) => {
    this.pending.add(expired);
    return () => this.pending.delete(expired);
  };
  get running(): number {
    return this.pending.size;
  }
  expire() {
    const due = [...this.pending];
    this.pending.clear();
    for (const expired of due) expired();
  }
}

const event = (offset: number, metadata: Record<string, string> = {}): BusEvent =>
  ({ sessionId: 's1', offset, type: 'active_leaf_set', at: offset, payload: { entryId: `e${offset}` }, metadata }) as BusEvent;

function setup(head = 0) {
  const bus = new ManualBus();
  const grace = new ManualGrace();
  let stored = Array.from({ length: head }, (_, i) => event(i + 1));
  let exists = true;
  let failing = false;
  const reads: { after: number; limit: number }[] = [];
  let repairs = 0;
  const sequencers = new SessionSequencers({
    bus: bus as unknown as EventBus,
    async readPage(_id, after, limit): Promise<StreamPage> {
      await flush();
      reads.push({ after, limit });
      if (failing) throw new Error('STORAGE_UNAVAILABLE');
      if (!exists) return { session: null, events: [] };
      // Fresh objects without metadata, as the database returns them.
      const events = stored
        .filter((e) => e.offset! > after)
        .slice(0, limit)
        .map(({ metadata: _, ...rest }) => ({ ...rest }));
      return { session: { lastOffset: stored.length, metadata: { owner: 'db' } }, events } as StreamPage;
    },
    onGapRepair: () => repairs++,
    graceTimer: grace.timer,
    pageSize: 3,
    maxHeld: 5,
  });
  /** A committed event (in the database), not yet on the bus. */
  const commit = () => {
    const e = event(stored.length + 1);
    stored = [...stored, e];
    return e;
  };
  /** A subscriber: what it is handed, and how often it was told to resync. */
  const subscribe = () => {
    const feed = sequencers.feed('s1');
    const got: BusEvent[] = [];
    const sub = { got, resyncs: 0, offsets: () => got.map((e) => e.offset), off: () => {} };
    const offEvents = feed.listen((e) => got.push(e));
    const offResync = feed.onReconnect(() => sub.resyncs++);
    sub.off = () => {
      offEvents();
      offResync();
    };
    return { sub, anchored: feed.anchored() };
  };
  return {
    bus,
    grace,
    sequencers,
    reads,
    commit,
    subscribe,
    repairs: () => repairs,
    drop: () => {
      exists = false;
    },
    fail: (on: boolean) => {
      failing = on;
    },
  };
}

describe('SessionSequencers', () => {
  it('starts after the head it reads once, and hands on live events in order to every subscriber', async () => {
    const t = setup(2);
    const a = t.subscribe();
    const b = t.subscribe();
    await Promise.all([a.anchored, b.anchored]);
    expect(t.reads).toEqual([{ after: 0, limit: 0 }]); // one head read for both
    t.bus.deliver(event(2), event(3), event(4)); // 2 is older than the head: already in every subscriber's replay
    expect(a.sub.offsets()).toEqual([3, 4]);
    expect(b.sub.got).toEqual(a.sub.got);
    expect(b.sub.got[0]).toBe(a.sub.got[0]); // the same object, not copies
  });

  it('holds an event published ahead of its predecessor until the predecessor arrives from the bus, without reading', async () => {
    const t = setup(0);
    const a = t.subscribe();
    await a.anchored;
    const [one, two, three] = [t.commit(), t.commit(), t.commit()];
    t.bus.deliver(three, two);
    expect(a.sub.offsets()).toEqual([]);
    expect(t.grace.running).toBe(1);
    t.bus.deliver(one);
    expect(a.sub.offsets()).toEqual([1, 2, 3]);
    expect(t.grace.running).toBe(0);
    t.bus.deliver(two); // a duplicate
    expect(a.sub.offsets()).toEqual([1, 2, 3]);
    expect(t.reads).toHaveLength(1);
    expect(t.repairs()).toBe(0);
  });

  it('reads a hole that does not fill within the grace period from the database once, for every subscriber', async () => {
    const t = setup(0);
    const subs = [t.subscribe(), t.subscribe(), t.subscribe()];
    await Promise.all(subs.map((s) => s.anchored));
    const committed = Array.from({ length: 5 }, () => t.commit());
    t.bus.deliver(committed[3]!, committed[4]!); // 1..3 were lost on the bus
    t.grace.expire();
    await settle();
    for (const { sub } of subs) expect(sub.offsets()).toEqual([1, 2, 3, 4, 5]);
    // Read once (in pages of 3; the held 4 and 5 continue the first page, so the next starts after 5),
    // shared objects: the repaired ones carry the session's metadata, the heard ones stay the bus's.
    expect(t.reads.slice(1)).toEqual([
      { after: 0, limit: 3 },
      { after: 5, limit: 3 },
    ]);
    expect(t.repairs()).toBe(1);
    expect(subs[1]!.sub.got[0]).toBe(subs[0]!.sub.got[0]);
    expect(subs[0]!.sub.got[0]!.metadata).toEqual({ owner: 'db' });
    expect(subs[0]!.sub.got[3]).toBe(committed[3]);
  });

  it('a grace period that expires after the hole filled reads nothing', async () => {
    const t = setup(0);
    const a = t.subscribe();
    await a.anchored;
    const [one, two] = [t.commit(), t.commit()];
    t.bus.deliver(two);
    t.bus.deliver(one);
    t.grace.expire();
    await flush();
    expect(a.sub.offsets()).toEqual([1, 2]);
    expect(t.reads).toHaveLength(1);
  });

  it('reads at once when more events pile up ahead of a hole than it holds', async () => {
    const t = setup(0);
    const a = t.subscribe();
    await a.anchored;
    const committed = Array.from({ length: 8 }, () => t.commit());
    t.bus.deliver(...committed.slice(1)); // 7 held ahead of the missing 1; it holds 5
    await settle();
    expect(a.sub.offsets()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(t.repairs()).toBe(1);
  });

  it('refills what was published while the bus was down after a reconnect, once', async () => {
    const t = setup(1);
    const a = t.subscribe();
    const b = t.subscribe();
    await Promise.all([a.anchored, b.anchored]);
    t.commit();
    t.commit(); // both lost while the bus was down
    t.bus.reconnect();
    await settle();
    const four = t.commit();
    t.bus.deliver(four);
    expect(a.sub.offsets()).toEqual([2, 3, 4]);
    expect(b.sub.offsets()).toEqual([2, 3, 4]);
    expect(t.repairs()).toBe(1);
    // A reconnect that lost nothing is no repair.
    t.bus.reconnect();
    await settle();
    expect(t.repairs()).toBe(1);
  });

  it('passes the deletion on at once, even ahead of a hole', async () => {
    const t = setup(0);
    const a = t.subscribe();
    await a.anchored;
    t.commit();
    t.bus.deliver(t.commit());
    const deleted = { sessionId: 's1', offset: null, type: 'session_deleted', at: 9, payload: {}, metadata: {} } as BusEvent;
    t.bus.deliver(deleted);
    expect(a.sub.got).toEqual([deleted]);
  });

  it('tells subscribers to resync when the session vanished or a repair read failed', async () => {
    const t = setup(0);
    const a = t.subscribe();
    await a.anchored;
    t.commit();
    t.fail(true);
    t.bus.deliver(t.commit());
    t.grace.expire();
    await settle();
    expect(a.sub.resyncs).toBe(1);
    expect(t.grace.running).toBe(1); // the hole is tried again after another grace period
    t.fail(false);
    t.drop();
    t.grace.expire();
    await settle();
    expect(a.sub.resyncs).toBe(2);
    expect(a.sub.offsets()).toEqual([]);
  });

  it('a failed head read rejects the waiting subscribers; the next one reads again', async () => {
    const t = setup(3);
    t.fail(true);
    const a = t.subscribe();
    await expect(a.anchored).rejects.toThrow('STORAGE_UNAVAILABLE');
    t.fail(false);
    const b = t.subscribe();
    await b.anchored;
    t.bus.deliver(event(4));
    expect(b.sub.offsets()).toEqual([4]);
  });

  it('exists only while its session has subscribers: the last one leaving releases it and the bus', async () => {
    const t = setup(0);
    const a = t.subscribe();
    const b = t.subscribe();
    await Promise.all([a.anchored, b.anchored]);
    expect(t.sequencers.size).toBe(1);
    expect(t.sequencers.listenerCount).toBe(4);
    expect(t.bus.listeners.size + t.bus.reconnects.size).toBe(2);
    a.sub.off();
    a.sub.off(); // twice is harmless
    expect(t.sequencers.size).toBe(1);
    t.commit();
    t.bus.deliver(t.commit()); // a hole: its grace period runs
    b.sub.off();
    expect(t.sequencers.size).toBe(0);
    expect(t.grace.running).toBe(0);
    expect(t.bus.listeners.size + t.bus.reconnects.size).toBe(0);
    // A new subscriber starts a fresh sequence from the current head.
    const c = t.subscribe();
    await c.anchored;
    t.bus.deliver(event(3));
    expect(c.sub.offsets()).toEqual([3]);
    expect(t.reads.filter((r) => r.limit === 0)).toHaveLength(2);
  });
});
