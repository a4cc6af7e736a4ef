// useOperationTelemetry: every operation gets one log line and its metrics (by bounded name, type
// and outcome: ok or the first error code); an invalid document is logged but makes no series;
// an open subscription stream is tracked until it ends.
import { describe, expect, it, vi } from 'vitest';
import { SubscriptionRegistry } from '../../../../src/events/subscription-registry.js';
import type { Logger } from '../../../../src/logger.js';
import { Metrics } from '../../../../src/transport/metrics.js';
import { OperationLabels } from '../../../../src/transport/operation-labels.js';
import { type OperationTelemetryOptions, useOperationTelemetry } from '../../../../src/transport/plugins/use-operation-telemetry.js';
import { post, specYoga, sseEvents, subscribe, ticks } from './spec-yoga.js';

function telemetry() {
  const lines: Record<string, unknown>[] = [];
  const logger: Logger = { debug() {}, info: (obj) => lines.push(obj as Record<string, unknown>), warn() {}, error() {} };
  const metrics = new Metrics(
    { pool: () => ({ total: 0, idle: 0, waiting: 0 }), bus: () => ({ published: 0, publishFailures: 0, reconnects: 0 }) },
    { defaultMetrics: false },
  );
  const options: OperationTelemetryOptions = { logger, metrics, subscriptions: new SubscriptionRegistry(), labels: new OperationLabels(2) };
  return { lines, metrics, options, yoga: specYoga([useOperationTelemetry(options)]) };
}

const series = async (metrics: Metrics) => (await metrics.operations.get()).values.map((v) => ({ ...v.labels, value: v.value }));

describe('useOperationTelemetry', () => {
  it('logs each operation once and counts it by name, type and outcome', async () => {
    const { lines, metrics, yoga } = telemetry();
    await post(yoga, { query: 'query Hello { hello }' });
    await post(yoga, { query: 'query Big($n: Int) { items(first: $n) { name } }', variables: { n: 'x' } });
    expect(lines.map((l) => [l.operation, l.type, l.outcome, l.transport])).toEqual([
      ['Hello', 'query', 'ok', 'http'],
      ['Big', 'query', expect.any(String), 'http'],
    ]);
    expect(lines[0]!.requestId).toBe('spec');
    expect(await series(metrics)).toContainEqual({ operation: 'Hello', type: 'query', outcome: 'ok', value: 1 });
  });

  it('logs an invalid document without making a metric series of its name', async () => {
    const { lines, metrics, yoga } = telemetry();
    await post(yoga, { query: 'query Chosen { nope }' });
    expect(lines).toEqual([expect.objectContaining({ operation: 'Chosen', type: 'query' })]);
    expect(await series(metrics)).toEqual([]);
  });

  it('bounds the operation names it makes series of; the rest count as "other"', async () => {
    const { metrics, yoga } = telemetry();
    for (const name of ['A', 'B', 'C', 'D']) await post(yoga, { query: `query ${name} { hello }` });
    expect((await series(metrics)).map((s) => s.operation).sort()).toEqual(['A', 'B', 'other']);
  });

  it('tracks an open subscription stream until its client goes', async () => {
    const { options, yoga } = telemetry();
    const timer = setInterval(() => ticks.publish('tick', { n: 1 }), 10);
    try {
      const response = await subscribe(yoga, 'subscription Ticks { ticks }');
      const reading = sseEvents(response, 1);
      await vi.waitFor(() => expect(options.subscriptions.size).toBe(1));
      await reading;
      await vi.waitFor(() => expect(options.subscriptions.size).toBe(0));
    } finally {
      clearInterval(timer);
    }
  });
});
