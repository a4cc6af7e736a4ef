// Issue 7: graceful shutdown of the real process. On SIGTERM the service stops accepting,
// closes WebSocket subscriptions with 1001 (clients resume with `after`), ends SSE streams,
// lets in-flight operations finish, closes pools and exits 0 within the grace period.
// The slow operation is real: a mutation blocked on a table lock held by the test.
import { print } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { liveClient, type LiveClient } from '../helpers/clients.js';
import { spawnService, type ServiceProcess } from '../helpers/process.js';
import { createTestDatabase, dropTestDatabase, testDatabaseUrl } from '../helpers/server.js';

const CI = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
const GRACE_MS = 5000;

const Create = graphql(`
  mutation OpsShutdownCreate {
    createSession(input: { title: "drain" }) {
      session {
        id
      }
    }
  }
`);

const Append = graphql(`
  mutation OpsShutdownAppend($sessionId: ID!) {
    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: "in flight" } }] } } }) {
      created
      entry {
        entryId
      }
    }
  }
`);

const Watch = graphql(`
  subscription OpsShutdownWatch($sessionId: ID!) {
    sessionEvents(sessionId: $sessionId, after: 0) {
      offset
      type
    }
  }
`);

async function post(url: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] } };
}

/** Backends of the test's database (other than `client`'s own) waiting for a lock. */
async function lockWaiters(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
  );
  return rows[0]!.n;
}

describe.skipIf(!testDatabaseUrl() && !CI)('graceful shutdown on SIGTERM', () => {
  let databaseUrl: string;
  let proc: ServiceProcess | undefined;
  let locker: pg.Client | undefined;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
  });

  afterAll(async () => {
    for (const c of clients) await c.dispose().catch(() => {});
    await locker?.end().catch(() => {});
    proc?.kill();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('closes WebSockets with 1001, ends SSE streams, finishes in-flight work and exits 0 within the grace period', async () => {
    proc = spawnService({ PORT: '0', DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: String(GRACE_MS) });
    const url = await proc.listening();
    const server = { url, wsUrl: url.replace('http', 'ws') };

    const created = await post(url, print(Create));
    const sessionId = (created.body.data as { createSession: { session: { id: string } } }).createSession.session.id;

    const ws = liveClient('ws', server);
    const sse = liveClient('sse', server);
    clients.push(ws, sse);
    const wsSub = ws.subscribe(Watch, { sessionId });
    const sseSub = sse.subscribe(Watch, { sessionId });
    await wsSub.waitFor(1);
    await sseSub.waitFor(1);

    // Hold a lock the next mutation needs, so it is in flight when SIGTERM arrives.
    locker = new pg.Client({ connectionString: databaseUrl });
    locker.on('error', () => {});
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table sessions in access exclusive mode');
    const inFlight = post(url, print(Append), { sessionId });
    await expect.poll(() => lockWaiters(locker!), { message: 'the mutation waits for the lock' }).toBeGreaterThan(0);

    const signalled = Date.now();
    proc.child.kill('SIGTERM');

    // Subscriptions end at once, while the operation is still blocked.
    await wsSub.waitForEnd(GRACE_MS);
    await sseSub.waitForEnd(GRACE_MS);
    const close = wsSub.transportError as { code?: number; reason?: string } | undefined;
    expect(close?.code).toBe(1001);
    expect(sseSub.completed).toBe(true);
    expect(sseSub.errors).toEqual([]);

    // New connections are not accepted while draining.
    const refused = await fetch(url.replace('/graphql', '/healthz')).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(refused);

    // Let the in-flight mutation finish: it completes normally.
    await new Promise((r) => setTimeout(r, 300));
    await locker.query('commit');
    await locker.end();
    const result = await inFlight;
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    expect((result.body.data as { appendEntry: { created: boolean } }).appendEntry.created).toBe(true);

    const exit = await proc.exited;
    const took = Date.now() - signalled;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(took).toBeLessThan(GRACE_MS);
    const messages = proc.logs().map((l) => l.msg);
    expect(messages).toContain('draining: finishing in-flight operations');
    expect(messages).toContain('stopped');

    // The append was committed: a client resuming with `after` would find it.
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      const { rows } = await check.query<{ n: number }>("select count(*)::int as n from events where type = 'message_added'");
      expect(rows[0]!.n).toBe(1);
    } finally {
      await check.end();
    }
  }, 60_000);

  it('cuts work that outlives the grace period and still exits 0 in time', async () => {
    proc = spawnService({ PORT: '0', DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '500' });
    const url = await proc.listening();
    const created = await post(url, print(Create));
    const sessionId = (created.body.data as { createSession: { session: { id: string } } }).createSession.session.id;

    locker = new pg.Client({ connectionString: databaseUrl });
    locker.on('error', () => {});
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table sessions in access exclusive mode');
    const inFlight = post(url, print(Append), { sessionId }).then(
      (r) => r.status,
      () => 'cut',
    );
    await expect.poll(() => lockWaiters(locker!), { message: 'the mutation waits for the lock' }).toBeGreaterThan(0);

    const signalled = Date.now();
    proc.child.kill('SIGTERM');
    expect(await inFlight).toBe('cut');
    // The query stays stuck in the database: closing the pool must not wait for it forever.
    const exit = await proc.exited;
    await locker.query('rollback');
    await locker.end();
    expect(exit.code).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(500 + 3000);
  }, 60_000);
});
