// Issue 11: connection-level protection.
//   D4  during shutdown a request sent on an idle keep-alive connection got ECONNRESET; it now
//       gets 503 SHUTTING_DOWN with `Connection: close`;
//   slowloris: sockets that never finish their request are closed (408) after the configured
//       header / request timeouts;
//   caps: subscriptions per connection and per identity (TOO_MANY_SUBSCRIPTIONS), WebSocket
//       connections per identity (close 4429).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_SECRET, bearer, hs256Token } from '../helpers/auth.js';
import { busListeners } from '../helpers/clients.js';
import { createSession } from '../helpers/flow.js';
import { post, RawHttpConnection, RawSse, RawWs, waitForCode } from '../helpers/raw-requests.js';
import { startServer, type TestServer } from '../helpers/server.js';

const CREATED = 'subscription ConnCreated { sessionCreated { sessionId } }';
const TYPENAME = JSON.stringify({ query: 'query ConnPing { __typename }' });

describe('D4: shutdown answers requests on idle keep-alive connections', () => {
  it('a request sent on an idle connection after stop() begins gets 503 SHUTTING_DOWN, then the connection closes', async () => {
    const server = await startServer({ backend: 'pglite', config: { shutdownGraceMs: 5000 } });
    const port = Number(new URL(server.url).port);
    const conn = await RawHttpConnection.open(port);
    try {
      conn.postJson(TYPENAME);
      const first = await conn.response();
      expect(first?.status).toBe(200);
      expect(first?.head.toLowerCase()).not.toContain('connection: close');

      const stopping = server.stop();
      conn.postJson(TYPENAME);
      const second = await conn.response();
      expect(second, 'an answer, not a reset').not.toBeNull();
      expect(second!.status).toBe(503);
      expect(second!.head.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(second!.body).errors[0].extensions.code).toBe('SHUTTING_DOWN');
      expect(await conn.waitClosed()).toBe(true);

      // New connections are not accepted any more.
      await expect(RawHttpConnection.open(port)).rejects.toThrow(/ECONNREFUSED/);
      await stopping;
    } finally {
      conn.destroy();
    }
  });
});

describe('slowloris: header and request timeouts', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { transport: { headersTimeoutMs: 1000, requestTimeoutMs: 2000 } } });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('closes connections that send nothing, trickle headers, or trickle a body', async () => {
    const silent = await RawHttpConnection.open(port);
    const trickleHeaders = await RawHttpConnection.open(port);
    trickleHeaders.write('POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const headerTimer = setInterval(() => trickleHeaders.write('X-Slow: 1\r\n'), 200);
    const trickleBody = await RawHttpConnection.open(port);
    trickleBody.write('POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const bodyTimer = setInterval(() => trickleBody.write(' '), 200);
    try {
      for (const [name, conn] of [
        ['silent', silent],
        ['trickled headers', trickleHeaders],
        ['trickled body', trickleBody],
      ] as const) {
        expect(await conn.waitClosed(15_000), `${name} connection closed`).toBe(true);
      }
      // An ordinary request is unaffected.
      expect((await post(server.url, 'query ConnOk { __typename }')).status).toBe(200);
    } finally {
      clearInterval(headerTimer);
      clearInterval(bodyTimer);
      for (const c of [silent, trickleHeaders, trickleBody]) c.destroy();
    }
  });
});

