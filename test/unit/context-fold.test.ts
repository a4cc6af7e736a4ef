import { describe, expect, it } from 'vitest';
import type { ContextItem, ContextItemInput, LlmRequestSettledPayload, LlmResult } from '../../src/domain/context-item.js';
import { parseContextItem } from '../../src/domain/context-item.js';
import {
  foldEvent,
  foldEvents,
  initialContextState,
  isTrigger,
  needsRequest,
  planAddItem,
  planExpiry,
  planRequest,
  planSettle,
  promptRole,
  renderPrompt,
  retryDelayMs,
  shouldRetry,
  visibleItems,
} from '../../src/domain/context-fold.js';
import type { ContextState, FoldOptions, FoldableEvent, PlannedEvent } from '../../src/domain/context-fold.js';

const TTL = 60_000;

function item(input: ContextItemInput): ContextItem {
  const result = parseContextItem(input);
  if (!result.ok) throw new Error(`bad test item: ${JSON.stringify(result.issues)}`);
  return result.item;
}

/**
 * A session as the service would drive it: planned events get the next offset and
 * are folded one by one; every check also refolds the whole stream from scratch
 * and through a JSON round trip (the jsonb column) to prove both give the same state.
 */
class Session {
  events: FoldableEvent[] = [];
  state: ContextState = initialContextState();
  now = 1_000;

  constructor(
    readonly options: FoldOptions = { maxAttempts: 3 },
    /** Round-trip the state through JSON before each fold (off for the big size test: it is quadratic). */
    readonly jsonRoundTrip = true,
  ) {}

  /** Appends events verbatim (no planner), returning their offsets. */
  append(...planned: PlannedEvent[]): number[] {
    return planned.map((event) => {
      const stored: FoldableEvent = {
        offset: this.events.length + 1,
        type: event.type,
        at: this.now,
        payload: JSON.parse(JSON.stringify(event.payload)) as FoldableEvent['payload'],
      };
      this.events.push(stored);
      // Fold from the jsonb-shaped state, like the service reading its column back.
      const from = this.jsonRoundTrip ? (JSON.parse(JSON.stringify(this.state)) as ContextState) : this.state;
      this.state = foldEvent(from, stored, this.options);
      return stored.offset;
    });
  }

  /** addContextItem through the planner; returns the item's offset. */
  add(input: ContextItemInput, partialText?: string): number {
    const plan = planAddItem(this.state, item(input), this.now, partialText === undefined ? {} : { partialText });
    return this.append(...plan.events).at(-1)!;
  }

  /** An item appended without the planner (e.g. a late assistant write). */
  rawItem(input: ContextItemInput): number {
    return this.append({ type: 'context_item_added', payload: { item: item(input) } })[0]!;
  }

  /** The debounce elapsed: append the requested event if one is needed. */
  request(): number | null {
    const planned = planRequest(this.state, this.now, TTL);
    return planned === null ? null : this.append(planned)[0]!;
  }

  rawRequested(): number {
    return this.append({ type: 'llm_request_requested', payload: { requestedAt: this.now, expiresAt: this.now + TTL } })[0]!;
  }

  settle(requestOffset: number, result: LlmResult): number[] | null {
    const plan = planSettle(this.state, { requestOffset, result });
    return plan.accepted ? this.append(...plan.events) : null;
  }

  rawSettled(requestOffset: number, result: LlmResult): number {
    return this.append({ type: 'llm_request_settled', payload: { requestOffset, result } })[0]!;
  }

  other(type: FoldableEvent['type'] = 'message_added'): number {
    const offset = this.events.length + 1;
    const event: FoldableEvent = { offset, type, at: this.now, payload: {} };
    this.events.push(event);
    const next = foldEvent(this.state, event, this.options);
    expect(next).toBe(this.state); // not a context event: same object, nothing to write
    return offset;
  }

  /** Visible items as [offset, content] pairs, checking the refold agrees. */
  visible(): [number, string][] {
    expect(foldEvents(this.events, this.options)).toEqual(this.state);
    return this.state.items.map((v) => [v.offset, v.item.content]);
  }
}

const userMsg = (content: string, extra: Partial<ContextItemInput> = {}): ContextItemInput => ({ role: 'user', content, ...extra });
const ok = (text: string): LlmResult => ({ status: 'succeeded', text });
const fail: LlmResult = { status: 'failed', errorMessage: 'boom' };

