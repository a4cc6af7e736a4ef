// Prometheus metrics (prom-client), one registry per app so several instances can live in one process.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface MetricsSources {
  /** Pool figures of the current database. */
  pool(): { total: number; idle: number; waiting: number };
  /** Counters kept by the current bus. */
  bus(): { published: number; publishFailures: number; reconnects: number };
}

export class Metrics {
  readonly registry = new Registry();
  readonly operations: Counter<'operation' | 'type' | 'outcome'>;
  readonly duration: Histogram<'operation' | 'type'>;
  readonly subscriptions: Gauge<'transport'>;
  readonly delivered: Counter<'transport'>;
  readonly gapRepairs: Counter;
  readonly sessionsSwept: Counter<'reason'>;
  readonly subscriptionExecutions: Counter<'field'>;
  readonly executionYields: Counter;

  constructor(sources: MetricsSources, options: { defaultMetrics?: boolean } = {}) {
    const registers = [this.registry];
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry });
    this.operations = new Counter({
      name: 'graphql_operations_total',
      help: 'GraphQL operations by name, type and outcome (ok or the first error code).',
      labelNames: ['operation', 'type', 'outcome'],
      registers,
    });
    this.duration = new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'GraphQL operation latency (subscriptions: time to the first result).',
      labelNames: ['operation', 'type'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.subscriptions = new Gauge({
      name: 'graphql_subscriptions_open',
      help: 'Open subscriptions by transport (ws or sse).',
      labelNames: ['transport'],
      registers,
    });
    this.delivered = new Counter({
      name: 'events_delivered_total',
      help: 'Events delivered to subscribers, by transport.',
      labelNames: ['transport'],
      registers,
    });
    this.gapRepairs = new Counter({
      name: 'events_gap_repairs_total',
      help: "Times missing offsets of a session were refilled from the database: once per instance by the session's shared live sequence (a lost bus message, a bus reconnect), or by one subscriber that had to resynchronise.",
      registers,
    });
    this.sessionsSwept = new Counter({
      name: 'sessions_swept_total',
      help: 'Sessions the retention sweep deleted: `expired` (past their expiresAt) or `idle` (unchanged longer than SESSION_RETENTION).',
      labelNames: ['reason'],
      registers,
    });
    this.executionYields = new Counter({
      name: 'graphql_execution_yields_total',
      help: 'Times an operation gave the event loop back after FIELDS_PER_EVENT_LOOP_TURN resolved fields, so other requests were served before its next fields.',
      registers,
    });
    this.subscriptionExecutions = new Counter({
      name: 'graphql_subscription_executions_total',
      help: 'Subscription results executed, by subscription field; subscribers with the same document share one execution per event.',
      labelNames: ['field'],
      registers,
    });
    new Gauge({
      name: 'events_published_total',
      help: 'Events this instance published on the bus since start.',
      registers,
      collect() {
        this.set(sources.bus().published);
      },
    });
    new Gauge({
      name: 'events_publish_failures_total',
      help: 'Events whose publish failed (repaired from the database later).',
      registers,
      collect() {
        this.set(sources.bus().publishFailures);
      },
    });
    new Gauge({
      name: 'bus_reconnects_total',
      help: 'Times the bus subscription was re-established.',
      registers,
      collect() {
        this.set(sources.bus().reconnects);
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (total, idle, waiting clients).',
      labelNames: ['state'],
      registers,
      collect() {
        const p = sources.pool();
        this.set({ state: 'total' }, p.total);
        this.set({ state: 'idle' }, p.idle);
        this.set({ state: 'waiting' }, p.waiting);
      },
    });
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
