import { describe, expect, it, vi } from 'vitest';
import type { BusEvent } from '../../src/domain/events.js';
import { MemoryBus } from '../../src/events/memory-bus.js';
import { SubscriberOverflowError, SubscriberQueue } from '../../src/events/subscriber-queue.js';
import { subscribeTrigger } from '../../src/events/trigger-stream.js';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function busEvent(offset: number, over: Partial<BusEvent> = {}): BusEvent {
  return { sessionId: 's1', offset, type: 'message_added', at: offset, payload: {}, metadata: {}, ...over };
}

describe('SubscriberQueue', () => {
  it('delivers pushed items in order, to a waiting reader too', async () => {
    const q = new SubscriberQueue<number>({ limit: 10 });
    q.push(1);
    q.push(2);
    expect(await q.next()).toEqual({ value: 1, done: false });
    expect(await q.next()).toEqual({ value: 2, done: false });
    const pending = q.next();
    q.push(3);
    expect(await pending).toEqual({ value: 3, done: false });
  });

  it('ends with SubscriberOverflowError past its limit, freeing the buffer and unhooking once', async () => {
    const onClose = vi.fn();
    const q = new SubscriberQueue<number>({ limit: 3, onClose });
    for (let i = 1; i <= 4; i++) q.push(i);
    expect(q.size).toBe(0);
    expect(q.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    const err = await q.next().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SubscriberOverflowError);
    expect(err).toMatchObject({ code: 'SUBSCRIPTION_OVERFLOW', extensions: { code: 'SUBSCRIPTION_OVERFLOW', limit: 3 } });
    expect(await q.next()).toEqual({ value: undefined, done: true });
    q.push(5);
    expect(await q.next()).toEqual({ value: undefined, done: true });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('names the offset to resume from when the stream is offset-based', () => {
    const err = new SubscriberOverflowError(1000, 42);
    expect(err.message).toContain('after: 42');
    expect(err.extensions).toMatchObject({ code: 'SUBSCRIPTION_OVERFLOW', lastDeliveredOffset: 42 });
    expect(new SubscriberOverflowError(5).lastDeliveredOffset).toBeNull();
  });

  it('builds the overflow error with the caller factory at overflow time', async () => {
    let delivered = 7;
    const q = new SubscriberQueue<number>({ limit: 1, overflowError: (limit) => new SubscriberOverflowError(limit, delivered) });
    q.push(1);
    delivered = 8;
    q.push(2);
    await expect(q.next()).rejects.toMatchObject({ lastDeliveredOffset: 8 });
  });

  it('return() releases a pending reader, drops the buffer and unhooks', async () => {
    const onClose = vi.fn();
    const q = new SubscriberQueue<number>({ onClose });
    const pending = q.next();
    await q.return();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(onClose).toHaveBeenCalledTimes(1);
    q.push(1);
    expect(q.size).toBe(0);
  });

  it('end() lets the reader drain what is buffered first', async () => {
    const q = new SubscriberQueue<number>();
    q.push(1);
    q.end();
    q.push(2);
    expect(await q.next()).toEqual({ value: 1, done: false });
    expect((await q.next()).done).toBe(true);
  });

  it('works with for-await, and break unhooks', async () => {
    const onClose = vi.fn();
    const q = new SubscriberQueue<number>({ onClose });
    [1, 2, 3].forEach((n) => q.push(n));
    const seen: number[] = [];
    for await (const n of q) {
      seen.push(n);
      if (n === 2) break;
    }
    expect(seen).toEqual([1, 2]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('refuses a non-positive limit', () => {
    expect(() => new SubscriberQueue({ limit: 0 })).toThrow(RangeError);
  });
});

describe('MemoryBus', () => {
  it('delivers asynchronously, in publish order, copies to each listener', async () => {
    const bus = new MemoryBus();
    await bus.start();
    const a: BusEvent[] = [];
    const b: BusEvent[] = [];
    bus.listen((e) => a.push(e));
    bus.listen((e) => b.push(e));
    const original = busEvent(1);
    await bus.publish([original, busEvent(2)]);
    await bus.publish([busEvent(3)]);
    expect(a).toHaveLength(0); // the publisher never runs subscriber code
    await flush();
    await flush();
    expect(a.map((e) => e.offset)).toEqual([1, 2, 3]);
    expect(b.map((e) => e.offset)).toEqual([1, 2, 3]);
    expect(a[0]).toEqual(original);
    expect(a[0]).not.toBe(original);
  });

  it('keeps delivering when a listener throws', async () => {
    const error = vi.fn();
    const bus = new MemoryBus({ warn: vi.fn(), error });
    await bus.start();
    const seen: number[] = [];
    bus.listen(() => {
      throw new Error('boom');
    });
    bus.listen((e) => seen.push(e.offset ?? 0));
    await bus.publish([busEvent(1)]);
    await flush();
    expect(seen).toEqual([1]);
    expect(error).toHaveBeenCalled();
  });
});

describe('subscribeTrigger', () => {
  it('passes only wanted types that match the filter, and unhooks on return', async () => {
    const bus = new MemoryBus();
    await bus.start();
    const stream = subscribeTrigger(bus, { types: ['message_added'], filter: (e) => e.sessionId === 's1' });
    await bus.publish([
      busEvent(1),
      busEvent(2, { type: 'session_meta_updated' }),
      busEvent(1, { sessionId: 's2' }),
      busEvent(3),
    ]);
    expect((await stream.next()).value?.offset).toBe(1);
    expect((await stream.next()).value?.offset).toBe(3);
    expect(bus.listenerCount).toBe(1);
    await stream.return();
    expect(bus.listenerCount).toBe(0);
  });

  it('cuts off a slow subscriber while another continues', async () => {
    const bus = new MemoryBus();
    await bus.start();
    const slow = subscribeTrigger(bus, { types: ['message_added'], filter: () => true, bufferLimit: 5 });
    const fast = subscribeTrigger(bus, { types: ['message_added'], filter: () => true, bufferLimit: 5 });
    const got: number[] = [];
    const reading = (async () => {
      for await (const e of fast) {
        got.push(e.offset ?? 0);
        if (got.length === 20) break;
      }
    })();
    for (let i = 1; i <= 20; i++) {
      await bus.publish([busEvent(i)]);
      await flush();
    }
    await reading;
    expect(got).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await expect(slow.next()).rejects.toBeInstanceOf(SubscriberOverflowError);
    expect(bus.listenerCount).toBe(0);
  });

  it('ends only the subscriber whose filter throws', async () => {
    const bus = new MemoryBus();
    await bus.start();
    const bad = subscribeTrigger(bus, {
      types: ['message_added'],
      filter: () => {
        throw new Error('filter bug');
      },
    });
    const good = subscribeTrigger(bus, { types: ['message_added'], filter: () => true });
    await bus.publish([busEvent(1)]);
    await flush();
    await expect(bad.next()).rejects.toThrow('filter bug');
    expect((await good.next()).value?.offset).toBe(1);
  });
});
