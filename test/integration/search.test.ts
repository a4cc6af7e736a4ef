// SPEC §9 search, through GraphQL on every backend: searchSessions over titles, descriptions and
// message text (not thinking), websearch syntax with a prefix on the last word, title-prefix hits
// first, « » snippets naming the entry, an index that follows every write, filters, keyset
// paging with cursors bound to the query, odd queries that never fail, and tenant scoping.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery } from '../gql/graphql.js';
import { graphql } from '../gql/index.js';
import { bearer, hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { backends, errorCode, startServer, type TestServer } from '../helpers/server.js';

const Search = graphql(`
  query Search($query: String!, $first: Int, $after: String, $last: Int, $before: String, $status: SessionStatus, $metadata: JSONObject) {
    searchSessions(query: $query, first: $first, after: $after, last: $last, before: $before, status: $status, metadata: $metadata) {
      edges {
        cursor
        node {
          rank
        }
      }
      nodes {
        rank
        session {
          id
          title
        }
        snippets {
          entryId
          text
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
`);

const SearchUpdate = graphql(`
  mutation SearchUpdate($sessionId: ID!, $entryId: ID!, $text: String!) {
    updateMessage(input: { sessionId: $sessionId, entryId: $entryId, content: [{ text: { text: $text } }] }) {
      updated
    }
  }
`);

const SearchRename = graphql(`
  mutation SearchRename($sessionId: ID!, $title: String, $description: String) {
    setSessionMeta(input: { sessionId: $sessionId, title: $title, description: $description }) {
      session {
        id
      }
    }
  }
`);

const SearchStatus = graphql(`
  mutation SearchStatus($sessionId: ID!, $status: SessionStatus!) {
    setSessionStatus(input: { sessionId: $sessionId, status: $status }) {
      session {
        id
      }
    }
  }
`);

const SearchDelete = graphql(`
  mutation SearchDelete($sessionId: ID!) {
    deleteSession(input: { sessionId: $sessionId }) {
      deleted
    }
  }
`);

const SearchFork = graphql(`
  mutation SearchFork($sessionId: ID!, $entryId: ID!) {
    forkSession(input: { sessionId: $sessionId, entryId: $entryId, title: "fork" }) {
      session {
        id
      }
    }
  }
`);

/** A word no other test uses (letters only, so the text parser keeps it one word). */
const word = (stem: string) =>
  `${stem}${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

type Hit = NonNullable<SearchQuery['searchSessions']>['nodes'][number];

describe.each(backends())('searchSessions (%s)', (backend) => {
  let server: TestServer;
  const create = async (input: { title?: string; description?: string; metadata?: Record<string, unknown> } = {}) =>
    (await createSession(server, input)).id;
  const say = async (sessionId: string, text: string) => (await appendMessages(server, sessionId, [userText(text)])).lastEntryId;
  const search = async (
    query: string,
    args: { first?: number; after?: string; last?: number; before?: string; status?: 'IDLE' | 'DONE'; metadata?: Record<string, unknown> } = {},
  ) => (await server.ok(Search, { query, ...args })).searchSessions!;
  const ids = (hits: Hit[]) => hits.map((h) => h.session.id);

  beforeAll(async () => {
    server = await startServer({ backend });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('finds a session by the text of its messages, with « » snippets naming the entry; thinking is not searched', async () => {
    const kestrel = word('kestrel');
    const hidden = word('hidden');
    const sessionId = await create({ title: 'incident review' });
    const entryId = await say(sessionId, `The ${kestrel} deployment failed at midnight`);
    await appendMessages(server, sessionId, [
      { assistant: { stopReason: 'END', content: [{ thinking: { text: `${hidden} reasoning` } }, { text: { text: 'Rolling back now.' } }] } },
    ]);
    const found = await search(kestrel);
    expect(found.nodes).toEqual([
      {
        rank: expect.any(Number),
        session: { id: sessionId, title: 'incident review' },
        snippets: [{ entryId, text: `The «${kestrel}» deployment failed at midnight` }],
      },
    ]);
    expect(found.nodes[0]!.rank).toBeGreaterThan(0);
    expect(found.nodes[0]!.rank).toBeLessThan(1);
    expect((await search(hidden)).nodes).toEqual([]);
    // Case does not matter.
    expect(ids((await search(kestrel.toUpperCase())).nodes)).toEqual([sessionId]);
  });

  it('matches the last word as a prefix and understands websearch syntax', async () => {
    const t = word('');
    const a = await create({ title: 'a' });
    const b = await create({ title: 'b' });
    await say(a, `${t}alpha ${t}bravo charlie`);
    await say(b, `${t}alpha ${t}delta`);
    const sorted = (hits: Hit[]) => ids(hits).sort();
    expect(sorted((await search(`${t}alp`)).nodes)).toEqual([a, b].sort());
    expect(ids((await search(`${t}alpha ${t}bra`)).nodes)).toEqual([a]);
    expect(ids((await search(`"${t}alpha ${t}bravo"`)).nodes)).toEqual([a]);
    expect(ids((await search(`"${t}bravo ${t}alpha"`)).nodes)).toEqual([]);
    expect(sorted((await search(`${t}bravo or ${t}delta`)).nodes)).toEqual([a, b].sort());
    expect(ids((await search(`${t}alpha -${t}delta`)).nodes)).toEqual([a]);
    // A finished word followed by a space is still matched (as a prefix of itself).
    expect(ids((await search(`${t}delta `)).nodes)).toEqual([b]);
    // Only the last word is a prefix.
    expect(ids((await search(`${t}alp ${t}delta`)).nodes)).toEqual([]);
  });

  it('ranks a title that starts with the query first (rank ≥ 1); descriptions are searched too', async () => {
    const rocket = word('rocket');
    const mentions = await create({ title: 'weekly notes' });
    for (let i = 0; i < 5; i++) await say(mentions, `${rocket} ${rocket} ${rocket} update ${i}`);
    const titled = await create({ title: `${rocket} launch plan` });
    const described = await create({ title: 'misc', description: `about the ${rocket} programme` });
    const hits = (await search(rocket.slice(0, -2))).nodes;
    expect(ids(hits)[0]).toBe(titled);
    expect(hits[0]!.rank).toBeGreaterThanOrEqual(1);
    expect(hits[0]!.snippets).toEqual([]);
    expect(ids(hits).sort()).toEqual([mentions, titled, described].sort());
    expect(hits.slice(1).every((h) => h.rank < 1)).toBe(true);
    expect(hits.find((h) => h.session.id === mentions)!.snippets).toHaveLength(3);
    expect(hits.find((h) => h.session.id === mentions)!.snippets[0]!.text).toContain(`«${rocket}»`);
  });

  it('follows every write: updateMessage, setSessionMeta, fork and deleteSession', async () => {
    const before = word('before');
    const after = word('after');
    const named = word('named');
    const sessionId = await create({ title: 'tracked' });
    const entryId = await say(sessionId, `this says ${before}`);
    expect(ids((await search(before)).nodes)).toEqual([sessionId]);
    await server.ok(SearchUpdate, { sessionId, entryId, text: `now it says ${after}` });
    expect((await search(before)).nodes).toEqual([]);
    expect((await search(after)).nodes[0]!.snippets).toEqual([{ entryId, text: `now it says «${after}»` }]);

    await server.ok(SearchRename, { sessionId, title: `${named} session` });
    expect(ids((await search(named)).nodes)).toEqual([sessionId]);
    await server.ok(SearchRename, { sessionId, title: 'plain', description: '' });
    expect((await search(named)).nodes).toEqual([]);

    const fork = (await server.ok(SearchFork, { sessionId, entryId })).forkSession.session.id;
    expect(ids((await search(after)).nodes).sort()).toEqual([sessionId, fork].sort());
    await server.ok(SearchDelete, { sessionId });
    expect(ids((await search(after)).nodes)).toEqual([fork]);
  });

  it('filters by status and metadata and pages with cursors bound to the query', async () => {
    const topic = word('topic');
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await create({ title: `s${i}`, metadata: { team: i % 2 === 0 ? 'even' : 'odd' } });
      for (let j = 0; j <= i; j++) await say(id, `${topic} number ${j}`);
      made.push(id);
    }
    await server.ok(SearchStatus, { sessionId: made[1]!, status: 'DONE' });
    expect(ids((await search(topic, { status: 'DONE' })).nodes)).toEqual([made[1]]);
    expect(ids((await search(topic, { metadata: { team: 'even' } })).nodes).sort()).toEqual([made[0], made[2], made[4]].sort());

    const seen: string[] = [];
    const ranks: number[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await search(topic, { first: 2, ...(cursor ? { after: cursor } : {}) });
      expect(page.edges.map((e) => e.node.rank)).toEqual(page.nodes.map((n) => n.rank));
      seen.push(...ids(page.nodes));
      ranks.push(...page.nodes.map((n) => n.rank));
      if (!page.pageInfo.hasNextPage) break;
      cursor = page.pageInfo.endCursor!;
    }
    expect(seen.sort()).toEqual([...made].sort());
    expect(ranks).toEqual([...ranks].sort((x, y) => y - x));
    // More matching messages rank higher.
    expect(ids((await search(topic)).nodes)[0]).toBe(made[4]);

    const firstPage = await search(topic, { first: 2 });
    const other = await server.request(Search, { query: `${topic}x`, first: 2, after: firstPage.pageInfo.endCursor });
    expect(errorCode(other)).toBe('INVALID_CURSOR');
    expect(other.data?.searchSessions).toBeNull();
    expect(other.errors?.[0]?.path).toEqual(['searchSessions']);
    const filtered = await server.request(Search, { query: topic, first: 2, after: firstPage.pageInfo.endCursor, status: 'IDLE' });
    expect(errorCode(filtered)).toBe('INVALID_CURSOR');
    expect(errorCode(await server.request(Search, { query: topic, after: 'garbage' }))).toBe('INVALID_CURSOR');
  });

  it('pages hits both ways in rank order (ties by id) with exact pageInfo; `before` is bound to the query too', async () => {
    const topic = word('both');
    for (let i = 0; i < 4; i++) {
      const id = await create({ title: `b${i}` });
      for (let j = 0; j <= i; j++) await say(id, `${topic} line ${j}`);
    }
    // Two sessions that rank the same: their order is by id.
    for (let i = 0; i < 2; i++) await say(await create({ title: `tie${i}` }), `${topic} line tie`);
    const all = await search(topic, { first: 100 });
    const order = ids(all.nodes);
    const cursor = all.edges.map((e) => e.cursor);
    expect(order).toHaveLength(6);
    expect(all.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: false });
    const ranks = all.nodes.map((n) => n.rank);
    expect(ranks).toEqual([...ranks].sort((x, y) => y - x));
    const tied = all.nodes.filter((n) => n.session.title.startsWith('tie')).map((n) => n.session.id);
    expect(order.slice(-2)).toEqual([...tied].sort());

    const page = async (args: { first?: number; after?: string; last?: number; before?: string }) => {
      const p = await search(topic, args);
      expect(p.nodes.every((n) => n.snippets.length > 0)).toBe(true);
      return { ids: ids(p.nodes), prev: p.pageInfo.hasPreviousPage, next: p.pageInfo.hasNextPage, start: p.pageInfo.startCursor };
    };
    expect(await page({ first: 2 })).toMatchObject({ ids: order.slice(0, 2), prev: false, next: true });
    expect(await page({ first: 2, after: cursor[1] })).toMatchObject({ ids: order.slice(2, 4), prev: true, next: true });
    expect(await page({ first: 2, after: cursor[5] })).toMatchObject({ ids: [], prev: true, next: false });
    expect(await page({ last: 2 })).toMatchObject({ ids: order.slice(4), prev: true, next: false });
    expect(await page({ last: 2, before: cursor[4] })).toMatchObject({ ids: order.slice(2, 4), prev: true, next: true });
    expect(await page({ last: 3, before: cursor[2] })).toMatchObject({ ids: order.slice(0, 2), prev: false, next: true });
    expect(await page({ after: cursor[0], before: cursor[5], last: 2 })).toMatchObject({ ids: order.slice(3, 5), prev: true, next: true });
    expect(await page({ after: cursor[3], before: cursor[5], first: 5 })).toMatchObject({ ids: order.slice(4, 5), prev: true, next: true });
    // Walking back from the end with startCursor visits every hit once.
    const back: string[] = [];
    let before: string | undefined;
    for (;;) {
      const p = await page({ last: 2, ...(before ? { before } : {}) });
      back.unshift(...p.ids);
      if (!p.prev) break;
      before = p.start!;
    }
    expect(back).toEqual(order);

    const other = await server.request(Search, { query: `${topic}x`, last: 2, before: cursor[3] });
    expect(errorCode(other)).toBe('INVALID_CURSOR');
    expect(other.data?.searchSessions).toBeNull();
    expect(other.errors?.[0]?.path).toEqual(['searchSessions']);
    expect(errorCode(await server.request(Search, { query: topic, before: 'garbage' }))).toBe('INVALID_CURSOR');
  });

  it('finds nothing for empty, whitespace or stop-word queries, and never fails on odd ones', async () => {
    const sessionId = await create({ title: 'odd queries' });
    await say(sessionId, "it's a (weird) & wonderful | world: don't panic! \\ 'quoted' \"double\"");
    for (const query of ['', '   ', '\n\t', 'the', 'the and of', 'or', '-', '"', '""']) {
      expect({ query, nodes: (await search(query)).nodes }).toEqual({ query, nodes: [] });
    }
    const odd = [
      "'",
      "''",
      '\\',
      ':*',
      '&|!()',
      'a:* & b',
      "'); drop table sessions; --",
      '"unclosed phrase',
      'wonderful "',
      '-wonderful',
      'wonderful -',
      '***',
      '<->',
      'weird) & (wonderful',
      'panic!',
      "don't",
      '🙂 emoji',
      'x'.repeat(3000),
      `${'word '.repeat(1500)}end`,
    ];
    for (const query of odd) {
      const result = await server.request(Search, { query });
      expect({ query: query.slice(0, 40), errors: result.errors }).toEqual({ query: query.slice(0, 40), errors: undefined });
    }
    expect(ids((await search('weird) & (wonderful')).nodes)).toContain(sessionId);
    expect(ids((await search("don't pan")).nodes)).toContain(sessionId);
    expect(errorCode(await server.request(Search, { query: 'nul \u0000' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await server.request(Search, { query: 'x'.repeat(10_001) }))).toBe('BAD_USER_INPUT');
  });
});

describe.each(backends())('searchSessions across tenants (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend, config: { auth: { jwtSecret: TEST_SECRET } } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("never shows another tenant's sessions; a metadata filter cannot widen the tenant; admins see all", async () => {
    const alice = bearer(await hs256Token({ sub: 'alice' }));
    const bob = bearer(await hs256Token({ sub: 'bob' }));
    const admin = bearer(await hs256Token({ sub: 'ops', scope: 'admin' }));
    const secret = word('secret');
    const mine = async (who: Record<string, string>, title: string) => {
      const { id } = await createSession(server, { title }, who);
      await appendMessages(server, id, [userText(`the ${secret} plan`)], { headers: who });
      return id;
    };
    const a = await mine(alice, 'alice plan');
    const b = await mine(bob, 'bob plan');
    const seen = async (who: Record<string, string>, metadata?: Record<string, unknown>) =>
      (await server.request(Search, { query: secret, ...(metadata ? { metadata } : {}) }, who))
        .data!.searchSessions!.nodes.map((n) => n.session.id)
        .sort();
    expect(await seen(alice)).toEqual([a]);
    expect(await seen(bob)).toEqual([b]);
    expect(await seen(bob, { owner: 'alice' })).toEqual([]);
    expect(await seen(admin)).toEqual([a, b].sort());
    expect(await seen(admin, { owner: 'bob' })).toEqual([b]);
  });
});
