// Paging a path that crosses many branches: every page reads only its segments, and the
// pages together are exactly the path (walked through parent links), for every filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import type { PagingPageQuery } from '../gql/graphql.js';
import { backends, startServer, type TestServer } from '../helpers/server.js';

const PagingCreate = graphql(`
  mutation PagingCreate {
    createSession(input: {}) {
      session {
        id
      }
    }
  }
`);

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
  query PagingPage($id: ID!, $first: Int, $after: String, $includeCustom: Boolean, $roles: [MessageRole!]) {
    session(id: $id) {
      messages(first: $first, after: $after, includeCustom: $includeCustom, roles: $roles) {
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
          endCursor
        }
      }
    }
  }
`);

describe.each(backends())('paging a path across many branches (%s)', (backend) => {
  let server: TestServer;
  let sessionId: string;
  /** The active path, root first, with each entry's kind and role. */
  const path: { id: string; kind: 'MESSAGE' | 'CUSTOM'; role: string | null }[] = [];

  beforeAll(async () => {
    server = await startServer({ backend });
    sessionId = (await server.ok(PagingCreate)).createSession.session.id;
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

  async function readAll(vars: { first: number; includeCustom?: boolean; roles?: ('USER' | 'ASSISTANT')[] }) {
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

  it.each([1, 2, 7, 50])('pages of %i return exactly the path, in order', async (first) => {
    expect(path.length).toBe(80);
    expect(await readAll({ first, includeCustom: true })).toEqual(path.map((e) => e.id));
    expect(await readAll({ first })).toEqual(path.filter((e) => e.kind === 'MESSAGE').map((e) => e.id));
    expect(await readAll({ first, roles: ['ASSISTANT'] })).toEqual(path.filter((e) => e.role === 'ASSISTANT').map((e) => e.id));
  });
});
