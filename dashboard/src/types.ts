// The shapes the dashboard reads, under the API's final names (API.md, incl. 2026-11-30):
// an entry's per-session id is `entryId`, a function call's id is `callId`.
// - The enums, and the session and attachment fields the client package also selects, come
//   from its generated types, so a rename in the schema fails the dashboard's typecheck.
// - The rest is written by hand: the dashboard's documents (documents.ts) are assembled from
//   selection strings at run time, which GraphQL Code Generator cannot read, so each shape must
//   match its selection there.
import type { Attachment as ClientAttachment, ContextRole, MessageRole, Session, SessionStatus } from '@agent-conversations/client';

export type { ContextRole, MessageRole, SessionStatus };
/** The two orders the list offers. */
export type SessionOrder = 'UPDATED_DESC' | 'CREATED_DESC';
export type JsonObject = Session['metadata'];

/** What a list row shows. */
export type SessionSummary = Pick<Session, 'id' | 'title' | 'status' | 'statusReason' | 'messageCount' | 'createdAt' | 'updatedAt' | 'metadata'> & {
  forkedFrom: string | null;
};

export interface SessionUsage {
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens: number;
  reasoningOutputTokens: number;
  requests: number;
  failedRequests: number;
}

export type SessionDetail = SessionSummary &
  Pick<Session, 'description' | 'activeLeafId' | 'lastOffset'> & {
    usage?: SessionUsage | null;
    draft?: { text: string } | null;
  };

export type Attachment = Pick<ClientAttachment, 'id' | 'filename' | 'mime' | 'size' | 'url'>;

export type ContentBlock =
  | { __typename: 'TextBlock'; text: string }
  | { __typename: 'ThinkingBlock'; text: string }
  /** `imageAttachment` is `ImageBlock.attachment`, aliased (see documents.ts). */
  | { __typename: 'ImageBlock'; mime: string; data: string | null; imageAttachment?: Attachment | null }
  | { __typename: 'FunctionCallBlock'; callId: string; functionId: string; arguments: unknown }
  | { __typename: 'FunctionResultBlock'; functionCallId: string; content: unknown[] }
  | { __typename: 'FileBlock'; attachment: Attachment };

export interface Message {
  __typename: 'UserMessage' | 'AssistantMessage' | 'FunctionResultMessage' | 'CustomMessage';
  role: MessageRole;
  timestamp: number;
  content: ContentBlock[];
  stopReason?: string | null;
  errorKind?: string | null;
  usage?: { input: number | null; output: number | null } | null;
  functionCallId?: string;
  functionId?: string;
  details?: unknown;
  customType?: string;
}

/** Another entry with the same parent; `tipEntryId` is where its branch ends (what a switch makes the active leaf). */
export interface EntrySibling {
  entryId: string;
  tipEntryId: string;
}

export interface Entry {
  __typename: 'MessageEntry' | 'CustomEntry';
  entryId: string;
  parentId: string | null;
  revision: number;
  timestamp: number;
  origin: JsonObject | null;
  message?: Message;
  customType?: string;
  data?: unknown;
  /** Present when the server has `Entry.siblings`. */
  siblings?: EntrySibling[];
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage?: boolean;
  startCursor?: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  nodes: T[];
  pageInfo: PageInfo;
}

export interface SearchHit {
  rank: number;
  session: SessionSummary;
  snippets: { entryId: string; text: string }[];
}

export type Actor =
  | { __typename: 'UserActor'; origin: string }
  | { __typename: 'AgentActor'; path: string }
  | { __typename: 'ScriptActor'; executionId: string }
  | { __typename: 'IntegrationActor'; name: string }
  | { __typename: 'SlackActor'; userId: string | null; botName: string | null }
  | { __typename: 'TelegramActor'; userId: string | null; username: string | null }
  | { __typename: 'EmailActor'; address: string | null; senderName: string | null }
  | { __typename: 'GithubActor'; login: string | null };

export interface ContextItem {
  offset: number;
  role: ContextRole;
  content: string;
  key: string | null;
  actor: Actor | null;
  llmRequestPolicy: string;
  llmRequestOffset: number | null;
  compaction: { replacesHistoryThrough: number } | null;
}

export interface PromptMessage {
  offset: number;
  role: ContextRole;
  content: string;
}

export interface LlmRequest {
  offset: number;
  requestedAt: number;
  expiresAt: number;
  claimedBy?: string | null;
  claimExpiresAt?: number | null;
  prompt?: PromptMessage[];
}

export interface ContextSnapshot {
  items: ContextItem[];
  prompt: PromptMessage[];
  openRequest: LlmRequest | null;
  pendingTriggerOffset: number | null;
  lastRequestOffset: number | null;
  nextRequestAt: number | null;
  failedAttempts: number;
}

export type LlmResult =
  | { __typename: 'LlmSucceeded'; text: string }
  | { __typename: 'LlmFailed'; errorMessage: string }
  | { __typename: 'LlmCancelled'; reason: string; partialText: string | null };

interface EventBase {
  offset: number;
  at: number;
}

/** The stored events of `sessionEvents`, as the dashboard selects them. */
export type SessionEvent = EventBase &
  (
    | { __typename: 'SessionCreatedEvent' }
    | { __typename: 'MessageAddedEvent'; entry: Entry }
    | { __typename: 'MessageUpdatedEvent'; revision: number; entry: Entry }
    | { __typename: 'ActiveLeafSetEvent'; entryId: string }
    | { __typename: 'SessionStatusChangedEvent'; status: SessionStatus; statusReason: string | null }
    | { __typename: 'SessionMetaUpdatedEvent'; title: string; description: string; metadata: JsonObject }
    | {
        __typename: 'ContextItemAddedEvent';
        /** What the turn loop needs to know: whether the item asks for a request (see `isTriggerItem`). */
        item?: { role: ContextRole; llmRequestPolicy: string; compaction: { replacesHistoryThrough: number } | null };
      }
    | { __typename: 'LlmRequestRequestedEvent'; requestedAt: number; expiresAt: number; triggerEntryId?: string | null }
    | { __typename: 'LlmRequestSettledEvent'; requestOffset: number; result: LlmResult }
  );

export interface ResponseChunk {
  requestOffset: number;
  sequence: number;
  chunk: string;
}
