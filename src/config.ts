// One zod schema for every setting, read from the environment and an optional JSON file
// (CONFIG_FILE). The file's keys are the schema's camelCase names; environment variables win.
// Each setting is defined once, here: its type, bounds and default, its environment variable
// and whether a reload changes it (`.register(SETTING, { env, reload })`). SETTINGS (below) is
// derived from it; so are the reloader's refusals and the generated table of docs/configuration.md.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseDuration } from './domain/duration.js';

/**
 * What a configuration reload (SIGHUP, CONFIG_FILE changed) does with a new value:
 * - `live` (the default): applied at once;
 * - `restart`: read (at least in part) once at start-up, by a server option or a plugin built once; a new value takes full effect after a restart;
 * - `refused`: a reload that changes it is rejected as a whole (restart the service to change it).
 */
type Reloadability = 'live' | 'restart' | 'refused';

/** What a setting's definition says besides its type: its environment variable and its reloadability. */
export interface SettingMeta {
  readonly env: string;
  readonly reload?: Reloadability;
}

/** The registry every setting is registered in with its environment variable. */
const SETTING = z.registry<SettingMeta>();

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const limitsSchema = z.strictObject({
  /** Page size when a list gets no `first`. */
  defaultPageSize: int(1, 100_000).default(50).register(SETTING, { env: 'DEFAULT_PAGE_SIZE' }),
  /** Largest page a list returns; larger requests are clamped. */
  maxPageSize: int(1, 100_000).default(500).register(SETTING, { env: 'MAX_PAGE_SIZE' }),
  /** Longest caller-chosen id (session ids for ensureSession, entry ids), in characters. */
  maxIdLength: int(1, 1024).default(128).register(SETTING, { env: 'MAX_ID_LENGTH' }),
  /** Largest single string inside a message (text, thinking, base64 image data), in bytes of UTF-8. */
  maxTextBytes: int(1, 64 * 1024 * 1024)
    .default(1024 * 1024)
    .register(SETTING, { env: 'MAX_TEXT_BYTES' }),
  /** Largest whole message, entry or context item as JSON, in bytes. */
  maxMessageBytes: int(1, 256 * 1024 * 1024)
    .default(4 * 1024 * 1024)
    .register(SETTING, { env: 'MAX_MESSAGE_BYTES' }),
  /** Most content blocks in one message. */
  maxBlocksPerMessage: int(1, 100_000).default(256).register(SETTING, { env: 'MAX_BLOCKS_PER_MESSAGE' }),
  /** Most messages in one appendMessages call. */
  maxBatchMessages: int(1, 100_000).default(500).register(SETTING, { env: 'MAX_BATCH_MESSAGES' }),
  /** Largest metadata or origin object as JSON, in bytes. */
  maxMetadataBytes: int(2, 16 * 1024 * 1024)
    .default(16 * 1024)
    .register(SETTING, { env: 'MAX_METADATA_BYTES' }),
  /** Deepest nesting of any JSON value (arguments, details, data, metadata). */
  maxJsonDepth: int(1, 1000).default(32).register(SETTING, { env: 'MAX_JSON_DEPTH' }),
  /** Longest title, description, status reason, custom type or other short string, in characters. */
  maxShortTextLength: int(1, 1_000_000).default(10_000).register(SETTING, { env: 'MAX_SHORT_TEXT_LENGTH' }),
  /** Largest attachment (uploadAttachment), in bytes; a multipart request may be this much larger than maxRequestBytes. */
  maxAttachmentBytes: int(1, 1024 * 1024 * 1024)
    .default(25 * 1024 * 1024)
    .register(SETTING, { env: 'MAX_ATTACHMENT_BYTES' }),
  /** Size of one session's model-visible context as stored (its items' JSON); an addContextItem past it is QUOTA_EXCEEDED. 0 = no cap. */
  maxContextBytesPerSession: int(0, 2 ** 50)
    .default(64 * 1024 * 1024)
    .register(SETTING, { env: 'MAX_CONTEXT_BYTES_PER_SESSION' }),
  /** Attachment bytes one tenant stores (identical bytes count once; auth off: one tenant); an upload past it is QUOTA_EXCEEDED. 0 = no cap. */
  maxAttachmentBytesPerTenant: int(0, 2 ** 50)
    .default(1024 * 1024 * 1024)
    .register(SETTING, { env: 'MAX_ATTACHMENT_BYTES_PER_TENANT' }),
});
export type Limits = z.infer<typeof limitsSchema>;

