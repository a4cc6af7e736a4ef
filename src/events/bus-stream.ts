// The one primitive every subscription stream is built on: a Repeater (@repeaterjs/repeater,
// as yoga's own operators use) fed from the bus. It owns
//   - the bus listener: registered when the consumer first reads — after every setup step
//     that can throw has run — and released when the stream ends for any reason (return,
//     error, overflow, completion), because the Repeater's executor removes it in `finally`;
//   - the tenant guard: every selected event passes `visible` before the stream sees it; a
//     session-scoped stream ends with the `hidden` error at the point, in event order, where
//     its session left the caller's tenant (nothing after that point is delivered);
//   - a bounded queue of events the consumer has not caught up with: one more than `limit`
//     ends the stream with the overflow error instead of growing memory without bound.
// The Repeater resolves a pending read when the consumer returns, so a client leaving a
// quiet stream frees the listener at once.
import { Repeater } from '@repeaterjs/repeater';
import { GraphQLError } from 'graphql';
import { brandCatalogued, errorExtensions } from '../domain/errors.js';
import type { BusEvent } from '../domain/events.js';
import type { EventBus } from './bus.js';
import type { StreamScope } from './stream-scope.js';

/**
 * Ends a subscriber that fell too far behind. A GraphQLError so that Yoga passes it to
 * the client unmasked, with `extensions.code = 'SUBSCRIPTION_OVERFLOW'`.
 */
export class SubscriberOverflowError extends GraphQLError {
  readonly code = 'SUBSCRIPTION_OVERFLOW' as const;
  readonly limit: number;
  /** Offset of the last event handed to the client, when the stream is offset-based. */
  readonly lastDeliveredOffset: number | null;

  constructor(limit: number, lastDeliveredOffset: number | null = null) {
    const resume =
      lastDeliveredOffset === null ? 'Subscribe again to continue.' : `Resubscribe with \`after: ${lastDeliveredOffset}\` to resume without a gap.`;
    super(`Subscription ended: the client fell more than ${limit} events behind. ${resume}`, {
      extensions: errorExtensions('SUBSCRIPTION_OVERFLOW', { extensions: { limit, lastDeliveredOffset } }),
    });
    this.name = 'SubscriberOverflowError';
    brandCatalogued(this);
    this.limit = limit;
    this.lastDeliveredOffset = lastDeliveredOffset;
  }
}

/** Queued after the bus reconnected: events published meanwhile may be lost (streams that can, refill them). */
export const RECONNECT = Symbol('bus-reconnect');
type LiveItem = BusEvent | typeof RECONNECT;
/** Where the session left the caller's tenant: reading it ends the stream with the `hidden` error. */
const HIDDEN = Symbol('hidden');

/** The stream's view of its queue. */
export interface LiveQueue {
  /** The next queued item; waits while none is queued; undefined once the stream is ending. */
  next(): Promise<LiveItem | undefined>;
}

/** Hands a value to the consumer; resolves when it asks for the next one. False once the stream is ending. */
export type Push<T> = (value: T) => Promise<boolean>;

export interface BusStreamOptions<T> {
  /** The bus, or a narrower source of bus events (a session's sequence: events/session-sequencer.ts). */
  bus: Pick<EventBus, 'listen' | 'onReconnect' | 'watch'>;
  /** The session this stream needs from a sharded bus (null: every session); unset for a feed that watches itself. */
  watch?: string | null;
  /** Which bus events this stream takes (cheap and synchronous: it runs for every event on the bus). */
  select(event: BusEvent): boolean;
  /** The tenant guard, applied to every selected event. */
  visible(event: BusEvent): boolean;
  /** A selected event the caller may not see: skip it, or end the stream there with this error (what came before is still delivered). */
  hidden: 'skip' | (() => Error);
  /** Queue RECONNECT after the bus reconnects (streams that repair gaps from the database). */
  reconnects?: boolean;
  /** Items held for a slow consumer; one more ends the stream with `overflow(limit)`. */
  limit: number;
  overflow?(limit: number): Error;
  /** Produces the stream from the queue. Returning completes it; throwing ends it with that error. */
  run(live: LiveQueue, push: Push<T>): Promise<void>;
  /**
   * The subscription this stream serves, when a transport set one up (ServiceDeps.streamScope).
   * It hears our failure at once, and can end us as overflowed when the client stops reading.
   */
  scope?: StreamScope | undefined;
}

