// The Redis buses against real servers: two buses stand for two server instances. The same
// suite runs on one Redis (RedisBus, the shared TEST_REDIS_URL) and on a Redis Cluster
// (ClusterBus over sharded pub/sub, the shared TEST_REDIS_CLUSTER_URL); a cluster bus hears
// only the sessions someone watches, so each test watches what it listens for. The restart
// test runs its own redis-server on a free port so that killing it disturbs no other test
// (the cluster's failover test: cluster-failover.test.ts).
import { randomUUID } from 'node:crypto';
import { Cluster, Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { BusEvent, BusMessage } from '../../src/domain/events.js';
import { ClusterBus } from '../../src/events/cluster-bus.js';
import { RedisBus, type BusLogger } from '../../src/events/redis-bus.js';
import { freePort, startIsolatedRedis } from '../helpers/isolated-servers.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:63790';
const CLUSTER_URL = process.env.TEST_REDIS_CLUSTER_URL;
// Without a test Redis, skip locally; in CI a missing Redis must fail loudly.
const skip = !process.env.TEST_REDIS_URL && !process.env.CI;
const skipCluster = !CLUSTER_URL && !process.env.CI;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
    await expect.poll(() => bus.healthy(), { message: 'the watched groups to be subscribed' }).toBe(true);
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
      await expect.poll(() => Math.min(onA.length, onB.length), { message: 'all events (the fewer heard by A or B)' }).toBeGreaterThanOrEqual(200);
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
      await expect.poll(() => heard.length, { message: 'both messages' }).toBeGreaterThanOrEqual(2);
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

      await expect.poll(() => seen.length, { message: 'the valid event' }).toBe(1);
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
    await expect
      .poll(() => ({ healthy: bus.healthy(), channels: bus.subscribedChannels }), { message: 'one group' })
      .toEqual({ healthy: true, channels: 1 });
    const releaseAll = bus.watch(null); // a cross-session trigger: every group
    await expect.poll(() => bus.subscribedChannels, { message: 'every group' }).toBe(bus.slotGroups);
    releaseAll();
    release();
    await expect.poll(() => bus.subscribedChannels, { message: 'no group once the linger is over' }).toBe(0);
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
    await expect.poll(() => bus.healthy(), { message: 'every group' }).toBe(true);
    // Drop every master connection's socket; as soon as a fresh connection is on its way
    // (its SSUBSCRIBE not answered yet), stop.
    const masters = (bus as unknown as { shards: { masters: Map<string, { redis: Redis }> } }).shards.masters;
    const before = new Set([...masters.values()].map((m) => m.redis));
    for (const redis of before) redis.stream.destroy();
    // Checked on every event-loop turn, not on a timer (vi.waitFor's interval is a timer of 1 ms
    // or more): a fresh connection's SSUBSCRIBE may be answered within that.
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
    const redis = await startIsolatedRedis();
    const url = redis.url;
    cleanups.push(() => redis.stop('kill'));

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

    await expect.poll(() => heard.length, { message: 'events before the restart' }).toBeGreaterThanOrEqual(20);
    await redis.stop('kill');
    await expect.poll(() => a.healthy(), { message: 'A to notice the outage' }).toBe(false);
    await expect.poll(() => b.publishFailures, { message: 'publishes to fail while Redis is down' }).toBeGreaterThanOrEqual(5);
    const failedBeforeRestart = b.publishFailures;

    await redis.start();
    await expect
      .poll(() => ({ reconnected: reconnects >= 1, healthy: a.healthy() }), { timeout: 15_000, message: 'A to resubscribe' })
      .toEqual({ reconnected: true, healthy: true });
    const resumedAt = offset;
    await expect
      .poll(() => heard.filter((o) => o > resumedAt).length, { timeout: 15_000, message: 'delivery after the restart' })
      .toBeGreaterThanOrEqual(20);
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
