// The Redis buses against real servers: two buses stand for two server instances. The same
// suite runs on one Redis (RedisBus, the shared TEST_REDIS_URL) and on a Redis Cluster
// (ClusterBus over sharded pub/sub, the shared TEST_REDIS_CLUSTER_URL); a cluster bus hears
// only the sessions someone watches, so each test watches what it listens for. The restart
// test runs its own redis-server on a free port so that killing it disturbs no other test
// (the cluster's failover test: cluster-failover.test.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Cluster, Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { BusEvent, BusMessage } from '../../src/domain/events.js';
import { ClusterBus } from '../../src/events/cluster-bus.js';
import { RedisBus, type BusLogger } from '../../src/events/redis-bus.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:63790';
const CLUSTER_URL = process.env.TEST_REDIS_CLUSTER_URL;
// Without a test Redis, skip locally; in CI a missing Redis must fail loudly.
const skip = !process.env.TEST_REDIS_URL && !process.env.CI;
const skipCluster = !CLUSTER_URL && !process.env.CI;
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

type AnyBus = RedisBus | ClusterBus;

/** A raw client on the bus's server: what anyone with access to Redis could publish or hear. */
interface RawClient {
  publish(channel: string, message: string): Promise<unknown>;
  /** Collects the messages of a channel; resolves once subscribed. */
  hear(channel: string, into: string[]): Promise<void>;
}

/** What the shared suite needs to know about one kind of bus. */
interface BusKind {
  name: string;
  skip: boolean;
  start(prefix: string, logger?: BusLogger): Promise<AnyBus>;
  /** The channel a session's events travel on. */
  channelOf(bus: AnyBus, sessionId: string): string;
  /** Declares the sessions a listener needs, and waits until the bus serves them. */
  watch(bus: AnyBus, ...sessionIds: string[]): Promise<void>;
  raw(): RawClient;
  unreachableUrl(port: number): string;
  unreachableError(port: number): RegExp;
}

const single: BusKind = {
  name: 'RedisBus on a real Redis',
  skip,
  start: (prefix, logger) => startBus(REDIS_URL, prefix, logger),
  channelOf: (bus) => (bus as RedisBus).channel,
  watch: async () => {},
  raw() {
    const redis = new Redis(REDIS_URL);
    cleanups.push(() => void redis.disconnect());
    return {
      publish: (channel, message) => redis.publish(channel, message),
      async hear(channel, into) {
        redis.on('message', (heard: string, message: string) => heard === channel && into.push(message));
        await redis.subscribe(channel);
      },
    };
  },
  unreachableUrl: (port) => `redis://127.0.0.1:${port}`,
  unreachableError: (port) => new RegExp(`could not subscribe .* at redis://127\\.0\\.0\\.1:${port} \\(REDIS_URL\\): .*ECONNREFUSED`),
};

