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
    "\n  fragment SessionsFields on Session {\n    id\n    title\n    description\n    metadata\n    status\n    statusReason\n    messageCount\n    forkedFrom\n    createdAt\n    updatedAt\n    activeLeafId\n    lastOffset\n  }\n": typeof types.SessionsFieldsFragmentDoc,
    "\n  mutation SessionsCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n": typeof types.SessionsCreateDocument,
    "\n  mutation SessionsEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n": typeof types.SessionsEnsureDocument,
    "\n  query SessionsGet($id: ID!) {\n    session(id: $id) {\n      ...SessionsFields\n    }\n  }\n": typeof types.SessionsGetDocument,
    "\n  query SessionsEvents($id: ID!) {\n    session(id: $id) {\n      id\n      lastOffset\n      events(first: 500) {\n        nodes {\n          offset\n          type\n          sessionId\n          at\n          ... on SessionCreatedEvent {\n            title\n            description\n            status\n            forkedFrom\n            createdAt\n            metadata\n          }\n          ... on SessionMetaUpdatedEvent {\n            title\n            description\n            metadata\n          }\n          ... on SessionStatusChangedEvent {\n            status\n            previousStatus\n            statusReason\n          }\n        }\n      }\n    }\n  }\n": typeof types.SessionsEventsDocument,
    "\n  query SessionsList($first: Int, $after: String, $order: SessionOrder, $status: SessionStatus, $metadata: JSONObject) {\n    sessions(first: $first, after: $after, order: $order, status: $status, metadata: $metadata) {\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          updatedAt\n        }\n      }\n      nodes {\n        id\n        createdAt\n        updatedAt\n        status\n        metadata\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SessionsListDocument,
    "\n  mutation SessionsSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n": typeof types.SessionsSetMetaDocument,
    "\n  mutation SessionsSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n      previousStatus\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n": typeof types.SessionsSetStatusDocument,
    "\n  mutation SessionsDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n": typeof types.SessionsDeleteDocument,
    "\n  mutation SessionsAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        id\n      }\n    }\n  }\n": typeof types.SessionsAppendDocument,
    "\n  mutation SessionsAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n": typeof types.SessionsAppendManyDocument,
    "\n  mutation SessionsUpdateMessage($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n": typeof types.SessionsUpdateMessageDocument,
    "\n  mutation SessionsSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.SessionsSetLeafDocument,
    "\n  mutation SessionsFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n": typeof types.SessionsForkDocument,
    "\n  query SessionsEntry($sessionId: ID!, $id: ID!) {\n    entry(sessionId: $sessionId, id: $id) {\n      id\n    }\n  }\n": typeof types.SessionsEntryDocument,
    "\n  query SessionsMessages($id: ID!) {\n    session(id: $id) {\n      messages {\n        nodes {\n          id\n        }\n        pageInfo {\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.SessionsMessagesDocument,
};
const documents: Documents = {
    "\n  fragment SessionsFields on Session {\n    id\n    title\n    description\n    metadata\n    status\n    statusReason\n    messageCount\n    forkedFrom\n    createdAt\n    updatedAt\n    activeLeafId\n    lastOffset\n  }\n": types.SessionsFieldsFragmentDoc,
    "\n  mutation SessionsCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n": types.SessionsCreateDocument,
    "\n  mutation SessionsEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n": types.SessionsEnsureDocument,
    "\n  query SessionsGet($id: ID!) {\n    session(id: $id) {\n      ...SessionsFields\n    }\n  }\n": types.SessionsGetDocument,
    "\n  query SessionsEvents($id: ID!) {\n    session(id: $id) {\n      id\n      lastOffset\n      events(first: 500) {\n        nodes {\n          offset\n          type\n          sessionId\n          at\n          ... on SessionCreatedEvent {\n            title\n            description\n            status\n            forkedFrom\n            createdAt\n            metadata\n          }\n          ... on SessionMetaUpdatedEvent {\n            title\n            description\n            metadata\n          }\n          ... on SessionStatusChangedEvent {\n            status\n            previousStatus\n            statusReason\n          }\n        }\n      }\n    }\n  }\n": types.SessionsEventsDocument,
    "\n  query SessionsList($first: Int, $after: String, $order: SessionOrder, $status: SessionStatus, $metadata: JSONObject) {\n    sessions(first: $first, after: $after, order: $order, status: $status, metadata: $metadata) {\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          updatedAt\n        }\n      }\n      nodes {\n        id\n        createdAt\n        updatedAt\n        status\n        metadata\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SessionsListDocument,
    "\n  mutation SessionsSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n": types.SessionsSetMetaDocument,
    "\n  mutation SessionsSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n      previousStatus\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n": types.SessionsSetStatusDocument,
    "\n  mutation SessionsDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n": types.SessionsDeleteDocument,
    "\n  mutation SessionsAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        id\n      }\n    }\n  }\n": types.SessionsAppendDocument,
    "\n  mutation SessionsAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n": types.SessionsAppendManyDocument,
    "\n  mutation SessionsUpdateMessage($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n": types.SessionsUpdateMessageDocument,
    "\n  mutation SessionsSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": types.SessionsSetLeafDocument,
    "\n  mutation SessionsFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n": types.SessionsForkDocument,
    "\n  query SessionsEntry($sessionId: ID!, $id: ID!) {\n    entry(sessionId: $sessionId, id: $id) {\n      id\n    }\n  }\n": types.SessionsEntryDocument,
    "\n  query SessionsMessages($id: ID!) {\n    session(id: $id) {\n      messages {\n        nodes {\n          id\n        }\n        pageInfo {\n          endCursor\n        }\n      }\n    }\n  }\n": types.SessionsMessagesDocument,
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
export function graphql(source: "\n  fragment SessionsFields on Session {\n    id\n    title\n    description\n    metadata\n    status\n    statusReason\n    messageCount\n    forkedFrom\n    createdAt\n    updatedAt\n    activeLeafId\n    lastOffset\n  }\n"): (typeof documents)["\n  fragment SessionsFields on Session {\n    id\n    title\n    description\n    metadata\n    status\n    statusReason\n    messageCount\n    forkedFrom\n    createdAt\n    updatedAt\n    activeLeafId\n    lastOffset\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsGet($id: ID!) {\n    session(id: $id) {\n      ...SessionsFields\n    }\n  }\n"): (typeof documents)["\n  query SessionsGet($id: ID!) {\n    session(id: $id) {\n      ...SessionsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsEvents($id: ID!) {\n    session(id: $id) {\n      id\n      lastOffset\n      events(first: 500) {\n        nodes {\n          offset\n          type\n          sessionId\n          at\n          ... on SessionCreatedEvent {\n            title\n            description\n            status\n            forkedFrom\n            createdAt\n            metadata\n          }\n          ... on SessionMetaUpdatedEvent {\n            title\n            description\n            metadata\n          }\n          ... on SessionStatusChangedEvent {\n            status\n            previousStatus\n            statusReason\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionsEvents($id: ID!) {\n    session(id: $id) {\n      id\n      lastOffset\n      events(first: 500) {\n        nodes {\n          offset\n          type\n          sessionId\n          at\n          ... on SessionCreatedEvent {\n            title\n            description\n            status\n            forkedFrom\n            createdAt\n            metadata\n          }\n          ... on SessionMetaUpdatedEvent {\n            title\n            description\n            metadata\n          }\n          ... on SessionStatusChangedEvent {\n            status\n            previousStatus\n            statusReason\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsList($first: Int, $after: String, $order: SessionOrder, $status: SessionStatus, $metadata: JSONObject) {\n    sessions(first: $first, after: $after, order: $order, status: $status, metadata: $metadata) {\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          updatedAt\n        }\n      }\n      nodes {\n        id\n        createdAt\n        updatedAt\n        status\n        metadata\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionsList($first: Int, $after: String, $order: SessionOrder, $status: SessionStatus, $metadata: JSONObject) {\n    sessions(first: $first, after: $after, order: $order, status: $status, metadata: $metadata) {\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          updatedAt\n        }\n      }\n      nodes {\n        id\n        createdAt\n        updatedAt\n        status\n        metadata\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n      previousStatus\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n      previousStatus\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsUpdateMessage($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsUpdateMessage($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        ...SessionsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsEntry($sessionId: ID!, $id: ID!) {\n    entry(sessionId: $sessionId, id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query SessionsEntry($sessionId: ID!, $id: ID!) {\n    entry(sessionId: $sessionId, id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsMessages($id: ID!) {\n    session(id: $id) {\n      messages {\n        nodes {\n          id\n        }\n        pageInfo {\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionsMessages($id: ID!) {\n    session(id: $id) {\n      messages {\n        nodes {\n          id\n        }\n        pageInfo {\n          endCursor\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;