describe('keyed items', () => {
  it('a slot updated ten times before any request holds one item, at the latest offset, in place', () => {
    const s = new Session();
    s.add({ role: 'system', content: 'sys' });
    let last = 0;
    for (let i = 0; i < 10; i++) last = s.add({ role: 'developer', key: 'todo', content: `v${i}` });
    s.add(userMsg('hello'));
    expect(s.visible()).toEqual([
      [1, 'sys'],
      [last, 'v9'],
      [12, 'hello'],
    ]);
  });

  it('after a request covers it, the next update appends a second occurrence; a later one edits that occurrence', () => {
    const s = new Session();
    s.add({ role: 'system', key: 'prompt', content: 'v1' }); // 1
    s.add(userMsg('hi')); // 2
    const r = s.request()!; // 3 covers 1..2
    s.add({ role: 'system', key: 'prompt', content: 'v2' }); // 4, while the request is open
    expect(s.visible()).toEqual([
      [1, 'v1'],
      [2, 'hi'],
      [4, 'v2'],
    ]);
    s.settle(r, ok('hello')); // 5 assistant, 6 settled
    s.add({ role: 'system', key: 'prompt', content: 'v3' }); // 7: 4 is not covered yet → replaced
    expect(s.visible()).toEqual([
      [1, 'v1'],
      [2, 'hi'],
      [7, 'v3'],
      [5, 'hello'],
    ]);
  });

  it('matches the key regardless of role; the replacement takes the new role', () => {
    const s = new Session();
    s.add({ role: 'developer', key: 'k', content: 'dev' });
    s.add({ role: 'user', key: 'k', content: 'user' });
    expect(s.state.items.map((v) => [v.offset, v.item.role])).toEqual([[2, 'user']]);
  });

  it('different keys and unkeyed items never replace each other', () => {
    const s = new Session();
    s.add({ role: 'developer', key: 'a', content: 'a1' });
    s.add({ role: 'developer', key: 'b', content: 'b1' });
    s.add({ role: 'developer', content: 'plain' });
    s.add({ role: 'developer', content: 'plain' });
    s.add({ role: 'developer', key: 'a', content: 'a2' });
    expect(s.visible()).toEqual([
      [5, 'a2'],
      [2, 'b1'],
      [3, 'plain'],
      [4, 'plain'],
    ]);
  });

  it('a requested event that folds to nothing covers nothing', () => {
    const s = new Session();
    s.add({ role: 'system', key: 'k', content: 'v1' }); // no trigger
    s.rawRequested(); // nothing pending → ignored
    s.add({ role: 'system', key: 'k', content: 'v2' });
    expect(s.visible()).toEqual([[3, 'v2']]);
  });
});

