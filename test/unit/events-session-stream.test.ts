import { describe, expect, it } from 'vitest';
import type { BusEvent, StoredEvent, StreamPage } from '../../src/domain/events.js';
import { SubscriberOverflowError } from '../../src/events/bus-stream.js';
import { MemoryBus } from '../../src/events/memory-bus.js';
import type { EventBus } from '../../src/events/bus.js';
import { SessionSequencers } from '../../src/events/session-sequencer.js';
import { sessionStream, type SessionStreamOptions } from '../../src/events/session-stream.js';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Lets a new stream go live: the sequence's head read, then the stream's own replay read. */
const settle = async () => {
  for (let i = 0; i < 4; i++) await flush();
};

/** An in-memory event store; reads yield to the event loop like a real database. */
class FakeStore {
  private readonly streams = new Map<string, { events: StoredEvent[]; metadata: Record<string, string> }>();
  readonly reads: { after: number; limit: number }[] = [];

  create(sessionId: string, events = 0, metadata: Record<string, string> = {}): void {
    this.streams.set(sessionId, { events: [], metadata });
    for (let i = 0; i < events; i++) this.append(sessionId);
  }
  drop(sessionId: string): void {
    this.streams.delete(sessionId);
  }
  setMetadata(sessionId: string, metadata: Record<string, string>): void {
    this.streams.get(sessionId)!.metadata = metadata;
  }
  head(sessionId: string): number {
    return this.streams.get(sessionId)?.events.length ?? 0;
  }
  append(sessionId: string): StoredEvent {
    const stream = this.streams.get(sessionId)!;
    const offset = stream.events.length + 1;
    const event: StoredEvent = { sessionId, offset, type: 'active_leaf_set', at: Date.now(), payload: { entryId: `e${offset}` } };
    stream.events.push(event);
    return event;
  }
  async readPage(sessionId: string, after: number, limit: number): Promise<StreamPage> {
    await flush();
    this.reads.push({ after, limit });
    const stream = this.streams.get(sessionId);
    if (!stream) return { session: null, events: [] };
    return {
      session: { lastOffset: stream.events.length, metadata: stream.metadata },
      events: stream.events.filter((e) => e.offset > after).slice(0, limit),
    };
  }
}

const toBus = (e: StoredEvent, metadata: Record<string, string> = {}): BusEvent => ({ ...e, metadata });

async function setup(events = 0) {
  const bus = new MemoryBus();
  await bus.start();
  const store = new FakeStore();
  store.create('s1', events);
  /** A committed write, published on the bus (unless the message is "lost"). */
  const write = async (publish = true) => {
    const event = store.append('s1');
    if (publish) await bus.publish([toBus(event)]);
    return event;
  };
  let repairs = 0;
  // One registry for the instance, as the service has: streams of one session share its sequence.
  const sequencers = new SessionSequencers({
    bus: bus as unknown as EventBus, // whole events only: the wire bus serves as an event bus
    readPage: (id, from, limit) => store.readPage(id, from, limit),
    onGapRepair: () => repairs++,
  });
  /** Opens the stream like the service does: from `after`, or from the head when it is omitted. */
  const open = (after?: number | null, over: Partial<SessionStreamOptions> = {}) =>
    sessionStream({
      feed: sequencers.feed('s1'),
      readPage: (id, from, limit) => store.readPage(id, from, limit),
      onGapRepair: () => repairs++,
      sessionId: 's1',
      from: after ?? store.head('s1'),
      visible: () => true,
      hidden: () => new Error('NOT_FOUND'),
      bufferLimit: 1000,
      ...over,
    });
  /** Database repairs so far: by the shared sequence or by a stream itself. */
  return { bus, store, write, open, sequencers, repairs: () => repairs };
}

