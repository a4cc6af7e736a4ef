// The session sequencers on a sharded bus (Redis Cluster): a sequenced session is watched,
// and a reconnect that arrives while the first head read is under way — a sharded bus fires
// one when a new watch is first served — reads the head again, so an event committed between
// that read and the live subscription is not lost.
import { describe, expect, it } from 'vitest';
import type { BusEvent, StreamPage } from '../../src/domain/events.js';
import type { BusListener, EventBus } from '../../src/events/bus.js';
import { SessionSequencers } from '../../src/events/session-sequencer.js';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

class WatchingBus {
  readonly listeners = new Set<BusListener>();
  readonly reconnects = new Set<() => void>();
  readonly watched = new Map<string | null, number>();
  listen(listener: BusListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  onReconnect(listener: () => void) {
    this.reconnects.add(listener);
    return () => this.reconnects.delete(listener);
  }
  watch(sessionId: string | null) {
    this.watched.set(sessionId, (this.watched.get(sessionId) ?? 0) + 1);
    return () => this.watched.set(sessionId, this.watched.get(sessionId)! - 1);
  }
  reconnect() {
    for (const listener of this.reconnects) listener();
  }
}

const event = (offset: number): BusEvent =>
  ({ sessionId: 's1', offset, type: 'active_leaf_set', at: offset, payload: { entryId: `e${offset}` }, metadata: {} }) as BusEvent;

describe('SessionSequencers on a sharded bus', () => {
  it('watches a session while it is sequenced, and releases the watch with the last subscriber', async () => {
    const bus = new WatchingBus();
    const sequencers = new SessionSequencers({
      bus: bus as unknown as EventBus,
      readPage: async () => ({ session: { lastOffset: 0, metadata: {} }, events: [] }) as unknown as StreamPage,
    });
    const offA = sequencers.feed('s1').listen(() => {});
    const offB = sequencers.feed('s1').listen(() => {});
    expect(bus.watched.get('s1')).toBe(1); // one watch per sequenced session, not per subscriber
    offA();
    expect(bus.watched.get('s1')).toBe(1);
    offB();
    expect(bus.watched.get('s1')).toBe(0);
  });

  it('a reconnect during the first head read reads the head again: the event committed meanwhile arrives', async () => {
    const bus = new WatchingBus();
    let stored: BusEvent[] = [];
    const gates: (() => void)[] = [];
    const sequencers = new SessionSequencers({
      bus: bus as unknown as EventBus,
      async readPage(_id, after, limit): Promise<StreamPage> {
        const snapshot = stored; // what the database holds when the query runs
        await new Promise<void>((resolve) => gates.push(resolve)); // the reply travels
        const events = snapshot.filter((e) => e.offset! > after).slice(0, limit);
        return { session: { lastOffset: snapshot.length, metadata: {} }, events } as unknown as StreamPage;
      },
    });
    const feed = sequencers.feed('s1');
    const got: number[] = [];
    feed.listen((e) => got.push(e.offset!));
    const anchored = feed.anchored();
    // The head read ran (head 0); before its reply, event 1 commits and is published while the
    // shard is not served yet (so it never arrives), then the bus serves the shard.
    stored = [event(1)];
    bus.reconnect();
    while (gates.length > 0) {
      gates.shift()!();
      await flush();
    }
    await anchored;
    for (let i = 0; i < 5 && gates.length > 0; i++) {
      gates.shift()!();
      await flush();
    }
    expect(got).toEqual([1]);
  });
});
