import { describe, expect, it } from 'vitest';
import type { BusEvent, StoredEvent } from '../../src/domain/events.js';
import { MemoryBus } from '../../src/events/memory-bus.js';
import { type EventReader, type SessionStreamEvent, openSessionStream } from '../../src/events/session-stream.js';
import { SubscriberOverflowError } from '../../src/events/subscriber-queue.js';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An in-memory event store; reads yield to the event loop like a real database. */
class FakeStore implements EventReader {
  private readonly streams = new Map<string, StoredEvent[]>();
  readonly reads: { after: number; limit: number }[] = [];

  create(sessionId: string, events = 0): void {
    this.streams.set(sessionId, []);
    for (let i = 0; i < events; i++) this.append(sessionId);
  }
  drop(sessionId: string): void {
    this.streams.delete(sessionId);
  }
  append(sessionId: string): StoredEvent {
    const stream = this.streams.get(sessionId)!;
    const event: StoredEvent = { sessionId, offset: stream.length + 1, type: 'message_added', at: Date.now(), payload: { n: stream.length + 1 } };
    stream.push(event);
    return event;
  }
  async readAfter(sessionId: string, after: number, limit: number): Promise<StoredEvent[]> {
    await flush();
    this.reads.push({ after, limit });
    return (this.streams.get(sessionId) ?? []).filter((e) => e.offset > after).slice(0, limit);
  }
  async lastOffset(sessionId: string): Promise<number | null> {
    await flush();
    const stream = this.streams.get(sessionId);
    return stream ? stream.length : null;
  }
}

const toBus = (e: StoredEvent): BusEvent => ({ ...e, metadata: {} });

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
  return { bus, store, write };
}

async function take(stream: AsyncIterator<SessionStreamEvent>, n: number): Promise<(number | null)[]> {
  const offsets: (number | null)[] = [];
  while (offsets.length < n) {
    const next = await stream.next();
    if (next.done) break;
    offsets.push(next.value.offset);
  }
  return offsets;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('openSessionStream', () => {
  it('replays from the database, then continues live while writes go on, with no gap or duplicate', async () => {
    const { bus, store, write } = await setup(1200);
    const stream = await openSessionStream({ bus, reader: store, pageSize: 100 }, 's1', 0);
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
    const { bus, store } = await setup(5000);
    const stream = await openSessionStream({ bus, reader: store, pageSize: 500 }, 's1', 0);
    expect(await take(stream, 10)).toEqual(range(1, 10));
    await flush();
    expect(store.reads).toHaveLength(1);
    expect(await take(stream, 491)).toEqual(range(11, 501));
    expect(store.reads).toHaveLength(2);
    await stream.return?.();
  });

  it('replays only offsets after `after`', async () => {
    const { bus, store, write } = await setup(10);
    const stream = await openSessionStream({ bus, reader: store }, 's1', 7);
    await write();
    expect(await take(stream, 4)).toEqual([8, 9, 10, 11]);
    await stream.return?.();
  });

  it('omitting `after` means live from now', async () => {
    const { bus, store, write } = await setup(5);
    const stream = await openSessionStream({ bus, reader: store }, 's1');
    await write();
    await write();
    expect(await take(stream, 2)).toEqual([6, 7]);
    await stream.return?.();
  });

  it('refills an offset jump (lost bus messages) from the database', async () => {
    const { bus, store, write } = await setup(2);
    const stream = await openSessionStream({ bus, reader: store }, 's1');
    await write(false);
    await write(false);
    await write(); // 5 arrives: 3 and 4 were lost on the bus
    await write();
    expect(await take(stream, 4)).toEqual([3, 4, 5, 6]);
    await stream.return?.();
  });

  it('drops duplicates and stale live events', async () => {
    const { bus, store, write } = await setup(3);
    const stream = await openSessionStream({ bus, reader: store }, 's1', 0);
    const e4 = await write();
    await bus.publish([toBus(e4), toBus(e4)]);
    await bus.publish([{ ...toBus(e4), offset: 2 }]);
    await write();
    expect(await take(stream, 5)).toEqual([1, 2, 3, 4, 5]);
    await stream.return?.();
  });

  it('refills from the database after a bus reconnect', async () => {
    const { bus, store, write } = await setup(1);
    const stream = await openSessionStream({ bus, reader: store }, 's1');
    await write(false); // published while the bus was down
    await write(false);
    bus.simulateReconnect();
    expect(await take(stream, 2)).toEqual([2, 3]);
    await write();
    expect(await take(stream, 1)).toEqual([4]);
    await stream.return?.();
  });

  it('ignores other sessions and response chunks; session_deleted is delivered and ends the stream', async () => {
    const { bus, store, write } = await setup(0);
    store.create('s2', 0);
    const stream = await openSessionStream({ bus, reader: store }, 's1');
    await bus.publish([toBus(store.append('s2'))]);
    await bus.publish([{ sessionId: 's1', offset: null, type: 'llm_response_chunk', at: 1, payload: {}, metadata: {} }]);
    await write();
    await bus.publish([{ sessionId: 's1', offset: null, type: 'session_deleted', at: 2, payload: {}, metadata: {} }]);
    const first = await stream.next();
    expect(first.value).toMatchObject({ sessionId: 's1', offset: 1 });
    expect(first.value).not.toHaveProperty('metadata');
    expect((await stream.next()).value).toMatchObject({ type: 'session_deleted', offset: null });
    expect((await stream.next()).done).toBe(true);
    expect(bus.listenerCount).toBe(0);
  });

  it('ends with session_deleted when the session vanished while the bus was down', async () => {
    const { bus, store } = await setup(1);
    const stream = await openSessionStream({ bus, reader: store }, 's1');
    store.drop('s1');
    bus.simulateReconnect();
    expect((await stream.next()).value).toMatchObject({ type: 'session_deleted', offset: null });
    expect((await stream.next()).done).toBe(true);
  });

  it('cuts off a slow subscriber with the overflow error while another continues', async () => {
    const { bus, store, write } = await setup(0);
    const slow = await openSessionStream({ bus, reader: store, bufferLimit: 5 }, 's1');
    const fast = await openSessionStream({ bus, reader: store, bufferLimit: 5 }, 's1');
    await write();
    await write();
    expect(await take(slow, 2)).toEqual([1, 2]);
    expect(await take(fast, 2)).toEqual([1, 2]);
    const got: (number | null)[] = [];
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
    await fast.return?.();
    expect(bus.listenerCount).toBe(0);
  });

  it('ends with the overflow error when live events pile up during a long replay', async () => {
    const { bus, store, write } = await setup(100);
    const stream = await openSessionStream({ bus, reader: store, pageSize: 10, bufferLimit: 5 }, 's1', 0);
    expect(await take(stream, 3)).toEqual([1, 2, 3]);
    for (let i = 0; i < 6; i++) await write();
    await flush();
    await expect(stream.next()).rejects.toMatchObject({ code: 'SUBSCRIPTION_OVERFLOW', lastDeliveredOffset: 3 });
    expect(bus.listenerCount).toBe(0);
  });

  it('refuses an unknown session without leaving a listener behind', async () => {
    const { bus, store } = await setup(0);
    await expect(openSessionStream({ bus, reader: store }, 'nope')).rejects.toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    expect(bus.listenerCount).toBe(0);
  });

  it('return() while waiting on a quiet session ends the pending read and unhooks at once', async () => {
    const { bus, store } = await setup(0);
    const stream = await openSessionStream({ bus, reader: store }, 's1');
    const pending = stream.next();
    await stream.return?.();
    expect((await pending).done).toBe(true);
    expect(bus.listenerCount).toBe(0);
  });
});
