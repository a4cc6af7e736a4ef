// Issue 3: a deliberately slow subscriber is cut off with SUBSCRIPTION_OVERFLOW while another
// subscriber on the same session continues and receives everything; memory stays bounded and
// the server keeps serving.
//
// Where back-pressure builds: graphql-ws awaits each frame's write callback and Yoga's SSE pump
// waits for 'drain', so a client that stops reading first fills the kernel socket buffers, then
// stops the server from pulling its stream; the live events then pile up in that subscriber's
// bounded queue (subscriberBufferLimit, 20 here) until it overflows. The slow clients are raw
// (a WebSocket whose socket is paused, an HTTP response that is paused) so the test controls
// exactly when they read; large payloads make the kernel buffers fill after a few MB.
import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql } from '../gql/index.js';
import { busListeners, liveClient, type LiveClient, type LiveSubscription } from '../helpers/clients.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { RawSse, RawWs } from '../helpers/raw-requests.js';
import { startIsolatedRedis, type IsolatedRedis } from '../helpers/isolated-servers.js';
import { transportBackends, isPostgresServer, startServer, testRedisUrl, type TestServer } from '../helpers/server.js';

const SlowBigEvents = graphql(`
  subscription SlowBigEvents($sessionId: ID!, $after: SafeInt) {
    sessionEvents(sessionId: $sessionId, after: $after) {
      offset
      ... on MessageAddedEvent {
        entry {
          ... on MessageEntry {
            message {
              content {
                ... on TextBlock {
                  text
                }
              }
            }
          }
        }
      }
    }
  }
`);

const SlowBigAdded = graphql(`
  subscription SlowBigAdded($filter: MessageFilter) {
    messageAdded(filter: $filter) {
      offset
      entry {
        ... on MessageEntry {
          message {
            content {
              ... on TextBlock {
                text
              }
            }
          }
        }
      }
    }
  }
`);

const SlowOffsets = graphql(`
  subscription SlowOffsets($sessionId: ID!, $after: SafeInt) {
    sessionEvents(sessionId: $sessionId, after: $after) {
      offset
    }
  }
`);

const SlowSession = graphql(`
  query SlowSession($id: ID!) {
    session(id: $id) {
      lastOffset
    }
  }
`);

const BUFFER_LIMIT = 20;
const PAYLOAD = 'x'.repeat(64 * 1024); // 64 KiB of text per event
const MAX_EVENTS = 1200; // hard bound on what a test writes (~75 MiB)

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** A full garbage collection, so heap measurements compare live objects only. */
const gc: () => void = (() => {
  v8.setFlagsFromString('--expose_gc');
  return vm.runInNewContext('gc') as () => void;
})();
const heapUsed = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

