// The open-request bookkeeping beside the fold: which events open or close a request, the
// prompt pinned when one opens, and what each settlement adds to the usage totals.
import { describe, expect, it } from 'vitest';
import { foldEvent, initialContextState, type FoldableEvent } from '../../src/domain/context-fold.js';
import { requestChanges, type RequestChange } from '../../src/domain/request-changes.js';
import { addUsage, NO_USAGE, usageOfSettlement } from '../../src/domain/usage.js';

const policy = { behaviour: 'after-current-request' };
const item = (offset: number, role: string, content: string, extra: object = {}): FoldableEvent => ({
  offset,
  type: 'context_item_added',
  at: 0,
  payload: { item: { role, content, llmRequestPolicy: policy, ...extra } },
});
const requested = (offset: number): FoldableEvent => ({ offset, type: 'llm_request_requested', at: 0, payload: { requestedAt: 5, expiresAt: 99 } });
const settled = (offset: number, requestOffset: number, result: object): FoldableEvent => ({
  offset,
  type: 'llm_request_settled',
  at: 0,
  payload: { requestOffset, result },
});

/** Folds events one by one, collecting the request changes each makes. */
function run(events: FoldableEvent[]): RequestChange[][] {
  let state = initialContextState();
  return events.map((event) => {
    const next = foldEvent(state, event);
    const changes = requestChanges(state, next, event);
    state = next;
    return changes;
  });
}

describe('requestChanges', () => {
  it('a request opens with the prompt of everything below it (after the trust boundary) and closes when settled', () => {
    const changes = run([
      item(1, 'system', 'rules'),
      item(2, 'developer', 'from email', { actor: { type: 'email', address: 'a@b.c' }, llmRequestPolicy: { behaviour: 'dont-trigger-request' } }),
      item(3, 'user', 'hi'),
      requested(4),
      item(5, 'user', 'later'),
      item(6, 'assistant', 'hello', { llmRequestOffset: 4 }),
      settled(7, 4, { status: 'succeeded', text: 'hello' }),
    ]);
    expect(changes.slice(0, 3)).toEqual([[], [], []]);
    expect(changes[3]).toEqual([
      {
        kind: 'opened',
        offset: 4,
        requestedAt: 5,
        expiresAt: 99,
        prompt: [
          { offset: 1, role: 'system', content: 'rules' },
          { offset: 2, role: 'user', content: 'from email' },
          { offset: 3, role: 'user', content: 'hi' },
        ],
      },
    ]);
    expect(changes[4]).toEqual([]);
    expect(changes[5]).toEqual([]);
    expect(changes[6]).toEqual([{ kind: 'closed', offset: 4, result: { status: 'succeeded', text: 'hello' } }]);
  });

  it('requested events that fold to nothing and stale settlements change nothing', () => {
    const changes = run([
      requested(1),
      item(2, 'user', 'go'),
      requested(3),
      requested(4),
      settled(5, 4, { status: 'failed', errorMessage: 'x' }),
      settled(6, 3, { status: 'cancelled', reason: 'expired' }),
    ]);
    expect(changes.map((c) => c.map((x) => `${x.kind}:${x.offset}`))).toEqual([[], [], ['opened:3'], [], [], ['closed:3']]);
  });
});

describe('usage of a settlement', () => {
  it('tokens come from successes; every settlement counts as a request; failures count as failed', () => {
    const success = usageOfSettlement({ status: 'succeeded', text: 't', usage: { inputTokens: 10, outputTokens: 2, cachedInputTokens: 3 } });
    const failure = usageOfSettlement({ status: 'failed', errorMessage: '429' });
    const cancelled = usageOfSettlement({ status: 'cancelled', reason: 'interrupted-by-user-input', partialText: 'p' });
    const bare = usageOfSettlement({ status: 'succeeded', text: 't' });
    expect([success, failure, cancelled, bare].reduce(addUsage, NO_USAGE)).toEqual({
      inputTokens: 10,
      outputTokens: 2,
      cachedInputTokens: 3,
      reasoningOutputTokens: 0,
      requests: 4,
      failedRequests: 1,
    });
  });
});
