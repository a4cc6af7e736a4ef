// One identity's heavy operations (searches, large operations) take turns (issue 20): of those it
// has admitted (MAX_CONCURRENT_SEARCHES_PER_IDENTITY, MAX_CONCURRENT_LARGE_OPERATIONS_PER_IDENTITY),
// only MAX_RUNNING_HEAVY_OPERATIONS_PER_IDENTITY execute at once — reach the database, use its
// CPU and the event loop — and the others wait in that identity's own queue; another identity's
// heavy operations run beside them. A wait past HEAVY_OPERATION_QUEUE_MS is refused with
// RATE_LIMITED, nothing run.
//
// The running ones are made to wait inside the database on a lock the suite holds, and counted
// there (pg_stat_activity): that needs Postgres.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/auth.js';
import { lockWaiters } from '../helpers/locks.js';
import { seed } from '../helpers/seed.js';
import { errorCode, startServer, testDatabaseUrl, type GraphQLResponse, type TestServer } from '../helpers/server.js';

const SEARCH = 'query HtSearch($q: String!) { searchSessions(query: $q, first: 5) { nodes { session { id } } } }';
const ADMITTED = 4;

/** Holds `table` (ACCESS EXCLUSIVE) until the returned function is called. */
async function holdTable(databaseUrl: string, table: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${table} in access exclusive mode`);
  return async () => {
    await client.query('commit');
    await client.end();
  };
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function untilWaiting(databaseUrl: string, atLeast: number): Promise<number> {
  await expect
    .poll(() => lockWaiters(databaseUrl), { timeout: 5_000, interval: 50, message: `operations waiting on the held lock (want ${atLeast})` })
    .toBeGreaterThanOrEqual(atLeast);
  // A moment more for any others to arrive.
  await settle(400);
  return lockWaiters(databaseUrl);
}

describe.skipIf(!testDatabaseUrl())('heavy operations take turns per identity (postgres)', () => {
  let server: TestServer;
  let alice: Record<string, string>;
  let bob: Record<string, string>;

  beforeAll(async () => {
    server = await startServer({
      backend: 'postgres',
      config: {
        auth: { jwtSecret: TEST_SECRET },
        // Back to back (share 1): the rest after a heavy turn (HEAVY_OPERATION_SHARE) has its own spec.
        transport: {
          maxConcurrentSearchesPerIdentity: ADMITTED,
          maxRunningHeavyOperationsPerIdentity: 1,
          heavyOperationQueueMs: 1500,
          heavyOperationShare: 1,
        },
        statementTimeouts: { searchMs: 0, readMs: 0, writeMs: 0 },
      },
    });
    // A session of each identity holding the text the searches find.
    const held = (who: string) =>
      seed(server)
        .tenant(who)
        .session({ title: 'held' })
        .messages(1, () => 'the quarterly report');
    alice = (await held('alice')).headers;
    bob = (await held('bob')).headers;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`of ${ADMITTED} admitted searches of one identity one runs, the others wait their turn; another identity's runs beside it`, async () => {
    const release = await holdTable(server.databaseUrl!, 'search_docs');
    let alices: GraphQLResponse<unknown>[];
    let bobs: GraphQLResponse<unknown>[];
    try {
      const pending = Array.from({ length: ADMITTED }, () => server.request(SEARCH, { q: 'quarterly' }, alice));
      // Only one of Alice's reached the database.
      expect(await untilWaiting(server.databaseUrl!, 1)).toBe(1);
      // Bob's runs beside it: it is not behind Alice's queue.
      const bobPending = [server.request(SEARCH, { q: 'quarterly' }, bob)];
      expect(await untilWaiting(server.databaseUrl!, 2)).toBe(2);
      await release();
      alices = await Promise.all(pending);
      bobs = await Promise.all(bobPending);
    } catch (error) {
      await release().catch(() => {});
      throw error;
    }
    // The one that ran and Bob's were answered; the queued ones were answered in turn, or refused
    // when their wait passed HEAVY_OPERATION_QUEUE_MS — RATE_LIMITED, nothing run.
    expect(errorCode(bobs[0]!), JSON.stringify(bobs[0]!.errors)).toBeUndefined();
    const codes = alices.map(errorCode);
    expect(codes.filter((c) => c === undefined).length).toBeGreaterThanOrEqual(1);
    for (const c of codes) expect([undefined, 'RATE_LIMITED']).toContain(c);
    const refused = alices.find((a) => errorCode(a) === 'RATE_LIMITED');
    if (refused) {
      expect(refused.errors![0]!.extensions!.retryAfterMs).toBe(1000);
      expect(refused.data ?? null).toBeNull();
    }
    // Nothing is left queued: a full set again goes through.
    const again = await Promise.all(Array.from({ length: ADMITTED }, () => server.request(SEARCH, { q: 'quarterly' }, alice)));
    expect(again.map(errorCode)).toEqual(Array(ADMITTED).fill(undefined));
  });

  it('a queued heavy operation whose caller went away leaves the queue: its admission slot comes back at once', async () => {
    const release = await holdTable(server.databaseUrl!, 'search_docs');
    try {
      // ADMITTED searches admitted: one runs (held on the lock), the others queued.
      const running = server.request(SEARCH, { q: 'quarterly' }, alice);
      expect(await untilWaiting(server.databaseUrl!, 1)).toBe(1);
      const gone = Array.from({ length: ADMITTED - 1 }, () => new AbortController());
      const queued = gone.map((c) =>
        fetch(server.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...alice },
          body: JSON.stringify({ query: SEARCH, variables: { q: 'quarterly' } }),
          signal: c.signal,
        }).catch(() => null),
      );
      await settle(300);
      for (const c of gone) c.abort();
      await Promise.all(queued);
      await settle(300);
      // Their slots came back: another search is admitted (queued behind the running one), not
      // refused at once for the admission limit.
      const next = server.request(SEARCH, { q: 'quarterly' }, alice);
      await settle(300);
      await release();
      expect(errorCode(await running)).toBeUndefined();
      const answer = await next;
      expect(errorCode(answer), JSON.stringify(answer.errors)).toBeUndefined();
    } catch (error) {
      await release().catch(() => {});
      throw error;
    }
  });

  it('a heavy operation that waits past HEAVY_OPERATION_QUEUE_MS is refused with RATE_LIMITED', async () => {
    const release = await holdTable(server.databaseUrl!, 'search_docs');
    let answers: GraphQLResponse<unknown>[];
    try {
      const first = server.request(SEARCH, { q: 'quarterly' }, alice);
      expect(await untilWaiting(server.databaseUrl!, 1)).toBe(1);
      // Held on the lock longer than the queue's wait: the second is refused, never run.
      const second = await server.request(SEARCH, { q: 'quarterly' }, alice);
      expect(errorCode(second), JSON.stringify(second.errors)).toBe('RATE_LIMITED');
      expect(second.errors![0]!.extensions!.retryAfterMs).toBe(1000);
      await release();
      answers = [await first];
    } catch (error) {
      await release().catch(() => {});
      throw error;
    }
    expect(answers.map(errorCode)).toEqual([undefined]);
  });
});