async function take(stream: AsyncIterator<StoredEvent>, n: number): Promise<number[]> {
  const offsets: number[] = [];
  while (offsets.length < n) {
    const next = await stream.next();
    if (next.done) break;
    offsets.push(next.value.offset);
  }
  return offsets;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('sessionStream', () => {
  it('replays from the database, then continues live while writes go on, with no gap or duplicate', async () => {
    const { bus, store, write, open } = await setup(1200);
    const stream = open(0, { pageSize: 100 });
    const writer = (async () => {
      for (let i = 0; i < 300; i++) {
        await write();
        if (i % 10 === 0) await flush();
      }
    })();
    const got: (number | null)[] = [];
    while (got.length < 1500) {
      got.push(...(await take(stream, 25)));
      await flush(); // a consumer slower than the writer
    }
    await writer;
    expect(got).toEqual(range(1, 1500));
    expect(Math.max(...store.reads.map((r) => r.limit))).toBe(100);
    await stream.return?.();
    expect(bus.listenerCount).toBe(0);
  });

  it('reads history only as fast as the client consumes it', async () => {
    const { store, open } = await setup(5000);
    const stream = open(0, { pageSize: 500 });
    expect(await take(stream, 10)).toEqual(range(1, 10));
    await flush();
    const pageReads = () => store.reads.filter((r) => r.limit > 0); // not the sequence's head read
    expect(pageReads()).toHaveLength(1);
    expect(await take(stream, 491)).toEqual(range(11, 501));
    expect(pageReads()).toHaveLength(2);
    await stream.return?.();
  });

  it('replays only offsets after `after`', async () => {
    const { write, open } = await setup(10);
    const stream = open(7);
    await write();
    expect(await take(stream, 4)).toEqual([8, 9, 10, 11]);
    await stream.return?.();
  });

  it('omitting `after` means live from now', async () => {
    const { write, open } = await setup(5);
    const stream = open();
    await write();
    await write();
    expect(await take(stream, 2)).toEqual([6, 7]);
    await stream.return?.();
  });

  it('refills an offset jump (lost bus messages) from the database', async () => {
    const { write, open, repairs } = await setup(2);
    const stream = open(null);
    const first = stream.next();
    await settle(); // live now, caught up with the database
    await write(false);
    await write(false);
    await write(); // 5 arrives: 3 and 4 were lost on the bus
    await write();
    expect((await first).value?.offset).toBe(3);
    expect(await take(stream, 3)).toEqual([4, 5, 6]);
    expect(repairs()).toBe(1);
    await stream.return();
  });

  it('puts events published out of order back in order from the bus, without reading the database', async () => {
    const { bus, store, open, repairs } = await setup(2);
    const stream = open(null);
    const first = stream.next();
    await settle();
    // Two writers committed 3 then 4, but 4 reached the bus first.
    const three = store.append('s1');
    const four = store.append('s1');
    const readsBefore = store.reads.length;
    await bus.publish([toBus(four)]);
    await bus.publish([toBus(three)]);
    const delivered = [(await first).value!, ...(await Promise.all([stream.next()])).map((n) => n.value!)];
    expect(delivered.map((e) => e.offset)).toEqual([3, 4]);
    expect(repairs()).toBe(0);
    expect(store.reads.length).toBe(readsBefore);
    await stream.return();
  });

  it('drops duplicates and stale live events', async () => {
    const { bus, write, open } = await setup(3);
    const stream = open(0);
    expect(await take(stream, 3)).toEqual([1, 2, 3]);
    const e4 = await write();
    await bus.publish([toBus(e4), toBus(e4)]);
    await bus.publish([{ ...toBus(e4), offset: 2 } as BusEvent]);
    await write();
    expect(await take(stream, 2)).toEqual([4, 5]);
    await stream.return();
  });

  it('refills from the database after a bus reconnect', async () => {
    const { bus, write, open, repairs } = await setup(1);
    const stream = open(null);
    const first = stream.next();
    await settle();
    await write(false); // published while the bus was down
    await write(false);
    bus.simulateReconnect();
    expect((await first).value?.offset).toBe(2);
    expect(await take(stream, 1)).toEqual([3]);
    await write();
    expect(await take(stream, 1)).toEqual([4]);
    expect(repairs()).toBe(1);
    await stream.return();
  });

  it('ignores other sessions and response chunks; the deletion completes the stream', async () => {
    const { bus, store, write, open } = await setup(0);
    store.create('s2', 0);
    const stream = open();
    const first = stream.next();
    await settle();
    await bus.publish([toBus(store.append('s2'))]);
    await bus.publish([
      { sessionId: 's1', offset: null, type: 'llm_response_chunk', at: 1, payload: { requestOffset: 1, sequence: 0, chunk: 'x' }, metadata: {} },
    ]);
    const e1 = await write();
    await bus.publish([{ sessionId: 's1', offset: null, type: 'session_deleted', at: 2, payload: {}, metadata: {} }]);
    expect((await first).value).toMatchObject(e1);
    expect((await stream.next()).done).toBe(true);
    expect(bus.listenerCount).toBe(0);
  });

  it('delivers the bus object itself for a live event (one object per event for every subscriber)', async () => {
    const { bus, write, open } = await setup(0);
    const a = open();
    const b = open();
    const reads = [a.next(), b.next()];
    await settle();
    const heard: BusEvent[] = [];
    bus.listen((e) => heard.push(e as BusEvent));
    await write();
    const [ra, rb] = await Promise.all(reads);
    expect(ra!.value).toBe(heard[0]);
    expect(rb!.value).toBe(heard[0]);
    await a.return();
    await b.return();
  });

  it('completes when the session vanished while the bus was down', async () => {
    const { bus, store, open } = await setup(1);
    const stream = open();
    const first = stream.next();
    await settle();
    store.drop('s1');
    bus.simulateReconnect();
    expect((await first).done).toBe(true);
    expect(bus.listenerCount).toBe(0);
  });

  it('ends with the hidden error when the session leaves the tenant: live, and on a database read', async () => {
    const { bus, store, write, open } = await setup(2);
    const visible = (c: { metadata: Record<string, unknown> }) => c.metadata.owner !== 'mallory';
    const live = open(0, { visible });
    expect(await take(live, 2)).toEqual([1, 2]);
    await write();
    const moved = store.append('s1');
    store.setMetadata('s1', { owner: 'mallory' });
    await bus.publish([toBus(moved, { owner: 'mallory' })]);
    await write(); // published with the old metadata by a confused writer: never delivered
    expect(await take(live, 1)).toEqual([3]);
    await expect(live.next()).rejects.toThrow('NOT_FOUND');
    expect((await live.next()).done).toBe(true);

    const replaying = open(0, { visible });
    await expect(replaying.next()).rejects.toThrow('NOT_FOUND');
    expect(bus.listenerCount).toBe(0);
  });

  it('cuts off a slow subscriber with the overflow error while another continues', async () => {
    const { bus, write, open } = await setup(0);
    const slow = open(null, { bufferLimit: 5 });
    const fast = open(null, { bufferLimit: 5 });
    const reads = [slow.next(), fast.next()];
    await settle();
    await write();
    const [s1, f1] = await Promise.all(reads);
    expect([s1!.value?.offset, f1!.value?.offset]).toEqual([1, 1]);
    await write();
    expect(await take(slow, 1)).toEqual([2]);
    expect(await take(fast, 1)).toEqual([2]);
    const got: number[] = [];
    for (let i = 0; i < 30; i++) {
      await write();
      got.push(...(await take(fast, 1)));
    }
    expect(got).toEqual(range(3, 32));
    const err = await slow.next().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SubscriberOverflowError);
    expect(err).toMatchObject({ code: 'SUBSCRIPTION_OVERFLOW', lastDeliveredOffset: 2 });
    expect((err as Error).message).toContain('after: 2');
    expect((await slow.next()).done).toBe(true);
    await fast.return();
    expect(bus.listenerCount).toBe(0);
  });

  it('ends with the overflow error when live events pile up during a long replay', async () => {
    const { bus, write, open } = await setup(100);
    const stream = open(0, { pageSize: 10, bufferLimit: 5 });
    expect(await take(stream, 3)).toEqual([1, 2, 3]);
    for (let i = 0; i < 6; i++) await write();
    await flush();
    await expect(stream.next()).rejects.toMatchObject({ code: 'SUBSCRIPTION_OVERFLOW', lastDeliveredOffset: 3 });
    expect(bus.listenerCount).toBe(0);
  });

  it('a database failure ends the stream with that error and releases the listeners', async () => {
    const { bus, open } = await setup(0);
    const stream = open(0, {
      readPage: async () => {
        throw new Error('STORAGE_UNAVAILABLE');
      },
    });
    await expect(stream.next()).rejects.toThrow('STORAGE_UNAVAILABLE');
    expect(bus.listenerCount).toBe(0);
  });

  it('return() while waiting on a quiet session ends the pending read and unhooks at once', async () => {
    const { bus, open } = await setup(0);
    const stream = open();
    const pending = stream.next();
    await flush();
    expect(bus.listenerCount).toBe(2); // events and reconnects
    await stream.return();
    expect((await pending).done).toBe(true);
    expect(bus.listenerCount).toBe(0);
  });
});
