// llmResponseChunks: chunks already streamed come first, then live ones; and a client that
// leaves a quiet stream releases its bus listener at once (not at the next chunk).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql } from '../gql/index.js';
import { busListeners, liveClient, waitForListeners } from '../helpers/clients.js';
import { createSession } from '../helpers/flow.js';
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
    const { id: sessionId } = await createSession(server);
    await server.ok(ChunkAddItem, { input: { sessionId, item: { role: 'USER', content: 'hi' } } });
    const offset = await vi.waitFor(
      async () => {
        const offset = (await server.ok(ChunkOpenRequest, { id: sessionId })).session?.context.openRequest?.offset ?? 0;
        if (offset <= 0) throw new Error(`a request opens in session ${sessionId}`);
        return offset;
      },
      { timeout: 10_000, interval: 20 },
    );
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
    await expect.poll(() => busListeners(server), { message: 'bus listeners back to where they were' }).toBe(before);
    await client.dispose();
  });
});

describe.each(['ws', 'sse'] as const)('llmResponseChunks subscribed before its request opened, over %s', (transport) => {
  let server: TestServer;
  beforeAll(async () => {
    // A long debounce: the request asked for opens 1.5 s after its item.
    server = await startServer({ backend: 'pglite', config: { llm: { debounceMs: 1500, sweepIntervalMs: 20 } } });
  });
  afterAll(() => server.stop());

  it('waits for the request at that offset, then streams it', async () => {
    const { id: sessionId } = await createSession(server);
    const item = (await server.ok(ChunkAddItem, { input: { sessionId, item: { role: 'USER', content: 'hi' } } })).addContextItem;
    const requestOffset = item.offset + 1;
    const client = liveClient(transport, server);
    const before = busListeners(server);
    const sub = client.subscribe(ChunkWatch, { sessionId, requestOffset });
    await waitForListeners(server, before + 1);
    // Not open yet: the stream waits instead of ending empty.
    expect((await server.ok(ChunkOpenRequest, { id: sessionId })).session?.context.openRequest).toBeNull();
    await expect
      .poll(async () => (await server.ok(ChunkOpenRequest, { id: sessionId })).session?.context.openRequest?.offset, { message: 'the request opens' })
      .toBe(requestOffset);
    expect(sub.ended).toBe(false);
    await server.ok(ChunkAppend, { input: { sessionId, requestOffset, sequence: 0, chunk: 'Hi there' } });
    const items = await sub.waitFor(1);
    expect(items.map((i) => i.llmResponseChunks)).toEqual([{ sequence: 0, chunk: 'Hi there' }]);
    sub.unsubscribe();
    await client.dispose();
  });

  it('completes when that offset turns out to be no request', async () => {
    const { id: sessionId } = await createSession(server);
    const item = (
      await server.ok(ChunkAddItem, { input: { sessionId, item: { role: 'USER', content: 'no turn', llmRequestPolicy: 'DONT_TRIGGER_REQUEST' } } })
    ).addContextItem;
    const client = liveClient(transport, server);
    const before = busListeners(server);
    const sub = client.subscribe(ChunkWatch, { sessionId, requestOffset: item.offset + 1 });
    await waitForListeners(server, before + 1);
    // The next stored event takes that offset and is no request.
    await server.ok(ChunkAddItem, { input: { sessionId, item: { role: 'USER', content: 'another', llmRequestPolicy: 'DONT_TRIGGER_REQUEST' } } });
    await sub.waitForEnd();
    expect(sub.completed).toBe(true);
    expect(sub.items).toEqual([]);
    await client.dispose();
  });
});
