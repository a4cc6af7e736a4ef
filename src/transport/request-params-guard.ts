// Cheap checks on a request's raw parameters, before anything expensive runs on them — on HTTP
// (plugins/use-request-guards.ts) and on WebSocket (the bridge's onSubscribe) alike:
//
// - the document's bracket nesting, before the parser: graphql-js parses recursively, and a
//   6 KB `{ __typename(x: [[[…3000…]]]) }` overflowed its stack (a 500);
// - `variables`, right after JSON.parse and before GraphQL coercion: their nesting (a 10,000
//   deep undeclared variable broke the subscription pipeline), the number of values and the
//   longest list (coercing 250,000 list items stalled the event loop for seconds), and that
//   every string is well-formed Unicode (a lone surrogate reached the database as
//   STORAGE_UNAVAILABLE).
import type { GraphQLError } from 'graphql';
import type { RequestLimits } from '../config.js';
import { clientError } from './client-error.js';
import { QUERY_LIMIT_CODE } from './plugins/use-document-limits.js';

/** String.prototype.isWellFormed (ES2024; Node ≥ 20): no lone surrogates. */
const wellFormed = (s: string): boolean => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

/** The limits the guard checks (REQUEST_* settings). */
export type GuardLimits = Pick<RequestLimits, 'maxNesting' | 'maxVariableNodes' | 'maxVariableListLength'>;

/** How deep brackets (`{ [ (`) nest in a document, outside strings and comments; stops counting past `limit`. */
function documentNesting(query: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < query.length; i++) {
    const c = query.charCodeAt(i);
    if (c === 0x23 /* # */) {
      while (i < query.length && query.charCodeAt(i) !== 0x0a && query.charCodeAt(i) !== 0x0d) i++;
    } else if (c === 0x22 /* " */) {
      if (query.startsWith('"""', i)) {
        const end = query.indexOf('"""', i + 3);
        // Escaped triple quotes (\""") do not end a block string.
        let close = end;
        while (close > 0 && query.charCodeAt(close - 1) === 0x5c) close = query.indexOf('"""', close + 3);
        if (close < 0) return deepest;
        i = close + 2;
      } else {
        i++;
        while (i < query.length && query.charCodeAt(i) !== 0x22 && query.charCodeAt(i) !== 0x0a) {
          if (query.charCodeAt(i) === 0x5c) i++;
          i++;
        }
      }
    } else if (c === 0x7b || c === 0x5b || c === 0x28) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x7d || c === 0x5d || c === 0x29) {
      depth = Math.max(0, depth - 1);
    }
  }
  return deepest;
}

/** What is wrong with `variables`, or null. An iterative walk: no recursion on caller data. */
function variablesProblem(variables: unknown, limits: GuardLimits): string | null {
  if (variables === null || variables === undefined) return null;
  const stack: [unknown, number][] = [[variables, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (++nodes > limits.maxVariableNodes) return `more than ${limits.maxVariableNodes} values`;
    if (depth > limits.maxNesting) return `nested deeper than ${limits.maxNesting} levels`;
    if (typeof node === 'string') {
      if (!wellFormed(node)) return 'contains a string that is not well-formed Unicode (a lone surrogate)';
    } else if (Array.isArray(node)) {
      if (node.length > limits.maxVariableListLength) return `contains a list longer than ${limits.maxVariableListLength} items`;
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], depth + 1]);
    } else if (node !== null && typeof node === 'object') {
      for (const key of Object.keys(node)) {
        if (!wellFormed(key)) return 'contains a key that is not well-formed Unicode (a lone surrogate)';
        stack.push([(node as Record<string, unknown>)[key], depth + 1]);
      }
    }
  }
  return null;
}

/** The refusal for a request's parameters, or null when they pass. */
export function guardRequestParams(params: { query?: unknown; variables?: unknown }, limits: GuardLimits): GraphQLError | null {
  if (typeof params.query === 'string' && documentNesting(params.query, limits.maxNesting) > limits.maxNesting) {
    return clientError(QUERY_LIMIT_CODE, `The document nests brackets deeper than ${limits.maxNesting} levels.`, { status: 400 });
  }
  const problem = variablesProblem(params.variables, limits);
  if (problem) {
    return clientError('BAD_USER_INPUT', `variables: ${problem}.`, { status: 400 });
  }
  return null;
}