export function busStream<T>(options: BusStreamOptions<T>): Repeater<T> {
  const scope = options.scope;
  return new Repeater<T>(async (push, stop) => {
    const buffer = new LiveBuffer(options, stop, scope);
    void stop.then(() => buffer.end());
    scope?.register(buffer);
    let offEvents = noop;
    let offReconnect = noop;
    let unwatch = noop;
    try {
      // Registered inside `try`, so whatever throws from here on still unhooks what was registered.
      if (options.watch !== undefined) unwatch = options.bus.watch?.(options.watch) ?? noop;
      offEvents = options.bus.listen((event) => buffer.hear(event));
      if (options.reconnects) offReconnect = options.bus.onReconnect(() => buffer.offer(RECONNECT));
      await options.run(buffer, async (value) => {
        if (buffer.ending) return false;
        await push(value);
        return !buffer.ending;
      });
      stop();
    } finally {
      offEvents();
      offReconnect();
      unwatch();
    }
  });
}

// The state of one stream lives in a class rather than in closures: every idle subscription
// holds one, and under the TypeScript loader (keepNames) each closure bound to a name gets a
// property table of its own (~0.3 KiB), while class methods are shared by all instances.
/** The bounded queue between the bus and one stream's consumer. */
class LiveBuffer<T> implements LiveQueue {
  private readonly queue: (LiveItem | typeof HIDDEN)[] = [];
  ending = false;
  private sealed = false; // the session left the tenant: nothing more is queued
  private wake: (() => void) | null = null;

  constructor(
    private readonly options: BusStreamOptions<T>,
    private readonly stop: (error?: unknown) => unknown,
    private readonly scope: StreamScope | undefined,
  ) {}

  private signal(): void {
    const resolve = this.wake;
    this.wake = null;
    resolve?.();
  }

  /** The consumer left or the stream stopped. */
  end(): void {
    this.ending = true;
    this.signal();
  }

  /** Ends at once: what is queued is dropped, the consumer's next read gets the error. */
  fail(error: Error): void {
    if (this.ending) return;
    this.ending = true;
    this.queue.length = 0;
    this.stop(error);
    this.signal();
    this.scope?.failed(error);
  }

  /** Ends the stream with its overflow error (the scope's ScopedQueue). */
  overflow(): void {
    this.fail(this.overflowError());
  }

  private overflowError(): Error {
    const { limit } = this.options;
    return this.options.overflow ? this.options.overflow(limit) : new SubscriberOverflowError(limit);
  }

  offer(item: LiveItem): void {
    if (this.ending || this.sealed) return;
    if (this.queue.length >= this.options.limit) {
      this.overflow();
      return;
    }
    this.queue.push(item);
    this.signal();
  }

  hear(event: BusEvent): void {
    if (this.ending || this.sealed) return;
    const { options } = this;
    try {
      if (!options.select(event)) return;
      if (options.visible(event)) this.offer(event);
      else if (options.hidden !== 'skip') {
        this.sealed = true;
        this.queue.push(HIDDEN);
        this.signal();
      }
    } catch (error) {
      // A filter bug ends this stream only, never the bus fan-out.
      this.fail(error instanceof Error ? error : new Error(String(error)));
    }
  }

  async next(): Promise<LiveItem | undefined> {
    for (;;) {
      if (this.ending) return undefined;
      const item = this.queue.shift();
      if (item === HIDDEN) throw (this.options.hidden as () => Error)();
      if (item !== undefined) return item;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }
}

function noop(): void {}
