// The response byte budget (MAX_RESPONSE_BYTES), on every transport: what one request answers
// (and what each event of a subscription delivers) is bounded, and it is counted while it is
// resolved, so an over-budget response is never built or serialized.
//
// Every field resolver of the schema is wrapped once (the wrapper reads the budget from the
// operation's context: without one it only calls through). A leaf field charges what it resolved
// to: the UTF-8 bytes of a string (message text, prompt content, ids), an estimate of a JSON
// value's serialized size, a few bytes for numbers, booleans and enums. Once the budget is passed,
// every further field fails at once (no more loading, nothing more to serialize) and the whole
// result is replaced by one RESPONSE_TOO_LARGE error: no partial data. A subscription's budget
// starts over with each event; an event over it is delivered as that error and the stream goes on.
//
// Why while resolving rather than after: the values a response is made of are mostly already in
// memory (loaded rows), but a response repeats them (aliases, nested pages) and its serialization
// copies everything once more: 20 aliases of a 16 MB prompt were 320 MB of JSON. Counting as
// fields resolve stops at the first few, before the rest of the operation loads and before
// anything is serialized.
import {
  defaultFieldResolver,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isObjectType,
  isScalarType,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ServiceError } from '../../domain/errors.js';
import type { GraphQLContext } from '../context.js';
import { isAsyncIterable } from '../async-iterable.js';
import { EventLoopTurns } from '../event-loop-turns.js';
import { leafSelections } from '../leaf-selections.js';

const RESPONSE_TOO_LARGE = 'RESPONSE_TOO_LARGE';

const tooLarge = (maxBytes: number) =>
  new ServiceError(
    RESPONSE_TOO_LARGE,
    `The response would be larger than ${maxBytes} bytes (MAX_RESPONSE_BYTES); nothing of it was sent. Ask for smaller pages, fewer aliases or fewer large fields (message content, prompts).`,
    { maxBytes },
  );

/** The bytes one response (or one subscription event) may still use. */
class ResponseBudget {
  #spent = 0;

  constructor(readonly maxBytes: number) {}

  get spent(): number {
    return this.#spent;
  }

  get exceeded(): boolean {
    return this.#spent > this.maxBytes;
  }

  /** What may still be charged before the budget is passed. */
  get remaining(): number {
    return Math.max(0, this.maxBytes - this.#spent);
  }

  /** Throws RESPONSE_TOO_LARGE once the budget is passed. */
  check(): void {
    if (this.exceeded) throw tooLarge(this.maxBytes);
  }

  charge(bytes: number): void {
    this.#spent += bytes;
    this.check();
  }

  /** A subscription's next event starts over. */
  reset(): void {
    this.#spent = 0;
  }

  error(): ServiceError {
    return tooLarge(this.maxBytes);
  }
}

/** Where the operation's budget travels: its GraphQL context. */
interface BudgetedContext extends GraphQLContext {
  responseBudget?: ResponseBudget;
  /** The operation's share of the event loop (event-loop-turns.ts). */
  loopTurns?: EventLoopTurns;
}

/** Bytes a number, boolean, enum value or null is counted as. */
const SMALL_VALUE_BYTES = 8;

/** UTF-8 bytes of a string (exact once it is long enough to matter). */
const stringBytes = (s: string): number => (s.length < 256 ? s.length + 2 : Buffer.byteLength(s, 'utf8') + 2);

/** An estimate of a JSON value's serialized size, walked iteratively; stops counting once past `limit`. */
function jsonBytes(value: unknown, limit: number): number {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && size <= limit) {
    const node = stack.pop();
    if (typeof node === 'string') size += stringBytes(node);
    else if (Array.isArray(node)) {
      size += 2 + node.length;
      for (const child of node) stack.push(child);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        size += key.length + 4;
        stack.push(child);
      }
    } else size += SMALL_VALUE_BYTES;
  }
  return size;
}

type Sizer = (value: unknown, limit: number) => number;

/** How a leaf field's value is counted; null for an object field (its own fields count). */
function sizerOf(type: GraphQLOutputType): Sizer | null {
  const named = getNamedType(type);
  if (isEnumType(named)) return (value) => (Array.isArray(value) ? value.length * SMALL_VALUE_BYTES : SMALL_VALUE_BYTES);
  if (!isScalarType(named)) return null;
  // Strings, ids and the JSON scalars may be large; every other scalar is a number or a boolean.
  return leafBytes;
}

/** A scalar leaf's value: most are strings or numbers (counted without a walk), the JSON scalars objects. */
const leafBytes: Sizer = (value, limit) =>
  typeof value === 'string' ? stringBytes(value) : typeof value === 'object' && value !== null ? jsonBytes(value, limit) : SMALL_VALUE_BYTES;

const WRAPPED = Symbol('response budget');
type Resolver = GraphQLField<unknown, BudgetedContext>['resolve'] & { [WRAPPED]?: true };

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