/** The LLM request lifecycle (SPEC §5): when the service opens, retries and expires requests. */
const llmSchema = z.strictObject({
  /** Quiet time after the last trigger item before a request opens; a burst coalesces into one request. */
  debounceMs: int(0, 3_600_000).default(300).register(SETTING, { env: 'LLM_DEBOUNCE_MS' }),
  /** Longest a burst of triggers can postpone its request, from its first trigger (at least debounceMs): a steady stream still gets answered. */
  debounceMaxMs: int(0, 3_600_000).default(5_000).register(SETTING, { env: 'LLM_DEBOUNCE_MAX_MS' }),
  /** Lifetime of an open request; still open at expiresAt, it is settled cancelled/expired. */
  requestTtlMs: int(1, 86_400_000).default(120_000).register(SETTING, { env: 'LLM_REQUEST_TTL_MS' }),
  /** Attempts per turn, the first included: a failed request is retried while fewer have failed. */
  maxAttempts: int(1, 100).default(3).register(SETTING, { env: 'LLM_MAX_ATTEMPTS' }),
  /** Backoff before the first retry; doubles per further failure. */
  retryBaseMs: int(0, 3_600_000).default(1000).register(SETTING, { env: 'LLM_RETRY_BASE_MS' }),
  /** Longest backoff. */
  retryMaxMs: int(0, 86_400_000).default(30_000).register(SETTING, { env: 'LLM_RETRY_MAX_MS' }),
  /** How often each instance sweeps the database for due or expired requests (timers cover the fast path). */
  sweepIntervalMs: int(10, 3_600_000).default(1000).register(SETTING, { env: 'LLM_SWEEP_INTERVAL_MS' }),
  /** Requests whose streamed partial text one instance keeps in memory (oldest dropped first). */
  partialTextMaxRequests: int(1, 1_000_000).default(10_000).register(SETTING, { env: 'LLM_PARTIAL_TEXT_MAX_REQUESTS' }),
  /** Characters of partial text kept per request; later chunks still stream live but are not kept. */
  partialTextMaxCharsPerRequest: int(1, 64 * 1024 * 1024)
    .default(1_000_000)
    .register(SETTING, { env: 'LLM_PARTIAL_TEXT_MAX_CHARS_PER_REQUEST' }),
  /** Characters of partial text kept across all requests; past it the least recently streamed requests are forgotten. */
  partialTextMaxTotalChars: int(1, 1024 * 1024 * 1024)
    .default(16_000_000)
    .register(SETTING, { env: 'LLM_PARTIAL_TEXT_MAX_TOTAL_CHARS' }),
  /** Lease a claimLlmRequest gets when it names no leaseMs: a worker silent (no chunk, no renewal) this long loses its claim. */
  claimLeaseMs: int(1, 86_400_000).default(30_000).register(SETTING, { env: 'LLM_CLAIM_LEASE_MS' }),
  /** Longest lease a claim may ask for; longer requests are clamped to it. */
  claimLeaseMaxMs: int(1, 86_400_000).default(300_000).register(SETTING, { env: 'LLM_CLAIM_LEASE_MAX_MS' }),
  /** LLM requests one tenant may have open or about to open; an addContextItem that would open one more is QUOTA_EXCEEDED. 0 = no cap. */
  maxOpenRequestsPerTenant: int(0, 10_000_000).default(100).register(SETTING, { env: 'LLM_MAX_OPEN_REQUESTS_PER_TENANT' }),
  /** Requests of one tenant workers may hold claimed at once; further claims get `claimed: false` until one settles or lapses. 0 = no cap. */
  maxClaimedPerTenant: int(0, 10_000_000).default(0).register(SETTING, { env: 'LLM_MAX_CLAIMED_PER_TENANT' }),
});
export type LlmSettings = z.infer<typeof llmSchema>;

