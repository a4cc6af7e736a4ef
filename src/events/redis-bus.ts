// The event bus across server instances: Redis pub/sub over ioredis. Each instance holds
// one publisher and ONE subscriber connection, on one channel, and fans out in-process.
// Redis trouble never reaches a mutation: publish logs and resolves, and per-session
// subscribers repair what was lost from the database when onReconnect fires.
// (A Redis Cluster has its own bus, events/cluster-bus.ts, which shares the helpers exported here.)
import { Redis, type RedisOptions } from 'ioredis';
import { parseBusMessage, type BusMessage } from '../domain/events.js';
import type { BusListener, WireBus } from './bus.js';
import { BusListeners } from './bus-listeners.js';

export interface BusLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

export interface RedisBusOptions {
  url: string;
  /** Prefix of the channel name (`${prefix}events`), to share one Redis between deployments. */
  prefix?: string;
  logger?: BusLogger;
  /** Longest a publish may wait for Redis before it counts as failed. */
  publishTimeoutMs?: number;
  /** Extra ioredis options for both connections (our own settings take precedence). */
  redisOptions?: RedisOptions;
}

const silentLogger: BusLogger = { warn() {}, error() {} };

/** The Redis URL without its credentials, for messages and logs. */
function redactedAddress(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return 'the configured address';
  }
}

/** Most events one PUBLISH carries; more in the same turn start another message. */
export const MAX_BATCH_EVENTS = 256;

/** Most of our own messages awaiting their echo; older ones are parsed like anyone else's. */
const MAX_OWN_MESSAGES = 1024;

/** Messages this instance published, by their exact text, until Redis delivers them back. */
export class OwnMessages {
  private readonly pending = new Map<string, (readonly BusMessage[])[]>();
  private count = 0;

  remember(message: string, events: readonly BusMessage[]): void {
    // A lost subscription can swallow echoes: past the bound, forget everything (it only costs parsing).
    if (this.count >= MAX_OWN_MESSAGES) this.clear();
    const queue = this.pending.get(message);
    if (queue) queue.push(events);
    else this.pending.set(message, [events]);
    this.count += 1;
  }

  take(message: string): readonly BusMessage[] | undefined {
    const queue = this.pending.get(message);
    if (!queue) return undefined;
    const events = queue.shift();
    if (queue.length === 0) this.pending.delete(message);
    this.count -= 1;
    return events;
  }

  forget(message: string): void {
    const queue = this.pending.get(message);
    if (!queue) return;
    queue.pop();
    if (queue.length === 0) this.pending.delete(message);
    this.count -= 1;
  }

  clear(): void {
    this.pending.clear();
    this.count = 0;
  }
}

/** The events published in one event-loop turn, and the promise their callers wait on. */
export class PublishBatch {
  readonly events: BusMessage[] = [];
  sent = false;
  resolve!: () => void;
  readonly done = new Promise<void>((resolve) => {
    this.resolve = resolve;
  });
}

// 100 ms doubling to 2 s, forever: the bus must come back by itself after a Redis restart.
const retryStrategy = (times: number): number => Math.min(50 * 2 ** Math.min(times, 6), 2000);

export class RedisBus implements WireBus {
  readonly channel: string;
  /** The Redis address without credentials, for messages. */
  private readonly address: string;
  /** Events published successfully. */
  published = 0;
  /** Events whose publish failed (Redis down or slow); repaired from the database later. */
  publishFailures = 0;
  /** Times the subscription was re-established after being lost. */
  reconnects = 0;
  /** Messages (or batch elements) heard on the channel and dropped as malformed. */
  malformed = 0;

  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly logger: BusLogger;
  private readonly listeners: BusListeners<BusMessage>;
  private started = false;
  private subscribed = false;
  private lost = false; // the subscription dropped since it was last confirmed
  private pubDown = false; // so a Redis outage is logged once, not per retry
  private batch: PublishBatch | null = null; // the publishes of this turn, not sent yet
  private readonly ownMessages = new OwnMessages();

  constructor(options: RedisBusOptions) {
    this.channel = `${options.prefix ?? 'agentconv:'}events`;
    this.address = redactedAddress(options.url);
    this.logger = options.logger ?? silentLogger;
    const logger = this.logger;
    this.listeners = new BusListeners<BusMessage>({
      event: (err, event) => logger.error({ err: messageOf(err), sessionId: event.sessionId, offset: event.offset }, 'event bus: listener threw'),
      reconnect: (err) => logger.error({ err: messageOf(err) }, 'event bus: reconnect listener threw'),
    });
    const common: RedisOptions = { ...options.redisOptions, lazyConnect: true, retryStrategy };
    this.pub = new Redis(options.url, {
      ...common,
      connectionName: 'event-bus-pub',
      // A down Redis fails fast instead of queueing publishes without bound.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.publishTimeoutMs ?? 1000,
    });
    this.sub = new Redis(options.url, {
      ...common,
      connectionName: 'event-bus-sub',
      // ioredis's own resubscribe leaves its SUBSCRIBE promise unhandled: a connection closed
      // before the reply (stop during a reconnect) became an unhandled rejection. We resubscribe
      // ourselves on 'ready' (confirmResubscription), where a failure is caught and retried.
      autoResubscribe: false,
      maxRetriesPerRequest: null,
    });
    this.wire();
  }

