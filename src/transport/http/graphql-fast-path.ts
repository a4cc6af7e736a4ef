// A shorter road for the commonest request: `POST /graphql` with a JSON body, from a client
// that sends no Origin (servers, SDKs, scripts). Yoga's node adapter turns every request into
// fetch-API objects (Request, Headers, AbortSignal, Response) and back; here the same Envelop
// pipeline (parse, validate, context, execute: every plugin hook, masking, telemetry, codes)
// runs straight on node:http, and Yoga's own result hooks and result processor pick the status,
// media type and body. The body arrives read (http-server.ts admits it after authentication).
// Anything unusual goes to Yoga untouched (the body handed over as it is): another method,
// path, content type or Accept, an Origin (CORS),
// a body that is not one plain GraphQL request, a subscription, or a request that one of
// Yoga's request hooks (onRequestParse, onParams: ours and its plugins') refuses or changes.
//
// It reads five private fields of Yoga (yoga-internals.ts checks them when the app is built;
// package.json pins graphql-yoga to one minor range), so it stays only while it wins on the
// compiled build. Measured there (bench/RESULTS.md 'Fast path on the compiled build', median of
// three pairs, 32 clients): 1,554 appends/s at 0.384 ms of service CPU each, against 1,313/s at
// 0.511 ms through Yoga alone (−15 % CPU per append, −9 % to −37 % across the pairs).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { handOverBody } from './received-body.js';
import type { AppYoga, ServerContext } from '../yoga.js';
import { yogaInternalsOf } from './yoga-internals.js';

export interface GraphQLFastPathOptions {
  yoga: AppYoga;
  /** Whether CORS origins are configured (answers then vary by Origin, as useSecurityHeaders says). */
  corsEnabled(): boolean;
}

/** Accept headers whose negotiation has one answer for a single (non-streamed) result. */
const ACCEPTS = new Set([
  undefined,
  '*/*',
  'application/json',
  'application/graphql-response+json',
  'application/graphql-response+json, application/json',
]);
const CONTENT_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);
const PARAM_KEYS = new Set(['query', 'variables', 'operationName', 'extensions']);

