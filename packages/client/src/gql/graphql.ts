/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Who supplied the item: set exactly one field. A developer item keeps developer precedence only with no actor, `agent` or `script`; every other author is rendered as user in the prompt. */
export type ActorInput =
  {   /** An agent (trusted). */
  agent: AgentActorInput; email?: never; github?: never; integration?: never; script?: never; slack?: never; telegram?: never; user?: never; }
  |  { agent?: never;   /** Email (third party). */
  email: EmailActorInput; github?: never; integration?: never; script?: never; slack?: never; telegram?: never; user?: never; }
  |  { agent?: never; email?: never;   /** GitHub (third party). */
  github: GithubActorInput; integration?: never; script?: never; slack?: never; telegram?: never; user?: never; }
  |  { agent?: never; email?: never; github?: never;   /** An integration (third party). */
  integration: IntegrationActorInput; script?: never; slack?: never; telegram?: never; user?: never; }
  |  { agent?: never; email?: never; github?: never; integration?: never;   /** The agent's own script (trusted). */
  script: ScriptActorInput; slack?: never; telegram?: never; user?: never; }
  |  { agent?: never; email?: never; github?: never; integration?: never; script?: never;   /** Slack (third party). */
  slack: SlackActorInput; telegram?: never; user?: never; }
  |  { agent?: never; email?: never; github?: never; integration?: never; script?: never; slack?: never;   /** Telegram (third party). */
  telegram: TelegramActorInput; user?: never; }
  |  { agent?: never; email?: never; github?: never; integration?: never; script?: never; slack?: never; telegram?: never;   /** A platform user. */
  user: UserActorInput; };

/** Input of addContextItem. */
export type AddContextItemInput = {
  /** The item. */
  item: ContextItemInput;
  /** The session. */
  sessionId: string | number;
};

/** An agent. */
export type AgentActorInput = {
  /** The authoring agent's stream path. */
  path: string;
};

/** Append one entry. Give exactly one of `message` or `custom`. */
export type AppendEntryInput = {
  /** A custom entry to append instead of a message. */
  custom?: CustomEntryInput | null | undefined;
  /** Caller-chosen id for idempotent appends: if an entry with this id exists, it is returned unchanged (`created: false`), nothing is written and no event fires. */
  entryId?: string | number | null | undefined;
  /** The message to append. */
  message?: MessageInput | null | undefined;
  /** Opaque correlation (e.g. `{ "turn_id": … }`), echoed on events. */
  origin?: Record<string, unknown> | null | undefined;
  /** Parent entry (default: the active leaf). Appending always moves the active leaf to the new entry. */
  parentId?: string | number | null | undefined;
  /** The session. */
  sessionId: string | number;
};

/** Input of appendLlmResponseChunk. */
export type AppendLlmResponseChunkInput = {
  /** The text. */
  chunk: string;
  /** The open request the chunk belongs to. */
  requestOffset: number;
  /** Position of the chunk (≥ 0); the partial text joins chunks in this order, a repeat is ignored. */
  sequence: number;
  /** The session. */
  sessionId: string | number;
  /** The sending worker's id (as in claimLlmRequest): a chunk from the claim's holder, or with no workerId, extends the lease. */
  workerId?: string | null | undefined;
};

/** An assistant (model) message. */
export type AssistantMessageInput = {
  /** The content blocks. */
  content: Array<ContentBlockInput>;
  /** Classification when generation failed. */
  errorKind?: ErrorKind | null | undefined;
  /** Provider's raw finish reason. */
  nativeStopReason?: string | null | undefined;
  /** Why generation stopped. */
  stopReason: StopReason;
  /** When the message was written (ms since epoch); defaults to now. */
  timestamp?: number | null | undefined;
  /** Token usage. */
  usage?: MessageUsageInput | null | undefined;
  /** Report-and-continue notices. */
  warnings?: Array<string> | null | undefined;
};

/** Why a request was cancelled. */
export type CancelReason =
  /** It was still open at its `expiresAt`. */
  | 'EXPIRED'
  /** An interrupting item arrived while it was open. */
  | 'INTERRUPTED_BY_USER_INPUT';

/** Input of claimLlmRequest. */
export type ClaimLlmRequestInput = {
  /** How long the claim holds without a chunk or a renewal (≥ 1). Default `LLM_CLAIM_LEASE_MS` (30 s); clamped to `LLM_CLAIM_LEASE_MAX_MS` (5 min). */
  leaseMs?: number | null | undefined;
  /** The open request (offset of its requested event). */
  requestOffset: number;
  /** The session. */
  sessionId: string | number;
  /** Who claims: a stable id per worker process (printable, no spaces, at most the configured id length). */
  workerId: string;
};

/** Makes a developer item a compaction summary. A compaction item carries no key and triggers no request. */
export type CompactionInput = {
  /** Replace model-visible history through this stream offset with this item (must be below the item's own offset). */
  replacesHistoryThrough: number;
  /** Provider-reported usage for the summarization request. */
  usage?: LlmUsageInput | null | undefined;
};

/** One content block: set exactly one field. */
export type ContentBlockInput =
  {   /** A file block (an attachment). */
  file: FileBlockInput; functionCall?: never; functionResult?: never; image?: never; text?: never; thinking?: never; }
  |  { file?: never;   /** A function call block. */
  functionCall: FunctionCallBlockInput; functionResult?: never; image?: never; text?: never; thinking?: never; }
  |  { file?: never; functionCall?: never;   /** A function result block. */
  functionResult: FunctionResultBlockInput; image?: never; text?: never; thinking?: never; }
  |  { file?: never; functionCall?: never; functionResult?: never;   /** An image block. */
  image: ImageBlockInput; text?: never; thinking?: never; }
  |  { file?: never; functionCall?: never; functionResult?: never; image?: never;   /** A text block. */
  text: TextBlockInput; thinking?: never; }
  |  { file?: never; functionCall?: never; functionResult?: never; image?: never; text?: never;   /** A thinking block. */
  thinking: ThinkingBlockInput; };

