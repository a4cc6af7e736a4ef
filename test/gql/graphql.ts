/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** One content block: set exactly one field. */
export type ContentBlockInput =
  {   /** A function call block. */
  functionCall: FunctionCallBlockInput; functionResult?: never; image?: never; text?: never; thinking?: never; }
  |  { functionCall?: never;   /** A function result block. */
  functionResult: FunctionResultBlockInput; image?: never; text?: never; thinking?: never; }
  |  { functionCall?: never; functionResult?: never;   /** An image block. */
  image: ImageBlockInput; text?: never; thinking?: never; }
  |  { functionCall?: never; functionResult?: never; image?: never;   /** A text block. */
  text: TextBlockInput; thinking?: never; }
  |  { functionCall?: never; functionResult?: never; image?: never; text?: never;   /** A thinking block. */
  thinking: ThinkingBlockInput; };

/** A new session. */
export type CreateSessionInput = {
  /** Description (default ""). */
  description?: string | null | undefined;
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
  /** The function to invoke. */
  functionId: string;
  /** Unique per call, echoed by the result. */
  id: string | number;
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

/** An inline image. */
export type ImageBlockInput = {
  /** Base64-encoded image bytes (standard alphabet, padded). */
  data: string;
  /** MIME type, e.g. `image/png`. */
  mime: string;
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
  /** Title, description or metadata changed. */
  | 'SESSION_META_UPDATED'
  /** The status changed. */
  | 'SESSION_STATUS_CHANGED';

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
  /** An agent is working on the session. */
  | 'WORKING';

/** A branch switch. */
export type SetActiveLeafInput = {
  /** The entry the active path should end at. */
  entryId: string | number;
  /** The session. */
  sessionId: string | number;
};

/** New title, description or metadata; omitted fields are kept. */
export type SetSessionMetaInput = {
  /** New description. */
  description?: string | null | undefined;
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

/** A user message. */
export type UserMessageInput = {
  /** The content blocks. */
  content: Array<ContentBlockInput>;
  /** When the message was written (ms since epoch); defaults to now. */
  timestamp?: number | null | undefined;
};

export type SessionsFieldsFragment = { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number };

export type SessionsCreateMutationVariables = Exact<{
  input: CreateSessionInput;
}>;


export type SessionsCreateMutation = { createSession: { session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number } } };

export type SessionsEnsureMutationVariables = Exact<{
  input: EnsureSessionInput;
}>;


export type SessionsEnsureMutation = { ensureSession: { created: boolean, session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number } } };

export type SessionsGetQueryVariables = Exact<{
  id: string | number;
}>;


export type SessionsGetQuery = { session: { id: string, title: string, description: string, metadata: Record<string, unknown>, status: SessionStatus, statusReason: string | null, messageCount: number, forkedFrom: string | null, createdAt: number, updatedAt: number, activeLeafId: string | null, lastOffset: number } | null };

export type SessionsEventsQueryVariables = Exact<{
  id: string | number;
}>;


export type SessionsEventsQuery = { session: { id: string, lastOffset: number, events: { nodes: Array<
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
        | { offset: number, type: SessionEventType, sessionId: string, at: number }
        | { title: string, description: string, status: SessionStatus, forkedFrom: string | null, createdAt: number, metadata: Record<string, unknown>, offset: number, type: SessionEventType, sessionId: string, at: number }
        | { title: string, description: string, metadata: Record<string, unknown>, offset: number, type: SessionEventType, sessionId: string, at: number }
        | { status: SessionStatus, previousStatus: SessionStatus, statusReason: string | null, offset: number, type: SessionEventType, sessionId: string, at: number }
      > } } | null };

export type SessionsListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  order?: SessionOrder | null | undefined;
  status?: SessionStatus | null | undefined;
  metadata?: Record<string, unknown> | null | undefined;
}>;


export type SessionsListQuery = { sessions: { edges: Array<{ cursor: string, node: { id: string, createdAt: number, updatedAt: number } }>, nodes: Array<{ id: string, createdAt: number, updatedAt: number, status: SessionStatus, metadata: Record<string, unknown> }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

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
      | { id: string }
      | { id: string }
     } };

export type SessionsAppendManyMutationVariables = Exact<{
  input: AppendMessagesInput;
}>;


export type SessionsAppendManyMutation = { appendMessages: { lastEntryId: string } };

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
    | { id: string }
    | { id: string }
   | null };

export type SessionsMessagesQueryVariables = Exact<{
  id: string | number;
}>;


export type SessionsMessagesQuery = { session: { messages: { nodes: Array<
        | { id: string }
        | { id: string }
      >, pageInfo: { endCursor: string | null } } } | null };

export const SessionsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<SessionsFieldsFragment, unknown>;
export const SessionsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<SessionsCreateMutation, SessionsCreateMutationVariables>;
export const SessionsEnsureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsEnsure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnsureSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ensureSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<SessionsEnsureMutation, SessionsEnsureMutationVariables>;
export const SessionsGetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsGet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<SessionsGetQuery, SessionsGetQueryVariables>;
export const SessionsEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCreatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionMetaUpdatedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatusChangedEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionsEventsQuery, SessionsEventsQueryVariables>;
export const SessionsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"metadata"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metadata"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<SessionsListQuery, SessionsListQueryVariables>;
export const SessionsSetMetaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsSetMeta"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSessionMetaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionMeta"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<SessionsSetMetaMutation, SessionsSetMetaMutationVariables>;
export const SessionsSetStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsSetStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSessionStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<SessionsSetStatusMutation, SessionsSetStatusMutationVariables>;
export const SessionsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<SessionsDeleteMutation, SessionsDeleteMutationVariables>;
export const SessionsAppendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsAppend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SessionsAppendMutation, SessionsAppendMutationVariables>;
export const SessionsAppendManyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsAppendMany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppendMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appendMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastEntryId"}}]}}]}}]} as unknown as DocumentNode<SessionsAppendManyMutation, SessionsAppendManyMutationVariables>;
export const SessionsUpdateMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsUpdateMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<SessionsUpdateMessageMutation, SessionsUpdateMessageMutationVariables>;
export const SessionsSetLeafDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsSetLeaf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetActiveLeafInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setActiveLeaf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SessionsSetLeafMutation, SessionsSetLeafMutationVariables>;
export const SessionsForkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsFork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForkSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"activeLeafId"}},{"kind":"Field","name":{"kind":"Name","value":"lastOffset"}}]}}]} as unknown as DocumentNode<SessionsForkMutation, SessionsForkMutationVariables>;
export const SessionsEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionsEntryQuery, SessionsEntryQueryVariables>;
export const SessionsMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SessionsMessagesQuery, SessionsMessagesQueryVariables>;