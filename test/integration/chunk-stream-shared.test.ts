// Issue 22 items 6, 7 and issue 23 item 4: the chunk stream of the turn loop.
// - A worker taking over a request on another instance learns the streamed high-water mark
//   from shared state, and a second answer is never spliced into the first one's stream.
// - A Redis outage while a worker streams leaves no hole in the middle of the partial text an
//   interrupt stores, and a subscriber that lost chunks is told so (`gap`).
// - `textSoFar` carries the whole text so far; a subscriber arriving after the request
//   settled gets the final text.
import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveClient, waitForListeners, busListeners, type LiveClient } from '../helpers/clients.js';
import { createSession } from '../helpers/flow.js';
import { startIsolatedRedis, type IsolatedRedis } from '../helpers/isolated-servers.js';
import { backends, createTestDatabase, dropTestDatabase, startServer, testDatabaseUrl, type TestServer } from '../helpers/server.js';

const ADD = 'mutation CsAdd($input: AddContextItemInput!) { addContextItem(input: $input) { offset } }';
const CHUNK = 'mutation CsChunk($input: AppendLlmResponseChunkInput!) { appendLlmResponseChunk(input: $input) { accepted } }';
const OPEN = 'query CsOpen($id: ID!) { session(id: $id) { context { openRequest { offset } } } }';
const CLAIM = 'mutation CsClaim($input: ClaimLlmRequestInput!) { claimLlmRequest(input: $input) { claimed nextSequence } }';
const SETTLE = 'mutation CsSettle($input: SettleLlmRequestInput!) { settleLlmRequest(input: $input) { settled } }';
const SETTLED =
  'query CsSettled($id: ID!) { session(id: $id) { events(first: 100) { nodes { type ... on LlmRequestSettledEvent { requestOffset result { __typename ... on LlmCancelled { reason partialText } } } } } } }';
const WATCH = parse(`
  subscription CsWatch($sessionId: ID!, $requestOffset: SafeInt!) {
    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) { sequence chunk textSoFar gap }
  }
`);

const WATCH_CHUNKS = parse(`
  subscription CsWatchChunks($sessionId: ID!, $requestOffset: SafeInt!) {
    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) { sequence chunk }
  }
`);

interface Delivery {
  llmResponseChunks: { sequence: number; chunk: string; textSoFar: string; gap: boolean };
}

async function gql<T>(server: TestServer, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await server.request<T, Record<string, unknown>>(query, variables);
  if (res.errors?.length) throw new Error(JSON.stringify(res.errors));
  return res.data as T;
}

async function openRequest(server: TestServer): Promise<{ id: string; offset: number }> {
  const { id } = await createSession(server);
  await gql(server, ADD, { input: { sessionId: id, item: { role: 'USER', content: 'go' } } });
  const offset = await vi.waitFor(
    async () => {
      const open = (await gql<{ session: { context: { openRequest: { offset: number } | null } } }>(server, OPEN, { id })).session.context
        .openRequest;
      if (!open || open.offset <= 0) throw new Error(`a request opens in session ${id} (open request: ${JSON.stringify(open)})`);
      return open.offset;
    },
    { timeout: 10_000, interval: 20 },
  );
  return { id, offset };
}

const chunk = async (server: TestServer, id: string, requestOffset: number, sequence: number, text: string, workerId?: string) =>
  (
    await gql<{ appendLlmResponseChunk: { accepted: boolean } }>(server, CHUNK, {
      input: { sessionId: id, requestOffset, sequence, chunk: text, ...(workerId ? { workerId } : {}) },
    })
  ).appendLlmResponseChunk.accepted;

/** Interrupts the open request through `server` and returns the partial text the cancellation stored. */
async function interrupt(server: TestServer, id: string, requestOffset: number): Promise<string | null | undefined> {
  await gql(server, ADD, { input: { sessionId: id, item: { role: 'USER', content: 'stop', llmRequestPolicy: 'INTERRUPT_CURRENT_REQUEST' } } });
  const nodes = (
    await gql<{ session: { events: { nodes: { type: string; requestOffset?: number; result?: { partialText: string | null } }[] } } }>(
      server,
      SETTLED,
      {
        id,
      },
    )
  ).session.events.nodes;
  return nodes.find((e) => e.type === 'LLM_REQUEST_SETTLED' && e.requestOffset === requestOffset)?.result?.partialText;
}

