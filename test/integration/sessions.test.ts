// SPEC §1 — sessions: create, ensure, get, list, set-meta, set-status, delete, NOT_FOUND —
// as a user observes them through GraphQL, on every backend.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { GetSession } from '../helpers/documents.js';
import { AppendMessages, createSession, getSession, userText } from '../helpers/flow.js';
import type { SessionsListQuery } from '../gql/graphql.js';
import { modelCases, modelPage } from '../helpers/paging-model.js';
import { backends, errorCode, startServer, type GraphQLResponse, type TestServer } from '../helpers/server.js';

const SessionsEnsure = graphql(`
  mutation SessionsEnsure($input: EnsureSessionInput!) {
    ensureSession(input: $input) {
      created
      session {
        ...SessionFields
      }
    }
  }
`);

const SessionsEvents = graphql(`
  query SessionsEvents($id: ID!) {
    session(id: $id) {
      id
      lastOffset
      events(first: 100) {
        nodes {
          offset
          type
          sessionId
          at
          ... on SessionCreatedEvent {
            title
            description
            status
            forkedFrom
            createdAt
            metadata
          }
          ... on SessionMetaUpdatedEvent {
            title
            description
            metadata
          }
          ... on SessionStatusChangedEvent {
            status
            previousStatus
            statusReason
          }
        }
      }
    }
  }
`);

const SessionsList = graphql(`
  query SessionsList($first: Int, $after: String, $last: Int, $before: String, $order: SessionOrder, $status: SessionStatus, $metadata: JSONObject) {
    sessions(first: $first, after: $after, last: $last, before: $before, order: $order, status: $status, metadata: $metadata) {
      edges {
        cursor
        node {
          id
          createdAt
          updatedAt
        }
      }
      nodes {
        id
        createdAt
        updatedAt
        status
        metadata
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
`);

const SessionsSetMeta = graphql(`
  mutation SessionsSetMeta($input: SetSessionMetaInput!) {
    setSessionMeta(input: $input) {
      session {
        ...SessionFields
      }
    }
  }
`);

const SessionsSetStatus = graphql(`
  mutation SessionsSetStatus($input: SetSessionStatusInput!) {
    setSessionStatus(input: $input) {
      status
      previousStatus
      session {
        ...SessionFields
      }
    }
  }
`);

const SessionsDelete = graphql(`
  mutation SessionsDelete($input: DeleteSessionInput!) {
    deleteSession(input: $input) {
      deleted
    }
  }
`);

const SessionsAppend = graphql(`
  mutation SessionsAppend($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      created
      entry {
        entryId
      }
    }
  }
`);

const SessionsUpdateMessage = graphql(`
  mutation SessionsUpdateMessage($input: UpdateMessageInput!) {
    updateMessage(input: $input) {
      updated
    }
  }
`);

const SessionsSetLeaf = graphql(`
  mutation SessionsSetLeaf($input: SetActiveLeafInput!) {
    setActiveLeaf(input: $input) {
      session {
        id
      }
    }
  }
`);

const SessionsFork = graphql(`
  mutation SessionsFork($input: ForkSessionInput!) {
    forkSession(input: $input) {
      session {
        ...SessionFields
      }
    }
  }
`);

const SessionsEntry = graphql(`
  query SessionsEntry($sessionId: ID!, $id: ID!) {
    entry(sessionId: $sessionId, id: $id) {
      entryId
    }
  }
`);

const SessionsMessages = graphql(`
  query SessionsMessages($id: ID!) {
    session(id: $id) {
      messages {
        nodes {
          entryId
        }
        pageInfo {
          endCursor
        }
      }
    }
  }
`);

const SessionsEventPage = graphql(`
  query SessionsEventPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
    session(id: $id) {
      id
      lastOffset
      events(first: $first, after: $after, last: $last, before: $before) {
        edges {
          cursor
          node {
            offset
          }
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
`);

const SessionsBadNested = graphql(`
  query SessionsBadNested($id: ID!, $messagesAfter: String, $eventsAfter: String) {
    session(id: $id) {
      id
      title
      messages(after: $messagesAfter) {
        nodes {
          entryId
        }
      }
      events(after: $eventsAfter) {
        nodes {
          offset
        }
      }
    }
  }
`);

const tag = () => `t_${randomUUID()}`;

type Order = 'CREATED_ASC' | 'CREATED_DESC' | 'UPDATED_DESC';
interface Row {
  id: string;
  createdAt: number;
  updatedAt: number;
}
const cmp = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
function expectedOrder(rows: Row[], order: Order): string[] {
  const sorted = [...rows].sort((a, b) => {
    if (order === 'CREATED_ASC') return cmp(a.createdAt, b.createdAt) || cmp(a.id, b.id);
    if (order === 'CREATED_DESC') return cmp(b.createdAt, a.createdAt) || cmp(b.id, a.id);
    return cmp(b.updatedAt, a.updatedAt) || cmp(b.id, a.id);
  });
  return sorted.map((r) => r.id);
}

// Full pages (up to 500 entries with every field) exceed the default query-cost limit, which is
// not what these tests are about: raise it.
const ROOMY = { requestLimits: { maxCost: 100_000_000 } };

