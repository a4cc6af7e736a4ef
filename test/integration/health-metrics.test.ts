// Issue 7: health and telemetry. /healthz and /readyz, /metrics in Prometheus text format
// (operations by name and outcome, latency histogram, open subscriptions by transport,
// events published and delivered, bus reconnects, gap repairs, database pool), and one
// structured JSON log line per operation — without message content or secrets.
import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { liveClient, waitForListeners } from '../helpers/clients.js';
import { createSession } from '../helpers/flow.js';
import { spawnService, type ServiceProcess } from '../helpers/process.js';
import { startServer, testDatabaseUrl, testRedisUrl, type TestServer } from '../helpers/server.js';

// Its operation name is counted on /metrics and logged: the tests below look for it.
const Create = graphql(`
  mutation OpsMetricsCreate($title: String) {
    createSession(input: { title: $title }) {
      session {
        id
      }
    }
  }
`);

const Append = graphql(`
  mutation OpsMetricsAppend($sessionId: ID!, $text: String!) {
    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {
      entry {
        entryId
      }
    }
  }
`);

const Read = graphql(`
  query OpsMetricsRead($id: ID!) {
    session(id: $id) {
      id
      messageCount
    }
  }
`);

const Watch = graphql(`
  subscription OpsMetricsWatch($sessionId: ID!) {
    sessionEvents(sessionId: $sessionId, after: 0) {
      offset
      type
    }
  }
`);

