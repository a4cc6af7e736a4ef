// Runs each subscription's setup inside its own StreamScope (events/stream-scope.ts), so the
// transports and telemetry can hear the stream fail at once and can cut a stream whose client
// stopped reading. Must come after every plugin that replaces the subscribe function.
import type { Plugin } from 'graphql-yoga';
import { StreamScope } from '../events/stream-scope.js';

const scopes = new WeakMap<object, StreamScope>();

/** The scope of the subscription running with this context value. */
export const streamScopeOf = (contextValue: unknown): StreamScope | undefined =>
  typeof contextValue === 'object' && contextValue !== null ? scopes.get(contextValue) : undefined;

export function useStreamScope(): Plugin {
  return {
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      const scope = new StreamScope();
      if (typeof args.contextValue === 'object' && args.contextValue !== null) scopes.set(args.contextValue, scope);
      setSubscribeFn(((subscribeArgs: unknown) => scope.run(() => (subscribeFn as (a: unknown) => unknown)(subscribeArgs))) as typeof subscribeFn);
    },
  };
}
