// The document cost limit (MAX_COST), on every transport: an Envelop onExecute/onSubscribe hook,
// so HTTP (Yoga and the JSON fast path), SSE and graphql-ws all run it once the caller is known
// and before any resolver. The cost counts what would run: graphql-query-complexity walks the
// document with the request's variables, and
// - a field costs 1 plus what it selects;
// - a field paged by `first`/`last` (a connection) or `limit` costs 1 plus its selection once per
//   item it may return: the page size the service would use (DEFAULT_PAGE_SIZE when absent,
//   clamped to MAX_PAGE_SIZE). The connection's own `nodes`/`edges` are that page: not counted again;
// - any other list of objects counts its selection ASSUMED_LIST_ITEMS times (a message's content
//   blocks, siblings, context items, the prompt), search snippets SNIPPETS_PER_HIT times;
// - of a union or interface, the costliest type counts.
// So `sessions(first: 200) { nodes { messages(first: 200) { nodes { entryId } } } }` costs about
// 200 × 200 × 2, and 30 aliases of it 30 times that. Over the limit the operation is refused with
// QUERY_TOO_COMPLEX (`extensions.cost`, `extensions.maxCost`) and nothing runs.
import {
  type DocumentNode,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isLeafType,
  isListType,
  visit,
} from 'graphql';
import { type ComplexityEstimator, type ComplexityEstimatorArgs, getComplexity } from 'graphql-query-complexity';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.js';
import { SNIPPETS_PER_HIT } from '../../store/search.js';
import { QUERY_LIMIT_CODE } from './use-document-limits.js';

/** Items a list without a size argument is assumed to hold (content blocks, siblings, context items, prompt messages…). */
const ASSUMED_LIST_ITEMS = 10;

/** Lists whose length the service bounds below ASSUMED_LIST_ITEMS. */
const BOUNDED_LISTS: Readonly<Record<string, number>> = { 'SessionSearchHit.snippets': SNIPPETS_PER_HIT };

/** Most selections the estimate visits (fragments count at each use); past it the document is refused as too complex. */
const MAX_EVALUATED_NODES = 50_000;

interface PageSizes {
  defaultPageSize: number;
  maxPageSize: number;
}

/** The page a connection returns for these arguments, as the services compute it (services/sessions.ts pageSize). */
function pageItems(args: Record<string, unknown>, sizes: PageSizes): number {
  const clamp = (n: unknown) => (typeof n === 'number' ? Math.max(1, Math.min(sizes.maxPageSize, Math.trunc(n))) : null);
  const first = clamp(args.first ?? args.limit);
  const last = clamp(args.last);
  if (first !== null && last !== null) return Math.min(first, last);
  return first ?? last ?? Math.min(sizes.defaultPageSize, sizes.maxPageSize);
}

const isPaged = (field: ComplexityEstimatorArgs['field']) => field.args.some((a) => a.name === 'first' || a.name === 'last' || a.name === 'limit');

/** A connection's `nodes` and `edges` are the page its field already counted. */
const isPageOfConnection = ({ type, field }: ComplexityEstimatorArgs) =>
  type.name.endsWith('Connection') && (field.name === 'nodes' || field.name === 'edges');

function listEstimator(sizes: PageSizes): ComplexityEstimator {
  return (options) => {
    const { type, field, args, childComplexity } = options;
    // Introspection is answered from the schema (bounded by its size): one unit per field.
    if (type.name.startsWith('__') || field.name.startsWith('__')) return 1 + childComplexity;
    if (isPaged(field)) return 1 + pageItems(args, sizes) * childComplexity;
    const nullable = getNullableType(field.type);
    if (!isListType(nullable) || isLeafType(getNamedType(field.type)) || isPageOfConnection(options)) return 1 + childComplexity;
    return 1 + (BOUNDED_LISTS[`${type.name}.${field.name}`] ?? ASSUMED_LIST_ITEMS) * childComplexity;
  };
}

export interface CostQuery {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Record<string, unknown> | null | undefined;
  operationName?: string | null | undefined;
  sizes: PageSizes;
}

/**
 * The estimated cost of the operation the request runs, or null when it cannot be estimated
 * because the request will be refused anyway (no such operation, variables that do not coerce).
 * Infinity for a document too large to estimate.
 */
