// Input types for context items and settlements, and their mapping to the seeds' shapes:
// nulls stripped, @oneOf fields turned into `type` / `status` discriminators, enum values
// already mapped by Pothos to the wire values. The services validate the result with zod.
import { builder } from './builder.js';
import { CancelReasonEnum, ContextRoleEnum, LlmRequestPolicyEnum, UserOriginEnum } from './context-item.js';
import { ErrorKindEnum, FunctionCallBlockInput, StopReasonEnum } from './message.js';

type Obj = Record<string, unknown>;

/** Drops null and absent fields (GraphQL sends explicit nulls; the seeds have absent fields). */
const stripNulls = (o: Obj): Obj => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

/** The one set field of a @oneOf input as `{ [tag]: name, ...fields }`. */
function tagged(input: Obj, tag: string, names: Record<string, string> = {}): Obj {
  const [field, value] = Object.entries(input).find(([, v]) => v != null) ?? [];
  if (field === undefined) return {};
  return { [tag]: names[field] ?? field, ...stripNulls(value as Obj) };
}

// ---- usage ----

const LlmUsageInput = builder.inputType('LlmUsageInput', {
  description: 'Normalized provider-reported token usage (non-negative integers).',
  fields: (t) => ({
    inputTokens: t.field({ type: 'SafeInt', required: true, description: 'Total input tokens, including cached ones.' }),
    outputTokens: t.field({ type: 'SafeInt', required: true, description: 'Total output tokens, including reasoning ones.' }),
    cachedInputTokens: t.field({ type: 'SafeInt', description: 'Prompt-cache hits, where the model reports them.' }),
    reasoningOutputTokens: t.field({ type: 'SafeInt', description: 'Reasoning/thinking tokens, where the model reports them.' }),
  }),
});

// ---- files and refs ----

const ContextFileInput = builder.inputType('ContextFileInput', {
  description: 'A file riding on a context item.',
  fields: (t) => ({
    contentType: t.string({ required: true, description: 'MIME type.' }),
    filename: t.string({ required: true, description: 'Original filename.' }),
    path: t.string({ required: true, description: 'Project file-storage path.' }),
    size: t.field({ type: 'SafeInt', required: true, description: 'Size in bytes.' }),
    url: t.string({ required: true, description: 'Signed URL minted at attach time (stored, not re-minted).' }),
  }),
});

const ContextEventRefInput = builder.inputType('ContextEventRefInput', {
  description: 'Points at an event of a stream.',
  fields: (t) => ({
    streamPath: t.string({ required: true, description: "The referenced stream's path." }),
    offset: t.field({ type: 'SafeInt', required: true, description: "The referenced event's offset on that stream (> 0)." }),
    eventType: t.string({ description: "The referenced event's type, when known." }),
  }),
});
const ContextUserRefInput = builder.inputType('ContextUserRefInput', {
  description: 'Points at a platform user.',
  fields: (t) => ({ userId: t.string({ required: true, description: 'The referenced platform user.' }) }),
});
const ContextFileRefInput = builder.inputType('ContextFileRefInput', {
  description: 'Points at a project file.',
  fields: (t) => ({ path: t.string({ required: true, description: 'Project file-storage path.' }) }),
});
const ContextGitCommitRefInput = builder.inputType('ContextGitCommitRefInput', {
  description: 'Points at a git commit.',
  fields: (t) => ({
    repoPath: t.string({ required: true, description: "The repo's mount path." }),
    commitOid: t.string({ required: true, description: 'The commit id.' }),
  }),
});
const ContextRefInput = builder.inputType('ContextRefInput', {
  description: 'One coordinate for richer source material: set exactly one field.',
  isOneOf: true,
  fields: (t) => ({
    event: t.field({ type: ContextEventRefInput, description: 'An event of a stream.' }),
    user: t.field({ type: ContextUserRefInput, description: 'A platform user.' }),
    file: t.field({ type: ContextFileRefInput, description: 'A project file.' }),
    gitCommit: t.field({ type: ContextGitCommitRefInput, description: 'A git commit.' }),
  }),
});

// ---- actors ----

