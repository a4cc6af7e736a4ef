// Per-identity slots with a queue of their own (services/identity-slots.ts): the pool share and
// the heavy-operation turns. Counts and order only; the one wait that times out uses fake timers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdentitySlots } from '../../src/services/identity-slots.js';

const refused = (limit: number, waitMs: number) => new Error(`refused: ${limit} in ${waitMs} ms`);

describe('IdentitySlots', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("an identity past its slots waits in its own queue, first come first served; another identity's work does not wait", async () => {
    const slots = new IdentitySlots(() => ({ perIdentity: 2, waitMs: 60_000 }), refused);
    const a1 = await slots.acquire('a');
    const a2 = await slots.acquire('a');
    const order: string[] = [];
    const a3 = slots.acquire('a').then((release) => {
      order.push('a3');
      return release;
    });
    const a4 = slots.acquire('a').then((release) => {
      order.push('a4');
      return release;
    });
    // Bob is not behind Alice.
    const b1 = await slots.acquire('b');
    expect(slots.held('a')).toBe(2);
    expect(slots.waiting('a')).toBe(2);
    expect(slots.held('b')).toBe(1);
    a2();
    a2(); // a second call gives nothing back twice
    (await a3)();
    a1();
    (await a4)();
    expect(order).toEqual(['a3', 'a4']);
    expect(slots.held('a')).toBe(0);
    expect(slots.waiting('a')).toBe(0);
    b1();
    expect(slots.held('b')).toBe(0);
  });

  it("work abandoned while it waits leaves the queue with the signal's reason; the next waiter gets the slot", async () => {
    const slots = new IdentitySlots(() => ({ perIdentity: 1, waitMs: 60_000 }), refused);
    const held = await slots.acquire('a');
    const gone = new AbortController();
    const abandoned = slots.acquire('a', gone.signal).then(
      () => 'granted',
      (error: Error) => error.message,
    );
    const next = slots.acquire('a');
    gone.abort(new Error('went away'));
    expect(await abandoned).toBe('went away');
    expect(slots.waiting('a')).toBe(1);
    held();
    (await next)();
    expect(slots.held('a')).toBe(0);
    // Work abandoned before it asked takes no slot at all.
    await expect(slots.acquire('a', AbortSignal.abort(new Error('already gone')))).rejects.toThrow('already gone');
    expect(slots.held('a')).toBe(0);
  });

  it('a wait past waitMs is refused and leaves the queue; 0 slots means no limit', async () => {
    vi.useFakeTimers();
    const slots = new IdentitySlots(() => ({ perIdentity: 1, waitMs: 500 }), refused);
    const held = await slots.acquire('a');
    const waiting = slots.acquire('a');
    const outcome = waiting.then(
      () => 'granted',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(await outcome).toBe('refused: 1 in 500 ms');
    expect(slots.waiting('a')).toBe(0);
    held();
    expect(slots.held('a')).toBe(0);

    const unlimited = new IdentitySlots(() => ({ perIdentity: 0, waitMs: 500 }), refused);
    const many = await Promise.all(Array.from({ length: 50 }, () => unlimited.acquire('a')));
    expect(many).toHaveLength(50);
    expect(unlimited.held('a')).toBe(0);
  });
});