export function documentCost(query: CostQuery): number | null {
  const operation = getOperationAST(query.document, query.operationName ?? undefined);
  if (!operation) return null;
  const variables = query.variables ?? {};
  if (getVariableValues(query.schema, operation.variableDefinitions ?? [], variables).errors) return null;
  try {
    return getComplexity({
      schema: query.schema,
      query: query.document,
      estimators: [listEstimator(query.sizes)],
      variables,
      // Only the operation that runs (a document may hold several).
      ...(operation.name ? { operationName: operation.name.value } : {}),
      maxQueryNodes: MAX_EVALUATED_NODES,
    });
  } catch {
    return Number.POSITIVE_INFINITY; // more selections than MAX_EVALUATED_NODES
  }
}

const tooCostly = (cost: number, maxCost: number) =>
  createGraphQLError(
    `Cost limit of ${maxCost} exceeded, found ${Number.isFinite(cost) ? cost : 'more'}: a list counts its selection once per item it may return (first/last, or the default page size). Ask for smaller pages, fewer aliases or fewer fields.`,
    { extensions: { code: QUERY_LIMIT_CODE, cost: Number.isFinite(cost) ? cost : null, maxCost, http: { status: 400 } } },
  );

/** Where an operation's estimated cost is kept for the hooks after this one (use-identity-concurrency.ts). */
export interface CostedContext extends GraphQLContext {
  operationCost?: number;
}

export interface CostLimitOptions {
  /** Highest cost of one operation (MAX_COST; fixed at start-up like the other document limits). */
  maxCost: number;
}

/** Variables that can change a document's cost: page sizes (`first`, `last`, `limit`) and `@skip`/`@include` conditions. */
function costVariables(document: DocumentNode): string[] {
  const names = new Set<string>();
  let depth = 0;
  const enter = (node: { name: { value: string } }) => {
    if (depth > 0 || /^(first|last|limit|if)$/.test(node.name.value)) depth++;
  };
  const leave = () => {
    if (depth > 0) depth--;
  };
  visit(document, {
    Argument: { enter, leave },
    Variable(node) {
      if (depth > 0) names.add(node.name.value);
    },
  });
  return [...names].sort();
}

/** Most distinct page-size combinations remembered per document. */
const COSTS_PER_DOCUMENT = 64;

/**
 * Costs already computed, per document (Yoga's parse cache gives one object per document text)
 * and per value of the variables the cost depends on: a document is estimated once, not on
 * every request. Only estimates are kept (a request that could not be estimated is refused by
 * execution anyway, and another with the same page sizes may well be estimated).
 */
class CostCache {
  private readonly documents = new WeakMap<DocumentNode, { variables: string[]; costs: Map<string, number> }>();

  cost(query: CostQuery): number | null {
    let entry = this.documents.get(query.document);
    if (!entry) {
      entry = { variables: costVariables(query.document), costs: new Map() };
      this.documents.set(query.document, entry);
    }
    const values = entry.variables.map((name) => query.variables?.[name] ?? null);
    let key: string;
    try {
      key = JSON.stringify([query.operationName ?? null, query.sizes.defaultPageSize, query.sizes.maxPageSize, values]);
    } catch {
      return documentCost(query);
    }
    const known = entry.costs.get(key);
    if (known !== undefined) return known;
    const cost = documentCost(query);
    if (cost !== null) {
      if (entry.costs.size >= COSTS_PER_DOCUMENT) entry.costs.clear();
      entry.costs.set(key, cost);
    }
    return cost;
  }
}

export function useCostLimit(options: CostLimitOptions): Plugin<GraphQLContext> {
  const cache = new CostCache();
  const check = (
    args: { schema: GraphQLSchema; document: DocumentNode; variableValues?: unknown; operationName?: string | null; contextValue: GraphQLContext },
    refuse: (result: { errors: ReturnType<typeof tooCostly>[] }) => void,
  ) => {
    const context = args.contextValue as CostedContext;
    const limits = context.deps?.settings.current.limits;
    if (!limits) return;
    const cost = cache.cost({
      schema: args.schema,
      document: args.document,
      variables: args.variableValues as Record<string, unknown> | undefined,
      operationName: args.operationName,
      sizes: limits,
    });
    if (cost === null) return;
    context.operationCost = cost;
    if (cost > options.maxCost) refuse({ errors: [tooCostly(cost, options.maxCost)] });
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      check(args, setResultAndStopExecution);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      check(args, setResultAndStopExecution);
    },
  };
}
