// What a browser on another site may do with the HTTP API (SPEC §8), in one place:
// - GET runs queries and subscriptions (SSE, a browser's native EventSource included) with no
//   special header, so GraphQL-over-HTTP clients (urql, graphql-http) work as configured out
//   of the box. A query has no side effects, and without a CORS grant another site cannot
//   read the answer.
// - Mutations are POST only: over GET they are refused with METHOD_NOT_ALLOWED (HTTP 405).
// - A POST with a "simple" content type (text/plain, forms) or none is one a browser sends
//   cross-site without a preflight: refused with CSRF_REJECTED (HTTP 403) unless it carries a
//   header only a preflighted request can have. JSON POSTs are always preflighted cross-site.
// - CORS: no CORS headers at all unless CORS_ORIGINS lists the request's Origin; a listed
//   origin gets exactly itself back, with credentials. Never `*`, never a reflected origin.
//
// Yoga's own CSRF plugin asks for a header on GET as well, which breaks exactly the clients
// SPEC §8 names (urql's GET queries, EventSource); hence this plugin.
import { getOperationAST, parse } from 'graphql';
import type { CORSOptions, Plugin } from 'graphql-yoga';
import { clientError } from '../client-error.js';

const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** Headers a browser only sends after a CORS preflight; their presence proves the page was allowed. */
const PREFLIGHT_HEADERS = ['x-graphql-yoga-csrf', 'apollo-require-preflight'] as const;

export interface CrossSitePolicyOptions {
  /** Headers that let a simple-content-type POST through (see PREFLIGHT_HEADERS). */
  preflightHeaders?: readonly string[];
}

export function useCrossSitePolicy(options: CrossSitePolicyOptions = {}): Plugin {
  const headers = options.preflightHeaders ?? PREFLIGHT_HEADERS;
  return {
    onRequestParse({ request }) {
      if (request.method !== 'POST') return;
      const contentType = request.headers.get('content-type')?.toLowerCase();
      const preflighted = contentType !== undefined && !SIMPLE_CONTENT_TYPES.some((t) => contentType.startsWith(t));
      if (preflighted || headers.some((h) => request.headers.has(h))) return;
      throw clientError(
        'CSRF_REJECTED',
        `A POST needs a Content-Type of application/json (or one of these headers: ${headers.join(', ')}); "simple" content types are refused (CSRF prevention).`,
        { status: 403 },
      );
    },
    onParams({ params, request }) {
      if (request.method !== 'GET' || typeof params.query !== 'string' || !params.query.includes('mutation')) return;
      let operation: string | undefined;
      try {
        operation = getOperationAST(parse(params.query), params.operationName ?? undefined)?.operation;
      } catch {
        return; // not parseable: the normal pipeline reports it
      }
      if (operation !== 'mutation') return;
      throw clientError('METHOD_NOT_ALLOWED', 'Mutations are POST only: send this request as a POST with Content-Type: application/json.', {
        status: 405,
        headers: { Allow: 'POST' },
      });
    },
  };
}

/** Yoga's `cors` option: CORS headers only for a listed origin, never `*` and never an unlisted or `null` origin. */
export function corsPolicy(allowedOrigins: () => readonly string[]): (request: Request) => CORSOptions {
  return (request) => {
    const origin = request.headers.get('origin');
    if (origin === null || !allowedOrigins().includes(origin)) return false;
    return { origin: [origin], credentials: true, methods: ['GET', 'POST'], maxAge: 600 };
  };
}