describe('compaction', () => {
  function history(): Session {
    const s = new Session();
    s.add({ role: 'system', key: 'prompt', content: 'p1' }); // 1
    s.add({ role: 'system', content: 'rules' }); // 2
    s.add(userMsg('q1')); // 3
    const r1 = s.request()!; // 4
    s.settle(r1, ok('a1')); // 5, 6
    s.add({ role: 'system', key: 'prompt', content: 'p2' }); // 7 (1 was covered → second occurrence)
    s.add({ role: 'developer', key: 'note', content: 'n1' }); // 8
    s.add(userMsg('q2')); // 9
    const r2 = s.request()!; // 10
    s.settle(r2, ok('a2')); // 11, 12
    return s;
  }

  it('keeps system items (latest per key), then the summary, then newer non-system items', () => {
    const s = history();
    expect(s.visible()).toEqual([
      [1, 'p1'],
      [2, 'rules'],
      [3, 'q1'],
      [5, 'a1'],
      [7, 'p2'],
      [8, 'n1'],
      [9, 'q2'],
      [11, 'a2'],
    ]);
    const c = s.add({ role: 'developer', content: 'summary of q1/a1', compaction: { replacesHistoryThrough: 7 } });
    expect(c).toBe(13);
    expect(s.visible()).toEqual([
      [2, 'rules'],
      [7, 'p2'],
      [13, 'summary of q1/a1'],
      [8, 'n1'],
      [9, 'q2'],
      [11, 'a2'],
    ]);
    expect(s.state.coveredThrough).toBe(9); // the request at 10 already covered more
  });

  it('a later compaction replaces the earlier summary when it falls under the barrier', () => {
    const s = history();
    s.add({ role: 'developer', content: 'S1', compaction: { replacesHistoryThrough: 5 } }); // 13
    s.add(userMsg('q3')); // 14
    s.add({ role: 'developer', content: 'S2', compaction: { replacesHistoryThrough: 14 } }); // 15
    expect(s.visible()).toEqual([
      [2, 'rules'],
      [7, 'p2'],
      [15, 'S2'],
    ]);
  });

  it.each([
    ['equal to its own offset', 0],
    ['above its own offset', 5],
  ])('is ignored when its barrier is %s', (_name, ahead) => {
    const s = history();
    const before = s.state;
    const offset = s.events.length + 1;
    s.add({ role: 'developer', content: 'bogus', compaction: { replacesHistoryThrough: offset + ahead } });
    expect(s.state).toEqual({ ...before, foldedThrough: offset });
    s.visible();
  });

  it('covers everything up to its barrier: a keyed item at or below it is no longer edited in place', () => {
    const s = new Session();
    s.add({ role: 'system', key: 'k', content: 'v1' }); // 1, never covered by a request
    s.add({ role: 'developer', content: 'S', compaction: { replacesHistoryThrough: 1 } }); // 2
    s.add({ role: 'system', key: 'k', content: 'v2' }); // 3
    expect(s.visible()).toEqual([
      [1, 'v1'],
      [2, 'S'],
      [3, 'v2'],
    ]);
  });

  it('leaves items above its barrier editable in place', () => {
    const s = new Session();
    s.add(userMsg('old')); // 1
    s.add({ role: 'developer', key: 'k', content: 'v1' }); // 2
    s.add({ role: 'developer', content: 'S', compaction: { replacesHistoryThrough: 1 } }); // 3
    s.add({ role: 'developer', key: 'k', content: 'v2' }); // 4
    expect(s.visible()).toEqual([
      [3, 'S'],
      [4, 'v2'],
    ]);
  });

  it('a keyed item whose last occurrence was compacted away is appended', () => {
    const s = new Session();
    s.add({ role: 'developer', key: 'k', content: 'v1' }); // 1
    s.add({ role: 'developer', content: 'S', compaction: { replacesHistoryThrough: 1 } }); // 2
    s.add({ role: 'developer', key: 'k', content: 'v2' }); // 3
    expect(s.visible()).toEqual([
      [2, 'S'],
      [3, 'v2'],
    ]);
  });

  it.each(['after-current-request', 'interrupt-current-request'] as const)('never triggers (policy %s) and never interrupts', (behaviour) => {
    const s = new Session();
    s.add(userMsg('q')); // 1
    const r = s.request()!; // 2
    s.add({ role: 'developer', content: 'S', compaction: { replacesHistoryThrough: 1 }, llmRequestPolicy: { behaviour } });
    expect(s.state.openRequest?.offset).toBe(r);
    expect(s.state.pendingTriggerOffset).toBeNull();
    expect(s.events.map((e) => e.type)).not.toContain('llm_request_settled');
  });
});

describe('assistant guard', () => {
  it('a late settle for a cancelled request never shows, and the late assistant write is ignored', () => {
    const s = new Session();
    s.add(userMsg('q1')); // 1
    const r = s.request()!; // 2
    s.add(userMsg('stop', { llmRequestPolicy: { behaviour: 'interrupt-current-request' } }), 'Hel'); // 3 cancel, 4 item
    expect(s.state.openRequest).toBeNull();
    expect(s.settle(r, ok('too late'))).toBeNull(); // the service refuses
    s.rawItem({ role: 'assistant', content: 'too late', llmRequestOffset: r }); // and a raw write is ignored
    s.rawSettled(r, ok('too late'));
    expect(s.visible()).toEqual([
      [1, 'q1'],
      [4, 'stop'],
    ]);
    expect(s.state.pendingTriggerOffset).toBe(4);
  });

  it('an assistant item for a request that is not the open one is ignored, even while another is open', () => {
    const s = new Session();
    s.add(userMsg('q1'));
    const r1 = s.request()!;
    s.settle(r1, ok('a1'));
    s.add(userMsg('q2'));
    const r2 = s.request()!;
    s.rawItem({ role: 'assistant', content: 'stale', llmRequestOffset: r1 });
    s.rawItem({ role: 'assistant', content: 'never requested', llmRequestOffset: 999 });
    expect(s.visible().map(([, c]) => c)).toEqual(['q1', 'a1', 'q2']);
    expect(s.state.openRequest?.offset).toBe(r2);
  });

  it('an assistant item without llmRequestOffset (client-written, e.g. few-shot) is visible and triggers nothing', () => {
    const s = new Session();
    s.add(userMsg('example question', { llmRequestPolicy: { behaviour: 'dont-trigger-request' } }));
    s.add({ role: 'assistant', content: 'example answer' });
    expect(s.visible()).toEqual([
      [1, 'example question'],
      [2, 'example answer'],
    ]);
    expect(needsRequest(s.state)).toBe(false);
    // Also while a request is open: it shows and does not disturb the request.
    s.add(userMsg('q'));
    const r = s.request()!;
    s.add({ role: 'assistant', content: 'seeded' });
    expect(s.state.openRequest?.offset).toBe(r);
    expect(s.visible().at(-1)).toEqual([5, 'seeded']);
  });
});

