// Issue 11, D2: large bodies cannot starve the process.
// - Admission control: request body bytes in flight are bounded (MAX_INFLIGHT_BODY_BYTES), counted
//   as they arrive (issue 20: a Content-Length alone reserves nothing, see
//   admission-after-identity.test.ts); past the bound a body is refused with 503 OVERLOADED and
//   Retry-After — before it is read when its announced length already cannot fit — while small
//   bodies keep a reserve.
// - A large stored event crosses the bus as a reference (its envelope only); every instance
//   reads the payload from the database once. Subscribers still receive the whole entry, in order.
// (Pool exhaustion answering OVERLOADED is in database-faults.test.ts.)
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitForListeners } from '../helpers/clients.js';
import { createSession } from '../helpers/flow.js';
import { codeOf, post, RawHttpConnection, RawWs, sleep } from '../helpers/raw-requests.js';
import { backends, createTestDatabase, dropTestDatabase, startServer, testDatabaseUrl, testRedisUrl, type TestServer } from '../helpers/server.js';

const APPEND =
  'mutation AdmAppend($id: ID!, $text: String!) { appendEntry(input: { sessionId: $id, message: { user: { content: [{ text: { text: $text } }] } } }) { created } }';
const EVENTS =
  'subscription AdmEvents($id: ID!) { sessionEvents(sessionId: $id, after: 0) { offset ... on MessageAddedEvent { entry { ... on MessageEntry { message { content { ... on TextBlock { text } } } } } } } }';
const ADDED =
  'subscription AdmAdded($id: ID!) { messageAdded(filter: { sessionId: $id }) { offset entry { ... on MessageEntry { message { content { ... on TextBlock { text } } } } } } }';

type EventData = { offset: number; entry?: { message: { content: { text: string }[] } } };
const textsOf = (frames: { payload?: unknown }[], field: 'sessionEvents' | 'messageAdded') =>
  frames
    .map((f) => (f.payload as { data: Record<string, EventData> }).data[field]!)
    .map((e) => ({ offset: e.offset, text: e.entry?.message.content[0]?.text }));

