// The HTTP side of the raw-parameter checks (request-params-guard.ts): runs once the body is
// parsed (GET and POST, SSE included), before the document is. Refusals are QUERY_TOO_COMPLEX
// (bracket nesting) or BAD_USER_INPUT (variables), status 400.
import type { Plugin } from 'graphql-yoga';
import { type GuardLimits, guardRequestParams } from '../request-params-guard.js';

export interface RequestGuardsOptions {
  /** The limits in force, read on every request (MAX_NESTING, MAX_VARIABLE_NODES, MAX_VARIABLE_LIST_LENGTH: reloadable). */
  limits(): GuardLimits;
}

export function useRequestGuards(options: RequestGuardsOptions): Plugin {
  return {
    onParams({ params }) {
      const refusal = guardRequestParams(params, options.limits());
      if (refusal) throw refusal;
    },
  };
}