/** Points at an event of a stream. */
export type ContextEventRefInput = {
  /** The referenced event's type, when known. */
  eventType?: string | null | undefined;
  /** The referenced event's offset on that stream (> 0). */
  offset: number;
  /** The referenced stream's path. */
  streamPath: string;
};

/** A file riding on a context item. */
export type ContextFileInput = {
  /** MIME type. */
  contentType: string;
  /** Original filename. */
  filename: string;
  /** Project file-storage path. */
  path: string;
  /** Size in bytes. */
  size: number;
  /** Signed URL minted at attach time (stored, not re-minted). */
  url: string;
};

/** Points at a project file. */
export type ContextFileRefInput = {
  /** Project file-storage path. */
  path: string;
};

/** Points at a git commit. */
export type ContextGitCommitRefInput = {
  /** The commit id. */
  commitOid: string;
  /** The repo's mount path. */
  repoPath: string;
};

/** One model-visible context item (seed 000). */
export type ContextItemInput = {
  /** Who supplied it; omit for the platform itself. */
  actor?: ActorInput | null | undefined;
  /** Developer items only: makes the item a compaction summary. */
  compaction?: CompactionInput | null | undefined;
  /** The model-visible text. */
  content: string;
  /** Files riding on this item. */
  files?: Array<ContextFileInput> | null | undefined;
  /** Stable logical identity (non-empty): an uncovered keyed item is replaced in place by an update with the same key; a covered one appends a new occurrence. */
  key?: string | null | undefined;
  /** Assistant items only: the request this output answers. Ignored by the fold unless that request is the open one. */
  llmRequestOffset?: number | null | undefined;
  /** What it does to the turn loop (default AFTER_CURRENT_REQUEST; ignored on system and assistant items). */
  llmRequestPolicy?: LlmRequestPolicy | null | undefined;
  /** Coordinates for retrieving richer source material on demand. */
  refs?: Array<ContextRefInput> | null | undefined;
  /** The LLM message role this item renders as. */
  role: ContextRole;
};

/** One coordinate for richer source material: set exactly one field. */
export type ContextRefInput =
  {   /** An event of a stream. */
  event: ContextEventRefInput; file?: never; gitCommit?: never; user?: never; }
  |  { event?: never;   /** A project file. */
  file: ContextFileRefInput; gitCommit?: never; user?: never; }
  |  { event?: never; file?: never;   /** A git commit. */
  gitCommit: ContextGitCommitRefInput; user?: never; }
  |  { event?: never; file?: never; gitCommit?: never;   /** A platform user. */
  user: ContextUserRefInput; };

/** The LLM message role a context item renders as. */
export type ContextRole =
  /** Model output. */
  | 'ASSISTANT'
  /** Developer instructions (kept only for trusted authors, see `Actor`). */
  | 'DEVELOPER'
  /** System instructions. */
  | 'SYSTEM'
  /** User input. */
  | 'USER';

/** Points at a platform user. */
export type ContextUserRefInput = {
  /** The referenced platform user. */
  userId: string;
};

/** A new session. */
export type CreateSessionInput = {
  /** Description (default ""). */
  description?: string | null | undefined;
  /** When the retention sweep deletes the session (ms since epoch; default: no expiry of its own). A past time means at the next sweep. */
  expiresAt?: number | null | undefined;
  /** App-defined metadata, the tenancy hook (default `{}`). */
  metadata?: Record<string, unknown> | null | undefined;
  /** Title (default ""). */
  title?: string | null | undefined;
};

/** A bookkeeping custom entry. */
export type CustomEntryInput = {
  /** App-defined discriminator (e.g. `"compaction"`). */
  customType: string;
  /** Opaque app data. */
  data?: unknown;
};

/** An app-defined message with role custom. */
export type CustomMessageInput = {
  /** The content blocks. */
  content: Array<ContentBlockInput>;
  /** App-defined discriminator. */
  customType: string;
  /** Opaque structured payload. */
  details?: unknown;
  /** When the message was written (ms since epoch); defaults to now. */
  timestamp?: number | null | undefined;
};

/** An email sender. */
export type EmailActorInput = {
  /** The sender's email address. */
  address?: string | null | undefined;
  /** The sender's display name. */
  name?: string | null | undefined;
};

/** What an entry holds. */
export type EntryKind =
  /** A bookkeeping entry (app-defined; never counted as a message). */
  | 'CUSTOM'
  /** A transcript message. */
  | 'MESSAGE';

/** Classification of a failed generation. */
export type ErrorKind =
  /** Provider credentials expired. */
  | 'AUTH_EXPIRED'
  /** The prompt exceeded the context window. */
  | 'CONTEXT_OVERFLOW'
  /** A failure that retrying will not fix. */
  | 'PERMANENT'
  /** The provider rate-limited the request. */
  | 'RATE_LIMITED'
  /** A temporary failure; retrying may succeed. */
  | 'TRANSIENT';

/** A file: an attachment of the session. */
export type FileBlockInput = {
  /** An attachment uploaded to this session (or shared with it by the fork it came from). */
  attachmentId: string | number;
};

/** A function (tool) call made by the model. */
export type FunctionCallBlockInput = {
  /** Model-produced arguments (JSON). */
  arguments?: unknown;
  /** The call id (unique per call), echoed by the result as `functionCallId`. */
  callId: string | number;
  /** The function to invoke. */
  functionId: string;
};

/** The result of a function call, inline in a message. */
export type FunctionResultBlockInput = {
  /** The result content (JSON values). */
  content: Array<unknown>;
  /** The call this result answers. */
  functionCallId: string | number;
};