describe.each(transportBackends())('slow consumers are cut off (%s)', (backend) => {
  let server: TestServer;
  let redis: IsolatedRedis | null = null;
  let healthyClient: LiveClient;
  let idle = 0;

  beforeAll(async () => {
    if (isPostgresServer(backend) && testRedisUrl()) redis = await startIsolatedRedis();
    server = await startServer({
      backend,
      ...(redis ? { redisUrl: redis.url } : {}),
      config: { subscriberBufferLimit: BUFFER_LIMIT, redisChannelPrefix: `t-slow-${randomUUID()}:` },
    });
    healthyClient = liveClient('ws', server);
    idle = busListeners(server);
  }, 60_000);

  afterAll(async () => {
    await healthyClient?.dispose();
    await server?.stop();
    await redis?.stop();
  });

  const create = async () => (await createSession(server)).id;
  let written = 0;
  /**
   * Appends `n` large messages (8 per request). With `pace`, each request waits until the
   * healthy subscriber has everything so far: it keeps up by definition, however small the
   * buffer limit, while the paused one falls behind.
   */
  const writeBig = async (sessionId: string, n: number, pace?: LiveSubscription<unknown>) => {
    for (let left = n; left > 0; left -= 8) {
      const count = Math.min(8, left);
      const result = await appendMessages(
        server,
        sessionId,
        Array.from({ length: count }, () => userText(PAYLOAD)),
      );
      written += count;
      if (pace) await pace.waitFor(result.session.lastOffset, 20_000);
    }
  };
  /** Writes until `done()` holds, at most MAX_EVENTS; returns how many were written. */
  const writeUntil = async (sessionId: string, done: () => boolean, pace?: LiveSubscription<unknown>) => {
    let n = 0;
    while (!done() && n < MAX_EVENTS) {
      await writeBig(sessionId, 8, pace);
      n += 8;
    }
    return n;
  };

  it('WebSocket: a paused subscriber overflows and is released; the other continues; memory stays bounded; the error reaches the client with its resume offset', async () => {
    await expect.poll(() => busListeners(server), { interval: 5, message: 'quiet bus' }).toBe(idle);
    const sessionId = await create();
    const healthy = healthyClient.subscribe(SlowOffsets, { sessionId, after: 0 });
    await healthy.waitFor(1);

    const slow = await RawWs.connect(server.wsUrl);
    const before = busListeners(server);
    slow.subscribe('slow', print(SlowBigEvents), { sessionId, after: 0 });
    slow.subscribe('slow-trigger', print(SlowBigAdded), { filter: { sessionId } });
    await expect.poll(() => busListeners(server), { interval: 5, message: 'slow subscriptions registered' }).toBeGreaterThanOrEqual(before + 3);
    await expect.poll(() => slow.of('slow').length, { interval: 5, message: 'first event of the slow subscriber' }).toBeGreaterThanOrEqual(1);
    slow.pause();

    const heapBefore = heapUsed();
    // Both slow subscriptions are released (their bus listeners unhooked) once they overflow.
    const n = await writeUntil(sessionId, () => busListeners(server) <= before, healthy);
    expect(busListeners(server), `slow subscriptions still registered after ${n} events`).toBe(before);
    expect(slow.closed).toBeNull(); // cut off per subscription, the connection itself is fine

    // The slow subscriber holds nothing any more: many more events do not grow the heap.
    await writeBig(sessionId, 160, healthy); // 10 MiB more
    const heapAfter = heapUsed();
    const last = (await server.ok(SlowSession, { id: sessionId })).session?.lastOffset as number;
    await healthy.waitFor(last, 30_000);
    expect(healthy.items.map((r) => r.sessionEvents.offset)).toEqual(range(1, last));
    expect(healthy.errors).toEqual([]);
    expect(heapAfter - heapBefore, `heap grew by ${Math.round((heapAfter - heapBefore) / 1e6)} MB`).toBeLessThan(48 * 1024 * 1024);

    // When it reads again it gets what was already sent, then the documented error.
    slow.resume();
    await vi.waitFor(
      () => {
        if (!slow.of('slow').some((m) => m.type === 'error') || !slow.of('slow-trigger').some((m) => m.type === 'error'))
          throw new Error(`errors: ${JSON.stringify(slow.messages.filter((m) => m.type !== 'next').slice(0, 4))}`);
      },
      { timeout: 20_000, interval: 5 },
    );
    for (const id of ['slow', 'slow-trigger']) {
      const msgs = slow.of(id);
      const error = msgs.find((m) => m.type === 'error') as { payload: { message: string; extensions?: Record<string, unknown> }[] };
      expect(error.payload[0]?.extensions?.code, id).toBe('SUBSCRIPTION_OVERFLOW');
      expect(error.payload[0]?.message).toMatch(/fell more than 20 events behind/);
      expect(msgs.at(-1)?.type).toBe('error'); // nothing after it
    }
    const slowOffsets = slow
      .of('slow')
      .filter((m) => m.type === 'next')
      .map((m) => (m.payload as { data: { sessionEvents: { offset: number } } }).data.sessionEvents.offset);
    const error = slow.of('slow').find((m) => m.type === 'error') as { payload: { extensions: { lastDeliveredOffset: number } }[] };
    const resumeAt = error.payload[0]?.extensions.lastDeliveredOffset as number;
    expect(slowOffsets).toEqual(range(1, resumeAt)); // everything handed over before the cut, in order
    expect(resumeAt).toBeLessThan(last);

    // It resumes with `after` and ends with exactly the stream.
    slow.subscribe('resumed', print(SlowOffsets), { sessionId, after: resumeAt });
    await expect
      .poll(() => slow.of('resumed').length, { timeout: 20_000, interval: 5, message: 'events of the resumed subscription' })
      .toBeGreaterThanOrEqual(last - resumeAt);
    const resumed = slow.of('resumed').map((m) => (m.payload as { data: { sessionEvents: { offset: number } } }).data.sessionEvents.offset);
    expect([...slowOffsets, ...resumed]).toEqual(range(1, last));
    slow.close();
    healthy.unsubscribe();

    // The server keeps serving.
    expect((await server.ok(SlowSession, { id: sessionId })).session?.lastOffset).toBe(last);
  }, 120_000);

  it('SSE: a paused subscriber overflows and is released; the other continues; the error reaches the client', async () => {
    await expect.poll(() => busListeners(server), { interval: 5, message: 'quiet bus' }).toBe(idle);
    const sessionId = await create();
    const healthy = healthyClient.subscribe(SlowOffsets, { sessionId, after: 0 });
    await healthy.waitFor(1);

    const before = busListeners(server);
    const slow = await RawSse.open(server.url, print(SlowBigEvents), { sessionId, after: 0 });
    await expect
      .poll(() => busListeners(server), { interval: 5, message: 'slow SSE subscription registered (bus listeners)' })
      .toBeGreaterThanOrEqual(before + 2);
    await expect.poll(() => slow.results.length, { interval: 5, message: 'first event of the slow SSE subscriber' }).toBeGreaterThanOrEqual(1);
    slow.pause();

    const n = await writeUntil(sessionId, () => busListeners(server) <= before, healthy);
    expect(busListeners(server), `slow SSE subscription still registered after ${n} events`).toBe(before);
    const last = (await server.ok(SlowSession, { id: sessionId })).session?.lastOffset as number;
    await healthy.waitFor(last, 30_000);
    expect(healthy.items.map((r) => r.sessionEvents.offset)).toEqual(range(1, last));

    slow.resume();
    await vi.waitFor(
      () => {
        if (!slow.results.some((r) => r.errors?.length) && !slow.ended)
          throw new Error(`slow SSE: ${slow.results.length} results, no error, not ended`);
      },
      { timeout: 20_000, interval: 5 },
    );
    const results = slow.results;
    const failure = results.find((r) => r.errors?.length);
    expect(failure?.errors?.[0]?.extensions?.code).toBe('SUBSCRIPTION_OVERFLOW');
    const offsets = results.filter((r) => r.data).map((r) => (r.data as { sessionEvents: { offset: number } }).sessionEvents.offset);
    expect(offsets).toEqual(range(1, failure?.errors?.[0]?.extensions?.lastDeliveredOffset as number));
    await expect.poll(() => slow.ended, { timeout: 10_000, message: 'the SSE response ends after the error' }).toBe(true);
    slow.close();
    healthy.unsubscribe();
  }, 120_000);

  it('many paused subscribers at once: all are released, the server keeps serving queries and new subscriptions', async () => {
    await expect.poll(() => busListeners(server), { interval: 5, message: 'quiet bus' }).toBe(idle);
    const sessionId = await create();
    const before = busListeners(server);
    const slows = await Promise.all(Array.from({ length: 5 }, () => RawWs.connect(server.wsUrl)));
    slows.forEach((c, i) => c.subscribe(`s${i}`, print(SlowBigAdded), { filter: { sessionId } }));
    await expect.poll(() => busListeners(server), { interval: 5, message: 'slow subscriptions registered' }).toBeGreaterThanOrEqual(before + 5);
    for (const c of slows) c.pause();
    const n = await writeUntil(sessionId, () => busListeners(server) <= before);
    expect(busListeners(server), `after ${n} events`).toBe(before);
    for (const c of slows) c.close();

    const fresh = healthyClient.subscribe(SlowOffsets, { sessionId, after: 0 });
    const last = (await server.ok(SlowSession, { id: sessionId })).session?.lastOffset as number;
    await fresh.waitFor(last, 30_000);
    expect(fresh.items.map((r) => r.sessionEvents.offset)).toEqual(range(1, last));
    fresh.unsubscribe();
    expect(written).toBeLessThanOrEqual(3 * MAX_EVENTS + 160);
  }, 120_000);
});
