// Issue 11, V3: metric labels come from a bounded set, and /metrics is for operators (SPEC §7).
// A document that fails validation used to be recorded under its client-chosen operation name
// before authentication: unique long names grew /metrics (and memory) without bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { metricsText, post } from '../helpers/raw-requests.js';
import { transportBackends, startServer, type TestServer } from '../helpers/server.js';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

describe.each(transportBackends())('V3: bounded operation labels (%s)', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ backend, config: { metricsOperationNames: 5 } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('does not turn names of invalid documents into series: /metrics stays the same size', async () => {
    await post(server.url, 'query Warm { __typename }');
    const before = (await metricsText(server.url)).text;
    const names = Array.from({ length: 100 }, (_, i) => `Junkname${i}_${'x'.repeat(4096)}`);
    for (const name of names) {
      // An unknown field: fails validation, before any authentication could run.
      const res = await post(server.url, `query ${name} { noSuchField }`);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    const after = (await metricsText(server.url)).text;
    expect(after).not.toContain('Junkname');
    // Default process metrics move a little; a series per name would add ~400 KB.
    expect(after.length - before.length).toBeLessThan(20_000);
  });

  it('labels only the first configured number of valid operation names, the rest as `other`, and never an over-long name', async () => {
    for (let i = 0; i < 12; i++) await post(server.url, `query Named${i} { __typename }`);
    await post(server.url, `query ${'L'.repeat(200)} { __typename }`);
    const text = (await metricsText(server.url)).text;
    const labelled = new Set([...text.matchAll(/graphql_operations_total\{operation="([^"]*)"/g)].map((m) => m[1]));
    expect(labelled.has('other')).toBe(true);
    expect(labelled.size).toBeLessThanOrEqual(5 + 1);
    expect(text).not.toContain('L'.repeat(65));
  });
});

describe('V3: /metrics needs METRICS_TOKEN or the admin scope when authentication is on', () => {
  let server: TestServer;
  let open: TestServer;

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { auth: { jwtSecret: TEST_SECRET }, metricsToken: METRICS_TOKEN } });
    open = await startServer({ backend: 'pglite', config: { auth: { jwtSecret: TEST_SECRET }, metricsPublic: true } });
  });
  afterAll(async () => {
    await server?.stop();
    await open?.stop();
  });

  it('refuses anonymous (401) and tenant (403) callers; accepts the metrics token and admins', async () => {
    const anonymous = await metricsText(server.url);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(anonymous.text).not.toContain('graphql_operations_total');

    const wrong = await metricsText(server.url, bearer('not-the-metrics-token-at-all'));
    expect(wrong.status).toBe(401);

    const tenant = await metricsText(server.url, bearer(await hs256Token({ sub: 'u_1' })));
    expect(tenant.status).toBe(403);
    expect(JSON.parse(tenant.text).errors[0].extensions.code).toBe('FORBIDDEN');

    const withToken = await metricsText(server.url, bearer(METRICS_TOKEN));
    expect(withToken.status).toBe(200);
    expect(withToken.text).toContain('graphql_operations_total');

    const admin = await metricsText(server.url, bearer(await hs256Token({ sub: 'ops', scope: 'admin' })));
    expect(admin.status).toBe(200);
  });

  it('serves everyone with METRICS_PUBLIC=true', async () => {
    expect((await metricsText(open.url)).status).toBe(200);
  });

  it('an unauthenticated caller cannot create series either', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await post(server.url, `query Anon${i}Garbage { noSuchField }`);
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    for (let i = 0; i < 20; i++) await post(server.url, `query Anon${i}Valid { __typename }`);
    const text = (await metricsText(server.url, bearer(METRICS_TOKEN))).text;
    expect(text).not.toContain('Anon');
  });
});