describe('caps on subscriptions and WebSocket connections (authentication on)', () => {
  let server: TestServer;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    server = await startServer({
      backend: 'pglite',
      config: {
        auth: { jwtSecret: TEST_SECRET },
        transport: { maxSubscriptionsPerConnection: 2, maxSubscriptionsPerIdentity: 3, maxWsConnectionsPerIdentity: 2 },
      },
    });
    alice = await hs256Token({ sub: 'alice' });
    bob = await hs256Token({ sub: 'bob' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const params = (token: string) => ({ authorization: `Bearer ${token}` });

  it('subscriptions per connection: the one over the cap is refused, the connection and the others live on', async () => {
    const ws = await RawWs.connect(server.wsUrl, params(alice));
    try {
      ws.subscribe('a', CREATED);
      ws.subscribe('b', CREATED);
      ws.subscribe('c', CREATED);
      expect(await waitForCode(ws, 'c')).toBe('TOO_MANY_SUBSCRIPTIONS');
      expect(ws.closed).toBeNull();
      await createSession(server, {}, bearer(alice));
      await ws.waitForNexts('a', 1);
      await ws.waitForNexts('b', 1);
      const before = busListeners(server);
      ws.complete('a');
      await expect.poll(() => busListeners(server), { message: 'the completed subscription is released (bus listeners)' }).toBeLessThan(before);
      ws.subscribe('d', CREATED);
      await createSession(server, {}, bearer(alice));
      await ws.waitForNexts('d', 1);
    } finally {
      ws.close();
    }
  });

  it('subscriptions per identity, across connections and SSE; other identities are unaffected', async () => {
    const one = await RawWs.connect(server.wsUrl, params(alice));
    const two = await RawWs.connect(server.wsUrl, params(alice));
    let sse: RawSse | undefined;
    try {
      one.subscribe('1', CREATED);
      one.subscribe('2', CREATED);
      two.subscribe('3', CREATED);
      await vi.waitFor(
        async () => {
          await createSession(server, {}, bearer(alice));
          const heard = [one.of('1').length, one.of('2').length, two.of('3').length];
          if (heard.some((n) => n === 0)) throw new Error(`three subscriptions live (events heard by 1, 2, 3: ${heard.join(', ')})`);
        },
        { timeout: 10_000, interval: 20 },
      );
      two.subscribe('4', CREATED);
      expect(await waitForCode(two, '4')).toBe('TOO_MANY_SUBSCRIPTIONS');
      sse = await RawSse.open(server.url, CREATED, {}, bearer(alice));
      await sse.waitFor(() => sse!.errors.length > 0 || sse!.ended, 'the SSE refusal');
      expect(sse.errors[0]?.extensions?.code).toBe('TOO_MANY_SUBSCRIPTIONS');

      const other = await RawSse.open(server.url, CREATED, {}, bearer(bob));
      try {
        await vi.waitFor(
          async () => {
            await createSession(server, {}, bearer(bob));
            if (other.data.length === 0) throw new Error(`bob subscribes freely (errors: ${JSON.stringify(other.errors)}, ended: ${other.ended})`);
          },
          { timeout: 10_000, interval: 20 },
        );
        expect(other.errors).toEqual([]);
      } finally {
        other.close();
      }
      // Closing one frees a slot.
      one.complete('1');
      await vi.waitFor(
        async () => {
          const again = await RawSse.open(server.url, CREATED, {}, bearer(alice));
          try {
            await createSession(server, {}, bearer(alice));
            await again.waitFor(() => again.data.length > 0 || again.errors.length > 0 || again.ended, 'an answer');
            if (again.data.length === 0) throw new Error(`a slot is free again (errors: ${JSON.stringify(again.errors)}, ended: ${again.ended})`);
          } finally {
            again.close();
          }
        },
        { timeout: 10_000, interval: 20 },
      );
    } finally {
      sse?.close();
      one.close();
      two.close();
    }
  });

  it('WebSocket connections per identity: the one over the cap is closed with 4429', async () => {
    const a = await RawWs.connect(server.wsUrl, params(bob));
    const b = await RawWs.connect(server.wsUrl, params(bob));
    try {
      await expect(RawWs.connect(server.wsUrl, params(bob))).rejects.toThrow(/4429/);
      const forAlice = await RawWs.connect(server.wsUrl, params(alice));
      forAlice.close();
      a.close();
      await vi.waitFor(
        async () => {
          try {
            (await RawWs.connect(server.wsUrl, params(bob))).close();
          } catch (error) {
            throw new Error(`a connection slot is free again: ${error}`);
          }
        },
        { timeout: 10_000, interval: 20 },
      );
    } finally {
      a.close();
      b.close();
    }
  });
});
