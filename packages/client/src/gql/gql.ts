/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ClientSessionEventFields on SessionEvent {\n    __typename\n    offset\n    sessionId\n    type\n    at\n    ... on SessionStatusChangedEvent {\n      status\n      previousStatus\n      statusReason\n    }\n    ... on ContextItemAddedEvent {\n      item {\n        offset\n        role\n        content\n        key\n        llmRequestOffset\n      }\n    }\n    ... on LlmRequestRequestedEvent {\n      requestedAt\n      expiresAt\n    }\n    ... on LlmRequestSettledEvent {\n      requestOffset\n      durationMs\n      result {\n        ...ClientLlmResultFields\n      }\n    }\n  }\n": typeof types.ClientSessionEventFieldsFragmentDoc,
    "\n  fragment ClientLlmResultFields on LlmResult {\n    __typename\n    ... on LlmSucceeded {\n      text\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n      }\n    }\n    ... on LlmFailed {\n      errorMessage\n    }\n    ... on LlmCancelled {\n      reason\n      partialText\n    }\n  }\n": typeof types.ClientLlmResultFieldsFragmentDoc,
    "\n  subscription ClientSessionEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      ...ClientSessionEventFields\n    }\n  }\n": typeof types.ClientSessionEventsDocument,
    "\n  query ClientSessionPosition($id: ID!) {\n    session(id: $id) {\n      id\n      lastOffset\n    }\n  }\n": typeof types.ClientSessionPositionDocument,
    "\n  fragment ClientLlmRequestFields on LlmRequest {\n    sessionId\n    offset\n    requestedAt\n    expiresAt\n    claimedBy\n    claimExpiresAt\n  }\n": typeof types.ClientLlmRequestFieldsFragmentDoc,
    "\n  subscription ClientLlmRequestRequested($filter: SessionFilter) {\n    llmRequestRequested(filter: $filter) {\n      sessionId\n      offset\n      requestedAt\n      expiresAt\n    }\n  }\n": typeof types.ClientLlmRequestRequestedDocument,
    "\n  subscription ClientLlmRequestSettled($filter: SessionFilter) {\n    llmRequestSettled(filter: $filter) {\n      sessionId\n      offset\n      requestOffset\n      durationMs\n      result {\n        ...ClientLlmResultFields\n      }\n    }\n  }\n": typeof types.ClientLlmRequestSettledDocument,
    "\n  subscription ClientLlmResponseChunks($sessionId: ID!, $requestOffset: SafeInt!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {\n      sessionId\n      requestOffset\n      sequence\n      chunk\n    }\n  }\n": typeof types.ClientLlmResponseChunksDocument,
    "\n  query ClientClaimableLlmRequests($metadata: JSONObject, $limit: Int, $workerId: String) {\n    claimableLlmRequests(metadata: $metadata, limit: $limit, workerId: $workerId) {\n      ...ClientLlmRequestFields\n    }\n  }\n": typeof types.ClientClaimableLlmRequestsDocument,
    "\n  mutation ClientClaimLlmRequest($input: ClaimLlmRequestInput!) {\n    claimLlmRequest(input: $input) {\n      claimed\n      nextSequence\n      request {\n        ...ClientLlmRequestFields\n        prompt {\n          offset\n          role\n          content\n        }\n      }\n    }\n  }\n": typeof types.ClientClaimLlmRequestDocument,
    "\n  mutation ClientReleaseLlmRequest($input: ReleaseLlmRequestInput!) {\n    releaseLlmRequest(input: $input) {\n      released\n    }\n  }\n": typeof types.ClientReleaseLlmRequestDocument,
    "\n  mutation ClientAppendLlmResponseChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n": typeof types.ClientAppendLlmResponseChunkDocument,
    "\n  mutation ClientSettleLlmRequest($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n      offset\n      itemOffset\n    }\n  }\n": typeof types.ClientSettleLlmRequestDocument,
    "\n  mutation ClientAddContextItem($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n": typeof types.ClientAddContextItemDocument,
    "\n  query ClientSessionUsage($id: ID!) {\n    session(id: $id) {\n      id\n      status\n      lastOffset\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n    }\n  }\n": typeof types.ClientSessionUsageDocument,
    "\n  fragment ClientSessionFields on Session {\n    id\n    title\n    description\n    metadata\n    status\n    statusReason\n    createdAt\n    updatedAt\n    lastOffset\n    messageCount\n    activeLeafId\n  }\n": typeof types.ClientSessionFieldsFragmentDoc,
    "\n  fragment ClientAttachmentFields on Attachment {\n    id\n    sessionId\n    filename\n    mime\n    size\n    sha256\n    createdAt\n    url\n  }\n": typeof types.ClientAttachmentFieldsFragmentDoc,
    "\n  fragment ClientEntryFields on Entry {\n    __typename\n    id\n    entryId\n    sessionId\n    parentId\n    kind\n    revision\n    timestamp\n    origin\n    ... on MessageEntry {\n      message {\n        __typename\n        role\n        timestamp\n        content {\n          __typename\n          ... on TextBlock {\n            text\n          }\n          ... on ThinkingBlock {\n            text\n            signature\n          }\n          ... on ImageBlock {\n            mime\n            data\n            # Aliased: ImageBlock.attachment is nullable, FileBlock.attachment is not, and one selection cannot merge both.\n            imageAttachment: attachment {\n              ...ClientAttachmentFields\n            }\n          }\n          ... on FileBlock {\n            attachment {\n              ...ClientAttachmentFields\n            }\n          }\n          ... on FunctionCallBlock {\n            callId\n            functionId\n            arguments\n          }\n          ... on FunctionResultBlock {\n            functionCallId\n            content\n          }\n        }\n        ... on AssistantMessage {\n          stopReason\n          errorKind\n          usage {\n            input\n            output\n            cacheRead\n            cacheWrite\n            reasoning\n          }\n        }\n        ... on FunctionResultMessage {\n          functionCallId\n          functionId\n          details\n        }\n        ... on CustomMessage {\n          customType\n          details\n        }\n      }\n    }\n    ... on CustomEntry {\n      customType\n      data\n    }\n  }\n": typeof types.ClientEntryFieldsFragmentDoc,
    "\n  mutation ClientCreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        ...ClientSessionFields\n      }\n    }\n  }\n": typeof types.ClientCreateSessionDocument,
    "\n  mutation ClientAppendEntry($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        ...ClientEntryFields\n      }\n      session {\n        ...ClientSessionFields\n      }\n    }\n  }\n": typeof types.ClientAppendEntryDocument,
    "\n  query ClientMessages($id: ID!, $last: Int, $before: String, $includeCustom: Boolean, $fromEntryId: ID) {\n    session(id: $id) {\n      id\n      messages(last: $last, before: $before, includeCustom: $includeCustom, fromEntryId: $fromEntryId) {\n        nodes {\n          ...ClientEntryFields\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.ClientMessagesDocument,
    "\n  mutation ClientUploadAttachment($input: UploadAttachmentInput!) {\n    uploadAttachment(input: $input) {\n      attachment {\n        ...ClientAttachmentFields\n      }\n    }\n  }\n": typeof types.ClientUploadAttachmentDocument,
};
const documents: Documents = {
    "\n  fragment ClientSessionEventFields on SessionEvent {\n    __typename\n    offset\n    sessionId\n    type\n    at\n    ... on SessionStatusChangedEvent {\n      status\n      previousStatus\n      statusReason\n    }\n    ... on ContextItemAddedEvent {\n      item {\n        offset\n        role\n        content\n        key\n        llmRequestOffset\n      }\n    }\n    ... on LlmRequestRequestedEvent {\n      requestedAt\n      expiresAt\n    }\n    ... on LlmRequestSettledEvent {\n      requestOffset\n      durationMs\n      result {\n        ...ClientLlmResultFields\n      }\n    }\n  }\n": types.ClientSessionEventFieldsFragmentDoc,
    "\n  fragment ClientLlmResultFields on LlmResult {\n    __typename\n    ... on LlmSucceeded {\n      text\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n      }\n    }\n    ... on LlmFailed {\n      errorMessage\n    }\n    ... on LlmCancelled {\n      reason\n      partialText\n    }\n  }\n": types.ClientLlmResultFieldsFragmentDoc,
    "\n  subscription ClientSessionEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      ...ClientSessionEventFields\n    }\n  }\n": types.ClientSessionEventsDocument,
    "\n  query ClientSessionPosition($id: ID!) {\n    session(id: $id) {\n      id\n      lastOffset\n    }\n  }\n": types.ClientSessionPositionDocument,
    "\n  fragment ClientLlmRequestFields on LlmRequest {\n    sessionId\n    offset\n    requestedAt\n    expiresAt\n    claimedBy\n    claimExpiresAt\n  }\n": types.ClientLlmRequestFieldsFragmentDoc,
    "\n  subscription ClientLlmRequestRequested($filter: SessionFilter) {\n    llmRequestRequested(filter: $filter) {\n      sessionId\n      offset\n      requestedAt\n      expiresAt\n    }\n  }\n": types.ClientLlmRequestRequestedDocument,
    "\n  subscription ClientLlmRequestSettled($filter: SessionFilter) {\n    llmRequestSettled(filter: $filter) {\n      sessionId\n      offset\n      requestOffset\n      durationMs\n      result {\n        ...ClientLlmResultFields\n      }\n    }\n  }\n": types.ClientLlmRequestSettledDocument,
    "\n  subscription ClientLlmResponseChunks($sessionId: ID!, $requestOffset: SafeInt!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {\n      sessionId\n      requestOffset\n      sequence\n      chunk\n    }\n  }\n": types.ClientLlmResponseChunksDocument,
    "\n  query ClientClaimableLlmRequests($metadata: JSONObject, $limit: Int, $workerId: String) {\n    claimableLlmRequests(metadata: $metadata, limit: $limit, workerId: $workerId) {\n      ...ClientLlmRequestFields\n    }\n  }\n": types.ClientClaimableLlmRequestsDocument,
    "\n  mutation ClientClaimLlmRequest($input: ClaimLlmRequestInput!) {\n    claimLlmRequest(input: $input) {\n      claimed\n      nextSequence\n      request {\n        ...ClientLlmRequestFields\n        prompt {\n          offset\n          role\n          content\n        }\n      }\n    }\n  }\n": types.ClientClaimLlmRequestDocument,
    "\n  mutation ClientReleaseLlmRequest($input: ReleaseLlmRequestInput!) {\n    releaseLlmRequest(input: $input) {\n      released\n    }\n  }\n": types.ClientReleaseLlmRequestDocument,
    "\n  mutation ClientAppendLlmResponseChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n": types.ClientAppendLlmResponseChunkDocument,
    "\n  mutation ClientSettleLlmRequest($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n      offset\n      itemOffset\n    }\n  }\n": types.ClientSettleLlmRequestDocument,
    "\n  mutation ClientAddContextItem($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n": types.ClientAddContextItemDocument,
    "\n  query ClientSessionUsage($id: ID!) {\n    session(id: $id) {\n      id\n      status\n      lastOffset\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n    }\n  }\n": types.ClientSessionUsageDocument,
    "\n  fragment ClientSessionFields on Session {\n    id\n    title\n    description\n    metadata\n    status\n    statusReason\n    createdAt\n    updatedAt\n    lastOffset\n    messageCount\n    activeLeafId\n  }\n": types.ClientSessionFieldsFragmentDoc,
    "\n  fragment ClientAttachmentFields on Attachment {\n    id\n    sessionId\n    filename\n    mime\n    size\n    sha256\n    createdAt\n    url\n  }\n": types.ClientAttachmentFieldsFragmentDoc,
    "\n  fragment ClientEntryFields on Entry {\n    __typename\n    id\n    entryId\n    sessionId\n    parentId\n    kind\n    revision\n    timestamp\n    origin\n    ... on MessageEntry {\n      message {\n        __typename\n        role\n        timestamp\n        content {\n          __typename\n          ... on TextBlock {\n            text\n          }\n          ... on ThinkingBlock {\n            text\n            signature\n          }\n          ... on ImageBlock {\n            mime\n            data\n            # Aliased: ImageBlock.attachment is nullable, FileBlock.attachment is not, and one selection cannot merge both.\n            imageAttachment: attachment {\n              ...ClientAttachmentFields\n            }\n          }\n          ... on FileBlock {\n            attachment {\n              ...ClientAttachmentFields\n            }\n          }\n          ... on FunctionCallBlock {\n            callId\n            functionId\n            arguments\n          }\n          ... on FunctionResultBlock {\n            functionCallId\n            content\n          }\n        }\n        ... on AssistantMessage {\n          stopReason\n          errorKind\n          usage {\n            input\n            output\n            cacheRead\n            cacheWrite\n            reasoning\n          }\n        }\n        ... on FunctionResultMessage {\n          functionCallId\n          functionId\n          details\n        }\n        ... on CustomMessage {\n          customType\n          details\n        }\n      }\n    }\n    ... on CustomEntry {\n      customType\n      data\n    }\n  }\n": types.ClientEntryFieldsFragmentDoc,
    "\n  mutation ClientCreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        ...ClientSessionFields\n      }\n    }\n  }\n": types.ClientCreateSessionDocument,
    "\n  mutation ClientAppendEntry($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        ...ClientEntryFields\n      }\n      session {\n        ...ClientSessionFields\n      }\n    }\n  }\n": types.ClientAppendEntryDocument,
    "\n  query ClientMessages($id: ID!, $last: Int, $before: String, $includeCustom: Boolean, $fromEntryId: ID) {\n    session(id: $id) {\n      id\n      messages(last: $last, before: $before, includeCustom: $includeCustom, fromEntryId: $fromEntryId) {\n        nodes {\n          ...ClientEntryFields\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.ClientMessagesDocument,
    "\n  mutation ClientUploadAttachment($input: UploadAttachmentInput!) {\n    uploadAttachment(input: $input) {\n      attachment {\n        ...ClientAttachmentFields\n      }\n    }\n  }\n": types.ClientUploadAttachmentDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientSessionEventFields on SessionEvent {\n    __typename\n    offset\n    sessionId\n    type\n    at\n    ... on SessionStatusChangedEvent {\n      status\n      previousStatus\n      statusReason\n    }\n    ... on ContextItemAddedEvent {\n      item {\n        offset\n        role\n        content\n        key\n        llmRequestOffset\n      }\n    }\n    ... on LlmRequestRequestedEvent {\n      requestedAt\n      expiresAt\n    }\n    ... on LlmRequestSettledEvent {\n      requestOffset\n      durationMs\n      result {\n        ...ClientLlmResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ClientSessionEventFields on SessionEvent {\n    __typename\n    offset\n    sessionId\n    type\n    at\n    ... on SessionStatusChangedEvent {\n      status\n      previousStatus\n      statusReason\n    }\n    ... on ContextItemAddedEvent {\n      item {\n        offset\n        role\n        content\n        key\n        llmRequestOffset\n      }\n    }\n    ... on LlmRequestRequestedEvent {\n      requestedAt\n      expiresAt\n    }\n    ... on LlmRequestSettledEvent {\n      requestOffset\n      durationMs\n      result {\n        ...ClientLlmResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientLlmResultFields on LlmResult {\n    __typename\n    ... on LlmSucceeded {\n      text\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n      }\n    }\n    ... on LlmFailed {\n      errorMessage\n    }\n    ... on LlmCancelled {\n      reason\n      partialText\n    }\n  }\n"): (typeof documents)["\n  fragment ClientLlmResultFields on LlmResult {\n    __typename\n    ... on LlmSucceeded {\n      text\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n      }\n    }\n    ... on LlmFailed {\n      errorMessage\n    }\n    ... on LlmCancelled {\n      reason\n      partialText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientSessionEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      ...ClientSessionEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription ClientSessionEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      ...ClientSessionEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientSessionPosition($id: ID!) {\n    session(id: $id) {\n      id\n      lastOffset\n    }\n  }\n"): (typeof documents)["\n  query ClientSessionPosition($id: ID!) {\n    session(id: $id) {\n      id\n      lastOffset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientLlmRequestFields on LlmRequest {\n    sessionId\n    offset\n    requestedAt\n    expiresAt\n    claimedBy\n    claimExpiresAt\n  }\n"): (typeof documents)["\n  fragment ClientLlmRequestFields on LlmRequest {\n    sessionId\n    offset\n    requestedAt\n    expiresAt\n    claimedBy\n    claimExpiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientLlmRequestRequested($filter: SessionFilter) {\n    llmRequestRequested(filter: $filter) {\n      sessionId\n      offset\n      requestedAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  subscription ClientLlmRequestRequested($filter: SessionFilter) {\n    llmRequestRequested(filter: $filter) {\n      sessionId\n      offset\n      requestedAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientLlmRequestSettled($filter: SessionFilter) {\n    llmRequestSettled(filter: $filter) {\n      sessionId\n      offset\n      requestOffset\n      durationMs\n      result {\n        ...ClientLlmResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ClientLlmRequestSettled($filter: SessionFilter) {\n    llmRequestSettled(filter: $filter) {\n      sessionId\n      offset\n      requestOffset\n      durationMs\n      result {\n        ...ClientLlmResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientLlmResponseChunks($sessionId: ID!, $requestOffset: SafeInt!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {\n      sessionId\n      requestOffset\n      sequence\n      chunk\n    }\n  }\n"): (typeof documents)["\n  subscription ClientLlmResponseChunks($sessionId: ID!, $requestOffset: SafeInt!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {\n      sessionId\n      requestOffset\n      sequence\n      chunk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientClaimableLlmRequests($metadata: JSONObject, $limit: Int, $workerId: String) {\n    claimableLlmRequests(metadata: $metadata, limit: $limit, workerId: $workerId) {\n      ...ClientLlmRequestFields\n    }\n  }\n"): (typeof documents)["\n  query ClientClaimableLlmRequests($metadata: JSONObject, $limit: Int, $workerId: String) {\n    claimableLlmRequests(metadata: $metadata, limit: $limit, workerId: $workerId) {\n      ...ClientLlmRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientClaimLlmRequest($input: ClaimLlmRequestInput!) {\n    claimLlmRequest(input: $input) {\n      claimed\n      nextSequence\n      request {\n        ...ClientLlmRequestFields\n        prompt {\n          offset\n          role\n          content\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientClaimLlmRequest($input: ClaimLlmRequestInput!) {\n    claimLlmRequest(input: $input) {\n      claimed\n      nextSequence\n      request {\n        ...ClientLlmRequestFields\n        prompt {\n          offset\n          role\n          content\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientReleaseLlmRequest($input: ReleaseLlmRequestInput!) {\n    releaseLlmRequest(input: $input) {\n      released\n    }\n  }\n"): (typeof documents)["\n  mutation ClientReleaseLlmRequest($input: ReleaseLlmRequestInput!) {\n    releaseLlmRequest(input: $input) {\n      released\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientAppendLlmResponseChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation ClientAppendLlmResponseChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientSettleLlmRequest($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n      offset\n      itemOffset\n    }\n  }\n"): (typeof documents)["\n  mutation ClientSettleLlmRequest($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n      offset\n      itemOffset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientAddContextItem($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n"): (typeof documents)["\n  mutation ClientAddContextItem($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientSessionUsage($id: ID!) {\n    session(id: $id) {\n      id\n      status\n      lastOffset\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientSessionUsage($id: ID!) {\n    session(id: $id) {\n      id\n      status\n      lastOffset\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientSessionFields on Session {\n    id\n    title\n    description\n    metadata\n    status\n    statusReason\n    createdAt\n    updatedAt\n    lastOffset\n    messageCount\n    activeLeafId\n  }\n"): (typeof documents)["\n  fragment ClientSessionFields on Session {\n    id\n    title\n    description\n    metadata\n    status\n    statusReason\n    createdAt\n    updatedAt\n    lastOffset\n    messageCount\n    activeLeafId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientAttachmentFields on Attachment {\n    id\n    sessionId\n    filename\n    mime\n    size\n    sha256\n    createdAt\n    url\n  }\n"): (typeof documents)["\n  fragment ClientAttachmentFields on Attachment {\n    id\n    sessionId\n    filename\n    mime\n    size\n    sha256\n    createdAt\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientEntryFields on Entry {\n    __typename\n    id\n    entryId\n    sessionId\n    parentId\n    kind\n    revision\n    timestamp\n    origin\n    ... on MessageEntry {\n      message {\n        __typename\n        role\n        timestamp\n        content {\n          __typename\n          ... on TextBlock {\n            text\n          }\n          ... on ThinkingBlock {\n            text\n            signature\n          }\n          ... on ImageBlock {\n            mime\n            data\n            # Aliased: ImageBlock.attachment is nullable, FileBlock.attachment is not, and one selection cannot merge both.\n            imageAttachment: attachment {\n              ...ClientAttachmentFields\n            }\n          }\n          ... on FileBlock {\n            attachment {\n              ...ClientAttachmentFields\n            }\n          }\n          ... on FunctionCallBlock {\n            callId\n            functionId\n            arguments\n          }\n          ... on FunctionResultBlock {\n            functionCallId\n            content\n          }\n        }\n        ... on AssistantMessage {\n          stopReason\n          errorKind\n          usage {\n            input\n            output\n            cacheRead\n            cacheWrite\n            reasoning\n          }\n        }\n        ... on FunctionResultMessage {\n          functionCallId\n          functionId\n          details\n        }\n        ... on CustomMessage {\n          customType\n          details\n        }\n      }\n    }\n    ... on CustomEntry {\n      customType\n      data\n    }\n  }\n"): (typeof documents)["\n  fragment ClientEntryFields on Entry {\n    __typename\n    id\n    entryId\n    sessionId\n    parentId\n    kind\n    revision\n    timestamp\n    origin\n    ... on MessageEntry {\n      message {\n        __typename\n        role\n        timestamp\n        content {\n          __typename\n          ... on TextBlock {\n            text\n          }\n          ... on ThinkingBlock {\n            text\n            signature\n          }\n          ... on ImageBlock {\n            mime\n            data\n            # Aliased: ImageBlock.attachment is nullable, FileBlock.attachment is not, and one selection cannot merge both.\n            imageAttachment: attachment {\n              ...ClientAttachmentFields\n            }\n          }\n          ... on FileBlock {\n            attachment {\n              ...ClientAttachmentFields\n            }\n          }\n          ... on FunctionCallBlock {\n            callId\n            functionId\n            arguments\n          }\n          ... on FunctionResultBlock {\n            functionCallId\n            content\n          }\n        }\n        ... on AssistantMessage {\n          stopReason\n          errorKind\n          usage {\n            input\n            output\n            cacheRead\n            cacheWrite\n            reasoning\n          }\n        }\n        ... on FunctionResultMessage {\n          functionCallId\n          functionId\n          details\n        }\n        ... on CustomMessage {\n          customType\n          details\n        }\n      }\n    }\n    ... on CustomEntry {\n      customType\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientCreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        ...ClientSessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientCreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        ...ClientSessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientAppendEntry($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        ...ClientEntryFields\n      }\n      session {\n        ...ClientSessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientAppendEntry($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        ...ClientEntryFields\n      }\n      session {\n        ...ClientSessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientMessages($id: ID!, $last: Int, $before: String, $includeCustom: Boolean, $fromEntryId: ID) {\n    session(id: $id) {\n      id\n      messages(last: $last, before: $before, includeCustom: $includeCustom, fromEntryId: $fromEntryId) {\n        nodes {\n          ...ClientEntryFields\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientMessages($id: ID!, $last: Int, $before: String, $includeCustom: Boolean, $fromEntryId: ID) {\n    session(id: $id) {\n      id\n      messages(last: $last, before: $before, includeCustom: $includeCustom, fromEntryId: $fromEntryId) {\n        nodes {\n          ...ClientEntryFields\n        }\n        pageInfo {\n          hasPreviousPage\n          startCursor\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientUploadAttachment($input: UploadAttachmentInput!) {\n    uploadAttachment(input: $input) {\n      attachment {\n        ...ClientAttachmentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientUploadAttachment($input: UploadAttachmentInput!) {\n    uploadAttachment(input: $input) {\n      attachment {\n        ...ClientAttachmentFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;