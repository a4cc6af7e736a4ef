// Every error a client can see, in one catalogue: each `extensions.code` with the HTTP status it
// comes with, whether sending the same request again can succeed, and when a client gets it.
// docs/errors.md and the test helpers' code lists are generated from this file; CI checks that
// docs/errors.md is current (`npm run docs:check`).
//
// Every error a client sees is made here: `new ServiceError(code, message)` in the services,
// `clientError(code, message, { status })` (transport/client-error.ts) in the transport (its status must be one the
// catalogue lists for the code), `errorJson(code, message)` for a body written by hand. Both
// brand the error; the mask (transport/error-mask.ts) shows branded errors and graphql-js's and Yoga's
// own protocol errors, and hides everything else as INTERNAL_SERVER_ERROR.
//
// To add a code: add an entry below (`http`, `retryable`, a one-line `description`), then run
// `npm run docs:print` and commit docs/errors.md.
import { GraphQLError } from 'graphql';

/** What the catalogue says about one code. */
export interface ErrorSpec {
  /**
   * HTTP statuses the code comes with: 200 when it is reported in `errors` next to `data` by an
   * operation that ran; a 4xx/5xx status when it refuses the whole request (or an HTTP route).
   */
  readonly http: readonly number[];
  /** True when the same request, sent again later unchanged, can succeed (after a pause or a reconnect). */
  readonly retryable: boolean;
  /** One line for docs/errors.md: when a client gets this code, and what to do about it. */
  readonly description: string;
}