type Params = {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
};
type Result = { errors?: readonly GraphQLError[]; data?: unknown; extensions?: Record<string, unknown> };
type Hook = (payload: Record<string, unknown>) => unknown;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** A JSON body that is exactly one GraphQL request with the usual parameter types, or null. */
function plainParams(body: unknown): Params | null {
  if (!isPlainObject(body)) return null;
  for (const key of Object.keys(body)) if (!PARAM_KEYS.has(key)) return null;
  const { query, variables, operationName, extensions } = body;
  if (typeof query !== 'string' || query.length === 0) return null;
  if (variables != null && !isPlainObject(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (extensions != null && !isPlainObject(extensions)) return null;
  return body as Params;
}

/** Just enough of a fetch Request for the plugins: method, url and a read-only view of the node headers. */
function requestView(req: IncomingMessage) {
  const get = (name: string): string | null => {
    const value = req.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    method: 'POST',
    url: `http://${req.headers.host ?? 'localhost'}${req.url ?? '/graphql'}`,
    headers: { get, has: (name: string) => get(name) !== null },
  };
}

/** Captures what Yoga's result processor would answer, without building a fetch Response. */
class CapturedResponse {
  constructor(
    readonly body: string | null,
    readonly init: { status?: number; statusText?: string; headers?: Record<string, string> } = {},
  ) {}
}
const captureAPI = { Response: CapturedResponse };

export function createGraphQLFastPath(
  options: GraphQLFastPathOptions,
): (req: IncomingMessage, res: ServerResponse, body: Buffer, context: Partial<ServerContext>) => boolean {
  const { yoga } = options;
  // Fails loudly at start-up when a graphql-yoga upgrade removed what this path reads.
  const internals = yogaInternalsOf(yoga);

  /** Yoga's handleError for one thrown error, with its masking options. */
  const handleError = (error: unknown): GraphQLError[] => {
    if (error instanceof AggregateError) return error.errors.flatMap(handleError);
    const masking = internals.maskedErrorsOpts;
    if (!masking) return [error instanceof GraphQLError ? error : createGraphQLError(String((error as Error)?.message ?? error))];
    const masked = masking.maskError(error, masking.errorMessage, masking.isDev);
    return [
      Object.prototype.toString.call(masked) === '[object GraphQLError]'
        ? (masked as GraphQLError)
        : createGraphQLError(masked.message, { originalError: masked }),
    ];
  };

  const fallBack = (req: IncomingMessage, res: ServerResponse, body: Buffer, context: Partial<ServerContext>) => {
    handOverBody(req, body);
    void yoga.handle(req, res, context);
  };

  const run = async (res: ServerResponse, params: Params, request: ReturnType<typeof requestView>, serverContext: object): Promise<void> => {
    const context = Object.assign(serverContext, { request, params });
    const enveloped = yoga.getEnveloped(context as never);
    let result: Result;
    try {
      const document = enveloped.parse(params.query);
      const errors = enveloped.validate(enveloped.schema, document);
      if (errors.length > 0) result = { errors };
      else {
        const contextValue = await enveloped.contextFactory();
        // A client that goes away before its answer abandons the operation (as Yoga's request
        // signal does): what waits for a turn (use-identity-concurrency.ts) or has fields left stops.
        const abandoned = new AbortController();
        const onClose = () => {
          if (!res.writableFinished) abandoned.abort(new Error('the client went away before its answer'));
        };
        res.once('close', onClose);
        try {
          result = (await enveloped.execute({
            schema: enveloped.schema,
            document,
            contextValue,
            variableValues: params.variables,
            operationName: params.operationName,
            signal: abandoned.signal,
          } as Parameters<typeof enveloped.execute>[0])) as Result;
        } finally {
          res.off('close', onClose);
        }
      }
    } catch (error) {
      result = { errors: handleError(error) };
    }

    // Yoga's result hooks: the processor for the negotiated media type, and ours (useBodyErrorsWithoutEcho).
    let processor: ((result: Result, fetchAPI: unknown, mediaType: string) => CapturedResponse) | undefined;
    let mediaType = '*/*';
    const acceptableMediaTypes: string[] = [];
    for (const hook of internals.onResultProcessHooks) {
      await hook({
        request,
        acceptableMediaTypes,
        result,
        setResult: (next: Result) => {
          result = next;
        },
        resultProcessor: processor,
        setResultProcessor: (next: typeof processor, type: string) => {
          processor = next;
          mediaType = type;
        },
        serverContext,
      });
    }
    const response = processor
      ? processor(result, captureAPI, mediaType)
      : new CapturedResponse(null, {
          status: 406,
          statusText: 'Not Acceptable',
          headers: { accept: acceptableMediaTypes.join('; charset=utf-8, ') },
        });
    if (res.closed || res.destroyed || res.writableEnded) return;
    // What useSecurityHeaders adds to a non-HTML answer.
    res.setHeader('Cache-Control', 'no-store');
    if (options.corsEnabled()) res.setHeader('Vary', 'Origin');
    const headers = response.init.headers ?? {};
    for (const name of Object.keys(headers)) res.setHeader(name, headers[name]!);
    if (response.body !== null) res.setHeader('content-length', Buffer.byteLength(response.body));
    res.writeHead(response.init.status ?? 200, response.init.statusText);
    res.end(response.body ?? undefined);
  };

  /**
   * Yoga's own onRequestParse and onParams hooks (ours and its plugins': cross-site policy,
   * request guards, the subscription hint, introspection switch, batching limit…), run as Yoga
   * runs them. False when one throws, answers, or changes the request: then Yoga handles it.
   */
  const passesRequestHooks = async (request: ReturnType<typeof requestView>, serverContext: object, params: Params): Promise<boolean> => {
    let diverted = false;
    const divert = () => {
      diverted = true;
    };
    try {
      const done: Hook[] = [];
      for (const hook of internals.onRequestParseHooks) {
        const result = (await hook({
          request,
          get url() {
            return new URL(request.url);
          },
          requestParser: undefined,
          serverContext,
          setRequestParser() {},
          endResponse: divert,
          fetchAPI: yoga.fetchAPI,
        })) as { onRequestParseDone?: Hook } | undefined;
        if (diverted) return false;
        if (result?.onRequestParseDone) done.push(result.onRequestParseDone);
      }
      for (const hook of done) await hook({ requestParserResult: params, setRequestParserResult: divert });
      for (const hook of internals.onParamsHooks) {
        await hook({
          params,
          request,
          setParams: divert,
          paramsHandler: undefined,
          setParamsHandler: divert,
          setResult: divert,
          fetchAPI: yoga.fetchAPI,
          context: serverContext,
        });
        if (diverted) return false;
      }
    } catch {
      return false; // Yoga runs the hooks again and answers the refusal its own way
    }
    return !diverted;
  };

  const onBody = async (req: IncomingMessage, res: ServerResponse, body: Buffer, context: Partial<ServerContext>): Promise<void> => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return fallBack(req, res, body, context);
    }
    const params = plainParams(parsed);
    // Subscriptions (a stream, or Yoga's hint to use one) are Yoga's.
    if (!params || params.query.includes('subscription')) return fallBack(req, res, body, context);
    const request = requestView(req);
    const serverContext = { ...context, req, res, waitUntil: (p: Promise<unknown>) => void p.catch(() => {}) };
    if (!(await passesRequestHooks(request, serverContext, params))) return fallBack(req, res, body, context);
    await run(res, params, request, serverContext);
  };

  /** Takes a POST whose body was read; `context` joins Yoga's initial context (e.g. the identity already authenticated). */
  return (req, res, body, context) => {
    if (req.method !== 'POST' || req.url !== '/graphql') return false;
    const h = req.headers;
    const length = Number(h['content-length']);
    if (!(length > 0) || h.origin !== undefined || !CONTENT_TYPES.has(h['content-type'] ?? '') || !ACCEPTS.has(h.accept)) return false;
    // Only when Yoga has no request hooks of its own kind that this path would skip.
    if (internals.onExecutionResultHooks.length > 0) return false;
    onBody(req, res, body, context).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
    return true;
  };
}
