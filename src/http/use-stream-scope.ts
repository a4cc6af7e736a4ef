// Gives each subscription its own StreamScope (events/stream-scope.ts), so the transports and
// telemetry can hear the stream fail at once and can cut a stream whose client stopped reading.
// The scope reaches the streams through the operation's ServiceDeps (`deps.streamScope`): a
// per-operation view of the caller's deps, so no other operation sees it.
import type { Plugin } from 'graphql-yoga';
import { StreamScope } from '../events/stream-scope.js';
import type { GraphQLContext } from '../schema/request-context.js';

const scopes = new WeakMap<object, StreamScope>();

/** The scope of the subscription running with this context value. */
export const streamScopeOf = (contextValue: unknown): StreamScope | undefined =>
  typeof contextValue === 'object' && contextValue !== null ? scopes.get(contextValue) : undefined;

export function useStreamScope(): Plugin {
  return {
    onSubscribe({ args }) {
      const context = args.contextValue as Partial<GraphQLContext> | null;
      if (typeof context !== 'object' || context === null) return;
      const scope = new StreamScope();
      scopes.set(context, scope);
      if (context.deps) context.deps = Object.assign(Object.create(context.deps) as typeof context.deps, { streamScope: scope });
    },
  };
}
