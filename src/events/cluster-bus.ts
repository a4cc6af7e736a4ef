// The event bus on a Redis Cluster, over sharded pub/sub (SPUBLISH/SSUBSCRIBE, Redis >= 7).
// Sessions are spread over REDIS_CLUSTER_SLOT_GROUPS channels (events/slot-groups.ts); a
// channel lives on the master that owns its slot, so each master carries only its groups'
// traffic, and an instance subscribes only to the groups its local listeners watch:
//   - a session's sequencer and a llmResponseChunks stream watch their session;
//   - a cross-session trigger (sessionCreated, messageAdded, …) watches every group: the
//     trigger feed is the set of group channels, and every event still travels once
//     (docs/scaling.md has the measurement behind that choice).
// The guarantees are the single-Redis bus's (events/redis-bus.ts): publish never throws (a
// failure is counted and logged, and subscribers repair from the database); onReconnect fires
// once a lost group is served again, and also once a newly watched group is first served,
// so a subscriber that read the database before that reads it again and misses nothing.
import { Cluster, type ClusterOptions, type RedisOptions } from 'ioredis';
import { parseBusMessage, type BusMessage } from '../domain/events.js';
import { type BusListener, listenerEntry, reconnectEntry, type WireBus } from './bus.js';
import { type ClusterAddress, parseClusterUrl, redactedClusterAddress } from './cluster-address.js';
import { type BusLogger, MAX_BATCH_EVENTS, messageOf, OwnMessages, PublishBatch } from './redis-bus.js';
import { parseClusterSlots, ShardSubscriptions } from './shard-subscriptions.js';
import { allSlotGroupChannels, slotGroupChannel, slotGroupOf } from './slot-groups.js';

export interface ClusterBusOptions {
  /** redis-cluster://host:port[,host:port…] */
  url: string;
  /** Prefix of the channel names (`${prefix}events:{g<n>}`). */
  prefix?: string;
  /** Channels the sessions are spread over. */
  slotGroups?: number;
  logger?: BusLogger;
  /** Longest a publish may wait for Redis before it counts as failed. */
  publishTimeoutMs?: number;
  /** How long a group stays subscribed after its last watcher left (a returning subscriber then finds it served). */
  lingerMs?: number;
}

const silentLogger: BusLogger = { warn() {}, error() {} };

// 100 ms doubling to 2 s, forever: the bus must come back by itself.
const retryStrategy = (times: number): number => Math.min(50 * 2 ** Math.min(times, 6), 2000);

export class ClusterBus implements WireBus {
  readonly slotGroups: number;
  private readonly prefix: string;
  private readonly address: ClusterAddress;
  /** Events published successfully. */
  published = 0;
  /** Events whose publish failed; repaired from the database later. */
  publishFailures = 0;
  /** Times lost group subscriptions were served again. */
  reconnects = 0;
  /** Messages (or batch elements) heard and dropped as malformed. */
  malformed = 0;
  /** Messages heard from Redis (each a batch of events): what sharding saves shows here. */
  messagesReceived = 0;

  private readonly pub: Cluster;
  private readonly shards: ShardSubscriptions;
  private readonly logger: BusLogger;
  private readonly listeners = new Set<BusListener<BusMessage>>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly channels: string[];
  /** Watchers per group, and of every group (cross-session listeners). */
  private readonly watchers: number[];
  private everyWatchers = 0;
  /** When each group lost its last watcher (it lingers a while). */
  private readonly releasedAt: number[];
  private lingerTimer: NodeJS.Timeout | null = null;
  private readonly lingerMs: number;
  private started = false;
  private pubDown = false;
  /** This turn's publishes, by channel. */
  private readonly batches = new Map<string, PublishBatch>();
  private readonly ownMessages = new OwnMessages();

