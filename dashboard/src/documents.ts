// Every GraphQL document the dashboard sends, written with the API's final names (API.md,
// 2026-11-30), as typed documents: `npm run codegen` reads the `graphql(…)` calls below and
// generates their result and variables types into ./gql, which types.ts names for the
// components. A selection used in several places is a named fragment, written once; codegen
// appends the fragments an operation spreads to its document. Fragments are not nested deeper
// than needed: the service's depth limit counts each spread as two levels (see DashboardEntry).
// Only sessionsByIds is built at run time (one alias per session), from the generated
// DashboardSessionSummary fragment.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, OperationTypeNode, type FieldNode, type NameNode, type VariableDefinitionNode } from 'graphql';
import { graphql } from './gql/index.js';
import type { DashboardSessionSummaryFragment } from './gql/graphql.js';

// ---- Fragments ----

const SessionSummaryFragment = graphql(`
  fragment DashboardSessionSummary on Session {
    id
    title
    status
    statusReason
    messageCount
    forkedFrom
    createdAt
    updatedAt
    metadata
  }
`);

graphql(`
  fragment DashboardUsage on SessionUsage {
    inputTokens
    outputTokens
    cachedInputTokens
    reasoningOutputTokens
    requests
    failedRequests
  }
`);

graphql(`
  fragment DashboardSessionDetail on Session {
    ...DashboardSessionSummary
    description
    activeLeafId
    lastOffset
    usage {
      ...DashboardUsage
    }
    draft {
      text
    }
  }
`);

// An entry with its message and content blocks in one fragment: the service's depth limit
// (MAX_QUERY_DEPTH, default 15) counts each fragment spread as two levels, and an entry sits
// deepest of all (sessionEvents → entry → message → content → imageAttachment → id).
// The attachment's fields are therefore written twice, once per block that has one.
graphql(`
  fragment DashboardEntry on Entry {
    __typename
    entryId
    parentId
    revision
    timestamp
    origin
    # The entries with the same parent; tipEntryId is where a branch ends (what a switch makes the active leaf).
    siblings {
      entryId
      tipEntryId
    }
    ... on MessageEntry {
      message {
        __typename
        role
        timestamp
        content {
          __typename
          ... on TextBlock {
            text
          }
          ... on ThinkingBlock {
            text
          }
          ... on ImageBlock {
            mime
            data
            # Aliased: ImageBlock.attachment is nullable, FileBlock.attachment is not, and one selection set cannot merge both.
            imageAttachment: attachment {
              id
              filename
              mime
              size
              url
            }
          }
          ... on FunctionCallBlock {
            callId
            functionId
            arguments
          }
          ... on FunctionResultBlock {
            functionCallId
            content
          }
          ... on FileBlock {
            attachment {
              id
              filename
              mime
              size
              url
            }
          }
        }
        ... on AssistantMessage {
          stopReason
          errorKind
          usage {
            input
            output
          }
        }
        ... on FunctionResultMessage {
          functionCallId
          functionId
          details
        }
        ... on CustomMessage {
          customType
        }
      }
    }
    ... on CustomEntry {
      customType
      data
    }
  }
`);

graphql(`
  fragment DashboardBackwardPageInfo on PageInfo {
    hasPreviousPage
    startCursor
    hasNextPage
    endCursor
  }
`);

graphql(`
  fragment DashboardLlmResult on LlmResult {
    __typename
    ... on LlmSucceeded {
      text
    }
    ... on LlmFailed {
      errorMessage
    }
    ... on LlmCancelled {
      reason
      partialText
    }
  }
`);

// The events of the turn loop's replies (they live on the stream, not in the transcript).
// A context item tells whether it asked for a request: fresh input starts a new turn, a failure without it is retried.
graphql(`
  fragment DashboardTurnEvent on SessionEvent {
    __typename
    offset
    at
    ... on LlmRequestRequestedEvent {
      requestedAt
      expiresAt
      triggerEntryId
    }
    ... on LlmRequestSettledEvent {
      requestOffset
      result {
        ...DashboardLlmResult
      }
    }
    ... on ContextItemAddedEvent {
      item {
        role
        llmRequestPolicy
        compaction {
          replacesHistoryThrough
        }
      }
    }
  }
`);

graphql(`
  fragment DashboardActor on Actor {
    __typename
    ... on UserActor {
      origin
    }
    ... on AgentActor {
      path
    }
    ... on ScriptActor {
      executionId
    }
    ... on IntegrationActor {
      name
    }
    ... on SlackActor {
      userId
      botName
    }
    ... on TelegramActor {
      userId
      username
    }
    ... on EmailActor {
      address
      senderName: name
    }
    ... on GithubActor {
      login
    }
  }
`);

