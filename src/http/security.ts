// Request-level protection for both transports: document limits (graphql-armor; the cost limit is
// http/use-cost-limit.ts), introspection switch, and the request body limit. (Cross-site rules: http/use-cross-site-policy.ts.)
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { getOperationAST, GraphQLError, parse } from 'graphql';
import { maskError, type Plugin } from 'graphql-yoga';
import type { RequestLimits } from '../config.js';
import { type CatalogueCode, errorExtensions, errorJson, isCataloguedError, type StatusOf } from '../domain/errors.js';
import { isAsyncIterable } from './async-iterable.js';
import { clientError } from './client-error.js';

/** Every document limit rejects with this code, on HTTP and WebSocket alike. */
export const QUERY_LIMIT_CODE = 'QUERY_TOO_COMPLEX' satisfies CatalogueCode;

const tagLimit = (_ctx: unknown, error: GraphQLError) => {
  (error.extensions as Record<string, unknown>).code = QUERY_LIMIT_CODE;
};

/** Tags the rejection and reports it through the validation context (see documentLimitPlugins). */
const reportLimit = (ctx: unknown, error: GraphQLError) => {
  tagLimit(ctx, error);
  (ctx as { reportError?: (e: GraphQLError) => void } | null)?.reportError?.(error);
};

export function documentLimitPlugins(limits: RequestLimits): Plugin[] {
  // The token limit runs in the parser: its rejection is thrown as a parse error.
  const parseRule = { onReject: [tagLimit], propagateOnRejection: true, exposeLimits: true };
  // The others run as validation rules: their rejections are reported as validation errors
  // rather than thrown. A throw escapes validate() — graphql-ws's onSubscribe then treats it as
  // an internal error and closes the whole socket (4500) instead of answering the operation.
  const validationRule = { onReject: [reportLimit], propagateOnRejection: false, exposeLimits: true };
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: limits.maxDepth, ...validationRule },
      maxAliases: { n: limits.maxAliases, ...validationRule },
      maxTokens: { n: limits.maxTokens, ...parseRule },
      maxDirectives: { n: limits.maxDirectives, ...validationRule },
      // The cost limit counts list sizes (first/last, page sizes): http/use-cost-limit.ts.
      costLimit: { enabled: false },
      // Suggestions stay: GraphiQL exploration is a core use.
      blockFieldSuggestion: { enabled: false },
    }) as Plugin,
  ];
  if (!limits.introspection) plugins.push(useDisableIntrospection() as Plugin);
  plugins.push(useErrorCodes());
  return plugins;
}

const setCode = (error: unknown, code: CatalogueCode) => {
  const extensions = (error as { extensions?: Record<string, unknown> } | null)?.extensions;
  if (extensions && extensions.code === undefined) extensions.code = code;
};

/**
 * Every error a client sees carries an `extensions.code`, on every transport. Yoga's HTTP
 * pipeline codes parse and validation failures itself, but the WebSocket path (graphql-ws
 * onSubscribe calls the enveloped parse/validate directly) does not. These hooks fill them in —
 * GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, and OPERATION_RESOLUTION_FAILURE for a
 * document whose operation cannot be picked. Codes already set stay. (Variable coercion
 * errors get BAD_USER_INPUT from useInputErrorCodes.)
 */
function useErrorCodes(): Plugin {
  return {
    onParse:
      () =>
      ({ result }) => {
        if (result instanceof Error) setCode(result, 'GRAPHQL_PARSE_FAILED');
      },
    onValidate:
      ({ params, context }) =>
      ({ result, setResult }) => {
        for (const error of result) setCode(error, 'GRAPHQL_VALIDATION_FAILED');
        // graphql-ws answers an operation it cannot pick (several in the document and no or a wrong
        // operationName) with an error of its own, without a code; report Yoga's instead.
        const operationName = (context as { params?: { operationName?: unknown } } | undefined)?.params?.operationName;
        if (result.length === 0 && !getOperationAST(params.documentAST, typeof operationName === 'string' ? operationName : undefined)) {
          setResult([clientError('OPERATION_RESOLUTION_FAILURE', 'Could not determine what operation to execute.', { status: 400 })]);
        }
      },
  };
}

