// Per-identity concurrency limits of the expensive classes (issue 20, mechanism 5): searches,
// large operations and uploads. One identity past its limit gets RATE_LIMITED (HTTP 429,
// `Retry-After`, `extensions.retryAfterMs`) at once, before anything runs; another identity is
// not affected; slots come back when the work ends.
//
// The work is held in flight deterministically by the database itself: the suite takes an
// ACCESS EXCLUSIVE lock on the tables the work reads, so every admitted request waits on it
// (holding its slot) until the suite releases it, and nothing finishes early. That needs a
// server with connections of its own: Postgres. (PGlite runs each statement on the event loop,
// one at a time, so no request can be held open from outside; the limits are in the transport,
// the same code for both backends.)
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, hs256Token, TEST_SECRET, wsConnect } from '../helpers/auth.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { startServer, testDatabaseUrl, type TestServer } from '../helpers/server.js';
import { uploadRaw } from '../helpers/uploads.js';

const SEARCH = 'query RlSearch($q: String!) { searchSessions(query: $q, first: 5) { nodes { session { id } } } }';
/** Estimated cost 201 (1 + 100 × 2): large with LARGE_OPERATION_COST 100. */
const LARGE = '{ sessions(first: 100) { nodes { id } } }';
/** Cost 5: small. */
const SMALL = '{ sessions(first: 2) { nodes { id } } }';

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function post(url: string, query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer['body'] };
}

const codeOf = (a: Answer) => a.body.errors?.[0]?.extensions?.code;

/** What a refusal looks like: 429, Retry-After, RATE_LIMITED with retryAfterMs, nothing ran. */
function expectRateLimited(answer: Answer, limit: number) {
  expect(answer.status).toBe(429);
  expect(answer.retryAfter).toBe('1');
  expect(codeOf(answer), JSON.stringify(answer.body)).toBe('RATE_LIMITED');
  expect(answer.body.errors?.[0]?.extensions?.retryAfterMs).toBe(1000);
  expect(answer.body.errors?.[0]?.extensions?.limit).toBe(limit);
  expect(answer.body.data ?? null).toBeNull();
}

