// One operation's context: the caller, its batch loaders, its budget of database calls and
// (in a subscription) its stream scope, in one plain object built per operation on every
// transport (HTTP, SSE, WebSocket) over the app services the composition root built once.
// Nothing of an operation lives in module-level maps or prototype chains, and it is not an
// AsyncLocalStorage (on Node 22 one in use turns on the async hooks of every promise).
import type { Live } from '../domain/live.js';
import type { Identity } from '../auth/identity.js';
import { ANONYMOUS } from '../auth/identity.js';
import type { CallMeter } from '../db/switchable-database.js';
import { ServiceError } from '../domain/errors.js';
import type { Db } from '../store/db.js';
import type { AppServices, ServiceDeps } from './deps.js';
import type { ReleaseSlot } from './connection-shares.js';
import { OperationLoaders } from './loaders.js';

/**
 * The database calls one operation may make (MAX_DB_CALLS_PER_REQUEST): past it every further
 * call is refused with QUERY_TOO_COMPLEX, so the operation does no more database work. A
 * subscription gets a fresh budget for each event it delivers.
 */
export class CallBudget implements CallMeter {
  #used = 0;
  // One error for every refused call: a refused page may refuse thousands of lookups.
  #refusal: ServiceError | undefined;

  constructor(readonly limit: number) {}

  /** Calls made so far (in this event, for a subscription). */
  get used(): number {
    return this.#used;
  }

  charge(): void {
    if (this.#used >= this.limit) throw (this.#refusal ??= overBudget(this.limit));
    this.#used += 1;
  }

  /** Starts over: a subscription's next event. */
  reset(): void {
    this.#used = 0;
  }
}

const overBudget = (limit: number): ServiceError =>
  new ServiceError(
    'QUERY_TOO_COMPLEX',
    `The request needs more than ${limit} database calls (MAX_DB_CALLS_PER_REQUEST); the rest of it was not run. Ask for smaller pages or fewer fields per request.`,
    { maxDbCalls: limit },
  );

/** Creates the context of one operation of a caller; `extraDbCalls` widens its budget (work bounded by something else than the request). */
export type OperationFactory = (identity: Identity, options?: { extraDbCalls?: number }) => ServiceDeps;

export interface OperationFactoryOptions {
  /** The database seen through a meter: every call is charged to it first. */
  metered(meter: CallMeter): Db;
  /** The database calls one operation may make (MAX_DB_CALLS_PER_REQUEST, reloadable). */
  settings: Live<{ readonly requestLimits: { readonly maxDbCallsPerRequest: number } }>;
  /**
   * The caller's share of the pool (connection-shares.ts): waits for one of its slots before
   * each connection; undefined: the caller has no share of its own (authentication off).
   */
  connectionShare?(identity: Identity): (() => Promise<ReleaseSlot>) | undefined;
}

/**
 * The app's own work (the LLM scheduler, reads behind the bus): unrestricted, unmetered. Its
 * loaders keep nothing between batches, so it may live as long as the app.
 */
export function systemOperation(services: AppServices): ServiceDeps {
  return {
    ...services,
    identity: ANONYMOUS,
    loaders: new OperationLoaders(services.db, services.logger),
    budget: new CallBudget(Number.POSITIVE_INFINITY),
    streamScope: undefined,
  };
}

/**
 * Operations over `app` (the system operation, whose services every operation shares; read at
 * each call, so a service the app swaps applies to the next operation). Built on every
 * request: a spread, a budget, a metered Kysely and an empty loader set (loaders are made on
 * first use).
 */
export function operationFactory(app: ServiceDeps, options: OperationFactoryOptions): OperationFactory {
  return (identity, extra) => {
    const budget = new CallBudget(options.settings.current.requestLimits.maxDbCallsPerRequest + (extra?.extraDbCalls ?? 0));
    const connectionSlot = options.connectionShare?.(identity);
    const db = options.metered(connectionSlot ? { charge: () => budget.charge(), connectionSlot } : budget);
    return { ...app, db, identity, budget, loaders: new OperationLoaders(db, app.logger), streamScope: undefined };
  };
}
