// graphql-ws as a frontend uses it (the README's snippet): Node's own WebSocket, default
// client options, sessionEvents replayed from offset 0 and then live.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { busListeners, waitForListeners } from '../helpers/clients.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { watchSessionOverWebSocket } from './setups.js';

describe('graphql-ws client', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend: 'pglite' });
  });
  afterAll(() => server?.stop());

  it('receives the replayed and the live sessionEvents', async () => {
    const { id: sessionId } = await createSession(server, { title: 'ws' });
    const received: unknown[] = [];
    const listeners = busListeners(server);
    const stop = watchSessionOverWebSocket(server.wsUrl, sessionId, (event) => received.push(event));
    try {
      await waitForListeners(server, listeners + 1);
      await appendMessages(server, sessionId, [userText('over WebSocket')]);
      await vi.waitFor(() => expect(received.length, `got ${JSON.stringify(received)}`).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 5 });
      expect(received).toEqual([
        { __typename: 'SessionCreatedEvent', offset: 1, type: 'SESSION_CREATED' },
        { __typename: 'MessageAddedEvent', offset: 2, type: 'MESSAGE_ADDED' },
      ]);
    } finally {
      stop();
    }
  });
});