/** The value of one sample line (`name{labels} value`), labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) found[pair[1]!] = pair[2]!;
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('health and metrics', () => {
  let server: TestServer;
  const postgres = !!testDatabaseUrl();

  beforeAll(async () => {
    server = await startServer({
      backend: postgres ? 'postgres' : 'pglite',
      ...(testRedisUrl() ? { redisUrl: testRedisUrl() } : {}),
      config: { redisChannelPrefix: `metrics-${randomUUID()}:` },
    });
  });

  afterAll(async () => {
    await server?.stop();
  });

  const base = () => server.url.replace('/graphql', '');
  const metrics = async () => {
    const response = await fetch(`${base()}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('answers /healthz and /readyz', async () => {
    const health = await fetch(`${base()}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base()}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('exposes operations, latency, subscriptions, events, bus and pool in Prometheus text', async () => {
    const id = (await server.ok(Create, { title: 'metrics' })).createSession.session.id;
    await server.ok(Read, { id });
    const missing = await server.request(Append, { sessionId: 'no-such-session', text: 'x' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const ws = liveClient('ws', server);
    const sse = liveClient('sse', server);
    try {
      const a = ws.subscribe(Watch, { sessionId: id });
      const b = sse.subscribe(Watch, { sessionId: id });
      await a.waitFor(1);
      await b.waitFor(1);
      let text = await metrics();
      expect(sample(text, 'graphql_subscriptions_open', { transport: 'ws' })).toBe(1);
      expect(sample(text, 'graphql_subscriptions_open', { transport: 'sse' })).toBe(1);

      await server.ok(Append, { sessionId: id, text: 'hello' });
      await a.waitFor(2);
      await b.waitFor(2);

      text = await metrics();
      expect(sample(text, 'graphql_operations_total', { operation: 'OpsMetricsCreate', type: 'mutation', outcome: 'ok' })).toBe(1);
      expect(sample(text, 'graphql_operations_total', { operation: 'OpsMetricsRead', type: 'query', outcome: 'ok' })).toBe(1);
      expect(sample(text, 'graphql_operations_total', { operation: 'OpsMetricsAppend', type: 'mutation', outcome: 'NOT_FOUND' })).toBe(1);
      expect(sample(text, 'graphql_operations_total', { operation: 'OpsMetricsAppend', type: 'mutation', outcome: 'ok' })).toBe(1);
      expect(sample(text, 'graphql_operations_total', { operation: 'OpsMetricsWatch', type: 'subscription', outcome: 'ok' })).toBe(2);
      expect(text).toContain('# TYPE graphql_operation_duration_seconds histogram');
      expect(sample(text, 'graphql_operation_duration_seconds_count', { operation: 'OpsMetricsCreate', type: 'mutation' })).toBe(1);
      expect(sample(text, 'graphql_operation_duration_seconds_bucket', { operation: 'OpsMetricsCreate', type: 'mutation', le: '+Inf' })).toBe(1);
      expect(sample(text, 'events_delivered_total', { transport: 'ws' })).toBe(2);
      expect(sample(text, 'events_delivered_total', { transport: 'sse' })).toBe(2);
      if (testRedisUrl()) expect(sample(text, 'events_published_total')).toBeGreaterThanOrEqual(2);
      else expect(sample(text, 'events_published_total')).toBeDefined();
      expect(sample(text, 'bus_reconnects_total')).toBe(0);
      expect(sample(text, 'events_gap_repairs_total')).toBe(0);
      for (const state of ['total', 'idle', 'waiting']) expect(sample(text, 'db_pool_connections', { state })).toBeDefined();
      if (postgres) expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      // Default process metrics too.
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);

      a.unsubscribe();
      b.unsubscribe();
      await expect
        .poll(
          async () => {
            const t = await metrics();
            return {
              ws: sample(t, 'graphql_subscriptions_open', { transport: 'ws' }),
              sse: sample(t, 'graphql_subscriptions_open', { transport: 'sse' }),
            };
          },
          { message: 'open subscriptions drop back to 0' },
        )
        .toEqual({ ws: 0, sse: 0 });
    } finally {
      await ws.dispose();
      await sse.dispose();
    }
  });

  it('counts a gap repair when a per-session subscriber refills from the database', async () => {
    const { id } = await createSession(server, { title: 'gap' });
    const ws = liveClient('ws', server);
    try {
      const sub = ws.subscribe(Watch, { sessionId: id });
      await sub.waitFor(1);
      await waitForListeners(server, 2);
      // An event the bus never carried (as when a publish fails): committed, not published.
      const bus = server.app.deps.bus;
      const publish = bus.publish.bind(bus);
      bus.publish = async () => {};
      try {
        await server.ok(Append, { sessionId: id, text: 'lost' });
      } finally {
        bus.publish = publish;
      }
      await server.ok(Append, { sessionId: id, text: 'seen' });
      const items = await sub.waitFor(3);
      expect(items.map((i) => i.sessionEvents.offset)).toEqual([1, 2, 3]);
      expect(sample(await metrics(), 'events_gap_repairs_total')).toBe(1);
    } finally {
      await ws.dispose();
    }
  });
});

describe('structured logs of a running process', () => {
  let proc: ServiceProcess;
  let url: string;

  beforeAll(async () => {
    proc = spawnService({ PORT: '0', DATA_DIR: ':memory:', LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '2000' });
    url = await proc.listening();
  }, 60_000);

  afterAll(async () => {
    proc?.child.kill('SIGTERM');
    await proc?.exited;
  });

  async function post(document: Parameters<typeof print>[0], variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: print(document), variables }),
    });
    return (await response.json()) as { data?: Record<string, { session: { id: string } }>; errors?: unknown[] };
  }

  it('writes one JSON line per operation with name, duration, outcome and request id — no content, no secrets', async () => {
    const secretText = `SECRET-MESSAGE-CONTENT-${randomUUID()}`;
    const secretToken = `super-secret-token-${randomUUID()}`;
    const created = await post(Create, { title: secretText }, { 'x-request-id': 'req-create-1' });
    const id = created.data!.createSession!.session.id;
    await post(Append, { sessionId: id, text: secretText }, { 'x-request-id': 'req-append-1', 'x-api-key': secretToken });
    await post(Append, { sessionId: 'nope', text: secretText }, { 'x-request-id': 'req-append-2' });
    await post(Read, { id }, {});

    await expect
      .poll(() => proc.logs().filter((l) => l.msg === 'graphql operation').length, { message: 'operation log lines' })
      .toBeGreaterThanOrEqual(4);
    const lines = proc.logs().filter((l) => l.msg === 'graphql operation');
    const byRequest = (rid: string) => lines.filter((l) => l.requestId === rid);

    expect(byRequest('req-create-1')).toHaveLength(1);
    const create = byRequest('req-create-1')[0]!;
    expect(create).toMatchObject({ operation: 'OpsMetricsCreate', type: 'mutation', outcome: 'ok', transport: 'http', level: 30 });
    expect(typeof create.durationMs).toBe('number');
    expect(typeof create.time).toBe('number');

    const failed = byRequest('req-append-2');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ operation: 'OpsMetricsAppend', outcome: 'NOT_FOUND' });

    // Without an x-request-id header the service makes one up.
    const read = lines.filter((l) => l.operation === 'OpsMetricsRead');
    expect(read).toHaveLength(1);
    expect(read[0]!.requestId).toMatch(/^[\w.:-]{8,}$/);

    // Every stdout line is JSON; nothing carries message content or credentials.
    for (const line of proc.stdout().split('\n').filter(Boolean)) expect(() => JSON.parse(line)).not.toThrow();
    expect(proc.stdout()).not.toContain(secretText);
    expect(proc.stdout()).not.toContain(secretToken);
    expect(proc.stderr()).not.toContain(secretText);
  });
});