function wrap(resolve: NonNullable<Resolver>, sizer: Sizer | null, isList: boolean): Resolver {
  const counted: Resolver = (source, args, context, info) => {
    const budget = context?.responseBudget;
    if (!budget) return resolve(source, args, context, info);
    budget.check();
    const value = resolve(source, args, context, info);
    if (sizer === null) return value;
    if (isPromiseLike(value)) {
      return Promise.resolve(value).then((resolved) => {
        budget.charge(sizer(resolved, budget.remaining));
        return resolved;
      });
    }
    budget.charge(sizer(value, budget.remaining));
    return value;
  };
  // A leaf runs with the object that holds it: that object's admission counted it.
  if (sizer !== null) return Object.assign(counted, { [WRAPPED]: true as const });
  // An object field runs with its parent and counts itself and its leaves; a list's items take
  // their places in the operation's turns of the event loop one by one, as the executor reaches them.
  const wrapped: Resolver = (source, args, context, info) => {
    const turns = context?.loopTurns;
    if (!turns) return counted(source, args, context, info);
    const leaves = leafSelections(info);
    if (!isList) {
      turns.count(1 + leaves);
      return counted(source, args, context, info);
    }
    turns.count(1);
    return itemsInTurns(counted(source, args, context, info), turns, 1 + leaves);
  };
  wrapped[WRAPPED] = true;
  return wrapped;
}

/** A list whose items are admitted to the current turn as they are reached; the rest come in later turns. */
function itemsInTurns(value: unknown, turns: EventLoopTurns, costPerItem: number): unknown {
  if (isPromiseLike(value)) return Promise.resolve(value).then((items) => itemsInTurns(items, turns, costPerItem));
  if (!Array.isArray(value)) return value;
  return admitted(value, turns, costPerItem);
}

function* admitted(items: readonly unknown[], turns: EventLoopTurns, costPerItem: number): Generator<unknown> {
  for (const item of items) {
    const cost = Array.isArray(item) ? item.length * costPerItem : costPerItem;
    yield item === null || item === undefined || turns.mayResolveNow(cost) ? item : turns.defer(() => item, cost);
  }
}

/** Wraps every field resolver of `schema` once (introspection excepted). */
function wrapResolvers(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, BudgetedContext>[]) {
      const resolve = (field.resolve ?? defaultFieldResolver) as Resolver;
      if (resolve?.[WRAPPED]) continue;
      field.resolve = wrap(resolve as NonNullable<Resolver>, sizerOf(field.type), isListType(getNullableType(field.type)));
    }
  }
}

type Result = { errors?: readonly { extensions?: Record<string, unknown> }[] };

const overBudget = (result: Result): boolean => result.errors?.some((e) => e.extensions?.code === RESPONSE_TOO_LARGE) ?? false;

export interface ResponseBudgetOptions {
  /** Bytes one response (or one subscription event) may use now (reloadable). */
  maxBytes(): number;
  /** Fields one operation resolves per turn of the event loop (FIELDS_PER_EVENT_LOOP_TURN; 0: no limit). */
  fieldsPerTurn?(): number;
  /** The share of the event loop an operation's later turns may take beside others (EVENT_LOOP_SHARE_PER_OPERATION; 1: no gap). */
  loopShare?(): number;
  /** Told each time an operation gives the event loop back. */
  onYield?(): void;
}

export function useResponseBudget(options: ResponseBudgetOptions): Plugin<GraphQLContext> {
  const wrapped = new WeakSet<GraphQLSchema>();
  // Queries and mutations executing now: an operation's turns leave gaps only beside others.
  let executing = 0;
  const turnSettings = (fieldsPerTurn: number) => ({
    fieldsPerTurn,
    loopShare: options.loopShare?.() ?? 1,
    othersRunning: () => executing > 1,
    onYield: options.onYield ?? (() => {}),
  });
  const prepare = (schema: GraphQLSchema, context: BudgetedContext): ResponseBudget => {
    if (!wrapped.has(schema)) {
      wrapResolvers(schema);
      wrapped.add(schema);
    }
    const budget = new ResponseBudget(options.maxBytes());
    context.responseBudget = budget;
    const fieldsPerTurn = options.fieldsPerTurn?.() ?? 0;
    if (fieldsPerTurn > 0) {
      const turns = new EventLoopTurns(turnSettings(fieldsPerTurn));
      context.loopTurns = turns;
      // The operation's lookups wait for its turns, so they still go in one batch per kind.
      if (context.deps?.loaders) context.deps.loaders.batchSchedule = (dispatch) => turns.scheduleBatch(dispatch);
    }
    return budget;
  };
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const budget = prepare(args.schema, args.contextValue as BudgetedContext);
      // Counted around the execution itself, so an execution that throws (or one another plugin
      // replaces) never leaves the count high and lone operations waiting out gaps.
      setExecuteFn((executeArgs) => {
        executing += 1;
        let result: ReturnType<typeof executeFn>;
        try {
          result = executeFn(executeArgs);
        } catch (error) {
          executing -= 1;
          throw error;
        }
        if (!(result instanceof Promise)) {
          executing -= 1;
          return result;
        }
        return result.finally(() => {
          executing -= 1;
        });
      });
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          if (budget.exceeded || overBudget(result)) setResult({ errors: [budget.error()] });
        },
      };
    },
    onSubscribe({ args }) {
      const budget = prepare(args.schema, args.contextValue as BudgetedContext);
      return {
        onSubscribeResult() {
          return {
            onNext({ result, setResult }) {
              // An event executed for another subscriber with the same document (shared
              // execution) was charged to that subscriber's budget: its error tells.
              if (budget.exceeded || overBudget(result)) setResult({ errors: [budget.error()] });
              budget.reset();
            },
          };
        },
      };
    },
  };
}