graphql(`
  fragment DashboardContextItem on ContextItem {
    offset
    role
    content
    key
    llmRequestPolicy
    llmRequestOffset
    compaction {
      replacesHistoryThrough
    }
    actor {
      ...DashboardActor
    }
  }
`);

graphql(`
  fragment DashboardPromptMessage on PromptMessage {
    offset
    role
    content
  }
`);

// ---- sessionsByIds: one alias per session (the schema has no field that takes a list of ids) ----

/** `s0` … `s{count - 1}`: each the session with the id in `$id0` …, or null when gone or not visible. */
export type SessionsByIdsResult = Record<`s${number}`, DashboardSessionSummaryFragment | null>;
export type SessionsByIdsVariables = Record<`id${number}`, string>;
type SessionsByIdsDocument = TypedDocumentNode<SessionsByIdsResult, SessionsByIdsVariables>;

const nameNode = (value: string): NameNode => ({ kind: Kind.NAME, value });

/**
 * `query DashboardSessionsByIds($id0: ID!, …) { s0: session(id: $id0) { ...DashboardSessionSummary } … }`
 * with the fragment's definition appended, as a document (one per count, so the transport prints each once).
 */
function buildSessionsByIds(count: number): SessionsByIdsDocument {
  const indexes = Array.from({ length: count }, (_, i) => i);
  const variableDefinitions = indexes.map(
    (i): VariableDefinitionNode => ({
      kind: Kind.VARIABLE_DEFINITION,
      variable: { kind: Kind.VARIABLE, name: nameNode(`id${i}`) },
      type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: nameNode('ID') } },
    }),
  );
  const selections = indexes.map(
    (i): FieldNode => ({
      kind: Kind.FIELD,
      alias: nameNode(`s${i}`),
      name: nameNode('session'),
      arguments: [{ kind: Kind.ARGUMENT, name: nameNode('id'), value: { kind: Kind.VARIABLE, name: nameNode(`id${i}`) } }],
      selectionSet: { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FRAGMENT_SPREAD, name: nameNode('DashboardSessionSummary') }] },
    }),
  );
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: OperationTypeNode.QUERY,
        name: nameNode('DashboardSessionsByIds'),
        variableDefinitions,
        selectionSet: { kind: Kind.SELECTION_SET, selections },
      },
      ...SessionSummaryFragment.definitions,
    ],
  };
}

const sessionsByIdsCache = new Map<number, SessionsByIdsDocument>();

function sessionsByIds(count: number): SessionsByIdsDocument {
  let document = sessionsByIdsCache.get(count);
  if (!document) sessionsByIdsCache.set(count, (document = buildSessionsByIds(count)));
  return document;
}

// ---- Operations ----

