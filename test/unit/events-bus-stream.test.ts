import { describe, expect, it, vi } from 'vitest';
import type { BusEvent, BusMessage } from '../../src/domain/events.js';
import type { EventBus } from '../../src/events/bus.js';
import { busStream, RECONNECT, SubscriberOverflowError, type BusStreamOptions } from '../../src/events/bus-stream.js';
import { MemoryBus } from '../../src/events/memory-bus.js';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function busEvent(offset: number, over: { sessionId?: string; metadata?: Record<string, string> } = {}): BusEvent {
  return {
    sessionId: over.sessionId ?? 's1',
    offset,
    type: 'active_leaf_set',
    at: offset,
    payload: { entryId: `e${offset}` },
    metadata: over.metadata ?? {},
  };
}

async function startedBus() {
  const bus = new MemoryBus();
  await bus.start();
  return bus;
}

/** A stream that delivers every selected event (like a trigger). */
/** These tests publish whole events only (no references), so the wire bus serves as an event bus. */
const asEventBus = (bus: MemoryBus): EventBus => bus as unknown as EventBus;

function relay(wire: MemoryBus, over: Partial<BusStreamOptions<BusEvent>> = {}) {
  return busStream<BusEvent>({
    bus: asEventBus(wire),
    select: (e) => e.sessionId === 's1',
    visible: () => true,
    hidden: 'skip',
    limit: 100,
    async run(live, push) {
      for (;;) {
        const item = await live.next();
        if (item === undefined) return;
        if (item !== RECONNECT && !(await push(item))) return;
      }
    },
    ...over,
  });
}

