// Caps on open subscriptions per authenticated identity (WebSocket and SSE together, on this
// instance): one caller cannot hold the instance's memory and bus fan-out for everyone. Over
// the cap a subscribe answers TOO_MANY_SUBSCRIPTIONS and nothing is opened. With
// authentication off every caller is the same anonymous identity, so the cap does not apply.
import type { ExecutionResult } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../schema/request-context.js';
import { isAsyncIterable } from './async-iterable.js';
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

export const tooManySubscriptions = (why: string) =>
  createGraphQLError(`Too many open subscriptions (${why}); close some first.`, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } });

/** Calls `onEnd` once when the stream ends, however it ends (return goes straight to the source). */
function onStreamEnd<T>(source: AsyncIterable<T>, onEnd: () => void): AsyncIterableIterator<T> {
  const it = source[Symbol.asyncIterator]();
  const done: IteratorResult<T> = { done: true, value: undefined };
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      try {
        const step = await it.next();
        if (step.done) onEnd();
        return step;
      } catch (error) {
        onEnd();
        throw error;
      }
    },
    async return() {
      onEnd();
      await it.return?.();
      return done;
    },
    async throw(error: unknown) {
      onEnd();
      await it.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

export function useSubscriptionQuota(quota: SubscriptionQuota, enabled: () => boolean): Plugin<GraphQLContext> {
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const identity = args.contextValue.deps?.identity;
      if (!identity || !enabled()) return;
      const key = identity.subject;
      if (!quota.tryAcquire(key)) {
        setResultAndStopExecution({ errors: [tooManySubscriptions('per identity')] });
        return;
      }
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        quota.release(key);
      };
      return {
        onSubscribeResult({ result, setResult }) {
          if (!isAsyncIterable(result)) {
            release();
            return;
          }
          streamScopeOf(args.contextValue)?.onFailure(release);
          setResult(onStreamEnd(result as AsyncIterable<ExecutionResult>, release) as typeof result);
        },
        onSubscribeError() {
          release();
        },
      };
    },
  };
}