/** The result of a function call. */
export type FunctionResultMessageInput = {
  /** The content blocks. */
  content: Array<ContentBlockInput>;
  /** Opaque structured payload. */
  details?: unknown;
  /** The call this result answers. */
  functionCallId: string | number;
  /** The function that was called. */
  functionId: string;
  /** When the message was written (ms since epoch); defaults to now. */
  timestamp?: number | null | undefined;
};

/** A GitHub sender. */
export type GithubActorInput = {
  /** The GitHub login of the sender. */
  login?: string | null | undefined;
  /** GitHub's sender classification (User, Bot, ...). */
  senderType?: string | null | undefined;
};

/** An image: give `data` and `mime` (inline), or `attachmentId` (an attachment of the session; its MIME type is used). */
export type ImageBlockInput = {
  /** An attachment of this session (instead of `data` and `mime`). */
  attachmentId?: string | number | null | undefined;
  /** Base64-encoded image bytes (standard alphabet, padded); with `mime`. */
  data?: string | null | undefined;
  /** MIME type, e.g. `image/png`; with `data`. */
  mime?: string | null | undefined;
};

/** An integration. */
export type IntegrationActorInput = {
  /** Which integration supplied it. */
  name: string;
};

/** The worker abandoned the request. */
export type LlmCancelledInput = {
  /** Whatever streamed before the abort. */
  partialText?: string | null | undefined;
  /** Why it was cancelled. */
  reason: CancelReason;
};

/** The attempt failed; retried while under the configured maximum attempts. */
export type LlmFailedInput = {
  /** How the failure is classified; the ERROR reply of a turn out of attempts carries it (default TRANSIENT). */
  errorKind?: ErrorKind | null | undefined;
  /** What the transport reported. */
  errorMessage: string;
  /** Provider response verbatim. */
  rawResponse?: unknown;
};

/** What an item does to the turn loop (ignored on system and assistant items). Interrupting is the ONLY cancel mechanism: cancellation is a property of new input, never a free-standing command. */
export type LlmRequestPolicy =
  /** Trigger a request; while one is open, wait as the next trigger without disturbing it (the default). */
  | 'AFTER_CURRENT_REQUEST'
  /** Add the item without asking for a request. */
  | 'DONT_TRIGGER_REQUEST'
  /** Cancel the open request (interrupted-by-user-input, keeping its partial text), then trigger the next one. */
  | 'INTERRUPT_CURRENT_REQUEST';

/** How a request settled: set exactly one field. */
export type LlmResultInput =
  {   /** The request was cancelled. */
  cancelled: LlmCancelledInput; failed?: never; succeeded?: never; }
  |  { cancelled?: never;   /** The attempt failed. */
  failed: LlmFailedInput; succeeded?: never; }
  |  { cancelled?: never; failed?: never;   /** The model answered. */
  succeeded: LlmSucceededInput; };

/** The model answered. */
export type LlmSucceededInput = {
  /** Tool calls the model made: the transcript reply carries them as function call blocks. */
  functionCalls?: Array<FunctionCallBlockInput> | null | undefined;
  /** The provider’s finish reason verbatim (lands on the transcript reply). */
  nativeStopReason?: string | null | undefined;
  /** Provider response verbatim. */
  rawResponse?: unknown;
  /** From the provider’s finish reason: END, LENGTH or FUNCTION_CALL (ABORTED and ERROR are the service’s). Default FUNCTION_CALL with `functionCalls`, else END. Lands on the transcript reply. */
  stopReason?: StopReason | null | undefined;
  /** The assistant's text; also appended as an assistant context item. */
  text: string;
  /** Normalized provider-reported token usage. */
  usage?: LlmUsageInput | null | undefined;
};

/** Normalized provider-reported token usage (non-negative integers). */
export type LlmUsageInput = {
  /** Prompt-cache hits, where the model reports them. */
  cachedInputTokens?: number | null | undefined;
  /** Total input tokens, including cached ones. */
  inputTokens: number;
  /** Total output tokens, including reasoning ones. */
  outputTokens: number;
  /** Reasoning/thinking tokens, where the model reports them. */
  reasoningOutputTokens?: number | null | undefined;
};

/** A message: set exactly one field, named by its role. */
export type MessageInput =
  {   /** An assistant message. */
  assistant: AssistantMessageInput; custom?: never; functionResult?: never; user?: never; }
  |  { assistant?: never;   /** A custom-role message. */
  custom: CustomMessageInput; functionResult?: never; user?: never; }
  |  { assistant?: never; custom?: never;   /** A function result message. */
  functionResult: FunctionResultMessageInput; user?: never; }
  |  { assistant?: never; custom?: never; functionResult?: never;   /** A user message. */
  user: UserMessageInput; };

/** The role of a transcript message. */
export type MessageRole =
  /** A message from the model. */
  | 'ASSISTANT'
  /** An app-defined message (role custom; distinct from a custom entry). */
  | 'CUSTOM'
  /** The result of a function (tool) call. */
  | 'FUNCTION_RESULT'
  /** A message from the user. */
  | 'USER';

/** Token usage of an assistant message. */
export type MessageUsageInput = {
  /** Tokens read from the prompt cache (≥ 0). */
  cacheRead?: number | null | undefined;
  /** Tokens written to the prompt cache (≥ 0). */
  cacheWrite?: number | null | undefined;
  /** Input tokens (≥ 0). */
  input?: number | null | undefined;
  /** Output tokens (≥ 0). */
  output?: number | null | undefined;
  /** Reasoning tokens (≥ 0). */
  reasoning?: number | null | undefined;
};

/** Input of regenerate. */
export type RegenerateInput = {
  /** The user (or function result) message to answer again. */
  entryId: string | number;
  /** The session. */
  sessionId: string | number;
};