describe('D2: admission control for request bodies', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { transport: { maxInflightBodyBytes: 1024 * 1024 } } });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a body past the in-flight bound with 503 OVERLOADED + Retry-After, and admits again once bytes are released', async () => {
    const { id } = await createSession(server);
    // A slow upload holds 800 KB of the budget: it sent that much of its 900 KB body and stalls.
    // A large body that arrives while an append is being received may be refused itself, so the
    // upload is (re)started until it holds the budget.
    const text = 'y'.repeat(200_000);
    let slow: RawHttpConnection | null = null;
    let admittedEarly = 0;
    try {
      await vi.waitFor(
        async () => {
          if (!slow || slow.closed) {
            slow?.destroy();
            slow = await RawHttpConnection.open(port);
            slow.write(`POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 900000\r\n\r\n{"query":"`);
            slow.write('x'.repeat(800_000));
            await sleep(200);
          }
          const res = await post(server.url, APPEND, { id, text });
          if (res.status === 200) admittedEarly++;
          if (res.status !== 503 || slow.closed) {
            throw new Error(`the budget is taken by the slow upload (append answered ${res.status}, slow upload closed: ${slow.closed})`);
          }
        },
        { timeout: 10_000, interval: 20 },
      );
      const refused = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: APPEND, variables: { id, text } }),
      });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      const body = (await refused.json()) as { errors: { extensions: { code: string; retryable: boolean } }[] };
      expect(body.errors[0]?.extensions).toMatchObject({ code: 'OVERLOADED', retryable: true });
      // Small requests still fit next to it: the reserve is theirs.
      expect((await post(server.url, 'query AdmSmall { __typename }')).status).toBe(200);
      // /healthz is never subject to it.
      expect((await fetch(server.url.replace('/graphql', '/healthz'))).status).toBe(200);
    } finally {
      (slow as RawHttpConnection | null)?.destroy();
    }
    let admittedLate = 0;
    await expect
      .poll(
        async () => {
          const { status } = await post(server.url, APPEND, { id, text });
          if (status === 200) admittedLate++;
          return status;
        },
        { message: 'admitted once the slow upload is gone' },
      )
      .toBe(200);
    // Refused requests wrote nothing.
    const messages = await post(server.url, 'query AdmCount($id: ID!) { session(id: $id) { messageCount } }', { id });
    expect((messages.body.data as { session: { messageCount: number } }).session.messageCount).toBe(admittedEarly + admittedLate);
  });

  it('bytes count as they arrive: two large bodies admitted side by side cannot together pass the bound', async () => {
    // A valid 600,000-byte request, and another large body; both announce their length and send one byte.
    const base = JSON.stringify({ query: '{ __typename }', variables: { pad: '' } });
    const whole = JSON.stringify({ query: '{ __typename }', variables: { pad: 'p'.repeat(600_000 - base.length) } });
    const head = (length: number) =>
      `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
    const a = await RawHttpConnection.open(port);
    const b = await RawHttpConnection.open(port);
    try {
      a.write(head(whole.length) + whole.slice(0, 1));
      b.write(`${head(600_000)}{`);
      // Both are admitted: they hold one byte each, whatever they announced (B is not answered).
      await expect(b.response(300)).rejects.toThrow(/no response/);
      // A sends most of its body, then B does.
      a.write(whole.slice(1, 500_000));
      await sleep(200);
      b.write('x'.repeat(500_000));
      const refused = await b.response();
      expect(refused?.status).toBe(503);
      expect(JSON.parse(refused!.body).errors[0].extensions.code).toBe('OVERLOADED');
      expect(refused!.head).toMatch(/retry-after: 1/i);
      expect(await b.waitClosed()).toBe(true);
      // A was never refused: it completes.
      a.write(whole.slice(500_000));
      const answered = await a.response();
      expect(answered?.status).toBe(200);
      expect(JSON.parse(answered!.body)).toEqual({ data: { __typename: 'Query' } });
    } finally {
      a.destroy();
      b.destroy();
    }
  });
});

describe.each(backends())('D2: large stored events travel by reference (%s)', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ backend, config: { busInlinePayloadBytes: 16 * 1024 } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('subscribers receive large entries whole and in order with small ones', async () => {
    const { id } = await createSession(server);
    const ws = await RawWs.connect(server.wsUrl);
    try {
      ws.subscribe('events', EVENTS, { id });
      ws.subscribe('added', ADDED, { id });
      await ws.waitForNexts('events', 1);
      await waitForListeners(server, 3);
      const big = 'B'.repeat(512 * 1024);
      const writes = ['small-1', big, 'small-2', big.toLowerCase(), 'small-3'];
      for (const text of writes) expect(codeOf(await post(server.url, APPEND, { id, text }))).toBeUndefined();
      const events = textsOf(await ws.waitForNexts('events', 1 + writes.length), 'sessionEvents');
      expect(events.map((e) => e.offset)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(events.slice(1).map((e) => e.text)).toEqual(writes);
      const added = textsOf(await ws.waitForNexts('added', writes.length), 'messageAdded');
      expect(added.map((e) => e.text)).toEqual(writes);
    } finally {
      ws.close();
    }
  });
});

describe.runIf(testDatabaseUrl() && testRedisUrl())('D2: across instances, Redis carries the envelope only', () => {
  let databaseUrl: string;
  let a: TestServer;
  let b: TestServer;
  let spy: Redis;
  const heard: number[] = [];
  const prefix = `t-sec-ref-${randomUUID()}:`;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    const config = { redisChannelPrefix: prefix, busInlinePayloadBytes: 16 * 1024 };
    a = await startServer({ backend: 'postgres', databaseUrl, redisUrl: testRedisUrl()!, config });
    b = await startServer({ backend: 'postgres', databaseUrl, redisUrl: testRedisUrl()!, config });
    spy = new Redis(testRedisUrl()!);
    await spy.subscribe(`${prefix}events`);
    spy.on('message', (_channel: string, message: string) => heard.push(Buffer.byteLength(message)));
  }, 60_000);
  afterAll(async () => {
    spy?.disconnect();
    await a?.stop();
    await b?.stop();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('a 1 MB message reaches subscribers of the other instance whole, while the Redis message stays small', async () => {
    const { id } = await createSession(a);
    const ws = await RawWs.connect(b.wsUrl);
    try {
      ws.subscribe('events', EVENTS, { id });
      await ws.waitForNexts('events', 1);
      const big = 'Z'.repeat(1024 * 1024 - 100);
      expect(codeOf(await post(a.url, APPEND, { id, text: big }))).toBeUndefined();
      expect(codeOf(await post(a.url, APPEND, { id, text: 'after' }))).toBeUndefined();
      const events = textsOf(await ws.waitForNexts('events', 3, 20_000), 'sessionEvents');
      expect(events.map((e) => e.text?.length ?? 0)).toEqual([0, big.length, 5]);
      await expect.poll(() => heard.length, { message: 'the spy heard the publishes' }).toBeGreaterThanOrEqual(3);
      expect(Math.max(...heard)).toBeLessThan(16 * 1024);
    } finally {
      ws.close();
    }
  });
});