/** The service's own codes: raised by its services, its transport and its HTTP routes. */
const SERVICE_ERRORS = {
  NOT_FOUND: {
    http: [200, 404],
    retryable: false,
    description:
      "A mutation or subscription names an unknown session (or one of another tenant); reads answer `null` instead. Also ends the open streams of a session that leaves the caller's tenant, and is the 404 of `GET /attachments/<id>` and `GET /sessions/<id>/export`.",
  },
  ENTRY_NOT_FOUND: {
    http: [200],
    retryable: false,
    description: 'An unknown entry id in `updateMessage`, `setActiveLeaf`, `forkSession` or `messages(fromEntryId:)` (`extensions.entryId`).',
  },
  PARENT_NOT_FOUND: {
    http: [200],
    retryable: false,
    description: '`appendEntry` / `appendMessages` with a `parentId` that is not an entry of the session (`extensions.parentId`).',
  },
  INVALID_ENTRY_KIND: { http: [200], retryable: false, description: '`updateMessage` on a custom entry: only message entries can be updated.' },
  DETAILS_NOT_SUPPORTED: {
    http: [200],
    retryable: false,
    description: '`details` given for a user or assistant message: only function-result and custom messages carry details.',
  },
  EMPTY_BATCH: { http: [200], retryable: false, description: '`appendMessages` with an empty `messages` list.' },
  INVALID_CURSOR: {
    http: [200],
    retryable: false,
    description:
      'A garbled cursor, or a cursor of another list, order, query or filter. Only that connection field becomes `null`; the rest of the answer stays.',
  },
  BAD_USER_INPUT: {
    http: [200, 400],
    retryable: false,
    description:
      'Any other invalid value; the message names the field (`input.message.content[0].data: is not valid base64`). 400 when `variables` do not fit their types or the request guards (before anything runs).',
  },
  ATTACHMENT_IN_USE: {
    http: [200],
    retryable: false,
    description: '`deleteAttachment` of an attachment a message references (in any session, forks included); change or delete those messages first.',
  },
  ATTACHMENT_TOO_LARGE: {
    http: [200, 413],
    retryable: false,
    description:
      "An uploaded file over `MAX_ATTACHMENT_BYTES` (`extensions.maxBytes`); 413 when the multipart body's Content-Length is already over the limit. Also an iii session-manager attachment over the limit on import (`extensions.attachmentId`). Nothing is stored.",
  },
  RANGE_NOT_SATISFIABLE: {
    http: [416],
    retryable: false,
    description: '`GET /attachments/<id>` with a `Range` past the end of the file (`Content-Range: bytes */<size>`).',
  },
  METHOD_NOT_ALLOWED: {
    http: [405],
    retryable: false,
    description: 'A mutation sent as GET (mutations are POST only, `Allow: POST`), or another method than GET/HEAD on `/attachments/<id>`.',
  },
  UNAUTHENTICATED: {
    http: [401],
    retryable: false,
    description:
      'Missing, forged, expired, revoked or non-expiring credentials; also the last result of an SSE stream whose token expired, and `/metrics` without credentials. Get a fresh token.',
  },
  FORBIDDEN: {
    http: [200, 403],
    retryable: false,
    description:
      '`ensureSession` with an id another tenant holds; `configStatus` or `/metrics` (403) without the admin scope when authentication is on; any operation but the LLM request ones (claimable, claim, release, chunk, settle, their subscriptions) for a credential with the worker scope (`extensions.operation`: the refused field). Nothing was run.',
  },
  STORAGE_UNAVAILABLE: {
    http: [200, 503],
    retryable: true,
    description: 'The database failed or is unreachable (also a connection killed mid-operation); nothing was applied. Retry.',
  },
  STORAGE_FULL: {
    http: [200],
    retryable: true,
    description:
      'The database disk is full (Postgres SQLSTATE 53100); nothing was applied. `/readyz` answers 503 (`failing: ["disk"]`) until a write succeeds again. Retry once an operator freed space.',
  },
  SUBSCRIPTION_OVERFLOW: {
    http: [200],
    retryable: true,
    description:
      'A subscriber fell more than `SUBSCRIBER_BUFFER_LIMIT` events behind, or (WebSocket) stopped answering keep-alive pings. Resubscribe with `after` = `extensions.lastDeliveredOffset`.',
  },
  QUERY_TOO_COMPLEX: {
    http: [200, 400],
    retryable: false,
    description:
      'A document over the depth, alias, token, cost (`MAX_COST`: `extensions.cost`, `extensions.maxCost`; lists count once per item they may return) or directive limits, or with brackets nested deeper than `MAX_NESTING` (400, checked before parsing); or (200, on the fields it stopped) an operation that needed more than `MAX_DB_CALLS_PER_REQUEST` database calls (`extensions.maxDbCalls`): nothing more was run. Ask for smaller pages or fewer fields.',
  },
  CSRF_REJECTED: {
    http: [403],
    retryable: false,
    description:
      'A POST with a "simple" content type (`text/plain`, forms, `multipart/form-data`) or none, without an `x-graphql-yoga-csrf` or `apollo-require-preflight` header.',
  },
  REQUEST_TOO_LARGE: { http: [413], retryable: false, description: 'A request body (or WebSocket message) over `MAX_REQUEST_BYTES`.' },
  LENGTH_REQUIRED: { http: [411], retryable: false, description: 'A request body sent without `Content-Length` (chunked); send its length.' },
  REQUEST_TIMEOUT: {
    http: [408],
    retryable: true,
    description:
      'A request body arrived slower than `MIN_BODY_BYTES_PER_SECOND` (on average, once `BODY_RATE_GRACE_MS` have passed); the connection is closed and nothing was applied. Send it again.',
  },
  HOST_NOT_ALLOWED: {
    http: [421],
    retryable: false,
    description:
      'The `Host` header is not in `ALLOWED_HOSTS` (by default, with authentication off, only `localhost`, `127.0.0.1` and `[::1]`): a guard against DNS rebinding. Also refuses such WebSocket upgrades; `/healthz` and `/readyz` are exempt.',
  },
  SHUTTING_DOWN: {
    http: [503],
    retryable: true,
    description: 'The instance is draining (`Connection: close`); send the request again, it reaches another instance or the restarted one.',
  },
  OVERLOADED: {
    http: [200, 503],
    retryable: true,
    description:
      'The instance is saturated; nothing was applied (`extensions.retryable: true`): no database connection freed up within `DATABASE_POOL_TIMEOUT_MS`, or (503, `Retry-After`) the body bytes received would exceed `MAX_INFLIGHT_BODY_BYTES`. Retry shortly.',
  },
  TOO_MANY_SUBSCRIPTIONS: {
    http: [200],
    retryable: false,
    description: 'A subscribe over `MAX_SUBSCRIPTIONS_PER_CONNECTION` or `MAX_SUBSCRIPTIONS_PER_IDENTITY`; nothing was opened. Close some first.',
  },
  RATE_LIMITED: {
    http: [200, 429],
    retryable: true,
    description:
      'A per-identity concurrency limit of an expensive class (429: searches, large operations, uploads: `MAX_CONCURRENT_*_PER_IDENTITY`; `extensions.limit`; answered after `RATE_LIMITED_ANSWER_DELAY_MS`; also a search or large operation that waited its turn, `MAX_RUNNING_HEAVY_OPERATIONS_PER_IDENTITY`, longer than `HEAVY_OPERATION_QUEUE_MS`, and any query or mutation that waited for one of its `MAX_RUNNING_OPERATIONS_PER_IDENTITY` slots longer than `OPERATION_QUEUE_MS`), or (429) request bodies of one identity (or of pipelined requests on one connection) over `MAX_INFLIGHT_BODY_BYTES_PER_IDENTITY`, or (200) other operations of the identity held its whole share of the database pool (`DATABASE_POOL_SHARE_PER_IDENTITY`, `extensions.limit`) for `DATABASE_POOL_TIMEOUT_MS`, or (429, before the body is read) with `RATE_LIMITED_BURST` set, an identity that collected more than that many such 429 answers without waiting; retry after `extensions.retryAfterMs` (`Retry-After` on HTTP).',
  },
  QUOTA_EXCEEDED: {
    http: [200],
    retryable: false,
    description:
      'A per-tenant cap (open LLM requests, context bytes per session, attachment bytes); `extensions.quota` names it, `extensions.limit` is its value (`openLlmRequestsPerTenant`: `LLM_MAX_OPEN_REQUESTS_PER_TENANT`, the `addContextItem` that would open one more request; `contextBytesPerSession`: `MAX_CONTEXT_BYTES_PER_SESSION`; `attachmentBytesPerTenant`: `MAX_ATTACHMENT_BYTES_PER_TENANT`). Nothing was applied.',
  },
  RESPONSE_TOO_LARGE: {
    http: [200],
    retryable: false,
    description:
      'A response (or one subscription event) whose string and JSON values pass `MAX_RESPONSE_BYTES` (`extensions.maxBytes`); it is not built and nothing of it is sent. Ask for smaller pages or fewer large fields (message content, prompts).',
  },
  QUERY_TIMEOUT: {
    http: [200],
    retryable: true,
    description:
      'A database statement ran past the `statement_timeout` of its class (`STATEMENT_TIMEOUT_SEARCH_MS`, `STATEMENT_TIMEOUT_READ_MS`, `STATEMENT_TIMEOUT_WRITE_MS`; Postgres) and was cancelled; nothing was applied (`extensions.retryable: true`). Retry later, or ask for less (a narrower search, a smaller page).',
  },
  IMPORT_INVALID: {
    http: [200],
    retryable: false,
    description:
      '`importSession` (or `npm run import`) with a file that is not a session archive this version reads: a cut or damaged line, another format or version, rows out of order, counts that do not add up, an attachment by reference whose bytes are not stored here, or — importing an iii session-manager store — an attachment whose metadata file has no bytes file, another size or digest than its bytes, or a block naming an attachment the store does not hold (`extensions.line` or `extensions.attachmentId`, `extensions.reason`). Nothing was imported.',
  },
  IMPORT_CONFLICT: {
    http: [200],
    retryable: false,
    description:
      '`importSession` of an archive whose session id (`extensions.sessionId`) is already held by a different session (or a changed copy of it), or whose attachment id (`extensions.attachmentId`) holds other bytes here. Nothing was imported; importing the identical archive again is not a conflict.',
  },
} as const satisfies Record<string, ErrorSpec>;