describe('triggers and requests', () => {
  const roles = ['system', 'developer', 'user', 'assistant'] as const;
  const behaviours = ['dont-trigger-request', 'interrupt-current-request', 'after-current-request'] as const;
  const table = roles.flatMap((role) => behaviours.map((behaviour) => [role, behaviour] as const));

  it.each(table)('%s item with %s', (role, behaviour) => {
    const expected = (role === 'user' || role === 'developer') && behaviour !== 'dont-trigger-request';
    const s = new Session();
    const offset = s.add({ role, content: 'x', llmRequestPolicy: { behaviour } });
    expect(isTrigger(s.state.items[0]!.item)).toBe(expected);
    expect(s.state.pendingTriggerOffset).toBe(expected ? offset : null);
    expect(needsRequest(s.state)).toBe(expected);
  });

  it('the default policy triggers', () => {
    const s = new Session();
    s.add(userMsg('x'));
    expect(needsRequest(s.state)).toBe(true);
  });

  it('a burst of triggers makes one pending trigger (the newest) and one request that covers them all', () => {
    const s = new Session();
    for (let i = 0; i < 5; i++) s.add(userMsg(`m${i}`));
    expect(s.state.pendingTriggerOffset).toBe(5);
    const r = s.request()!;
    expect(r).toBe(6);
    expect(s.state).toMatchObject({
      openRequest: { offset: 6, requestedAt: s.now, expiresAt: s.now + TTL },
      lastRequestOffset: 6,
      coveredThrough: 5,
      pendingTriggerOffset: null,
    });
    expect(s.request()).toBeNull(); // nothing needed any more
  });

  it('a stray requested event while one is open folds to nothing', () => {
    const s = new Session();
    s.add(userMsg('q1'));
    s.request();
    s.add(userMsg('q2')); // pending, waiting after the open request
    const before = s.state;
    const stray = s.rawRequested();
    expect(s.state).toEqual({ ...before, foldedThrough: stray });
  });

  it('a requested event with nothing pending folds to nothing', () => {
    const s = new Session();
    s.add({ role: 'system', content: 'sys' });
    const before = s.state;
    const stray = s.rawRequested();
    expect(s.state).toEqual({ ...before, foldedThrough: stray });
    expect(planRequest(s.state, s.now, TTL)).toBeNull();
  });

  it('after-current-request: an item arriving while a request is open waits as the next trigger', () => {
    const s = new Session();
    s.add(userMsg('q1')); // 1
    const r = s.request()!; // 2
    const q2 = s.add(userMsg('q2')); // 3
    expect(s.state.openRequest?.offset).toBe(r);
    expect(s.state.pendingTriggerOffset).toBe(q2);
    expect(needsRequest(s.state)).toBe(false);
    s.settle(r, ok('a1')); // 4, 5
    expect(needsRequest(s.state)).toBe(true);
    const r2 = s.request()!;
    expect(s.state.lastRequestOffset).toBe(r2);
  });

  it('a settlement for a request that is not open folds to nothing (duplicate settle)', () => {
    const s = new Session();
    s.add(userMsg('q'));
    const r = s.request()!;
    s.settle(r, ok('a'));
    const before = s.state;
    const dup = s.rawSettled(r, fail);
    expect(s.state).toEqual({ ...before, foldedThrough: dup });
  });
});

