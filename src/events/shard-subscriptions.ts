// The sharded subscriptions of one instance on a Redis Cluster: for every channel it wants,
// an SSUBSCRIBE on the master that owns the channel's slot, over one connection per master.
// Rules:
//   - a subscription counts only once Redis answered the SSUBSCRIBE; `onServed` fires after
//     each round that served channels not served before (new ones, or ones lost), so
//     subscribers read what they may have missed from the database only when the live path
//     is back (earlier, an event could slip between that read and the live stream);
//   - a lost master connection, or the server dropping a channel (its slot moved, its master
//     became a replica: Redis sends an unasked SUNSUBSCRIBE), makes its channels unserved: the
//     slot map is read again (CLUSTER SLOTS) and they are subscribed wherever they live now,
//     retrying with a backoff until a replica has taken over;
//   - every SSUBSCRIBE is awaited here and its failure handled: ioredis's own resubscription
//     (autoResubscribe, and the Cluster client's shardedSubscribers) fires and forgets it, so a
//     socket closing before the reply became an unhandled rejection or a silent hole.
import { Redis, type RedisOptions } from 'ioredis';
import { messageOf } from './redis-bus.js';

interface ShardLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

/** Who owns which slots: the masters of CLUSTER SLOTS. */
export interface SlotRange {
  start: number;
  end: number;
  host: string;
  port: number;
}

export interface ShardSubscriptionsOptions {
  /** CLUSTER SLOTS, asked of any reachable node. */
  slotRanges(): Promise<SlotRange[]>;
  /** CLUSTER KEYSLOT of a channel (asked once per channel). */
  keySlot(channel: string): Promise<number>;
  /** Options of the per-master subscriber connections (credentials, TLS). */
  nodeOptions: RedisOptions;
  onMessage(channel: string, message: string): void;
  /** Some channels are served again (or for the first time); `restored` counts the ones that had been lost. */
  onServed(restored: number): void;
  logger: ShardLogger;
}

/** Parses a CLUSTER SLOTS reply: [[start, end, [host, port, id], replicas…], …]. */
export function parseClusterSlots(reply: unknown): SlotRange[] {
  if (!Array.isArray(reply)) return [];
  const ranges: SlotRange[] = [];
  for (const entry of reply) {
    if (!Array.isArray(entry) || entry.length < 3 || !Array.isArray(entry[2])) continue;
    const [start, end, master] = entry as [number, number, [string, number]];
    ranges.push({ start: Number(start), end: Number(end), host: String(master[0]), port: Number(master[1]) });
  }
  return ranges;
}

// 100 ms doubling to 2 s: a replica takes over a dead master within a few cluster-node-timeouts.
const retryDelay = (failures: number): number => Math.min(50 * 2 ** Math.min(failures, 6), 2000);

class MasterConnection {
  /** Channels Redis confirmed on this connection. */
  readonly channels = new Set<string>();
  gone = false;

  constructor(
    readonly key: string,
    readonly redis: Redis,
  ) {}
}

export class ShardSubscriptions {
  private wanted = new Set<string>();
  /** Served channels and the connection serving each. */
  private readonly served = new Map<string, MasterConnection>();
  /** Channels lost since they were last served (they count as restored when served again). */
  private readonly lost = new Set<string>();
  private readonly masters = new Map<string, MasterConnection>();
  private readonly slots = new Map<string, number>();
  private ranges: SlotRange[] | null = null;
  private syncing = false;
  private again = false;
  private failures = 0;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;
  private warned = false;

  constructor(private readonly options: ShardSubscriptionsOptions) {}

  /** Sets the channels to be subscribed; the difference is (un)subscribed in the background. */
  want(channels: Iterable<string>): void {
    this.wanted = new Set(channels);
    void this.sync();
  }

  /** Every wanted channel is served. */
  healthy(): boolean {
    for (const channel of this.wanted) if (!this.served.has(channel)) return false;
    return true;
  }

  /** Channels served now (metrics, tests). */
  get servedCount(): number {
    return this.served.size;
  }

