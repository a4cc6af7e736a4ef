// A live stream authenticated by a token ends when the token expires (SPEC §7). WebSocket
// connections are closed with 4403 by the bridge; a Server-Sent Events stream has no socket of
// its own to close, so its result stream ends here with a final UNAUTHENTICATED error.
import type { ExecutionResult } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { atTime } from '../auth/expiry.js';
import type { GraphQLContext } from '../schema/request-context.js';
import { isAsyncIterable } from './async-iterable.js';

const expired = (): ExecutionResult => ({
  errors: [createGraphQLError('The token has expired; authenticate again and resubscribe.', { extensions: { code: 'UNAUTHENTICATED' } })],
});

/** Ends `source` at `expiresAt` with one UNAUTHENTICATED result; returning releases the source at once. */
export function untilExpiry(source: AsyncIterable<ExecutionResult>, expiresAt: number): AsyncIterableIterator<ExecutionResult> {
  const it = source[Symbol.asyncIterator]();
  const done: IteratorResult<ExecutionResult> = { done: true, value: undefined };
  let state: 'open' | 'expired' | 'finished' = 'open';
  // Each read races the source with a promise of its own: racing one long-lived expiry promise
  // would leave a reaction on it per event for the life of the stream.
  let reachedExpiry = false;
  const waiting = new Set<() => void>();
  const cancel = atTime(expiresAt, () => {
    reachedExpiry = true;
    for (const wake of waiting) wake();
  });
  const finish = async () => {
    if (state === 'finished') return;
    state = 'finished';
    cancel();
    await it.return?.();
  };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      if (state === 'finished') return done;
      if (state === 'expired') {
        await finish();
        return done;
      }
      let wake = () => {};
      const expiry = new Promise<'expired'>((resolve) => {
        wake = () => resolve('expired');
      });
      if (reachedExpiry) wake();
      waiting.add(wake);
      let step: IteratorResult<ExecutionResult> | 'expired';
      try {
        step = await Promise.race([it.next(), expiry]);
      } finally {
        waiting.delete(wake);
      }
      if (step === 'expired') {
        state = 'expired';
        void Promise.resolve(it.return?.()).catch(() => {});
        return { done: false, value: expired() };
      }
      if (step.done) await finish();
      return step;
    },
    async return() {
      await finish();
      return done;
    },
    async throw(error: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/** Wraps every subscription result stream of an HTTP (SSE) caller whose token expires. */
export function useStreamExpiry(): Plugin<GraphQLContext> {
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
