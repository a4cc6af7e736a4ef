// The operations the client package speaks, as typed documents (generated into ./gql by
// `npm run codegen`). Selections use only names API.md fixes.
import { graphql } from './gql/index.js';

export const SessionEventFieldsFragment = graphql(`
  fragment ClientSessionEventFields on SessionEvent {
    __typename
    offset
    sessionId
    type
    at
    ... on SessionStatusChangedEvent {
      status
      previousStatus
      statusReason
    }
    ... on ContextItemAddedEvent {
      item {
        offset
        role
        content
        key
        llmRequestOffset
      }
    }
    ... on LlmRequestRequestedEvent {
      requestedAt
      expiresAt
    }
    ... on LlmRequestSettledEvent {
      requestOffset
      durationMs
      result {
        ...ClientLlmResultFields
      }
    }
  }
`);

export const LlmResultFieldsFragment = graphql(`
  fragment ClientLlmResultFields on LlmResult {
    __typename
    ... on LlmSucceeded {
      text
      usage {
        inputTokens
        outputTokens
        cachedInputTokens
        reasoningOutputTokens
      }
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

export const WatchSessionEventsDocument = graphql(`
  subscription ClientSessionEvents($sessionId: ID!, $after: SafeInt) {
    sessionEvents(sessionId: $sessionId, after: $after) {
      ...ClientSessionEventFields
    }
  }
`);

export const SessionPositionDocument = graphql(`
  query ClientSessionPosition($id: ID!) {
    session(id: $id) {
      id
      lastOffset
    }
  }
`);

export const LlmRequestFieldsFragment = graphql(`
  fragment ClientLlmRequestFields on LlmRequest {
    sessionId
    offset
    requestedAt
    expiresAt
    claimedBy
    claimExpiresAt
  }
`);

export const LlmRequestRequestedDocument = graphql(`
  subscription ClientLlmRequestRequested($filter: SessionFilter) {
    llmRequestRequested(filter: $filter) {
      sessionId
      offset
      requestedAt
      expiresAt
    }
  }
`);

export const LlmRequestSettledDocument = graphql(`
  subscription ClientLlmRequestSettled($filter: SessionFilter) {
    llmRequestSettled(filter: $filter) {
      sessionId
      offset
      requestOffset
      durationMs
      result {
        ...ClientLlmResultFields
      }
    }
  }
`);

export const LlmResponseChunksDocument = graphql(`
  subscription ClientLlmResponseChunks($sessionId: ID!, $requestOffset: SafeInt!) {
    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {
      sessionId
      requestOffset
      sequence
      chunk
    }
  }
`);

export const ClaimableLlmRequestsDocument = graphql(`
  query ClientClaimableLlmRequests($metadata: JSONObject, $limit: Int, $workerId: String) {
    claimableLlmRequests(metadata: $metadata, limit: $limit, workerId: $workerId) {
      ...ClientLlmRequestFields
    }
  }
`);

export const ClaimLlmRequestDocument = graphql(`
  mutation ClientClaimLlmRequest($input: ClaimLlmRequestInput!) {
    claimLlmRequest(input: $input) {
      claimed
      nextSequence
      request {
        ...ClientLlmRequestFields
        triggerEntryId
        prompt {
          offset
          role
          content
          key
          entryId
          functionCalls {
            callId
            functionId
            arguments
          }
          functionResult {
            callId
            functionId
          }
        }
      }
    }
  }
`);

export const ReleaseLlmRequestDocument = graphql(`
  mutation ClientReleaseLlmRequest($input: ReleaseLlmRequestInput!) {
    releaseLlmRequest(input: $input) {
      released
    }
  }
`);

export const AppendLlmResponseChunkDocument = graphql(`
  mutation ClientAppendLlmResponseChunk($input: AppendLlmResponseChunkInput!) {
    appendLlmResponseChunk(input: $input) {
      accepted
    }
  }
`);

export const SettleLlmRequestDocument = graphql(`
  mutation ClientSettleLlmRequest($input: SettleLlmRequestInput!) {
    settleLlmRequest(input: $input) {
      settled
      offset
      itemOffset
    }
  }
`);

export const AddContextItemDocument = graphql(`
  mutation ClientAddContextItem($input: AddContextItemInput!) {
    addContextItem(input: $input) {
      offset
    }
  }
`);

export const SessionUsageDocument = graphql(`
  query ClientSessionUsage($id: ID!) {
    session(id: $id) {
      id
      status
      lastOffset
      usage {
        inputTokens
        outputTokens
        cachedInputTokens
        reasoningOutputTokens
        requests
        failedRequests
      }
    }
  }
`);

// The common operations of an app: sessions, the transcript, attachments.

export const SessionFieldsFragment = graphql(`
  fragment ClientSessionFields on Session {
    id
    title
    description
    metadata
    status
    statusReason
    createdAt
    updatedAt
    lastOffset
    messageCount
    activeLeafId
  }
`);

export const AttachmentFieldsFragment = graphql(`
  fragment ClientAttachmentFields on Attachment {
    id
    sessionId
    filename
    mime
    size
    sha256
    createdAt
    url
  }
`);

export const EntryFieldsFragment = graphql(`
  fragment ClientEntryFields on Entry {
    __typename
    id
    entryId
    sessionId
    parentId
    kind
    revision
    timestamp
    origin
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
            signature
          }
          ... on ImageBlock {
            mime
            data
            # Aliased: ImageBlock.attachment is nullable, FileBlock.attachment is not, and one selection cannot merge both.
            imageAttachment: attachment {
              ...ClientAttachmentFields
            }
          }
          ... on FileBlock {
            attachment {
              ...ClientAttachmentFields
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
        }
        ... on AssistantMessage {
          stopReason
          errorKind
          usage {
            input
            output
            cacheRead
            cacheWrite
            reasoning
          }
        }
        ... on FunctionResultMessage {
          functionCallId
          functionId
          details
        }
        ... on CustomMessage {
          customType
          details
        }
      }
    }
    ... on CustomEntry {
      customType
      data
    }
  }
`);

export const CreateSessionDocument = graphql(`
  mutation ClientCreateSession($input: CreateSessionInput!) {
    createSession(input: $input) {
      session {
        ...ClientSessionFields
      }
    }
  }
`);

export const AppendEntryDocument = graphql(`
  mutation ClientAppendEntry($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      created
      entry {
        ...ClientEntryFields
      }
      session {
        ...ClientSessionFields
      }
    }
  }
`);

export const SendMessageDocument = graphql(`
  mutation ClientSendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      created
      contextOffset
      entry {
        ...ClientEntryFields
      }
      session {
        ...ClientSessionFields
      }
    }
  }
`);

export const RegenerateDocument = graphql(`
  mutation ClientRegenerate($input: RegenerateInput!) {
    regenerate(input: $input) {
      requestOffset
    }
  }
`);

export const MessagesDocument = graphql(`
  query ClientMessages($id: ID!, $last: Int, $before: String, $includeCustom: Boolean, $fromEntryId: ID) {
    session(id: $id) {
      id
      messages(last: $last, before: $before, includeCustom: $includeCustom, fromEntryId: $fromEntryId) {
        nodes {
          ...ClientEntryFields
        }
        pageInfo {
          hasPreviousPage
          startCursor
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

export const UploadAttachmentDocument = graphql(`
  mutation ClientUploadAttachment($input: UploadAttachmentInput!) {
    uploadAttachment(input: $input) {
      attachment {
        ...ClientAttachmentFields
      }
    }
  }
`);