describe('interrupt planning', () => {
  const interrupt = (content: string): ContextItemInput => userMsg(content, { llmRequestPolicy: { behaviour: 'interrupt-current-request' } });

  it('with an open request: cancelled settlement (with partial text) first, then the item, which becomes the next trigger', () => {
    const s = new Session();
    s.add(userMsg('q')); // 1
    const r = s.request()!; // 2
    s.now += 250;
    const plan = planAddItem(s.state, item(interrupt('stop')), s.now, { partialText: 'Hel' });
    expect(plan.interruptedRequestOffset).toBe(r);
    expect(plan.events).toEqual([
      {
        type: 'llm_request_settled',
        payload: { requestOffset: r, durationMs: 250, result: { status: 'cancelled', reason: 'interrupted-by-user-input', partialText: 'Hel' } },
      },
      { type: 'context_item_added', payload: { item: item(interrupt('stop')) } },
    ]);
    s.append(...plan.events);
    expect(s.state).toMatchObject({ openRequest: null, pendingTriggerOffset: 4, lastRequestOffset: r });
    expect(needsRequest(s.state)).toBe(true);
  });

  it('without partial text the cancellation carries none', () => {
    const s = new Session();
    s.add(userMsg('q'));
    s.request();
    const plan = planAddItem(s.state, item(interrupt('stop')), s.now);
    expect(plan.events[0]).toMatchObject({ payload: { result: { status: 'cancelled', reason: 'interrupted-by-user-input' } } });
    expect(plan.events[0]!.payload).not.toHaveProperty('result.partialText');
  });

  it('with only a pending trigger (debounce) no cancelled settlement is invented', () => {
    const s = new Session();
    s.add(userMsg('q'));
    const plan = planAddItem(s.state, item(interrupt('more')), s.now, { partialText: 'x' });
    expect(plan).toEqual({ events: [{ type: 'context_item_added', payload: { item: item(interrupt('more')) } }], interruptedRequestOffset: null });
  });

  it.each([
    ['a system item', { role: 'system', content: 's', llmRequestPolicy: { behaviour: 'interrupt-current-request' } }],
    ['an assistant item', { role: 'assistant', content: 'a', llmRequestPolicy: { behaviour: 'interrupt-current-request' } }],
    ['a dont-trigger item', userMsg('u', { llmRequestPolicy: { behaviour: 'dont-trigger-request' } })],
    ['an after-current item', userMsg('u')],
  ] as [string, ContextItemInput][])('%s never cancels the open request', (_name, input) => {
    const s = new Session();
    s.add(userMsg('q'));
    const r = s.request()!;
    const plan = planAddItem(s.state, item(input), s.now, { partialText: 'x' });
    expect(plan.interruptedRequestOffset).toBeNull();
    expect(plan.events.map((e) => e.type)).toEqual(['context_item_added']);
    s.append(...plan.events);
    expect(s.state.openRequest?.offset).toBe(r);
  });

  it('a developer item may interrupt too', () => {
    const s = new Session();
    s.add(userMsg('q'));
    s.request();
    const plan = planAddItem(
      s.state,
      item({ role: 'developer', content: 'new info', llmRequestPolicy: { behaviour: 'interrupt-current-request' } }),
      s.now,
    );
    expect(plan.events.map((e) => e.type)).toEqual(['llm_request_settled', 'context_item_added']);
  });

  it('an interrupt item folded without the planner does not cancel anything by itself', () => {
    const s = new Session();
    s.add(userMsg('q'));
    const r = s.request()!;
    s.rawItem(interrupt('stop'));
    expect(s.state.openRequest?.offset).toBe(r);
    expect(s.state.pendingTriggerOffset).toBe(3);
  });
});

describe('settle planning', () => {
  it('refuses a request that is not open (never opened, already settled, or none open)', () => {
    const s = new Session();
    expect(planSettle(s.state, { requestOffset: 1, result: ok('x') })).toEqual({ accepted: false });
    s.add(userMsg('q'));
    const r = s.request()!;
    expect(planSettle(s.state, { requestOffset: r + 1, result: ok('x') })).toEqual({ accepted: false });
    expect(planSettle(s.state, { requestOffset: 1, result: ok('x') })).toEqual({ accepted: false });
    s.settle(r, ok('a'));
    expect(planSettle(s.state, { requestOffset: r, result: ok('again') })).toEqual({ accepted: false });
  });

  it('succeeded: the assistant item (answering the open request) then the settled event; the answer is visible', () => {
    const s = new Session();
    s.add(userMsg('q'));
    const r = s.request()!;
    const input: LlmRequestSettledPayload = {
      requestOffset: r,
      durationMs: 12,
      result: { status: 'succeeded', text: 'answer', usage: { inputTokens: 3, outputTokens: 1 } },
    };
    const plan = planSettle(s.state, input);
    expect(plan).toEqual({
      accepted: true,
      events: [
        {
          type: 'context_item_added',
          payload: { item: { role: 'assistant', content: 'answer', llmRequestPolicy: { behaviour: 'after-current-request' }, llmRequestOffset: r } },
        },
        { type: 'llm_request_settled', payload: input },
      ],
    });
    if (!plan.accepted) throw new Error('unreachable');
    // The planned assistant item is itself a valid context item.
    expect(parseContextItem((plan.events[0]!.payload as { item: unknown }).item)).toMatchObject({ ok: true });
    s.append(...plan.events);
    expect(s.visible()).toEqual([
      [1, 'q'],
      [3, 'answer'],
    ]);
    expect(s.state).toMatchObject({ openRequest: null, pendingTriggerOffset: null, failedAttempts: 0 });
    expect(needsRequest(s.state)).toBe(false);
  });

  it.each([
    ['failed', fail],
    ['cancelled', { status: 'cancelled', reason: 'expired' } as LlmResult],
  ])('%s: the settled event only', (_name, result) => {
    const s = new Session();
    s.add(userMsg('q'));
    const r = s.request()!;
    const plan = planSettle(s.state, { requestOffset: r, result });
    expect(plan).toEqual({ accepted: true, events: [{ type: 'llm_request_settled', payload: { requestOffset: r, result } }] });
  });
});

