// Sessions at the end of their life (issue 27, SPEC §13): a session's own `expiresAt` (set at
// create, changed or removed with setSessionMeta, carried by its stream) and SESSION_RETENTION
// for idle sessions. The sweep deletes a session as deleteSession does — entries, events,
// context, and the attachments no other session references — announces `sessionDeleted`, counts
// what it swept on /metrics, and deletes each session once when instances sweep at the same time.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepSessions } from '../../src/services/session-retention.js';
import type { ContentBlockInput } from '../gql/graphql.js';
import { appendMessages, createSession } from '../helpers/flow.js';
import { backends, createTestDatabase, errorCode, startServer, testRedisUrl, type TestServer } from '../helpers/server.js';
import { upload } from '../helpers/uploads.js';

const HOUR = 3_600_000;
const CREATE = `mutation Create($title: String, $expiresAt: Timestamp) {
  createSession(input: { title: $title, expiresAt: $expiresAt }) { session { id expiresAt } }
}`;
const SET_EXPIRY = `mutation Expiry($sessionId: ID!, $expiresAt: Timestamp) {
  setSessionMeta(input: { sessionId: $sessionId, expiresAt: $expiresAt }) { session { id expiresAt updatedAt } }
}`;
const SET_TITLE = `mutation Title($sessionId: ID!, $title: String!) {
  setSessionMeta(input: { sessionId: $sessionId, title: $title }) { session { id expiresAt } }
}`;
const GET = 'query Get($id: ID!) { session(id: $id) { id expiresAt } }';
const GET_ATTACHMENT = 'query Attachment($id: ID!) { attachment(id: $id) { id } }';
const FORK = `mutation Fork($sessionId: ID!, $entryId: ID!) {
  forkSession(input: { sessionId: $sessionId, entryId: $entryId }) { session { id expiresAt } }
}`;
const ADD_ITEM = `mutation Item($sessionId: ID!) {
  addContextItem(input: { sessionId: $sessionId, item: { role: USER, content: "remember this", llmRequestPolicy: DONT_TRIGGER_REQUEST } }) { offset }
}`;
const EVENTS = `query Events($id: ID!) {
  session(id: $id) { events(first: 50) { edges { node {
    type
    ... on SessionCreatedEvent { expiresAt }
    ... on SessionMetaUpdatedEvent { title expiresAt }
  } } } }
}`;

type Created = { createSession: { session: { id: string; expiresAt: number | null } } };