const ActorInput = builder.inputType('ActorInput', {
  description:
    'Who supplied the item: set exactly one field. A developer item keeps developer precedence only with no actor, `agent` or `script`; every other author is rendered as user in the prompt.',
  isOneOf: true,
  fields: (t) => ({
    user: t.field({
      type: builder.inputType('UserActorInput', {
        description: 'A platform user.',
        fields: (u) => ({ origin: u.field({ type: UserOriginEnum, required: true, description: 'Which surface the user wrote from.' }) }),
      }),
      description: 'A platform user.',
    }),
    agent: t.field({
      type: builder.inputType('AgentActorInput', {
        description: 'An agent.',
        fields: (u) => ({ path: u.string({ required: true, description: "The authoring agent's stream path." }) }),
      }),
      description: 'An agent (trusted).',
    }),
    script: t.field({
      type: builder.inputType('ScriptActorInput', {
        description: "The agent's own script.",
        fields: (u) => ({ executionId: u.string({ required: true, description: 'The capability-host execution that produced it.' }) }),
      }),
      description: "The agent's own script (trusted).",
    }),
    integration: t.field({
      type: builder.inputType('IntegrationActorInput', {
        description: 'An integration.',
        fields: (u) => ({ name: u.string({ required: true, description: 'Which integration supplied it.' }) }),
      }),
      description: 'An integration (third party).',
    }),
    slack: t.field({
      type: builder.inputType('SlackActorInput', {
        description: 'A Slack author.',
        fields: (u) => ({
          userId: u.string({ description: 'The Slack user who wrote the source message.' }),
          botName: u.string({ description: 'The Slack bot that wrote the source message.' }),
        }),
      }),
      description: 'Slack (third party).',
    }),
    telegram: t.field({
      type: builder.inputType('TelegramActorInput', {
        description: 'A Telegram author.',
        fields: (u) => ({
          userId: u.string({ description: 'The Telegram user who wrote the source message.' }),
          username: u.string({ description: 'The Telegram username, when known.' }),
        }),
      }),
      description: 'Telegram (third party).',
    }),
    email: t.field({
      type: builder.inputType('EmailActorInput', {
        description: 'An email sender.',
        fields: (u) => ({
          address: u.string({ description: "The sender's email address." }),
          name: u.string({ description: "The sender's display name." }),
        }),
      }),
      description: 'Email (third party).',
    }),
    github: t.field({
      type: builder.inputType('GithubActorInput', {
        description: 'A GitHub sender.',
        fields: (u) => ({
          login: u.string({ description: 'The GitHub login of the sender.' }),
          senderType: u.string({ description: "GitHub's sender classification (User, Bot, ...)." }),
        }),
      }),
      description: 'GitHub (third party).',
    }),
  }),
});

const CompactionInput = builder.inputType('CompactionInput', {
  description: 'Makes a developer item a compaction summary. A compaction item carries no key and triggers no request.',
  fields: (t) => ({
    replacesHistoryThrough: t.field({
      type: 'SafeInt',
      required: true,
      description: "Replace model-visible history through this stream offset with this item (must be below the item's own offset).",
    }),
    usage: t.field({ type: LlmUsageInput, description: 'Provider-reported usage for the summarization request.' }),
  }),
});

export const ContextItemInput = builder.inputType('ContextItemInput', {
  description: 'One model-visible context item (seed 000).',
  fields: (t) => ({
    role: t.field({ type: ContextRoleEnum, required: true, description: 'The LLM message role this item renders as.' }),
    content: t.string({ required: true, description: 'The model-visible text.' }),
    key: t.string({
      description:
        'Stable logical identity (non-empty): an uncovered keyed item is replaced in place by an update with the same key; a covered one appends a new occurrence.',
    }),
    files: t.field({ type: [ContextFileInput], description: 'Files riding on this item.' }),
    refs: t.field({ type: [ContextRefInput], description: 'Coordinates for retrieving richer source material on demand.' }),
    actor: t.field({ type: ActorInput, description: 'Who supplied it; omit for the platform itself.' }),
    llmRequestPolicy: t.field({
      type: LlmRequestPolicyEnum,
      description: 'What it does to the turn loop (default AFTER_CURRENT_REQUEST; ignored on system and assistant items).',
    }),
    llmRequestOffset: t.field({
      type: 'SafeInt',
      description: 'Assistant items only: the request this output answers. Ignored by the fold unless that request is the open one.',
    }),
    compaction: t.field({ type: CompactionInput, description: 'Developer items only: makes the item a compaction summary.' }),
  }),
});