describe('MemoryBus', () => {
  it('delivers asynchronously, in publish order, one copy per publish shared by every listener', async () => {
    const bus = await startedBus();
    const a: BusMessage[] = [];
    const b: BusMessage[] = [];
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
    // One event is one object for all listeners: shared subscription execution keys on it.
    expect(a[0]).toBe(b[0]);
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

describe('busStream', () => {
  it('listens only once the consumer reads, delivers the bus objects in order, and unhooks on return', async () => {
    const bus = await startedBus();
    const stream = relay(bus);
    expect(bus.listenerCount).toBe(0);
    const first = stream.next();
    await flush();
    expect(bus.listenerCount).toBe(1);
    const heard: BusEvent[] = [];
    bus.listen((e) => heard.push(e as BusEvent));
    await bus.publish([busEvent(1), busEvent(2, { sessionId: 's2' }), busEvent(3)]);
    expect((await first).value).toBe(heard[0]);
    expect((await stream.next()).value?.offset).toBe(3);
    await stream.return();
    expect(bus.listenerCount).toBe(1); // only the test's own listener
  });

  it('a stream returned before it was ever read never listens', async () => {
    const bus = await startedBus();
    const stream = relay(bus);
    await stream.return();
    expect(bus.listenerCount).toBe(0);
    expect((await stream.next()).done).toBe(true);
  });

  it('return() while waiting on a quiet bus ends the pending read and unhooks at once', async () => {
    const bus = await startedBus();
    const stream = relay(bus);
    const pending = stream.next();
    await flush();
    expect(bus.listenerCount).toBe(1);
    await stream.return();
    expect((await pending).done).toBe(true);
    expect(bus.listenerCount).toBe(0);
  });

  it('works with for-await, and break unhooks', async () => {
    const bus = await startedBus();
    const stream = relay(bus);
    const seen: number[] = [];
    const reading = (async () => {
      for await (const e of stream) {
        seen.push(e.offset ?? 0);
        if (seen.length === 2) break;
      }
    })();
    await flush();
    await bus.publish([busEvent(1), busEvent(2), busEvent(3)]);
    await reading;
    expect(seen).toEqual([1, 2]);
    expect(bus.listenerCount).toBe(0);
  });

  it('cuts off a consumer more than `limit` events behind with the overflow error, while another continues', async () => {
    const bus = await startedBus();
    const slow = relay(bus, { limit: 5 });
    const fast = relay(bus, { limit: 5 });
    const slowFirst = slow.next(); // the slow client reads once, then stalls
    const got: number[] = [];
    const reading = (async () => {
      for await (const e of fast) {
        got.push(e.offset ?? 0);
        if (got.length === 20) break;
      }
    })();
    await flush();
    for (let i = 1; i <= 20; i++) {
      await bus.publish([busEvent(i)]);
      await flush();
    }
    await reading;
    expect(got).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await slowFirst).value?.offset).toBe(1);
    const err = await slow.next().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SubscriberOverflowError);
    expect(err).toMatchObject({ code: 'SUBSCRIPTION_OVERFLOW', extensions: { code: 'SUBSCRIPTION_OVERFLOW', limit: 5 } });
    expect((await slow.next()).done).toBe(true);
    expect(bus.listenerCount).toBe(0);
  });

  it('names the offset to resume from when the stream is offset-based', () => {
    const err = new SubscriberOverflowError(1000, 42);
    expect(err.message).toContain('after: 42');
    expect(err.extensions).toMatchObject({ code: 'SUBSCRIPTION_OVERFLOW', lastDeliveredOffset: 42 });
    expect(new SubscriberOverflowError(5).lastDeliveredOffset).toBeNull();
  });

  it('the tenant guard: a hidden event is skipped, or ends the stream there with the given error', async () => {
    const bus = await startedBus();
    const visible = (e: BusEvent) => e.metadata.owner === 'alice';
    const trigger = relay(bus, { visible, hidden: 'skip' });
    const scoped = relay(bus, { visible, hidden: () => new Error('NOT_FOUND') });
    const triggerFirst = trigger.next();
    const scopedFirst = scoped.next();
    await flush();
    await bus.publish([busEvent(1, { metadata: { owner: 'alice' } }), busEvent(2, { metadata: { owner: 'bob' } })]);
    await bus.publish([busEvent(3, { metadata: { owner: 'alice' } })]);
    await flush();
    expect((await triggerFirst).value?.offset).toBe(1);
    expect((await trigger.next()).value?.offset).toBe(3);
    // What came before event 2 is delivered; event 2 took the session out of alice's tenant,
    // so the stream ends there, and event 3 never reaches it.
    expect((await scopedFirst).value?.offset).toBe(1);
    await expect(scoped.next()).rejects.toThrow('NOT_FOUND');
    expect((await scoped.next()).done).toBe(true);
    await trigger.return();
    expect(bus.listenerCount).toBe(0);
  });

  it('ends only the stream whose filter throws, and releases its listener', async () => {
    const bus = await startedBus();
    const bad = relay(bus, {
      select: () => {
        throw new Error('filter bug');
      },
    });
    const good = relay(bus);
    const badRead = bad.next();
    const goodRead = good.next();
    await flush();
    await bus.publish([busEvent(1)]);
    await expect(badRead).rejects.toThrow('filter bug');
    expect((await goodRead).value?.offset).toBe(1);
    await good.return();
    expect(bus.listenerCount).toBe(0);
  });

  it('an error thrown by the stream reaches the consumer and releases the listeners', async () => {
    const bus = await startedBus();
    const stream = busStream<number>({
      bus: asEventBus(bus),
      select: () => true,
      visible: () => true,
      hidden: 'skip',
      reconnects: true,
      limit: 10,
      async run() {
        expect(bus.listenerCount).toBe(2); // event and reconnect listeners are up while it runs
        throw new Error('database down');
      },
    });
    await expect(stream.next()).rejects.toThrow('database down');
    expect(bus.listenerCount).toBe(0);
  });

  it('completes when run returns, releasing the listeners', async () => {
    const bus = await startedBus();
    const stream = busStream<number>({
      bus: asEventBus(bus),
      select: () => true,
      visible: () => true,
      hidden: 'skip',
      reconnects: true,
      limit: 10,
      async run(_live, push) {
        await push(1);
      },
    });
    expect(await stream.next()).toEqual({ value: 1, done: false });
    expect((await stream.next()).done).toBe(true);
    expect(bus.listenerCount).toBe(0);
  });

  it('queues RECONNECT after a bus reconnect when asked to', async () => {
    const bus = await startedBus();
    const items: unknown[] = [];
    const stream = busStream<number>({
      bus: asEventBus(bus),
      select: () => true,
      visible: () => true,
      hidden: 'skip',
      reconnects: true,
      limit: 10,
      async run(live, push) {
        items.push(await live.next());
        await push(1);
      },
    });
    const read = stream.next();
    await flush();
    bus.simulateReconnect();
    expect((await read).value).toBe(1);
    expect(items).toEqual([RECONNECT]);
  });
});