const cluster: BusKind = {
  name: 'ClusterBus on a real Redis Cluster (sharded pub/sub)',
  skip: skipCluster,
  async start(prefix, logger) {
    const bus = new ClusterBus({ url: CLUSTER_URL!, prefix, publishTimeoutMs: 500, ...(logger ? { logger } : {}) });
    cleanups.push(() => bus.stop());
    await bus.start();
    return bus;
  },
  channelOf: (bus, sessionId) => (bus as ClusterBus).channelOf(sessionId),
  async watch(bus, ...sessionIds) {
    for (const id of sessionIds) cleanups.push((bus as ClusterBus).watch(id));
    await waitFor(() => bus.healthy(), 'the watched groups to be subscribed');
  },
  raw() {
    const nodes = CLUSTER_URL!
      .replace(/^redis-cluster:\/\//, '')
      .split(',')
      .map((hostPort) => {
        const [host, port] = hostPort.split(':');
        return { host: host!, port: Number(port) };
      });
    const redis = new Cluster(nodes, { shardedSubscribers: true });
    cleanups.push(() => void redis.disconnect());
    return {
      publish: (channel, message) => redis.spublish(channel, message),
      async hear(channel, into) {
        redis.on('smessage', (heard: string, message: string) => heard === channel && into.push(message));
        await redis.ssubscribe(channel);
      },
    };
  },
  unreachableUrl: (port) => `redis-cluster://127.0.0.1:${port}`,
  unreachableError: (port) => new RegExp(`could not connect to the Redis Cluster at redis-cluster://127\\.0\\.0\\.1:${port} \\(REDIS_URL\\): `),
};

async function startBus(url: string, prefix: string, logger?: BusLogger): Promise<RedisBus> {
  const bus = new RedisBus({ url, prefix, publishTimeoutMs: 500, ...(logger ? { logger } : {}) });
  cleanups.push(() => bus.stop());
  await bus.start();
  return bus;
}

for (const kind of [single, cluster]) {
  describe.skipIf(kind.skip)(kind.name, () => {
    it('a listener on instance A hears B’s publishes exactly once, in order', async () => {
      const prefix = `test:${randomUUID()}:`;
      const a = await kind.start(prefix);
      const b = await kind.start(prefix);
      await kind.watch(a, 's1');
      await kind.watch(b, 's1');
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

    it('sends the publishes of one event-loop turn as one Redis message per channel, in call order', async () => {
      const prefix = `test:${randomUUID()}:`;
      const b = await kind.start(prefix);
      const heard: string[] = [];
      await kind.raw().hear(kind.channelOf(b, 's1'), heard);

      // Three mutations committing in the same turn, then one in a later turn.
      await Promise.all([b.publish([event(1), event(2)]), b.publish([event(3)]), b.publish([event(4, 's2')])]);
      await b.publish([event(5)]);
      await waitFor(() => heard.length >= 2, 'both messages');
      await sleep(100); // nothing extra arrives late
      const offsets = heard.map((m) => (JSON.parse(m) as BusEvent[]).map((e) => e.offset));
      // s2 shares s1's channel on one Redis; on a cluster it may travel on another group's.
      const together = kind.channelOf(b, 's2') === kind.channelOf(b, 's1');
      expect(offsets).toEqual([together ? [1, 2, 3, 4] : [1, 2, 3], [5]]);
      expect(b.published).toBe(5);
    });

    it('ignores malformed messages published straight to the channel', async () => {
      const prefix = `test:${randomUUID()}:`;
      const { logger, lines } = recordingLogger();
      const a = await kind.start(prefix, logger);
      await kind.watch(a, 's1');
      const seen: BusMessage[] = [];
      a.listen((e) => seen.push(e));

      const raw = kind.raw();
      const channel = kind.channelOf(a, 's1');
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
      for (const message of garbage) await raw.publish(channel, message);
      await raw.publish(channel, JSON.stringify([event(7)]));

      await waitFor(() => seen.length === 1, 'the valid event');
      expect(seen[0]).toMatchObject({ sessionId: 's1', offset: 7 });
      expect(a.malformed).toBe(garbage.length);
      expect(lines.filter((l) => l.msg.includes('malformed'))).toHaveLength(garbage.length);
      expect(a.healthy()).toBe(true);
    });

    it('fails to start, with a clear error, when Redis is unreachable', async () => {
      const port = await freePort();
      const bus = kind === cluster ? new ClusterBus({ url: kind.unreachableUrl(port) }) : new RedisBus({ url: kind.unreachableUrl(port) });
      cleanups.push(() => bus.stop());
      // The address and the cause, at the first refused connection (not seconds of retries later).
      await expect(bus.start()).rejects.toThrow(kind.unreachableError(port));
      expect(bus.healthy()).toBe(false);
    });
  });
}

describe.skipIf(skip)('RedisBus on a real Redis: reconnecting', () => {
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
});

describe.skipIf(skipCluster)('ClusterBus on a real Redis Cluster: watching', () => {
  it('subscribes only to the groups of the watched sessions, and leaves them after the linger', async () => {
    const prefix = `test:${randomUUID()}:`;
    const bus = new ClusterBus({ url: CLUSTER_URL!, prefix, lingerMs: 200 });
    cleanups.push(() => bus.stop());
    await bus.start();
    expect(bus.subscribedChannels).toBe(0);
    const release = bus.watch('s1');
    await waitFor(() => bus.healthy() && bus.subscribedChannels === 1, 'one group');
    const releaseAll = bus.watch(null); // a cross-session trigger: every group
    await waitFor(() => bus.subscribedChannels === bus.slotGroups, 'every group');
    releaseAll();
    release();
    await waitFor(() => bus.subscribedChannels === 0, 'no group once the linger is over');
  });

  it('a watch fires onReconnect once its group is served, so a subscriber can read what came before', async () => {
    const bus = await cluster.start(`test:${randomUUID()}:`);
    let reconnects = 0;
    bus.onReconnect(() => reconnects++);
    await cluster.watch(bus, 's1');
    expect(reconnects).toBe(1);
    await cluster.watch(bus, 's1'); // already served: nothing new to repair
    expect(reconnects).toBe(1);
  });

  it('stopping while the sharded subscriptions are re-established leaves no unhandled rejection', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    cleanups.push(() => void process.off('unhandledRejection', onRejection));
    const bus = (await cluster.start(`test:${randomUUID()}:`)) as ClusterBus;
    cleanups.push(bus.watch(null));
    await waitFor(() => bus.healthy(), 'every group');
    // Drop every master connection's socket; as soon as a fresh connection is on its way
    // (its SSUBSCRIBE not answered yet), stop.
    const masters = (bus as unknown as { shards: { masters: Map<string, { redis: Redis }> } }).shards.masters;
    const before = new Set([...masters.values()].map((m) => m.redis));
    for (const redis of before) redis.stream.destroy();
    for (let turns = 0; ![...masters.values()].some((m) => !before.has(m.redis)); turns++) {
      if (turns > 100_000) throw new Error('no fresh master connection');
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(bus.healthy()).toBe(false);
    await bus.stop();
    await sleep(300);
    expect(rejections.map(String)).toEqual([]);
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
