// graphql-ws as a frontend uses it (the README's snippet): Node's own WebSocket, default
// client options, sessionEvents replayed from offset 0 and then live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { busListeners, until, waitForListeners } from '../helpers/clients.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { watchSessionOverWebSocket } from './setups.js';

const WsCreate = graphql(`
  mutation WsCreate {
    createSession(input: { title: "ws" }) {
      session {
        id
      }
    }
  }
`);

const WsAppend = graphql(`
  mutation WsAppend($sessionId: ID!) {
    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: "over WebSocket" } }] } } }) {
      entry {
        entryId
      }
    }
  }
`);

describe('graphql-ws client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend: 'pglite' });
  });
  afterAll(() => server?.stop());

  it('receives the replayed and the live sessionEvents', async () => {
    const sessionId = (await server.ok(WsCreate)).createSession.session.id;
    const received: unknown[] = [];
    const listeners = busListeners(server);
    const stop = watchSessionOverWebSocket(server.wsUrl, sessionId, (event) => received.push(event));
    try {
      await waitForListeners(server, listeners + 1);
      await server.ok(WsAppend, { sessionId });
      await until(
        () => received.length >= 2,
        () => `got ${JSON.stringify(received)}`,
      );
      expect(received).toEqual([
        { __typename: 'SessionCreatedEvent', offset: 1, type: 'SESSION_CREATED' },
        { __typename: 'MessageAddedEvent', offset: 2, type: 'MESSAGE_ADDED' },
      ]);
    } finally {
      stop();
    }
  });
});