/** Codes GraphQL Yoga itself attaches to requests and documents it cannot run. */
export const PROTOCOL_ERRORS = {
  BAD_REQUEST: {
    http: [400, 406],
    retryable: false,
    description:
      'Not a GraphQL request: the body is not JSON, `query` is not a string, `variables`/`extensions` are not objects, a malformed multipart upload, or (406) a subscription without `Accept: text/event-stream`. The body is never echoed.',
  },
  GRAPHQL_PARSE_FAILED: {
    http: [200, 400],
    retryable: false,
    description: 'The document does not parse (400 when the client accepts `application/graphql-response+json`, 200 for `application/json`).',
  },
  GRAPHQL_VALIDATION_FAILED: {
    http: [200, 400],
    retryable: false,
    description:
      'The document does not fit the schema: an unknown field, a literal `@oneOf` input with zero or two fields, … (statuses as for GRAPHQL_PARSE_FAILED). A variable that does not fit its type is BAD_USER_INPUT.',
  },
  OPERATION_RESOLUTION_FAILURE: {
    http: [400],
    retryable: false,
    description: 'The document has no operation, or `operationName` names none of its operations.',
  },
} as const satisfies Record<string, ErrorSpec>;

/** What an unexpected failure looks like to a client: masked as "Unexpected error.", details only in the log. */
export const UNEXPECTED_ERROR = {
  INTERNAL_SERVER_ERROR: {
    http: [200, 500],
    retryable: false,
    description:
      'An unexpected failure inside the service, masked as "Unexpected error." (the log has the details). No client input should provoke it: report it as a bug.',
  },
} as const satisfies Record<string, ErrorSpec>;

