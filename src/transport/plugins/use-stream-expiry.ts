// A live stream authenticated by a token ends when the token expires (SPEC §7). WebSocket
// connections are closed with 4403 by the bridge; a Server-Sent Events stream has no socket of
// its own to close, so its result stream ends here with a final UNAUTHENTICATED error.
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { atTime } from '../../auth/expiry.js';
import type { GraphQLContext } from '../context.js';
import { isAsyncIterable } from '../async-iterable.js';
import { clientError } from '../client-error.js';

const expired = (): ExecutionResult => ({
  errors: [clientError('UNAUTHENTICATED', 'The token has expired; authenticate again and resubscribe.')],
});

/** Ends `source` at `expiresAt` with one UNAUTHENTICATED result; returning releases the source at once. */
function untilExpiry(source: AsyncIterable<ExecutionResult>, expiresAt: number): AsyncIterableIterator<ExecutionResult> {
  return new ExpiringStream(source[Symbol.asyncIterator](), expiresAt);
}

const DONE: IteratorResult<ExecutionResult> = { done: true, value: undefined };

// A class rather than an object of closures: every idle SSE stream holds one, and under the
// TypeScript loader (keepNames) each closure bound to a name gets a property table of its own
// (~0.3 KiB), while class methods are shared.
class ExpiringStream implements AsyncIterableIterator<ExecutionResult> {
  private state: 'open' | 'expired' | 'finished' = 'open';
  // Each read races the source with a promise of its own: racing one long-lived expiry promise
  // would leave a reaction on it per event for the life of the stream.
  private reachedExpiry = false;
  private readonly waiting = new Set<() => void>();
  private readonly cancel: () => void;

  constructor(
    private readonly it: AsyncIterator<ExecutionResult>,
    expiresAt: number,
  ) {
    this.cancel = atTime(expiresAt, () => this.expire());
  }

  private expire(): void {
    this.reachedExpiry = true;
    for (const wake of this.waiting) wake();
  }

  private async finish(): Promise<void> {
    if (this.state === 'finished') return;
    this.state = 'finished';
    this.cancel();
    await this.it.return?.();
  }

  async next(): Promise<IteratorResult<ExecutionResult>> {
    if (this.state === 'finished') return DONE;
    if (this.state === 'expired') {
      await this.finish();
      return DONE;
    }
    let wake = noop;
    const expiry = new Promise<'expired'>((resolve) => {
      wake = expiredResolver(resolve);
    });
    if (this.reachedExpiry) wake();
    this.waiting.add(wake);
    let step: IteratorResult<ExecutionResult> | 'expired';
    try {
      step = await Promise.race([this.it.next(), expiry]);
    } finally {
      this.waiting.delete(wake);
    }
    if (step === 'expired') {
      this.state = 'expired';
      void Promise.resolve(this.it.return?.()).catch(noop);
      return { done: false, value: expired() };
    }
    if (step.done) await this.finish();
    return step;
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    await this.finish();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.finish();
    throw error;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<ExecutionResult> {
    return this;
  }
}

function expiredResolver(resolve: (value: 'expired') => void): () => void {
  return () => resolve('expired');
}

function noop(): void {}

/** The plugin takes no options: the expiry is the caller's token's (`identity.expiresAt`). */
export type StreamExpiryOptions = Record<string, never>;

/** Wraps every subscription result stream of an HTTP (SSE) caller whose token expires. */
export function useStreamExpiry(_options: StreamExpiryOptions = {}): Plugin<GraphQLContext> {
  return {
    onSubscribe({ args }) {
      const ctx = args.contextValue;
      const expiresAt = ctx.deps?.identity.expiresAt ?? null;
      if (ctx.transport === 'ws' || expiresAt === null) return;
      return {
        onSubscribeResult({ result, setResult }) {
          if (isAsyncIterable(result)) setResult(untilExpiry(result as AsyncIterable<ExecutionResult>, expiresAt) as typeof result);
        },
      };
    },
  };
}