function refuse<C extends CatalogueCode>(res: ServerResponse, status: StatusOf<C>, code: C, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify({ errors: [errorJson(code, message)] }));
}

/** Refuses request bodies over the limit before anything reads them. Returns true when it answered. */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse, maxBytes: number): boolean {
  if (req.method !== 'POST') return false;
  const length = req.headers['content-length'];
  if (length === undefined) {
    if (req.headers['transfer-encoding']) {
      refuse(res, 411, 'LENGTH_REQUIRED', 'Send the request body with a Content-Length header.');
      return true;
    }
    return false;
  }
  if (!/^\d+$/.test(length) || Number(length) > maxBytes) {
    refuse(res, 413, 'REQUEST_TOO_LARGE', `The request body is larger than ${maxBytes} bytes.`);
    return true;
  }
  return false;
}

/** graphql-js's and Yoga's own errors (parse, validation, coercion): GraphQL errors that wrap no other failure. */
const isProtocolError = (value: unknown): boolean =>
  value instanceof GraphQLError && (value.originalError == null || isProtocolError(value.originalError));

/**
 * The one place an error becomes what the client sees. Errors made from the catalogue
 * (domain/errors.ts: ServiceError, clientError, …; recognised by their brand, which holds across
 * copies of a module) and the protocol errors of graphql-js and Yoga pass as they are; anything
 * else — a bug, a driver's error — is masked as "Unexpected error." (INTERNAL_SERVER_ERROR).
 */
export const maskUnexpectedError: typeof maskError = (error, message, isDev) =>
  isCataloguedError(error) || isProtocolError(error) ? (error as Error) : maskError(error, message, isDev);

type Result = { errors?: readonly GraphQLError[] };

/** Request-level errors (e.g. a variable that does not coerce, a @oneOf input with two fields) carry no code from graphql-js; they are the caller's. */
function withInputCodes<T extends Result>(result: T): T {
  if (!result.errors?.some((e) => e.path === undefined && e.extensions?.code === undefined)) return result;
  return {
    ...result,
    errors: result.errors.map((e) =>
      e.path === undefined && e.extensions?.code === undefined
        ? new GraphQLError(e.message, {
            nodes: e.nodes,
            source: e.source,
            positions: e.positions,
            originalError: e.originalError,
            extensions: errorExtensions('BAD_USER_INPUT', { extensions: e.extensions }),
          })
        : e,
    ),
  };
}

export function useInputErrorCodes(): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone({ result, setResult }) {
        if (!isAsyncIterable(result)) setResult(withInputCodes(result) as typeof result);
      },
    }),
    onSubscribe: () => ({
      onSubscribeResult({ result, setResult }) {
        if (!isAsyncIterable(result)) setResult(withInputCodes(result) as typeof result);
      },
    }),
  };
}

/**
 * A subscription sent as a plain JSON request has no stream to answer on; Yoga would answer
 * 406 with an empty body. Say what to do instead, as a GraphQL error.
 */
export function useSubscriptionTransportHint(): Plugin {
  return {
    onParams({ params, request }) {
      const query = params.query;
      if (typeof query !== 'string' || !query.includes('subscription')) return;
      if ((request.headers.get('accept') ?? '').includes('text/event-stream')) return;
      let operation: string | undefined;
      try {
        operation = getOperationAST(parse(query), params.operationName ?? undefined)?.operation;
      } catch {
        return; // not parseable: the normal pipeline reports it
      }
      if (operation !== 'subscription') return;
      throw clientError(
        'BAD_REQUEST',
        'A subscription needs a stream: send it over WebSocket (graphql-transport-ws) or with `Accept: text/event-stream` (Server-Sent Events).',
        { status: 406 },
      );
    },
  };
}
