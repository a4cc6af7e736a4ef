// A bounded, push-fed async iterator: one per subscriber. The bus pushes without ever
// waiting; a consumer that falls more than `limit` items behind is cut off with an
// error instead of growing memory without bound.
import { GraphQLError } from 'graphql';
import { StreamScope } from './stream-scope.js';

export const DEFAULT_SUBSCRIBER_BUFFER_LIMIT = 1000;

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
      lastDeliveredOffset === null
        ? 'Subscribe again to continue.'
        : `Resubscribe with \`after: ${lastDeliveredOffset}\` to resume without a gap.`;
    super(`Subscription ended: the client fell more than ${limit} events behind. ${resume}`, {
      extensions: { code: 'SUBSCRIPTION_OVERFLOW', limit, lastDeliveredOffset },
    });
    this.name = 'SubscriberOverflowError';
    this.limit = limit;
    this.lastDeliveredOffset = lastDeliveredOffset;
  }
}

export interface SubscriberQueueOptions {
  /** Most items held for the consumer; one more ends the queue with the overflow error. */
  limit?: number;
  /** Builds the overflow error at the moment of overflow (so it can name the last delivered offset). */
  overflowError?: (limit: number) => Error;
  /** Called once when the queue stops accepting items (return, end, fail, overflow): unhook listeners here. */
  onClose?: () => void;
}

type Waiter<T> = { resolve: (r: IteratorResult<T>) => void; reject: (e: unknown) => void };

export class SubscriberQueue<T> implements AsyncIterableIterator<T> {
  readonly limit: number;
  private buffer: T[] = [];
  private waiters: Waiter<T>[] = [];
  private accepting = true;
  private ended = false; // no more items will ever be buffered
  private pendingError: Error | null = null; // thrown once to the consumer, then done
  private failure_: Error | null = null;
  private readonly overflowError: (limit: number) => Error;
  private onClose: (() => void) | undefined;
  private readonly scope: StreamScope | undefined;

  constructor(options: SubscriberQueueOptions = {}) {
    this.limit = options.limit ?? DEFAULT_SUBSCRIBER_BUFFER_LIMIT;
    if (!Number.isInteger(this.limit) || this.limit < 1) throw new RangeError('limit must be a positive integer');
    this.overflowError = options.overflowError ?? ((limit) => new SubscriberOverflowError(limit));
    this.onClose = options.onClose;
    // The subscription this queue serves (when a transport set one up): it hears our failure at once.
    this.scope = StreamScope.current();
    this.scope?.register(this);
  }

  /** Ends the queue with its overflow error now (the client stopped taking events). */
  overflow(): void {
    if (this.accepting) this.fail(this.overflowError(this.limit));
  }

  /** Items waiting for the consumer. */
  get size(): number {
    return this.buffer.length;
  }
  /** False once the queue stopped accepting items. */
  get open(): boolean {
    return this.accepting;
  }
  /** The error the queue failed with (overflow or `fail`), if any; stays set after it was thrown. */
  get failure(): Error | null {
    return this.failure_;
  }

  /** Never blocks and never throws: hands the item to a waiting consumer or buffers it. */
  push(item: T): void {
    if (!this.accepting) return;
    const waiter = this.waiters.shift();
    if (waiter) {
      waiter.resolve({ value: item, done: false });
      return;
    }
    if (this.buffer.length >= this.limit) {
      this.fail(this.overflowError(this.limit));
      return;
    }
    this.buffer.push(item);
  }

  /** Graceful end: the consumer still receives what is buffered, then done. */
  end(): void {
    if (!this.accepting) return;
    this.ended = true;
    this.close();
    if (this.buffer.length === 0) this.flushWaitersDone();
  }

  /** Abrupt end: drops the buffer (freeing it) and rejects the consumer's next read once. */
  fail(error: Error): void {
    if (this.ended && this.buffer.length === 0 && !this.accepting) return;
    this.failure_ = error;
    this.buffer = [];
    this.ended = true;
    this.close();
    this.scope?.failed(error);
    const waiter = this.waiters.shift();
    if (waiter) waiter.reject(error);
    else this.pendingError = error;
    this.flushWaitersDone();
  }

  next(): Promise<IteratorResult<T>> {
    if (this.buffer.length > 0) return Promise.resolve({ value: this.buffer.shift() as T, done: false });
    if (this.pendingError) {
      const error = this.pendingError;
      this.pendingError = null;
      return Promise.reject(error);
    }
    if (this.ended) return Promise.resolve(doneResult());
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** The client unsubscribed: unhook, drop the buffer, release pending reads. */
  return(): Promise<IteratorResult<T>> {
    this.buffer = [];
    this.pendingError = null;
    this.ended = true;
    this.close();
    this.flushWaitersDone();
    return Promise.resolve(doneResult());
  }

  throw(_error?: unknown): Promise<IteratorResult<T>> {
    return this.return();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private close(): void {
    if (!this.accepting) return;
    this.accepting = false;
    const onClose = this.onClose;
    this.onClose = undefined;
    onClose?.();
  }

  private flushWaitersDone(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w.resolve(doneResult());
  }
}

function doneResult<T>(): IteratorResult<T> {
  return { value: undefined, done: true };
}
