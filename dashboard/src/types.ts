// The shapes the dashboard reads, under the API's final names (API.md, incl. 2026-11-30): an
// entry's per-session id is `entryId`, a function call's id is `callId`. None is written by
// hand: each is a type GraphQL Code Generator generates (./gql/graphql.ts) from the dashboard's
// documents (documents.ts) and the committed schema — a fragment's type, an operation's result,
// or a part of one (a union member, a nested selection) — so a selection and its type cannot
// drift apart, and a rename in the schema fails the dashboard's typecheck. The names below only
// give those types the names the components use.
import type { LlmResponseChunk } from '@agent-conversations/client';
import type {
  DashboardActorFragment,
  DashboardContextItemFragment,
  DashboardContextQuery,
  DashboardEntryFragment,
  DashboardLatestMessagesQuery,
  DashboardLlmResultFragment,
  DashboardMessageAddedSubscription,
  DashboardPromptMessageFragment,
  DashboardSearchQuery,
  DashboardSessionCreatedSubscription,
  DashboardSessionDeletedSubscription,
  DashboardSessionDetailFragment,
  DashboardSessionEventsSubscription,
  DashboardSessionMetaSubscription,
  DashboardSessionStatusSubscription,
  DashboardSessionSummaryFragment,
  DashboardTurnEventFragment,
  DashboardUsageFragment,
  SessionOrder as AnySessionOrder,
} from './gql/graphql.js';

export type { ContextRole, MessageRole, SessionStatus } from './gql/graphql.js';
/** The two orders the list offers. */
export type SessionOrder = Extract<AnySessionOrder, 'UPDATED_DESC' | 'CREATED_DESC'>;
export type JsonObject = SessionSummary['metadata'];

/** What a list row shows. */
export type SessionSummary = DashboardSessionSummaryFragment;
/** A search hit: the session's row, its rank and the matching snippets. */
export type SearchHit = NonNullable<DashboardSearchQuery['searchSessions']>['nodes'][number];

export type SessionUsage = DashboardUsageFragment;
/** The open session's header. */
export type SessionDetail = DashboardSessionDetailFragment;
/** The header with the newest page of the active path and the newest stored events (for the replies). */
export type SessionPath = NonNullable<DashboardLatestMessagesQuery['session']>;

export type Entry = DashboardEntryFragment;
export type MessageEntry = Extract<Entry, { __typename: 'MessageEntry' }>;
export type Message = MessageEntry['message'];
export type FunctionResultMessage = Extract<Message, { __typename: 'FunctionResultMessage' }>;
/** `imageAttachment` is `ImageBlock.attachment`, aliased (see documents.ts). */
export type ContentBlock = Message['content'][number];
export type Attachment = Extract<ContentBlock, { __typename: 'FileBlock' }>['attachment'];
/** A message entry whose message answers a function call. */
export type FunctionResultEntry = MessageEntry & { message: FunctionResultMessage };

export type Actor = DashboardActorFragment;
export type ContextItem = DashboardContextItemFragment;
export type PromptMessage = DashboardPromptMessageFragment;
/** The context: its items, the prompt as the model receives it, the open request and the retry state. */
export type ContextSnapshot = NonNullable<DashboardContextQuery['session']>['context'];

export type LlmResult = DashboardLlmResultFragment;

/** The stored events of `sessionEvents`, as the dashboard selects them. */
export type SessionEvent = DashboardSessionEventsSubscription['sessionEvents'];
/**
 * What the replies of the turn loop are rebuilt from: the newest stored events a path read
 * brings (requested, settled, context items), a part of each SessionEvent.
 */
export type TurnEvent = DashboardTurnEventFragment;

/** A streamed chunk of a reply (the client package's `watchResponseChunks`). */
export type ResponseChunk = LlmResponseChunk;

/** The live-only list streams. */
export type SessionCreated = DashboardSessionCreatedSubscription['sessionCreated'];
export type SessionDeleted = DashboardSessionDeletedSubscription['sessionDeleted'];
export type SessionStatusChanged = DashboardSessionStatusSubscription['sessionStatusChanged'];
export type MessageAdded = DashboardMessageAddedSubscription['messageAdded'];
export type SessionMetaUpdated = DashboardSessionMetaSubscription['sessionMetaUpdated'];