/** Authentication and tenancy (SPEC §7). Auth is on when any credential source is configured. */
const authSchema = z.strictObject({
  /** Explicitly run without authentication (required to do so with NODE_ENV=production or a non-loopback HOST). */
  disabled: z.stringbool().or(z.boolean()).default(false).register(SETTING, { env: 'AUTH_DISABLED' }),
  /** HS256 shared secret for JWT bearer tokens. */
  jwtSecret: z.string().min(16, 'must be at least 16 characters').optional().register(SETTING, { env: 'AUTH_JWT_SECRET' }),
  /** PEM file with the public key verifying RS256/ES256 tokens. */
  jwtPublicKeyFile: z.string().min(1).optional().register(SETTING, { env: 'AUTH_JWT_PUBLIC_KEY_FILE' }),
  /** Local JWKS (JSON) file with the public keys verifying RS256/ES256 tokens. */
  jwksFile: z.string().min(1).optional().register(SETTING, { env: 'AUTH_JWKS_FILE' }),
  /** Algorithm of jwtPublicKeyFile. */
  jwtAlgorithm: z.enum(['RS256', 'ES256']).default('RS256').register(SETTING, { env: 'AUTH_JWT_ALGORITHM' }),
  /** Required `iss` claim, when set. */
  jwtIssuer: z.string().min(1).optional().register(SETTING, { env: 'AUTH_JWT_ISSUER' }),
  /** Required `aud` claim, when set. */
  jwtAudience: z.string().min(1).optional().register(SETTING, { env: 'AUTH_JWT_AUDIENCE' }),
  /** JSON file mapping SHA-256 hashes of API keys to identities. */
  apiKeysFile: z.string().min(1).optional().register(SETTING, { env: 'AUTH_API_KEYS_FILE' }),
  /** Token claim that names the tenant. */
  tenantClaim: z.string().min(1).default('sub').register(SETTING, { env: 'AUTH_TENANT_CLAIM' }),
  /** Session metadata key the tenant is stamped under. */
  tenantKey: z.string().min(1).default('owner').register(SETTING, { env: 'AUTH_TENANT_KEY' }),
  /** Scope (in `scope`/`scopes` claims or an API key's scopes) that may see across tenants. */
  adminScope: z.string().min(1).default('admin').register(SETTING, { env: 'AUTH_ADMIN_SCOPE' }),
  /** Scope that serves every tenant's LLM requests (claims, chunks, settlements, their subscriptions, prompts) and nothing else. */
  workerScope: z.string().min(1).default('worker').register(SETTING, { env: 'AUTH_WORKER_SCOPE' }),
  /** Accept JWTs without an `exp` claim (refused by default: a leaked token would never expire). */
  allowNonExpiring: z.stringbool().or(z.boolean()).default(false).register(SETTING, { env: 'AUTH_ALLOW_NON_EXPIRING' }),
});
export type AuthSettings = z.infer<typeof authSchema>;

