// The per-identity concurrency limits of operations (identity-concurrency.ts), as an Envelop
// onExecute hook: it runs on every transport (HTTP, the JSON fast path, graphql-ws) once the
// caller is known and before any resolver.
// - Every query and mutation of a tenant's identity takes one of its
//   MAX_RUNNING_OPERATIONS_PER_IDENTITY slots while it executes (admin and worker credentials,
//   which act for every tenant, take none); past them it waits in that identity's own queue (refused with
//   RATE_LIMITED after OPERATION_QUEUE_MS). One caller's many requests at once thus queue behind
//   each other, not in front of everyone's: the event loop and the database see at most that many
//   of its operations at a time, whatever it sends.
// - An operation takes one search slot per searchSessions field it selects (aliases count) and,
//   when its estimated cost (use-cost-limit.ts, which runs before this hook) reaches
//   LARGE_OPERATION_COST, one large-operation slot, refused at once past their caps; of the
//   admitted ones MAX_RUNNING_HEAVY_OPERATIONS_PER_IDENTITY run at a time.
// Subscriptions take none: they are capped by MAX_SUBSCRIPTIONS_PER_IDENTITY.
import { type DocumentNode, getOperationAST, Kind, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { TransportSettings } from '../../config.js';
import type { GraphQLContext } from '../context.js';
import { IdentitySlots, type ReleaseSlot } from '../../services/identity-slots.js';
import { DelayedRefusals } from '../delayed-refusals.js';
import { IdentityConcurrency, rateLimited, type Release } from '../identity-concurrency.js';
import type { CostedContext } from './use-cost-limit.js';

type Limits = Pick<
  TransportSettings,
  | 'maxConcurrentSearchesPerIdentity'
  | 'maxConcurrentLargeOperationsPerIdentity'
  | 'largeOperationCost'
  | 'maxRunningHeavyOperationsPerIdentity'
  | 'heavyOperationQueueMs'
  | 'heavyOperationShare'
  | 'rateLimitedAnswerDelayMs'
  | 'maxRunningOperationsPerIdentity'
  | 'operationQueueMs'
>;

export interface IdentityConcurrencyOptions {
  /** The limits now in force (reloadable). */
  limits(): Limits;
  /** Whether callers have identities of their own (authentication is on). */
  enabled(): boolean;
}

/** How many times `operation` selects `field` at its root (aliases and fragments included). */
function rootFieldCount(document: DocumentNode, operation: OperationDefinitionNode, field: string): number {
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
  // A heavy turn of t ms is followed by a pause of t × (1 − share) / share before the identity's
  // next heavy operation may start (HEAVY_OPERATION_SHARE): back to back, one caller's heavy work
  // takes at most that share of the time of a lane, not all of it. The pause is bounded by the
  // queue wait, and does not hold the process open.
  const giveBackAfterPause = (turn: ReleaseSlot, ranMs: number) => {
    const { heavyOperationShare: share, heavyOperationQueueMs } = options.limits();
    const pauseMs = share >= 1 ? 0 : Math.min(heavyOperationQueueMs, (ranMs * (1 - share)) / share);
    if (pauseMs < 1) return turn();
    setTimeout(turn, pauseMs).unref?.();
  };
  const operations = new IdentitySlots(
    () => ({ perIdentity: options.limits().maxRunningOperationsPerIdentity, waitMs: options.limits().operationQueueMs }),
    (limit, waitMs) =>
      rateLimited(`operations queued for longer than OPERATION_QUEUE_MS (${waitMs} ms), running`, limit, 'MAX_RUNNING_OPERATIONS_PER_IDENTITY'),
  );
  // A refusal of these limits is answered after RATE_LIMITED_ANSWER_DELAY_MS (delayed-refusals.ts).
  const refusals = new DelayedRefusals(() => options.limits().rateLimitedAnswerDelayMs);
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const context = args.contextValue as CostedContext;
      const identity = context.deps?.identity;
      if (!identity || !options.enabled()) return;
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (!operation || operation.operation === 'subscription') return;
      const held: Release[] = [];
      try {
        const searchFields = rootFieldCount(args.document, operation, 'searchSessions');
        if (searchFields > 0) held.push(searches.acquire(identity.subject, searchFields));
        if ((context.operationCost ?? 0) >= options.limits().largeOperationCost) held.push(large.acquire(identity.subject));
      } catch (refusal) {
        for (const release of held) release();
        setExecuteFn(async (executionArgs) => {
          await refusals.hold(identity.subject, (executionArgs as { signal?: AbortSignal }).signal);
          return { errors: [refusal as Error] } as never;
        });
        return;
      }
      const key = identity.subject;
      const heavy = held.length > 0;
      // An admin or worker credential acts for every tenant (a model worker's chunks and settles
      // for all of them): capping it would make one tenant's turns wait behind another's. Fairness
      // there is the claims' (round-robin by tenant, LLM_MAX_CLAIMED_PER_TENANT).
      const servesEveryTenant = identity.admin || identity.worker;
      if (!heavy && (servesEveryTenant || options.limits().maxRunningOperationsPerIdentity <= 0)) return;
      // Given back however execution ends (a result, a refusal while queued, or a throw). A heavy
      // operation waits for its heavy turn first, then for an operation slot, so it holds no
      // operation slot while it waits behind the identity's other heavy work.
      setExecuteFn(async (executionArgs) => {
        // The request's abort signal (the executor's argument; graphql-js types do not name it).
        const signal = (executionArgs as { signal?: AbortSignal }).signal;
        let turn: ReleaseSlot | undefined;
        let started = 0;
        try {
          let slot: ReleaseSlot;
          try {
            if (heavy) turn = await running.acquire(key, signal);
            slot = servesEveryTenant ? () => {} : await operations.acquire(key, signal);
          } catch (refusal) {
            return { errors: [refusal as Error] } as never;
          }
          started = performance.now();
          try {
            return await executeFn(executionArgs);
          } finally {
            slot();
          }
        } finally {
          // The rest is for the time it ran: one refused while it waited for a slot ran nothing.
          if (turn) giveBackAfterPause(turn, started > 0 ? performance.now() - started : 0);
          for (const release of held) release();
        }
      });
    },
  };
}
