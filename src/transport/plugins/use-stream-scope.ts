// The subscription part of an operation's context (services/operation-context.ts):
// - its StreamScope (events/stream-scope.ts), set on the operation's ServiceDeps
//   (`deps.streamScope`) so its streams register their queues with it, and so the transports
//   and telemetry hear the stream fail at once and can cut one whose client stopped reading;
// - its budget of database calls, which starts over with each event the subscription delivers
//   (each event is executed like one request).
import type { Plugin } from 'graphql-yoga';
import { StreamScope } from '../../events/stream-scope.js';
import type { GraphQLContext } from '../context.js';

/** The scope of the subscription running with this context value. */
export const streamScopeOf = (contextValue: unknown): StreamScope | undefined =>
  typeof contextValue === 'object' && contextValue !== null ? (contextValue as Partial<GraphQLContext>).deps?.streamScope : undefined;

/** The plugin takes no options: every subscription gets its own StreamScope. */
export type StreamScopeOptions = Record<string, never>;

export function useStreamScope(_options: StreamScopeOptions = {}): Plugin {
  return {
    onSubscribe({ args }) {
      const deps = (args.contextValue as Partial<GraphQLContext> | null)?.deps;
      if (!deps) return;
      // The operation's own context object (built for this subscription alone).
      deps.streamScope = new StreamScope();
      return { onSubscribeResult: () => ({ onNext: () => deps.budget.reset() }) };
    },
  };
}