describe('retry after failure', () => {
  it('retries under the cap (the failure becomes the trigger) and stops at the cap', () => {
    const s = new Session({ maxAttempts: 3 });
    s.add(userMsg('q'));
    for (let attempt = 1; attempt <= 3; attempt++) {
      const r = s.request()!;
      expect(r).not.toBeNull();
      const [settled] = s.settle(r, fail)!;
      expect(s.state.failedAttempts).toBe(attempt);
      if (attempt < 3) {
        expect(s.state).toMatchObject({ retryPending: true, pendingTriggerOffset: settled, openRequest: null });
        expect(shouldRetry(s.state, 3)).toBe(true);
        expect(needsRequest(s.state)).toBe(true);
      } else {
        expect(s.state).toMatchObject({ retryPending: false, pendingTriggerOffset: null });
        expect(shouldRetry(s.state, 3)).toBe(false);
        expect(needsRequest(s.state)).toBe(false);
      }
    }
    expect(s.request()).toBeNull();
    s.visible();
  });

  it('maxAttempts 1 never retries', () => {
    const s = new Session({ maxAttempts: 1 });
    s.add(userMsg('q'));
    s.settle(s.request()!, fail);
    expect(needsRequest(s.state)).toBe(false);
  });

  it('a success resets the failure count', () => {
    const s = new Session({ maxAttempts: 3 });
    s.add(userMsg('q'));
    s.settle(s.request()!, fail);
    s.settle(s.request()!, ok('a'));
    expect(s.state).toMatchObject({ failedAttempts: 0, retryPending: false, pendingTriggerOffset: null });
  });

  it('fresh input restores the retry budget and replaces the retry trigger', () => {
    const s = new Session({ maxAttempts: 2 });
    s.add(userMsg('q'));
    s.settle(s.request()!, fail);
    s.settle(s.request()!, fail); // at the cap
    expect(needsRequest(s.state)).toBe(false);
    const q2 = s.add(userMsg('q2'));
    expect(s.state).toMatchObject({ failedAttempts: 0, retryPending: false, pendingTriggerOffset: q2 });
    s.settle(s.request()!, fail);
    expect(s.state.retryPending).toBe(true);
  });

  it('input that arrived during the failed attempt still gets its request at the cap', () => {
    const s = new Session({ maxAttempts: 1 });
    s.add(userMsg('q'));
    const r = s.request()!;
    const q2 = s.add(userMsg('q2'));
    s.settle(r, fail);
    expect(s.state).toMatchObject({ retryPending: false, pendingTriggerOffset: q2 });
    expect(needsRequest(s.state)).toBe(true);
  });

  it('cancellation is not a failure: no retry, and the count resets', () => {
    const s = new Session({ maxAttempts: 3 });
    s.add(userMsg('q'));
    s.settle(s.request()!, fail);
    s.settle(s.request()!, { status: 'cancelled', reason: 'expired' });
    expect(s.state).toMatchObject({ failedAttempts: 0, retryPending: false, pendingTriggerOffset: null });
  });

  it('shouldRetry and the backoff helper', () => {
    expect(shouldRetry({ failedAttempts: 0 }, 3)).toBe(false);
    expect(shouldRetry({ failedAttempts: 2 }, 3)).toBe(true);
    expect(shouldRetry({ failedAttempts: 3 }, 3)).toBe(false);
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 500, 3_000))).toEqual([500, 1_000, 2_000, 3_000, 3_000]);
  });
});

describe('expiry', () => {
  it('plans cancelled/expired only once expiresAt has passed', () => {
    const s = new Session();
    s.add(userMsg('q'));
    const r = s.request()!;
    const expiresAt = s.state.openRequest!.expiresAt;
    expect(planExpiry(s.state, expiresAt - 1)).toBeNull();
    const planned = planExpiry(s.state, expiresAt);
    expect(planned).toEqual({
      type: 'llm_request_settled',
      payload: { requestOffset: r, durationMs: TTL, result: { status: 'cancelled', reason: 'expired' } },
    });
    s.now = expiresAt;
    s.append(planned!);
    expect(s.state.openRequest).toBeNull();
    expect(needsRequest(s.state)).toBe(false); // not retried
    expect(planExpiry(s.state, expiresAt + 1)).toBeNull(); // exactly once
  });

  it('plans nothing with no open request', () => {
    const s = new Session();
    s.add(userMsg('q'));
    expect(planExpiry(s.state, Number.MAX_SAFE_INTEGER)).toBeNull();
  });

  it('input that waited behind the expired request still triggers', () => {
    const s = new Session();
    s.add(userMsg('q'));
    s.request();
    const q2 = s.add(userMsg('q2'));
    s.append(planExpiry(s.state, s.now + TTL)!);
    expect(s.state.pendingTriggerOffset).toBe(q2);
    expect(needsRequest(s.state)).toBe(true);
  });
});

