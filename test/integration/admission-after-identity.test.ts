// Issue 20, A1 and mechanism 1: request bodies are admitted after the caller is known, and as
// their bytes arrive. Sockets that announce a large Content-Length and then trickle hold only
// the bytes they sent (not what they announced), are dropped below MIN_BODY_BYTES_PER_SECOND
// (408 REQUEST_TIMEOUT), and with authentication on an unauthenticated body is answered 401
// before any of it is read. One identity cannot hold more than its share
// (MAX_INFLIGHT_BODY_BYTES_PER_IDENTITY → 429 RATE_LIMITED), and small bodies keep a reserve.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { codeOf, post, RawHttpConnection, sleep } from '../helpers/raw-requests.js';
import { startServer, type TestServer } from '../helpers/server.js';

const CREATE = 'mutation A1Create { createSession(input: {}) { session { id } } }';
const MiB = 1024 * 1024;
const APP_ORIGIN = 'https://app.example';
/** Sent with a large `pad` variable it does not use (undeclared variables are ignored): a large body. */
const PADDED = '{ __typename }';

/** What the red team sent: six 10 MiB announcements and one 4 MiB, i.e. the default MAX_INFLIGHT_BODY_BYTES (64 MiB). */
const ANNOUNCED = [10 * MiB, 10 * MiB, 10 * MiB, 10 * MiB, 10 * MiB, 10 * MiB, 4 * MiB];

/** Sockets that send their headers and then one body byte per tick until stopped. */
class SlowBodies {
  readonly connections: RawHttpConnection[] = [];
  private readonly timer: NodeJS.Timeout;

  private constructor() {
    this.timer = setInterval(() => {
      for (const c of this.connections) if (!c.closed) c.write(' ');
    }, 200);
  }

  static async open(port: number, lengths: number[], headers: Record<string, string> = {}, firstBytes = '{'): Promise<SlowBodies> {
    const slow = new SlowBodies();
    const extra = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    for (const length of lengths) {
      const connection = await RawHttpConnection.open(port);
      connection.write(
        `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n${firstBytes}`,
      );
      slow.connections.push(connection);
    }
    // Their headers (and first bytes) reach the server.
    await sleep(300);
    return slow;
  }

  stop(): void {
    clearInterval(this.timer);
    for (const c of this.connections) c.destroy();
  }
}

let slow: SlowBodies | null = null;
afterEach(() => {
  slow?.stop();
  slow = null;
});

describe('A1: slow bodies announcing a large Content-Length (authentication off)', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite' });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("seven trickling sockets announcing 64 MiB in all do not make another caller's POST 503", async () => {
    slow = await SlowBodies.open(port, ANNOUNCED);
    for (let i = 0; i < 5; i++) {
      const res = await post(server.url, CREATE);
      expect(res.status, res.text).toBe(200);
      expect(codeOf(res), res.text).toBeUndefined();
    }
    expect(slow.connections.every((c) => !c.closed)).toBe(true);
  });
});

describe('A1: slow bodies announcing a large Content-Length (authentication on)', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { auth: { jwtSecret: TEST_SECRET }, corsOrigins: [APP_ORIGIN] } });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the early 401 carries CORS headers for a listed origin, as Yoga answers do', async () => {
    const res = await post(server.url, CREATE, {}, { origin: APP_ORIGIN });
    expect(res.status, res.text).toBe(401);
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
    expect(res.headers?.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(res.headers?.get('access-control-allow-credentials')).toBe('true');
    const other = await post(server.url, CREATE, {}, { origin: 'https://elsewhere.example' });
    expect(other.status).toBe(401);
    expect(other.headers?.get('access-control-allow-origin')).toBeNull();
  });

  it('an unauthenticated body is answered 401 from its headers, before any body byte is sent', async () => {
    // Headers only: not one byte of the announced body.
    slow = await SlowBodies.open(port, ANNOUNCED, {}, '');
    for (const connection of slow.connections) {
      const res = await connection.response(5000);
      expect(res?.status).toBe(401);
      expect(JSON.parse(res!.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(res!.head).toMatch(/www-authenticate: Bearer/i);
      expect(await connection.waitClosed(5000)).toBe(true);
    }
  });

  it("one tenant's trickling sockets do not make another tenant's POST 503", async () => {
    slow = await SlowBodies.open(port, ANNOUNCED, bearer(await hs256Token({ sub: 'mallory' })));
    const alice = bearer(await hs256Token({ sub: 'alice' }));
    for (let i = 0; i < 5; i++) {
      const res = await post(server.url, CREATE, {}, alice);
      expect(res.status, res.text).toBe(200);
      expect(codeOf(res), res.text).toBeUndefined();
    }
  });
});

