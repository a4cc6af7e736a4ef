// Issue 3: Redis stopped and restarted in the middle of a stream of writes. Mutations keep
// succeeding while Redis is down; once both instances' buses are re-established, every
// sessionEvents subscriber (WebSocket and SSE, on both instances) ends with every event
// exactly once, in order. Uses a private redis-server, so other suites are unaffected.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql } from '../gql/index.js';
import { liveClient, type LiveClient } from '../helpers/clients.js';
import { createSession } from '../helpers/flow.js';
import { startIsolatedRedis, type IsolatedRedis } from '../helpers/isolated-servers.js';
import { createTestDatabase, dropTestDatabase, startServer, testDatabaseUrl, testRedisUrl, type TestServer } from '../helpers/server.js';

const RestartEvents = graphql(`
  subscription RestartEvents($sessionId: ID!, $after: SafeInt) {
    sessionEvents(sessionId: $sessionId, after: $after) {
      offset
      type
    }
  }
`);

const RestartAppend = graphql(`
  mutation RestartAppend($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      entry {
        entryId
      }
    }
  }
`);

const RestartLastOffset = graphql(`
  query RestartLastOffset($id: ID!) {
    session(id: $id) {
      lastOffset
    }
  }
`);

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

interface BusView {
  healthy(): boolean;
  counters?: () => { reconnects: number; publishFailures: number };
}
const busOf = (s: TestServer) => s.app.deps.bus as unknown as BusView;

describe.runIf(testDatabaseUrl() && testRedisUrl())('Redis stopped and restarted during a stream of writes (postgres)', () => {
  let redis: IsolatedRedis;
  let databaseUrl: string;
  let a: TestServer;
  let b: TestServer;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    const own = await startIsolatedRedis();
    redis = own;
    databaseUrl = await createTestDatabase();
    const prefix = `t-restart-${randomUUID()}:`;
    a = await startServer({ backend: 'postgres', databaseUrl, redisUrl: redis.url, config: { redisChannelPrefix: prefix } });
    b = await startServer({ backend: 'postgres', databaseUrl, redisUrl: redis.url, config: { redisChannelPrefix: prefix } });
  }, 60_000);

  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await a?.stop();
    await b?.stop();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
    await redis?.stop();
  });

  it('every subscriber ends with every event exactly once, in order; mutations never fail while Redis is down', async () => {
    const sessionId = (await createSession(a, { title: 'restart' })).id;
    const other = (await createSession(b, { title: 'other' })).id;
    const subs = [
      { name: 'ws@A', client: liveClient('ws', a) },
      { name: 'sse@A', client: liveClient('sse', a) },
      { name: 'ws@B', client: liveClient('ws', b) },
      { name: 'sse@B', client: liveClient('sse', b) },
    ].map(({ name, client }) => {
      clients.push(client);
      return {
        name,
        main: client.subscribe(RestartEvents, { sessionId, after: 0 }),
        other: client.subscribe(RestartEvents, { sessionId: other, after: 0 }),
      };
    });
    for (const s of subs) await s.main.waitFor(1);

    const failures: unknown[] = [];
    let writes = 0;
    let stop = false;
    // Two writers (one per instance), each alternating between the two sessions, bounded in count.
    const writer = (server: TestServer, tag: string) =>
      (async () => {
        for (let i = 0; !stop && i < 600; i++) {
          const result = await server.request(RestartAppend, {
            input: { sessionId: i % 2 ? other : sessionId, message: { user: { content: [{ text: { text: `${tag} ${i}` } }] } } },
          });
          if (result.errors?.length) failures.push(result.errors);
          else writes += 1;
          await new Promise((r) => setTimeout(r, 2));
        }
      })();
    const writers = [writer(a, 'A'), writer(b, 'B')];

    // Until n writes succeeded, or one failed (asserted below).
    const waitWrites = (n: number) =>
      vi.waitFor(
        () => {
          if (writes < n && failures.length === 0) throw new Error(`${n} writes (${writes} so far)`);
        },
        { timeout: 20_000, interval: 20 },
      );
    await waitWrites(40);
    const publishFailuresBefore = busOf(a).counters?.().publishFailures ?? 0;
    await redis.stop();
    await expect
      .poll(() => ({ a: busOf(a).healthy(), b: busOf(b).healthy() }), { timeout: 10_000, message: 'both buses notice that Redis is down' })
      .toEqual({ a: false, b: false });
    const writesAtOutage = writes;
    await waitWrites(writesAtOutage + 40); // mutations keep succeeding while Redis is down
    expect(failures).toEqual([]);
    // Those writes were not published (the bus failed them) — the test really exercised the outage.
    expect(busOf(a).counters?.().publishFailures ?? 1).toBeGreaterThan(publishFailuresBefore);

    const reconnectsBefore = busOf(a).counters?.().reconnects ?? 0;
    await redis.start();
    // Wait for both buses to be re-established (subscription confirmed), not just for Redis.
    await expect
      .poll(() => ({ a: busOf(a).healthy(), b: busOf(b).healthy() }), { timeout: 20_000, message: 'both buses re-subscribed after the restart' })
      .toEqual({ a: true, b: true });
    if (busOf(a).counters) expect(busOf(a).counters?.().reconnects).toBeGreaterThan(reconnectsBefore);
    const writesAtReturn = writes;
    await waitWrites(writesAtReturn + 40);
    stop = true;
    await Promise.all(writers);
    expect(failures).toEqual([]);

    for (const [id, pick] of [
      [sessionId, (s: (typeof subs)[number]) => s.main],
      [other, (s: (typeof subs)[number]) => s.other],
    ] as const) {
      const last = (await a.ok(RestartLastOffset, { id })).session?.lastOffset as number;
      expect(last).toBeGreaterThan(60);
      for (const s of subs) {
        const sub = pick(s);
        await sub.waitFor(last, 20_000);
        const offsets = sub.items.map((r) => r.sessionEvents.offset);
        expect(offsets, `${s.name} on ${id === sessionId ? 'main' : 'other'}`).toEqual(range(1, last));
      }
    }
    // The streams stay live after the repair.
    const last = (await a.ok(RestartLastOffset, { id: sessionId })).session?.lastOffset as number;
    await b.ok(RestartAppend, { input: { sessionId, message: { user: { content: [{ text: { text: 'after' } }] } } } });
    for (const s of subs) {
      await s.main.waitFor(last + 1);
      expect(s.main.items.map((r) => r.sessionEvents.offset).slice(-2), s.name).toEqual([last, last + 1]);
    }
    expect(subs.every((s) => !s.main.ended && s.main.errors.length === 0)).toBe(true);
  }, 90_000);
});
