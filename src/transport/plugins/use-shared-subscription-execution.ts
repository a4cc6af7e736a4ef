// Fan-out without repeated work: when many clients subscribe with the same document and
// variables, each event is executed once and the result shared, instead of once per client.
//
// The cache key is (event, document, variables, visibility):
//   - event: the event object itself. Every stream hands out the bus's own object for a live
//     event (events/bus-stream.ts, events/session-stream.ts), so one event is one object for
//     all subscribers on this instance; replayed events are read per subscriber and not shared.
//   - document: the parsed document (Yoga's parser cache gives one object per query text).
//   - visibility: the caller's tenant, so a resolver that ever reads on the caller's behalf
//     cannot hand one tenant's result to another.
// `graphql_subscription_executions_total{field}` counts the executions actually run, so
// executions per event can be compared with the number of distinct documents.
import { createSourceEventStream, execute, getOperationAST, Kind, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ServiceError } from '../../domain/errors.js';
import type { GraphQLContext } from '../context.js';
import type { Metrics } from '../metrics.js';

export interface SharedSubscriptionExecutionOptions {
  /** Where executions are counted (per subscription field). */
  metrics: Metrics;
}

type Result = ExecutionResult | Promise<ExecutionResult>;

export function useSharedSubscriptionExecution(options: SharedSubscriptionExecutionOptions): Plugin {
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  /** Per event object: the results already computed for it, by document, variables and visibility. */
  const results = new WeakMap<object, Map<string, Result>>();

  /**
   * The key of a subscription's results: document, operation, the operation's declared variables
   * and the caller's tenant. Null when it cannot be computed (then nothing is shared).
   */
  function keyOf(args: ExecutionArgs): string | null {
    let id = documentIds.get(args.document);
    if (id === undefined) {
      id = nextDocumentId++;
      documentIds.set(args.document, id);
    }
    const tenant = (args.contextValue as GraphQLContext | undefined)?.deps.identity.tenant ?? null;
    // Only the declared variables: a request may carry others, of any size or depth, that change nothing.
    const declared = getOperationAST(args.document, args.operationName)?.variableDefinitions ?? [];
    const variables = declared.map((d) => args.variableValues?.[d.variable.name.value] ?? null);
    try {
      return `${id}\u0001${args.operationName ?? ''}\u0001${JSON.stringify(variables)}\u0001${JSON.stringify(tenant)}`;
    } catch {
      return null;
    }
  }

  function executeShared(args: ExecutionArgs, key: string | null, field: string, event: unknown): Result {
    const run = () => {
      options.metrics.subscriptionExecutions.inc({ field });
      return execute({ ...args, rootValue: event }) as Result;
    };
    if (key === null || typeof event !== 'object' || event === null) return run();
    let byKey = results.get(event);
    if (!byKey) {
      byKey = new Map();
      results.set(event, byKey);
    }
    let result = byKey.get(key);
    if (!result) {
      result = run();
      byKey.set(key, result);
    }
    return result;
  }

  async function subscribeShared(args: ExecutionArgs): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> {
    // Everything that can throw runs before the source stream exists: a throw after it would
    // leave its bus listener behind (and over WebSocket close the whole socket).
    let key: ReturnType<typeof keyOf>;
    let field: string;
    try {
      key = keyOf(args);
      field = subscriptionField(args);
    } catch {
      return { errors: [new ServiceError('BAD_USER_INPUT', 'variables: cannot be serialized (nested too deeply).')] };
    }
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in (source as object))) return source as ExecutionResult;
    return new MappedStream(source as AsyncIterable<unknown>, (event) => executeShared(args, key, field, event));
  }

  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribeShared as never);
    },
  };
}

/**
 * Each item of a stream through `f`, pulled one at a time. A plain iterator, not a Repeater:
 * every event of a replay passes through here, and a Repeater costs several promises per item.
 * return() and throw() go straight to the source. A class, so an idle subscription holds one
 * small object here rather than a set of closures.
 */
class MappedStream<T, R> implements AsyncIterableIterator<R> {
  private readonly it: AsyncIterator<T>;

  constructor(
    source: AsyncIterable<T>,
    private readonly f: (item: T) => R | Promise<R>,
  ) {
    this.it = source[Symbol.asyncIterator]();
  }

  async next(): Promise<IteratorResult<R>> {
    const step = await this.it.next();
    return step.done ? { done: true, value: undefined } : { done: false, value: await this.f(step.value) };
  }

  async return(): Promise<IteratorResult<R>> {
    await this.it.return?.();
    return { done: true, value: undefined };
  }

  async throw(error?: unknown): Promise<IteratorResult<R>> {
    if (this.it.throw) await this.it.throw(error);
    throw error;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/** The root field a subscription operation selects (a bounded metric label: a schema field name). */
function subscriptionField(args: ExecutionArgs): string {
  const selection = getOperationAST(args.document, args.operationName)?.selectionSet.selections[0];
  return selection?.kind === Kind.FIELD ? selection.name.value : 'unknown';
}
