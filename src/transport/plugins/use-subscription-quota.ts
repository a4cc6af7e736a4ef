// Caps on open subscriptions per authenticated identity (WebSocket and SSE together, on this
// instance): one caller cannot hold the instance's memory and bus fan-out for everyone. Over
// the cap a subscribe answers TOO_MANY_SUBSCRIPTIONS and nothing is opened. With
// authentication off every caller is the same anonymous identity, so the cap does not apply.
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.js';
import { isAsyncIterable } from '../async-iterable.js';
import { clientError } from '../client-error.js';
import { streamScopeOf } from './use-stream-scope.js';

export class SubscriptionQuota {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: () => number) {}

  tryAcquire(key: string): boolean {
    const count = this.open.get(key) ?? 0;
    if (count >= this.max()) return false;
    this.open.set(key, count + 1);
    return true;
  }

  release(key: string): void {
    const count = (this.open.get(key) ?? 1) - 1;
    if (count <= 0) this.open.delete(key);
    else this.open.set(key, count);
  }
}

export const tooManySubscriptions = (why: string) => clientError('TOO_MANY_SUBSCRIPTIONS', `Too many open subscriptions (${why}); close some first.`);

// Per-subscription objects are classes rather than closures: every idle subscription holds
// them, and under the TypeScript loader (keepNames) each closure bound to a name gets a property
// table of its own (~0.3 KiB), while class methods are shared.

/** One open subscription's place in the quota, given back once. */
class QuotaHold {
  private held = true;

  constructor(
    private readonly quota: SubscriptionQuota,
    private readonly key: string,
  ) {}

  release(): void {
    if (!this.held) return;
    this.held = false;
    this.quota.release(this.key);
  }
}

const DONE: IteratorResult<never> = { done: true, value: undefined };

/** Releases `hold` once the stream ends, however it ends (return goes straight to the source). */
class HoldingStream<T> implements AsyncIterableIterator<T> {
  private readonly it: AsyncIterator<T>;

  constructor(
    source: AsyncIterable<T>,
    private readonly hold: QuotaHold,
  ) {
    this.it = source[Symbol.asyncIterator]();
  }

  async next(): Promise<IteratorResult<T>> {
    try {
      const step = await this.it.next();
      if (step.done) this.hold.release();
      return step;
    } catch (error) {
      this.hold.release();
      throw error;
    }
  }

  async return(): Promise<IteratorResult<T>> {
    this.hold.release();
    await this.it.return?.();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<T>> {
    this.hold.release();
    await this.it.return?.();
    throw error;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}

export interface SubscriptionQuotaOptions {
  /** The open subscriptions each identity has (shared by every transport of this instance). */
  quota: SubscriptionQuota;
  /** Whether the cap applies: only with authentication on (off, every caller is one anonymous identity). */
  enabled(): boolean;
}

export function useSubscriptionQuota({ quota, enabled }: SubscriptionQuotaOptions): Plugin<GraphQLContext> {
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const identity = args.contextValue.deps?.identity;
      if (!identity || !enabled()) return;
      const key = identity.subject;
      if (!quota.tryAcquire(key)) {
        setResultAndStopExecution({ errors: [tooManySubscriptions('per identity')] });
        return;
      }
      const hold = new QuotaHold(quota, key);
      return {
        onSubscribeResult({ result, setResult }) {
          if (!isAsyncIterable(result)) {
            hold.release();
            return;
          }
          streamScopeOf(args.contextValue)?.onFailure(() => hold.release());
          setResult(new HoldingStream(result as AsyncIterable<ExecutionResult>, hold) as typeof result);
        },
        onSubscribeError() {
          hold.release();
        },
      };
    },
  };
}
