// The reference worker's settings: environment variables (names from API.md), validated
// with zod, and the `--concurrency N` flag. A bad setting is reported in plain words, one
// sentence per setting that names it and says what it must be.
import { hostname } from 'node:os';
import { z } from 'zod';
import { reportIssue } from '../domain/zod-issues.js';

/** A whole number from `min` to `max`; one message for every way of missing it. */
const int = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};
const httpUrl = (example: string) => z.url({ protocol: /^https?$/, error: `must be an http:// or https:// URL, e.g. ${example}` });

const metadataFilter = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      reportIssue(ctx, 'must be a JSON object, e.g. {"team":"support"} (it is not JSON)');
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), z.json(), { error: 'must be a JSON object, e.g. {"team":"support"}' }));

const MODEL_REQUIRED = 'is required: set it to the model name your provider serves, e.g. MODEL=llama3.2 (Ollama) or MODEL=gpt-4o-mini (OpenAI)';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const workerEnvSchema = z.object({
  /** The service's GraphQL endpoint (HTTP; the WebSocket URL is derived from it). */
  GRAPHQL_URL: httpUrl('http://127.0.0.1:4000/graphql').default('http://127.0.0.1:4000/graphql'),
  /** Credential for the service: a JWT or an API key, sent as a Bearer token. */
  API_TOKEN: z.string().min(1).optional(),
  /** OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio, …); default OpenAI's. */
  OPENAI_BASE_URL: httpUrl('http://localhost:11434/v1').optional(),
  /** Provider key; local servers usually ignore it. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Model name passed to the provider. */
  MODEL: z.string({ error: (issue) => (issue.input === undefined ? MODEL_REQUIRED : 'must be a model name') }).min(1, MODEL_REQUIRED),
  /** Stable id of this worker in claims and logs; default host-pid. Keep it across restarts to take back its own requests at once. */
  WORKER_ID: z
    .string()
    .regex(/^[\x21-\x7e]{1,128}$/, 'must be 1–128 printable characters without spaces')
    .default(`${hostname()}-${process.pid}`),
  /** Serve only sessions whose metadata has these keys and values (a JSON object). */
  SESSION_METADATA: metadataFilter.optional(),
  /** Requests handled at once (also --concurrency N). */
  WORKER_CONCURRENCY: int(1, 10_000).default(4),
  /** Claim lease; renewed every third of it while a request runs. */
  WORKER_LEASE_MS: int(1_000, 86_400_000).default(30_000),
  /** How often to look for open requests nobody holds (missed events, lapsed leases of crashed workers). */
  WORKER_POLL_INTERVAL_MS: int(100, 3_600_000).default(5_000),
  /** On SIGTERM: how long running requests may take to finish before they are released. */
  WORKER_SHUTDOWN_GRACE_MS: int(0, 3_600_000).default(30_000),
  /** The provider must send something (headers, then each token) within this time, else the request fails with a timeout. */
  PROVIDER_TIMEOUT_MS: int(100, 3_600_000).default(120_000),
  /** Longest answer kept, in bytes of UTF-8: set it to the service's MAX_TEXT_BYTES. Reading stops there, the call is aborted, and what fits is settled (finish reason `length`). */
  MAX_TEXT_BYTES: int(1, 64 * 1024 * 1024).default(1024 * 1024),
  /** Sent as `max_tokens` with every provider call. */
  MODEL_MAX_TOKENS: int(1, 10_000_000).default(4096),
  /** Longest a turn may stream, from its claim; past it the provider call is aborted and the attempt settles FAILED (the service retries it). */
  TURN_DEADLINE_MS: int(1_000, 86_400_000).default(300_000),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
});

export interface WorkerConfig {
  graphqlUrl: string;
  apiToken: string | undefined;
  openaiBaseUrl: string | undefined;
  openaiApiKey: string | undefined;
  model: string;
  workerId: string;
  sessionMetadata: Record<string, unknown> | undefined;
  concurrency: number;
  leaseMs: number;
  pollIntervalMs: number;
  shutdownGraceMs: number;
  providerTimeoutMs: number;
  maxTextBytes: number;
  maxTokens: number;
  turnDeadlineMs: number;
  logLevel: string;
}

export class WorkerConfigError extends Error {}

const SETTINGS_DOC = 'Every setting is described in docs/configuration.md ("The reference model worker").';

/** Settings whose values are never echoed in an error. */
const SECRETS = new Set(['API_TOKEN', 'OPENAI_API_KEY']);

/** `--concurrency N` or `--concurrency=N`. */
function concurrencyFlag(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--concurrency') return argv[i + 1] ?? '';
    if (arg.startsWith('--concurrency=')) return arg.slice('--concurrency='.length);
  }
  return undefined;
}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv.slice(2)): WorkerConfig {
  const flag = concurrencyFlag(argv);
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  if (flag !== undefined) raw.WORKER_CONCURRENCY = flag;
  const parsed = workerEnvSchema.safeParse(raw);
  if (!parsed.success) {
    const named = new Set<string>();
    const problems: string[] = [];
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      // One sentence per setting (a value can miss several checks).
      if (named.has(key)) continue;
      named.add(key);
      const name = key === 'WORKER_CONCURRENCY' && flag !== undefined ? '--concurrency' : key;
      const value = raw[key];
      const got = value === undefined || SECRETS.has(key) ? '' : ` (got ${JSON.stringify(value)})`;
      problems.push(`  - ${name} ${issue.message}${got}`);
    }
    throw new WorkerConfigError(`Invalid worker configuration:\n${problems.join('\n')}\n${SETTINGS_DOC}`);
  }
  const e = parsed.data;
  return {
    graphqlUrl: e.GRAPHQL_URL,
    apiToken: e.API_TOKEN,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiApiKey: e.OPENAI_API_KEY,
    model: e.MODEL,
    workerId: e.WORKER_ID,
    sessionMetadata: e.SESSION_METADATA,
    concurrency: e.WORKER_CONCURRENCY,
    leaseMs: e.WORKER_LEASE_MS,
    pollIntervalMs: e.WORKER_POLL_INTERVAL_MS,
    shutdownGraceMs: e.WORKER_SHUTDOWN_GRACE_MS,
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    maxTextBytes: e.MAX_TEXT_BYTES,
    maxTokens: e.MODEL_MAX_TOKENS,
    turnDeadlineMs: e.TURN_DEADLINE_MS,
    logLevel: e.LOG_LEVEL,
  };
}