export const documents = {
  /** Whether the service answers and accepts the token. */
  ready: graphql(`
    query DashboardReady {
      __typename
    }
  `),
  sessions: graphql(`
    query DashboardSessions($first: Int, $after: String, $order: SessionOrder, $status: SessionStatus, $metadata: JSONObject) {
      sessions(first: $first, after: $after, order: $order, status: $status, metadata: $metadata) {
        nodes {
          ...DashboardSessionSummary
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `),
  searchSessions: graphql(`
    query DashboardSearch($query: String!, $first: Int, $after: String, $status: SessionStatus, $metadata: JSONObject) {
      searchSessions(query: $query, first: $first, after: $after, status: $status, metadata: $metadata) {
        nodes {
          rank
          session {
            ...DashboardSessionSummary
          }
          snippets {
            entryId
            text
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `),
  sessionsByIds,
  sessionHeader: graphql(`
    query DashboardSession($id: ID!) {
      session(id: $id) {
        ...DashboardSessionDetail
      }
    }
  `),
  // The newest stored events too, for the replies of the turn loop.
  latestMessages: graphql(`
    query DashboardLatestMessages($id: ID!, $last: Int) {
      session(id: $id) {
        ...DashboardSessionDetail
        messages(last: $last) {
          nodes {
            ...DashboardEntry
          }
          pageInfo {
            ...DashboardBackwardPageInfo
          }
        }
        events(last: 200) {
          nodes {
            ...DashboardTurnEvent
          }
        }
      }
    }
  `),
  olderMessages: graphql(`
    query DashboardOlderMessages($id: ID!, $last: Int, $before: String) {
      session(id: $id) {
        messages(last: $last, before: $before) {
          nodes {
            ...DashboardEntry
          }
          pageInfo {
            ...DashboardBackwardPageInfo
          }
        }
      }
    }
  `),
  context: graphql(`
    query DashboardContext($id: ID!) {
      session(id: $id) {
        id
        usage {
          ...DashboardUsage
        }
        context {
          items {
            ...DashboardContextItem
          }
          prompt {
            ...DashboardPromptMessage
          }
          openRequest {
            offset
            requestedAt
            expiresAt
            claimedBy
            claimExpiresAt
            prompt {
              ...DashboardPromptMessage
            }
          }
          pendingTriggerOffset
          lastRequestOffset
          nextRequestAt
          failedAttempts
        }
      }
    }
  `),
  sessionEvents: graphql(`
    subscription DashboardSessionEvents($sessionId: ID!, $after: SafeInt) {
      sessionEvents(sessionId: $sessionId, after: $after) {
        ...DashboardTurnEvent
        ... on MessageAddedEvent {
          entry {
            ...DashboardEntry
          }
        }
        ... on MessageUpdatedEvent {
          revision
          entry {
            ...DashboardEntry
          }
        }
        ... on ActiveLeafSetEvent {
          entryId
        }
        ... on SessionStatusChangedEvent {
          status
          statusReason
        }
        ... on SessionMetaUpdatedEvent {
          title
          description
          metadata
        }
      }
    }
  `),
  listSubscriptions: {
    created: graphql(`
      subscription DashboardSessionCreated($metadata: JSONObject) {
        sessionCreated(filter: { metadata: $metadata }) {
          sessionId
          at
          title
          status
          forkedFrom
          createdAt
          metadata
        }
      }
    `),
    deleted: graphql(`
      subscription DashboardSessionDeleted($metadata: JSONObject) {
        sessionDeleted(filter: { metadata: $metadata }) {
          sessionId
          at
        }
      }
    `),
    status: graphql(`
      subscription DashboardSessionStatus($metadata: JSONObject) {
        sessionStatusChanged(filter: { metadata: $metadata }) {
          sessionId
          at
          status
          statusReason
        }
      }
    `),
    message: graphql(`
      subscription DashboardMessageAdded($metadata: JSONObject) {
        messageAdded(filter: { metadata: $metadata }) {
          sessionId
          at
          entry {
            __typename
          }
        }
      }
    `),
    meta: graphql(`
      subscription DashboardSessionMeta($metadata: JSONObject) {
        sessionMetaUpdated(filter: { metadata: $metadata }) {
          sessionId
          at
          title
          metadata
        }
      }
    `),
  },
  createSession: graphql(`
    mutation DashboardCreateSession($title: String, $metadata: JSONObject) {
      createSession(input: { title: $title, metadata: $metadata }) {
        session {
          id
        }
      }
    }
  `),
  // One user turn (SPEC §11): the message in the transcript and its context item in one call;
  // the reply lands in the transcript. `parentId` (an earlier message's parent) edits: a new branch.
  sendUserMessage: graphql(`
    mutation DashboardSendUserMessage($sessionId: ID!, $text: String!, $policy: LlmRequestPolicy!, $parentId: ID) {
      sendMessage(
        input: {
          sessionId: $sessionId
          parentId: $parentId
          origin: { source: "dashboard" }
          message: { content: [{ text: { text: $text } }] }
          llmRequestPolicy: $policy
        }
      ) {
        entry {
          entryId
        }
        contextOffset
      }
    }
  `),
  regenerate: graphql(`
    mutation DashboardRegenerate($sessionId: ID!, $entryId: ID!) {
      regenerate(input: { sessionId: $sessionId, entryId: $entryId }) {
        requestOffset
      }
    }
  `),
  setActiveLeaf: graphql(`
    mutation DashboardSetActiveLeaf($sessionId: ID!, $entryId: ID!) {
      setActiveLeaf(input: { sessionId: $sessionId, entryId: $entryId }) {
        session {
          id
          activeLeafId
          lastOffset
        }
      }
    }
  `),
  forkSession: graphql(`
    mutation DashboardForkSession($sessionId: ID!, $entryId: ID!, $title: String) {
      forkSession(input: { sessionId: $sessionId, entryId: $entryId, title: $title }) {
        session {
          id
        }
      }
    }
  `),
  setStatus: graphql(`
    mutation DashboardSetStatus($sessionId: ID!, $status: SessionStatus!, $reason: String) {
      setSessionStatus(input: { sessionId: $sessionId, status: $status, reason: $reason }) {
        status
        session {
          id
          status
          statusReason
        }
      }
    }
  `),
  deleteSession: graphql(`
    mutation DashboardDeleteSession($sessionId: ID!) {
      deleteSession(input: { sessionId: $sessionId }) {
        deleted
      }
    }
  `),
  setDraft: graphql(`
    mutation DashboardSetDraft($sessionId: ID!, $text: String!) {
      setDraft(input: { sessionId: $sessionId, text: $text }) {
        session {
          id
        }
      }
    }
  `),
};

export type Documents = typeof documents;
