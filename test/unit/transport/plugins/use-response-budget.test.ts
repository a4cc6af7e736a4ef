// useResponseBudget: what one request answers (and each subscription event delivers) is counted
// while it resolves; past MAX_RESPONSE_BYTES the whole result is one RESPONSE_TOO_LARGE error (no
// partial data), a subscription's next event starts over, and an operation resolving many fields
// gives the event loop back every FIELDS_PER_EVENT_LOOP_TURN fields.
import { describe, expect, it } from 'vitest';
import { type ResponseBudgetOptions, useResponseBudget } from '../../../../src/transport/plugins/use-response-budget.js';
import { codeOf, post, specYoga, sseEvents, subscribe, ticks } from './spec-yoga.js';

describe('useResponseBudget', () => {
  let yields = 0;
  const options: ResponseBudgetOptions = { maxBytes: () => 1000, fieldsPerTurn: () => 10, onYield: () => (yields += 1) };
  const yoga = specYoga([useResponseBudget(options)]);

  it('answers a response within the budget in full', async () => {
    expect((await post(yoga, { query: '{ text(bytes: 400) }' })).body).toEqual({ data: { text: 'x'.repeat(400) } });
  });

  it('replaces a response over the budget (here by aliases) with one RESPONSE_TOO_LARGE, no data', async () => {
    const { body } = await post(yoga, { query: '{ a: text(bytes: 600) b: text(bytes: 600) }' });
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(codeOf(body)).toBe('RESPONSE_TOO_LARGE');
    expect(body.errors?.[0]?.extensions?.maxBytes).toBe(1000);
  });

  it('gives the event loop back while resolving many fields, and still answers them all', async () => {
    yields = 0;
    const { body } = await post(yoga, { query: '{ items(first: 40) { name } }' });
    expect((body.data as { items: unknown[] }).items).toHaveLength(40);
    expect(yields).toBeGreaterThan(0);
  });

  it('budgets each subscription event on its own: one over it arrives as the error, the stream goes on', async () => {
    const sizes = [10, 2000];
    let i = 0;
    const timer = setInterval(() => ticks.publish('tick', { n: sizes[i++ % 2]! }), 10);
    try {
      const events = await sseEvents(await subscribe(yoga, 'subscription { tickText }'), 4);
      const kinds = events.map((e) => (codeOf(e) === 'RESPONSE_TOO_LARGE' ? 'too large' : (e.data as { tickText: string }).tickText.length));
      expect(kinds).toContain('too large');
      expect(kinds).toContain(10);
      expect(kinds.indexOf(10, kinds.indexOf('too large'))).toBeGreaterThan(kinds.indexOf('too large'));
    } finally {
      clearInterval(timer);
    }
  });
});