const texts = (items: Delivery[]) => items.map((i) => i.llmResponseChunks.textSoFar);

describe.each(backends())('llmResponseChunks carries the text so far (%s)', (backend) => {
  let server: TestServer;
  let client: LiveClient;
  beforeAll(async () => {
    server = await startServer({ backend, config: { llm: { debounceMs: 0, sweepIntervalMs: 50 } } });
    client = liveClient('ws', server);
  });
  afterAll(async () => {
    await client?.dispose();
    await server?.stop();
  });

  it('every chunk carries the whole text up to it; a late subscriber gets it first', async () => {
    const { id, offset } = await openRequest(server);
    await chunk(server, id, offset, 0, 'Once ');
    await chunk(server, id, offset, 1, 'upon ');
    const before = busListeners(server);
    const sub = client.subscribe<Delivery, Record<string, unknown>>(WATCH, { sessionId: id, requestOffset: offset });
    await sub.waitFor(2);
    await waitForListeners(server, before + 1);
    await chunk(server, id, offset, 2, 'a time');
    const items = await sub.waitFor(3);
    expect(texts(items)).toEqual(['Once ', 'Once upon ', 'Once upon a time']);
    expect(items.map((i) => i.llmResponseChunks.gap)).toEqual([false, false, false]);
    sub.unsubscribe();
  });

  it('a subscriber arriving after the request settled gets the final text, then the stream completes', async () => {
    const { id, offset } = await openRequest(server);
    await chunk(server, id, offset, 0, 'Hel');
    await gql(server, SETTLE, { input: { sessionId: id, requestOffset: offset, result: { succeeded: { text: 'Hello there' } } } });
    const sub = client.subscribe<Delivery, Record<string, unknown>>(WATCH, { sessionId: id, requestOffset: offset });
    await sub.waitForEnd();
    expect(sub.completed).toBe(true);
    expect(sub.items.map((i) => i.llmResponseChunks)).toEqual([{ sequence: 0, chunk: 'Hello there', textSoFar: 'Hello there', gap: false }]);
  });
});

const clock = { shift: 0, now: () => Date.now() + clock.shift };

