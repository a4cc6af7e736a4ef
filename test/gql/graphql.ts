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

/** Append several messages in order, each chained to the previous. Not idempotent. */
export type AppendMessagesInput = {
  /** The messages, oldest first. Must not be empty. */
  messages: Array<MessageInput>;
  /** Opaque correlation echoed on every event. */
  origin?: Record<string, unknown> | null | undefined;
  /** Parent of the first message (default: the active leaf). */
  parentId?: string | number | null | undefined;
  /** The session. */
  sessionId: string | number;
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

/** The session to delete. */
export type DeleteSessionInput = {
  /** The session. */
  sessionId: string | number;
};

/** An email sender. */
export type EmailActorInput = {
  /** The sender's email address. */
  address?: string | null | undefined;
  /** The sender's display name. */
  name?: string | null | undefined;
};

/** A session to create under a caller-chosen id unless it exists. */
export type EnsureSessionInput = {
  /** Description, applied only when the session is created. */
  description?: string | null | undefined;
  /** Caller-chosen session id (printable, no spaces, at most the configured length). */
  id: string | number;
  /** Metadata, applied only when the session is created. */
  metadata?: Record<string, unknown> | null | undefined;
  /** Title, applied only when the session is created. */
  title?: string | null | undefined;
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

/** Copy the path root → entry into a new session. */
export type ForkSessionInput = {
  /** The fork point: the root → entry path becomes the new session's active path. */
  entryId: string | number;
  /** The source session. */
  sessionId: string | number;
  /** Title of the new session (default: the source's title). */
  title?: string | null | undefined;
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

/** Filter for messageAdded / messageUpdated. Fields combine with AND. */
export type MessageFilter = {
  /** Every given key must deep-equal the session's metadata at event time. */
  metadata?: Record<string, unknown> | null | undefined;
  /** Only messages of these roles (custom entries never match; CUSTOM matches custom-role messages). Must not be empty. */
  roles?: Array<MessageRole> | null | undefined;
  /** Only events of this session. */
  sessionId?: string | number | null | undefined;
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

/** Input of releaseLlmRequest. */
export type ReleaseLlmRequestInput = {
  /** The request (offset of its requested event). */
  requestOffset: number;
  /** The session. */
  sessionId: string | number;
  /** The worker that holds the claim. */
  workerId: string;
};

/** Outcome of a configuration reload. */
export type ReloadOutcome =
  /** The configuration was applied. */
  | 'APPLIED'
  /** The configuration was refused; the last good one stays active. */
  | 'REJECTED';

/** The agent's own script. */
export type ScriptActorInput = {
  /** The capability-host execution that produced it. */
  executionId: string;
};

/** Filter for sessionCreated. */
export type SessionCreatedFilter = {
  /** Every given key must deep-equal the session's metadata value. */
  metadata?: Record<string, unknown> | null | undefined;
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

/** Order of the sessions list; ties are broken by id. */
export type SessionOrder =
  /** Oldest first by creation time. */
  | 'CREATED_ASC'
  /** Newest first by creation time. */
  | 'CREATED_DESC'
  /** Most recently changed first (the default). */
  | 'UPDATED_DESC';

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

/** A branch switch. */
export type SetActiveLeafInput = {
  /** The entry the active path should end at. */
  entryId: string | number;
  /** The session. */
  sessionId: string | number;
};

/** Save a session's draft. Blank (whitespace-only) text with no attachments clears it. */
export type SetDraftInput = {
  /** Attachments of this session to park with the draft, in order. Omitted: the parked ones stay (a text-only save keeps them); a list, even empty, replaces them. */
  attachmentIds?: Array<string | number> | null | undefined;
  /** The session. */
  sessionId: string | number;
  /** The unsent text. */
  text: string;
};

/** New title, description or metadata; omitted fields are kept. */
export type SetSessionMetaInput = {
  /** New description. */
  description?: string | null | undefined;
  /** A new expiry (ms since epoch); null removes it; omitted keeps it. */
  expiresAt?: number | null | undefined;
  /** New metadata object — replaces the stored one wholesale. */
  metadata?: Record<string, unknown> | null | undefined;
  /** The session. */
  sessionId: string | number;
  /** New title. */
  title?: string | null | undefined;
};

/** A status change. */
export type SetSessionStatusInput = {
  /** Short cause, stored as `statusReason` on ERROR and cleared on any other status. */
  reason?: string | null | undefined;
  /** The session. */
  sessionId: string | number;
  /** The target status. */
  status: SessionStatus;
};

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

/** Replace a message entry's content (optimistic concurrency with `expectedRevision`). */
export type UpdateMessageInput = {
  /** The new content (full replacement). */
  content: Array<ContentBlockInput>;
  /** New `details`; only for function_result and custom messages (else DETAILS_NOT_SUPPORTED). */
  details?: unknown;
  /** The message entry to update. */
  entryId: string | number;
  /** When given and not the current revision, nothing is written and `{ updated: false, revision: <current> }` is returned. */
  expectedRevision?: number | null | undefined;
  /** Opaque correlation echoed on the event. */
  origin?: Record<string, unknown> | null | undefined;
  /** The session. */
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

export type ApolloAppendMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type ApolloAppendMutation = { appendEntry: { entry:
      | { id: string, entryId: string }
      | { id: string, entryId: string }
     } };

export type ApolloForkMutationVariables = Exact<{
  input: ForkSessionInput;
}>;


export type ApolloForkMutation = { forkSession: { session: { id: string, activeLeafId: string | null } } };

export type ApolloUpdateMutationVariables = Exact<{
  input: UpdateMessageInput;
}>;


export type ApolloUpdateMutation = { updateMessage: { updated: boolean } };

export type ApolloTranscriptQueryVariables = Exact<{
  id: string | number;
}>;


export type ApolloTranscriptQuery = { session: { id: string, title: string, messages: { nodes: Array<
        | { id: string, entryId: string, sessionId: string }
        | { id: string, entryId: string, sessionId: string, message:
            | { role: MessageRole, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { role: MessageRole, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { role: MessageRole, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { role: MessageRole, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
           }
      > } | null } | null };

export type ApolloWatchSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type ApolloWatchSubscription = { sessionEvents:
    | { __typename: 'ActiveLeafSetEvent', offset: number }
    | { __typename: 'ContextItemAddedEvent', offset: number }
    | { __typename: 'LlmRequestRequestedEvent', offset: number }
    | { __typename: 'LlmRequestSettledEvent', offset: number }
    | { __typename: 'MessageAddedEvent', offset: number, entry:
        | { id: string, entryId: string }
        | { id: string, entryId: string, message:
            | { role: MessageRole, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { role: MessageRole, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { role: MessageRole, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { role: MessageRole, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
           }
       }
    | { __typename: 'MessageUpdatedEvent', offset: number }
    | { __typename: 'SessionCreatedEvent', offset: number }
    | { __typename: 'SessionMetaUpdatedEvent', offset: number }
    | { __typename: 'SessionStatusChangedEvent', offset: number }
   };

export type ApolloPageQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ApolloPageQuery = { session: { id: string, messages: { edges: Array<{ cursor: string, node:
          | { id: string, entryId: string }
          | { id: string, entryId: string, message:
              | { content: Array<
                  | { text: string }
                  | Record<PropertyKey, never>
                > }
              | { content: Array<
                  | { text: string }
                  | Record<PropertyKey, never>
                > }
              | { content: Array<
                  | { text: string }
                  | Record<PropertyKey, never>
                > }
              | { content: Array<
                  | { text: string }
                  | Record<PropertyKey, never>
                > }
             }
         }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type SseWatchSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type SseWatchSubscription = { sessionEvents:
    | { __typename: 'ActiveLeafSetEvent', offset: number }
    | { __typename: 'ContextItemAddedEvent', offset: number }
    | { __typename: 'LlmRequestRequestedEvent', offset: number }
    | { __typename: 'LlmRequestSettledEvent', offset: number }
    | { __typename: 'MessageAddedEvent', offset: number, entry:
        | { message:
            | { content: Array<
                | { text: string }
                | Record<PropertyKey, never>
              > }
            | { content: Array<
                | { text: string }
                | Record<PropertyKey, never>
              > }
            | { content: Array<
                | { text: string }
                | Record<PropertyKey, never>
              > }
            | { content: Array<
                | { text: string }
                | Record<PropertyKey, never>
              > }
           }
        | Record<PropertyKey, never>
       }
    | { __typename: 'MessageUpdatedEvent', offset: number }
    | { __typename: 'SessionCreatedEvent', offset: number }
    | { __typename: 'SessionMetaUpdatedEvent', offset: number }
    | { __typename: 'SessionStatusChangedEvent', offset: number }
   };

export type UrqlCreateMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type UrqlCreateMutation = { createSession: { session: { id: string, title: string } } };

export type UrqlAppendMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type UrqlAppendMutation = { appendEntry: { entry:
      | { id: string, entryId: string }
      | { id: string, entryId: string }
     } };

export type UrqlSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type UrqlSessionQuery = { session: { id: string, title: string, status: SessionStatus, messages: { nodes: Array<
        | { id: string, entryId: string }
        | { id: string, entryId: string, message:
            | { content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
           }
      >, pageInfo: { hasPreviousPage: boolean } } | null } | null };

export type UrqlSessionsQueryVariables = Exact<{
  metadata?: Record<string, unknown> | null | undefined;
}>;


export type UrqlSessionsQuery = { sessions: { nodes: Array<{ id: string, title: string }> } | null };

export type UrqlWatchSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type UrqlWatchSubscription = { sessionEvents:
    | { __typename: 'ActiveLeafSetEvent', offset: number }
    | { __typename: 'ContextItemAddedEvent', offset: number }
    | { __typename: 'LlmRequestRequestedEvent', offset: number }
    | { __typename: 'LlmRequestSettledEvent', offset: number }
    | { __typename: 'MessageAddedEvent', entryId: string, offset: number }
    | { __typename: 'MessageUpdatedEvent', offset: number }
    | { __typename: 'SessionCreatedEvent', offset: number }
    | { __typename: 'SessionMetaUpdatedEvent', offset: number }
    | { __typename: 'SessionStatusChangedEvent', offset: number }
   };

export type SessionFieldsFragment = { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number };

export type CreateSessionMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type CreateSessionMutation = { createSession: { session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number } } };

export type GetSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type GetSessionQuery = { session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number } | null };

export type AppendMessagesMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type AppendMessagesMutation = { appendMessages: { entryIds: Array<string>, lastEntryId: string, session: { id: string, messageCount: number, lastOffset: number, activeLeafId: string | null } } };

export type SessionAttachmentsQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type SessionAttachmentsQuery = { session: { id: string, attachments: { nodes: Array<{ id: string, filename: string, size: number }>, edges: Array<{ cursor: string }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type GetAttachmentQueryVariables = Exact<{
  id: string | number;
}>;


export type GetAttachmentQuery = { attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, createdAt: number, url: string } | null };

export type DeleteAttachmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAttachmentMutation = { deleteAttachment: { deleted: boolean } };

export type AppendWithBlocksMutationVariables = Exact<{
  sessionId: string | number;
  content: Array<ContentBlockInput> | ContentBlockInput;
}>;


export type AppendWithBlocksMutation = { appendEntry: { session: { activeLeafId: string | null }, entry:
      | { message:
          | { content: Array<
              | { __typename: 'FileBlock', file: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, url: string } }
              | { __typename: 'FunctionCallBlock' }
              | { __typename: 'FunctionResultBlock' }
              | { __typename: 'ImageBlock', data: string | null, mime: string, image: { id: string, mime: string } | null }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock' }
            > }
          | { content: Array<
              | { __typename: 'FileBlock', file: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, url: string } }
              | { __typename: 'FunctionCallBlock' }
              | { __typename: 'FunctionResultBlock' }
              | { __typename: 'ImageBlock', data: string | null, mime: string, image: { id: string, mime: string } | null }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock' }
            > }
          | { content: Array<
              | { __typename: 'FileBlock', file: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, url: string } }
              | { __typename: 'FunctionCallBlock' }
              | { __typename: 'FunctionResultBlock' }
              | { __typename: 'ImageBlock', data: string | null, mime: string, image: { id: string, mime: string } | null }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock' }
            > }
          | { content: Array<
              | { __typename: 'FileBlock', file: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, url: string } }
              | { __typename: 'FunctionCallBlock' }
              | { __typename: 'FunctionResultBlock' }
              | { __typename: 'ImageBlock', data: string | null, mime: string, image: { id: string, mime: string } | null }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock' }
            > }
         }
      | Record<PropertyKey, never>
     } };

export type UpdateContentMutationVariables = Exact<{
  sessionId: string | number;
  entryId: string | number;
  content: Array<ContentBlockInput> | ContentBlockInput;
}>;


export type UpdateContentMutation = { updateMessage: { updated: boolean } };

export type ForkAtMutationVariables = Exact<{
  sessionId: string | number;
  entryId: string | number;
}>;


export type ForkAtMutation = { forkSession: { session: { id: string, messages: { nodes: Array<
          | { message:
              | { content: Array<
                  | { attachment: { id: string, sessionId: string } }
                  | Record<PropertyKey, never>
                > }
              | { content: Array<
                  | { attachment: { id: string, sessionId: string } }
                  | Record<PropertyKey, never>
                > }
              | { content: Array<
                  | { attachment: { id: string, sessionId: string } }
                  | Record<PropertyKey, never>
                > }
              | { content: Array<
                  | { attachment: { id: string, sessionId: string } }
                  | Record<PropertyKey, never>
                > }
             }
          | Record<PropertyKey, never>
        > } | null } } };

export type BlockOwnersQueryVariables = Exact<{
  id: string | number;
}>;


export type BlockOwnersQuery = { session: { messages: { nodes: Array<
        | { message:
            | { content: Array<
                | { attachment: { id: string, filename: string, sessionId: string } }
                | Record<PropertyKey, never>
              > }
            | { content: Array<
                | { attachment: { id: string, filename: string, sessionId: string } }
                | Record<PropertyKey, never>
              > }
            | { content: Array<
                | { attachment: { id: string, filename: string, sessionId: string } }
                | Record<PropertyKey, never>
              > }
            | { content: Array<
                | { attachment: { id: string, filename: string, sessionId: string } }
                | Record<PropertyKey, never>
              > }
           }
        | Record<PropertyKey, never>
      > } | null } | null };

export type EventsWithFilesQueryVariables = Exact<{
  id: string | number;
}>;


export type EventsWithFilesQuery = { session: { events: { nodes: Array<
        | { __typename: 'ActiveLeafSetEvent' }
        | { __typename: 'ContextItemAddedEvent' }
        | { __typename: 'LlmRequestRequestedEvent' }
        | { __typename: 'LlmRequestSettledEvent' }
        | { __typename: 'MessageAddedEvent', entry:
            | { message:
                | { content: Array<
                    | { attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, url: string } }
                    | Record<PropertyKey, never>
                  > }
                | { content: Array<
                    | { attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, url: string } }
                    | Record<PropertyKey, never>
                  > }
                | { content: Array<
                    | { attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, url: string } }
                    | Record<PropertyKey, never>
                  > }
                | { content: Array<
                    | { attachment: { id: string, sessionId: string, filename: string, mime: string, size: number, sha256: string, url: string } }
                    | Record<PropertyKey, never>
                  > }
               }
            | Record<PropertyKey, never>
           }
        | { __typename: 'MessageUpdatedEvent' }
        | { __typename: 'SessionCreatedEvent' }
        | { __typename: 'SessionMetaUpdatedEvent' }
        | { __typename: 'SessionStatusChangedEvent' }
      > } | null } | null };

export type DeleteSessionForAttachmentsMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type DeleteSessionForAttachmentsMutation = { deleteSession: { deleted: boolean } };

export type HandOverMutationVariables = Exact<{
  id: string | number;
}>;


export type HandOverMutation = { setSessionMeta: { session: { id: string } } };

export type ChunkAddItemMutationVariables = Exact<{
  input: AddContextItemInput;
}>;


export type ChunkAddItemMutation = { addContextItem: { offset: number } };

export type ChunkOpenRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type ChunkOpenRequestQuery = { session: { context: { openRequest: { offset: number } | null } } | null };

export type ChunkAppendMutationVariables = Exact<{
  input: AppendLlmResponseChunkInput;
}>;


export type ChunkAppendMutation = { appendLlmResponseChunk: { accepted: boolean } };

export type ChunkWatchSubscriptionVariables = Exact<{
  sessionId: string | number;
  requestOffset: number;
}>;


export type ChunkWatchSubscription = { llmResponseChunks: { sequence: number, chunk: string } };

export type CrCreateMutationVariables = Exact<{ [key: string]: never; }>;


export type CrCreateMutation = { createSession: { session: { id: string } } };

export type CrLastOffsetQueryVariables = Exact<{
  id: string | number;
}>;


export type CrLastOffsetQuery = { session: { lastOffset: number } | null };

export type ConcurrencyAppendMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type ConcurrencyAppendMutation = { appendEntry: { created: boolean, entry:
      | { entryId: string, parentId: string | null }
      | { entryId: string, parentId: string | null }
     } };

export type ConcurrencyUpdateMutationVariables = Exact<{
  input: UpdateMessageInput;
}>;


export type ConcurrencyUpdateMutation = { updateMessage: { updated: boolean, revision: number } };

export type ConcurrencyStateQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type ConcurrencyStateQuery = { session: { messageCount: number, lastOffset: number, activeLeafId: string | null, events: { nodes: Array<
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { entryId: string, offset: number, type: SessionEventType }
        | { entryId: string, revision: number, offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
      >, pageInfo: { hasNextPage: boolean } } | null, messages: { nodes: Array<
        | { entryId: string, parentId: string | null, revision: number }
        | { entryId: string, parentId: string | null, revision: number }
      > } | null } | null };

export type OpsConfigStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsConfigStatusQuery = { configStatus: { lastOutcome: ReloadOutcome, lastError: string | null, rejectedReloads: number } };

export type OpsConfigPageSizesQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type OpsConfigPageSizesQuery = { sessions: { nodes: Array<{ id: string }> } | null };

export type OpsConfigCreateMutationVariables = Exact<{
  title?: string | null | undefined;
}>;


export type OpsConfigCreateMutation = { createSession: { session: { id: string } } };

export type OpsConfigAppendMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type OpsConfigAppendMutation = { appendEntry: { entry:
      | { entryId: string }
      | { entryId: string }
     } };

export type OpsConfigWatchSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type OpsConfigWatchSubscription = { sessionEvents:
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
   };

export type CtxAddMutationVariables = Exact<{
  input: AddContextItemInput;
}>;


export type CtxAddMutation = { addContextItem: { offset: number, item: { offset: number, role: ContextRole, content: string, key: string | null, llmRequestPolicy: LlmRequestPolicy, llmRequestOffset: number | null, files: Array<{ contentType: string, filename: string, path: string, size: number, url: string }> | null, refs: Array<
        | { __typename: 'ContextEventRef', streamPath: string, offset: number, eventType: string | null }
        | { __typename: 'ContextFileRef', path: string }
        | { __typename: 'ContextGitCommitRef', repoPath: string, commitOid: string }
        | { __typename: 'ContextUserRef', userId: string }
      > | null, actor:
        | { __typename: 'AgentActor' }
        | { __typename: 'EmailActor' }
        | { __typename: 'GithubActor' }
        | { __typename: 'IntegrationActor' }
        | { __typename: 'ScriptActor' }
        | { __typename: 'SlackActor', userId: string | null, botName: string | null }
        | { __typename: 'TelegramActor' }
        | { __typename: 'UserActor', origin: UserOrigin }
       | null, compaction: { replacesHistoryThrough: number, usage: { inputTokens: number, outputTokens: number, cachedInputTokens: number | null } | null } | null }, session: { id: string, lastOffset: number } } };

export type CtxContextQueryVariables = Exact<{
  id: string | number;
}>;


export type CtxContextQuery = { session: { id: string, context: { pendingTriggerOffset: number | null, lastRequestOffset: number | null, nextRequestAt: number | null, items: Array<{ offset: number, role: ContextRole, content: string, key: string | null }>, prompt: Array<{ offset: number, role: ContextRole, content: string }>, openRequest: { offset: number, requestedAt: number, expiresAt: number } | null } } | null };

export type CtxEventsQueryVariables = Exact<{
  id: string | number;
}>;


export type CtxEventsQuery = { session: { events: { nodes: Array<
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType, item: { offset: number, role: ContextRole, content: string } }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
      > } | null } | null };

export type SetDraftMutationVariables = Exact<{
  input: SetDraftInput;
}>;


export type SetDraftMutation = { setDraft: { session: { id: string, updatedAt: number, lastOffset: number, draft: { text: string, updatedAt: number, attachments: Array<{ id: string, filename: string }> } | null } } };

export type GetDraftQueryVariables = Exact<{
  id: string | number;
}>;


export type GetDraftQuery = { session: { id: string, title: string, updatedAt: number, lastOffset: number, draft: { text: string, updatedAt: number, attachments: Array<{ id: string }> } | null } | null };

export type DraftMetaMutationVariables = Exact<{
  id: string | number;
}>;


export type DraftMetaMutation = { setSessionMeta: { session: { id: string } } };

export type DraftForkMutationVariables = Exact<{
  id: string | number;
  entryId: string | number;
}>;


export type DraftForkMutation = { forkSession: { session: { id: string, draft: { text: string } | null } } };

export type DraftAppendMutationVariables = Exact<{
  id: string | number;
}>;


export type DraftAppendMutation = { appendEntry: { session: { activeLeafId: string | null } } };

export type DraftDeleteAttachmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DraftDeleteAttachmentMutation = { deleteAttachment: { deleted: boolean } };

export type SiblingsAppendMutationVariables = Exact<{
  sessionId: string | number;
  entryId: string | number;
  parentId?: string | number | null | undefined;
  text: string;
}>;


export type SiblingsAppendMutation = { appendEntry: { created: boolean } };

export type SiblingsPathQueryVariables = Exact<{
  id: string | number;
  fromEntryId?: string | number | null | undefined;
}>;


export type SiblingsPathQuery = { session: { messages: { nodes: Array<
        | { siblings: Array<{ entryId: string, tipEntryId: string }> }
        | { message:
            | { content: Array<
                | { text: string }
                | Record<PropertyKey, never>
              > }
            | { content: Array<
                | { text: string }
                | Record<PropertyKey, never>
              > }
            | { content: Array<
                | { text: string }
                | Record<PropertyKey, never>
              > }
            | { content: Array<
                | { text: string }
                | Record<PropertyKey, never>
              > }
          , siblings: Array<{ entryId: string, tipEntryId: string }> }
      > } | null } | null };

export type SiblingsSwitchMutationVariables = Exact<{
  sessionId: string | number;
  entryId: string | number;
}>;


export type SiblingsSwitchMutation = { setActiveLeaf: { session: { id: string } } };

export type SiblingsForkMutationVariables = Exact<{
  sessionId: string | number;
  entryId: string | number;
}>;


export type SiblingsForkMutation = { forkSession: { session: { id: string } } };

export type SiblingsLiveSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type SiblingsLiveSubscription = { sessionEvents:
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number, entry:
        | { siblings: Array<{ entryId: string, tipEntryId: string }> }
        | { siblings: Array<{ entryId: string, tipEntryId: string }> }
       }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
   };

export type GidAppendMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type GidAppendMutation = { appendEntry: { entry:
      | { id: string, entryId: string, sessionId: string }
      | { id: string, entryId: string, sessionId: string }
     } };

export type GidForkMutationVariables = Exact<{
  input: ForkSessionInput;
}>;


export type GidForkMutation = { forkSession: { session: { id: string } } };

export type GidReadQueryVariables = Exact<{
  sessionId: string | number;
  entryId: string | number;
}>;


export type GidReadQuery = { entry:
    | { id: string, entryId: string }
    | { id: string, entryId: string }
   | null, session: { id: string, messages: { nodes: Array<
        | { id: string, entryId: string }
        | { id: string, entryId: string }
      > } | null, events: { nodes: Array<
        | { entryId: string, entry:
            | { id: string }
            | { id: string }
           }
        | Record<PropertyKey, never>
      > } | null } | null };

export type GidNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type GidNodeQuery = { node:
    | { __typename: 'CustomEntry', entryId: string, sessionId: string, id: string }
    | { __typename: 'MessageEntry', entryId: string, sessionId: string, id: string }
    | { __typename: 'Session', title: string, id: string }
   | null };

export type GidEnsureMutationVariables = Exact<{
  id: string | number;
}>;


export type GidEnsureMutation = { ensureSession: { created: boolean } };

export type OpsMetricsCreateMutationVariables = Exact<{
  title?: string | null | undefined;
}>;


export type OpsMetricsCreateMutation = { createSession: { session: { id: string } } };

export type OpsMetricsAppendMutationVariables = Exact<{
  sessionId: string | number;
  text: string;
}>;


export type OpsMetricsAppendMutation = { appendEntry: { entry:
      | { entryId: string }
      | { entryId: string }
     } };

export type OpsMetricsReadQueryVariables = Exact<{
  id: string | number;
}>;


export type OpsMetricsReadQuery = { session: { id: string, messageCount: number } | null };

export type OpsMetricsWatchSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type OpsMetricsWatchSubscription = { sessionEvents:
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
   };

export type BadInputEnsureMutationVariables = Exact<{
  input: EnsureSessionInput;
}>;


export type BadInputEnsureMutation = { ensureSession: { created: boolean } };

export type BadInputSetMetaMutationVariables = Exact<{
  input: SetSessionMetaInput;
}>;


export type BadInputSetMetaMutation = { setSessionMeta: { session: { id: string } } };

export type BadInputSetStatusMutationVariables = Exact<{
  input: SetSessionStatusInput;
}>;


export type BadInputSetStatusMutation = { setSessionStatus: { status: SessionStatus } };

export type BadInputForkMutationVariables = Exact<{
  input: ForkSessionInput;
}>;


export type BadInputForkMutation = { forkSession: { session: { id: string } } };

export type BadInputAppendMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type BadInputAppendMutation = { appendEntry: { created: boolean, entry:
      | { customType: string, data: unknown, entryId: string, origin: Record<string, unknown> | null }
      | { entryId: string, origin: Record<string, unknown> | null, message:
          | { timestamp: number, content: Array<
              | { callId: string, functionId: string, arguments: unknown }
              | { data: string | null, mime: string }
              | { text: string }
              | { text: string, signature: string | null }
              | Record<PropertyKey, never>
            > }
          | { timestamp: number, content: Array<
              | { callId: string, functionId: string, arguments: unknown }
              | { data: string | null, mime: string }
              | { text: string }
              | { text: string, signature: string | null }
              | Record<PropertyKey, never>
            > }
          | { details: unknown, timestamp: number, content: Array<
              | { callId: string, functionId: string, arguments: unknown }
              | { data: string | null, mime: string }
              | { text: string }
              | { text: string, signature: string | null }
              | Record<PropertyKey, never>
            > }
          | { timestamp: number, content: Array<
              | { callId: string, functionId: string, arguments: unknown }
              | { data: string | null, mime: string }
              | { text: string }
              | { text: string, signature: string | null }
              | Record<PropertyKey, never>
            > }
         }
     } };

export type BadInputAppendManyMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type BadInputAppendManyMutation = { appendMessages: { lastEntryId: string } };

export type BadInputUpdateMutationVariables = Exact<{
  input: UpdateMessageInput;
}>;


export type BadInputUpdateMutation = { updateMessage: { updated: boolean } };

export type BadInputStateQueryVariables = Exact<{
  id: string | number;
}>;


export type BadInputStateQuery = { session: { id: string, title: string, description: string, metadata: Record<string, unknown>, lastOffset: number, messageCount: number, updatedAt: number, activeLeafId: string | null } | null };

export type BadInputListQueryVariables = Exact<{
  metadata?: Record<string, unknown> | null | undefined;
}>;


export type BadInputListQuery = { sessions: { nodes: Array<{ id: string }> } | null };

export type LimEnsureMutationVariables = Exact<{
  input: EnsureSessionInput;
}>;


export type LimEnsureMutation = { ensureSession: { created: boolean, session: { id: string } } };

export type LimAppendMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type LimAppendMutation = { appendEntry: { entry:
      | { entryId: string }
      | { entryId: string }
     } };

export type LimAppendManyMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type LimAppendManyMutation = { appendMessages: { entryIds: Array<string> } };

export type LimStateQueryVariables = Exact<{
  id: string | number;
}>;


export type LimStateQuery = { session: { lastOffset: number, messageCount: number } | null, sessions: { nodes: Array<{ id: string }> } | null };

export type LimPagesQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type LimPagesQuery = { sessions: { nodes: Array<{ id: string }>, pageInfo: { hasNextPage: boolean } } | null, session: { messages: { nodes: Array<
        | { entryId: string }
        | { entryId: string }
      > } | null, events: { nodes: Array<
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
      > } | null } | null };

export type IsoCreateMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type IsoCreateMutation = { createSession: { session: { id: string, metadata: Record<string, unknown> } } };

export type IsoEnsureMutationVariables = Exact<{
  input: EnsureSessionInput;
}>;


export type IsoEnsureMutation = { ensureSession: { created: boolean, session: { id: string, title: string, metadata: Record<string, unknown> } } };

export type IsoDeleteMutationVariables = Exact<{
  input: DeleteSessionInput;
}>;


export type IsoDeleteMutation = { deleteSession: { deleted: boolean } };

export type IsoForkMutationVariables = Exact<{
  input: ForkSessionInput;
}>;


export type IsoForkMutation = { forkSession: { session: { id: string, metadata: Record<string, unknown>, forkedFrom: string | null } } };

export type IsoSetMetaMutationVariables = Exact<{
  input: SetSessionMetaInput;
}>;


export type IsoSetMetaMutation = { setSessionMeta: { session: { id: string, title: string, metadata: Record<string, unknown> } } };

export type IsoSetStatusMutationVariables = Exact<{
  input: SetSessionStatusInput;
}>;


export type IsoSetStatusMutation = { setSessionStatus: { status: SessionStatus, previousStatus: SessionStatus } };

export type IsoSetLeafMutationVariables = Exact<{
  input: SetActiveLeafInput;
}>;


export type IsoSetLeafMutation = { setActiveLeaf: { activeLeafId: string } };

export type IsoAppendMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type IsoAppendMutation = { appendEntry: { created: boolean, entry:
      | { entryId: string, sessionId: string }
      | { entryId: string, sessionId: string }
    , session: { id: string, lastOffset: number } } };

export type IsoAppendManyMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type IsoAppendManyMutation = { appendMessages: { lastEntryId: string } };

export type IsoUpdateMutationVariables = Exact<{
  input: UpdateMessageInput;
}>;


export type IsoUpdateMutation = { updateMessage: { updated: boolean, revision: number } };

export type IsoAddItemMutationVariables = Exact<{
  input: AddContextItemInput;
}>;


export type IsoAddItemMutation = { addContextItem: { offset: number } };

export type IsoChunkMutationVariables = Exact<{
  input: AppendLlmResponseChunkInput;
}>;


export type IsoChunkMutation = { appendLlmResponseChunk: { accepted: boolean } };

export type IsoSettleMutationVariables = Exact<{
  input: SettleLlmRequestInput;
}>;


export type IsoSettleMutation = { settleLlmRequest: { settled: boolean, offset: number | null } };

export type IsoReadQueryVariables = Exact<{
  id: string | number;
  entryId: string | number;
}>;


export type IsoReadQuery = { session: { id: string, metadata: Record<string, unknown>, messages: { nodes: Array<
        | { entryId: string }
        | { entryId: string }
      > } | null, entry:
      | { entryId: string }
      | { entryId: string }
     | null, events: { nodes: Array<
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
      > } | null, context: { items: Array<{ offset: number, content: string }>, openRequest: { offset: number } | null } } | null, entry:
    | { entryId: string }
    | { entryId: string }
   | null };

export type IsoListQueryVariables = Exact<{
  metadata?: Record<string, unknown> | null | undefined;
  status?: SessionStatus | null | undefined;
}>;


export type IsoListQuery = { sessions: { nodes: Array<{ id: string, metadata: Record<string, unknown> }>, edges: Array<{ cursor: string }> } | null };

export type IsoSnapshotQueryVariables = Exact<{
  id: string | number;
}>;


export type IsoSnapshotQuery = { session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number, messages: { nodes: Array<
        | { entryId: string, revision: number }
        | { entryId: string, revision: number }
      > } | null, events: { nodes: Array<
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
      > } | null, context: { pendingTriggerOffset: number | null, lastRequestOffset: number | null, items: Array<{ offset: number, content: string }>, openRequest: { offset: number } | null } } | null };

export type IsoNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type IsoNodeQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type IsoEntryGlobalIdQueryVariables = Exact<{
  id: string | number;
  entryId: string | number;
}>;


export type IsoEntryGlobalIdQuery = { entry:
    | { id: string }
    | { id: string }
   | null };

export type IsoOwnEntryQueryVariables = Exact<{
  id: string | number;
  entryId: string | number;
}>;


export type IsoOwnEntryQuery = { session: { entry:
      | { entryId: string }
      | { entryId: string }
     | null } | null };

export type MultiEventsSubscriptionVariables = Exact<{
  sessionId: string | number;
  after?: number | null | undefined;
}>;


export type MultiEventsSubscription = { sessionEvents:
    | { __typename: 'ActiveLeafSetEvent', offset: number, sessionId: string, type: SessionEventType }
    | { __typename: 'ContextItemAddedEvent', offset: number, sessionId: string, type: SessionEventType }
    | { __typename: 'LlmRequestRequestedEvent', offset: number, sessionId: string, type: SessionEventType }
    | { __typename: 'LlmRequestSettledEvent', offset: number, sessionId: string, type: SessionEventType }
    | { __typename: 'MessageAddedEvent', entryId: string, offset: number, sessionId: string, type: SessionEventType }
    | { __typename: 'MessageUpdatedEvent', offset: number, sessionId: string, type: SessionEventType }
    | { __typename: 'SessionCreatedEvent', offset: number, sessionId: string, type: SessionEventType }
    | { __typename: 'SessionMetaUpdatedEvent', offset: number, sessionId: string, type: SessionEventType }
    | { __typename: 'SessionStatusChangedEvent', offset: number, sessionId: string, type: SessionEventType }
   };

export type MultiMessageAddedSubscriptionVariables = Exact<{
  filter?: MessageFilter | null | undefined;
}>;


export type MultiMessageAddedSubscription = { messageAdded: { offset: number, sessionId: string, entryId: string } };

export type MultiCreatedSubscriptionVariables = Exact<{
  filter?: SessionCreatedFilter | null | undefined;
}>;


export type MultiCreatedSubscription = { sessionCreated: { sessionId: string, metadata: Record<string, unknown> } };

export type MultiStatusSubscriptionVariables = Exact<{
  filter?: SessionFilter | null | undefined;
}>;


export type MultiStatusSubscription = { sessionStatusChanged: { sessionId: string, offset: number, status: SessionStatus } };

export type MultiDeletedSubscriptionVariables = Exact<{
  filter?: SessionFilter | null | undefined;
}>;


export type MultiDeletedSubscription = { sessionDeleted: { sessionId: string } };

export type MultiAppendMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type MultiAppendMutation = { appendEntry: { entry:
      | { entryId: string }
      | { entryId: string }
     } };

export type MultiStatusSetMutationVariables = Exact<{
  input: SetSessionStatusInput;
}>;


export type MultiStatusSetMutation = { setSessionStatus: { status: SessionStatus } };

export type MultiDeleteMutationVariables = Exact<{
  input: DeleteSessionInput;
}>;


export type MultiDeleteMutation = { deleteSession: { deleted: boolean } };

export type RestartEventsSubscriptionVariables = Exact<{
  sessionId: string | number;
  after?: number | null | undefined;
}>;


export type RestartEventsSubscription = { sessionEvents:
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
   };

export type RestartAppendMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type RestartAppendMutation = { appendEntry: { entry:
      | { entryId: string }
      | { entryId: string }
     } };

export type RestartLastOffsetQueryVariables = Exact<{
  id: string | number;
}>;


export type RestartLastOffsetQuery = { session: { lastOffset: number } | null };

export type SlowBigEventsSubscriptionVariables = Exact<{
  sessionId: string | number;
  after?: number | null | undefined;
}>;


export type SlowBigEventsSubscription = { sessionEvents:
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number, entry:
        | { message:
            | { content: Array<
                | { text: string }
                | Record<PropertyKey, never>
              > }
            | { content: Array<
                | { text: string }
                | Record<PropertyKey, never>
              > }
            | { content: Array<
                | { text: string }
                | Record<PropertyKey, never>
              > }
            | { content: Array<
                | { text: string }
                | Record<PropertyKey, never>
              > }
           }
        | Record<PropertyKey, never>
       }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
   };

export type SlowBigAddedSubscriptionVariables = Exact<{
  filter?: MessageFilter | null | undefined;
}>;


export type SlowBigAddedSubscription = { messageAdded: { offset: number, entry:
      | { message:
          | { content: Array<
              | { text: string }
              | Record<PropertyKey, never>
            > }
          | { content: Array<
              | { text: string }
              | Record<PropertyKey, never>
            > }
          | { content: Array<
              | { text: string }
              | Record<PropertyKey, never>
            > }
          | { content: Array<
              | { text: string }
              | Record<PropertyKey, never>
            > }
         }
      | Record<PropertyKey, never>
     } };

export type SlowOffsetsSubscriptionVariables = Exact<{
  sessionId: string | number;
  after?: number | null | undefined;
}>;


export type SlowOffsetsSubscription = { sessionEvents:
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
   };

export type SlowSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type SlowSessionQuery = { session: { lastOffset: number } | null };

export type ClAddMutationVariables = Exact<{
  input: AddContextItemInput;
}>;


export type ClAddMutation = { addContextItem: { offset: number } };

export type ClOpenQueryVariables = Exact<{
  id: string | number;
}>;


export type ClOpenQuery = { session: { context: { prompt: Array<{ offset: number, role: ContextRole, content: string }>, openRequest: { offset: number, sessionId: string, claimedBy: string | null, claimExpiresAt: number | null, prompt: Array<{ offset: number, role: ContextRole, content: string }> } | null } } | null };

export type ClClaimMutationVariables = Exact<{
  input: ClaimLlmRequestInput;
}>;


export type ClClaimMutation = { claimLlmRequest: { claimed: boolean, nextSequence: number, request: { offset: number, sessionId: string, claimedBy: string | null, claimExpiresAt: number | null, prompt: Array<{ role: ContextRole, content: string }> } | null } };

export type ClReleaseMutationVariables = Exact<{
  input: ReleaseLlmRequestInput;
}>;


export type ClReleaseMutation = { releaseLlmRequest: { released: boolean } };

export type ClChunkMutationVariables = Exact<{
  input: AppendLlmResponseChunkInput;
}>;


export type ClChunkMutation = { appendLlmResponseChunk: { accepted: boolean } };

export type ClSettleMutationVariables = Exact<{
  input: SettleLlmRequestInput;
}>;


export type ClSettleMutation = { settleLlmRequest: { settled: boolean } };

export type ClClaimableQueryVariables = Exact<{
  metadata?: Record<string, unknown> | null | undefined;
  limit?: number | null | undefined;
}>;


export type ClClaimableQuery = { claimableLlmRequests: Array<{ sessionId: string, offset: number, claimedBy: string | null }> };

export type ClUsageQueryVariables = Exact<{
  id: string | number;
}>;


export type ClUsageQuery = { session: { usage: { inputTokens: number, outputTokens: number, cachedInputTokens: number, reasoningOutputTokens: number, requests: number, failedRequests: number } } | null };

export type ClUsageListQueryVariables = Exact<{
  metadata?: Record<string, unknown> | null | undefined;
}>;


export type ClUsageListQuery = { sessions: { nodes: Array<{ id: string, usage: { requests: number, outputTokens: number } }> } | null };

export type LrAddMutationVariables = Exact<{
  input: AddContextItemInput;
}>;


export type LrAddMutation = { addContextItem: { offset: number } };

export type LrSettleMutationVariables = Exact<{
  input: SettleLlmRequestInput;
}>;


export type LrSettleMutation = { settleLlmRequest: { settled: boolean, offset: number | null, itemOffset: number | null } };

export type LrChunkMutationVariables = Exact<{
  input: AppendLlmResponseChunkInput;
}>;


export type LrChunkMutation = { appendLlmResponseChunk: { accepted: boolean } };

export type LrContextQueryVariables = Exact<{
  id: string | number;
}>;


export type LrContextQuery = { session: { context: { pendingTriggerOffset: number | null, lastRequestOffset: number | null, nextRequestAt: number | null, failedAttempts: number, items: Array<{ offset: number, role: ContextRole, content: string }>, prompt: Array<{ role: ContextRole, content: string }>, openRequest: { offset: number, requestedAt: number, expiresAt: number } | null } } | null };

export type LrEventsQueryVariables = Exact<{
  id: string | number;
}>;


export type LrEventsQuery = { session: { events: { nodes: Array<
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType, item: { role: ContextRole, content: string, llmRequestOffset: number | null } }
        | { offset: number, type: SessionEventType }
        | { requestOffset: number, durationMs: number | null, offset: number, type: SessionEventType, result:
            | { __typename: 'LlmCancelled', reason: CancelReason, partialText: string | null }
            | { __typename: 'LlmFailed', errorMessage: string }
            | { __typename: 'LlmSucceeded', text: string, usage: { inputTokens: number, outputTokens: number } | null }
           }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
        | { offset: number, type: SessionEventType }
      > } | null } | null };

export type LrRequestedSubscriptionVariables = Exact<{
  filter?: SessionFilter | null | undefined;
}>;


export type LrRequestedSubscription = { llmRequestRequested: { offset: number, sessionId: string, requestedAt: number, expiresAt: number } };

export type LrSettledSubscriptionVariables = Exact<{
  filter?: SessionFilter | null | undefined;
}>;


export type LrSettledSubscription = { llmRequestSettled: { offset: number, sessionId: string, requestOffset: number, result:
      | { __typename: 'LlmCancelled', reason: CancelReason, partialText: string | null }
      | { __typename: 'LlmFailed' }
      | { __typename: 'LlmSucceeded', text: string }
     } };

export type LrChunksSubscriptionVariables = Exact<{
  sessionId: string | number;
  requestOffset: number;
}>;


export type LrChunksSubscription = { llmResponseChunks: { sessionId: string, requestOffset: number, sequence: number, chunk: string, at: number } };

export type MgSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type MgSessionQuery = { session: { usage: { inputTokens: number, outputTokens: number, cachedInputTokens: number, reasoningOutputTokens: number, requests: number, failedRequests: number }, context: { openRequest: { offset: number, claimedBy: string | null, prompt: Array<{ role: ContextRole, content: string }> } | null } } | null };

export type MgClaimableQueryVariables = Exact<{ [key: string]: never; }>;


export type MgClaimableQuery = { claimableLlmRequests: Array<{ sessionId: string, offset: number }> };

export type MgClaimMutationVariables = Exact<{
  input: ClaimLlmRequestInput;
}>;


export type MgClaimMutation = { claimLlmRequest: { claimed: boolean, request: { prompt: Array<{ role: ContextRole, content: string }> } | null } };

export type OpsOutageReadQueryVariables = Exact<{
  id: string | number;
}>;


export type OpsOutageReadQuery = { session: { id: string, title: string, messageCount: number } | null };

export type OpsOutageListQueryVariables = Exact<{ [key: string]: never; }>;


export type OpsOutageListQuery = { sessions: { nodes: Array<{ id: string }> } | null };

export type OpsOutageAppendMutationVariables = Exact<{
  sessionId: string | number;
  text: string;
}>;


export type OpsOutageAppendMutation = { appendEntry: { created: boolean, entry:
      | { entryId: string }
      | { entryId: string }
     } };

export type OpsOutageWatchSubscriptionVariables = Exact<{
  sessionId: string | number;
  after?: number | null | undefined;
}>;


export type OpsOutageWatchSubscription = { sessionEvents:
    | { __typename: 'ActiveLeafSetEvent', offset: number, type: SessionEventType }
    | { __typename: 'ContextItemAddedEvent', offset: number, type: SessionEventType }
    | { __typename: 'LlmRequestRequestedEvent', offset: number, type: SessionEventType }
    | { __typename: 'LlmRequestSettledEvent', offset: number, type: SessionEventType }
    | { __typename: 'MessageAddedEvent', entryId: string, offset: number, type: SessionEventType }
    | { __typename: 'MessageUpdatedEvent', offset: number, type: SessionEventType }
    | { __typename: 'SessionCreatedEvent', offset: number, type: SessionEventType }
    | { __typename: 'SessionMetaUpdatedEvent', offset: number, type: SessionEventType }
    | { __typename: 'SessionStatusChangedEvent', offset: number, type: SessionEventType }
   };

export type OpsOutageAddedSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type OpsOutageAddedSubscription = { messageAdded: { offset: number, entryId: string } };

export type PagingAppendMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type PagingAppendMutation = { appendEntry: { entry:
      | { entryId: string, parentId: string | null }
      | { entryId: string, parentId: string | null }
     } };

export type PagingPageQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  includeCustom?: boolean | null | undefined;
  roles?: Array<MessageRole> | MessageRole | null | undefined;
}>;


export type PagingPageQuery = { session: { messages: { edges: Array<{ cursor: string }>, nodes: Array<
        | { entryId: string, kind: EntryKind }
        | { entryId: string, kind: EntryKind, message:
            | { role: MessageRole }
            | { role: MessageRole }
            | { role: MessageRole }
            | { role: MessageRole }
           }
      >, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type PagingTwoPagesQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  withLast: boolean;
}>;


export type PagingTwoPagesQuery = { session: { head: { nodes: Array<
        | { entryId: string }
        | { entryId: string }
      >, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean } } | null, tail?: { nodes: Array<
        | { entryId: string }
        | { entryId: string }
      > } | null } | null };

export type SearchQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  status?: SessionStatus | null | undefined;
  metadata?: Record<string, unknown> | null | undefined;
}>;


export type SearchQuery = { searchSessions: { edges: Array<{ cursor: string, node: { rank: number } }>, nodes: Array<{ rank: number, session: { id: string, title: string }, snippets: Array<{ entryId: string, text: string }> }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type SearchUpdateMutationVariables = Exact<{
  sessionId: string | number;
  entryId: string | number;
  text: string;
}>;


export type SearchUpdateMutation = { updateMessage: { updated: boolean } };

export type SearchRenameMutationVariables = Exact<{
  sessionId: string | number;
  title?: string | null | undefined;
  description?: string | null | undefined;
}>;


export type SearchRenameMutation = { setSessionMeta: { session: { id: string } } };

export type SearchStatusMutationVariables = Exact<{
  sessionId: string | number;
  status: SessionStatus;
}>;


export type SearchStatusMutation = { setSessionStatus: { session: { id: string } } };

export type SearchDeleteMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type SearchDeleteMutation = { deleteSession: { deleted: boolean } };

export type SearchForkMutationVariables = Exact<{
  sessionId: string | number;
  entryId: string | number;
}>;


export type SearchForkMutation = { forkSession: { session: { id: string } } };

export type SessionsEnsureMutationVariables = Exact<{
  input: EnsureSessionInput;
}>;


export type SessionsEnsureMutation = { ensureSession: { created: boolean, session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number } } };

export type SessionsEventsQueryVariables = Exact<{
  id: string | number;
}>;


export type SessionsEventsQuery = { session: { id: string, lastOffset: number, events: { nodes: Array<
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
        | { title: string, description: string, status: SessionStatus, forkedFrom: string | null, createdAt: number, metadata: Record<string, unknown>, offset: number, type: SessionEventType, sessionId: string, at: number }
        | { title: string, description: string, metadata: Record<string, unknown>, offset: number, type: SessionEventType, sessionId: string, at: number }
        | { status: SessionStatus, previousStatus: SessionStatus, statusReason: string | null, offset: number, type: SessionEventType, sessionId: string, at: number }
      > } | null } | null };

export type SessionsListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  order?: SessionOrder | null | undefined;
  status?: SessionStatus | null | undefined;
  metadata?: Record<string, unknown> | null | undefined;
}>;


export type SessionsListQuery = { sessions: { edges: Array<{ cursor: string, node: { id: string, createdAt: number, updatedAt: number } }>, nodes: Array<{ id: string, createdAt: number, updatedAt: number, status: SessionStatus, metadata: Record<string, unknown> }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null };

export type SessionsSetMetaMutationVariables = Exact<{
  input: SetSessionMetaInput;
}>;


export type SessionsSetMetaMutation = { setSessionMeta: { session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number } } };

export type SessionsSetStatusMutationVariables = Exact<{
  input: SetSessionStatusInput;
}>;


export type SessionsSetStatusMutation = { setSessionStatus: { status: SessionStatus, previousStatus: SessionStatus, session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number } } };

export type SessionsDeleteMutationVariables = Exact<{
  input: DeleteSessionInput;
}>;


export type SessionsDeleteMutation = { deleteSession: { deleted: boolean } };

export type SessionsAppendMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type SessionsAppendMutation = { appendEntry: { created: boolean, entry:
      | { entryId: string }
      | { entryId: string }
     } };

export type SessionsUpdateMessageMutationVariables = Exact<{
  input: UpdateMessageInput;
}>;


export type SessionsUpdateMessageMutation = { updateMessage: { updated: boolean } };

export type SessionsSetLeafMutationVariables = Exact<{
  input: SetActiveLeafInput;
}>;


export type SessionsSetLeafMutation = { setActiveLeaf: { session: { id: string } } };

export type SessionsForkMutationVariables = Exact<{
  input: ForkSessionInput;
}>;


export type SessionsForkMutation = { forkSession: { session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number } } };

export type SessionsEntryQueryVariables = Exact<{
  sessionId: string | number;
  id: string | number;
}>;


export type SessionsEntryQuery = { entry:
    | { entryId: string }
    | { entryId: string }
   | null };

export type SessionsMessagesQueryVariables = Exact<{
  id: string | number;
}>;


export type SessionsMessagesQuery = { session: { messages: { nodes: Array<
        | { entryId: string }
        | { entryId: string }
      >, pageInfo: { endCursor: string | null } } | null } | null };

export type SessionsEventPageQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type SessionsEventPageQuery = { session: { id: string, lastOffset: number, events: { edges: Array<{ cursor: string, node:
          | { offset: number }
          | { offset: number }
          | { offset: number }
          | { offset: number }
          | { offset: number }
          | { offset: number }
          | { offset: number }
          | { offset: number }
          | { offset: number }
         }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } | null } | null };

export type SessionsBadNestedQueryVariables = Exact<{
  id: string | number;
  messagesAfter?: string | null | undefined;
  eventsAfter?: string | null | undefined;
}>;


export type SessionsBadNestedQuery = { session: { id: string, title: string, messages: { nodes: Array<
        | { entryId: string }
        | { entryId: string }
      > } | null, events: { nodes: Array<
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
      > } | null } | null };

export type SharedEventsSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type SharedEventsSubscription = { sessionEvents:
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { entryId: string, offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
   };

export type SharedAddedSubscriptionVariables = Exact<{
  filter?: MessageFilter | null | undefined;
}>;


export type SharedAddedSubscription = { messageAdded: { entryId: string } };

export type OpsShutdownCreateMutationVariables = Exact<{ [key: string]: never; }>;


export type OpsShutdownCreateMutation = { createSession: { session: { id: string } } };

export type OpsShutdownAppendMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type OpsShutdownAppendMutation = { appendEntry: { created: boolean, entry:
      | { entryId: string }
      | { entryId: string }
     } };

export type OpsShutdownWatchSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type OpsShutdownWatchSubscription = { sessionEvents:
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
    | { offset: number, type: SessionEventType }
   };

export type SetupEventsSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type SetupEventsSubscription = { sessionEvents:
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
    | { offset: number }
   };

export type SetupChunksSubscriptionVariables = Exact<{
  sessionId: string | number;
}>;


export type SetupChunksSubscription = { llmResponseChunks: { chunk: string } };

type LiveEntryFields_CustomEntry_Fragment = { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number };

type LiveEntryFields_MessageEntry_Fragment = { __typename: 'MessageEntry', entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number, message:
    | { __typename: 'AssistantMessage', stopReason: StopReason, role: MessageRole, timestamp: number, content: Array<
        | { __typename: 'FileBlock' }
        | { __typename: 'FunctionCallBlock' }
        | { __typename: 'FunctionResultBlock' }
        | { __typename: 'ImageBlock' }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ThinkingBlock' }
      > }
    | { __typename: 'CustomMessage', customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
        | { __typename: 'FileBlock' }
        | { __typename: 'FunctionCallBlock' }
        | { __typename: 'FunctionResultBlock' }
        | { __typename: 'ImageBlock' }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ThinkingBlock' }
      > }
    | { __typename: 'FunctionResultMessage', role: MessageRole, timestamp: number, content: Array<
        | { __typename: 'FileBlock' }
        | { __typename: 'FunctionCallBlock' }
        | { __typename: 'FunctionResultBlock' }
        | { __typename: 'ImageBlock' }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ThinkingBlock' }
      > }
    | { __typename: 'UserMessage', role: MessageRole, timestamp: number, content: Array<
        | { __typename: 'FileBlock' }
        | { __typename: 'FunctionCallBlock' }
        | { __typename: 'FunctionResultBlock' }
        | { __typename: 'ImageBlock' }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ThinkingBlock' }
      > }
   };

export type LiveEntryFieldsFragment =
  | LiveEntryFields_CustomEntry_Fragment
  | LiveEntryFields_MessageEntry_Fragment
;

type LiveEventFields_ActiveLeafSetEvent_Fragment = { __typename: 'ActiveLeafSetEvent', entryId: string, offset: number, sessionId: string, type: SessionEventType, at: number };

type LiveEventFields_ContextItemAddedEvent_Fragment = { __typename: 'ContextItemAddedEvent', offset: number, sessionId: string, type: SessionEventType, at: number };

type LiveEventFields_LlmRequestRequestedEvent_Fragment = { __typename: 'LlmRequestRequestedEvent', offset: number, sessionId: string, type: SessionEventType, at: number };

type LiveEventFields_LlmRequestSettledEvent_Fragment = { __typename: 'LlmRequestSettledEvent', offset: number, sessionId: string, type: SessionEventType, at: number };

type LiveEventFields_MessageAddedEvent_Fragment = { __typename: 'MessageAddedEvent', entryId: string, parentId: string | null, origin: Record<string, unknown> | null, offset: number, sessionId: string, type: SessionEventType, at: number, entry:
    | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number }
    | { __typename: 'MessageEntry', entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number, message:
        | { __typename: 'AssistantMessage', stopReason: StopReason, role: MessageRole, timestamp: number, content: Array<
            | { __typename: 'FileBlock' }
            | { __typename: 'FunctionCallBlock' }
            | { __typename: 'FunctionResultBlock' }
            | { __typename: 'ImageBlock' }
            | { __typename: 'TextBlock', text: string }
            | { __typename: 'ThinkingBlock' }
          > }
        | { __typename: 'CustomMessage', customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
            | { __typename: 'FileBlock' }
            | { __typename: 'FunctionCallBlock' }
            | { __typename: 'FunctionResultBlock' }
            | { __typename: 'ImageBlock' }
            | { __typename: 'TextBlock', text: string }
            | { __typename: 'ThinkingBlock' }
          > }
        | { __typename: 'FunctionResultMessage', role: MessageRole, timestamp: number, content: Array<
            | { __typename: 'FileBlock' }
            | { __typename: 'FunctionCallBlock' }
            | { __typename: 'FunctionResultBlock' }
            | { __typename: 'ImageBlock' }
            | { __typename: 'TextBlock', text: string }
            | { __typename: 'ThinkingBlock' }
          > }
        | { __typename: 'UserMessage', role: MessageRole, timestamp: number, content: Array<
            | { __typename: 'FileBlock' }
            | { __typename: 'FunctionCallBlock' }
            | { __typename: 'FunctionResultBlock' }
            | { __typename: 'ImageBlock' }
            | { __typename: 'TextBlock', text: string }
            | { __typename: 'ThinkingBlock' }
          > }
       }
   };

type LiveEventFields_MessageUpdatedEvent_Fragment = { __typename: 'MessageUpdatedEvent', entryId: string, revision: number, origin: Record<string, unknown> | null, offset: number, sessionId: string, type: SessionEventType, at: number, entry:
    | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number }
    | { __typename: 'MessageEntry', entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number, message:
        | { __typename: 'AssistantMessage', stopReason: StopReason, role: MessageRole, timestamp: number, content: Array<
            | { __typename: 'FileBlock' }
            | { __typename: 'FunctionCallBlock' }
            | { __typename: 'FunctionResultBlock' }
            | { __typename: 'ImageBlock' }
            | { __typename: 'TextBlock', text: string }
            | { __typename: 'ThinkingBlock' }
          > }
        | { __typename: 'CustomMessage', customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
            | { __typename: 'FileBlock' }
            | { __typename: 'FunctionCallBlock' }
            | { __typename: 'FunctionResultBlock' }
            | { __typename: 'ImageBlock' }
            | { __typename: 'TextBlock', text: string }
            | { __typename: 'ThinkingBlock' }
          > }
        | { __typename: 'FunctionResultMessage', role: MessageRole, timestamp: number, content: Array<
            | { __typename: 'FileBlock' }
            | { __typename: 'FunctionCallBlock' }
            | { __typename: 'FunctionResultBlock' }
            | { __typename: 'ImageBlock' }
            | { __typename: 'TextBlock', text: string }
            | { __typename: 'ThinkingBlock' }
          > }
        | { __typename: 'UserMessage', role: MessageRole, timestamp: number, content: Array<
            | { __typename: 'FileBlock' }
            | { __typename: 'FunctionCallBlock' }
            | { __typename: 'FunctionResultBlock' }
            | { __typename: 'ImageBlock' }
            | { __typename: 'TextBlock', text: string }
            | { __typename: 'ThinkingBlock' }
          > }
       }
   };

type LiveEventFields_SessionCreatedEvent_Fragment = { __typename: 'SessionCreatedEvent', title: string, description: string, status: SessionStatus, forkedFrom: string | null, createdAt: number, metadata: Record<string, unknown>, offset: number, sessionId: string, type: SessionEventType, at: number };

type LiveEventFields_SessionMetaUpdatedEvent_Fragment = { __typename: 'SessionMetaUpdatedEvent', title: string, description: string, metadata: Record<string, unknown>, offset: number, sessionId: string, type: SessionEventType, at: number };

type LiveEventFields_SessionStatusChangedEvent_Fragment = { __typename: 'SessionStatusChangedEvent', status: SessionStatus, previousStatus: SessionStatus, statusReason: string | null, offset: number, sessionId: string, type: SessionEventType, at: number };

export type LiveEventFieldsFragment =
  | LiveEventFields_ActiveLeafSetEvent_Fragment
  | LiveEventFields_ContextItemAddedEvent_Fragment
  | LiveEventFields_LlmRequestRequestedEvent_Fragment
  | LiveEventFields_LlmRequestSettledEvent_Fragment
  | LiveEventFields_MessageAddedEvent_Fragment
  | LiveEventFields_MessageUpdatedEvent_Fragment
  | LiveEventFields_SessionCreatedEvent_Fragment
  | LiveEventFields_SessionMetaUpdatedEvent_Fragment
  | LiveEventFields_SessionStatusChangedEvent_Fragment
;

export type LiveSessionEventsSubscriptionVariables = Exact<{
  sessionId: string | number;
  after?: number | null | undefined;
}>;


export type LiveSessionEventsSubscription = { sessionEvents:
    | { __typename: 'ActiveLeafSetEvent', entryId: string, offset: number, sessionId: string, type: SessionEventType, at: number }
    | { __typename: 'ContextItemAddedEvent', offset: number, sessionId: string, type: SessionEventType, at: number }
    | { __typename: 'LlmRequestRequestedEvent', offset: number, sessionId: string, type: SessionEventType, at: number }
    | { __typename: 'LlmRequestSettledEvent', offset: number, sessionId: string, type: SessionEventType, at: number }
    | { __typename: 'MessageAddedEvent', entryId: string, parentId: string | null, origin: Record<string, unknown> | null, offset: number, sessionId: string, type: SessionEventType, at: number, entry:
        | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number }
        | { __typename: 'MessageEntry', entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number, message:
            | { __typename: 'AssistantMessage', stopReason: StopReason, role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { __typename: 'CustomMessage', customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { __typename: 'FunctionResultMessage', role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { __typename: 'UserMessage', role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
           }
       }
    | { __typename: 'MessageUpdatedEvent', entryId: string, revision: number, origin: Record<string, unknown> | null, offset: number, sessionId: string, type: SessionEventType, at: number, entry:
        | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number }
        | { __typename: 'MessageEntry', entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number, message:
            | { __typename: 'AssistantMessage', stopReason: StopReason, role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { __typename: 'CustomMessage', customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { __typename: 'FunctionResultMessage', role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
            | { __typename: 'UserMessage', role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock' }
                | { __typename: 'FunctionResultBlock' }
                | { __typename: 'ImageBlock' }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock' }
              > }
           }
       }
    | { __typename: 'SessionCreatedEvent', title: string, description: string, status: SessionStatus, forkedFrom: string | null, createdAt: number, metadata: Record<string, unknown>, offset: number, sessionId: string, type: SessionEventType, at: number }
    | { __typename: 'SessionMetaUpdatedEvent', title: string, description: string, metadata: Record<string, unknown>, offset: number, sessionId: string, type: SessionEventType, at: number }
    | { __typename: 'SessionStatusChangedEvent', status: SessionStatus, previousStatus: SessionStatus, statusReason: string | null, offset: number, sessionId: string, type: SessionEventType, at: number }
   };

export type LiveOffsetsSubscriptionVariables = Exact<{
  sessionId: string | number;
  after?: number | null | undefined;
}>;


export type LiveOffsetsSubscription = { sessionEvents:
    | { offset: number, sessionId: string }
    | { offset: number, sessionId: string }
    | { offset: number, sessionId: string }
    | { offset: number, sessionId: string }
    | { offset: number, sessionId: string }
    | { offset: number, sessionId: string }
    | { offset: number, sessionId: string }
    | { offset: number, sessionId: string }
    | { offset: number, sessionId: string }
   };

export type LiveSessionCreatedSubscriptionVariables = Exact<{
  filter?: SessionCreatedFilter | null | undefined;
}>;


export type LiveSessionCreatedSubscription = { sessionCreated: { __typename: 'SessionCreatedEvent', title: string, description: string, status: SessionStatus, forkedFrom: string | null, createdAt: number, metadata: Record<string, unknown>, offset: number, sessionId: string, type: SessionEventType, at: number } };

export type LiveSessionDeletedSubscriptionVariables = Exact<{
  filter?: SessionFilter | null | undefined;
}>;


export type LiveSessionDeletedSubscription = { sessionDeleted: { __typename: 'SessionDeletedEvent', sessionId: string, at: number } };

export type LiveMessageAddedSubscriptionVariables = Exact<{
  filter?: MessageFilter | null | undefined;
}>;


export type LiveMessageAddedSubscription = { messageAdded: { __typename: 'MessageAddedEvent', entryId: string, parentId: string | null, origin: Record<string, unknown> | null, offset: number, sessionId: string, type: SessionEventType, at: number, entry:
      | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number }
      | { __typename: 'MessageEntry', entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number, message:
          | { __typename: 'AssistantMessage', stopReason: StopReason, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock' }
              | { __typename: 'FunctionResultBlock' }
              | { __typename: 'ImageBlock' }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock' }
            > }
          | { __typename: 'CustomMessage', customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock' }
              | { __typename: 'FunctionResultBlock' }
              | { __typename: 'ImageBlock' }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock' }
            > }
          | { __typename: 'FunctionResultMessage', role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock' }
              | { __typename: 'FunctionResultBlock' }
              | { __typename: 'ImageBlock' }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock' }
            > }
          | { __typename: 'UserMessage', role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock' }
              | { __typename: 'FunctionResultBlock' }
              | { __typename: 'ImageBlock' }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock' }
            > }
         }
     } };

export type LiveMessageUpdatedSubscriptionVariables = Exact<{
  filter?: MessageFilter | null | undefined;
}>;


export type LiveMessageUpdatedSubscription = { messageUpdated: { __typename: 'MessageUpdatedEvent', entryId: string, revision: number, origin: Record<string, unknown> | null, offset: number, sessionId: string, type: SessionEventType, at: number, entry:
      | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number }
      | { __typename: 'MessageEntry', entryId: string, kind: EntryKind, parentId: string | null, revision: number, origin: Record<string, unknown> | null, sessionId: string, timestamp: number, message:
          | { __typename: 'AssistantMessage', stopReason: StopReason, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock' }
              | { __typename: 'FunctionResultBlock' }
              | { __typename: 'ImageBlock' }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock' }
            > }
          | { __typename: 'CustomMessage', customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock' }
              | { __typename: 'FunctionResultBlock' }
              | { __typename: 'ImageBlock' }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock' }
            > }
          | { __typename: 'FunctionResultMessage', role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock' }
              | { __typename: 'FunctionResultBlock' }
              | { __typename: 'ImageBlock' }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock' }
            > }
          | { __typename: 'UserMessage', role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock' }
              | { __typename: 'FunctionResultBlock' }
              | { __typename: 'ImageBlock' }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock' }
            > }
         }
     } };

export type LiveMetaUpdatedSubscriptionVariables = Exact<{
  filter?: SessionFilter | null | undefined;
}>;


export type LiveMetaUpdatedSubscription = { sessionMetaUpdated: { __typename: 'SessionMetaUpdatedEvent', title: string, description: string, metadata: Record<string, unknown>, offset: number, sessionId: string, type: SessionEventType, at: number } };

export type LiveStatusChangedSubscriptionVariables = Exact<{
  filter?: SessionFilter | null | undefined;
}>;


export type LiveStatusChangedSubscription = { sessionStatusChanged: { __typename: 'SessionStatusChangedEvent', status: SessionStatus, previousStatus: SessionStatus, statusReason: string | null, offset: number, sessionId: string, type: SessionEventType, at: number } };

export type LiveEnsureMutationVariables = Exact<{
  input: EnsureSessionInput;
}>;


export type LiveEnsureMutation = { ensureSession: { created: boolean, session: { id: string, createdAt: number } } };

export type LiveForkMutationVariables = Exact<{
  input: ForkSessionInput;
}>;


export type LiveForkMutation = { forkSession: { session: { id: string, forkedFrom: string | null, createdAt: number } } };

export type LiveAppendMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type LiveAppendMutation = { appendEntry: { created: boolean, entry:
      | { entryId: string, parentId: string | null, timestamp: number }
      | { entryId: string, parentId: string | null, timestamp: number }
     } };

export type LiveAppendManyMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type LiveAppendManyMutation = { appendMessages: { entryIds: Array<string> } };

export type LiveUpdateMutationVariables = Exact<{
  input: UpdateMessageInput;
}>;


export type LiveUpdateMutation = { updateMessage: { updated: boolean, revision: number } };

export type LiveSetMetaMutationVariables = Exact<{
  input: SetSessionMetaInput;
}>;


export type LiveSetMetaMutation = { setSessionMeta: { session: { id: string } } };

export type LiveSetStatusMutationVariables = Exact<{
  input: SetSessionStatusInput;
}>;


export type LiveSetStatusMutation = { setSessionStatus: { status: SessionStatus } };

export type LiveDeleteMutationVariables = Exact<{
  input: DeleteSessionInput;
}>;


export type LiveDeleteMutation = { deleteSession: { deleted: boolean } };

type TranscriptMessageFields_AssistantMessage_Fragment = { stopReason: StopReason, nativeStopReason: string | null, errorKind: ErrorKind | null, warnings: Array<string> | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
    | { __typename: 'FileBlock' }
    | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
    | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
    | { __typename: 'ImageBlock', data: string | null, mime: string }
    | { __typename: 'TextBlock', text: string }
    | { __typename: 'ThinkingBlock', text: string, signature: string | null }
  > };

type TranscriptMessageFields_CustomMessage_Fragment = { customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
    | { __typename: 'FileBlock' }
    | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
    | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
    | { __typename: 'ImageBlock', data: string | null, mime: string }
    | { __typename: 'TextBlock', text: string }
    | { __typename: 'ThinkingBlock', text: string, signature: string | null }
  > };

type TranscriptMessageFields_FunctionResultMessage_Fragment = { functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
    | { __typename: 'FileBlock' }
    | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
    | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
    | { __typename: 'ImageBlock', data: string | null, mime: string }
    | { __typename: 'TextBlock', text: string }
    | { __typename: 'ThinkingBlock', text: string, signature: string | null }
  > };

type TranscriptMessageFields_UserMessage_Fragment = { role: MessageRole, timestamp: number, content: Array<
    | { __typename: 'FileBlock' }
    | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
    | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
    | { __typename: 'ImageBlock', data: string | null, mime: string }
    | { __typename: 'TextBlock', text: string }
    | { __typename: 'ThinkingBlock', text: string, signature: string | null }
  > };

export type TranscriptMessageFieldsFragment =
  | TranscriptMessageFields_AssistantMessage_Fragment
  | TranscriptMessageFields_CustomMessage_Fragment
  | TranscriptMessageFields_FunctionResultMessage_Fragment
  | TranscriptMessageFields_UserMessage_Fragment
;

type TranscriptEntryFields_CustomEntry_Fragment = { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null };

type TranscriptEntryFields_MessageEntry_Fragment = { __typename: 'MessageEntry', entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
    | { stopReason: StopReason, nativeStopReason: string | null, errorKind: ErrorKind | null, warnings: Array<string> | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
        | { __typename: 'FileBlock' }
        | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
        | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
        | { __typename: 'ImageBlock', data: string | null, mime: string }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ThinkingBlock', text: string, signature: string | null }
      > }
    | { customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
        | { __typename: 'FileBlock' }
        | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
        | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
        | { __typename: 'ImageBlock', data: string | null, mime: string }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ThinkingBlock', text: string, signature: string | null }
      > }
    | { functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
        | { __typename: 'FileBlock' }
        | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
        | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
        | { __typename: 'ImageBlock', data: string | null, mime: string }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ThinkingBlock', text: string, signature: string | null }
      > }
    | { role: MessageRole, timestamp: number, content: Array<
        | { __typename: 'FileBlock' }
        | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
        | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
        | { __typename: 'ImageBlock', data: string | null, mime: string }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ThinkingBlock', text: string, signature: string | null }
      > }
   };

export type TranscriptEntryFieldsFragment =
  | TranscriptEntryFields_CustomEntry_Fragment
  | TranscriptEntryFields_MessageEntry_Fragment
;

export type TranscriptAppendMutationVariables = Exact<{
  input: AppendEntryInput;
}>;


export type TranscriptAppendMutation = { appendEntry: { created: boolean, entry:
      | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null }
      | { __typename: 'MessageEntry', entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
          | { stopReason: StopReason, nativeStopReason: string | null, errorKind: ErrorKind | null, warnings: Array<string> | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
         }
    , session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number } } };

export type TranscriptAppendManyMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type TranscriptAppendManyMutation = { appendMessages: { entryIds: Array<string>, lastEntryId: string, entries: Array<
      | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null }
      | { __typename: 'MessageEntry', entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
          | { stopReason: StopReason, nativeStopReason: string | null, errorKind: ErrorKind | null, warnings: Array<string> | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
         }
    >, session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number } } };

export type TranscriptUpdateMutationVariables = Exact<{
  input: UpdateMessageInput;
}>;


export type TranscriptUpdateMutation = { updateMessage: { updated: boolean, revision: number, entry:
      | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null }
      | { __typename: 'MessageEntry', entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
          | { stopReason: StopReason, nativeStopReason: string | null, errorKind: ErrorKind | null, warnings: Array<string> | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
         }
     } };

export type TranscriptMessagesQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  fromEntryId?: string | number | null | undefined;
  roles?: Array<MessageRole> | MessageRole | null | undefined;
  includeCustom?: boolean | null | undefined;
}>;


export type TranscriptMessagesQuery = { session: { messages: { edges: Array<{ cursor: string, node:
          | { entryId: string }
          | { entryId: string }
         }>, nodes: Array<
        | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null }
        | { __typename: 'MessageEntry', entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
            | { stopReason: StopReason, nativeStopReason: string | null, errorKind: ErrorKind | null, warnings: Array<string> | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                | { __typename: 'ImageBlock', data: string | null, mime: string }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock', text: string, signature: string | null }
              > }
            | { customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                | { __typename: 'ImageBlock', data: string | null, mime: string }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock', text: string, signature: string | null }
              > }
            | { functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                | { __typename: 'ImageBlock', data: string | null, mime: string }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock', text: string, signature: string | null }
              > }
            | { role: MessageRole, timestamp: number, content: Array<
                | { __typename: 'FileBlock' }
                | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                | { __typename: 'ImageBlock', data: string | null, mime: string }
                | { __typename: 'TextBlock', text: string }
                | { __typename: 'ThinkingBlock', text: string, signature: string | null }
              > }
           }
      >, pageInfo: { hasNextPage: boolean, endCursor: string | null } } | null } | null };

export type TranscriptEntryQueryVariables = Exact<{
  sessionId: string | number;
  id: string | number;
}>;


export type TranscriptEntryQuery = { entry:
    | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null }
    | { __typename: 'MessageEntry', entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
        | { stopReason: StopReason, nativeStopReason: string | null, errorKind: ErrorKind | null, warnings: Array<string> | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
            | { __typename: 'FileBlock' }
            | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
            | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
            | { __typename: 'ImageBlock', data: string | null, mime: string }
            | { __typename: 'TextBlock', text: string }
            | { __typename: 'ThinkingBlock', text: string, signature: string | null }
          > }
        | { customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
            | { __typename: 'FileBlock' }
            | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
            | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
            | { __typename: 'ImageBlock', data: string | null, mime: string }
            | { __typename: 'TextBlock', text: string }
            | { __typename: 'ThinkingBlock', text: string, signature: string | null }
          > }
        | { functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
            | { __typename: 'FileBlock' }
            | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
            | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
            | { __typename: 'ImageBlock', data: string | null, mime: string }
            | { __typename: 'TextBlock', text: string }
            | { __typename: 'ThinkingBlock', text: string, signature: string | null }
          > }
        | { role: MessageRole, timestamp: number, content: Array<
            | { __typename: 'FileBlock' }
            | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
            | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
            | { __typename: 'ImageBlock', data: string | null, mime: string }
            | { __typename: 'TextBlock', text: string }
            | { __typename: 'ThinkingBlock', text: string, signature: string | null }
          > }
       }
   | null, session: { entry:
      | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null }
      | { __typename: 'MessageEntry', entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
          | { stopReason: StopReason, nativeStopReason: string | null, errorKind: ErrorKind | null, warnings: Array<string> | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
          | { role: MessageRole, timestamp: number, content: Array<
              | { __typename: 'FileBlock' }
              | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
              | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
              | { __typename: 'ImageBlock', data: string | null, mime: string }
              | { __typename: 'TextBlock', text: string }
              | { __typename: 'ThinkingBlock', text: string, signature: string | null }
            > }
         }
     | null } | null };

export type TranscriptSetLeafMutationVariables = Exact<{
  input: SetActiveLeafInput;
}>;


export type TranscriptSetLeafMutation = { setActiveLeaf: { activeLeafId: string, session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number } } };

