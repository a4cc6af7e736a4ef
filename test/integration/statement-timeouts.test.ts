// statement_timeout per operation class (issue 20, mechanism 4): no single statement holds a
// pooled connection for long. Searches (STATEMENT_TIMEOUT_SEARCH_MS), every other read
// (STATEMENT_TIMEOUT_READ_MS, which pooled connections start with) and the statements of write
// transactions (STATEMENT_TIMEOUT_WRITE_MS) each have their own; a statement cut by it answers
// QUERY_TIMEOUT (retryable, never a 500) and a cut write applies nothing.
//
// Statements are made to run long deterministically: the suite holds a lock the statement
// needs (a table lock, a row lock) until the statement has been answered. Postgres only:
// PGlite does not enforce statement_timeout (checked below: the settings do no harm there).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGraphQL, type RawResponse } from '../helpers/auth.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { startServer, testDatabaseUrl, type TestServer } from '../helpers/server.js';

const SEARCH = 'query StSearch { searchSessions(query: "budget") { nodes { session { id } } } }';
const PAGE = 'query StPage($id: ID!) { session(id: $id) { messages(first: 5) { nodes { entryId } } } }';
const RENAME = 'mutation StRename($id: ID!) { setSessionMeta(input: { sessionId: $id, title: "renamed" }) { session { title } } }';
const TITLE = 'query StTitle($id: ID!) { session(id: $id) { title } }';

const codeOf = (res: RawResponse) => res.body.errors?.[0]?.extensions?.code;

function expectTimedOut(res: RawResponse) {
  expect(codeOf(res), res.text).toBe('QUERY_TIMEOUT');
  expect(res.body.errors?.[0]?.extensions?.retryable).toBe(true);
  expect(res.status).toBe(200);
  expect(res.text).not.toMatch(/canceling statement|57014/); // the database's own words stay in the log
}

/** A transaction of the suite's own that holds `statement`'s locks until released. */
async function hold(databaseUrl: string, statement: string, params: unknown[] = []): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query(statement, params);
  return async () => {
    await client.query('commit');
    await client.end();
  };
}

/** A session titled "timed" with one message that a search for "budget" finds. */
const timedSession = async (server: TestServer) => {
  const { id } = await createSession(server, { title: 'timed' });
  await appendMessages(server, id, [userText('the budget review')]);
  return id;
};

const started = async (config: Record<string, unknown>) => {
  const server = await startServer({ backend: 'postgres', config: { statementTimeouts: config } });
  return { server, id: await timedSession(server) };
};

describe.skipIf(!testDatabaseUrl())('statement timeouts per operation class (postgres)', () => {
  let search: { server: TestServer; id: string };
  let read: { server: TestServer; id: string };
  let write: { server: TestServer; id: string };

  beforeAll(async () => {
    [search, read, write] = await Promise.all([
      started({ searchMs: 300, readMs: 0, writeMs: 0 }),
      started({ searchMs: 0, readMs: 300, writeMs: 0 }),
      started({ searchMs: 0, readMs: 0, writeMs: 300 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([search?.server.stop(), read?.server.stop(), write?.server.stop()]);
  });

  it("a search is cut after STATEMENT_TIMEOUT_SEARCH_MS; a read waiting as long is not (it is another class's)", async () => {
    const { server, id } = search;
    const release = await hold(server.databaseUrl!, 'lock table search_docs, entries in access exclusive mode');
    let page: Promise<RawResponse>;
    try {
      page = postGraphQL(server.url, PAGE, { id });
      expectTimedOut(await postGraphQL(server.url, SEARCH));
    } finally {
      await release();
    }
    // The read waited for the lock, without a timeout of its own, and completed.
    const res = await page;
    expect(res.body.errors, res.text).toBeUndefined();
    expect((res.body.data as { session: { messages: { nodes: unknown[] } } }).session.messages.nodes).toHaveLength(1);
    // Nothing is stuck: the same search now runs.
    const again = await postGraphQL(server.url, SEARCH);
    expect((again.body.data as { searchSessions: { nodes: { session: { id: string } }[] } }).searchSessions.nodes.map((n) => n.session.id)).toEqual([
      id,
    ]);
  });

  it('a page read is cut after STATEMENT_TIMEOUT_READ_MS (the timeout pooled connections start with)', async () => {
    const { server, id } = read;
    const release = await hold(server.databaseUrl!, 'lock table entries in access exclusive mode');
    try {
      expectTimedOut(await postGraphQL(server.url, PAGE, { id }));
    } finally {
      await release();
    }
    expect((await postGraphQL(server.url, PAGE, { id })).body.errors).toBeUndefined();
  });

  it('a write transaction waiting for a row lock is cut after STATEMENT_TIMEOUT_WRITE_MS and applies nothing', async () => {
    const { server, id } = write;
    const release = await hold(server.databaseUrl!, 'select id from sessions where id = $1 for update', [id]);
    try {
      expectTimedOut(await postGraphQL(server.url, RENAME, { id }));
    } finally {
      await release();
    }
    expect((await postGraphQL(server.url, TITLE, { id })).body.data).toEqual({ session: { title: 'timed' } });
    expect((await postGraphQL(server.url, RENAME, { id })).body.data).toEqual({ setSessionMeta: { session: { title: 'renamed' } } });
  });
});

describe('statement timeouts on PGlite (not enforced there)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { statementTimeouts: { searchMs: 1, readMs: 1, writeMs: 1 } } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the settings are accepted and nothing is cut', async () => {
    const id = await timedSession(server);
    expect((await postGraphQL(server.url, SEARCH)).body.errors).toBeUndefined();
    expect((await postGraphQL(server.url, PAGE, { id })).body.errors).toBeUndefined();
    expect((await postGraphQL(server.url, RENAME, { id })).body.errors).toBeUndefined();
  });
});
