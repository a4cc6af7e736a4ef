// The Redis bus against a real redis-server: two buses stand for two server instances.
// The shared test Redis (TEST_REDIS_URL) serves the plain tests; the restart test runs its
// own redis-server on a free port so that killing it disturbs no other test.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { BusEvent, BusMessage } from '../../src/domain/events.js';
import { RedisBus, type BusLogger } from '../../src/events/redis-bus.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:63790';
// Without a test Redis, skip locally; in CI a missing Redis must fail loudly.
const skip = !process.env.TEST_REDIS_URL && !process.env.CI;
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

function event(offset: number, sessionId = 's1'): BusEvent {
  return { sessionId, offset, type: 'active_leaf_set', at: Date.now(), payload: { entryId: `e${offset}` }, metadata: { owner: 'u1' } };
}

function recordingLogger() {
  const lines: { level: string; msg: string; obj: Record<string, unknown> }[] = [];
  const logger: BusLogger = {
    warn: (obj, msg) => void lines.push({ level: 'warn', msg, obj }),
    error: (obj, msg) => void lines.push({ level: 'error', msg, obj }),
  };
  return { logger, lines };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startBus(url: string, prefix: string, logger?: BusLogger): Promise<RedisBus> {
  const bus = new RedisBus({ url, prefix, publishTimeoutMs: 500, ...(logger ? { logger } : {}) });
  cleanups.push(() => bus.stop());
  await bus.start();
  return bus;
}

describe.skipIf(skip)('RedisBus on a real Redis', () => {
  it('a listener on instance A hears B’s publishes exactly once, in order', async () => {
    const prefix = `test:${randomUUID()}:`;
    const a = await startBus(REDIS_URL, prefix);
    const b = await startBus(REDIS_URL, prefix);
    expect(a.healthy()).toBe(true);
    const onA: number[] = [];
    const onB: number[] = [];
    a.listen((e) => onA.push(e.offset ?? -1));
    b.listen((e) => onB.push(e.offset ?? -1));

    // Concurrent publishes of batches of varying size, as concurrent mutations would do.
    const publishes: Promise<void>[] = [];
    let offset = 0;
    for (let size = 1; offset < 200; size = (size % 7) + 1) {
      const batch = Array.from({ length: Math.min(size, 200 - offset) }, () => event(++offset));
      publishes.push(b.publish(batch));
    }
    await Promise.all(publishes);
    const expected = Array.from({ length: 200 }, (_, i) => i + 1);
    await waitFor(() => onA.length >= 200 && onB.length >= 200, 'all events');
    await sleep(100); // nothing extra arrives late
    expect(onA).toEqual(expected);
    expect(onB).toEqual(expected); // B delivers what it hears, too
    expect(b.published).toBe(200);
    expect(b.publishFailures).toBe(0);
  });

  it('sends the publishes of one event-loop turn as one Redis message, in call order', async () => {
    const prefix = `test:${randomUUID()}:`;
    const b = await startBus(REDIS_URL, prefix);
    const raw = new Redis(REDIS_URL);
    cleanups.push(() => void raw.disconnect());
    const heard: string[] = [];
    raw.on('message', (_channel: string, message: string) => heard.push(message));
    await raw.subscribe(b.channel);

    // Three mutations committing in the same turn, then one in a later turn.
    await Promise.all([b.publish([event(1), event(2)]), b.publish([event(3)]), b.publish([event(4, 's2')])]);
    await b.publish([event(5)]);
    await waitFor(() => heard.length >= 2, 'both messages');
    await sleep(100); // nothing extra arrives late
    const offsets = heard.map((m) => (JSON.parse(m) as BusEvent[]).map((e) => e.offset));
    expect(offsets).toEqual([[1, 2, 3, 4], [5]]);
    expect(b.published).toBe(5);
  });

  it('ignores malformed messages published straight to the channel', async () => {
    const prefix = `test:${randomUUID()}:`;
    const { logger, lines } = recordingLogger();
    const a = await startBus(REDIS_URL, prefix, logger);
    const seen: BusMessage[] = [];
    a.listen((e) => seen.push(e));

    const raw = new Redis(REDIS_URL);
    cleanups.push(() => void raw.disconnect());
    const garbage = [
      'not json {',
      '42',
      'null',
      JSON.stringify({ hello: 'world' }),
      JSON.stringify([{ ...event(1), offset: null }]), // a stored type without an offset
      JSON.stringify([{ ...event(1), type: 'session_deleted' }]), // a live type with an offset
      JSON.stringify([{ ...event(1), type: 'made_up' }]),
      JSON.stringify([{ ...event(1), metadata: 'x' }]),
      JSON.stringify([{ ...event(1), payload: { n: 1 } }]), // a payload of another shape than its type's
    ];
    for (const message of garbage) await raw.publish(a.channel, message);
    await raw.publish(a.channel, JSON.stringify([event(7)]));

    await waitFor(() => seen.length === 1, 'the valid event');
    expect(seen[0]).toMatchObject({ sessionId: 's1', offset: 7 });
    expect(a.malformed).toBe(garbage.length);
    expect(lines.filter((l) => l.msg.includes('malformed'))).toHaveLength(garbage.length);
    expect(a.healthy()).toBe(true);
  });

  it('stopping at the moment the subscription reconnects leaves no unhandled rejection', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    cleanups.push(() => void process.off('unhandledRejection', onRejection));
    const bus = await startBus(REDIS_URL, `test:${randomUUID()}:`);
    // The private subscriber connection: drop its socket; as soon as the fresh connection is
    // ready, stop the bus and lose that socket too, before Redis answers the resubscribe.
    const sub = (bus as unknown as { sub: Redis }).sub;
    const stopped = new Promise<void>((resolve) =>
      sub.once('ready', () => {
        const stopping = bus.stop();
        sub.stream.destroy();
        void stopping.then(resolve);
      }),
    );
    sub.stream.destroy();
    await stopped;
    await sleep(200);
    expect(rejections.map(String)).toEqual([]);
  });

  it('fails to start, with a clear error, when Redis is unreachable', async () => {
    const port = await freePort();
    const bus = new RedisBus({ url: `redis://127.0.0.1:${port}` });
    cleanups.push(() => bus.stop());
    // The address and the cause, at the first refused connection (not "Connection is closed." seconds later).
    await expect(bus.start()).rejects.toThrow(
      new RegExp(`could not subscribe .* at redis://127\\.0\\.0\\.1:${port} \\(REDIS_URL\\): .*ECONNREFUSED`),
    );
    expect(bus.healthy()).toBe(false);
  });
});