/** Input of releaseLlmRequest. */
export type ReleaseLlmRequestInput = {
  /** The request (offset of its requested event). */
  requestOffset: number;
  /** The session. */
  sessionId: string | number;
  /** The worker that holds the claim. */
  workerId: string;
};

/** The agent's own script. */
export type ScriptActorInput = {
  /** The capability-host execution that produced it. */
  executionId: string;
};

/** Input of sendMessage: one user turn. */
export type SendMessageInput = {
  /** Caller-chosen id for idempotent retries: if an entry with this id exists, nothing is written, no event fires, no request opens (`created: false`). */
  entryId?: string | number | null | undefined;
  /** What the new context item does to the turn loop (default AFTER_CURRENT_REQUEST; INTERRUPT_CURRENT_REQUEST first cancels the open request, whatever branch it answers; DONT_TRIGGER_REQUEST records the turn without asking the model). */
  llmRequestPolicy?: LlmRequestPolicy | null | undefined;
  /** The user message (content blocks, attachments included). */
  message: UserMessageInput;
  /** Opaque correlation (e.g. `{ "turn_id": … }`), echoed on the entry and its event. */
  origin?: Record<string, unknown> | null | undefined;
  /** Parent entry (default: the active leaf). An earlier message's parent starts a branch beside it (an edit) and switches to it. */
  parentId?: string | number | null | undefined;
  /** The session. */
  sessionId: string | number;
};

/** The kind of a stored session event. */
export type SessionEventType =
  /** The active leaf was moved (branch switch). */
  | 'ACTIVE_LEAF_SET'
  /** A context item was added. */
  | 'CONTEXT_ITEM_ADDED'
  /** An LLM request was opened. */
  | 'LLM_REQUEST_REQUESTED'
  /** An LLM request was settled. */
  | 'LLM_REQUEST_SETTLED'
  /** An entry was appended. */
  | 'MESSAGE_ADDED'
  /** A message entry's content was replaced. */
  | 'MESSAGE_UPDATED'
  /** The session was created (always offset 1). */
  | 'SESSION_CREATED'
  /** Title, description, metadata or expiry changed. */
  | 'SESSION_META_UPDATED'
  /** The status changed. */
  | 'SESSION_STATUS_CHANGED';

/** Filter for session-scoped triggers. Fields combine with AND; an empty filter receives everything. */
export type SessionFilter = {
  /** Every given key must deep-equal the session's metadata at event time. */
  metadata?: Record<string, unknown> | null | undefined;
  /** Only events of this session. */
  sessionId?: string | number | null | undefined;
};

/** Coarse session lifecycle status, rendered directly by consumers. */
export type SessionStatus =
  /** The work is finished. */
  | 'DONE'
  /** The work failed; `statusReason` says why. */
  | 'ERROR'
  /** Nothing in progress (the status of a new session). */
  | 'IDLE'
  /** A turn is parked on outside input (e.g. an approval); same set-status rules as every other status. */
  | 'WAITING'
  /** An agent is working on the session. */
  | 'WORKING';

/** Input of settleLlmRequest. */
export type SettleLlmRequestInput = {
  /** Wall-clock duration of the attempt (≥ 0). */
  durationMs?: number | null | undefined;
  /** The request (offset of its requested event). */
  requestOffset: number;
  /** How it settled. */
  result: LlmResultInput;
  /** The session. */
  sessionId: string | number;
};

/** A Slack author. */
export type SlackActorInput = {
  /** The Slack bot that wrote the source message. */
  botName?: string | null | undefined;
  /** The Slack user who wrote the source message. */
  userId?: string | null | undefined;
};

/** Input of stopLlmRequest. */
export type StopLlmRequestInput = {
  /** Stop only this request (its `llm_request_requested` offset); when it is no longer open, nothing is written. Default: whichever request is open. */
  requestOffset?: number | null | undefined;
  /** The session. */
  sessionId: string | number;
};

/** Why an assistant message stopped generating. */
export type StopReason =
  /** Generation was aborted. */
  | 'ABORTED'
  /** The model finished its turn. */
  | 'END'
  /** Generation failed; see `errorKind`. */
  | 'ERROR'
  /** The model stopped to call a function. */
  | 'FUNCTION_CALL'
  /** The output hit the token limit. */
  | 'LENGTH';

/** A Telegram author. */
export type TelegramActorInput = {
  /** The Telegram user who wrote the source message. */
  userId?: string | null | undefined;
  /** The Telegram username, when known. */
  username?: string | null | undefined;
};

/** Plain text. */
export type TextBlockInput = {
  /** The text. */
  text: string;
};

/** The model's reasoning text. */
export type ThinkingBlockInput = {
  /** Provider signature, when given. */
  signature?: string | null | undefined;
  /** The reasoning text. */
  text: string;
};

/** An upload. Send the request as multipart/form-data (GraphQL multipart request spec) with the file as a part. */
export type UploadAttachmentInput = {
  /** The file part. */
  file: unknown;
  /** File name to store instead of the part's own (sanitised the same way). */
  filename?: string | null | undefined;
  /** MIME type to store instead of the part's Content-Type (blank → application/octet-stream). */
  mime?: string | null | undefined;
  /** The session the attachment belongs to. */
  sessionId: string | number;
};

/** A platform user. */
export type UserActorInput = {
  /** Which surface the user wrote from. */
  origin: UserOrigin;
};

/** A user message. */
export type UserMessageInput = {
  /** The content blocks. */
  content: Array<ContentBlockInput>;
  /** When the message was written (ms since epoch); defaults to now. */
  timestamp?: number | null | undefined;
};

/** Which surface a user wrote from. */
export type UserOrigin =
  /** An MCP client. */
  | 'MCP'
  /** The web app. */
  | 'WEB';

export type ClientChatReplyEventsSubscriptionVariables = Exact<{
  sessionId: string | number;
  after?: number | null | undefined;
}>;