export type TranscriptForkMutationVariables = Exact<{
  input: ForkSessionInput;
}>;


export type TranscriptForkMutation = { forkSession: { session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number } } };

export type TranscriptSetMetaMutationVariables = Exact<{
  input: SetSessionMetaInput;
}>;


export type TranscriptSetMetaMutation = { setSessionMeta: { session: { id: string } } };

export type TranscriptSetStatusMutationVariables = Exact<{
  input: SetSessionStatusInput;
}>;


export type TranscriptSetStatusMutation = { setSessionStatus: { status: SessionStatus } };

export type TranscriptEventsQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type TranscriptEventsQuery = { session: { lastOffset: number, events: { nodes: Array<
        | { entryId: string, offset: number, type: SessionEventType, sessionId: string, at: number }
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
        | { entryId: string, parentId: string | null, origin: Record<string, unknown> | null, offset: number, type: SessionEventType, sessionId: string, at: number, entry:
            | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null }
            | { __typename: 'MessageEntry', entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
                | { stopReason: StopReason, nativeStopReason: string | null, errorKind: ErrorKind | null, warnings: Array<string> | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
                    | { __typename: 'FileBlock' }
                    | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                    | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                    | { __typename: 'ImageBlock', data: string | null, mime: string }
                    | { __typename: 'TextBlock', text: string }
                    | { __typename: 'ThinkingBlock', text: string, signature: string | null }
                  > }
                | { customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
                    | { __typename: 'FileBlock' }
                    | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                    | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                    | { __typename: 'ImageBlock', data: string | null, mime: string }
                    | { __typename: 'TextBlock', text: string }
                    | { __typename: 'ThinkingBlock', text: string, signature: string | null }
                  > }
                | { functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
                    | { __typename: 'FileBlock' }
                    | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                    | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                    | { __typename: 'ImageBlock', data: string | null, mime: string }
                    | { __typename: 'TextBlock', text: string }
                    | { __typename: 'ThinkingBlock', text: string, signature: string | null }
                  > }
                | { role: MessageRole, timestamp: number, content: Array<
                    | { __typename: 'FileBlock' }
                    | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                    | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                    | { __typename: 'ImageBlock', data: string | null, mime: string }
                    | { __typename: 'TextBlock', text: string }
                    | { __typename: 'ThinkingBlock', text: string, signature: string | null }
                  > }
               }
           }
        | { entryId: string, revision: number, origin: Record<string, unknown> | null, offset: number, type: SessionEventType, sessionId: string, at: number, entry:
            | { __typename: 'CustomEntry', customType: string, data: unknown, entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null }
            | { __typename: 'MessageEntry', entryId: string, sessionId: string, parentId: string | null, kind: EntryKind, revision: number, timestamp: number, origin: Record<string, unknown> | null, message:
                | { stopReason: StopReason, nativeStopReason: string | null, errorKind: ErrorKind | null, warnings: Array<string> | null, role: MessageRole, timestamp: number, usage: { input: number | null, output: number | null, cacheRead: number | null, cacheWrite: number | null, reasoning: number | null } | null, content: Array<
                    | { __typename: 'FileBlock' }
                    | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                    | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                    | { __typename: 'ImageBlock', data: string | null, mime: string }
                    | { __typename: 'TextBlock', text: string }
                    | { __typename: 'ThinkingBlock', text: string, signature: string | null }
                  > }
                | { customType: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
                    | { __typename: 'FileBlock' }
                    | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                    | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                    | { __typename: 'ImageBlock', data: string | null, mime: string }
                    | { __typename: 'TextBlock', text: string }
                    | { __typename: 'ThinkingBlock', text: string, signature: string | null }
                  > }
                | { functionCallId: string, functionId: string, details: unknown, role: MessageRole, timestamp: number, content: Array<
                    | { __typename: 'FileBlock' }
                    | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                    | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                    | { __typename: 'ImageBlock', data: string | null, mime: string }
                    | { __typename: 'TextBlock', text: string }
                    | { __typename: 'ThinkingBlock', text: string, signature: string | null }
                  > }
                | { role: MessageRole, timestamp: number, content: Array<
                    | { __typename: 'FileBlock' }
                    | { __typename: 'FunctionCallBlock', callId: string, functionId: string, arguments: unknown }
                    | { __typename: 'FunctionResultBlock', functionCallId: string, content: Array<unknown> }
                    | { __typename: 'ImageBlock', data: string | null, mime: string }
                    | { __typename: 'TextBlock', text: string }
                    | { __typename: 'ThinkingBlock', text: string, signature: string | null }
                  > }
               }
           }
        | { title: string, forkedFrom: string | null, createdAt: number, offset: number, type: SessionEventType, sessionId: string, at: number }
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
      > } | null } | null };

