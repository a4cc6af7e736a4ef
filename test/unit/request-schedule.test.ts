import { describe, expect, it } from 'vitest';
import { initialContextState, type ContextState } from '../../src/domain/context-fold.js';
import { nextSchedule, wakeAt } from '../../src/domain/request-schedule.js';
import { PartialTextBuffer } from '../../src/services/partial-text.js';

const timing = { debounceMs: 100, debounceMaxMs: 400, retryBaseMs: 1000, retryMaxMs: 5000 };
const state = (over: Partial<ContextState>): ContextState => ({ ...initialContextState(), ...over });
const open = { offset: 5, requestedAt: 0, expiresAt: 900 };
const at = (dueAt: number | null, expiresAt: number | null = null, pendingSince: number | null = null) => ({ dueAt, expiresAt, pendingSince });

describe('nextSchedule (at now = 1000)', () => {
  it.each([
    ['an open request: only its expiry', state({}), state({ openRequest: open }), at(1050, null, 950), at(null, 900)],
    ['nothing pending: nothing', state({}), state({}), at(1050, null, 950), at(null)],
    ['a first trigger starts a debounce', state({}), state({ pendingTriggerOffset: 3 }), at(null), at(1100, null, 1000)],
    [
      'a fresh trigger pushes the due time, from the same burst start',
      state({ pendingTriggerOffset: 2 }),
      state({ pendingTriggerOffset: 3 }),
      at(1050, null, 950),
      at(1100, null, 950),
    ],
    [
      '…but never past the burst start + debounceMaxMs',
      state({ pendingTriggerOffset: 2 }),
      state({ pendingTriggerOffset: 3 }),
      at(1050, null, 650),
      at(1050, null, 650),
    ],
    ['a non-trigger keeps it', state({ pendingTriggerOffset: 2 }), state({ pendingTriggerOffset: 2 }), at(1050, null, 950), at(1050, null, 950)],
    [
      'a parked trigger after a settle waits a debounce',
      state({ pendingTriggerOffset: 2, openRequest: open }),
      state({ pendingTriggerOffset: 2 }),
      at(null, 900),
      at(1100, null, 1000),
    ],
    [
      'a failure waits its backoff',
      state({ openRequest: open }),
      state({ pendingTriggerOffset: 6, retryPending: true, failedAttempts: 2 }),
      at(null, 900),
      at(3000, null, 1000),
    ],
  ])('%s', (_name, before, after, previous, expected) => {
    expect(nextSchedule(before, after, previous, 1000, timing)).toEqual(expected);
  });

  it('a steady stream of triggers every 50 ms still gets its request within debounceMaxMs', () => {
    let schedule = at(null);
    let before = state({});
    let opened: number | null = null;
    for (let now = 0, offset = 1; now <= 2000 && opened === null; now += 50, offset++) {
      if (schedule.dueAt !== null && schedule.dueAt <= now) opened = now;
      const after = state({ pendingTriggerOffset: offset });
      schedule = nextSchedule(before, after, schedule, now, timing);
      before = after;
    }
    expect(opened).not.toBeNull();
    expect(opened!).toBeLessThanOrEqual(timing.debounceMaxMs);
  });

  it('wakeAt is the earliest time', () => {
    expect(wakeAt(at(null))).toBeNull();
    expect(wakeAt(at(7))).toBe(7);
    expect(wakeAt(at(null, 9))).toBe(9);
    expect(wakeAt(at(12, 9))).toBe(9);
  });
});

describe('PartialTextBuffer', () => {
  it('orders by sequence, keeps the first of a repeat, drops on settle and ignores late chunks', () => {
    const b = new PartialTextBuffer({ maxRequests: 10 });
    b.add('s', 4, 1, 'b');
    b.add('s', 4, 0, 'a');
    b.add('s', 4, 1, 'X');
    expect(b.text('s', 4)).toBe('ab');
    expect(b.text('s', 5)).toBeUndefined();
    b.drop('s', 4);
    b.add('s', 4, 2, 'late');
    expect(b.text('s', 4)).toBeUndefined();
  });

  it('is bounded in requests (least recently touched dropped) and characters', () => {
    const b = new PartialTextBuffer({ maxRequests: 2, maxCharsPerRequest: 3 });
    b.add('s', 1, 0, 'a');
    b.add('s', 2, 0, 'b');
    b.add('s', 1, 1, 'c');
    b.add('s', 3, 0, 'd');
    expect(b.size).toBe(2);
    expect(b.text('s', 2)).toBeUndefined();
    b.add('s', 1, 2, 'toolong');
    expect(b.text('s', 1)).toBe('ac');
  });
});