export type ClientChatReplyEventsSubscription = { sessionEvents:
    | { __typename: 'ActiveLeafSetEvent', offset: number }
    | { __typename: 'ContextItemAddedEvent', offset: number }
    | { __typename: 'LlmRequestRequestedEvent', triggerEntryId: string | null, offset: number }
    | { __typename: 'LlmRequestSettledEvent', requestOffset: number, offset: number, result:
        | { __typename: 'LlmCancelled' }
        | { __typename: 'LlmFailed', errorMessage: string }
        | { __typename: 'LlmSucceeded' }
       }
    | { __typename: 'MessageAddedEvent', entryId: string, parentId: string | null, origin: Record<string, unknown> | null, offset: number, entry:
        | { __typename: 'CustomEntry', customType: string, data: unknown, id: string, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null }
        | { __typename: 'MessageEntry', id: string, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
            | { __typename: 'AssistantMessage', stopReason: StopReason, errorKind: ErrorKind | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
                | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock', text: string, signature: string | null }
              > }
            | { __typename: 'CustomMessage', customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock', text: string, signature: string | null }
              > }
            | { __typename: 'FunctionResultMessage', functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock', text: string, signature: string | null }
              > }
            | { __typename: 'UserMessage', role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock', text: string, signature: string | null }
              > }
           }
       }
    | { __typename: 'MessageUpdatedEvent', offset: number }
    | { __typename: 'SessionCreatedEvent', offset: number }
    | { __typename: 'SessionMetaUpdatedEvent', offset: number }
    | { __typename: 'SessionStatusChangedEvent', offset: number }
   };

export type ClientChatReplyChunksSubscriptionVariables = Exact<{
  sessionId: string | number;
  requestOffset: number;
}>;


export type ClientChatReplyChunksSubscription = { llmResponseChunks: { sequence: number, textSoFar: string, gap: boolean } };

export type ClientChatOpenRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientChatOpenRequestQuery = { session: { id: string, lastOffset: number, context: { openRequest: { offset: number, triggerEntryId: string | null } | null } } | null };

export type ClientChatStopMutationVariables = Exact<{
  input: StopLlmRequestInput;
}>;


export type ClientChatStopMutation = { stopLlmRequest: { stopped: boolean } };

type ClientSessionEventFields_ActiveLeafSetEvent_Fragment = { __typename: 'ActiveLeafSetEvent', offset: number, sessionId: string, type: SessionEventType, at: number };

type ClientSessionEventFields_ContextItemAddedEvent_Fragment = { __typename: 'ContextItemAddedEvent', offset: number, sessionId: string, type: SessionEventType, at: number, item: { offset: number, role: ContextRole, content: string, key: string | null, llmRequestOffset: number | null } };

type ClientSessionEventFields_LlmRequestRequestedEvent_Fragment = { __typename: 'LlmRequestRequestedEvent', requestedAt: number, expiresAt: number, offset: number, sessionId: string, type: SessionEventType, at: number };

type ClientSessionEventFields_LlmRequestSettledEvent_Fragment = { __typename: 'LlmRequestSettledEvent', requestOffset: number, durationMs: number | null, offset: number, sessionId: string, type: SessionEventType, at: number, result:
    | { __typename: 'LlmCancelled', reason: CancelReason, partialText: string | null }
    | { __typename: 'LlmFailed', errorMessage: string }
    | { __typename: 'LlmSucceeded', text: string, usage: { inputTokens: number, outputTokens: number, cachedInputTokens: number | null, reasoningOutputTokens: number | null } | null }
   };

type ClientSessionEventFields_MessageAddedEvent_Fragment = { __typename: 'MessageAddedEvent', offset: number, sessionId: string, type: SessionEventType, at: number };

type ClientSessionEventFields_MessageUpdatedEvent_Fragment = { __typename: 'MessageUpdatedEvent', offset: number, sessionId: string, type: SessionEventType, at: number };

type ClientSessionEventFields_SessionCreatedEvent_Fragment = { __typename: 'SessionCreatedEvent', offset: number, sessionId: string, type: SessionEventType, at: number };

type ClientSessionEventFields_SessionMetaUpdatedEvent_Fragment = { __typename: 'SessionMetaUpdatedEvent', offset: number, sessionId: string, type: SessionEventType, at: number };

type ClientSessionEventFields_SessionStatusChangedEvent_Fragment = { __typename: 'SessionStatusChangedEvent', status: SessionStatus, previousStatus: SessionStatus, statusReason: string | null, offset: number, sessionId: string, type: SessionEventType, at: number };

export type ClientSessionEventFieldsFragment =
  | ClientSessionEventFields_ActiveLeafSetEvent_Fragment
  | ClientSessionEventFields_ContextItemAddedEvent_Fragment
  | ClientSessionEventFields_LlmRequestRequestedEvent_Fragment
  | ClientSessionEventFields_LlmRequestSettledEvent_Fragment
  | ClientSessionEventFields_MessageAddedEvent_Fragment
  | ClientSessionEventFields_MessageUpdatedEvent_Fragment
  | ClientSessionEventFields_SessionCreatedEvent_Fragment
  | ClientSessionEventFields_SessionMetaUpdatedEvent_Fragment
  | ClientSessionEventFields_SessionStatusChangedEvent_Fragment
;

type ClientLlmResultFields_LlmCancelled_Fragment = { __typename: 'LlmCancelled', reason: CancelReason, partialText: string | null };

type ClientLlmResultFields_LlmFailed_Fragment = { __typename: 'LlmFailed', errorMessage: string };

type ClientLlmResultFields_LlmSucceeded_Fragment = { __typename: 'LlmSucceeded', text: string, usage: { inputTokens: number, outputTokens: number, cachedInputTokens: number | null, reasoningOutputTokens: number | null } | null };