describe('A1: a body slower than MIN_BODY_BYTES_PER_SECOND is dropped', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { transport: { minBodyBytesPerSecond: 1024, bodyRateGraceMs: 1000 } } });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 408 REQUEST_TIMEOUT once the grace period has passed, and closes the connection', async () => {
    slow = await SlowBodies.open(port, [10 * MiB]);
    const [connection] = slow.connections;
    const res = await connection!.response(10_000);
    expect(res?.status).toBe(408);
    expect(JSON.parse(res!.body).errors[0].extensions.code).toBe('REQUEST_TIMEOUT');
    expect(await connection!.waitClosed()).toBe(true);
    // Others are served as ever.
    expect(codeOf(await post(server.url, CREATE))).toBeUndefined();
  });

  it('a body that keeps up with the rate is received whole', async () => {
    // 4 KiB a tick of 200 ms: 20 KiB/s, well over the minimum, for longer than the grace period.
    const base = JSON.stringify({ query: '{ __typename }', variables: { pad: '' } });
    const whole = JSON.stringify({ query: '{ __typename }', variables: { pad: 'p'.repeat(40_000 - base.length) } });
    const connection = await RawHttpConnection.open(port);
    try {
      connection.write(`POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${whole.length}\r\n\r\n`);
      for (let sent = 0; sent < whole.length; sent += 4096) {
        connection.write(whole.slice(sent, sent + 4096));
        await sleep(200);
      }
      const res = await connection.response();
      expect(res?.status).toBe(200);
      expect(JSON.parse(res!.body)).toEqual({ data: { __typename: 'Query' } });
    } finally {
      connection.destroy();
    }
  });
});

describe('A1: what one identity may hold (MAX_INFLIGHT_BODY_BYTES_PER_IDENTITY)', () => {
  let server: TestServer;
  let port: number;
  const PER_IDENTITY = 256 * 1024;

  beforeAll(async () => {
    server = await startServer({
      backend: 'pglite',
      config: { auth: { jwtSecret: TEST_SECRET }, transport: { maxInflightBodyBytesPerIdentity: PER_IDENTITY, minBodyBytesPerSecond: 0 } },
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('an identity over its share gets 429 RATE_LIMITED with Retry-After; other identities and its small requests do not', async () => {
    const mallory = bearer(await hs256Token({ sub: 'mallory' }));
    const alice = bearer(await hs256Token({ sub: 'alice' }));
    // Mallory sent 200 KB of a 250 KB body and stalls.
    slow = await SlowBodies.open(port, [250_000], mallory, `{"query":"${'x'.repeat(200_000)}`);
    const large = { pad: 'p'.repeat(100_000) };
    const refused = await post(server.url, PADDED, large, mallory);
    expect(refused.status, refused.text).toBe(429);
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect(refused.body.errors?.[0]?.extensions?.retryAfterMs).toBe(1000);
    expect(refused.headers?.get('retry-after')).toBe('1');
    // The same request from another identity, and a small one from Mallory, are answered.
    const other = await post(server.url, PADDED, large, alice);
    expect(other.status, other.text).toBe(200);
    expect(codeOf(await post(server.url, CREATE, {}, mallory))).toBeUndefined();
    // Once the stalled body is gone, Mallory's large request fits again.
    slow.stop();
    slow = null;
    // Retried while it is still 429; any other answer ends the wait and must be 200.
    const answered = await vi.waitFor(
      async () => {
        const res = await post(server.url, PADDED, large, mallory);
        if (res.status === 429) throw new Error(`Mallory's large request is still refused: ${res.text}`);
        return res;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(answered.status, answered.text).toBe(200);
  });
});