  /** The master connection serving a channel, as host:port (tests). */
  servedBy(channel: string): string | undefined {
    return this.served.get(channel)?.key;
  }

  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    for (const master of this.masters.values()) {
      master.gone = true;
      master.redis.disconnect();
    }
    this.masters.clear();
    this.served.clear();
  }

  private async sync(): Promise<void> {
    if (this.syncing) {
      this.again = true;
      return;
    }
    this.syncing = true;
    try {
      do {
        this.again = false;
        await this.syncOnce();
      } while (this.again && !this.stopped);
    } finally {
      this.syncing = false;
    }
  }

  private async syncOnce(): Promise<void> {
    if (this.stopped) return;
    for (const [channel, master] of this.served) {
      if (this.wanted.has(channel)) continue;
      this.served.delete(channel);
      master.channels.delete(channel);
      void master.redis.sunsubscribe(channel).catch(() => {});
    }
    for (const channel of this.lost) if (!this.wanted.has(channel)) this.lost.delete(channel);
    const missing = [...this.wanted].filter((channel) => !this.served.has(channel));
    if (missing.length === 0) {
      this.failures = 0;
      return;
    }
    let newlyServed = 0;
    let restored = 0;
    try {
      const ranges = this.ranges ?? (this.ranges = await this.options.slotRanges());
      const results = await Promise.allSettled(
        missing.map(async (channel) => {
          const slot = await this.slotOf(channel);
          const owner = ranges.find((range) => slot >= range.start && slot <= range.end);
          if (!owner) throw new Error(`no master serves slot ${slot} (the cluster is reconfiguring)`);
          const master = await this.masterAt(owner.host, owner.port);
          await master.redis.ssubscribe(channel);
          if (master.gone) throw new Error(`the connection to ${master.key} closed`);
          if (this.stopped) return;
          master.channels.add(channel);
          this.served.set(channel, master);
          if (!this.wanted.has(channel)) {
            this.again = true; // released meanwhile: the next round unsubscribes it
            return;
          }
          newlyServed += 1;
          if (this.lost.delete(channel)) restored += 1;
        }),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
      this.failures = 0;
      if (this.warned) this.options.logger.warn({ channels: this.served.size }, 'event bus: sharded subscriptions restored');
      this.warned = false;
    } catch (err) {
      // The slot map may be out of date (a failover): read it again on the next attempt.
      this.ranges = null;
      this.failures += 1;
      if (!this.warned) this.options.logger.warn({ err: messageOf(err) }, 'event bus: sharded subscribe failed; retrying');
      this.warned = true;
      this.scheduleRetry();
    } finally {
      if (newlyServed > 0 && !this.stopped) this.options.onServed(restored);
    }
  }

  private scheduleRetry(): void {
    if (this.retry || this.stopped) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.sync();
    }, retryDelay(this.failures));
  }

  private async slotOf(channel: string): Promise<number> {
    const known = this.slots.get(channel);
    if (known !== undefined) return known;
    const slot = await this.options.keySlot(channel);
    this.slots.set(channel, slot);
    return slot;
  }

  private async masterAt(host: string, port: number): Promise<MasterConnection> {
    const key = `${host}:${port}`;
    const existing = this.masters.get(key);
    if (existing && !existing.gone) return existing;
    const redis = new Redis({
      ...this.options.nodeOptions,
      host,
      port,
      lazyConnect: true,
      connectionName: 'event-bus-ssub',
      // A lost master is not reconnected to: its channels are routed again (a replica may own them now).
      retryStrategy: () => null,
      autoResubscribe: false,
      autoResendUnfulfilledCommands: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      commandTimeout: 2000,
    });
    const master = new MasterConnection(key, redis);
    this.masters.set(key, master);
    redis.on('smessage', (channel: string, message: string) => this.options.onMessage(channel, message));
    redis.on('close', () => this.dropped(master));
    redis.on('error', (err: Error) => {
      // Redis dropped a channel on its own (its slot left this node): ioredis reports the unasked
      // SUNSUBSCRIBE as a queue error. Start over on a fresh connection.
      if (/sunsubscribe/i.test(err.message)) redis.disconnect();
    });
    try {
      await redis.connect();
    } catch (err) {
      this.dropped(master);
      redis.disconnect();
      throw err;
    }
    return master;
  }

  private dropped(master: MasterConnection): void {
    if (master.gone) return;
    master.gone = true;
    if (this.masters.get(master.key) === master) this.masters.delete(master.key);
    for (const channel of master.channels) {
      if (this.served.get(channel) === master) {
        this.served.delete(channel);
        this.lost.add(channel);
      }
    }
    const count = master.channels.size;
    master.channels.clear();
    if (this.stopped) return;
    this.ranges = null;
    if (count > 0) {
      this.options.logger.warn({ node: master.key, channels: count }, 'event bus: lost sharded subscriptions on a cluster node; resubscribing');
      this.warned = true;
      void this.sync();
    }
  }
}