/** Limits on GraphQL documents and requests (on HTTP and WebSocket alike). */
const requestLimitsSchema = z.strictObject({
  /** Largest HTTP request body or WebSocket message, in bytes. */
  maxRequestBytes: int(1024, 1024 * 1024 * 1024)
    .default(10 * 1024 * 1024)
    .register(SETTING, { env: 'MAX_REQUEST_BYTES', reload: 'restart' }),
  /** Deepest selection nesting. */
  maxDepth: int(1, 1000).default(15).register(SETTING, { env: 'MAX_QUERY_DEPTH', reload: 'restart' }),
  /** Most aliases in one document. */
  maxAliases: int(0, 10_000).default(30).register(SETTING, { env: 'MAX_ALIASES', reload: 'restart' }),
  /** Most tokens in one document. */
  maxTokens: int(10, 1_000_000).default(10_000).register(SETTING, { env: 'MAX_TOKENS', reload: 'restart' }),
  /** Highest estimated cost of one operation: about the fields it would resolve, lists counted once per item they may return (transport/plugins/use-cost-limit.ts). */
  maxCost: int(10, 1_000_000_000).default(200_000).register(SETTING, { env: 'MAX_COST', reload: 'restart' }),
  /** Largest response of one request (and of each subscription event): bytes of its string and JSON values, counted as they resolve; past it RESPONSE_TOO_LARGE. At least the context cap per session, so a worker can read any prompt. */
  maxResponseBytes: int(1024, 1024 * 1024 * 1024)
    .default(64 * 1024 * 1024)
    .register(SETTING, { env: 'MAX_RESPONSE_BYTES' }),
  /** Fields one operation resolves per turn of the event loop before it lets other requests run (0: no limit). */
  fieldsPerEventLoopTurn: int(0, 100_000_000).default(2000).register(SETTING, { env: 'FIELDS_PER_EVENT_LOOP_TURN' }),
  /** The share of the event loop an operation taking more than one turn may use while other operations run (1: back to back); between two of its turns the loop stays free for the others. */
  eventLoopSharePerOperation: z.coerce.number().min(0.05).max(1).default(0.5).register(SETTING, { env: 'EVENT_LOOP_SHARE_PER_OPERATION' }),
  /** Most directives in one document. */
  maxDirectives: int(0, 10_000).default(50).register(SETTING, { env: 'MAX_DIRECTIVES', reload: 'restart' }),
  /** Answer introspection queries (GraphiQL needs it). */
  introspection: z.stringbool().or(z.boolean()).default(true).register(SETTING, { env: 'INTROSPECTION', reload: 'restart' }),
  /** Deepest nesting of brackets in a document and of values in `variables` (checked before parsing and coercion). */
  maxNesting: int(8, 512).default(128).register(SETTING, { env: 'MAX_NESTING' }),
  /** Most values (objects, lists, scalars) in a request's `variables`, checked before coercion. */
  maxVariableNodes: int(100, 100_000_000).default(100_000).register(SETTING, { env: 'MAX_VARIABLE_NODES' }),
  /** Longest list anywhere in a request's `variables`, checked before coercion. */
  maxVariableListLength: int(1, 100_000_000).default(10_000).register(SETTING, { env: 'MAX_VARIABLE_LIST_LENGTH' }),
  /**
   * Database calls one operation may make (a statement outside a transaction, or a whole
   * transaction); past it the rest is refused with QUERY_TOO_COMPLEX. A subscription gets this
   * many per event it delivers. Per-parent lookups are batched, so a page costs a fixed number.
   */
  maxDbCallsPerRequest: int(1, 10_000_000).default(1000).register(SETTING, { env: 'MAX_DB_CALLS_PER_REQUEST' }),
});
export type RequestLimits = z.infer<typeof requestLimitsSchema>;

/** An exact origin (`https://app.example.com`, `http://localhost:5173`): scheme, host and port only. */
const origin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value && !value.includes('*');
  } catch {
    return false;
  }
}, 'must be an origin like https://app.example.com (scheme, host and optional port; no path, no trailing slash, no "*")');

/** A comma-separated list (environment) or an array (config file). */
const originList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : value,
  z.array(origin),
);

/** A Host header value the service answers for: a name or address with an optional port (`api.example.com`, `10.0.0.5:4000`, `[::1]`), or `*` (any). */
const allowedHost = z
  .string()
  .regex(
    /^\*$|^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/,
    'must be a host name or address with an optional port (e.g. api.example.com, api.example.com:8443, [::1]) or *',
  );

/** A comma-separated list (environment) or an array (config file) of allowed Host values. */
const hostList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : value,
  z.array(allowedHost),
);

/** A duration: `30d`, `12h`, `90m`, `45s`, `500ms`, or a number of milliseconds (domain/duration.ts). */
const duration = z.preprocess(
  (value) => (typeof value === 'string' ? (parseDuration(value) ?? value) : value),
  z.number({ error: 'must be a duration such as 30d, 12h, 90m, 45s or a number of milliseconds' }).int().min(0).max(Number.MAX_SAFE_INTEGER),
);

