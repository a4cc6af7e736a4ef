// Cheap checks on a request's raw parameters, before anything expensive runs on them — on HTTP
// (a Yoga onParams hook) and on WebSocket (the bridge's onSubscribe) alike:
//
// - the document's bracket nesting, before the parser: graphql-js parses recursively, and a
//   6 KB `{ __typename(x: [[[…3000…]]]) }` overflowed its stack (a 500);
// - `variables`, right after JSON.parse and before GraphQL coercion: their nesting (a 10,000
//   deep undeclared variable broke the subscription pipeline), the number of values and the
//   longest list (coercing 250,000 list items stalled the event loop for seconds), and that
//   every string is well-formed Unicode (a lone surrogate reached the database as
//   STORAGE_UNAVAILABLE).
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../config.js';
import { clientError } from './client-error.js';
import { QUERY_LIMIT_CODE } from './security.js';

/** String.prototype.isWellFormed (ES2024; Node ≥ 20): no lone surrogates. */
const wellFormed = (s: string): boolean => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

type GuardLimits = Pick<RequestLimits, 'maxNesting' | 'maxVariableNodes' | 'maxVariableListLength'>;

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

/** The HTTP side (GET and POST, SSE included): runs once the body is parsed, before the document is. */
export function useRequestGuards(limits: () => GuardLimits): Plugin {
  return {
    onParams({ params }) {
      const refusal = guardRequestParams(params, limits());
      if (refusal) throw refusal;
    },
  };
}

/**
 * A body that is not valid JSON is answered with Yoga's BAD_REQUEST, which carried the parser's
 * message in `extensions.originalError` — and that message quotes the caller's body. Nothing of
 * the body is echoed back: the parser's message is replaced by a fixed one.
 */
export function useBodyErrorsWithoutEcho(): Plugin {
  return {
    onResultProcess({ result }) {
      for (const single of Array.isArray(result) ? result : [result]) {
        const errors = (single as { errors?: readonly { extensions?: Record<string, unknown> }[] } | null)?.errors;
        if (!Array.isArray(errors)) continue;
        for (const error of errors) {
          const original = error.extensions?.originalError as { name?: unknown } | undefined;
          // Kept as a non-GraphQL error (Yoga keys the HTTP status on it), without the parser's text.
          if (error.extensions?.code === 'BAD_REQUEST' && original && typeof original === 'object') {
            error.extensions.originalError = {
              name: typeof original.name === 'string' ? original.name : 'Error',
              message: 'The request body could not be parsed.',
            };
          }
        }
      }
    },
  };
}