describe.each(backends())('sessions (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend, config: ROOMY });
  });
  afterAll(() => server.stop());

  /** Runs `work` with the service clock fixed at `at` (ties and bumps become deterministic). */
  async function atTime<T>(at: number, work: () => Promise<T>): Promise<T> {
    const deps = server.app.deps;
    const real = deps.now;
    deps.now = () => at;
    try {
      return await work();
    } finally {
      deps.now = real;
    }
  }

  const create = async (input: { title?: string; description?: string; metadata?: Record<string, unknown> } = {}) => createSession(server, input);
  const get = async (id: string) => getSession(server, id);
  const events = async (id: string) => (await server.ok(SessionsEvents, { id })).session!.events!.nodes;

  /** Every page of a listing, following endCursor. */
  async function listAll(vars: {
    order?: Order;
    metadata?: Record<string, unknown>;
    status?: 'IDLE' | 'WORKING' | 'DONE' | 'ERROR';
    first?: number;
  }) {
    const ids: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: SessionsListQuery['sessions'] = (await server.ok(SessionsList, { ...vars, after })).sessions;
      pages += 1;
      ids.push(...page!.nodes.map((n) => n.id));
      expect(page!.edges.map((e) => e.node.id)).toEqual(page!.nodes.map((n) => n.id));
      if (!page!.pageInfo.hasNextPage) break;
      expect(page!.pageInfo.endCursor).toBe(page!.edges[page!.edges.length - 1]!.cursor);
      after = page!.pageInfo.endCursor;
      if (pages > 1000) throw new Error('paging does not end');
    }
    return { ids, pages };
  }

  describe('create', () => {
    it('defaults: empty title/description, {} metadata, IDLE, s_ id, one SESSION_CREATED at offset 1', async () => {
      const before = Date.now();
      const s = await create();
      const after = Date.now();
      expect(s.id).toMatch(/^s_[0-9a-f]{32}$/);
      expect(s).toMatchObject({
        title: '',
        description: '',
        metadata: {},
        status: 'IDLE',
        statusReason: null,
        messageCount: 0,
        forkedFrom: null,
        activeLeafId: null,
        lastOffset: 1,
      });
      expect(s.createdAt).toBeGreaterThanOrEqual(before);
      expect(s.createdAt).toBeLessThanOrEqual(after);
      expect(s.updatedAt).toBe(s.createdAt);
      expect(await get(s.id)).toEqual(s);

      const evs = await events(s.id);
      expect(evs).toHaveLength(1);
      expect(evs[0]).toMatchObject({
        offset: 1,
        type: 'SESSION_CREATED',
        sessionId: s.id,
        title: '',
        description: '',
        status: 'IDLE',
        forkedFrom: null,
        createdAt: s.createdAt,
      });
    });

    it('keeps the given title, description and metadata; the created event carries them', async () => {
      const metadata = { owner: 'u_1', nested: { list: [1, 'two', null, true], n: 1.5 } };
      const s = await create({ title: 'T', description: 'D', metadata });
      expect(s).toMatchObject({ title: 'T', description: 'D', metadata });
      const [ev] = await events(s.id);
      expect(ev).toMatchObject({ type: 'SESSION_CREATED', title: 'T', description: 'D', metadata });
    });

    it('generates a different, time-ordered id every time', async () => {
      const a = await create();
      const b = await create();
      expect(a.id).not.toBe(b.id);
      expect(a.id < b.id).toBe(true);
    });
  });

  describe('ensure', () => {
    it('creates with the caller id and fires created; a second call returns it untouched, with no event', async () => {
      const id = `ensure-${randomUUID()}`;
      const first = (await server.ok(SessionsEnsure, { input: { id, title: 'first', description: 'd1', metadata: { a: 1 } } })).ensureSession;
      expect(first.created).toBe(true);
      expect(first.session).toMatchObject({ id, title: 'first', description: 'd1', metadata: { a: 1 }, status: 'IDLE', lastOffset: 1 });
      const evs = await events(id);
      expect(evs.map((e) => [e.offset, e.type])).toEqual([[1, 'SESSION_CREATED']]);
      expect(evs[0]).toMatchObject({ title: 'first', description: 'd1', metadata: { a: 1 } });

      const second = (
        await atTime(first.session.createdAt + 5000, () =>
          server.ok(SessionsEnsure, { input: { id, title: 'second', description: 'd2', metadata: { b: 2 } } }),
        )
      ).ensureSession;
      expect(second.created).toBe(false);
      expect(second.session).toEqual(first.session);
      expect(await get(id)).toEqual(first.session);
      expect((await events(id)).length).toBe(1);
    });

    it('accepts an id of exactly the maximum length (128)', async () => {
      const id = 'x'.repeat(120) + randomUUID().slice(0, 8);
      expect(id).toHaveLength(128);
      const r = await server.ok(SessionsEnsure, { input: { id } });
      expect(r.ensureSession.created).toBe(true);
      expect(r.ensureSession.session.id).toBe(id);
    });

    it.each([
      ['empty', ''],
      ['over-long (129)', 'y'.repeat(129)],
      ['with a space', 'has space'],
      ['with a tab', 'has\ttab'],
      ['with a newline', 'line\nbreak'],
    ])('refuses an %s id with BAD_USER_INPUT naming input.id and creates nothing', async (_name, id) => {
      const r = await server.request(SessionsEnsure, { input: { id } });
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.message).toContain('input.id');
      expect(r.data).toBeNull();
      if (id !== '') expect(await get(id)).toBeNull();
    });
  });

  describe('get', () => {
    it('returns null for an unknown id (no error)', async () => {
      const r = await server.request(GetSession, { id: 's_doesnotexist' });
      expect(r.errors).toBeUndefined();
      expect(r.data?.session).toBeNull();
    });
  });

  describe('list', () => {
    it('filters by status', async () => {
      const t = tag();
      const [a, b, c, d] = [
        await create({ metadata: { t } }),
        await create({ metadata: { t } }),
        await create({ metadata: { t } }),
        await create({ metadata: { t } }),
      ];
      await server.ok(SessionsSetStatus, { input: { sessionId: b!.id, status: 'WORKING' } });
      await server.ok(SessionsSetStatus, { input: { sessionId: c!.id, status: 'WORKING' } });
      await server.ok(SessionsSetStatus, { input: { sessionId: d!.id, status: 'ERROR', reason: 'x' } });
      const ids = async (status: 'IDLE' | 'WORKING' | 'DONE' | 'ERROR') =>
        (await server.ok(SessionsList, { metadata: { t }, status, order: 'CREATED_ASC' })).sessions!.nodes.map((n) => n.id);
      expect(await ids('WORKING')).toEqual([b!.id, c!.id]);
      expect(await ids('IDLE')).toEqual([a!.id]);
      expect(await ids('ERROR')).toEqual([d!.id]);
      expect(await ids('DONE')).toEqual([]);
      const all = (await server.ok(SessionsList, { metadata: { t }, order: 'CREATED_ASC' })).sessions!.nodes;
      expect(all.map((n) => n.id)).toEqual([a!.id, b!.id, c!.id, d!.id]);
      expect(all.map((n) => n.status)).toEqual(['IDLE', 'WORKING', 'WORKING', 'ERROR']);
    });

    it('metadata filter: every key deep-equal; nested objects and arrays match exactly, not as subsets', async () => {
      const t = tag();
      const s1 = await create({ metadata: { t, owner: 'u1', nested: { a: 1, b: 2 }, arr: [1, 2], n: 1 } });
      const s2 = await create({ metadata: { t, owner: 'u2', nested: { a: 1 }, arr: [1], n: '1' } });
      const s3 = await create({ metadata: { t, owner: 'u1', deep: { x: { y: [{ z: true }] } } } });
      const ids = async (metadata: Record<string, unknown>) =>
        (await server.ok(SessionsList, { metadata, order: 'CREATED_ASC' })).sessions!.nodes.map((n) => n.id);

      expect(await ids({ t })).toEqual([s1.id, s2.id, s3.id]);
      expect(await ids({ t, owner: 'u1' })).toEqual([s1.id, s3.id]);
      expect(await ids({ t, owner: 'u1', nested: { a: 1, b: 2 } })).toEqual([s1.id]);
      expect(await ids({ t, nested: { b: 2, a: 1 } })).toEqual([s1.id]); // key order does not matter
      expect(await ids({ t, nested: { a: 1 } })).toEqual([s2.id]); // not a subset match
      expect(await ids({ t, nested: {} })).toEqual([]);
      expect(await ids({ t, arr: [1] })).toEqual([s2.id]);
      expect(await ids({ t, arr: [1, 2] })).toEqual([s1.id]);
      expect(await ids({ t, arr: [2, 1] })).toEqual([]);
      expect(await ids({ t, n: 1 })).toEqual([s1.id]);
      expect(await ids({ t, n: '1' })).toEqual([s2.id]);
      expect(await ids({ t, deep: { x: { y: [{ z: true }] } } })).toEqual([s3.id]);
      expect(await ids({ t, deep: { x: { y: [{}] } } })).toEqual([]);
      expect(await ids({ t, owner: 'u3' })).toEqual([]);
      expect(await ids({ t, missing: 'x' })).toEqual([]);
    });

    it('{} matches every session (also those without metadata); a non-empty filter never matches one without metadata', async () => {
      const key = `k_${randomUUID().replaceAll('-', '')}`;
      const bare = await create();
      const withNull = await create({ metadata: { [key]: null } });
      const withEmpty = await create({ metadata: { [key]: {} } });
      const emptyFilter = (await server.ok(SessionsList, { metadata: {}, order: 'CREATED_DESC', first: 500 })).sessions!.nodes.map((n) => n.id);
      expect(emptyFilter).toEqual(expect.arrayContaining([bare.id, withNull.id, withEmpty.id]));
      const noFilter = (await server.ok(SessionsList, { order: 'CREATED_DESC', first: 500 })).sessions!.nodes.map((n) => n.id);
      expect(emptyFilter).toEqual(noFilter);

      const ids = async (metadata: Record<string, unknown>) =>
        (await server.ok(SessionsList, { metadata, order: 'CREATED_ASC', first: 500 })).sessions!.nodes.map((n) => n.id);
      expect(await ids({ [key]: null })).toEqual([withNull.id]);
      expect(await ids({ [key]: {} })).toEqual([withEmpty.id]);
    });

    it('orders CREATED_ASC, CREATED_DESC and UPDATED_DESC (the default), ties broken by id', async () => {
      const t = tag();
      const base = Date.now() + 100_000;
      // Three sessions share one createdAt, two share another: ties must fall back to the id.
      const rows: Row[] = [];
      for (const at of [base, base, base, base + 1, base + 1, base + 2]) {
        const s = await atTime(at, () => create({ metadata: { t } }));
        rows.push(s);
      }
      // Touch some so updatedAt differs from createdAt, with ties again.
      for (const [i, at] of [
        [0, base + 10],
        [4, base + 10],
        [2, base + 11],
      ] as const) {
        const s = (await atTime(at, () => server.ok(SessionsSetMeta, { input: { sessionId: rows[i]!.id, title: `touched ${i}` } }))).setSessionMeta
          .session;
        expect(s.updatedAt).toBe(at);
        rows[i] = s;
      }
      for (const order of ['CREATED_ASC', 'CREATED_DESC', 'UPDATED_DESC'] as const) {
        const got = (await server.ok(SessionsList, { metadata: { t }, order })).sessions!.nodes.map((n) => n.id);
        expect(got, order).toEqual(expectedOrder(rows, order));
      }
      const byDefault = (await server.ok(SessionsList, { metadata: { t } })).sessions!.nodes.map((n) => n.id);
      expect(byDefault).toEqual(expectedOrder(rows, 'UPDATED_DESC'));
      // Sanity: the three orders really differ here, so the assertions above can tell them apart.
      expect(expectedOrder(rows, 'UPDATED_DESC')).not.toEqual(expectedOrder(rows, 'CREATED_DESC'));
    });

    it('keyset pagination walks every session exactly once, in order, for each order', async () => {
      const t = tag();
      const base = Date.now() + 200_000;
      const rows: Row[] = [];
      for (let i = 0; i < 23; i++) rows.push(await atTime(base + Math.floor(i / 4), () => create({ metadata: { t } })));
      for (const i of [3, 7, 20]) {
        rows[i] = (
          await atTime(base + 50, () => server.ok(SessionsSetMeta, { input: { sessionId: rows[i]!.id, title: 'x' } }))
        ).setSessionMeta.session;
      }
      for (const order of ['CREATED_ASC', 'CREATED_DESC', 'UPDATED_DESC'] as const) {
        const { ids, pages } = await listAll({ metadata: { t }, order, first: 5 });
        expect(pages).toBe(5);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids, order).toEqual(expectedOrder(rows, order));
      }
    });

    it('a page cursor continues after its item even when sessions are added meanwhile', async () => {
      const t = tag();
      const rows = [];
      for (let i = 0; i < 4; i++) rows.push(await create({ metadata: { t } }));
      const p1 = (await server.ok(SessionsList, { metadata: { t }, order: 'CREATED_ASC', first: 2 })).sessions;
      const late = await create({ metadata: { t } });
      const p2 = (await server.ok(SessionsList, { metadata: { t }, order: 'CREATED_ASC', first: 10, after: p1!.pageInfo.endCursor })).sessions;
      expect(p1!.nodes.map((n) => n.id)).toEqual([rows[0]!.id, rows[1]!.id]);
      expect(p2!.nodes.map((n) => n.id)).toEqual([rows[2]!.id, rows[3]!.id, late.id]);
      expect(p2!.pageInfo.hasNextPage).toBe(false);
    });

    it('a cursor used with another order is INVALID_CURSOR', async () => {
      const t = tag();
      await create({ metadata: { t } });
      await create({ metadata: { t } });
      const orders = ['CREATED_ASC', 'CREATED_DESC', 'UPDATED_DESC'] as const;
      for (const from of orders) {
        const page = (await server.ok(SessionsList, { metadata: { t }, order: from, first: 1 })).sessions;
        const cursor = page!.pageInfo.endCursor!;
        expect(cursor).toBeTruthy();
        for (const to of orders) {
          const r = await server.request(SessionsList, { metadata: { t }, order: to, first: 1, after: cursor });
          if (to === from) expect(r.errors).toBeUndefined();
          else expect(errorCode(r), `${from} → ${to}`).toBe('INVALID_CURSOR');
        }
      }
      // No order given means UPDATED_DESC: a CREATED_ASC cursor does not fit it.
      const asc = (await server.ok(SessionsList, { metadata: { t }, order: 'CREATED_ASC', first: 1 })).sessions!.pageInfo.endCursor!;
      expect(errorCode(await server.request(SessionsList, { metadata: { t }, after: asc }))).toBe('INVALID_CURSOR');
    });

    it('a garbage cursor, or a cursor of another list, is INVALID_CURSOR', async () => {
      const s = await create();
      await server.ok(SessionsAppend, { input: { sessionId: s.id, message: userText('hi') } });
      const messagesCursor = (await server.ok(SessionsMessages, { id: s.id })).session!.messages!.pageInfo.endCursor!;
      const garbage = [
        'not a cursor!',
        'abc',
        '',
        Buffer.from('{"k":"s"}').toString('base64url'),
        Buffer.from('{"k":"s","o":"created_asc","v":"x","id":"s_1"}').toString('base64url'),
        Buffer.from('[1,2,3]').toString('base64url'),
        messagesCursor,
        'A'.repeat(5000),
      ];
      for (const after of garbage) {
        const r = await server.request(SessionsList, { after, order: 'CREATED_ASC' });
        expect(errorCode(r), JSON.stringify(after.slice(0, 40))).toBe('INVALID_CURSOR');
        // The error stays on its field: `sessions` is null, the response is not.
        expect(r.data).toEqual({ sessions: null });
        expect(r.errors![0]!.path).toEqual(['sessions']);
      }
    });

    it('backward pages (last/before) and every first/after/last/before combination match the reference model, in every order', async () => {
      const t = tag();
      const base = Date.now() + 3_000_000;
      // Some sessions share a creation time, so ties (broken by id) are paged too.
      for (let i = 0; i < 13; i++) await atTime(base + Math.floor(i / 3), () => create({ metadata: { t } }));
      for (const order of ['CREATED_ASC', 'CREATED_DESC', 'UPDATED_DESC'] as const) {
        const all = (await server.ok(SessionsList, { metadata: { t }, order, first: 500 })).sessions!;
        const ids = all.nodes.map((n) => n.id);
        const cursors = all.edges.map((e) => e.cursor);
        expect(ids).toHaveLength(13);
        // Scrolling back from the end, 4 at a time, gives the list in reverse page order.
        const pages: string[][] = [];
        let before: string | null = null;
        for (;;) {
          const page: NonNullable<SessionsListQuery['sessions']> = (await server.ok(SessionsList, { metadata: { t }, order, last: 4, before }))
            .sessions!;
          pages.unshift(page.nodes.map((n) => n.id));
          if (!page.pageInfo.hasPreviousPage) break;
          before = page.pageInfo.startCursor;
        }
        expect(pages.map((p) => p.length)).toEqual([1, 4, 4, 4]);
        expect(pages.flat(), order).toEqual(ids);
        for (const args of modelCases(ids.length, 30, 7)) {
          const want = modelPage(ids, args);
          const got = (
            await server.ok(SessionsList, {
              metadata: { t },
              order,
              first: args.first,
              last: args.last,
              after: args.after === undefined ? undefined : cursors[args.after],
              before: args.before === undefined ? undefined : cursors[args.before],
            })
          ).sessions!;
          const label = `${order} ${JSON.stringify(args)}`;
          expect(
            got.nodes.map((n) => n.id),
            label,
          ).toEqual(want.items);
          expect(got.pageInfo.hasPreviousPage, `hasPreviousPage ${label}`).toBe(want.hasPreviousPage);
          expect(got.pageInfo.hasNextPage, `hasNextPage ${label}`).toBe(want.hasNextPage);
        }
        // A `before` cursor is bound to its order like `after`.
        const other = order === 'CREATED_ASC' ? 'CREATED_DESC' : 'CREATED_ASC';
        expect(errorCode(await server.request(SessionsList, { metadata: { t }, order: other, last: 1, before: cursors[3] }))).toBe('INVALID_CURSOR');
      }
    });

    it('page size defaults to 50', async () => {
      const t = tag();
      for (let i = 0; i < 55; i++) await create({ metadata: { t } });
      const page = (await server.ok(SessionsList, { metadata: { t } })).sessions;
      expect(page!.nodes).toHaveLength(50);
      expect(page!.pageInfo.hasNextPage).toBe(true);
      const rest = (await server.ok(SessionsList, { metadata: { t }, after: page!.pageInfo.endCursor })).sessions;
      expect(rest!.nodes).toHaveLength(5);
      expect(rest!.pageInfo.hasNextPage).toBe(false);
      expect((await server.ok(SessionsList, { metadata: { t }, first: 500 })).sessions!.nodes).toHaveLength(55);
    });

    it('an empty result has no end cursor and no next page', async () => {
      const page = (await server.ok(SessionsList, { metadata: { t: tag() } })).sessions;
      expect(page).toEqual({ edges: [], nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } });
    });

    describe('with configured limits (defaultPageSize 5, maxPageSize 20)', () => {
      let small: TestServer;
      beforeAll(async () => {
        small = await startServer({ backend, config: { ...ROOMY, limits: { maxPageSize: 20, defaultPageSize: 5 } } });
        for (let i = 0; i < 25; i++) await createSession(small);
      });
      afterAll(() => small.stop());

      it.each([
        ['absent → default 5', undefined, 5],
        ['null → default 5', null, 5],
        ['0 → 1', 0, 1],
        ['-5 → 1', -5, 1],
        ['1 → 1', 1, 1],
        ['19 → 19', 19, 19],
        ['20 → 20', 20, 20],
        ['21 → 20', 21, 20],
        ['10000 → 20', 10000, 20],
      ])('first %s', async (_name, first, expected) => {
        const page = (await small.ok(SessionsList, first === undefined ? {} : { first })).sessions;
        expect(page!.nodes).toHaveLength(expected);
        expect(page!.pageInfo.hasNextPage).toBe(true);
      });

      it('clamped pages still walk everything exactly once', async () => {
        const ids: string[] = [];
        let after: string | null = null;
        for (;;) {
          const page: SessionsListQuery['sessions'] = (await small.ok(SessionsList, { first: 1000, after, order: 'CREATED_ASC' })).sessions;
          expect(page!.nodes.length).toBeLessThanOrEqual(20);
          ids.push(...page!.nodes.map((n) => n.id));
          if (!page!.pageInfo.hasNextPage) break;
          after = page!.pageInfo.endCursor;
        }
        expect(ids).toHaveLength(25);
        expect(new Set(ids).size).toBe(25);
      });
    });
  });

  describe('Session.events as a connection', () => {
    it('cursors are offsets in decimal; first/after and last/before page both ways with exact pageInfo', async () => {
      const s = await create();
      for (let i = 0; i < 6; i++) await server.ok(SessionsSetMeta, { input: { sessionId: s.id, title: `t${i}` } });
      const page = async (vars: { first?: number; after?: string; last?: number; before?: string }) => {
        const c = (await server.ok(SessionsEventPage, { id: s.id, ...vars })).session!.events!;
        return { offsets: c.edges.map((e) => e.node.offset), cursors: c.edges.map((e) => e.cursor), ...c.pageInfo };
      };
      const all = await page({});
      expect(all.offsets).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(all.cursors).toEqual(['1', '2', '3', '4', '5', '6', '7']);
      expect(await page({ first: 2, after: '3' })).toMatchObject({
        offsets: [4, 5],
        hasPreviousPage: true,
        hasNextPage: true,
        startCursor: '4',
        endCursor: '5',
      });
      expect(await page({ after: '0', first: 3 })).toMatchObject({ offsets: [1, 2, 3], hasPreviousPage: false, hasNextPage: true });
      // The newest events, then the ones before them.
      expect(await page({ last: 3 })).toMatchObject({ offsets: [5, 6, 7], hasPreviousPage: true, hasNextPage: false, startCursor: '5' });
      expect(await page({ last: 3, before: '5' })).toMatchObject({ offsets: [2, 3, 4], hasPreviousPage: true, hasNextPage: true });
      expect(await page({ last: 3, before: '2' })).toMatchObject({ offsets: [1], hasPreviousPage: false, hasNextPage: true });
      expect(await page({ after: '2', before: '6' })).toMatchObject({ offsets: [3, 4, 5], hasPreviousPage: true, hasNextPage: true });
      expect(await page({ after: '7' })).toMatchObject({
        offsets: [],
        hasPreviousPage: true,
        hasNextPage: false,
        startCursor: null,
        endCursor: null,
      });
      // Chaining endCursor as `after` walks the stream.
      const walked: number[] = [];
      let after: string | undefined = '0';
      for (;;) {
        const p = await page({ first: 3, after });
        walked.push(...p.offsets);
        if (!p.hasNextPage) break;
        after = p.endCursor!;
      }
      expect(walked).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });

    it('a bad cursor nulls only that field, with an error whose path names it; the session is still returned', async () => {
      const s = await create({ title: 'still here' });
      for (const [vars, field] of [
        [{ messagesAfter: 'x' }, 'messages'],
        [{ eventsAfter: 'x' }, 'events'],
        [{ eventsAfter: '-1' }, 'events'],
        [{ eventsAfter: '1.5' }, 'events'],
        [{ eventsAfter: Buffer.from('{"k":"v","o":1}').toString('base64url') }, 'events'],
      ] as const) {
        const r = await server.request(SessionsBadNested, { id: s.id, ...vars });
        expect(errorCode(r), JSON.stringify(vars)).toBe('INVALID_CURSOR');
        expect(r.errors).toHaveLength(1);
        expect(r.errors![0]!.path).toEqual(['session', field]);
        expect(r.data?.session).toMatchObject({ id: s.id, title: 'still here', [field]: null });
      }
    });
  });

  describe('set-meta', () => {
    it('replaces the given title only; fires SESSION_META_UPDATED with the post-update values; bumps updatedAt', async () => {
      const s = await create({ title: 'old', description: 'desc', metadata: { a: 1 } });
      const later = s.createdAt + 1234;
      const u = (await atTime(later, () => server.ok(SessionsSetMeta, { input: { sessionId: s.id, title: 'new' } }))).setSessionMeta.session;
      expect(u).toMatchObject({ title: 'new', description: 'desc', metadata: { a: 1 }, updatedAt: later, createdAt: s.createdAt, lastOffset: 2 });
      expect(await get(s.id)).toEqual(u);
      const ev = (await events(s.id))[1]!;
      expect(ev).toMatchObject({ offset: 2, type: 'SESSION_META_UPDATED', title: 'new', description: 'desc', metadata: { a: 1 }, at: later });
    });

    it('replaces the description only, including with ""', async () => {
      const s = await create({ title: 'keep', description: 'something' });
      const u = (await server.ok(SessionsSetMeta, { input: { sessionId: s.id, description: '' } })).setSessionMeta.session;
      expect(u).toMatchObject({ title: 'keep', description: '', lastOffset: 2 });
      expect((await events(s.id))[1]).toMatchObject({ type: 'SESSION_META_UPDATED', title: 'keep', description: '' });
    });

    it('metadata replaces the stored object wholesale (no merge)', async () => {
      const s = await create({ title: 't', metadata: { a: 1, b: { c: 2 } } });
      const u = (await server.ok(SessionsSetMeta, { input: { sessionId: s.id, metadata: { b: { d: 3 } } } })).setSessionMeta.session;
      expect(u.metadata).toEqual({ b: { d: 3 } });
      expect(u.title).toBe('t');
      expect((await events(s.id))[1]).toMatchObject({ type: 'SESSION_META_UPDATED', title: 't', metadata: { b: { d: 3 } } });
      const cleared = (await server.ok(SessionsSetMeta, { input: { sessionId: s.id, metadata: {} } })).setSessionMeta.session;
      expect(cleared.metadata).toEqual({});
      expect(cleared.lastOffset).toBe(3);
      // The old values no longer match a filter, the new ones do.
      const t = tag();
      await server.ok(SessionsSetMeta, { input: { sessionId: s.id, metadata: { t } } });
      expect((await server.ok(SessionsList, { metadata: { t } })).sessions!.nodes.map((n) => n.id)).toEqual([s.id]);
    });

    it('all three at once: one event', async () => {
      const s = await create();
      const u = (await server.ok(SessionsSetMeta, { input: { sessionId: s.id, title: 'T', description: 'D', metadata: { m: true } } })).setSessionMeta
        .session;
      expect(u).toMatchObject({ title: 'T', description: 'D', metadata: { m: true }, lastOffset: 2 });
      const evs = await events(s.id);
      expect(evs.map((e) => e.type)).toEqual(['SESSION_CREATED', 'SESSION_META_UPDATED']);
    });

    it.each([
      ['nothing given', {}],
      ['null fields', { title: null, description: null, metadata: null }],
      ['the same values', { title: 'same', description: 'same d', metadata: { k: [1, { x: 2 }] } }],
      ['the same metadata with other key order', { metadata: { k: [1, { x: 2 }] } }],
    ])('%s: a silent no-op — no event, updatedAt unchanged', async (_name, fields) => {
      const s = await create({ title: 'same', description: 'same d', metadata: { k: [1, { x: 2 }] } });
      const u = (await atTime(s.createdAt + 999, () => server.ok(SessionsSetMeta, { input: { sessionId: s.id, ...fields } }))).setSessionMeta.session;
      expect(u).toEqual(s);
      expect(await get(s.id)).toEqual(s);
      expect(await events(s.id)).toHaveLength(1);
    });
  });

  describe('set-status', () => {
    it('keeps the reason on ERROR, clears it on any other status; returns status/previousStatus; events carry all three', async () => {
      const s = await create();
      const r1 = (await atTime(s.createdAt + 10, () => server.ok(SessionsSetStatus, { input: { sessionId: s.id, status: 'ERROR', reason: 'boom' } })))
        .setSessionStatus;
      expect(r1.status).toBe('ERROR');
      expect(r1.previousStatus).toBe('IDLE');
      expect(r1.session).toMatchObject({ status: 'ERROR', statusReason: 'boom', updatedAt: s.createdAt + 10, lastOffset: 2 });

      const r2 = (await server.ok(SessionsSetStatus, { input: { sessionId: s.id, status: 'WORKING', reason: 'ignored' } })).setSessionStatus;
      expect(r2).toMatchObject({ status: 'WORKING', previousStatus: 'ERROR' });
      expect(r2.session).toMatchObject({ status: 'WORKING', statusReason: null, lastOffset: 3 });

      const r3 = (await server.ok(SessionsSetStatus, { input: { sessionId: s.id, status: 'DONE' } })).setSessionStatus;
      expect(r3).toMatchObject({ status: 'DONE', previousStatus: 'WORKING' });
      const r4 = (await server.ok(SessionsSetStatus, { input: { sessionId: s.id, status: 'ERROR' } })).setSessionStatus;
      expect(r4.session).toMatchObject({ status: 'ERROR', statusReason: null });
      const r5 = (await server.ok(SessionsSetStatus, { input: { sessionId: s.id, status: 'IDLE', reason: 'x' } })).setSessionStatus;
      expect(r5.session).toMatchObject({ status: 'IDLE', statusReason: null, lastOffset: 6 });

      const evs = (await events(s.id)).slice(1);
      expect(
        evs.map((e) => ({
          offset: e.offset,
          type: e.type,
          ...('previousStatus' in e ? { status: e.status, previousStatus: e.previousStatus, statusReason: e.statusReason } : {}),
        })),
      ).toEqual([
        { offset: 2, type: 'SESSION_STATUS_CHANGED', status: 'ERROR', previousStatus: 'IDLE', statusReason: 'boom' },
        { offset: 3, type: 'SESSION_STATUS_CHANGED', status: 'WORKING', previousStatus: 'ERROR', statusReason: null },
        { offset: 4, type: 'SESSION_STATUS_CHANGED', status: 'DONE', previousStatus: 'WORKING', statusReason: null },
        { offset: 5, type: 'SESSION_STATUS_CHANGED', status: 'ERROR', previousStatus: 'DONE', statusReason: null },
        { offset: 6, type: 'SESSION_STATUS_CHANGED', status: 'IDLE', previousStatus: 'ERROR', statusReason: null },
      ]);
      expect(await get(s.id)).toEqual(r5.session);
    });

    it('WAITING (a turn parked on outside input) follows the same rules: event, no-op when unchanged, reason cleared, listable', async () => {
      const s = await create({ metadata: { t: tag() } });
      const r1 = (await server.ok(SessionsSetStatus, { input: { sessionId: s.id, status: 'WAITING', reason: 'needs approval' } })).setSessionStatus;
      expect(r1).toMatchObject({ status: 'WAITING', previousStatus: 'IDLE' });
      expect(r1.session).toMatchObject({ status: 'WAITING', statusReason: null, lastOffset: 2 });
      const r2 = (await server.ok(SessionsSetStatus, { input: { sessionId: s.id, status: 'WAITING' } })).setSessionStatus;
      expect(r2).toMatchObject({ status: 'WAITING', previousStatus: 'WAITING' });
      expect(r2.session.lastOffset).toBe(2);
      expect((await server.ok(SessionsList, { metadata: s.metadata, status: 'WAITING' })).sessions!.nodes.map((n) => n.id)).toEqual([s.id]);
      expect((await server.ok(SessionsList, { metadata: s.metadata, status: 'IDLE' })).sessions!.nodes).toEqual([]);
      const r3 = (await server.ok(SessionsSetStatus, { input: { sessionId: s.id, status: 'WORKING' } })).setSessionStatus;
      expect(r3).toMatchObject({ status: 'WORKING', previousStatus: 'WAITING' });
      expect((await events(s.id)).slice(1).map((e) => ('previousStatus' in e ? [e.previousStatus, e.status] : null))).toEqual([
        ['IDLE', 'WAITING'],
        ['WAITING', 'WORKING'],
      ]);
    });

    it('an unchanged status is a no-op: no event, nothing written (not even a new reason)', async () => {
      const s = await create();
      const idle = (await atTime(s.createdAt + 50, () => server.ok(SessionsSetStatus, { input: { sessionId: s.id, status: 'IDLE' } })))
        .setSessionStatus;
      expect(idle).toMatchObject({ status: 'IDLE', previousStatus: 'IDLE' });
      expect(idle.session).toEqual(s);

      const err = (await server.ok(SessionsSetStatus, { input: { sessionId: s.id, status: 'ERROR', reason: 'first' } })).setSessionStatus.session;
      const again = (
        await atTime(err.updatedAt + 50, () => server.ok(SessionsSetStatus, { input: { sessionId: s.id, status: 'ERROR', reason: 'second' } }))
      ).setSessionStatus;
      expect(again).toMatchObject({ status: 'ERROR', previousStatus: 'ERROR' });
      expect(again.session).toEqual(err);
      expect(await get(s.id)).toEqual(err);
      expect((await events(s.id)).map((e) => e.type)).toEqual(['SESSION_CREATED', 'SESSION_STATUS_CHANGED']);
    });
  });

  describe('delete', () => {
    it('deletes the session, its entries and its stream; a fork survives; a second delete is { deleted: false }', async () => {
      const t = tag();
      const s = await create({ metadata: { t } });
      const e1 = (await server.ok(SessionsAppend, { input: { sessionId: s.id, message: userText('one') } })).appendEntry.entry.entryId;
      const e2 = (await server.ok(SessionsAppend, { input: { sessionId: s.id, message: userText('two') } })).appendEntry.entry.entryId;
      const fork = (await server.ok(SessionsFork, { input: { sessionId: s.id, entryId: e2 } })).forkSession.session;

      expect((await server.ok(SessionsDelete, { input: { sessionId: s.id } })).deleteSession.deleted).toBe(true);
      expect(await get(s.id)).toBeNull();
      expect((await server.ok(SessionsEvents, { id: s.id })).session).toBeNull();
      expect((await server.ok(SessionsEntry, { sessionId: s.id, id: e1 })).entry).toBeNull();
      expect((await server.ok(SessionsEntry, { sessionId: s.id, id: e2 })).entry).toBeNull();
      expect((await server.ok(SessionsList, { metadata: { t } })).sessions!.nodes.map((n) => n.id)).toEqual([fork.id]);

      // The fork is intact.
      const forkNow = await get(fork.id);
      expect(forkNow).toEqual(fork);
      expect(forkNow!.forkedFrom).toBe(s.id);
      expect((await server.ok(SessionsMessages, { id: fork.id })).session!.messages!.nodes).toHaveLength(2);
      expect(await events(fork.id)).toHaveLength(1);

      expect((await server.ok(SessionsDelete, { input: { sessionId: s.id } })).deleteSession.deleted).toBe(false);
      expect((await server.ok(SessionsDelete, { input: { sessionId: 's_neverexisted' } })).deleteSession.deleted).toBe(false);
    });

    it('a deleted id can be ensured again as a brand-new session with a fresh stream', async () => {
      const id = `re-${randomUUID()}`;
      await server.ok(SessionsEnsure, { input: { id, title: 'one' } });
      await server.ok(SessionsAppend, { input: { sessionId: id, message: userText('x'), entryId: 'fixed' } });
      await server.ok(SessionsDelete, { input: { sessionId: id } });
      const again = (await server.ok(SessionsEnsure, { input: { id, title: 'two' } })).ensureSession;
      expect(again.created).toBe(true);
      expect(again.session).toMatchObject({ title: 'two', lastOffset: 1, messageCount: 0, activeLeafId: null });
      expect((await server.ok(SessionsEntry, { sessionId: id, id: 'fixed' })).entry).toBeNull();
      expect(await events(id)).toHaveLength(1);
    });
  });

  describe('NOT_FOUND for every mutation on an unknown session', () => {
    const unknown = 's_unknown_session';
    const cases: [string, () => Promise<GraphQLResponse<unknown>>][] = [
      ['setSessionMeta', () => server.request(SessionsSetMeta, { input: { sessionId: unknown, title: 'x' } })],
      ['setSessionMeta (nothing to change)', () => server.request(SessionsSetMeta, { input: { sessionId: unknown } })],
      ['setSessionStatus', () => server.request(SessionsSetStatus, { input: { sessionId: unknown, status: 'DONE' } })],
      ['setSessionStatus (IDLE)', () => server.request(SessionsSetStatus, { input: { sessionId: unknown, status: 'IDLE' } })],
      ['forkSession', () => server.request(SessionsFork, { input: { sessionId: unknown, entryId: 'e_x' } })],
      ['setActiveLeaf', () => server.request(SessionsSetLeaf, { input: { sessionId: unknown, entryId: 'e_x' } })],
      ['appendEntry', () => server.request(SessionsAppend, { input: { sessionId: unknown, message: userText('x') } })],
      [
        'appendEntry (with entryId)',
        () => server.request(SessionsAppend, { input: { sessionId: unknown, entryId: 'e1', custom: { customType: 'c' } } }),
      ],
      ['appendMessages', () => server.request(AppendMessages, { input: { sessionId: unknown, messages: [userText('x')] } })],
      [
        'updateMessage',
        () => server.request(SessionsUpdateMessage, { input: { sessionId: unknown, entryId: 'e_x', content: [{ text: { text: 'x' } }] } }),
      ],
    ];
    it.each(cases)('%s', async (_name, run) => {
      const r = await run();
      expect(errorCode(r)).toBe('NOT_FOUND');
      expect(r.data).toBeNull();
      expect(await get(unknown)).toBeNull();
    });
  });
});