export type TranscriptSessionsCursorQueryVariables = Exact<{ [key: string]: never; }>;


export type TranscriptSessionsCursorQuery = { sessions: { pageInfo: { endCursor: string | null } } | null };

export type TranscriptCountForksQueryVariables = Exact<{
  metadata?: Record<string, unknown> | null | undefined;
}>;


export type TranscriptCountForksQuery = { sessions: { nodes: Array<{ id: string }> } | null };

export type WdTurnsQueryVariables = Exact<{
  id: string | number;
}>;


export type WdTurnsQuery = { session: { usage: { requests: number, failedRequests: number }, context: { openRequest: { offset: number } | null, items: Array<{ role: ContextRole, content: string }> }, events: { nodes: Array<
        | { requestOffset: number, result:
            | { __typename: 'LlmCancelled' }
            | { __typename: 'LlmFailed', errorMessage: string, rawResponse: unknown }
            | { __typename: 'LlmSucceeded', text: string, rawResponse: unknown }
           }
        | Record<PropertyKey, never>
      > } | null } | null };

export type WpStateQueryVariables = Exact<{
  id: string | number;
}>;


export type WpStateQuery = { session: { context: { openRequest: { claimedBy: string | null } | null, items: Array<{ role: ContextRole, content: string }> } } | null };

