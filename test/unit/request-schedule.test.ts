import { describe, expect, it } from 'vitest';
import { initialContextState, type ContextState } from '../../src/domain/context-fold.js';
import { nextSchedule, wakeAt } from '../../src/domain/request-schedule.js';
import { PartialTextBuffer } from '../../src/events/partial-text.js';

const timing = { debounceMs: 100, retryBaseMs: 1000, retryMaxMs: 5000 };
const state = (over: Partial<ContextState>): ContextState => ({ ...initialContextState(), ...over });
const open = { offset: 5, requestedAt: 0, expiresAt: 900 };

describe('nextSchedule', () => {
  it.each([
    ['an open request: only its expiry', state({}), state({ openRequest: open }), { dueAt: 50, expiresAt: null }, { dueAt: null, expiresAt: 900 }],
    ['nothing pending: nothing', state({}), state({}), { dueAt: 50, expiresAt: null }, { dueAt: null, expiresAt: null }],
    ['a fresh trigger pushes the due time', state({ pendingTriggerOffset: 2 }), state({ pendingTriggerOffset: 3 }), { dueAt: 50, expiresAt: null }, { dueAt: 1100, expiresAt: null }],
    ['a non-trigger keeps it', state({ pendingTriggerOffset: 2 }), state({ pendingTriggerOffset: 2 }), { dueAt: 50, expiresAt: null }, { dueAt: 50, expiresAt: null }],
    ['a parked trigger after a settle waits a debounce', state({ pendingTriggerOffset: 2, openRequest: open }), state({ pendingTriggerOffset: 2 }), { dueAt: null, expiresAt: 900 }, { dueAt: 1100, expiresAt: null }],
    ['a failure waits its backoff', state({ openRequest: open }), state({ pendingTriggerOffset: 6, retryPending: true, failedAttempts: 2 }), { dueAt: null, expiresAt: 900 }, { dueAt: 3000, expiresAt: null }],
  ])('%s', (_name, before, after, previous, expected) => {
    expect(nextSchedule(before, after, previous, 1000, timing)).toEqual(expected);
  });

  it('wakeAt is the earliest time', () => {
    expect(wakeAt({ dueAt: null, expiresAt: null })).toBeNull();
    expect(wakeAt({ dueAt: 7, expiresAt: null })).toBe(7);
    expect(wakeAt({ dueAt: null, expiresAt: 9 })).toBe(9);
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
