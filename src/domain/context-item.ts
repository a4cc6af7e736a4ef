// Context items (seed 000) and LLM request settlements (seed 003): zod schemas,
// their TS types, and a parser that reports issues by field name.
//
// Every object is strict: unknown fields are refused at every level, not only at
// the top (the seed only says `additionalProperties: false` on the item itself,
// but a typo in a nested field would otherwise be dropped silently).
// Optional fields are absent, never null: the GraphQL layer strips nulls first.
import { z } from 'zod';
import { reportIssue } from './zod-issues.js';

// z.int() already restricts to the safe-integer range (≤ 2^53−1).
const count = z.int().min(0);
const offset = z.int().gt(0);

// ---------------------------------------------------------------------------
// Usage and settlement (seed 003)

export const llmUsageSchema = z.strictObject({
  inputTokens: count,
  outputTokens: count,
  cachedInputTokens: count.optional(),
  reasoningOutputTokens: count.optional(),
});
export type LlmUsage = z.infer<typeof llmUsageSchema>;

const CANCEL_REASONS = ['interrupted-by-user-input', 'expired'] as const;

/** How a successful generation ended (the assistant message's stop reason). */
const SUCCESS_STOP_REASONS = ['end', 'length', 'function_call'] as const;
/** How a failure is classified (the assistant message's error kind). */
const FAILURE_KINDS = ['auth_expired', 'rate_limited', 'context_overflow', 'transient', 'permanent'] as const;

/** A tool call the model made: carried to the reply as a function_call block. */
const llmFunctionCallSchema = z.strictObject({
  callId: z.string().min(1),
  functionId: z.string().min(1),
  arguments: z.json().optional(),
});
export type LlmFunctionCall = z.infer<typeof llmFunctionCallSchema>;

export const llmResultSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('succeeded'),
    text: z.string(),
    usage: llmUsageSchema.optional(),
    // "any" in the seed; restricted to JSON because it is stored as jsonb.
    rawResponse: z.json().optional(),
    /** From the provider's finish reason; `function_call` when it asked for tools. */
    stopReason: z.enum(SUCCESS_STOP_REASONS).optional(),
    /** The provider's finish reason verbatim. */
    nativeStopReason: z.string().optional(),
    functionCalls: z.array(llmFunctionCallSchema).optional(),
  }),
  z.strictObject({
    status: z.literal('failed'),
    errorMessage: z.string(),
    rawResponse: z.json().optional(),
    /** The worker's classification of the failure. */
    errorKind: z.enum(FAILURE_KINDS).optional(),
  }),
  z.strictObject({
    status: z.literal('cancelled'),
    reason: z.enum(CANCEL_REASONS),
    partialText: z.string().optional(),
  }),
]);
export type LlmResult = z.infer<typeof llmResultSchema>;

/** Payload of an `llm_request_settled` event. */
export const llmRequestSettledPayloadSchema = z.strictObject({
  requestOffset: offset,
  durationMs: count.optional(),
  result: llmResultSchema,
});
export type LlmRequestSettledPayload = z.infer<typeof llmRequestSettledPayloadSchema>;

/** Payload of an `llm_request_requested` event (its own offset is the request's identity). */
export const llmRequestRequestedPayloadSchema = z.strictObject({
  requestedAt: count,
  expiresAt: count,
  /** The transcript entry this request answers (a turn opened by sendMessage or regenerate). */
  triggerEntryId: z.string().min(1).optional(),
  /** Opened by regenerate: it needs no pending trigger and leaves one pending. */
  regenerate: z.literal(true).optional(),
});

// ---------------------------------------------------------------------------
// Context item (seed 000)

const CONTEXT_ROLES = ['system', 'developer', 'user', 'assistant'] as const;
export type ContextRole = (typeof CONTEXT_ROLES)[number];

const LLM_REQUEST_BEHAVIOURS = ['dont-trigger-request', 'interrupt-current-request', 'after-current-request'] as const;
export type LlmRequestBehaviour = (typeof LLM_REQUEST_BEHAVIOURS)[number];

const contextFileSchema = z.strictObject({
  contentType: z.string(),
  filename: z.string(),
  path: z.string(),
  size: count,
  url: z.string(),
});
export type ContextFile = z.infer<typeof contextFileSchema>;

const contextRefSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('event'),
    streamPath: z.string(),
    offset,
    eventType: z.string().optional(),
  }),
  z.strictObject({ type: z.literal('user'), userId: z.string() }),
  z.strictObject({ type: z.literal('file'), path: z.string() }),
  z.strictObject({ type: z.literal('git-commit'), repoPath: z.string(), commitOid: z.string() }),
]);
export type ContextRef = z.infer<typeof contextRefSchema>;

const actorSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('user'), origin: z.enum(['web', 'mcp']) }),
  z.strictObject({ type: z.literal('agent'), path: z.string() }),
  z.strictObject({ type: z.literal('script'), executionId: z.string() }),
  z.strictObject({ type: z.literal('integration'), name: z.string() }),
  z.strictObject({ type: z.literal('slack'), userId: z.string().optional(), botName: z.string().optional() }),
  z.strictObject({
    type: z.literal('telegram'),
    userId: z.string().optional(),
    username: z.string().optional(),
  }),
  z.strictObject({ type: z.literal('email'), address: z.string().optional(), name: z.string().optional() }),
  z.strictObject({ type: z.literal('github'), login: z.string().optional(), senderType: z.string().optional() }),
]);
export type Actor = z.infer<typeof actorSchema>;

export const DEFAULT_LLM_REQUEST_POLICY = { behaviour: 'after-current-request' } as const;

const llmRequestPolicySchema = z.strictObject({ behaviour: z.enum(LLM_REQUEST_BEHAVIOURS) });

const compactionSchema = z.strictObject({
  replacesHistoryThrough: offset,
  usage: llmUsageSchema.optional(),
});
export type Compaction = z.infer<typeof compactionSchema>;

export const contextItemSchema = z
  .strictObject({
    role: z.enum(CONTEXT_ROLES),
    content: z.string(),
    key: z.string().min(1).optional(),
    files: z.array(contextFileSchema).optional(),
    refs: z.array(contextRefSchema).optional(),
    actor: actorSchema.optional(),
    llmRequestPolicy: llmRequestPolicySchema.default({ ...DEFAULT_LLM_REQUEST_POLICY }),
    llmRequestOffset: offset.optional(),
    compaction: compactionSchema.optional(),
  })
  .superRefine((item, ctx) => {
    // A compaction rewrites history, so only the trusted-lane role may carry it.
    if (item.compaction !== undefined && item.role !== 'developer') {
      reportIssue(ctx, `only allowed on developer items, not on ${item.role} items`, ['compaction']);
    }
    // A compaction summary is not a logical slot: keying it would let a later keyed
    // item replace the summary in place and silently resurrect the dropped history.
    if (item.compaction !== undefined && item.key !== undefined) {
      reportIssue(ctx, 'not allowed on a compaction item (a compaction item carries no key)', ['key']);
    }
    // Refused (not ignored) elsewhere: on a user/developer item it would mean nothing,
    // and accepting it would suggest the assistant guard applies to other roles.
    if (item.llmRequestOffset !== undefined && item.role !== 'assistant') {
      reportIssue(ctx, `only allowed on assistant items, not on ${item.role} items`, ['llmRequestOffset']);
    }
  });

/** A validated context item, defaults applied (`llmRequestPolicy` is always present). */
export type ContextItem = z.infer<typeof contextItemSchema>;
/** What a client may send: `llmRequestPolicy` may be omitted. */
export type ContextItemInput = z.input<typeof contextItemSchema>;

// ---------------------------------------------------------------------------
// Parsing with field-named issues

export interface FieldIssue {
  /** Dotted path, array indexes in brackets: `refs[0].offset`; `` for the item itself. */
  path: string;
  message: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** Rewrites zod issues so each message starts with the field it is about. */
function toFieldIssues(error: z.ZodError, rootName: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const path = formatPath(issue.path);
    const name = path === '' ? rootName : path;
    if (issue.code === 'unrecognized_keys') {
      // One issue per unknown field, pointing at the field itself.
      for (const key of issue.keys) {
        const fieldPath = path === '' ? key : `${path}.${key}`;
        issues.push({ path: fieldPath, message: `${fieldPath}: unknown field` });
      }
    } else if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
      issues.push({ path, message: `${name}: is required` });
    } else {
      issues.push({ path, message: `${name}: ${issue.message}` });
    }
  }
  return issues;
}

function parseWith<T>(schema: z.ZodType<T>, input: unknown, rootName: string): ParseResult<T> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: toFieldIssues(result.error, rootName) };
}

/** Validates a context item as a client sent it; applies the default policy. */
export function parseContextItem(input: unknown): { ok: true; item: ContextItem } | { ok: false; issues: FieldIssue[] } {
  const result = parseWith(contextItemSchema, input, 'item');
  return result.ok ? { ok: true, item: result.value } : result;
}

/** Validates a settle request (the `llm_request_settled` payload). */
export function parseSettledPayload(input: unknown): ParseResult<LlmRequestSettledPayload> {
  return parseWith(llmRequestSettledPayloadSchema, input, 'settlement');
}
