// Subscription setup goes through the services like every other operation: its storage reads
// map their errors to codes (a NUL in an id is the caller's input, never a 500), and unknown
// sessions are NOT_FOUND at subscribe time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { liveClient, TRANSPORTS } from '../helpers/clients.js';
import { transportBackends, startServer, type TestServer } from '../helpers/server.js';

const SetupEvents = graphql(`
  subscription SetupEvents($sessionId: ID!) {
    sessionEvents(sessionId: $sessionId) {
      offset
    }
  }
`);

const SetupChunks = graphql(`
  subscription SetupChunks($sessionId: ID!) {
    llmResponseChunks(sessionId: $sessionId, requestOffset: 1) {
      chunk
    }
  }
`);

describe.each(transportBackends().flatMap((backend) => TRANSPORTS.map((transport) => [backend, transport] as const)))(
  'subscription setup (%s, over %s)',
  (backend, transport) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({ backend });
    });
    afterAll(() => server.stop());

    it.each([
      ['sessionEvents', SetupEvents],
      ['llmResponseChunks', SetupChunks],
    ] as const)('%s: a NUL in the session id is BAD_USER_INPUT; an unknown session is NOT_FOUND', async (_name, document) => {
      const client = liveClient(transport, server);
      try {
        const nul = client.subscribe(document, { sessionId: 'a\u0000b' });
        expect((await nul.waitForError()).extensions?.code).toBe('BAD_USER_INPUT');
        const unknown = client.subscribe(document, { sessionId: 's_unknown' });
        expect((await unknown.waitForError()).extensions?.code).toBe('NOT_FOUND');
      } finally {
        await client.dispose();
      }
    });
  },
);