export type ClientLlmResultFieldsFragment =
  | ClientLlmResultFields_LlmCancelled_Fragment
  | ClientLlmResultFields_LlmFailed_Fragment
  | ClientLlmResultFields_LlmSucceeded_Fragment
;

export type ClientSessionEventsSubscriptionVariables = Exact<{
  sessionId: string | number;
  after?: number | null | undefined;
}>;


export type ClientSessionEventsSubscription = { sessionEvents:
    | { __typename: 'ActiveLeafSetEvent', offset: number, sessionId: string, type: SessionEventType, at: number }
    | { __typename: 'ContextItemAddedEvent', offset: number, sessionId: string, type: SessionEventType, at: number, item: { offset: number, role: ContextRole, content: string, key: string | null, llmRequestOffset: number | null } }
    | { __typename: 'LlmRequestRequestedEvent', requestedAt: number, expiresAt: number, offset: number, sessionId: string, type: SessionEventType, at: number }
    | { __typename: 'LlmRequestSettledEvent', requestOffset: number, durationMs: number | null, offset: number, sessionId: string, type: SessionEventType, at: number, result:
        | { __typename: 'LlmCancelled', reason: CancelReason, partialText: string | null }
        | { __typename: 'LlmFailed', errorMessage: string }
        | { __typename: 'LlmSucceeded', text: string, usage: { inputTokens: number, outputTokens: number, cachedInputTokens: number | null, reasoningOutputTokens: number | null } | null }
       }
    | { __typename: 'MessageAddedEvent', offset: number, sessionId: string, type: SessionEventType, at: number }
    | { __typename: 'MessageUpdatedEvent', offset: number, sessionId: string, type: SessionEventType, at: number }
    | { __typename: 'SessionCreatedEvent', offset: number, sessionId: string, type: SessionEventType, at: number }
    | { __typename: 'SessionMetaUpdatedEvent', offset: number, sessionId: string, type: SessionEventType, at: number }
    | { __typename: 'SessionStatusChangedEvent', status: SessionStatus, previousStatus: SessionStatus, statusReason: string | null, offset: number, sessionId: string, type: SessionEventType, at: number }
   };

export type ClientSessionPositionQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientSessionPositionQuery = { session: { id: string, lastOffset: number } | null };

export type ClientLlmRequestFieldsFragment = { sessionId: string, offset: number, requestedAt: number, expiresAt: number, claimedBy: string | null, claimExpiresAt: number | null };

export type ClientLlmRequestRequestedSubscriptionVariables = Exact<{
  filter?: SessionFilter | null | undefined;
}>;


export type ClientLlmRequestRequestedSubscription = { llmRequestRequested: { sessionId: string, offset: number, requestedAt: number, expiresAt: number } };

export type ClientLlmRequestSettledSubscriptionVariables = Exact<{
  filter?: SessionFilter | null | undefined;
}>;


export type ClientLlmRequestSettledSubscription = { llmRequestSettled: { sessionId: string, offset: number, requestOffset: number, durationMs: number | null, result:
      | { __typename: 'LlmCancelled', reason: CancelReason, partialText: string | null }
      | { __typename: 'LlmFailed', errorMessage: string }
      | { __typename: 'LlmSucceeded', text: string, usage: { inputTokens: number, outputTokens: number, cachedInputTokens: number | null, reasoningOutputTokens: number | null } | null }
     } };

export type ClientLlmResponseChunksSubscriptionVariables = Exact<{
  sessionId: string | number;
  requestOffset: number;
}>;


export type ClientLlmResponseChunksSubscription = { llmResponseChunks: { sessionId: string, requestOffset: number, sequence: number, chunk: string } };

export type ClientClaimableLlmRequestsQueryVariables = Exact<{
  metadata?: Record<string, unknown> | null | undefined;
  limit?: number | null | undefined;
  workerId?: string | null | undefined;
}>;


export type ClientClaimableLlmRequestsQuery = { claimableLlmRequests: Array<{ sessionId: string, offset: number, requestedAt: number, expiresAt: number, claimedBy: string | null, claimExpiresAt: number | null }> };

export type ClientClaimLlmRequestMutationVariables = Exact<{
  input: ClaimLlmRequestInput;
}>;


export type ClientClaimLlmRequestMutation = { claimLlmRequest: { claimed: boolean, nextSequence: number, request: { triggerEntryId: string | null, sessionId: string, offset: number, requestedAt: number, expiresAt: number, claimedBy: string | null, claimExpiresAt: number | null, prompt: Array<{ offset: number, role: ContextRole, content: string, key: string | null, entryId: string | null, functionCalls: Array<{ callId: string, functionId: string, arguments: unknown }>, functionResult: { callId: string, functionId: string } | null }> } | null } };

export type ClientReleaseLlmRequestMutationVariables = Exact<{
  input: ReleaseLlmRequestInput;
}>;


export type ClientReleaseLlmRequestMutation = { releaseLlmRequest: { released: boolean } };

export type ClientAppendLlmResponseChunkMutationVariables = Exact<{
  input: AppendLlmResponseChunkInput;
}>;


export type ClientAppendLlmResponseChunkMutation = { appendLlmResponseChunk: { accepted: boolean } };

export type ClientSettleLlmRequestMutationVariables = Exact<{
  input: SettleLlmRequestInput;
}>;


export type ClientSettleLlmRequestMutation = { settleLlmRequest: { settled: boolean, offset: number | null, itemOffset: number | null } };

export type ClientAddContextItemMutationVariables = Exact<{
  input: AddContextItemInput;
}>;


export type ClientAddContextItemMutation = { addContextItem: { offset: number } };

export type ClientSessionUsageQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientSessionUsageQuery = { session: { id: string, status: SessionStatus, lastOffset: number, usage: { inputTokens: number, outputTokens: number, cachedInputTokens: number, reasoningOutputTokens: number, requests: number, failedRequests: number } } | null };

