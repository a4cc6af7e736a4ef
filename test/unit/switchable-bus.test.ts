// The bus behind a config reload: listeners move to the new bus, reconnect listeners fire
// (so session streams refill from the database), and the counters never go backwards.
import { describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/domain/events.js';
import { MemoryBus } from '../../src/events/memory-bus.js';
import { SwitchableBus } from '../../src/events/switchable-bus.js';

const event = (offset: number): BusEvent => ({
  sessionId: 's_1',
  offset,
  type: 'active_leaf_set',
  at: 1,
  payload: { entryId: `e${offset}` },
  metadata: {},
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('SwitchableBus', () => {
  it('moves listeners to the new bus, fires reconnect, stops the old one and keeps counting', async () => {
    const first = new MemoryBus();
    const bus = new SwitchableBus(first);
    await bus.start();
    const heard: number[] = [];
    let reconnects = 0;
    bus.listen((e) => heard.push(e.offset!));
    bus.onReconnect(() => reconnects++);

    await bus.publish([event(1), event(2)]);
    await settle();
    expect(heard).toEqual([1, 2]);
    expect(bus.counters().published).toBe(2);

    const second = new MemoryBus();
    await second.start();
    await bus.swap(second);
    expect(reconnects).toBe(1);
    expect(bus.current).toBe(second);
    expect(first.healthy()).toBe(false);

    await bus.publish([event(3)]);
    await settle();
    expect(heard).toEqual([1, 2, 3]);
    expect(bus.counters().published).toBe(3);
    await bus.stop();
  });

  it('an unsubscribed listener hears nothing after the swap either', async () => {
    const bus = new SwitchableBus(new MemoryBus());
    await bus.start();
    const heard: number[] = [];
    const off = bus.listen((e) => heard.push(e.offset!));
    off();
    const next = new MemoryBus();
    await next.start();
    await bus.swap(next);
    await bus.publish([event(1)]);
    await settle();
    expect(heard).toEqual([]);
    await bus.stop();
  });
});