/** Holds the tables `tables` (ACCESS EXCLUSIVE) until the returned function is called. */
async function holdTables(databaseUrl: string, tables: string[]): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${tables.join(', ')} in access exclusive mode`);
  return async () => {
    await client.query('commit');
    await client.end();
  };
}

describe.skipIf(!testDatabaseUrl())('per-identity concurrency limits (postgres)', () => {
  const SEARCHES = 4;
  let server: TestServer;
  let alice: Record<string, string>;
  let bob: Record<string, string>;

  beforeAll(async () => {
    server = await startServer({
      backend: 'postgres',
      config: {
        auth: { jwtSecret: TEST_SECRET },
        // The defaults for searches (4); small ones for the others. Refusals answered at once (the
        // delay of RATE_LIMITED_ANSWER_DELAY_MS has its own spec, use-identity-concurrency.test.ts).
        transport: {
          largeOperationCost: 100,
          maxConcurrentLargeOperationsPerIdentity: 2,
          maxConcurrentUploadsPerIdentity: 2,
          rateLimitedAnswerDelayMs: 0,
        },
        // Requests wait on the suite's lock: no statement timeout may cut them meanwhile.
        statementTimeouts: { searchMs: 0, readMs: 0, writeMs: 0 },
      },
    });
    alice = bearer(await hs256Token({ sub: 'alice' }));
    bob = bearer(await hs256Token({ sub: 'bob' }));
    for (const who of [alice, bob]) {
      const { id } = await createSession(server, { title: 'held' }, who);
      await appendMessages(server, id, [userText('the quarterly report')], { headers: who });
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`searches: the ${SEARCHES + 1}th at once is refused; another identity's go through; slots come back`, async () => {
    const release = await holdTables(server.databaseUrl!, ['search_docs']);
    let answers: Answer[];
    let bobs: Answer[];
    try {
      // Nothing finishes while the lock is held: of SEARCHES + 1 at once, exactly one is refused (at once).
      const pending = Array.from({ length: SEARCHES + 1 }, () => post(server.url, SEARCH, { q: 'quarterly' }, alice));
      const first = await Promise.race(pending);
      expectRateLimited(first, SEARCHES);
      // Bob is at his own limit, not Alice's: the same happens to him while Alice's slots are all taken.
      const bobPending = Array.from({ length: SEARCHES + 1 }, () => post(server.url, SEARCH, { q: 'quarterly' }, bob));
      expectRateLimited(await Promise.race(bobPending), SEARCHES);
      // Over WebSocket too: Alice is still at her limit.
      const ws = wsConnect(server.wsUrl, { authorization: alice.authorization! });
      try {
        expect(await ws.outcome).toEqual({ connected: true });
        const overWs = await new Promise<{ errors?: { extensions?: Record<string, unknown> }[] }>((resolve) => {
          let last = {};
          ws.client.subscribe(
            { query: SEARCH, variables: { q: 'quarterly' } },
            { next: (r) => (last = r), error: (e) => resolve({ errors: e as never }), complete: () => resolve(last) },
          );
        });
        expect(overWs.errors?.[0]?.extensions?.code, JSON.stringify(overWs)).toBe('RATE_LIMITED');
        expect(overWs.errors?.[0]?.extensions?.retryAfterMs).toBe(1000);
      } finally {
        await ws.client.dispose();
      }
      await release();
      answers = await Promise.all(pending);
      bobs = await Promise.all(bobPending);
    } catch (error) {
      await release().catch(() => {});
      throw error;
    }
    for (const set of [answers, bobs]) {
      expect(set.filter((a) => codeOf(a) === 'RATE_LIMITED')).toHaveLength(1);
      const done = set.filter((a) => codeOf(a) !== 'RATE_LIMITED');
      expect(done).toHaveLength(SEARCHES);
      for (const a of done) {
        expect(a.status).toBe(200);
        expect((a.body.data as { searchSessions: { nodes: unknown[] } }).searchSessions.nodes).toHaveLength(1);
      }
    }
    // The slots came back: a full set at once goes through.
    const again = await Promise.all(Array.from({ length: SEARCHES }, () => post(server.url, SEARCH, { q: 'quarterly' }, alice)));
    expect(again.map(codeOf)).toEqual(Array(SEARCHES).fill(undefined));
  });

  it('aliases count: one operation with more searchSessions fields than the limit is refused whole', async () => {
    const aliases = Array.from({ length: SEARCHES + 1 }, (_, i) => `s${i}: searchSessions(query: "quarterly") { nodes { rank } }`).join(' ');
    expectRateLimited(await post(server.url, `{ ${aliases} }`, {}, alice), SEARCHES);
    expect(codeOf(await post(server.url, `{ ${aliases.split(' s4:')[0]} }`, {}, alice))).toBeUndefined();
  });

  it('large operations (cost ≥ LARGE_OPERATION_COST): the 3rd at once is refused; small ones and other identities are not', async () => {
    const release = await holdTables(server.databaseUrl!, ['sessions']);
    let large: Answer[];
    let others: Answer[];
    try {
      const pending = Array.from({ length: 3 }, () => post(server.url, LARGE, {}, alice));
      expectRateLimited(await Promise.race(pending), 2);
      const small = post(server.url, SMALL, {}, alice);
      const bobs = Array.from({ length: 2 }, () => post(server.url, LARGE, {}, bob));
      await release();
      large = await Promise.all(pending);
      others = await Promise.all([small, ...bobs]);
    } catch (error) {
      await release().catch(() => {});
      throw error;
    }
    expect(large.map(codeOf).sort()).toEqual(['RATE_LIMITED', undefined, undefined]);
    expect(others.map(codeOf)).toEqual([undefined, undefined, undefined]);
  });

  it('uploads: the 3rd at once is refused with 429 before its body is read; the slots come back', async () => {
    const sessionOf = async (who: Record<string, string>) => (await createSession(server, { title: 'held' }, who)).id;
    const sessionId = await sessionOf(alice);
    const bobSession = await sessionOf(bob);
    const release = await holdTables(server.databaseUrl!, ['sessions']);
    let uploads: Awaited<ReturnType<typeof uploadRaw>>[];
    let bobs: Awaited<ReturnType<typeof uploadRaw>>[];
    try {
      const pending = Array.from({ length: 3 }, (_, i) => uploadRaw(server.url, { sessionId, bytes: `file ${i}`, headers: alice }));
      const first = await Promise.race(pending);
      expect(first.status).toBe(429);
      expect(first.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect(first.body.errors?.[0]?.extensions?.retryAfterMs).toBe(1000);
      const bobPending = Array.from({ length: 2 }, (_, i) => uploadRaw(server.url, { sessionId: bobSession, bytes: `bob ${i}`, headers: bob }));
      await release();
      uploads = await Promise.all(pending);
      bobs = await Promise.all(bobPending);
    } catch (error) {
      await release().catch(() => {});
      throw error;
    }
    expect(uploads.map((u) => u.status).sort()).toEqual([200, 200, 429]);
    expect(bobs.map((u) => u.body.errors)).toEqual([undefined, undefined]);
    const again = await Promise.all(Array.from({ length: 2 }, (_, i) => uploadRaw(server.url, { sessionId, bytes: `again ${i}`, headers: alice })));
    expect(again.map((u) => u.body.errors)).toEqual([undefined, undefined]);
  });
});