/** Connection-level protection: timeouts, admission control and caps per connection and identity. */
const transportSchema = z.strictObject({
  /** Time a client has to send a request's headers (slowloris). */
  headersTimeoutMs: int(1000, 3_600_000).default(10_000).register(SETTING, { env: 'HTTP_HEADERS_TIMEOUT_MS', reload: 'restart' }),
  /** Time a client has to send a whole request (headers and body). */
  requestTimeoutMs: int(1000, 3_600_000).default(60_000).register(SETTING, { env: 'HTTP_REQUEST_TIMEOUT_MS', reload: 'restart' }),
  /** Request body bytes received (counted as they arrive) and not yet answered, at once; past it bodies get 503 OVERLOADED. An eighth is kept for bodies of at most 64 KiB. */
  maxInflightBodyBytes: int(1024, 64 * 1024 * 1024 * 1024)
    .default(64 * 1024 * 1024)
    .register(SETTING, { env: 'MAX_INFLIGHT_BODY_BYTES' }),
  /** Of those, what the bodies of one authenticated identity may hold; past it 429 RATE_LIMITED. Not applied with authentication off. */
  maxInflightBodyBytesPerIdentity: int(1024, 64 * 1024 * 1024 * 1024)
    .default(40 * 1024 * 1024)
    .register(SETTING, { env: 'MAX_INFLIGHT_BODY_BYTES_PER_IDENTITY' }),
  /** Slowest average rate a request body may arrive at once BODY_RATE_GRACE_MS have passed; slower bodies get 408 REQUEST_TIMEOUT. 0 = no minimum. */
  minBodyBytesPerSecond: int(0, 1024 * 1024 * 1024)
    .default(1024)
    .register(SETTING, { env: 'MIN_BODY_BYTES_PER_SECOND' }),
  /** Time a request body has before MIN_BODY_BYTES_PER_SECOND applies. */
  bodyRateGraceMs: int(100, 3_600_000).default(5000).register(SETTING, { env: 'BODY_RATE_GRACE_MS' }),
  /**
   * RATE_LIMITED answers one authenticated identity may collect (each forgiven after
   * 1 / RATE_LIMITED_DRAIN_PER_SECOND s) before its further requests are refused at the door
   * (429 before the body is read, parsed or costed) until enough are forgiven. 0 = never (the
   * default: the noisy-neighbour bench measured it worse on, bench/RESULTS.md).
   */
  rateLimitedBurst: int(0, 1_000_000).default(0).register(SETTING, { env: 'RATE_LIMITED_BURST' }),
  /** How many of an identity's RATE_LIMITED answers are forgiven per second. */
  rateLimitedDrainPerSecond: int(1, 1_000_000).default(5).register(SETTING, { env: 'RATE_LIMITED_DRAIN_PER_SECOND' }),
  /** WebSocket keep-alive: ping interval, and how long a pong may take. */
  wsKeepAliveMs: int(100, 3_600_000).default(12_000).register(SETTING, { env: 'WS_KEEPALIVE_MS' }),
  /** Open subscriptions on one WebSocket connection. */
  maxSubscriptionsPerConnection: int(1, 1_000_000).default(100).register(SETTING, { env: 'MAX_SUBSCRIPTIONS_PER_CONNECTION' }),
  /** Open subscriptions (WebSocket and SSE) of one authenticated identity on this instance. */
  maxSubscriptionsPerIdentity: int(1, 10_000_000).default(1000).register(SETTING, { env: 'MAX_SUBSCRIPTIONS_PER_IDENTITY' }),
  /** Open WebSocket connections of one authenticated identity on this instance. */
  maxWsConnectionsPerIdentity: int(1, 1_000_000).default(100).register(SETTING, { env: 'MAX_WS_CONNECTIONS_PER_IDENTITY' }),
  /** Searches (searchSessions fields, aliases included) one authenticated identity runs at once on this instance; past it RATE_LIMITED. */
  maxConcurrentSearchesPerIdentity: int(1, 1_000_000).default(4).register(SETTING, { env: 'MAX_CONCURRENT_SEARCHES_PER_IDENTITY' }),
  /** Large operations (estimated cost at least largeOperationCost) one authenticated identity runs at once on this instance; past it RATE_LIMITED. */
  maxConcurrentLargeOperationsPerIdentity: int(1, 1_000_000).default(4).register(SETTING, { env: 'MAX_CONCURRENT_LARGE_OPERATIONS_PER_IDENTITY' }),
  /** The estimated cost (see maxCost) from which a query or mutation counts as large. */
  largeOperationCost: int(1, 1_000_000_000).default(10_000).register(SETTING, { env: 'LARGE_OPERATION_COST' }),
  /** Of the searches and large operations one authenticated identity has admitted, how many run at once on this instance; the others wait in its own queue. */
  maxRunningHeavyOperationsPerIdentity: int(1, 1_000_000).default(1).register(SETTING, { env: 'MAX_RUNNING_HEAVY_OPERATIONS_PER_IDENTITY' }),
  /** Longest wait in that queue; past it the operation is refused with RATE_LIMITED, nothing run. */
  heavyOperationQueueMs: int(1, 600_000).default(10_000).register(SETTING, { env: 'HEAVY_OPERATION_QUEUE_MS' }),
  /**
   * The share of time one identity's heavy operations may take of each of its running slots: after
   * a heavy operation of t ms the slot rests t × (1 − share) / share ms (at most
   * HEAVY_OPERATION_QUEUE_MS) before its next one starts. 1 = back to back.
   */
  heavyOperationShare: z.coerce.number().min(0.05).max(1).default(0.25).register(SETTING, { env: 'HEAVY_OPERATION_SHARE' }),
  /**
   * How long a refusal of MAX_CONCURRENT_SEARCHES_PER_IDENTITY or
   * MAX_CONCURRENT_LARGE_OPERATIONS_PER_IDENTITY is held before it is answered (RATE_LIMITED), so a
   * caller retrying at once makes one attempt per delay per connection; at most 64 held at once
   * per identity, past that answered at once. 0 = answer at once.
   */
  rateLimitedAnswerDelayMs: int(0, 60_000).default(1000).register(SETTING, { env: 'RATE_LIMITED_ANSWER_DELAY_MS' }),
  /**
   * Queries and mutations of one authenticated identity executing at once on this instance; the
   * others wait in that identity's own queue (first come, first served). Admin and worker
   * credentials are not capped. 0 = no cap.
   */
  maxRunningOperationsPerIdentity: int(0, 1_000_000).default(2).register(SETTING, { env: 'MAX_RUNNING_OPERATIONS_PER_IDENTITY' }),
  /** Longest wait in that queue; past it the operation is refused with RATE_LIMITED, nothing run. */
  operationQueueMs: int(1, 600_000).default(10_000).register(SETTING, { env: 'OPERATION_QUEUE_MS' }),
  /** Multipart uploads one authenticated identity sends at once on this instance; past it 429 RATE_LIMITED. */
  maxConcurrentUploadsPerIdentity: int(1, 1_000_000).default(4).register(SETTING, { env: 'MAX_CONCURRENT_UPLOADS_PER_IDENTITY' }),
});
export type TransportSettings = z.infer<typeof transportSchema>;

