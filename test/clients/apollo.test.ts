// Apollo Client (HttpLink + GraphQLWsLink, a plain `new InMemoryCache()` with no keyFields)
// against a real server. Two sessions whose entries and function calls share their
// per-session ids, and a fork of one of them, read through one normalized cache: every
// message and call shows its own content. `fetchMore` with relayStylePagination pages a long
// transcript backward (a chat screen scrolling up) and forward.
import { InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { createApollo } from './setups.js';

const ApolloAppend = graphql(`
  mutation ApolloAppend($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      entry {
        id
        entryId
      }
    }
  }
`);

const ApolloFork = graphql(`
  mutation ApolloFork($input: ForkSessionInput!) {
    forkSession(input: $input) {
      session {
        id
        activeLeafId
      }
    }
  }
`);

const ApolloUpdate = graphql(`
  mutation ApolloUpdate($input: UpdateMessageInput!) {
    updateMessage(input: $input) {
      updated
    }
  }
`);

const ApolloTranscript = graphql(`
  query ApolloTranscript($id: ID!) {
    session(id: $id) {
      id
      title
      messages {
        nodes {
          id
          entryId
          sessionId
          ... on MessageEntry {
            message {
              role
              content {
                __typename
                ... on TextBlock {
                  text
                }
                ... on FunctionCallBlock {
                  callId
                  functionId
                  arguments
                }
              }
            }
          }
        }
      }
    }
  }
`);

const ApolloWatch = graphql(`
  subscription ApolloWatch($sessionId: ID!) {
    sessionEvents(sessionId: $sessionId, after: 0) {
      __typename
      offset
      ... on MessageAddedEvent {
        entry {
          id
          entryId
          ... on MessageEntry {
            message {
              role
              content {
                __typename
                ... on TextBlock {
                  text
                }
              }
            }
          }
        }
      }
    }
  }
`);

const ApolloPage = graphql(`
  query ApolloPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
    session(id: $id) {
      id
      messages(first: $first, after: $after, last: $last, before: $before) {
        edges {
          cursor
          node {
            id
            entryId
            ... on MessageEntry {
              message {
                content {
                  ... on TextBlock {
                    text
                  }
                }
              }
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

const text = (t: string) => ({ text: { text: t } });

/** What a transcript shows: each entry's per-session id with its text and calls. */
function shown(data: unknown) {
  const session = (data as { session: { messages: { nodes: { entryId: string; message: { content: Record<string, unknown>[] } }[] } } }).session;
  return session.messages.nodes.map((n) => ({
    entryId: n.entryId,
    content: n.message.content.map((b) => (b.__typename === 'TextBlock' ? b.text : { callId: b.callId, arguments: b.arguments })),
  }));
}

describe('Apollo Client with its default InMemoryCache', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend: 'pglite' });
  });
  afterAll(() => server?.stop());

  /** A session whose entries are turn-1 (user) and turn-2 (assistant calling call_1), with its own words. */
  async function conversation(label: string) {
    const { id } = await createSession(server, { title: label });
    await server.ok(ApolloAppend, { input: { sessionId: id, entryId: 'turn-1', message: { user: { content: [text(`question of ${label}`)] } } } });
    await server.ok(ApolloAppend, {
      input: {
        sessionId: id,
        entryId: 'turn-2',
        message: {
          assistant: {
            stopReason: 'FUNCTION_CALL',
            content: [text(`answer of ${label}`), { functionCall: { callId: 'call_1', functionId: 'search', arguments: { q: label } } }],
          },
        },
      },
    });
    return id;
  }

  it('two sessions sharing entry and call ids, and a fork, each show their own content from one cache', async () => {
    const a = await conversation('A');
    const b = await conversation('B');
    // The fork copies A's path under fresh entry ids but keeps the call id; then its copy of
    // the assistant turn is edited, so the fork and its source differ in the same call.
    const fork = (await server.ok(ApolloFork, { input: { sessionId: a, entryId: 'turn-2', title: 'F' } })).forkSession.session;
    await server.ok(ApolloUpdate, {
      input: {
        sessionId: fork.id,
        entryId: fork.activeLeafId!,
        content: [text('answer of F'), { functionCall: { callId: 'call_1', functionId: 'search', arguments: { q: 'F' } } }],
      },
    });

    const { apollo, wsClient } = createApollo(server.url, server.wsUrl);
    try {
      const read = async (id: string, fetchPolicy: 'network-only' | 'cache-only') =>
        shown((await apollo.query({ query: ApolloTranscript, variables: { id }, fetchPolicy })).data);
      const expected = (label: string, ids: [string, string]) => [
        { entryId: ids[0], content: [`question of ${label === 'F' ? 'A' : label}`] },
        { entryId: ids[1], content: [`answer of ${label}`, { callId: 'call_1', arguments: { q: label } }] },
      ];
      const forkIds = (await read(fork.id, 'network-only')).map((e) => e.entryId) as [string, string];
      expect(forkIds[1]).toBe(fork.activeLeafId);
      // Every read goes through the same normalized cache; later reads must not overwrite earlier ones.
      expect(await read(a, 'network-only')).toEqual(expected('A', ['turn-1', 'turn-2']));
      expect(await read(b, 'network-only')).toEqual(expected('B', ['turn-1', 'turn-2']));
      expect(await read(a, 'cache-only')).toEqual(expected('A', ['turn-1', 'turn-2']));
      expect(await read(b, 'cache-only')).toEqual(expected('B', ['turn-1', 'turn-2']));
      expect(await read(fork.id, 'cache-only')).toEqual(expected('F', forkIds));

      // Six entries, six cache objects: each keyed on its service-wide id.
      const keys = Object.keys(apollo.cache.extract() as object).filter((k) => k.startsWith('MessageEntry:'));
      expect(keys).toHaveLength(6);

      // A live event through GraphQLWsLink lands on the right entry in the cache too.
      const live: unknown[] = [];
      const subscription = apollo.subscribe({ query: ApolloWatch, variables: { sessionId: b } }).subscribe({ next: (r) => live.push(r.data) });
      try {
        await expect.poll(() => live.length, { interval: 5, message: 'replayed events (of 3)' }).toBeGreaterThanOrEqual(3);
        await server.ok(ApolloAppend, { input: { sessionId: b, entryId: 'turn-3', message: { user: { content: [text('live in B')] } } } });
        await expect.poll(() => live.length, { interval: 5, message: 'events, waiting for the live one (the 4th)' }).toBeGreaterThanOrEqual(4);
        expect(live[3]).toMatchObject({ sessionEvents: { __typename: 'MessageAddedEvent', offset: 4, entry: { entryId: 'turn-3' } } });
      } finally {
        subscription.unsubscribe();
      }
      expect(await read(a, 'cache-only')).toEqual(expected('A', ['turn-1', 'turn-2']));
      expect(await read(b, 'network-only')).toEqual([...expected('B', ['turn-1', 'turn-2']), { entryId: 'turn-3', content: ['live in B'] }]);
    } finally {
      apollo.stop();
      await wsClient.dispose();
    }
  });

  it('fetchMore with relayStylePagination: the newest page, then older pages (backward), and forward pages', async () => {
    const { id } = await createSession(server, { title: 'long' });
    const words = Array.from({ length: 8 }, (_, i) => `m${i}`);
    await appendMessages(server, id, words.map(userText));
    const pagedCache = () =>
      new InMemoryCache({ typePolicies: { Session: { fields: { messages: relayStylePagination(['fromEntryId', 'roles', 'includeCustom']) } } } });
    type Page = { session: { messages: { edges: { node: { message: { content: { text: string }[] } } }[]; pageInfo: Record<string, unknown> } } };
    const texts = (data: unknown) => (data as Page).session.messages.edges.map((e) => e.node.message.content[0]!.text);
    const pageInfo = (data: unknown) => (data as Page).session.messages.pageInfo;

    for (const direction of ['backward', 'forward'] as const) {
      const { apollo, wsClient } = createApollo(server.url, server.wsUrl, pagedCache());
      try {
        const query = apollo.watchQuery({ query: ApolloPage, variables: direction === 'backward' ? { id, last: 3 } : { id, first: 3 } });
        const results: unknown[] = [];
        const subscription = query.subscribe({ next: (r) => r.data && results.push(r.data) });
        await expect.poll(() => results.length, { interval: 5, message: 'the first page' }).toBeGreaterThan(0);
        const latest = () => results[results.length - 1];
        if (direction === 'backward') {
          // A chat screen: the newest three, then older ones as the user scrolls up.
          expect(texts(latest())).toEqual(['m5', 'm6', 'm7']);
          expect(pageInfo(latest())).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
          await query.fetchMore({ variables: { last: 3, before: pageInfo(latest()).startCursor as string } });
          await expect.poll(() => texts(latest()).length, { interval: 5, message: 'merged entries' }).toBe(6);
          expect(texts(latest())).toEqual(['m2', 'm3', 'm4', 'm5', 'm6', 'm7']);
          await query.fetchMore({ variables: { last: 3, before: pageInfo(latest()).startCursor as string } });
          await expect.poll(() => texts(latest()).length, { interval: 5, message: 'merged entries' }).toBe(8);
          expect(texts(latest())).toEqual(words);
          expect(pageInfo(latest())).toMatchObject({ hasPreviousPage: false });
        } else {
          expect(texts(latest())).toEqual(['m0', 'm1', 'm2']);
          expect(pageInfo(latest())).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
          await query.fetchMore({ variables: { first: 3, after: pageInfo(latest()).endCursor as string } });
          await expect.poll(() => texts(latest()).length, { interval: 5, message: 'merged entries' }).toBe(6);
          await query.fetchMore({ variables: { first: 3, after: pageInfo(latest()).endCursor as string } });
          await expect.poll(() => texts(latest()).length, { interval: 5, message: 'merged entries' }).toBe(8);
          expect(texts(latest())).toEqual(words);
          expect(pageInfo(latest())).toMatchObject({ hasNextPage: false });
        }
        subscription.unsubscribe();
      } finally {
        apollo.stop();
        await wsClient.dispose();
      }
    }
  });
});
