// useSharedSubscriptionExecution: subscribers with the same document, variables and tenant share
// one execution per event (counted in graphql_subscription_executions_total); another tenant's
// subscribers get their own.
import { describe, expect, it } from 'vitest';
import type { Identity } from '../../../../src/auth/identity.js';
import { Metrics } from '../../../../src/transport/metrics.js';
import {
  type SharedSubscriptionExecutionOptions,
  useSharedSubscriptionExecution,
} from '../../../../src/transport/plugins/use-shared-subscription-execution.js';
import { resolverRuns, specYoga, sseEvents, subscribe, ticks } from './spec-yoga.js';

const caller = (owner: string): Identity => ({ subject: owner, tenant: { owner }, admin: false, worker: false, expiresAt: null });

/** Opens `count` subscriptions for `owner` and reads two events on each. */
const readTwo = async (yoga: ReturnType<typeof specYoga>, owner: string, count: number) =>
  Promise.all(Array.from({ length: count }, async () => sseEvents(await subscribe(yoga, 'subscription { counted }', { 'x-caller': owner }), 2)));

describe('useSharedSubscriptionExecution', () => {
  it('executes one event once per document and tenant, however many subscribers hear it', async () => {
    const metrics = new Metrics(
      { pool: () => ({ total: 0, idle: 0, waiting: 0 }), bus: () => ({ published: 0, publishFailures: 0, reconnects: 0 }) },
      { defaultMetrics: false },
    );
    const options: SharedSubscriptionExecutionOptions = { metrics };
    const yoga = specYoga([useSharedSubscriptionExecution(options)], (request) => ({ identity: caller(request.headers.get('x-caller') ?? 'a') }));
    // One event object, published again and again: every subscriber hears the same object.
    const event = { n: 5 };
    const timer = setInterval(() => ticks.publish('tick', event), 10);
    resolverRuns.counted = 0;
    try {
      const [a, b] = await Promise.all([readTwo(yoga, 'a', 3), readTwo(yoga, 'b', 1)]);
      expect([...a, ...b].flat()).toEqual(Array.from({ length: 8 }, () => ({ data: { counted: 5 } })));
    } finally {
      clearInterval(timer);
    }
    // Eight deliveries, two executions: one for tenant a's three subscribers, one for tenant b.
    expect(resolverRuns.counted).toBe(2);
    const executions = (await metrics.subscriptionExecutions.get()).values;
    expect(executions).toEqual([expect.objectContaining({ labels: { field: 'counted' }, value: 2 })]);
  });

  it('is what shares them: without it every subscriber executes every event', async () => {
    const yoga = specYoga([], (request) => ({ identity: caller(request.headers.get('x-caller') ?? 'a') }));
    const event = { n: 6 };
    const timer = setInterval(() => ticks.publish('tick', event), 10);
    resolverRuns.counted = 0;
    try {
      await readTwo(yoga, 'a', 3);
    } finally {
      clearInterval(timer);
    }
    expect(resolverRuns.counted).toBeGreaterThanOrEqual(6);
  });
});