describe.skipIf(skip)('RedisBus across a Redis restart', () => {
  it('never throws on publish, fires onReconnect after the restart, and delivers again', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    let server = await startRedisServer(port);
    cleanups.push(() => stopRedisServer(server));

    const prefix = `test:${randomUUID()}:`;
    const { logger, lines } = recordingLogger();
    const a = await startBus(url, prefix, logger);
    const b = await startBus(url, prefix, logger);
    const heard: number[] = [];
    a.listen((e) => heard.push(e.offset ?? -1));
    let reconnects = 0;
    a.onReconnect(() => reconnects++);

    // A steady stream of publishes runs through the whole outage, as mutations would.
    let offset = 0;
    let slowestPublishMs = 0;
    let running = true;
    const publisher = (async () => {
      while (running) {
        const started = Date.now();
        await b.publish([event(++offset)]); // must never throw, Redis up or down
        slowestPublishMs = Math.max(slowestPublishMs, Date.now() - started);
        await sleep(10);
      }
    })();

    await waitFor(() => heard.length >= 20, 'events before the restart');
    await stopRedisServer(server);
    await waitFor(() => !a.healthy(), 'A to notice the outage');
    await waitFor(() => b.publishFailures >= 5, 'publishes to fail while Redis is down');
    const failedBeforeRestart = b.publishFailures;

    server = await startRedisServer(port);
    await waitFor(() => reconnects >= 1 && a.healthy(), 'A to resubscribe', 15_000);
    const resumedAt = offset;
    await waitFor(() => heard.filter((o) => o > resumedAt).length >= 20, 'delivery after the restart', 15_000);
    running = false;
    await publisher; // would reject if any publish had thrown

    expect(a.reconnects).toBeGreaterThanOrEqual(1);
    expect(b.reconnects).toBeGreaterThanOrEqual(1);
    expect(failedBeforeRestart).toBeGreaterThan(0);
    expect(b.published + b.publishFailures).toBe(offset);
    expect(slowestPublishMs).toBeLessThan(1500); // a down Redis never holds a mutation for long
    expect(lines.some((l) => l.level === 'error' && l.msg.includes('publish failed'))).toBe(true);
    // In order and never twice; what was lost in the outage is for the database to refill.
    for (let i = 1; i < heard.length; i++) expect(heard[i]!).toBeGreaterThan(heard[i - 1]!);
    expect(heard.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(heard.length).toBeLessThan(offset);
  }, 60_000);
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const failed = new Promise<never>((_, reject) => child.once('error', reject));
  const ready = (async () => {
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: null });
    probe.on('error', () => {}); // refused until the server listens
    try {
      await probe.connect().catch(() => {});
      await probe.ping();
    } finally {
      probe.disconnect();
    }
  })();
  await Promise.race([ready, failed]);
  return child;
}

async function stopRedisServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}