describe('trust boundary', () => {
  const actors = [
    [undefined, 'developer'],
    [{ type: 'agent', path: '/agents/a' }, 'developer'],
    [{ type: 'script', executionId: 'e1' }, 'developer'],
    [{ type: 'user', origin: 'web' }, 'user'],
    [{ type: 'user', origin: 'mcp' }, 'user'],
    [{ type: 'integration', name: 'linear' }, 'user'],
    [{ type: 'slack', userId: 'U1' }, 'user'],
    [{ type: 'slack', botName: 'bot' }, 'user'],
    [{ type: 'telegram' }, 'user'],
    [{ type: 'email', address: 'a@b.c' }, 'user'],
    [{ type: 'github', login: 'octo', senderType: 'Bot' }, 'user'],
  ] as const;

  it.each(actors)('developer item by %j renders as %s', (actor, expected) => {
    const s = new Session();
    s.add({ role: 'developer', content: 'do x', ...(actor === undefined ? {} : { actor }) });
    expect(renderPrompt(s.state)).toEqual([{ offset: 1, role: expected, content: 'do x' }]);
    expect(visibleItems(s.state)[0]).toMatchObject({ offset: 1, role: 'developer' }); // written role kept
  });

  it.each([undefined, ...actors.map(([actor]) => actor).filter((a) => a !== undefined)])(
    'system, user and assistant items render as themselves (actor %j)',
    (actor) => {
      for (const role of ['system', 'user', 'assistant'] as const) {
        expect(promptRole(item({ role, content: 'x', ...(actor === undefined ? {} : { actor }) }))).toBe(role);
      }
    },
  );

  it.each([undefined, { type: 'agent', path: '/a' }, { type: 'script', executionId: 'e' }, { type: 'slack' }] as const)(
    'a compaction summary renders as user (actor %j)',
    (actor) => {
      expect(
        promptRole(item({ role: 'developer', content: 'S', compaction: { replacesHistoryThrough: 1 }, ...(actor === undefined ? {} : { actor }) })),
      ).toBe('user');
    },
  );

  it('renders the whole prompt in order with offsets', () => {
    const s = new Session();
    s.add({ role: 'system', content: 'sys' });
    s.add({ role: 'developer', content: 'platform' });
    s.add({ role: 'developer', content: 'from slack', actor: { type: 'slack' } });
    s.add(userMsg('hi'));
    s.settle(s.request()!, ok('hello'));
    expect(renderPrompt(s.state)).toEqual([
      { offset: 1, role: 'system', content: 'sys' },
      { offset: 2, role: 'developer', content: 'platform' },
      { offset: 3, role: 'user', content: 'from slack' },
      { offset: 4, role: 'user', content: 'hi' },
      { offset: 6, role: 'assistant', content: 'hello' },
    ]);
  });
});

