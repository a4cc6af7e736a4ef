// urql's default client (cacheExchange + fetchExchange, queries sent as GET without any
// preflight header) plus subscriptionExchange over graphql-ws, against a real server: queries,
// a mutation, a live subscription. The server records the method of every HTTP request, so the
// test sees that queries really went out as GET and the mutation as POST.
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { createUrql } from './setups.js';

const UrqlCreate = graphql(`
  mutation UrqlCreate($input: CreateSessionInput!) {
    createSession(input: $input) {
      session {
        id
        title
      }
    }
  }
`);

const UrqlAppend = graphql(`
  mutation UrqlAppend($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      entry {
        id
        entryId
      }
    }
  }
`);

const UrqlSession = graphql(`
  query UrqlSession($id: ID!) {
    session(id: $id) {
      id
      title
      status
      messages(last: 10) {
        nodes {
          id
          entryId
          ... on MessageEntry {
            message {
              content {
                __typename
                ... on TextBlock {
                  text
                }
              }
            }
          }
        }
        pageInfo {
          hasPreviousPage
        }
      }
    }
  }
`);

const UrqlSessions = graphql(`
  query UrqlSessions($metadata: JSONObject) {
    sessions(first: 10, metadata: $metadata) {
      nodes {
        id
        title
      }
    }
  }
`);

const UrqlWatch = graphql(`
  subscription UrqlWatch($sessionId: ID!) {
    sessionEvents(sessionId: $sessionId, after: 0) {
      __typename
      offset
      ... on MessageAddedEvent {
        entryId
      }
    }
  }
`);

describe("urql's default client", () => {
  let server: TestServer;
  const requests: { method: string; url: string }[] = [];
  beforeAll(async () => {
    server = await startServer({ backend: 'pglite' });
    // Observe (not change) what reaches the server.
    server.app.server.on('request', (req: IncomingMessage) => requests.push({ method: req.method ?? '', url: req.url ?? '' }));
  });
  afterAll(() => server?.stop());

  it('runs queries over GET, mutations over POST, and subscriptions over graphql-ws', async () => {
    const { urql, wsClient } = createUrql(server.url, server.wsUrl);
    try {
      const tag = `urql-${Date.now()}`;
      requests.length = 0;
      const created = await urql.mutation(UrqlCreate, { input: { title: 'from urql', metadata: { tag } } }).toPromise();
      expect(created.error).toBeUndefined();
      const id = created.data!.createSession.session.id;
      expect(requests.at(-1)?.method).toBe('POST');

      const listed = await urql.query(UrqlSessions, { metadata: { tag } }).toPromise();
      expect(listed.error).toBeUndefined();
      expect(listed.data!.sessions!.nodes).toEqual([{ __typename: 'Session', id, title: 'from urql' }]);
      expect(requests.at(-1)?.method).toBe('GET');
      expect(requests.at(-1)?.url).toContain('query=');

      const live: unknown[] = [];
      const subscription = urql.subscription(UrqlWatch, { sessionId: id }).subscribe((result) => {
        if (result.data) live.push(result.data.sessionEvents);
      });
      try {
        await expect.poll(() => live.length, { interval: 5, message: 'the replayed created event' }).toBeGreaterThanOrEqual(1);
        const appended = await urql
          .mutation(UrqlAppend, { input: { sessionId: id, entryId: 'hello', message: { user: { content: [{ text: { text: 'Hi from urql' } }] } } } })
          .toPromise();
        expect(appended.error).toBeUndefined();
        await expect.poll(() => live.length, { interval: 5, message: 'events, waiting for the live one (the 2nd)' }).toBeGreaterThanOrEqual(2);
        expect(live).toEqual([
          { __typename: 'SessionCreatedEvent', offset: 1 },
          { __typename: 'MessageAddedEvent', offset: 2, entryId: 'hello' },
        ]);
      } finally {
        subscription.unsubscribe();
      }

      requests.length = 0;
      const read = await urql.query(UrqlSession, { id }, { requestPolicy: 'network-only' }).toPromise();
      expect(read.error).toBeUndefined();
      expect(requests.map((r) => r.method)).toEqual(['GET']);
      expect(read.data!.session).toMatchObject({
        id,
        title: 'from urql',
        status: 'IDLE',
        messages: {
          nodes: [{ entryId: 'hello', message: { content: [{ __typename: 'TextBlock', text: 'Hi from urql' }] } }],
          pageInfo: { hasPreviousPage: false },
        },
      });

      // A query error stays on its field (and urql reports it as a CombinedError).
      const bad = await urql.query(UrqlSessions, { metadata: { tag: 'x'.padEnd(20_000, 'x') } }, { requestPolicy: 'network-only' }).toPromise();
      expect(bad.error?.graphQLErrors[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(bad.error?.graphQLErrors[0]?.path).toEqual(['sessions']);
    } finally {
      wsClient.dispose();
    }
  });
});