  constructor(options: ClusterBusOptions) {
    this.prefix = options.prefix ?? 'agentconv:';
    this.slotGroups = options.slotGroups ?? 16;
    this.lingerMs = options.lingerMs ?? 10_000;
    this.address = parseClusterUrl(options.url);
    this.logger = options.logger ?? silentLogger;
    this.channels = allSlotGroupChannels(this.prefix, this.slotGroups);
    this.watchers = new Array<number>(this.slotGroups).fill(0);
    this.releasedAt = new Array<number>(this.slotGroups).fill(Number.NEGATIVE_INFINITY);
    const nodeOptions: RedisOptions = {
      ...(this.address.username ? { username: this.address.username } : {}),
      ...(this.address.password ? { password: this.address.password } : {}),
      ...(this.address.tls ? { tls: {} } : {}),
    };
    const clusterOptions: ClusterOptions = {
      lazyConnect: true,
      // A cluster that is down or reconfiguring fails a publish fast instead of queueing it.
      enableOfflineQueue: false,
      clusterRetryStrategy: retryStrategy,
      retryDelayOnFailover: 100,
      retryDelayOnClusterDown: 100,
      slotsRefreshTimeout: 1000,
      redisOptions: {
        ...nodeOptions,
        connectionName: 'event-bus-pub',
        maxRetriesPerRequest: 0,
        commandTimeout: options.publishTimeoutMs ?? 1000,
      },
    };
    this.pub = new Cluster(this.address.nodes, clusterOptions);
    this.pub.on('error', () => {}); // each failed publish is logged below
    this.shards = new ShardSubscriptions({
      slotRanges: async () => parseClusterSlots(await this.pub.cluster('SLOTS')),
      keySlot: async (channel) => Number(await this.pub.cluster('KEYSLOT', channel)),
      nodeOptions,
      onMessage: (channel, message) => this.receive(channel, message),
      onServed: (restored) => this.served(restored),
      logger: this.logger,
    });
  }

  /** The channel a session's events travel on. */
  channelOf(sessionId: string): string {
    return slotGroupChannel(this.prefix, slotGroupOf(sessionId, this.slotGroups));
  }

  /** Channels subscribed now (metrics, tests, the bench). */
  get subscribedChannels(): number {
    return this.shards.servedCount;
  }

  /** Registered listeners (event and reconnect), to prove subscribers hook and unhook. */
  get listenerCount(): number {
    return this.listeners.size + this.reconnectListeners.size;
  }

  /** Connects to the cluster; rejects with the address and the cause when none of its nodes answers. */
  async start(): Promise<void> {
    if (this.started) return;
    let stopWatching = () => {};
    const firstError = new Promise<never>((_, reject) => {
      const onError = (err: unknown) => reject(err);
      this.pub.once('error', onError);
      stopWatching = () => this.pub.off('error', onError);
    });
    try {
      await Promise.race([
        (async () => {
          await this.pub.connect();
          // The slot map and the route of a sharded command both work: the bus can publish.
          await this.pub.cluster('SLOTS');
        })(),
        firstError,
      ]);
    } catch (err) {
      this.pub.disconnect();
      throw new Error(`event bus: could not connect to the Redis Cluster at ${redactedClusterAddress(this.address)} (REDIS_URL): ${messageOf(err)}`, {
        cause: err,
      });
    } finally {
      stopWatching();
    }
    this.started = true;
    this.updateWanted();
  }