/**
 * Codes the service's own clients give a failure that got no GraphQL answer at all: the typed
 * client (packages/client keeps a copy, checked by test/unit/client-retryable-codes.test.ts) and
 * the GraphiQL page's fetcher. The service never sends them.
 */
const CLIENT_ERRORS = {
  NETWORK: {
    http: [200],
    retryable: true,
    description: 'Client side (packages/client, GraphiQL): the service could not be reached (no HTTP answer, or the WebSocket closed); try again.',
  },
  HTTP_ERROR: {
    http: [200],
    retryable: true,
    description: 'Client side (packages/client): an HTTP answer without a GraphQL result (a proxy error page, say); `status` has its HTTP status.',
  },
} as const satisfies Record<string, ErrorSpec>;

/** Every code a client can receive, grouped as docs/errors.md shows them. */
export const ERROR_CATALOGUE = { service: SERVICE_ERRORS, protocol: PROTOCOL_ERRORS, unexpected: UNEXPECTED_ERROR, client: CLIENT_ERRORS } as const;

export type ErrorCode = keyof typeof SERVICE_ERRORS;
/** The service's own codes (every code a ServiceError may carry). */
export const ERROR_CODES = Object.keys(SERVICE_ERRORS) as readonly ErrorCode[];

const CODES = { ...SERVICE_ERRORS, ...PROTOCOL_ERRORS, ...UNEXPECTED_ERROR, ...CLIENT_ERRORS } as const;
/** Every code of the catalogue, whichever group it is in. */
export type CatalogueCode = keyof typeof CODES;
/** The HTTP statuses the catalogue lists for a code: an error of that code comes with one of them. */
export type StatusOf<C extends CatalogueCode> = (typeof CODES)[C]['http'][number];

/** How an error of code C reaches the client besides its code and message. */
export interface ErrorOptions<C extends CatalogueCode> {
  /** More `extensions` (the field, the limit, …). */
  readonly extensions?: Record<string, unknown>;
  /** The HTTP status of a response this error refuses as a whole (one of the catalogue's statuses for C). */
  readonly status?: StatusOf<C>;
  /** Response headers that go with that status (`Allow`, `Retry-After`). */
  readonly headers?: Record<string, string>;
}

/** The `extensions` of an error of this code: the code, the extra fields, and Yoga's `http` (status, headers) when given. */
export function errorExtensions<C extends CatalogueCode>(code: C, options: ErrorOptions<C> = {}): Record<string, unknown> {
  const { extensions, status, headers } = options;
  const http = status === undefined ? {} : { http: headers === undefined ? { status } : { status, headers } };
  const result: Record<string, unknown> = { code, ...extensions, ...http };
  result.code = code; // the code first, and never one the extra fields bring
  return result;
}

/** An error in a response body the service writes itself (outside Yoga): `{ message, extensions: { code, … } }`. */
export function errorJson(code: CatalogueCode, message: string, extensions: Record<string, unknown> = {}) {
  return { message, extensions: { code, ...extensions } };
}

/**
 * The brand of an error made from the catalogue: the mask (transport/error-mask.ts) shows branded errors
 * as they are. A registered symbol, so the brand survives a second copy of this module or of graphql.
 */
const CATALOGUED = Symbol.for('agent-conversations/catalogued-error');

/** Marks an error as made from the catalogue (ServiceError, and the transport's clientError in transport/client-error.ts). */
export function brandCatalogued<E extends object>(error: E): E {
  Object.defineProperty(error, CATALOGUED, { value: true });
  return error;
}

/** True when the error, or one it wraps (a resolver's error inside graphql-js's located error), was made from the catalogue. */
export function isCataloguedError(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 8; e = (e as { originalError?: unknown }).originalError, depth++) {
    if ((e as { [CATALOGUED]?: boolean })[CATALOGUED] === true) return true;
  }
  return false;
}

/** A failure the caller caused or may act on; rendered as a GraphQL error with its code. */
export class ServiceError extends GraphQLError {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: errorExtensions(code, { extensions: extra }) });
    this.code = code;
    this.name = 'ServiceError';
    brandCatalogued(this);
  }
}

export const notFound = (sessionId: string): ServiceError => new ServiceError('NOT_FOUND', `Session "${sessionId}" not found.`, { sessionId });

export const badInput = (field: string, message: string): ServiceError => new ServiceError('BAD_USER_INPUT', `${field}: ${message}`, { field });

export const invalidCursor = (why: string): ServiceError => new ServiceError('INVALID_CURSOR', `Invalid cursor: ${why}.`);
