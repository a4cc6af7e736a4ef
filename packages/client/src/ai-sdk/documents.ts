// The operations the AI SDK transport speaks, as typed documents (generated into ../gql by
// `npm run codegen`, like ../documents.ts).
import { graphql } from '../gql/index.js';

/** What a reply stream needs from the session's stream: which request answers the entry, how it settled, the reply entry. */
export const ChatReplyEventsDocument = graphql(`
  subscription ClientChatReplyEvents($sessionId: ID!, $after: SafeInt) {
    sessionEvents(sessionId: $sessionId, after: $after) {
      __typename
      offset
      ... on LlmRequestRequestedEvent {
        triggerEntryId
      }
      ... on LlmRequestSettledEvent {
        requestOffset
        result {
          __typename
          ... on LlmFailed {
            errorMessage
          }
        }
      }
      ... on MessageAddedEvent {
        entryId
        parentId
        origin
        entry {
          ...ClientEntryFields
        }
      }
    }
  }
`);

/** One request's text as it streams: `textSoFar` makes every chunk (a replay too) a whole prefix. */
export const ChatReplyChunksDocument = graphql(`
  subscription ClientChatReplyChunks($sessionId: ID!, $requestOffset: SafeInt!) {
    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {
      sequence
      textSoFar
      gap
    }
  }
`);

/** The open request (if any) and the stream position to watch its settlement from. */
export const ChatOpenRequestDocument = graphql(`
  query ClientChatOpenRequest($id: ID!) {
    session(id: $id) {
      id
      lastOffset
      context {
        openRequest {
          offset
          triggerEntryId
        }
      }
    }
  }
`);

/** Stops the open request (only the one named): it lands ABORTED with its partial text; no next request opens. */
export const ChatStopDocument = graphql(`
  mutation ClientChatStop($input: StopLlmRequestInput!) {
    stopLlmRequest(input: $input) {
      stopped
    }
  }
`);