export type WkTurnsQueryVariables = Exact<{
  id: string | number;
}>;


export type WkTurnsQuery = { session: { usage: { inputTokens: number, outputTokens: number, cachedInputTokens: number, reasoningOutputTokens: number, requests: number, failedRequests: number }, context: { openRequest: { offset: number, claimedBy: string | null } | null }, events: { nodes: Array<
        | { offset: number }
        | { offset: number, item: { role: ContextRole, content: string, llmRequestOffset: number | null } }
        | { expiresAt: number, offset: number }
        | { requestOffset: number, offset: number, result:
            | { __typename: 'LlmCancelled', reason: CancelReason, partialText: string | null }
            | { __typename: 'LlmFailed', errorMessage: string, rawResponse: unknown }
            | { __typename: 'LlmSucceeded', text: string, rawResponse: unknown, usage: { inputTokens: number, outputTokens: number, cachedInputTokens: number | null, reasoningOutputTokens: number | null } | null }
           }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
        | { offset: number }
      > } | null } | null };

export const SessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<SessionFieldsFragment, unknown>;
export const LiveEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<LiveEntryFieldsFragment, unknown>;
export const LiveEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCreatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionMetaUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveLeafSetEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<LiveEventFieldsFragment, unknown>;
export const TranscriptMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"nativeStopReason"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"cacheRead"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWrite"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<TranscriptMessageFieldsFragment, unknown>;
export const TranscriptEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptMessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"nativeStopReason"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"cacheRead"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWrite"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<TranscriptEntryFieldsFragment, unknown>;
export const ApolloAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApolloAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloAppendMutation, ApolloAppendMutationVariables>;
export const ApolloForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApolloFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}}]}}]}}]}}]} as unknown as DocumentNode<ApolloForkMutation, ApolloForkMutationVariables>;
export const ApolloUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApolloUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<ApolloUpdateMutation, ApolloUpdateMutationVariables>;
export const ApolloTranscriptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloTranscript"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApolloTranscriptQuery, ApolloTranscriptQueryVariables>;
export const ApolloWatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ApolloWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApolloWatchSubscription, ApolloWatchSubscriptionVariables>;
export const ApolloPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApolloPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ApolloPageQuery, ApolloPageQueryVariables>;
export const SseWatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SseWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SseWatchSubscription, SseWatchSubscriptionVariables>;
export const UrqlCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UrqlCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<UrqlCreateMutation, UrqlCreateMutationVariables>;
export const UrqlAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UrqlAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<UrqlAppendMutation, UrqlAppendMutationVariables>;
export const UrqlSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UrqlSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UrqlSessionQuery, UrqlSessionQueryVariables>;
export const UrqlSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UrqlSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"metadata"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<UrqlSessionsQuery, UrqlSessionsQueryVariables>;
export const UrqlWatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UrqlWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<UrqlWatchSubscription, UrqlWatchSubscriptionVariables>;
export const CreateSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<CreateSessionMutation, CreateSessionMutationVariables>;
export const GetSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<GetSessionQuery, GetSessionQueryVariables>;
export const AppendMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppendMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryIds"}},{"kind":"Field","name":{"kind":"Name","value":"lastEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}}]}}]}}]}}]} as unknown as DocumentNode<AppendMessagesMutation, AppendMessagesMutationVariables>;
export const SessionAttachmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionAttachments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionAttachmentsQuery, SessionAttachmentsQueryVariables>;
export const GetAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<GetAttachmentQuery, GetAttachmentQueryVariables>;
export const DeleteAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<DeleteAttachmentMutation, DeleteAttachmentMutationVariables>;
export const AppendWithBlocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AppendWithBlocks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentBlockInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"message"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"file"},"name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","alias":{"kind":"Name","value":"image"},"name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AppendWithBlocksMutation, AppendWithBlocksMutationVariables>;
export const UpdateContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentBlockInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<UpdateContentMutation, UpdateContentMutationVariables>;
export const ForkAtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForkAt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ForkAtMutation, ForkAtMutationVariables>;
export const BlockOwnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlockOwners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BlockOwnersQuery, BlockOwnersQueryVariables>;
export const EventsWithFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsWithFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FileBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sha256"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventsWithFilesQuery, EventsWithFilesQueryVariables>;
export const DeleteSessionForAttachmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSessionForAttachments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<DeleteSessionForAttachmentsMutation, DeleteSessionForAttachmentsMutationVariables>;
export const HandOverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HandOver"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionMeta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"metadata"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"owner"},"value":{"kind":"StringValue","value":"bob","block":false}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<HandOverMutation, HandOverMutationVariables>;
export const ChunkAddItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChunkAddItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddContextItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addContextItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ChunkAddItemMutation, ChunkAddItemMutationVariables>;
export const ChunkOpenRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChunkOpenRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChunkOpenRequestQuery, ChunkOpenRequestQueryVariables>;
export const ChunkAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChunkAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendLlmResponseChunkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendLlmResponseChunk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<ChunkAppendMutation, ChunkAppendMutationVariables>;
export const ChunkWatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ChunkWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestOffset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"llmResponseChunks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"chunk"}}]}}]}}]} as unknown as DocumentNode<ChunkWatchSubscription, ChunkWatchSubscriptionVariables>;
export const CrCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CrCreate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"StringValue","value":"resume","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CrCreateMutation, CrCreateMutationVariables>;
export const CrLastOffsetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrLastOffset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]}}]} as unknown as DocumentNode<CrLastOffsetQuery, CrLastOffsetQueryVariables>;
export const ConcurrencyAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConcurrencyAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]}}]} as unknown as DocumentNode<ConcurrencyAppendMutation, ConcurrencyAppendMutationVariables>;
export const ConcurrencyUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConcurrencyUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]} as unknown as DocumentNode<ConcurrencyUpdateMutation, ConcurrencyUpdateMutationVariables>;
export const ConcurrencyStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConcurrencyState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConcurrencyStateQuery, ConcurrencyStateQueryVariables>;
export const OpsConfigStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsConfigStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedReloads"}}]}}]}}]} as unknown as DocumentNode<OpsConfigStatusQuery, OpsConfigStatusQueryVariables>;
export const OpsConfigPageSizesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsConfigPageSizes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OpsConfigPageSizesQuery, OpsConfigPageSizesQueryVariables>;
export const OpsConfigCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsConfigCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OpsConfigCreateMutation, OpsConfigCreateMutationVariables>;
export const OpsConfigAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsConfigAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"message"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"StringValue","value":"hi","block":false}}]}}]}]}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<OpsConfigAppendMutation, OpsConfigAppendMutationVariables>;
export const OpsConfigWatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OpsConfigWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<OpsConfigWatchSubscription, OpsConfigWatchSubscriptionVariables>;
export const CtxAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CtxAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddContextItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addContextItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"llmRequestPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"llmRequestOffset"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContextEventRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streamPath"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContextUserRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContextFileRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContextGitCommitRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repoPath"}},{"kind":"Field","name":{"kind":"Name","value":"commitOid"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserActor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origin"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SlackActor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"botName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"compaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replacesHistoryThrough"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputTokens"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]}}]}}]} as unknown as DocumentNode<CtxAddMutation, CtxAddMutationVariables>;
export const CtxContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CtxContext"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prompt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingTriggerOffset"}},{"kind":"Field","name":{"kind":"Name","value":"lastRequestOffset"}},{"kind":"Field","name":{"kind":"Name","value":"nextRequestAt"}}]}}]}}]}}]} as unknown as DocumentNode<CtxContextQuery, CtxContextQueryVariables>;
export const CtxEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CtxEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContextItemAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CtxEventsQuery, CtxEventsQueryVariables>;
export const SetDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetDraftMutation, SetDraftMutationVariables>;
export const GetDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetDraftQuery, GetDraftQueryVariables>;
export const DraftMetaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DraftMeta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionMeta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"StringValue","value":"renamed","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<DraftMetaMutation, DraftMetaMutationVariables>;
export const DraftForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DraftFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"draft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DraftForkMutation, DraftForkMutationVariables>;
export const DraftAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DraftAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"message"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"StringValue","value":"sent","block":false}}]}}]}]}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}}]}}]}}]}}]} as unknown as DocumentNode<DraftAppendMutation, DraftAppendMutationVariables>;
export const DraftDeleteAttachmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DraftDeleteAttachment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<DraftDeleteAttachmentMutation, DraftDeleteAttachmentMutationVariables>;
export const SiblingsAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SiblingsAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"parentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parentId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"message"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}]}}]}]}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}}]} as unknown as DocumentNode<SiblingsAppendMutation, SiblingsAppendMutationVariables>;
export const SiblingsPathDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiblingsPath"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromEntryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"fromEntryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromEntryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siblings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"tipEntryId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SiblingsPathQuery, SiblingsPathQueryVariables>;
export const SiblingsSwitchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SiblingsSwitch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setActiveLeaf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SiblingsSwitchMutation, SiblingsSwitchMutationVariables>;
export const SiblingsForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SiblingsFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SiblingsForkMutation, SiblingsForkMutationVariables>;
export const SiblingsLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SiblingsLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siblings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"tipEntryId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SiblingsLiveSubscription, SiblingsLiveSubscriptionVariables>;
export const GidAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GidAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}}]}}]} as unknown as DocumentNode<GidAppendMutation, GidAppendMutationVariables>;
export const GidForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GidFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<GidForkMutation, GidForkMutationVariables>;
export const GidReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GidRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GidReadQuery, GidReadQueryVariables>;
export const GidNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GidNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}}]}}]} as unknown as DocumentNode<GidNodeQuery, GidNodeQueryVariables>;
export const GidEnsureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GidEnsure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ensureSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}}]} as unknown as DocumentNode<GidEnsureMutation, GidEnsureMutationVariables>;
export const OpsMetricsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsMetricsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OpsMetricsCreateMutation, OpsMetricsCreateMutationVariables>;
export const OpsMetricsAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsMetricsAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"message"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}]}}]}]}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<OpsMetricsAppendMutation, OpsMetricsAppendMutationVariables>;
export const OpsMetricsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsMetricsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}}]}}]}}]} as unknown as DocumentNode<OpsMetricsReadQuery, OpsMetricsReadQueryVariables>;
export const OpsMetricsWatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OpsMetricsWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<OpsMetricsWatchSubscription, OpsMetricsWatchSubscriptionVariables>;
export const BadInputEnsureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BadInputEnsure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnsureSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ensureSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}}]} as unknown as DocumentNode<BadInputEnsureMutation, BadInputEnsureMutationVariables>;
export const BadInputSetMetaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BadInputSetMeta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSessionMetaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionMeta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<BadInputSetMetaMutation, BadInputSetMetaMutationVariables>;
export const BadInputSetStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BadInputSetStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSessionStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BadInputSetStatusMutation, BadInputSetStatusMutationVariables>;
export const BadInputForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BadInputFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<BadInputForkMutation, BadInputForkMutationVariables>;
export const BadInputAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BadInputAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BadInputAppendMutation, BadInputAppendMutationVariables>;
export const BadInputAppendManyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BadInputAppendMany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastEntryId"}}]}}]}}]} as unknown as DocumentNode<BadInputAppendManyMutation, BadInputAppendManyMutationVariables>;
export const BadInputUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BadInputUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<BadInputUpdateMutation, BadInputUpdateMutationVariables>;
export const BadInputStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BadInputState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}}]}}]}}]} as unknown as DocumentNode<BadInputStateQuery, BadInputStateQueryVariables>;
export const BadInputListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BadInputList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"metadata"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<BadInputListQuery, BadInputListQueryVariables>;
export const LimEnsureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LimEnsure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnsureSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ensureSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LimEnsureMutation, LimEnsureMutationVariables>;
export const LimAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LimAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<LimAppendMutation, LimAppendMutationVariables>;
export const LimAppendManyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LimAppendMany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryIds"}}]}}]}}]} as unknown as DocumentNode<LimAppendManyMutation, LimAppendManyMutationVariables>;
export const LimStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LimState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LimStateQuery, LimStateQueryVariables>;
export const LimPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LimPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LimPagesQuery, LimPagesQueryVariables>;
export const IsoCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}}]}}]}}]} as unknown as DocumentNode<IsoCreateMutation, IsoCreateMutationVariables>;
export const IsoEnsureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoEnsure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnsureSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ensureSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}}]}}]}}]} as unknown as DocumentNode<IsoEnsureMutation, IsoEnsureMutationVariables>;
export const IsoDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<IsoDeleteMutation, IsoDeleteMutationVariables>;
export const IsoForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}}]}}]}}]}}]} as unknown as DocumentNode<IsoForkMutation, IsoForkMutationVariables>;
export const IsoSetMetaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoSetMeta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSessionMetaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionMeta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}}]}}]}}]} as unknown as DocumentNode<IsoSetMetaMutation, IsoSetMetaMutationVariables>;
export const IsoSetStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoSetStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSessionStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}}]}}]}}]} as unknown as DocumentNode<IsoSetStatusMutation, IsoSetStatusMutationVariables>;
export const IsoSetLeafDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoSetLeaf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetActiveLeafInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setActiveLeaf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}}]}}]}}]} as unknown as DocumentNode<IsoSetLeafMutation, IsoSetLeafMutationVariables>;
export const IsoAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]}}]}}]} as unknown as DocumentNode<IsoAppendMutation, IsoAppendMutationVariables>;
export const IsoAppendManyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoAppendMany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastEntryId"}}]}}]}}]} as unknown as DocumentNode<IsoAppendManyMutation, IsoAppendManyMutationVariables>;
export const IsoUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]} as unknown as DocumentNode<IsoUpdateMutation, IsoUpdateMutationVariables>;
export const IsoAddItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoAddItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddContextItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addContextItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<IsoAddItemMutation, IsoAddItemMutationVariables>;
export const IsoChunkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoChunk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendLlmResponseChunkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendLlmResponseChunk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<IsoChunkMutation, IsoChunkMutationVariables>;
export const IsoSettleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoSettle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettleLlmRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settleLlmRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<IsoSettleMutation, IsoSettleMutationVariables>;
export const IsoReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"includeCustom"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]} as unknown as DocumentNode<IsoReadQuery, IsoReadQueryVariables>;
export const IsoListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"metadata"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}}]}}]} as unknown as DocumentNode<IsoListQuery, IsoListQueryVariables>;
export const IsoSnapshotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoSnapshot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"includeCustom"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingTriggerOffset"}},{"kind":"Field","name":{"kind":"Name","value":"lastRequestOffset"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<IsoSnapshotQuery, IsoSnapshotQueryVariables>;
export const IsoNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<IsoNodeQuery, IsoNodeQueryVariables>;
export const IsoEntryGlobalIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoEntryGlobalId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<IsoEntryGlobalIdQuery, IsoEntryGlobalIdQueryVariables>;
export const IsoOwnEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoOwnEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<IsoOwnEntryQuery, IsoOwnEntryQueryVariables>;
export const MultiEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MultiEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<MultiEventsSubscription, MultiEventsSubscriptionVariables>;
export const MultiMessageAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MultiMessageAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]} as unknown as DocumentNode<MultiMessageAddedSubscription, MultiMessageAddedSubscriptionVariables>;
export const MultiCreatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MultiCreated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCreatedFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionCreated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}}]}}]} as unknown as DocumentNode<MultiCreatedSubscription, MultiCreatedSubscriptionVariables>;
export const MultiStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MultiStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionStatusChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MultiStatusSubscription, MultiStatusSubscriptionVariables>;
export const MultiDeletedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MultiDeleted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionDeleted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}}]} as unknown as DocumentNode<MultiDeletedSubscription, MultiDeletedSubscriptionVariables>;
export const MultiAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MultiAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<MultiAppendMutation, MultiAppendMutationVariables>;
export const MultiStatusSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MultiStatusSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSessionStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MultiStatusSetMutation, MultiStatusSetMutationVariables>;
export const MultiDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MultiDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<MultiDeleteMutation, MultiDeleteMutationVariables>;
export const RestartEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RestartEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<RestartEventsSubscription, RestartEventsSubscriptionVariables>;
export const RestartAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestartAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<RestartAppendMutation, RestartAppendMutationVariables>;
export const RestartLastOffsetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RestartLastOffset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]}}]} as unknown as DocumentNode<RestartLastOffsetQuery, RestartLastOffsetQueryVariables>;
export const SlowBigEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SlowBigEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SlowBigEventsSubscription, SlowBigEventsSubscriptionVariables>;
export const SlowBigAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SlowBigAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SlowBigAddedSubscription, SlowBigAddedSubscriptionVariables>;
export const SlowOffsetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SlowOffsets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<SlowOffsetsSubscription, SlowOffsetsSubscriptionVariables>;
export const SlowSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SlowSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]}}]} as unknown as DocumentNode<SlowSessionQuery, SlowSessionQueryVariables>;
export const ClAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddContextItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addContextItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ClAddMutation, ClAddMutationVariables>;
export const ClOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClOpen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClOpenQuery, ClOpenQueryVariables>;
export const ClClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimLlmRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimLlmRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimed"}},{"kind":"Field","name":{"kind":"Name","value":"nextSequence"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"claimExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClClaimMutation, ClClaimMutationVariables>;
export const ClReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseLlmRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseLlmRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"released"}}]}}]}}]} as unknown as DocumentNode<ClReleaseMutation, ClReleaseMutationVariables>;
export const ClChunkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClChunk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendLlmResponseChunkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendLlmResponseChunk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<ClChunkMutation, ClChunkMutationVariables>;
export const ClSettleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClSettle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettleLlmRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settleLlmRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settled"}}]}}]}}]} as unknown as DocumentNode<ClSettleMutation, ClSettleMutationVariables>;
export const ClClaimableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClClaimable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimableLlmRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"metadata"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}}]}}]}}]} as unknown as DocumentNode<ClClaimableQuery, ClClaimableQueryVariables>;
export const ClUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClUsage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"reasoningOutputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"failedRequests"}}]}}]}}]}}]} as unknown as DocumentNode<ClUsageQuery, ClUsageQueryVariables>;
export const ClUsageListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClUsageList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"metadata"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClUsageListQuery, ClUsageListQueryVariables>;
export const LrAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LrAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddContextItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addContextItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<LrAddMutation, LrAddMutationVariables>;
export const LrSettleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LrSettle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettleLlmRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settleLlmRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"itemOffset"}}]}}]}}]} as unknown as DocumentNode<LrSettleMutation, LrSettleMutationVariables>;
export const LrChunkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LrChunk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendLlmResponseChunkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendLlmResponseChunk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<LrChunkMutation, LrChunkMutationVariables>;
export const LrContextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LrContext"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prompt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingTriggerOffset"}},{"kind":"Field","name":{"kind":"Name","value":"lastRequestOffset"}},{"kind":"Field","name":{"kind":"Name","value":"nextRequestAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAttempts"}}]}}]}}]}}]} as unknown as DocumentNode<LrContextQuery, LrContextQueryVariables>;
export const LrEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LrEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContextItemAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"llmRequestOffset"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmRequestSettledEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOffset"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmSucceeded"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmCancelled"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"partialText"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LrEventsQuery, LrEventsQueryVariables>;
export const LrRequestedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LrRequested"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"llmRequestRequested"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<LrRequestedSubscription, LrRequestedSubscriptionVariables>;
export const LrSettledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LrSettled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"llmRequestSettled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"requestOffset"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmSucceeded"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmCancelled"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"partialText"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LrSettledSubscription, LrSettledSubscriptionVariables>;
export const LrChunksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LrChunks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestOffset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"llmResponseChunks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestOffset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"requestOffset"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"chunk"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<LrChunksSubscription, LrChunksSubscriptionVariables>;
export const MgSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MgSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"reasoningOutputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"failedRequests"}}]}},{"kind":"Field","name":{"kind":"Name","value":"context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MgSessionQuery, MgSessionQueryVariables>;
export const MgClaimableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MgClaimable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimableLlmRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<MgClaimableQuery, MgClaimableQueryVariables>;
export const MgClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MgClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimLlmRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimLlmRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimed"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MgClaimMutation, MgClaimMutationVariables>;
export const OpsOutageReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsOutageRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}}]}}]}}]} as unknown as DocumentNode<OpsOutageReadQuery, OpsOutageReadQueryVariables>;
export const OpsOutageListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsOutageList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OpsOutageListQuery, OpsOutageListQueryVariables>;
export const OpsOutageAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsOutageAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"message"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}]}}]}]}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<OpsOutageAppendMutation, OpsOutageAppendMutationVariables>;
export const OpsOutageWatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OpsOutageWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<OpsOutageWatchSubscription, OpsOutageWatchSubscriptionVariables>;
export const OpsOutageAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OpsOutageAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]} as unknown as DocumentNode<OpsOutageAddedSubscription, OpsOutageAddedSubscriptionVariables>;
export const PagingAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PagingAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}}]}}]} as unknown as DocumentNode<PagingAppendMutation, PagingAppendMutationVariables>;
export const PagingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagingPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeCustom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageRole"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeCustom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeCustom"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PagingPageQuery, PagingPageQueryVariables>;
export const PagingTwoPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagingTwoPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withLast"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"head"},"name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeCustom"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"tail"},"name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"includeCustom"},"value":{"kind":"BooleanValue","value":true}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withLast"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PagingTwoPagesQuery, PagingTwoPagesQueryVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"metadata"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"snippets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<SearchQuery, SearchQueryVariables>;
export const SearchUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SearchUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}]}}]}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<SearchUpdateMutation, SearchUpdateMutationVariables>;
export const SearchRenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SearchRename"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"description"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionMeta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"description"},"value":{"kind":"Variable","name":{"kind":"Name","value":"description"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SearchRenameMutation, SearchRenameMutationVariables>;
export const SearchStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SearchStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SearchStatusMutation, SearchStatusMutationVariables>;
export const SearchDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SearchDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<SearchDeleteMutation, SearchDeleteMutationVariables>;
export const SearchForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SearchFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"StringValue","value":"fork","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SearchForkMutation, SearchForkMutationVariables>;
export const SessionsEnsureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsEnsure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnsureSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ensureSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<SessionsEnsureMutation, SessionsEnsureMutationVariables>;
export const SessionsEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCreatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionMetaUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionsEventsQuery, SessionsEventsQueryVariables>;
export const SessionsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"metadata"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<SessionsListQuery, SessionsListQueryVariables>;
export const SessionsSetMetaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsSetMeta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSessionMetaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionMeta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<SessionsSetMetaMutation, SessionsSetMetaMutationVariables>;
export const SessionsSetStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsSetStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSessionStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<SessionsSetStatusMutation, SessionsSetStatusMutationVariables>;
export const SessionsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<SessionsDeleteMutation, SessionsDeleteMutationVariables>;
export const SessionsAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<SessionsAppendMutation, SessionsAppendMutationVariables>;
export const SessionsUpdateMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsUpdateMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<SessionsUpdateMessageMutation, SessionsUpdateMessageMutationVariables>;
export const SessionsSetLeafDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsSetLeaf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetActiveLeafInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setActiveLeaf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SessionsSetLeafMutation, SessionsSetLeafMutationVariables>;
export const SessionsForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<SessionsForkMutation, SessionsForkMutationVariables>;
export const SessionsEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]} as unknown as DocumentNode<SessionsEntryQuery, SessionsEntryQueryVariables>;
export const SessionsMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionsMessagesQuery, SessionsMessagesQueryVariables>;
export const SessionsEventPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsEventPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionsEventPageQuery, SessionsEventPageQueryVariables>;
export const SessionsBadNestedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsBadNested"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messagesAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventsAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messagesAfter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventsAfter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionsBadNestedQuery, SessionsBadNestedQueryVariables>;
export const SharedEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SharedEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<SharedEventsSubscription, SharedEventsSubscriptionVariables>;
export const SharedAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SharedAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]} as unknown as DocumentNode<SharedAddedSubscription, SharedAddedSubscriptionVariables>;
export const OpsShutdownCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsShutdownCreate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"StringValue","value":"drain","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OpsShutdownCreateMutation, OpsShutdownCreateMutationVariables>;
export const OpsShutdownAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsShutdownAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"message"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"user"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"content"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"text"},"value":{"kind":"StringValue","value":"in flight","block":false}}]}}]}]}}]}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]} as unknown as DocumentNode<OpsShutdownAppendMutation, OpsShutdownAppendMutationVariables>;
export const OpsShutdownWatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OpsShutdownWatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"IntValue","value":"0"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<OpsShutdownWatchSubscription, OpsShutdownWatchSubscriptionVariables>;
export const SetupEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SetupEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<SetupEventsSubscription, SetupEventsSubscriptionVariables>;
export const SetupChunksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SetupChunks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"llmResponseChunks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestOffset"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chunk"}}]}}]}}]} as unknown as DocumentNode<SetupChunksSubscription, SetupChunksSubscriptionVariables>;
export const LiveSessionEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveSessionEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCreatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionMetaUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveLeafSetEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]} as unknown as DocumentNode<LiveSessionEventsSubscription, LiveSessionEventsSubscriptionVariables>;
export const LiveOffsetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveOffsets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SafeInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}}]} as unknown as DocumentNode<LiveOffsetsSubscription, LiveOffsetsSubscriptionVariables>;
export const LiveSessionCreatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveSessionCreated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCreatedFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionCreated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCreatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionMetaUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveLeafSetEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]} as unknown as DocumentNode<LiveSessionCreatedSubscription, LiveSessionCreatedSubscriptionVariables>;
export const LiveSessionDeletedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveSessionDeleted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionDeleted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<LiveSessionDeletedSubscription, LiveSessionDeletedSubscriptionVariables>;
export const LiveMessageAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveMessageAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCreatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionMetaUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveLeafSetEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]} as unknown as DocumentNode<LiveMessageAddedSubscription, LiveMessageAddedSubscriptionVariables>;
export const LiveMessageUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveMessageUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCreatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionMetaUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveLeafSetEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]} as unknown as DocumentNode<LiveMessageUpdatedSubscription, LiveMessageUpdatedSubscriptionVariables>;
export const LiveMetaUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveMetaUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionMetaUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCreatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionMetaUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveLeafSetEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]} as unknown as DocumentNode<LiveMetaUpdatedSubscription, LiveMetaUpdatedSubscriptionVariables>;
export const LiveStatusChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveStatusChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionStatusChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}}]}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCreatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionMetaUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveLeafSetEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]} as unknown as DocumentNode<LiveStatusChangedSubscription, LiveStatusChangedSubscriptionVariables>;
export const LiveEnsureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveEnsure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnsureSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ensureSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<LiveEnsureMutation, LiveEnsureMutationVariables>;
export const LiveForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<LiveForkMutation, LiveForkMutationVariables>;
export const LiveAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]}}]} as unknown as DocumentNode<LiveAppendMutation, LiveAppendMutationVariables>;
export const LiveAppendManyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveAppendMany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryIds"}}]}}]}}]} as unknown as DocumentNode<LiveAppendManyMutation, LiveAppendManyMutationVariables>;
export const LiveUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}}]}}]}}]} as unknown as DocumentNode<LiveUpdateMutation, LiveUpdateMutationVariables>;
export const LiveSetMetaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveSetMeta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSessionMetaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionMeta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LiveSetMetaMutation, LiveSetMetaMutationVariables>;
export const LiveSetStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveSetStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSessionStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LiveSetStatusMutation, LiveSetStatusMutationVariables>;
export const LiveDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiveDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<LiveDeleteMutation, LiveDeleteMutationVariables>;
export const TranscriptAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TranscriptAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"nativeStopReason"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"cacheRead"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWrite"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptMessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<TranscriptAppendMutation, TranscriptAppendMutationVariables>;
export const TranscriptAppendManyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TranscriptAppendMany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entryIds"}},{"kind":"Field","name":{"kind":"Name","value":"lastEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"nativeStopReason"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"cacheRead"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWrite"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptMessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<TranscriptAppendManyMutation, TranscriptAppendManyMutationVariables>;
export const TranscriptUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TranscriptUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"nativeStopReason"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"cacheRead"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWrite"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptMessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<TranscriptUpdateMutation, TranscriptUpdateMutationVariables>;
export const TranscriptMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromEntryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageRole"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeCustom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"fromEntryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromEntryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeCustom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeCustom"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"nativeStopReason"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"cacheRead"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWrite"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptMessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<TranscriptMessagesQuery, TranscriptMessagesQueryVariables>;
export const TranscriptEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptEntryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"nativeStopReason"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"cacheRead"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWrite"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptMessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<TranscriptEntryQuery, TranscriptEntryQueryVariables>;
export const TranscriptSetLeafDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TranscriptSetLeaf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetActiveLeafInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setActiveLeaf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<TranscriptSetLeafMutation, TranscriptSetLeafMutationVariables>;
export const TranscriptForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TranscriptFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<TranscriptForkMutation, TranscriptForkMutationVariables>;
export const TranscriptSetMetaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TranscriptSetMeta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSessionMetaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionMeta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TranscriptSetMetaMutation, TranscriptSetMetaMutationVariables>;
export const TranscriptSetStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TranscriptSetStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSessionStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<TranscriptSetStatusMutation, TranscriptSetStatusMutationVariables>;
export const TranscriptEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCreatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptEntryFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveLeafSetEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TextBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"mime"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThinkingBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionCallBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"arguments"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssistantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopReason"}},{"kind":"Field","name":{"kind":"Name","value":"nativeStopReason"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"output"}},{"kind":"Field","name":{"kind":"Name","value":"cacheRead"}},{"kind":"Field","name":{"kind":"Name","value":"cacheWrite"}},{"kind":"Field","name":{"kind":"Name","value":"reasoning"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FunctionResultMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"functionCallId"}},{"kind":"Field","name":{"kind":"Name","value":"functionId"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TranscriptEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Entry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MessageEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TranscriptMessageFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customType"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<TranscriptEventsQuery, TranscriptEventsQueryVariables>;
export const TranscriptSessionsCursorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptSessionsCursor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TranscriptSessionsCursorQuery, TranscriptSessionsCursorQueryVariables>;
export const TranscriptCountForksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TranscriptCountForks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"metadata"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TranscriptCountForksQuery, TranscriptCountForksQueryVariables>;
export const WdTurnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WdTurns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"failedRequests"}}]}},{"kind":"Field","name":{"kind":"Name","value":"context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmRequestSettledEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOffset"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmSucceeded"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"rawResponse"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"rawResponse"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WdTurnsQuery, WdTurnsQueryVariables>;
export const WpStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WpState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WpStateQuery, WpStateQueryVariables>;
export const WkTurnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WkTurns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"reasoningOutputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"failedRequests"}}]}},{"kind":"Field","name":{"kind":"Name","value":"context"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"claimedBy"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmRequestRequestedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContextItemAddedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"llmRequestOffset"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmRequestSettledEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestOffset"}},{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmSucceeded"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"usage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"outputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"cachedInputTokens"}},{"kind":"Field","name":{"kind":"Name","value":"reasoningOutputTokens"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rawResponse"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmFailed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"rawResponse"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LlmCancelled"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"partialText"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WkTurnsQuery, WkTurnsQueryVariables>;