const REF_NAMES = { event: 'event', user: 'user', file: 'file', gitCommit: 'git-commit' };

/** ContextItemInput → the seed's item shape (unvalidated). */
export function toContextItem(input: Obj): Obj {
  const item = stripNulls(input);
  if (Array.isArray(item.files)) item.files = (item.files as Obj[]).map(stripNulls);
  if (Array.isArray(item.refs)) item.refs = (item.refs as Obj[]).map((r) => tagged(r, 'type', REF_NAMES));
  if (item.actor) item.actor = tagged(item.actor as Obj, 'type'); // actor field names are the seed's type names
  if (item.llmRequestPolicy) item.llmRequestPolicy = { behaviour: item.llmRequestPolicy };
  if (item.compaction) {
    const compaction = stripNulls(item.compaction as Obj);
    if (compaction.usage) compaction.usage = stripNulls(compaction.usage as Obj);
    item.compaction = compaction;
  }
  return item;
}

// ---- settlements ----

export const LlmResultInput = builder.inputType('LlmResultInput', {
  description: 'How a request settled: set exactly one field.',
  isOneOf: true,
  fields: (t) => ({
    succeeded: t.field({
      type: builder.inputType('LlmSucceededInput', {
        description: 'The model answered.',
        fields: (u) => ({
          text: u.string({ required: true, description: "The assistant's text; also appended as an assistant context item." }),
          usage: u.field({ type: LlmUsageInput, description: 'Normalized provider-reported token usage.' }),
          rawResponse: u.field({ type: 'JSON', description: 'Provider response verbatim.' }),
          stopReason: u.field({
            type: StopReasonEnum,
            description:
              'From the provider’s finish reason: END, LENGTH or FUNCTION_CALL (ABORTED and ERROR are the service’s). Default FUNCTION_CALL with `functionCalls`, else END. Lands on the transcript reply.',
          }),
          nativeStopReason: u.string({ description: 'The provider’s finish reason verbatim (lands on the transcript reply).' }),
          functionCalls: u.field({
            type: [FunctionCallBlockInput],
            description: 'Tool calls the model made: the transcript reply carries them as function call blocks.',
          }),
        }),
      }),
      description: 'The model answered.',
    }),
    failed: t.field({
      type: builder.inputType('LlmFailedInput', {
        description: 'The attempt failed; retried while under the configured maximum attempts.',
        fields: (u) => ({
          errorMessage: u.string({ required: true, description: 'What the transport reported.' }),
          rawResponse: u.field({ type: 'JSON', description: 'Provider response verbatim.' }),
          errorKind: u.field({
            type: ErrorKindEnum,
            description: 'How the failure is classified; the ERROR reply of a turn out of attempts carries it (default TRANSIENT).',
          }),
        }),
      }),
      description: 'The attempt failed.',
    }),
    cancelled: t.field({
      type: builder.inputType('LlmCancelledInput', {
        description: 'The worker abandoned the request.',
        fields: (u) => ({
          reason: u.field({ type: CancelReasonEnum, required: true, description: 'Why it was cancelled.' }),
          partialText: u.string({ description: 'Whatever streamed before the abort.' }),
        }),
      }),
      description: 'The request was cancelled.',
    }),
  }),
});

/** LlmResultInput → the seed's result shape (unvalidated). `rawResponse: null` is kept: JSON null is a value. */
export function toLlmResult(input: Obj): Obj {
  const [status, value] = Object.entries(input).find(([, v]) => v != null) ?? [];
  if (status === undefined) return {};
  const { rawResponse, ...rest } = value as Obj;
  const result: Obj = { status, ...stripNulls(rest) };
  if (result.usage) result.usage = stripNulls(result.usage as Obj);
  if (Array.isArray(result.functionCalls))
    result.functionCalls = (result.functionCalls as Obj[]).map((c) => ({ ...stripNulls(c), callId: String(c.callId) }));
  if (rawResponse !== undefined) result.rawResponse = rawResponse;
  return result;
}