describe.runIf(testDatabaseUrl())('the chunk stream across two instances (postgres, own Redis)', { timeout: 60_000 }, () => {
  let redis: IsolatedRedis;
  let databaseUrl: string;
  let a: TestServer;
  let b: TestServer;
  let config: Record<string, unknown>;
  const clients: LiveClient[] = [];
  const servers: TestServer[] = [];

  beforeAll(async () => {
    const own = await startIsolatedRedis();
    redis = own;
    databaseUrl = await createTestDatabase();
    config = { redisChannelPrefix: `t-chunks-${randomUUID()}:`, llm: { debounceMs: 0, sweepIntervalMs: 50 } };
    a = await startServer({ backend: 'postgres', databaseUrl, redisUrl: redis.url, config, now: clock.now });
    b = await startServer({ backend: 'postgres', databaseUrl, redisUrl: redis.url, config, now: clock.now });
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    for (const s of servers) await s.stop();
    await a?.stop();
    await b?.stop();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
    await redis?.stop();
  });

  it('a takeover on the other instance continues from the streamed mark and never splices a second answer in', async () => {
    const { id, offset } = await openRequest(a);
    const claimed = await gql<{ claimLlmRequest: { claimed: boolean } }>(a, CLAIM, {
      input: { sessionId: id, requestOffset: offset, workerId: 'w-dead', leaseMs: 1000 },
    });
    expect(claimed.claimLlmRequest.claimed).toBe(true);
    const client = liveClient('ws', a);
    clients.push(client);
    const before = busListeners(a);
    const sub = client.subscribe<Delivery, Record<string, unknown>>(WATCH_CHUNKS, { sessionId: id, requestOffset: offset });
    await waitForListeners(a, before + 1);
    const first = ['t0 ', 't1 ', 't2 ', 't3 ', 't4 '];
    for (const [i, text] of first.entries()) expect(await chunk(a, id, offset, i, text, 'w-dead')).toBe(true);
    await sub.waitFor(first.length);

    // The worker dies; its lease lapses; another worker claims through an instance that never
    // heard those chunks (it started after them).
    clock.shift += 5000;
    const late = await startServer({ backend: 'postgres', databaseUrl, redisUrl: redis.url, config, now: clock.now });
    servers.push(late);
    const takeover = await gql<{ claimLlmRequest: { claimed: boolean; nextSequence: number } }>(late, CLAIM, {
      input: { sessionId: id, requestOffset: offset, workerId: 'w-new', leaseMs: 1000 },
    });
    expect(takeover.claimLlmRequest).toEqual({ claimed: true, nextSequence: first.length });
    // A second answer streamed into the same request (from 0, or from the mark) is refused.
    const second = Array.from({ length: 8 }, (_, i) => `u${i} `);
    const accepted = [];
    for (const [i, text] of second.entries()) accepted.push(await chunk(late, id, offset, i, text, 'w-new'));
    expect(accepted.every((x) => !x)).toBe(true);

    expect(await interrupt(a, id, offset)).toBe(first.join(''));
    await sub.waitForEnd();
    expect(sub.items.map((i) => i.llmResponseChunks.chunk)).toEqual(first);
  });

  it('a Redis outage while a worker streams: no hole in the partial text, and the subscriber is told it lost chunks', async () => {
    const { id, offset } = await openRequest(a);
    const clientB = liveClient('ws', b);
    const clientA = liveClient('ws', a);
    clients.push(clientA, clientB);
    const [beforeA, beforeB] = [busListeners(a), busListeners(b)];
    const onB = clientB.subscribe<Delivery, Record<string, unknown>>(WATCH, { sessionId: id, requestOffset: offset });
    const onA = clientA.subscribe<Delivery, Record<string, unknown>>(WATCH, { sessionId: id, requestOffset: offset });
    // Both subscribers listen.
    await vi.waitFor(
      () => {
        expect(busListeners(a), 'bus listeners on A').toBeGreaterThan(beforeA);
        expect(busListeners(b), 'bus listeners on B').toBeGreaterThan(beforeB);
      },
      { timeout: 10_000, interval: 20 },
    );
    const text = (i: number) => `t${i} `;
    let sequence = 0;
    for (; sequence < 6; sequence++) expect(await chunk(a, id, offset, sequence, text(sequence))).toBe(true);
    await onB.waitFor(6);
    await onA.waitFor(6);

    await redis.stop();
    const bus = (s: TestServer) => s.app.deps.bus as unknown as { healthy(): boolean };
    await expect
      .poll(() => [bus(a).healthy(), bus(b).healthy()], { timeout: 10_000, message: 'both buses notice that Redis is down (A, B healthy)' })
      .toEqual([false, false]);
    for (; sequence < 12; sequence++) expect(await chunk(a, id, offset, sequence, text(sequence))).toBe(true);
    await redis.start();
    await expect
      .poll(() => [bus(a).healthy(), bus(b).healthy()], { timeout: 20_000, message: 'both buses re-subscribed (A, B healthy)' })
      .toEqual([true, true]);
    for (; sequence < 16; sequence++) expect(await chunk(a, id, offset, sequence, text(sequence))).toBe(true);
    await onB.waitFor(10);
    await onA.waitFor(16);

    const prefix = Array.from({ length: 6 }, (_, i) => text(i)).join('');
    const whole = Array.from({ length: 16 }, (_, i) => text(i)).join('');
    // B lost 6..11 on the bus: what came after says so, and its text so far stops at the hole.
    const lateOnB = onB.items.slice(6).map((i) => i.llmResponseChunks);
    expect(lateOnB.map((c) => c.sequence)).toEqual([12, 13, 14, 15]);
    expect(lateOnB.every((c) => c.gap && c.textSoFar === prefix)).toBe(true);
    // A published them: its subscriber is filled from what A kept, without a gap.
    expect(onA.items.map((i) => i.llmResponseChunks.sequence)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(onA.items.at(-1)!.llmResponseChunks).toMatchObject({ textSoFar: whole, gap: false });

    // An interrupt through B stores the gap-free prefix, never "t4 t5 t12 t13 …".
    expect(await interrupt(b, id, offset)).toBe(prefix);
  });
});