export type ClientSessionFieldsFragment = { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, createdAt: number, updatedAt: number, lastOffset: number, messageCount: number, activeLeafId: string | null };

export type ClientAttachmentFieldsFragment = { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string };

type ClientEntryFields_CustomEntry_Fragment = { __typename: 'CustomEntry', customType: string, data: unknown, id: string, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null };

type ClientEntryFields_MessageEntry_Fragment = { __typename: 'MessageEntry', id: string, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
    | { __typename: 'AssistantMessage', stopReason: StopReason, errorKind: ErrorKind | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
        | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
        | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
        | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
        | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ThinkingBlock', text: string, signature: string | null }
      > }
    | { __typename: 'CustomMessage', customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
        | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
        | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
        | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
        | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ThinkingBlock', text: string, signature: string | null }
      > }
    | { __typename: 'FunctionResultMessage', functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
        | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
        | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
        | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
        | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ThinkingBlock', text: string, signature: string | null }
      > }
    | { __typename: 'UserMessage', role: MessageRole, timestamp: number, content: Array<
        | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
        | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
        | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
        | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ThinkingBlock', text: string, signature: string | null }
      > }
   };

export type ClientEntryFieldsFragment =
  | ClientEntryFields_CustomEntry_Fragment
  | ClientEntryFields_MessageEntry_Fragment
;

export type ClientCreateSessionMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type ClientCreateSessionMutation = { createSession: { session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, createdAt: number, updatedAt: number, lastOffset: number, messageCount: number, activeLeafId: string | null } } };

