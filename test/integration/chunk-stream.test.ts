// llmResponseChunks: chunks already streamed come first, then live ones; and a client that
// leaves a quiet stream releases its bus listener at once (not at the next chunk).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { busListeners, eventually, liveClient, waitForListeners } from '../helpers/clients.js';
import { CreateSession } from '../helpers/documents.js';
import { startServer, type TestServer } from '../helpers/server.js';

const ChunkAddItem = graphql(`
  mutation ChunkAddItem($input: AddContextItemInput!) {
    addContextItem(input: $input) {
      offset
    }
  }
`);

const ChunkOpenRequest = graphql(`
  query ChunkOpenRequest($id: ID!) {
    session(id: $id) {
      context {
        openRequest {
          offset
        }
      }
    }
  }
`);

const ChunkAppend = graphql(`
  mutation ChunkAppend($input: AppendLlmResponseChunkInput!) {
    appendLlmResponseChunk(input: $input) {
      accepted
    }
  }
`);

const ChunkWatch = graphql(`
  subscription ChunkWatch($sessionId: ID!, $requestOffset: SafeInt!) {
    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {
      sequence
      chunk
    }
  }
`);

describe.each(['ws', 'sse'] as const)('llmResponseChunks over %s', (transport) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { llm: { debounceMs: 0, sweepIntervalMs: 20 } } });
  });
  afterAll(() => server.stop());

  async function openRequest(): Promise<{ sessionId: string; offset: number }> {
    const sessionId = (await server.ok(CreateSession, { input: {} })).createSession.session.id;
    await server.ok(ChunkAddItem, { input: { sessionId, item: { role: 'USER', content: 'hi' } } });
    let offset = 0;
    await eventually(async () => {
      offset = (await server.ok(ChunkOpenRequest, { id: sessionId })).session?.context.openRequest?.offset ?? 0;
      return offset > 0;
    }, 'a request opens');
    return { sessionId, offset };
  }

  it('replays what was streamed, then continues live, each sequence once', async () => {
    const { sessionId, offset } = await openRequest();
    await server.ok(ChunkAppend, { input: { sessionId, requestOffset: offset, sequence: 0, chunk: 'Hel' } });
    const client = liveClient(transport, server);
    const before = busListeners(server);
    const sub = client.subscribe(ChunkWatch, { sessionId, requestOffset: offset });
    await sub.waitFor(1);
    await waitForListeners(server, before + 1);
    await server.ok(ChunkAppend, { input: { sessionId, requestOffset: offset, sequence: 1, chunk: 'lo' } });
    await server.ok(ChunkAppend, { input: { sessionId, requestOffset: offset, sequence: 1, chunk: 'LO' } });
    const items = await sub.waitFor(2);
    expect(items.map((i) => i.llmResponseChunks)).toEqual([
      { sequence: 0, chunk: 'Hel' },
      { sequence: 1, chunk: 'lo' },
    ]);
    sub.unsubscribe();
    await client.dispose();
  });

  it('a client leaving a quiet stream releases its listener at once', async () => {
    const { sessionId, offset } = await openRequest();
    const before = busListeners(server);
    const client = liveClient(transport, server);
    const sub = client.subscribe(ChunkWatch, { sessionId, requestOffset: offset });
    await waitForListeners(server, before + 1);
    sub.unsubscribe();
    await eventually(() => busListeners(server) === before, `listeners back to ${before} (now ${busListeners(server)})`);
    await client.dispose();
  });
});