  /**
   * Connects both connections and resolves once Redis confirmed the SUBSCRIBE. Rejects at the
   * first connection error when Redis is unreachable, naming the address and the cause.
   */
  async start(): Promise<void> {
    if (this.started) return;
    let stopWatching = () => {};
    // connect() alone keeps retrying for seconds and then reports only "Connection is closed.".
    const firstConnectionError = new Promise<never>((_, reject) => {
      const onError = (err: unknown) => reject(err);
      this.sub.once('error', onError);
      this.pub.once('error', onError);
      stopWatching = () => {
        this.sub.off('error', onError);
        this.pub.off('error', onError);
      };
    });
    try {
      await Promise.race([
        (async () => {
          await Promise.all([this.sub.connect(), this.pub.connect()]);
          await this.sub.subscribe(this.channel);
        })(),
        firstConnectionError,
      ]);
    } catch (err) {
      // Stop the background reconnect loops that connect() leaves behind on failure.
      this.sub.disconnect();
      this.pub.disconnect();
      throw new Error(`event bus: could not subscribe to Redis channel ${this.channel} at ${this.address} (REDIS_URL): ${messageOf(err)}`, {
        cause: err,
      });
    } finally {
      stopWatching();
    }
    this.started = true;
    this.subscribed = true;
    this.lost = false;
  }

  /**
   * Never throws: a failure is counted and logged, and the gap is repaired by subscribers from the database.
   * Publishes made in the same event-loop turn travel as ONE message (a JSON array, in call order):
   * one PUBLISH, one socket write and one reply instead of one per mutation.
   */
  publish(events: readonly BusMessage[]): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    let batch = this.batch;
    if (!batch || batch.events.length >= MAX_BATCH_EVENTS) {
      batch = this.batch = new PublishBatch();
      // setImmediate (not a microtask): it also gathers the publishes of the other I/O callbacks
      // of this turn, e.g. several database replies read in the same poll.
      setImmediate(() => this.flush(batch!));
    }
    for (const event of events) batch.events.push(event);
    return batch.done;
  }

  private async flush(batch: PublishBatch): Promise<void> {
    if (batch.sent) return;
    batch.sent = true;
    if (this.batch === batch) this.batch = null;
    const { events } = batch;
    const message = JSON.stringify(events);
    this.ownMessages.remember(message, events);
    try {
      await this.pub.publish(this.channel, message);
      this.published += events.length;
      this.pubDown = false;
    } catch (err) {
      this.publishFailures += events.length;
      this.ownMessages.forget(message);
      const log = { err: messageOf(err), channel: this.channel, count: events.length, sessionId: events[0]?.sessionId };
      if (!this.pubDown) this.logger.error(log, 'event bus: publish failed; subscribers will refill from the database');
      else this.logger.warn(log, 'event bus: publish failed (Redis still unavailable)');
      this.pubDown = true;
    } finally {
      batch.resolve();
    }
  }

  listen(listener: BusListener<BusMessage>): () => void {
    return this.listeners.listen(listener);
  }

  onReconnect(listener: () => void): () => void {
    return this.listeners.onReconnect(listener);
  }

  /** Registered listeners (event and reconnect), to prove subscribers hook and unhook. */
  get listenerCount(): number {
    return this.listeners.size;
  }

  healthy(): boolean {
    return this.subscribed && this.sub.status === 'ready';
  }

  async stop(): Promise<void> {
    // What was published before stop still goes out (its callers are waiting on it).
    if (this.batch) await this.flush(this.batch);
    this.started = false;
    this.subscribed = false;
    this.listeners.clear();
    this.sub.disconnect();
    this.pub.disconnect();
  }

  private wire(): void {
    this.sub.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
    this.sub.on('close', () => {
      if (!this.started || this.lost) return;
      this.lost = true;
      this.subscribed = false;
      this.logger.warn({ channel: this.channel }, 'event bus: Redis subscription lost; reconnecting');
    });
    this.sub.on('ready', () => {
      if (this.started && this.lost) void this.confirmResubscription();
    });
    // ioredis emits an error per failed retry; the close/publish logs above already tell the story.
    this.sub.on('error', () => {});
    this.pub.on('error', () => {});
  }

  /**
   * A fresh connection after a lost one: SUBSCRIBE again. Its reply proves the subscription is
   * live, and only then may subscribers refill from the database (earlier, events could slip
   * between refill and live). A failure waits for the next connection's 'ready'.
   */
  private async confirmResubscription(): Promise<void> {
    try {
      await this.sub.subscribe(this.channel);
    } catch (err) {
      this.logger.warn({ err: messageOf(err) }, 'event bus: resubscribe failed; will retry on the next connection');
      return;
    }
    if (!this.started || !this.lost) return;
    this.lost = false;
    this.subscribed = true;
    this.reconnects += 1;
    this.logger.warn({ channel: this.channel, reconnects: this.reconnects }, 'event bus: Redis subscription restored');
    this.listeners.reconnected();
  }

  /** Anything may be published on a Redis channel: validate, drop what is not ours, never throw. */
  private receive(message: string): void {
    // Our own publish coming back: its events were validated when they were read from the
    // database, so they are delivered as they are instead of being parsed and checked again.
    const own = this.ownMessages.take(message);
    if (own) {
      for (const event of own) this.deliver(event);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      this.dropMalformed(message, 'not JSON');
      return;
    }
    const batch = Array.isArray(parsed) ? parsed : [parsed];
    for (const item of batch) {
      // Parsed with the one event schema: a stored type needs its offset, a live type none, and the payload its shape.
      const event = parseBusMessage(item);
      if (event) this.deliver(event);
      else this.dropMalformed(JSON.stringify(item) ?? String(item), 'not a bus event');
    }
  }

  private dropMalformed(text: string, reason: string): void {
    this.malformed += 1;
    this.logger.warn({ channel: this.channel, reason, sample: text.slice(0, 200) }, 'event bus: dropped a malformed message');
  }

  private deliver(event: BusMessage): void {
    this.listeners.deliver(event);
  }
}

export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
