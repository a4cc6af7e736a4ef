// Each identity's share of the database pool (DATABASE_POOL_SHARE_PER_IDENTITY, issue 20): one
// caller whose operations all wait on something slow holds at most its share of the pool's
// connections; another caller's operations still find a free one; the first caller's further
// operations wait in its own queue and are refused RATE_LIMITED (retryAfterMs) when no slot of
// its own frees in time, having changed nothing.
//
// The slow thing is a row lock the suite holds on Alice's session, so every append of hers
// waits inside the database holding a connection. That needs a server with a connection pool:
// Postgres (PGlite has one connection and runs statements one at a time).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { createSession } from '../helpers/flow.js';
import { lockWaiters } from '../helpers/locks.js';
import { errorCode, startServer, testDatabaseUrl, type GraphQLResponse, type TestServer } from '../helpers/server.js';

const APPEND = `mutation PsAppend($sessionId: ID!) {
  appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: "waits for the lock" } }] } } }) { entry { entryId } }
}`;
const LIST = '{ sessions(first: 5) { nodes { id title } } }';

const POOL = 4;
const SHARE = 2;

/** Holds the row of session `id` (FOR UPDATE) until the returned function is called. */
async function holdSessionRow(databaseUrl: string, id: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query('select 1 from sessions where id = $1 for update', [id]);
  return async () => {
    await client.query('commit');
    await client.end();
  };
}

describe.skipIf(!testDatabaseUrl())('each identity gets its share of the pool (postgres)', () => {
  let server: TestServer;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let aliceSession: string;

  beforeAll(async () => {
    server = await startServer({
      backend: 'postgres',
      config: {
        auth: { jwtSecret: TEST_SECRET },
        databasePoolSize: POOL,
        databasePoolSharePerIdentity: SHARE,
        databasePoolTimeoutMs: 1500,
        // Appends wait on the suite's lock: no statement timeout may cut them meanwhile.
        statementTimeouts: { searchMs: 0, readMs: 0, writeMs: 0 },
      },
    });
    alice = bearer(await hs256Token({ sub: 'alice' }));
    bob = bearer(await hs256Token({ sub: 'bob' }));
    aliceSession = (await createSession(server, { title: 'alice' }, alice)).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`one identity's stuck operations hold at most ${SHARE} of ${POOL} connections; another identity's go through`, async () => {
    const release = await holdSessionRow(server.databaseUrl!, aliceSession);
    let appends: GraphQLResponse<unknown>[];
    try {
      // As many appends as the pool has connections, all waiting on the lock.
      const pending = Array.from({ length: POOL }, () => server.request(APPEND, { sessionId: aliceSession }, alice));
      // Until they have reached the database (with a share, only SHARE of them can), and a moment for the rest.
      await expect
        .poll(() => lockWaiters(server.databaseUrl!), { message: 'the appends reach the database', timeout: 5_000, interval: 50 })
        .toBeGreaterThanOrEqual(SHARE);
      await new Promise((r) => setTimeout(r, 300));

      // Bob is not held up by Alice's share: his write and his read are answered.
      await createSession(server, { title: 'bob' }, bob);
      const bobList = await server.request<{ sessions: { nodes: { title: string }[] } }, unknown>(LIST, {}, bob);
      expect(errorCode(bobList), JSON.stringify(bobList.errors)).toBeUndefined();
      expect(bobList.data!.sessions.nodes.map((n) => n.title)).toEqual(['bob']);

      // Alice's own further work waits in her queue and is refused when none of her slots frees.
      const aliceList = await server.request(LIST, {}, alice);
      expect(errorCode(aliceList), JSON.stringify(aliceList.errors)).toBe('RATE_LIMITED');
      expect(aliceList.errors![0]!.extensions!.retryAfterMs).toBe(1000);
      expect(aliceList.errors![0]!.extensions!.limit).toBe(SHARE);
      await release();
      appends = await Promise.all(pending);
    } catch (error) {
      await release().catch(() => {});
      throw error;
    }
    // The appends holding her slots finished once the lock went; those that waited in her queue were refused.
    expect(appends.filter((a) => errorCode(a) === undefined)).toHaveLength(SHARE);
    expect(appends.filter((a) => errorCode(a) === 'RATE_LIMITED')).toHaveLength(POOL - SHARE);
    // Nothing of the refused ones was applied, and her slots came back.
    const entries = await server.request<{ session: { messages: { edges: unknown[] } } }, unknown>(
      'query($id: ID!) { session(id: $id) { messages(first: 10) { edges { cursor } } } }',
      { id: aliceSession },
      alice,
    );
    expect(errorCode(entries), JSON.stringify(entries.errors)).toBeUndefined();
    expect(entries.data!.session.messages.edges).toHaveLength(SHARE);
  });
});