describe('fold mechanics', () => {
  it('starts empty', () => {
    expect(initialContextState()).toEqual({
      version: 1,
      items: [],
      openRequest: null,
      lastRequestOffset: null,
      coveredThrough: 0,
      pendingTriggerOffset: null,
      retryPending: false,
      failedAttempts: 0,
      foldedThrough: 0,
    });
  });

  it('non-context events return the same state object (no write needed)', () => {
    const s = new Session();
    s.add(userMsg('q'));
    s.other('message_added');
    s.other('session_meta_updated');
    s.add(userMsg('q2'));
    expect(s.visible()).toEqual([
      [1, 'q'],
      [4, 'q2'],
    ]);
  });

  it('replaying an event already folded changes nothing', () => {
    const s = new Session();
    s.add(userMsg('q'));
    s.request();
    const again = s.events.reduce((state, event) => foldEvent(state, event), s.state);
    expect(again).toBe(s.state);
  });

  it('foldEvents sorts by offset and can continue from a stored state', () => {
    const s = new Session();
    s.add({ role: 'system', key: 'k', content: 'v1' });
    s.add(userMsg('q'));
    s.settle(s.request()!, ok('a'));
    s.add({ role: 'system', key: 'k', content: 'v2' });
    const shuffled = [...s.events].reverse();
    expect(foldEvents(shuffled, s.options)).toEqual(s.state);
    const head = foldEvents(s.events.slice(0, 3), s.options);
    expect(foldEvents(s.events, s.options, JSON.parse(JSON.stringify(head)) as ContextState)).toEqual(s.state);
  });

  it('does not mutate the state it is given', () => {
    const s = new Session();
    s.add({ role: 'developer', key: 'k', content: 'v1' });
    const frozen = JSON.parse(JSON.stringify(s.state)) as ContextState;
    const snapshot = JSON.stringify(frozen);
    foldEvent(frozen, { offset: 2, type: 'context_item_added', at: 0, payload: { item: item({ role: 'developer', key: 'k', content: 'v2' }) } });
    foldEvent(frozen, {
      offset: 2,
      type: 'context_item_added',
      at: 0,
      payload: { item: item({ role: 'developer', content: 'S', compaction: { replacesHistoryThrough: 1 } }) },
    });
    expect(JSON.stringify(frozen)).toBe(snapshot);
  });

  it.each([
    ['item payload without item', 'context_item_added', { role: 'user', content: 'x' }],
    ['item failing the schema', 'context_item_added', { item: { role: 'user', content: 'x', extra: 1 } }],
    ['requested without expiresAt', 'llm_request_requested', { requestedAt: 1 }],
    ['settled with a bad result', 'llm_request_settled', { requestOffset: 2, result: { status: 'weird' } }],
    ['null payload', 'context_item_added', null],
  ] as const)('an invalid payload (%s) folds to nothing', (_name, type, payload) => {
    const s = new Session();
    s.add(userMsg('q'));
    s.request();
    const before = s.state;
    const event = { offset: 3, type, at: 0, payload } as unknown as FoldableEvent;
    expect(foldEvent(before, event)).toEqual({ ...before, foldedThrough: 3 });
  });
});

describe('size', () => {
  it('stays proportional to the visible context over 20,000 events (200 keys, 3 compactions)', () => {
    const s = new Session({ maxAttempts: 2 }, false);
    const thresholds = [5_000, 12_000, 19_800];
    let lastCompaction = 0;
    let maxItems = 0;
    let updates = 0;
    let i = 0;
    while (s.events.length < 20_000) {
      i++;
      const at = s.events.length + 1;
      if (thresholds.length > 0 && at >= thresholds[0]!) {
        thresholds.shift();
        lastCompaction = s.add({ role: 'developer', content: `summary through ${at - 1}`, compaction: { replacesHistoryThrough: at - 1 } });
      } else if (i % 7 === 0 && s.state.openRequest !== null) {
        s.settle(s.state.openRequest.offset, i % 21 === 0 ? fail : ok(`answer ${i}`));
      } else if (i % 5 === 0) {
        s.request();
      } else {
        const k = updates++ % 200;
        // Half of the keys are system slots (they survive compaction), half developer notes.
        s.add(
          k < 100
            ? { role: 'system', key: `sys-${k}`, content: `system ${k} v${i}` }
            : { role: 'developer', key: `note-${k}`, content: `note ${k} v${i}` },
        );
        if (i % 3 === 0) s.add(userMsg(`user ${i}`));
      }
      maxItems = Math.max(maxItems, s.state.items.length);
    }
    expect(thresholds).toEqual([]);
    expect(s.events.length).toBeGreaterThanOrEqual(20_000);
    expect(foldEvents(s.events, s.options)).toEqual(s.state);

    const sinceLastCompaction = s.events.length - lastCompaction;
    // ≤ 100 system slots + the summary + what was added after the last compaction.
    expect(s.state.items.length).toBeLessThanOrEqual(100 + 1 + sinceLastCompaction);
    // Between compactions it grows with what was added since, never with the whole history.
    expect(maxItems).toBeLessThan(100 + 1 + 7_000 + 1);
    // From before the last compaction only the 100 system slots survive, one occurrence each.
    const survivors = s.state.items.filter((v) => v.offset < lastCompaction);
    expect(survivors.every((v) => v.item.role === 'system')).toBe(true);
    expect(new Set(survivors.map((v) => v.item.key)).size).toBe(100);
    expect(survivors).toHaveLength(100);
    // A JSON round trip (the jsonb column) loses nothing.
    expect(JSON.parse(JSON.stringify(s.state))).toEqual(s.state);
    // The jsonb stays small: a few hundred bytes per visible item at most.
    const bytes = JSON.stringify(s.state).length;
    expect(bytes).toBeLessThan(150 * s.state.items.length + 1_000);
    expect(bytes).toBeLessThan(40_000);
  });
});
