// Paging a path that crosses many branches: every page reads only its segments, and the
// pages together are exactly the path (walked through parent links), for every filter, in
// both directions (first/after and last/before), with pageInfo exactly as the reference
// model of the Relay contract says (test/helpers/paging-model.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import type { PagingPageQuery } from '../gql/graphql.js';
import { createSession } from '../helpers/flow.js';
import { modelCases, modelPage } from '../helpers/paging-model.js';
import { backends, startServer, type TestServer } from '../helpers/server.js';

const PagingAppend = graphql(`
  mutation PagingAppend($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      entry {
        entryId
        parentId
      }
    }
  }
`);

const PagingPage = graphql(`
  query PagingPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $includeCustom: Boolean, $roles: [MessageRole!]) {
    session(id: $id) {
      messages(first: $first, after: $after, last: $last, before: $before, includeCustom: $includeCustom, roles: $roles) {
        edges {
          cursor
        }
        nodes {
          entryId
          kind
          ... on MessageEntry {
            message {
              role
            }
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

// Two pages of one session in one request, one of them conditional: the session is read on
// its own, then each page (no single-statement look-ahead).
const PagingTwoPages = graphql(`
  query PagingTwoPages($id: ID!, $first: Int, $after: String, $withLast: Boolean!) {
    session(id: $id) {
      head: messages(first: $first, after: $after, includeCustom: true) {
        nodes {
          entryId
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
        }
      }
      tail: messages(last: 2, includeCustom: true) @include(if: $withLast) {
        nodes {
          entryId
        }
      }
    }
  }
`);

type Filter = { includeCustom?: boolean; roles?: ('USER' | 'ASSISTANT')[] };

/**
 * Pages through `expected` (the path's entry ids under `filter`) with every combination of
 * first/after/last/before the reference model (test/helpers/paging-model.ts) generates, and
 * checks each page's items, pageInfo flags and cursors against it.
 */
async function expectModelPages(server: TestServer, sessionId: string, expected: string[], filter: Filter): Promise<void> {
  const all = (await server.ok(PagingPage, { id: sessionId, first: 500, ...filter })).session!.messages!;
  const cursors = all.edges.map((e) => e.cursor);
  expect(all.nodes.map((n) => n.entryId)).toEqual(expected);
  for (const args of modelCases(expected.length, 40)) {
    const want = modelPage(expected, args);
    const got = (
      await server.ok(PagingPage, {
        id: sessionId,
        ...filter,
        first: args.first,
        last: args.last,
        after: args.after === undefined ? undefined : cursors[args.after],
        before: args.before === undefined ? undefined : cursors[args.before],
      })
    ).session!.messages!;
    const label = JSON.stringify(args);
    expect(
      got.nodes.map((n) => n.entryId),
      label,
    ).toEqual(want.items);
    expect(got.pageInfo.hasPreviousPage, `hasPreviousPage ${label}`).toBe(want.hasPreviousPage);
    expect(got.pageInfo.hasNextPage, `hasNextPage ${label}`).toBe(want.hasNextPage);
    expect(got.pageInfo.startCursor, label).toBe(want.items.length ? cursors[expected.indexOf(want.items[0]!)] : null);
    expect(got.pageInfo.endCursor, label).toBe(want.items.length ? cursors[expected.indexOf(want.items[want.items.length - 1]!)] : null);
  }
}

describe.each(backends())('paging a path across many branches (%s)', (backend) => {
  let server: TestServer;
  let sessionId: string;
  /** The active path, root first, with each entry's kind and role. */
  const path: { id: string; kind: 'MESSAGE' | 'CUSTOM'; role: string | null }[] = [];

  beforeAll(async () => {
    server = await startServer({ backend });
    sessionId = (await createSession(server)).id;
    // Each round appends two entries and then branches from the first of them, so the
    // active path zig-zags through a new branch every round (about 40 branches).
    const byId = new Map<string, { parentId: string | null; kind: 'MESSAGE' | 'CUSTOM'; role: string | null }>();
    let leaf: string | null = null;
    for (let round = 0; round < 40; round++) {
      const kinds = [round % 3 === 0 ? 'custom' : 'user', 'assistant', 'user'] as const;
      const ids: string[] = [];
      for (const [i, kind] of kinds.entries()) {
        const parentId = i === 2 ? ids[0]! : undefined; // the third entry starts a branch
        const input =
          kind === 'custom'
            ? { sessionId, parentId, custom: { customType: 'note', data: { round } } }
            : kind === 'user'
              ? { sessionId, parentId, message: { user: { content: [{ text: { text: `r${round}` } }] } } }
              : { sessionId, parentId, message: { assistant: { stopReason: 'END' as const, content: [{ text: { text: `a${round}` } }] } } };
        const { entry } = (await server.ok(PagingAppend, { input })).appendEntry;
        byId.set(entry.entryId, {
          parentId: entry.parentId ?? null,
          kind: kind === 'custom' ? 'CUSTOM' : 'MESSAGE',
          role: kind === 'custom' ? null : kind.toUpperCase(),
        });
        ids.push(entry.entryId);
        leaf = entry.entryId;
      }
    }
    for (let id: string | null = leaf; id !== null; id = byId.get(id)!.parentId) {
      const e = byId.get(id)!;
      path.unshift({ id, kind: e.kind, role: e.role });
    }
  }, 120_000);

  afterAll(() => server.stop());

  async function readAll(vars: { first: number } & Filter) {
    const ids: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 1000; pages++) {
      const result: PagingPageQuery = await server.ok(PagingPage, { id: sessionId, after, ...vars });
      const page = result.session!.messages;
      ids.push(...page!.nodes.map((n) => n.entryId));
      if (!page!.pageInfo.hasNextPage) return ids;
      after = page!.pageInfo.endCursor!;
    }
    throw new Error('paging did not end');
  }

  /** Scrolling up: the newest page first, then `before: startCursor` until no older items exist. */
  async function readAllBackward(vars: { last: number } & Filter) {
    const pages: string[][] = [];
    let before: string | null = null;
    for (let n = 0; n < 1000; n++) {
      const result: PagingPageQuery = await server.ok(PagingPage, { id: sessionId, before, ...vars });
      const page = result.session!.messages!;
      pages.unshift(page.nodes.map((node) => node.entryId));
      if (n === 0)
        expect(page.pageInfo.hasNextPage).toBe(false); // the newest page ends the path
      else expect(page.pageInfo.hasNextPage).toBe(true); // newer items follow every older page
      if (!page.pageInfo.hasPreviousPage) return pages.flat();
      before = page.pageInfo.startCursor!;
    }
    throw new Error('paging did not end');
  }

  const filters: [string, Filter, (e: (typeof path)[number]) => boolean][] = [
    ['with custom entries', { includeCustom: true }, () => true],
    ['messages', {}, (e) => e.kind === 'MESSAGE'],
    ['assistant only', { roles: ['ASSISTANT'] }, (e) => e.role === 'ASSISTANT'],
  ];

  it.each([1, 2, 7, 50])('pages of %i return exactly the path, in order', async (first) => {
    expect(path.length).toBe(80);
    for (const [, filter, keep] of filters) {
      expect(await readAll({ first, ...filter })).toEqual(path.filter(keep).map((e) => e.id));
    }
  });

  it.each([1, 3, 7, 50])('backward pages of %i (last, before: startCursor) return exactly the path, each page in path order', async (last) => {
    for (const [, filter, keep] of filters) {
      expect(await readAllBackward({ last, ...filter })).toEqual(path.filter(keep).map((e) => e.id));
    }
  });

  it('messages(last: n) is the newest n entries of the active path, oldest first', async () => {
    const page = (await server.ok(PagingPage, { id: sessionId, last: 5, includeCustom: true })).session!.messages!;
    expect(page.nodes.map((n) => n.entryId)).toEqual(path.slice(-5).map((e) => e.id));
    expect(page.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    expect(page.pageInfo.startCursor).toBe(page.edges[0]!.cursor);
    expect(page.pageInfo.endCursor).toBe(page.edges[4]!.cursor);
  });

  it.each(filters.map(([name, filter, keep]) => [name, filter, keep] as const))(
    'every combination of first/after/last/before matches the reference model (%s)',
    (_name, filter, keep) =>
      expectModelPages(
        server,
        sessionId,
        path.filter(keep).map((e) => e.id),
        filter,
      ),
  );
});

// An unbranched session: every page is answered by the statement that reads the session
// (the active leaf's branch is the whole path), including the has-previous/has-next checks.
describe.each(backends())('paging an unbranched path (%s)', (backend) => {
  let server: TestServer;
  let sessionId: string;
  const path: { id: string; kind: 'MESSAGE' | 'CUSTOM'; role: string | null }[] = [];

  beforeAll(async () => {
    server = await startServer({ backend });
    sessionId = (await createSession(server)).id;
    for (let i = 0; i < 30; i++) {
      const kind = i % 5 === 0 ? 'custom' : i % 2 === 0 ? 'user' : 'assistant';
      const input =
        kind === 'custom'
          ? { sessionId, custom: { customType: 'note', data: { i } } }
          : kind === 'user'
            ? { sessionId, message: { user: { content: [{ text: { text: `u${i}` } }] } } }
            : { sessionId, message: { assistant: { stopReason: 'END' as const, content: [{ text: { text: `a${i}` } }] } } };
      const { entry } = (await server.ok(PagingAppend, { input })).appendEntry;
      path.push({ id: entry.entryId, kind: kind === 'custom' ? 'CUSTOM' : 'MESSAGE', role: kind === 'custom' ? null : kind.toUpperCase() });
    }
  }, 120_000);

  afterAll(() => server.stop());

  const filters: [string, Filter, (e: (typeof path)[number]) => boolean][] = [
    ['with custom entries', { includeCustom: true }, () => true],
    ['messages', {}, (e) => e.kind === 'MESSAGE'],
    ['assistant only', { roles: ['ASSISTANT'] }, (e) => e.role === 'ASSISTANT'],
  ];

  it.each(filters.map(([name, filter, keep]) => [name, filter, keep] as const))(
    'every combination of first/after/last/before matches the reference model (%s)',
    (_name, filter, keep) =>
      expectModelPages(
        server,
        sessionId,
        path.filter(keep).map((e) => e.id),
        filter,
      ),
  );

  it('two pages in one request (one of them conditional) are the same pages as asked one by one', async () => {
    const ids = path.map((e) => e.id);
    const first = (await server.ok(PagingPage, { id: sessionId, first: 4, includeCustom: true })).session!.messages!;
    for (const withLast of [true, false]) {
      const both = (await server.ok(PagingTwoPages, { id: sessionId, first: 3, after: first.pageInfo.endCursor, withLast })).session!;
      expect(both.head!.nodes.map((n) => n.entryId)).toEqual(ids.slice(4, 7));
      expect(both.head!.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
      expect(both.tail?.nodes.map((n) => n.entryId)).toEqual(withLast ? ids.slice(-2) : undefined);
    }
  });

  it('a bad cursor is INVALID_CURSOR on the field, and the session is still read', async () => {
    const r = await server.request(PagingPage, { id: sessionId, first: 2, after: 'not-a-cursor' });
    expect(r.errors?.[0]?.extensions?.code).toBe('INVALID_CURSOR');
    expect(r.errors?.[0]?.path).toEqual(['session', 'messages']);
    expect(r.data?.session).toEqual({ messages: null });
  });
});
