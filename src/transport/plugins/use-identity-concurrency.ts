// The per-identity concurrency limits of searches and large operations (identity-concurrency.ts),
// as an Envelop onExecute hook: it runs on every transport (HTTP, the JSON fast path, graphql-ws)
// once the caller is known and before any resolver. An operation takes one search slot per
// searchSessions field it selects (aliases count) and, when its estimated cost
// (use-cost-limit.ts, which runs before this hook) reaches LARGE_OPERATION_COST, one large-operation
// slot; it holds them until it has finished. Subscriptions take none: they are capped by
// MAX_SUBSCRIPTIONS_PER_IDENTITY.
import { type DocumentNode, getOperationAST, Kind, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { TransportSettings } from '../../config.js';
import type { GraphQLContext } from '../context.js';
import { IdentitySlots, type ReleaseSlot } from '../../services/identity-slots.js';
import { IdentityConcurrency, rateLimited, type Release } from '../identity-concurrency.js';
import type { CostedContext } from './use-cost-limit.js';

type Limits = Pick<
  TransportSettings,
  | 'maxConcurrentSearchesPerIdentity'
  | 'maxConcurrentLargeOperationsPerIdentity'
  | 'largeOperationCost'
  | 'maxRunningHeavyOperationsPerIdentity'
  | 'heavyOperationQueueMs'
>;

export interface IdentityConcurrencyOptions {
  /** The limits now in force (reloadable). */
  limits(): Limits;
  /** Whether callers have identities of their own (authentication is on). */
  enabled(): boolean;
}

/** How many times the operation selects `field` at its root (aliases and fragments included). */
function rootFieldCount(document: DocumentNode, operationName: string | null | undefined, field: string): number {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return 0;
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const seen = new Set<string>();
  const count = (set: SelectionSetNode): number => {
    let n = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) n += selection.name.value === field ? 1 : 0;
      else if (selection.kind === Kind.INLINE_FRAGMENT) n += count(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) n += count(fragment.selectionSet);
        seen.delete(selection.name.value);
      }
    }
    return n;
  };
  return count(operation.selectionSet);
}

export function useIdentityConcurrency(options: IdentityConcurrencyOptions): Plugin<GraphQLContext> {
  const searches = new IdentityConcurrency(
    'searches',
    'MAX_CONCURRENT_SEARCHES_PER_IDENTITY',
    () => options.limits().maxConcurrentSearchesPerIdentity,
  );
  const large = new IdentityConcurrency(
    'large operations',
    'MAX_CONCURRENT_LARGE_OPERATIONS_PER_IDENTITY',
    () => options.limits().maxConcurrentLargeOperationsPerIdentity,
  );
  // The searches and large operations an identity has admitted take turns on the event loop and
  // the database: a few run at once, the others wait in that identity's own queue. So one
  // caller's heavy work costs the others at most its few running operations, not all of them.
  const running = new IdentitySlots(
    () => ({ perIdentity: options.limits().maxRunningHeavyOperationsPerIdentity, waitMs: options.limits().heavyOperationQueueMs }),
    (limit, waitMs) =>
      rateLimited(
        `heavy operations queued for longer than HEAVY_OPERATION_QUEUE_MS (${waitMs} ms), running`,
        limit,
        'MAX_RUNNING_HEAVY_OPERATIONS_PER_IDENTITY',
      ),
  );
  return {
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const context = args.contextValue as CostedContext;
      const identity = context.deps?.identity;
      if (!identity || !options.enabled()) return;
      const held: Release[] = [];
      try {
        const searchFields = rootFieldCount(args.document, args.operationName, 'searchSessions');
        if (searchFields > 0) held.push(searches.acquire(identity.subject, searchFields));
        if ((context.operationCost ?? 0) >= options.limits().largeOperationCost) held.push(large.acquire(identity.subject));
      } catch (refusal) {
        for (const release of held) release();
        setResultAndStopExecution({ errors: [refusal as Error] as never });
        return;
      }
      if (held.length === 0) return;
      const key = identity.subject;
      // Given back however execution ends (a result, a refusal while queued, or a throw).
      setExecuteFn(async (executionArgs) => {
        try {
          let turn: ReleaseSlot;
          try {
            // The request's abort signal (the executor's argument; graphql-js types do not name it).
            turn = await running.acquire(key, (executionArgs as { signal?: AbortSignal }).signal);
          } catch (refusal) {
            return { errors: [refusal as Error] } as never;
          }
          try {
            return await executeFn(executionArgs);
          } finally {
            turn();
          }
        } finally {
          for (const release of held) release();
        }
      });
    },
  };
}