  watch(sessionId: string | null): () => void {
    const group = sessionId === null ? -1 : slotGroupOf(sessionId, this.slotGroups);
    if (group < 0) this.everyWatchers += 1;
    else this.watchers[group]! += 1;
    this.updateWanted();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = Date.now();
      if (group < 0) {
        this.everyWatchers -= 1;
        if (this.everyWatchers === 0) this.releasedAt.fill(now);
      } else {
        this.watchers[group]! -= 1;
        if (this.watchers[group] === 0) this.releasedAt[group] = now;
      }
      this.scheduleLinger();
    };
  }

  /** The groups someone watches, or watched less than lingerMs ago. */
  private updateWanted(): void {
    if (!this.started) return;
    const now = Date.now();
    const wanted: string[] = [];
    for (let group = 0; group < this.slotGroups; group++) {
      if (this.everyWatchers > 0 || this.watchers[group]! > 0 || now - this.releasedAt[group]! < this.lingerMs) wanted.push(this.channels[group]!);
    }
    this.shards.want(wanted);
  }

  private scheduleLinger(): void {
    if (this.lingerTimer) return;
    this.lingerTimer = setTimeout(() => {
      this.lingerTimer = null;
      this.updateWanted();
      const now = Date.now();
      if (this.releasedAt.some((at, group) => this.watchers[group] === 0 && now - at < this.lingerMs)) this.scheduleLinger();
    }, this.lingerMs + 10);
    this.lingerTimer.unref();
  }

  /**
   * Never throws. Publishes of one event-loop turn travel as one message per group channel
   * (a JSON array in call order), so one session's events stay in order on its channel.
   */
  publish(events: readonly BusMessage[]): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    let only: PublishBatch | null = null;
    let all: Set<PublishBatch> | null = null;
    for (const event of events) {
      const channel = this.channelOf(event.sessionId);
      let batch = this.batches.get(channel);
      if (!batch || batch.events.length >= MAX_BATCH_EVENTS) {
        const fresh = new PublishBatch();
        batch = fresh;
        this.batches.set(channel, fresh);
        setImmediate(() => void this.flush(channel, fresh));
      }
      batch.events.push(event);
      if (only === null) only = batch;
      else if (only !== batch) (all ??= new Set([only])).add(batch);
    }
    if (all) return Promise.all([...all].map((batch) => batch.done)).then(noop);
    return only!.done;
  }

  private async flush(channel: string, batch: PublishBatch): Promise<void> {
    if (batch.sent) return;
    batch.sent = true;
    if (this.batches.get(channel) === batch) this.batches.delete(channel);
    const { events } = batch;
    const message = JSON.stringify(events);
    // Only a channel this instance hears brings the message back.
    const echoed = this.shards.servedBy(channel) !== undefined;
    if (echoed) this.ownMessages.remember(message, events);
    try {
      await this.pub.spublish(channel, message);
      this.published += events.length;
      this.pubDown = false;
    } catch (err) {
      this.publishFailures += events.length;
      if (echoed) this.ownMessages.forget(message);
      const log = { err: messageOf(err), channel, count: events.length, sessionId: events[0]?.sessionId };
      if (!this.pubDown) this.logger.error(log, 'event bus: publish failed; subscribers will refill from the database');
      else this.logger.warn(log, 'event bus: publish failed (Redis Cluster still unavailable)');
      this.pubDown = true;
    } finally {
      batch.resolve();
    }
  }

  listen(listener: BusListener<BusMessage>): () => void {
    const entry = listenerEntry(listener);
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  onReconnect(listener: () => void): () => void {
    const entry = reconnectEntry(listener);
    this.reconnectListeners.add(entry);
    return () => this.reconnectListeners.delete(entry);
  }

  healthy(): boolean {
    return this.started && this.pub.status === 'ready' && this.shards.healthy();
  }

  async stop(): Promise<void> {
    // What was published before stop still goes out (its callers are waiting on it).
    await Promise.all([...this.batches].map(([channel, batch]) => this.flush(channel, batch)));
    this.started = false;
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
    this.listeners.clear();
    this.reconnectListeners.clear();
    this.shards.stop();
    this.pub.disconnect();
  }

  private served(restored: number): void {
    if (!this.started) return;
    if (restored > 0) {
      this.reconnects += 1;
      this.logger.warn({ restored, reconnects: this.reconnects }, 'event bus: sharded subscriptions restored after a loss');
    }
    for (const listener of [...this.reconnectListeners]) {
      try {
        listener();
      } catch (err) {
        this.logger.error({ err: messageOf(err) }, 'event bus: reconnect listener threw');
      }
    }
  }

  /** Anything may be published on a channel: validate, drop what is not ours, never throw. */
  private receive(channel: string, message: string): void {
    this.messagesReceived += 1;
    const own = this.ownMessages.take(message);
    if (own) {
      for (const event of own) this.deliver(event);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      this.dropMalformed(channel, message, 'not JSON');
      return;
    }
    for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
      const event = parseBusMessage(item);
      if (event) this.deliver(event);
      else this.dropMalformed(channel, JSON.stringify(item) ?? String(item), 'not a bus event');
    }
  }

  private dropMalformed(channel: string, text: string, reason: string): void {
    this.malformed += 1;
    this.logger.warn({ channel, reason, sample: text.slice(0, 200) }, 'event bus: dropped a malformed message');
  }

  private deliver(event: BusMessage): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (err) {
        this.logger.error({ err: messageOf(err), sessionId: event.sessionId, offset: event.offset }, 'event bus: listener threw');
      }
    }
  }
}

function noop(): void {}