export type ClientAppendEntryMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type ClientAppendEntryMutation = { appendEntry: { created: boolean, entry:
      | { __typename: 'CustomEntry', customType: string, data: unknown, id: string, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null }
      | { __typename: 'MessageEntry', id: string, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
          | { __typename: 'AssistantMessage', stopReason: StopReason, errorKind: ErrorKind | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
              | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { __typename: 'CustomMessage', customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { __typename: 'FunctionResultMessage', functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { __typename: 'UserMessage', role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
         }
    , session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, createdAt: number, updatedAt: number, lastOffset: number, messageCount: number, activeLeafId: string | null } } };

export type ClientSendMessageMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type ClientSendMessageMutation = { sendMessage: { created: boolean, contextOffset: number | null, entry:
      | { __typename: 'CustomEntry', customType: string, data: unknown, id: string, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null }
      | { __typename: 'MessageEntry', id: string, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
          | { __typename: 'AssistantMessage', stopReason: StopReason, errorKind: ErrorKind | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
              | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { __typename: 'CustomMessage', customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { __typename: 'FunctionResultMessage', functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { __typename: 'UserMessage', role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
         }
    , session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, createdAt: number, updatedAt: number, lastOffset: number, messageCount: number, activeLeafId: string | null } } };

export type ClientRegenerateMutationVariables = Exact<{
  input: RegenerateInput;
}>;


export type ClientRegenerateMutation = { regenerate: { requestOffset: number } };

export type ClientMessagesQueryVariables = Exact<{
  id: string | number;
  last?: number | null | undefined;
  before?: string | null | undefined;
  includeCustom?: boolean | null | undefined;
  fromEntryId?: string | number | null | undefined;
}>;


export type ClientMessagesQuery = { session: { id: string, messages: { nodes: Array<
        | { __typename: 'CustomEntry', customType: string, data: unknown, id: string, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null }
        | { __typename: 'MessageEntry', id: string, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
            | { __typename: 'AssistantMessage', stopReason: StopReason, errorKind: ErrorKind | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
                | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock', text: string, signature: string | null }
              > }
            | { __typename: 'CustomMessage', customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock', text: string, signature: string | null }
              > }
            | { __typename: 'FunctionResultMessage', functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock', text: string, signature: string | null }
              > }
            | { __typename: 'UserMessage', role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock', attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                | { __typename: 'ImageBlock', mime: string, data: string | null, imageAttachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock', text: string, signature: string | null }
              > }
           }
      >, pageInfo: { hasPreviousPage: boolean, startCursor: string | null, hasNextPage: boolean, endCursor: string | null } } | null } | null };

export type ClientUploadAttachmentMutationVariables = Exact<{
  input: UploadAttachmentInput;
}>;


export type ClientUploadAttachmentMutation = { uploadAttachment: { attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } } };

export const ClientLlmResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientLlmResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmSucceeded"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"reasoningOutputTokens"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmCancelled"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"partialText"}}]}}]}}]} as unknown as DocumentNode<ClientLlmResultFieldsFragment, unknown>;
export const ClientSessionEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientSessionEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContextItemAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"llmRequestOffset"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmRequestRequestedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmRequestSettledEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOffset"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientLlmResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientLlmResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmSucceeded"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"reasoningOutputTokens"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmCancelled"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"partialText"}}]}}]}}]} as unknown as DocumentNode<ClientSessionEventFieldsFragment, unknown>;
export const ClientLlmRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientLlmRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}}]}}]} as unknown as DocumentNode<ClientLlmRequestFieldsFragment, unknown>;
export const ClientSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}}]}}]} as unknown as DocumentNode<ClientSessionFieldsFragment, unknown>;
export const ClientAttachmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientAttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<ClientAttachmentFieldsFragment, unknown>;
export const ClientEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","alias":{"kind":"Name","value":"imageAttachment"},"name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientAttachmentFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientAttachmentFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"cacheRead"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWrite"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientAttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<ClientEntryFieldsFragment, unknown>;
export const ClientChatReplyEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientChatReplyEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmRequestRequestedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triggerEntryId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmRequestSettledEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOffset"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientEntryFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientAttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","alias":{"kind":"Name","value":"imageAttachment"},"name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientAttachmentFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientAttachmentFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"cacheRead"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWrite"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<ClientChatReplyEventsSubscription, ClientChatReplyEventsSubscriptionVariables>;
export const ClientChatReplyChunksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientChatReplyChunks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestOffset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"llmResponseChunks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"textSoFar"}},{"kind":"Field","name":{"kind":"Name","value":"gap"}}]}}]}}]} as unknown as DocumentNode<ClientChatReplyChunksSubscription, ClientChatReplyChunksSubscriptionVariables>;
export const ClientChatOpenRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientChatOpenRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"triggerEntryId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClientChatOpenRequestQuery, ClientChatOpenRequestQueryVariables>;
export const ClientChatStopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientChatStop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StopLlmRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopLlmRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopped"}}]}}]}}]} as unknown as DocumentNode<ClientChatStopMutation, ClientChatStopMutationVariables>;
export const ClientSessionEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientSessionEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientSessionEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientLlmResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmSucceeded"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"reasoningOutputTokens"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmCancelled"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"partialText"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientSessionEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContextItemAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"llmRequestOffset"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmRequestRequestedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmRequestSettledEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOffset"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientLlmResultFields"}}]}}]}}]}}]} as unknown as DocumentNode<ClientSessionEventsSubscription, ClientSessionEventsSubscriptionVariables>;
export const ClientSessionPositionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSessionPosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]}}]} as unknown as DocumentNode<ClientSessionPositionQuery, ClientSessionPositionQueryVariables>;
export const ClientLlmRequestRequestedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientLlmRequestRequested"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"llmRequestRequested"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ClientLlmRequestRequestedSubscription, ClientLlmRequestRequestedSubscriptionVariables>;
export const ClientLlmRequestSettledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientLlmRequestSettled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"llmRequestSettled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"requestOffset"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientLlmResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientLlmResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmSucceeded"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"reasoningOutputTokens"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmCancelled"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"partialText"}}]}}]}}]} as unknown as DocumentNode<ClientLlmRequestSettledSubscription, ClientLlmRequestSettledSubscriptionVariables>;
export const ClientLlmResponseChunksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ClientLlmResponseChunks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestOffset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"llmResponseChunks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"requestOffset"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"chunk"}}]}}]}}]} as unknown as DocumentNode<ClientLlmResponseChunksSubscription, ClientLlmResponseChunksSubscriptionVariables>;
export const ClientClaimableLlmRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientClaimableLlmRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimableLlmRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"metadata"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"workerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientLlmRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientLlmRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}}]}}]} as unknown as DocumentNode<ClientClaimableLlmRequestsQuery, ClientClaimableLlmRequestsQueryVariables>;
export const ClientClaimLlmRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientClaimLlmRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimLlmRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimLlmRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimed"}},{"kind":"Field","name":{"kind":"Name","value":"nextSequence"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientLlmRequestFields"}},{"kind":"Field","name":{"kind":"Name","value":"triggerEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"functionCalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"functionResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientLlmRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}}]}}]} as unknown as DocumentNode<ClientClaimLlmRequestMutation, ClientClaimLlmRequestMutationVariables>;
export const ClientReleaseLlmRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientReleaseLlmRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseLlmRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseLlmRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"released"}}]}}]}}]} as unknown as DocumentNode<ClientReleaseLlmRequestMutation, ClientReleaseLlmRequestMutationVariables>;
export const ClientAppendLlmResponseChunkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientAppendLlmResponseChunk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendLlmResponseChunkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendLlmResponseChunk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<ClientAppendLlmResponseChunkMutation, ClientAppendLlmResponseChunkMutationVariables>;
export const ClientSettleLlmRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSettleLlmRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettleLlmRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settleLlmRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"itemOffset"}}]}}]}}]} as unknown as DocumentNode<ClientSettleLlmRequestMutation, ClientSettleLlmRequestMutationVariables>;
export const ClientAddContextItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientAddContextItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddContextItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addContextItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ClientAddContextItemMutation, ClientAddContextItemMutationVariables>;
export const ClientSessionUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientSessionUsage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"reasoningOutputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"failedRequests"}}]}}]}}]}}]} as unknown as DocumentNode<ClientSessionUsageQuery, ClientSessionUsageQueryVariables>;
export const ClientCreateSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientCreateSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientSessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}}]}}]} as unknown as DocumentNode<ClientCreateSessionMutation, ClientCreateSessionMutationVariables>;
export const ClientAppendEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientAppendEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientSessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientAttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","alias":{"kind":"Name","value":"imageAttachment"},"name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientAttachmentFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientAttachmentFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"cacheRead"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWrite"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}}]}}]} as unknown as DocumentNode<ClientAppendEntryMutation, ClientAppendEntryMutationVariables>;
export const ClientSendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientSendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"contextOffset"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientSessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientAttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","alias":{"kind":"Name","value":"imageAttachment"},"name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientAttachmentFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientAttachmentFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"cacheRead"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWrite"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}}]}}]} as unknown as DocumentNode<ClientSendMessageMutation, ClientSendMessageMutationVariables>;
export const ClientRegenerateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientRegenerate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegenerateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOffset"}}]}}]}}]} as unknown as DocumentNode<ClientRegenerateMutation, ClientRegenerateMutationVariables>;
export const ClientMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeCustom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromEntryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeCustom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeCustom"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromEntryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromEntryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientAttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","alias":{"kind":"Name","value":"imageAttachment"},"name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientAttachmentFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientAttachmentFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"cacheRead"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWrite"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<ClientMessagesQuery, ClientMessagesQueryVariables>;
export const ClientUploadAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientUploadAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadAttachmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientAttachmentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientAttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<ClientUploadAttachmentMutation, ClientUploadAttachmentMutationVariables>;