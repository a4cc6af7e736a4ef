// useResponseBudget: what one request answers (and each subscription event delivers) is counted
// while it resolves; past MAX_RESPONSE_BYTES the whole result is one RESPONSE_TOO_LARGE error (no
// partial data), a subscription's next event starts over, and an operation resolving many fields
// gives the event loop back every FIELDS_PER_EVENT_LOOP_TURN fields; beside other executing
// operations its next turn waits out a gap (EVENT_LOOP_SHARE_PER_OPERATION), alone none.
import type { Plugin } from 'graphql-yoga';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ResponseBudgetOptions, useResponseBudget } from '../../../../src/transport/plugins/use-response-budget.js';
import { codeOf, holdSearches, post, specYoga, sseEvents, subscribe, ticks } from './spec-yoga.js';

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

describe('useResponseBudget: the share of the loop beside other operations', () => {
  // An operation named Broken fails inside its execution, as a broken plugin or executor would.
  const breaking: Plugin = {
    onExecute({ args, setExecuteFn }) {
      if (args.operationName !== 'Broken') return;
      setExecuteFn(() => {
        throw new Error('the executor broke');
      });
    },
  };
  // Each turn resolves two items of 3 ms each; beside others, the next turn waits ≈ 19 × as long.
  let turns = 0;
  const budget = useResponseBudget({ maxBytes: () => 1_000_000, fieldsPerTurn: () => 2, loopShare: () => 0.05, onYield: () => (turns += 1) });
  const yoga = specYoga([budget, breaking]);
  const slowItems = '{ items(first: 6) { slowName } }';
  const itemsOf = (body: { data?: unknown }) => (body.data as { items: unknown[] }).items;

  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits out a gap between turns while another operation executes, and leaves none once it is done', async () => {
    const search = holdSearches();
    const held = post(yoga, { query: '{ searchSessions }' });
    await search.started;
    // Gaps are timers: faked, one holds the operation until the timers are run.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    turns = 0;
    let answered = false;
    const beside = post(yoga, { query: slowItems }).then((response) => {
      answered = true;
      return response;
    });
    await vi.waitFor(() => expect(turns).toBeGreaterThan(1), { interval: 1 });
    for (let i = 0; i < 200; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    search.release();
    await held;
    await vi.runAllTimersAsync();
    expect(itemsOf((await beside).body)).toHaveLength(6);
    // Alone, no turn waits for a timer (none is run here).
    expect(itemsOf((await post(yoga, { query: slowItems })).body)).toHaveLength(6);
  });

  it('an execution that throws does not count as running: a lone operation after it leaves no gaps', async () => {
    const broken = await post(yoga, { query: 'query Broken { hello }', operationName: 'Broken' });
    expect(broken.body.data ?? null).toBeNull();
    expect(broken.body.errors).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    // Were the broken execution still counted, the first gap would wait on a timer that is never run.
    expect(itemsOf((await post(yoga, { query: slowItems })).body)).toHaveLength(6);
  }, 5_000);
});
