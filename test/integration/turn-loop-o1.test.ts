// Issue 20, C1 / mechanism 6 (SPEC §12): a chunk, a lease renewal, a settle and an added item
// cost O(1) in the size of the session's context. Measured as what the service exchanges with
// Postgres over the wire for each call — every byte of SQL, parameters and rows, counted by a
// TCP proxy in front of the database — in a session whose context holds 2 MiB of items and in
// one whose context holds a few bytes: the two must cost the same, within a small margin.
// (Bytes, not time: the same calls on the same data exchange the same bytes on every run.)
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../helpers/flow.js';
import { createTestDatabase, dropTestDatabase, startServer, testDatabaseUrl, type TestServer } from '../helpers/server.js';

/** A TCP proxy to the database that counts the bytes crossing it, both ways. */
async function meteringProxy(target: URL): Promise<{ url: string; bytes(): number; close(): Promise<void> }> {
  let bytes = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  return {
    url: url.toString(),
    bytes: () => bytes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const ITEMS = 8;
const ITEM_CHARS = 256 * 1024;
/** What the context of the large session holds, at least. */
const LARGE_CONTEXT_BYTES = ITEMS * ITEM_CHARS;
/** How much more a call on the large session may exchange than the same call on the small one. */
const MARGIN = 16 * 1024;

/** A query text and the shape of its data. */
type Doc<T> = string & { readonly data?: T };
const doc = <T>(query: string) => query as Doc<T>;

const ADD = doc<unknown>(`mutation ($input: AddContextItemInput!) { addContextItem(input: $input) { offset } }`);
const OPEN = doc<{ session: { context: { openRequest: { offset: number } | null } } }>(
  `query ($id: ID!) { session(id: $id) { context { openRequest { offset } } } }`,
);
// The renewal a worker sends: the lease, not the prompt.
const CLAIM = doc<unknown>(
  `mutation ($input: ClaimLlmRequestInput!) { claimLlmRequest(input: $input) { claimed request { offset claimedBy claimExpiresAt } } }`,
);
const CHUNK = doc<unknown>(`mutation ($input: AppendLlmResponseChunkInput!) { appendLlmResponseChunk(input: $input) { accepted } }`);
const SETTLE = doc<unknown>(`mutation ($input: SettleLlmRequestInput!) { settleLlmRequest(input: $input) { settled } }`);

describe.skipIf(!testDatabaseUrl())('the turn loop costs O(1) in the context size (bytes exchanged with Postgres)', () => {
  let databaseUrl: string;
  let proxy: Awaited<ReturnType<typeof meteringProxy>>;
  let server: TestServer;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase({ migrated: true });
    proxy = await meteringProxy(new URL(databaseUrl));
    server = await startServer({
      backend: 'postgres',
      databaseUrl: proxy.url,
      // No sweep: only the calls measured (and the timers they arm) talk to the database.
      config: { llm: { debounceMs: 0, sweepIntervalMs: 3_600_000, requestTtlMs: 3_600_000 } },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  const ok = async <T>(query: Doc<T>, variables: Record<string, unknown>): Promise<T> => {
    const result = await server.request<T, Record<string, unknown>>(query, variables);
    if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
    return result.data as T;
  };
  /** The bytes the service exchanged with the database while `call` ran. */
  const metered = async (call: () => Promise<unknown>) => {
    const before = proxy.bytes();
    await call();
    return proxy.bytes() - before;
  };

  /** A session with an open request, its context `items` system items of `chars` characters each. */
  async function sessionWithOpenRequest(items: number, chars: number) {
    const { id } = await createSession(server);
    for (let i = 0; i < items; i++) {
      await ok(ADD, { input: { sessionId: id, item: { role: 'SYSTEM', key: `doc-${i}`, content: `${i}`.padEnd(chars, 'x') } } });
    }
    await ok(ADD, { input: { sessionId: id, item: { role: 'USER', content: 'go' } } });
    const offset = await vi.waitFor(
      async () => {
        const open = (await ok(OPEN, { id })).session.context.openRequest?.offset;
        if (open === undefined) throw new Error(`a request opens in ${id}`);
        return open;
      },
      { timeout: 10_000, interval: 20 },
    );
    return { id, offset };
  }

  /** What each call of one turn exchanges with the database. */
  async function turnCosts(items: number, chars: number) {
    const { id, offset } = await sessionWithOpenRequest(items, chars);
    const target = { sessionId: id, requestOffset: offset, workerId: 'w-1' };
    const claim = await metered(() => ok(CLAIM, { input: { ...target, leaseMs: 60_000 } }));
    // Warm-up: the first of each statement on a connection also carries its text.
    for (let sequence = 0; sequence < 3; sequence++) await ok(CHUNK, { input: { ...target, sequence, chunk: 'warm ' } });
    const chunk = await metered(() => ok(CHUNK, { input: { ...target, sequence: 3, chunk: 'token ' } }));
    const renewal = await metered(() => ok(CLAIM, { input: { ...target, leaseMs: 60_000 } }));
    const note = { role: 'DEVELOPER', content: 'a note', llmRequestPolicy: 'DONT_TRIGGER_REQUEST' };
    const item = await metered(() => ok(ADD, { input: { sessionId: id, item: note } }));
    const settle = await metered(() =>
      ok(SETTLE, { input: { sessionId: id, requestOffset: offset, result: { succeeded: { text: 'warm token' } } } }),
    );
    return { claim, chunk, renewal, item, settle };
  }

  it('a claim, a chunk, a renewal, an added item and a settle exchange as many bytes with a 2 MiB context as with a tiny one', async () => {
    // Each backend connection prepares its statements once: run a turn first so both measured turns find them ready.
    await turnCosts(1, 10);
    const small = await turnCosts(1, 10);
    const large = await turnCosts(ITEMS, ITEM_CHARS);
    // Reading or writing the large context once is > 2 MiB; the margin (16 KiB) is noise of the pool's connections.
    const over = (Object.keys(small) as (keyof typeof small)[])
      .filter((call) => large[call] - small[call] >= MARGIN)
      .map((call) => `${call}: ${large[call]} bytes with ${LARGE_CONTEXT_BYTES} bytes of context, ${small[call]} with a tiny one`);
    expect(over).toEqual([]);
  }, 180_000);
});
