// Fan-out without repeated work: when many clients subscribe with the same document and
// variables, each event is executed once and the result shared, instead of once per client.
// Subscription resolvers read only the event (tenant and filters are applied before), so the
// result does not depend on who receives it.
import { createSourceEventStream, execute, GraphQLError, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;

/** Per event object: the results already computed for it, by document and variables. */
const results = new WeakMap<object, Map<string, ExecutionResult | Promise<ExecutionResult>>>();

function keyOf(args: ExecutionArgs): string {
  let id = documentIds.get(args.document);
  if (id === undefined) {
    id = nextDocumentId++;
    documentIds.set(args.document, id);
  }
  return `${id}\u0001${args.operationName ?? ''}\u0001${JSON.stringify(args.variableValues ?? {})}`;
}

function executeShared(args: ExecutionArgs, key: string, event: unknown): ExecutionResult | Promise<ExecutionResult> {
  if (typeof event !== 'object' || event === null) return execute({ ...args, rootValue: event });
  let byKey = results.get(event);
  if (!byKey) {
    byKey = new Map();
    results.set(event, byKey);
  }
  let result = byKey.get(key);
  if (!result) {
    result = execute({ ...args, rootValue: event }) as ExecutionResult | Promise<ExecutionResult>;
    byKey.set(key, result);
  }
  return result;
}

async function subscribeShared(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  // Everything that can throw runs before the source stream exists: a throw after it would
  // leave its bus listener behind (and over WebSocket close the whole socket).
  let key: string;
  try {
    key = keyOf(args);
  } catch {
    return { errors: [new GraphQLError('variables: cannot be serialized (nested too deeply).', { extensions: { code: 'BAD_USER_INPUT' } })] };
  }
  const source = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in (source as object))) return source as ExecutionResult;
  const it = (source as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  // A plain iterator, not an async generator: return() must reach the source at once, even
  // while a read is pending, so an idle subscription is released when the client leaves.
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const step = await it.next();
      if (step.done) return { done: true, value: undefined };
      return { done: false, value: await executeShared(args, key, step.value) };
    },
    async return() {
      await it.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      await it.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

export function useSharedSubscriptionExecution(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribeShared as never);
    },
  };
}
