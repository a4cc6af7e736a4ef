// Issue 22 item 8: a WebSocket that stays open but relays nothing (a half-open connection) is
// noticed by both ends through their ping/pong deadlines. Between client and server runs a TCP
// proxy written here that, on command, stops forwarding on the connections it holds while
// keeping them open (new connections are forwarded as usual).
// - The typed client's watchSession terminates the silent socket once its ping goes
//   unanswered, reconnects and resumes: every event exactly once, in order.
// - The server ends the subscriptions of a client that stopped answering its pings, so their
//   listeners are released. Transport behaviour: PGlite only.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { createClient, type SessionEvent } from '@agent-conversations/client';
import { createClient as createWsClient } from 'graphql-ws';
import { afterEach, describe, expect, it } from 'vitest';
import { busListeners } from '../helpers/clients.js';
import { createSession } from '../helpers/flow.js';
import { startServer, type TestServer } from '../helpers/server.js';

const META = 'mutation HoMeta($input: SetSessionMetaInput!) { setSessionMeta(input: $input) { session { id } } }';

/** A TCP proxy to `port` whose current connections can be silenced (kept open, nothing forwarded). */
async function blackHoleProxy(port: number): Promise<{ port: number; connections: number; blackHole(): void; close(): Promise<void> }> {
  const pairs: { client: Socket; upstream: Socket; silent: boolean }[] = [];
  let connections = 0;
  const server: Server = createServer((client) => {
    connections += 1;
    const upstream = connect(port, '127.0.0.1');
    const pair = { client, upstream, silent: false };
    pairs.push(pair);
    client.on('data', (data) => {
      if (!pair.silent) upstream.write(data);
    });
    upstream.on('data', (data) => {
      if (!pair.silent) client.write(data);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    get connections() {
      return connections;
    },
    blackHole() {
      for (const pair of pairs) pair.silent = true;
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(config: Record<string, unknown> = {}) {
  const server: TestServer = await startServer({ backend: 'pglite', config: { shutdownGraceMs: 200, ...config } });
  cleanups.push(() => server.stop());
  const proxy = await blackHoleProxy(Number(new URL(server.url).port));
  cleanups.push(() => proxy.close());
  const { id } = await createSession(server);
  const touch = async (title: string) => {
    const result = await server.request(META, { input: { sessionId: id, title } });
    if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
  };
  return { server, proxy, id, touch };
}

describe('a half-open WebSocket', () => {
  it('watchSession notices the silent socket by its pong deadline, reconnects and resumes without a gap', async () => {
    const { server, proxy, id, touch } = await setup();
    // HTTP goes straight to the server; the WebSocket through the proxy.
    const client = createClient({
      url: server.url,
      wsUrl: `ws://127.0.0.1:${proxy.port}/graphql`,
      keepAliveMs: 100,
      backoff: { initialDelayMs: 20, maxDelayMs: 200 },
    });
    cleanups.push(() => client.dispose());
    const offsets: number[] = [];
    const resumes: string[] = [];
    const controller = new AbortController();
    const watch = client.watchSession(id, {
      after: 0,
      onEvent: (event: SessionEvent) => {
        offsets.push(event.offset);
      },
      onResume: ({ error }) => {
        resumes.push(error.code);
      },
      signal: controller.signal,
    });
    await touch('one');
    await expect.poll(() => offsets.length, { message: 'the first events arrive' }).toBeGreaterThanOrEqual(2);
    expect(proxy.connections).toBe(1);

    proxy.blackHole();
    await touch('two');
    await touch('three');
    await expect.poll(() => offsets.length, { message: 'the events after the silence arrive' }).toBeGreaterThanOrEqual(4);
    expect(offsets).toEqual([1, 2, 3, 4]);
    expect(resumes).toEqual(['CONNECTION_CLOSED']);
    expect(proxy.connections).toBe(2);
    controller.abort();
    await watch.done;
  });

  it('the server ends the subscriptions of a client that stopped answering its pings', async () => {
    const { server, proxy, id } = await setup({ transport: { wsKeepAliveMs: 100 } });
    const before = busListeners(server);
    // A client without its own pong deadline, so only the server can notice.
    const ws = createWsClient({ url: `ws://127.0.0.1:${proxy.port}/graphql`, lazy: true, retryAttempts: 0, onNonLazyError: () => {} });
    cleanups.push(() => ws.dispose());
    const dispose = ws.subscribe(
      { query: 'subscription HoWatch($id: ID!) { sessionEvents(sessionId: $id, after: 0) { offset } }', variables: { id } },
      {
        next: () => {},
        error: () => {},
        complete: () => {},
      },
    );
    cleanups.push(dispose);
    await expect.poll(() => busListeners(server), { message: 'the subscription listens' }).toBeGreaterThan(before);
    proxy.blackHole();
    await expect.poll(() => busListeners(server), { message: 'its listener is released' }).toBe(before);
  });
});