describe.each(backends())('session expiry and retention (%s)', (backend) => {
  let server: TestServer;
  let clock = 1_800_000_000_000;

  const create = async (variables: { title?: string; expiresAt?: number | null } = {}) => {
    const result = await server.request(CREATE, variables);
    expect(errorCode(result)).toBeUndefined();
    return (result.data as Created).createSession.session;
  };
  const exists = async (id: string) => ((await server.request(GET, { id })).data as { session: unknown }).session !== null;
  const append = async (sessionId: string, content: ContentBlockInput[] = [{ text: { text: 'hello' } }]) =>
    (await appendMessages(server, sessionId, [{ user: { content } }])).lastEntryId;
  const rowsOf = async (sessionId: string) => {
    const count = async (table: 'entries' | 'events' | 'context_items' | 'branches') =>
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where session_id = ${sessionId}`.execute(server.app.deps.db))
        .rows[0]!.n;
    return {
      entries: await count('entries'),
      events: await count('events'),
      contextItems: await count('context_items'),
      branches: await count('branches'),
    };
  };

  beforeAll(async () => {
    // The periodic sweep is far off: these cases run it themselves.
    server = await startServer({ backend, now: () => clock, config: { sessionSweepIntervalMs: 3_600_000 } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps an expiry set at create, changed and removed by setSessionMeta, in the session and in its stream', async () => {
    const { id, expiresAt } = await create({ title: 'expiring', expiresAt: clock + HOUR });
    expect(expiresAt).toBe(clock + HOUR);
    expect(((await server.request(GET, { id })).data as { session: { expiresAt: number } }).session.expiresAt).toBe(clock + HOUR);

    const moved = await server.request(SET_EXPIRY, { sessionId: id, expiresAt: clock + 2 * HOUR });
    expect((moved.data as { setSessionMeta: { session: { expiresAt: number } } }).setSessionMeta.session.expiresAt).toBe(clock + 2 * HOUR);
    // A title change keeps the expiry; the same expiry again is a no-op (no event).
    await server.request(SET_TITLE, { sessionId: id, title: 'renamed' });
    await server.request(SET_EXPIRY, { sessionId: id, expiresAt: clock + 2 * HOUR });
    const removed = await server.request(SET_EXPIRY, { sessionId: id, expiresAt: null });
    expect((removed.data as { setSessionMeta: { session: { expiresAt: number | null } } }).setSessionMeta.session.expiresAt).toBeNull();

    const events = (
      (await server.request(EVENTS, { id })).data as { session: { events: { edges: { node: Record<string, unknown> }[] } } }
    ).session.events.edges.map((e) => e.node);
    expect(events).toEqual([
      { type: 'SESSION_CREATED', expiresAt: clock + HOUR },
      { type: 'SESSION_META_UPDATED', title: 'expiring', expiresAt: clock + 2 * HOUR },
      { type: 'SESSION_META_UPDATED', title: 'renamed', expiresAt: clock + 2 * HOUR },
      { type: 'SESSION_META_UPDATED', title: 'renamed', expiresAt: null },
    ]);
    // Without one, nothing changes for a session: no expiry, and a stream as before.
    const plain = await create({ title: 'plain' });
    expect(plain.expiresAt).toBeNull();
  });

  it('refuses an expiry that is not a time and changes nothing', async () => {
    const { id } = await create({ title: 'kept', expiresAt: clock + 100 * HOUR });
    for (const expiresAt of [-1, 1.5]) {
      const result = await server.request(SET_EXPIRY, { sessionId: id, expiresAt });
      expect(errorCode(result)).toMatch(/^(BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)$/);
      const refused = await server.request(CREATE, { title: 'refused', expiresAt });
      expect(errorCode(refused)).toMatch(/^(BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)$/);
    }
    expect(((await server.request(GET, { id })).data as { session: { expiresAt: number } }).session.expiresAt).toBe(clock + 100 * HOUR);
  });

  it('deletes a session past its expiry with everything it holds, and only what no other session references', async () => {
    const doomed = await create({ title: 'doomed', expiresAt: clock + HOUR });
    const later = await create({ title: 'later', expiresAt: clock + 10 * HOUR });
    const own = await upload(server.url, { sessionId: doomed.id, bytes: `own ${Math.random()}`, name: 'own.txt', type: 'text/plain' });
    const shared = await upload(server.url, { sessionId: doomed.id, bytes: `shared ${Math.random()}`, name: 'shared.txt', type: 'text/plain' });
    const first = await append(doomed.id, [{ file: { attachmentId: shared.id } }]);
    await append(doomed.id, [{ file: { attachmentId: own.id } }]);
    // A fork of the first message references `shared` too, and has no expiry of its own.
    const forked = await server.request(FORK, { sessionId: doomed.id, entryId: first });
    const keeper = (forked.data as { forkSession: { session: { id: string; expiresAt: number | null } } }).forkSession.session;
    expect(keeper.expiresAt).toBeNull();
    expect(errorCode(await server.request(ADD_ITEM, { sessionId: doomed.id }))).toBeUndefined();
    expect((await rowsOf(doomed.id)).entries).toBeGreaterThan(0);

    // Not yet due: nothing goes.
    expect(await sweepSessions(server.app.deps, 0)).toEqual({ expired: 0, idle: 0 });
    clock += HOUR;
    expect(await sweepSessions(server.app.deps, 0)).toEqual({ expired: 1, idle: 0 });

    expect(await exists(doomed.id)).toBe(false);
    expect(await rowsOf(doomed.id)).toEqual({ entries: 0, events: 0, contextItems: 0, branches: 0 });
    expect(((await server.request(GET_ATTACHMENT, { id: own.id })).data as { attachment: unknown }).attachment).toBeNull();
    expect(((await server.request(GET_ATTACHMENT, { id: shared.id })).data as { attachment: unknown }).attachment).not.toBeNull();
    expect(await exists(keeper.id)).toBe(true);
    expect(await exists(later.id)).toBe(true);
    // A second sweep finds nothing more.
    expect(await sweepSessions(server.app.deps, 0)).toEqual({ expired: 0, idle: 0 });
  });

  it('deletes sessions idle longer than SESSION_RETENTION and keeps those a change kept alive', async () => {
    const idle = await create({ title: 'idle' });
    const active = await create({ title: 'active' });
    clock += 59 * 60_000;
    await append(active.id);
    clock += 2 * 60_000;
    // Retention off (0): idleness alone deletes nothing.
    expect((await sweepSessions(server.app.deps, 0)).idle).toBe(0);
    const counts = await sweepSessions(server.app.deps, HOUR);
    // Every session of this suite older than an hour goes too; these two are the ones to watch.
    expect(counts.idle).toBeGreaterThanOrEqual(1);
    expect(await exists(idle.id)).toBe(false);
    expect(await exists(active.id)).toBe(true);
  });
});

describe('the periodic session sweep', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { sessionSweepIntervalMs: 50 } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('runs on its own, announces sessionDeleted and counts what it swept on /metrics', async () => {
    const deleted: string[] = [];
    const off = server.app.deps.bus.listen((event) => {
      if (event.type === 'session_deleted') deleted.push(event.sessionId);
    });
    const { id } = await createSession(server, { title: 'already over', expiresAt: Date.now() - 1000 });
    await expect
      .poll(async () => ((await server.request(GET, { id })).data as { session: unknown }).session, { message: 'the sweep deleting the session' })
      .toBeNull();
    const metrics = await (await fetch(server.url.replace('/graphql', '/metrics'))).text();
    expect(metrics).toMatch(/^sessions_swept_total\{reason="expired"\} 1$/m);
    expect(deleted).toEqual([id]);
    off();
  });
});

describe.skipIf(!backends().includes('postgres'))('sweeps on two instances at once', () => {
  let a: TestServer;
  let b: TestServer;
  const clock = { now: 1_800_000_000_000 };

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase({ migrated: true });
    const config = { sessionSweepIntervalMs: 3_600_000 };
    a = await startServer({ backend: 'postgres', databaseUrl, redisUrl: testRedisUrl(), config, now: () => clock.now });
    b = await startServer({ backend: 'postgres', databaseUrl, redisUrl: testRedisUrl(), config, now: () => clock.now });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  it('delete each expired session once between them', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) {
      ids.push((await createSession(a, { title: `batch ${i}`, expiresAt: clock.now + 1000 })).id);
    }
    clock.now += 2000;
    const [fromA, fromB] = await Promise.all([sweepSessions(a.app.deps, 0), sweepSessions(b.app.deps, 0)]);
    expect(fromA.expired + fromB.expired).toBe(120);
    const left = await sql<{ n: number }>`select count(*)::int as n from sessions where id = any(${ids}::text[])`.execute(a.app.deps.db);
    expect(left.rows[0]!.n).toBe(0);
  });
});