/**
 * Postgres `statement_timeout` per operation class, in ms (0 = none): no statement holds a pooled
 * connection longer; a statement cut short fails its operation with QUERY_TIMEOUT. PGlite (one
 * embedded connection) does not enforce it.
 */
const statementTimeoutsSchema = z.strictObject({
  /** searchSessions. */
  searchMs: int(0, 3_600_000).default(2_000).register(SETTING, { env: 'STATEMENT_TIMEOUT_SEARCH_MS' }),
  /** Every statement outside a write transaction: pages, lookups, the service's own reads. */
  readMs: int(0, 3_600_000).default(5_000).register(SETTING, { env: 'STATEMENT_TIMEOUT_READ_MS' }),
  /** Each statement of a write transaction (waiting for a row lock included). */
  writeMs: int(0, 3_600_000).default(10_000).register(SETTING, { env: 'STATEMENT_TIMEOUT_WRITE_MS' }),
});
export type StatementTimeouts = z.infer<typeof statementTimeoutsSchema>;

const configSchema = z.strictObject({
  port: int(0, 65535).default(4000).register(SETTING, { env: 'PORT', reload: 'refused' }),
  host: z.string().min(1).default('127.0.0.1').register(SETTING, { env: 'HOST', reload: 'refused' }),
  /** Postgres connection string; unset means the embedded Postgres in dataDir (PGlite when dataDir is ':memory:'). */
  databaseUrl: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .register(SETTING, { env: 'DATABASE_URL' }),
  /** Redis connection string; unset means the in-process event bus. `redis-cluster://h1:p1,h2:p2` names a Redis Cluster (docs/scaling.md). */
  redisUrl: z
    .union([z.url({ protocol: /^rediss?$/ }), z.string().regex(/^rediss?-cluster:\/\/([^@/]*@)?[^/?#,]+:\d+(,[^/?#,]+:\d+)*\/?$/)])
    .optional()
    .register(SETTING, { env: 'REDIS_URL' }),
  dataDir: z.string().min(1).default('./data').register(SETTING, { env: 'DATA_DIR' }),
  /** The embedded database (no databaseUrl): free bytes on DATA_DIR's disk below which it refuses writes (reads go on); writable again at twice this. */
  embeddedDiskReserveBytes: int(0, 1024 ** 4)
    .default(32 * 1024 * 1024)
    .register(SETTING, { env: 'EMBEDDED_DISK_RESERVE_BYTES' }),
  /** Origin clients reach the service at (e.g. https://chat.example.com), for Attachment.url; unset → taken from each request's Host. */
  publicUrl: z
    .url({ protocol: /^https?$/ })
    .optional()
    .register(SETTING, { env: 'PUBLIC_URL' }),
  /** Postgres pool size per instance. */
  databasePoolSize: int(1, 1000).default(20).register(SETTING, { env: 'DATABASE_POOL_SIZE' }),
  /** Longest wait for a free pool connection; past it the operation fails with OVERLOADED. */
  databasePoolTimeoutMs: int(10, 600_000).default(5000).register(SETTING, { env: 'DATABASE_POOL_TIMEOUT_MS' }),
  /**
   * Pool connections one authenticated identity's operations may hold at once on an instance;
   * more wait in that identity's own queue for up to databasePoolTimeoutMs, then RATE_LIMITED. 0 = no share.
   * The default is half the default pool: one caller cannot take the other half.
   */
  databasePoolSharePerIdentity: int(0, 1000).default(10).register(SETTING, { env: 'DATABASE_POOL_SHARE_PER_IDENTITY' }),
  /** Prefix of the Redis channel, so several deployments can share one Redis. */
  redisChannelPrefix: z.string().default('agent-conversations:').register(SETTING, { env: 'REDIS_CHANNEL_PREFIX' }),
  /** Redis Cluster only: sharded channels the sessions are spread over (a session's events all travel on one); the same on every instance. */
  redisClusterSlotGroups: int(1, 16384).default(16).register(SETTING, { env: 'REDIS_CLUSTER_SLOT_GROUPS', reload: 'restart' }),
  /** Events buffered for one subscriber before it is cut off with SUBSCRIPTION_OVERFLOW. */
  subscriberBufferLimit: int(10, 1_000_000).default(1000).register(SETTING, { env: 'SUBSCRIBER_BUFFER_LIMIT' }),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').register(SETTING, { env: 'LOG_LEVEL' }),
  /** On SIGTERM/SIGINT: how long in-flight operations may take before connections are cut. */
  shutdownGraceMs: int(0, 600_000).default(10_000).register(SETTING, { env: 'SHUTDOWN_GRACE_MS' }),
  /** Browser origins allowed to call the API cross-origin, with credentials (CORS); empty: no CORS headers at all. */
  corsOrigins: originList.default([]).register(SETTING, { env: 'CORS_ORIGINS' }),
  /** Host header values answered (DNS rebinding); empty: loopback names only when authentication is off, any host when it is on. */
  allowedHosts: hostList.default([]).register(SETTING, { env: 'ALLOWED_HOSTS' }),
  /** Bearer token that may read /metrics when authentication is on (the admin scope may too). */
  metricsToken: z.string().min(16, 'must be at least 16 characters').optional().register(SETTING, { env: 'METRICS_TOKEN' }),
  /** Serve /metrics without credentials even when authentication is on. */
  metricsPublic: z.stringbool().or(z.boolean()).default(false).register(SETTING, { env: 'METRICS_PUBLIC' }),
  /** Distinct operation names /metrics labels; later names are counted as `other`. */
  metricsOperationNames: int(1, 100_000).default(200).register(SETTING, { env: 'METRICS_OPERATION_NAMES', reload: 'restart' }),
  /** Stored events larger than this (estimated JSON bytes) travel on the bus as a reference; subscribers read them from the database. */
  busInlinePayloadBytes: int(1024, 256 * 1024 * 1024)
    .default(64 * 1024)
    .register(SETTING, { env: 'BUS_INLINE_PAYLOAD_BYTES' }),
  /** An attachment no message has referenced and no draft holds is deleted once it is this old. */
  attachmentOrphanGraceMs: int(1000, 10 * 365 * 86_400_000)
    .default(86_400_000)
    .register(SETTING, { env: 'ATTACHMENT_ORPHAN_GRACE_MS' }),
  /** How often each instance sweeps for such attachments (instances share the work). */
  attachmentSweepIntervalMs: int(10, 86_400_000).default(300_000).register(SETTING, { env: 'ATTACHMENT_SWEEP_INTERVAL_MS' }),
  /** Sessions unchanged for longer than this are deleted (`30d`, `12h`, … or ms); 0: only sessions with their own expiresAt are. */
  sessionRetentionMs: duration.default(0).register(SETTING, { env: 'SESSION_RETENTION' }),
  /** How often each instance sweeps for sessions at the end of their life (instances share the work). */
  sessionSweepIntervalMs: int(10, 86_400_000).default(60_000).register(SETTING, { env: 'SESSION_SWEEP_INTERVAL_MS' }),
  /** Serve the MCP face at /mcp. */
  mcpEnabled: z.stringbool().or(z.boolean()).default(true).register(SETTING, { env: 'MCP_ENABLED' }),
  /** Offer the MCP tools that change sessions (fork_session); off: /mcp only reads. */
  mcpWrites: z.stringbool().or(z.boolean()).default(false).register(SETTING, { env: 'MCP_WRITES' }),
  /** MCP sessions one caller may hold on an instance; a new one closes the caller's least recently used. */
  mcpMaxSessionsPerIdentity: int(1, 10_000).default(16).register(SETTING, { env: 'MCP_MAX_SESSIONS_PER_IDENTITY' }),
  /** An MCP session without a request for this long is closed. */
  mcpSessionIdleMs: int(1000, 86_400_000).default(600_000).register(SETTING, { env: 'MCP_SESSION_IDLE_MS' }),
  limits: limitsSchema.default(limitsSchema.parse({})),
  requestLimits: requestLimitsSchema.default(requestLimitsSchema.parse({})),
  transport: transportSchema.default(transportSchema.parse({})),
  auth: authSchema.default(authSchema.parse({})),
  llm: llmSchema.default(llmSchema.parse({})),
  statementTimeouts: statementTimeoutsSchema.default(statementTimeoutsSchema.parse({})),
});
export type Config = z.infer<typeof configSchema>;

/** One setting as its definition gives it: where it sits in Config, its variable, its reloadability. */
export interface Setting {
  readonly env: string;
  readonly path: readonly string[];
  readonly reload: Reloadability;
}

/** Every setting of configSchema, in definition order, read from the registrations above. */
function settingsOf(schema: z.ZodObject, path: readonly string[] = []): Setting[] {
  return Object.entries(schema.shape).flatMap(([key, field]): Setting[] => {
    const meta = SETTING.get(field as z.ZodType);
    if (meta) return [{ env: meta.env, path: [...path, key], reload: meta.reload ?? 'live' }];
    const group = field instanceof z.ZodDefault ? field.unwrap() : field;
    return group instanceof z.ZodObject ? settingsOf(group, [...path, key]) : [];
  });
}

export const SETTINGS: readonly Setting[] = settingsOf(configSchema);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node = (typeof next === 'object' && next !== null ? next : (node[key] = {})) as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

/** Reads the raw (unvalidated) settings: the config file, then environment variables over it. */
export function readRawConfig(env: NodeJS.ProcessEnv): Record<string, unknown> {
  let raw: Record<string, unknown> = {};
  const file = env.CONFIG_FILE;
  if (file) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new ConfigError([`CONFIG_FILE ${file}: must hold a JSON object`]);
      }
      raw = structuredClone(parsed) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      throw new ConfigError([`CONFIG_FILE ${file}: ${(error as Error).message}`]);
    }
  }
  for (const { env: name, path } of SETTINGS) {
    const value = env[name];
    if (value !== undefined && value !== '') setPath(raw, path, value);
  }
  return raw;
}

/** Validates settings; every bad one is named in the thrown ConfigError. */
export function parseConfig(raw: unknown): Config {
  const result = configSchema.safeParse(raw);
  if (!result.success) {
    // The variable whose path is the issue's path or (an item of a list setting) a prefix of it.
    const envName = (path: PropertyKey[]) => SETTINGS.find(({ path: p }) => p.length <= path.length && p.every((key, i) => key === path[i]))?.env;
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.') || '(root)';
        const env = envName(issue.path);
        return `${name}${env ? ` (${env})` : ''}: ${issue.message}`;
      }),
    );
  }
  const config = result.data;
  if (config.limits.defaultPageSize > config.limits.maxPageSize) {
    throw new ConfigError(['limits.defaultPageSize (DEFAULT_PAGE_SIZE): must not exceed limits.maxPageSize']);
  }
  if (config.llm.claimLeaseMs > config.llm.claimLeaseMaxMs) {
    throw new ConfigError(['llm.claimLeaseMs (LLM_CLAIM_LEASE_MS): must not exceed llm.claimLeaseMaxMs']);
  }
  return config;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return parseConfig(readRawConfig(env));
}
