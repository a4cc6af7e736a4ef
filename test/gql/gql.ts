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
    "\n  mutation ApolloCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.ApolloCreateDocument,
    "\n  mutation ApolloAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n        entryId\n      }\n    }\n  }\n": typeof types.ApolloAppendDocument,
    "\n  mutation ApolloAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entryIds\n    }\n  }\n": typeof types.ApolloAppendManyDocument,
    "\n  mutation ApolloFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n        activeLeafId\n      }\n    }\n  }\n": typeof types.ApolloForkDocument,
    "\n  mutation ApolloUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n": typeof types.ApolloUpdateDocument,
    "\n  query ApolloTranscript($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      messages {\n        nodes {\n          id\n          entryId\n          sessionId\n          ... on MessageEntry {\n            message {\n              role\n              content {\n                __typename\n                ... on TextBlock {\n                  text\n                }\n                ... on FunctionCallBlock {\n                  callId\n                  functionId\n                  arguments\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ApolloTranscriptDocument,
    "\n  subscription ApolloWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      __typename\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          id\n          entryId\n          ... on MessageEntry {\n            message {\n              role\n              content {\n                __typename\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ApolloWatchDocument,
    "\n  query ApolloPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    session(id: $id) {\n      id\n      messages(first: $first, after: $after, last: $last, before: $before) {\n        edges {\n          cursor\n          node {\n            id\n            entryId\n            ... on MessageEntry {\n              message {\n                content {\n                  ... on TextBlock {\n                    text\n                  }\n                }\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.ApolloPageDocument,
    "\n  mutation WsCreate {\n    createSession(input: { title: \"ws\" }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.WsCreateDocument,
    "\n  mutation WsAppend($sessionId: ID!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: \"over WebSocket\" } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n": typeof types.WsAppendDocument,
    "\n  mutation CreateReadmeSession($metadata: JSONObject) {\n    createSession(input: { title: \"readme\", metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.CreateReadmeSessionDocument,
    "\n  mutation AppendReadmeMessage($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      created\n    }\n  }\n": typeof types.AppendReadmeMessageDocument,
    "\n  mutation SseCreate {\n    createSession(input: { title: \"sse\" }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.SseCreateDocument,
    "\n  mutation SseAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n": typeof types.SseAppendDocument,
    "\n  subscription SseWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      __typename\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          ... on MessageEntry {\n            message {\n              content {\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SseWatchDocument,
    "\n  mutation UrqlCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        title\n      }\n    }\n  }\n": typeof types.UrqlCreateDocument,
    "\n  mutation UrqlAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n        entryId\n      }\n    }\n  }\n": typeof types.UrqlAppendDocument,
    "\n  query UrqlSession($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      status\n      messages(last: 10) {\n        nodes {\n          id\n          entryId\n          ... on MessageEntry {\n            message {\n              content {\n                __typename\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n        }\n      }\n    }\n  }\n": typeof types.UrqlSessionDocument,
    "\n  query UrqlSessions($metadata: JSONObject) {\n    sessions(first: 10, metadata: $metadata) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n": typeof types.UrqlSessionsDocument,
    "\n  subscription UrqlWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      __typename\n      offset\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n": typeof types.UrqlWatchDocument,
    "\n  mutation OpsBrowserCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.OpsBrowserCreateDocument,
    "\n  mutation OpsBrowserAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n": typeof types.OpsBrowserAppendDocument,
    "\n  fragment SessionFields on Session {\n    id\n    title\n    description\n    metadata\n    status\n    statusReason\n    messageCount\n    forkedFrom\n    createdAt\n    updatedAt\n    activeLeafId\n    lastOffset\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": typeof types.CreateSessionDocument,
    "\n  query GetSession($id: ID!) {\n    session(id: $id) {\n      ...SessionFields\n    }\n  }\n": typeof types.GetSessionDocument,
    "\n  query SessionAttachments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    session(id: $id) {\n      id\n      attachments(first: $first, after: $after, last: $last, before: $before) {\n        nodes {\n          id\n          filename\n          size\n        }\n        edges {\n          cursor\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.SessionAttachmentsDocument,
    "\n  query GetAttachment($id: ID!) {\n    attachment(id: $id) {\n      id\n      sessionId\n      filename\n      mime\n      size\n      sha256\n      createdAt\n      url\n    }\n  }\n": typeof types.GetAttachmentDocument,
    "\n  mutation DeleteAttachment($id: ID!) {\n    deleteAttachment(input: { id: $id }) {\n      deleted\n    }\n  }\n": typeof types.DeleteAttachmentDocument,
    "\n  mutation AppendWithBlocks($sessionId: ID!, $content: [ContentBlockInput!]!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: $content } } }) {\n      session {\n        activeLeafId\n      }\n      entry {\n        ... on MessageEntry {\n          message {\n            content {\n              __typename\n              ... on TextBlock {\n                text\n              }\n              ... on FileBlock {\n                file: attachment {\n                  id\n                  sessionId\n                  filename\n                  mime\n                  size\n                  sha256\n                  url\n                }\n              }\n              ... on ImageBlock {\n                data\n                mime\n                image: attachment {\n                  id\n                  mime\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AppendWithBlocksDocument,
    "\n  mutation UpdateContent($sessionId: ID!, $entryId: ID!, $content: [ContentBlockInput!]!) {\n    updateMessage(input: { sessionId: $sessionId, entryId: $entryId, content: $content }) {\n      updated\n    }\n  }\n": typeof types.UpdateContentDocument,
    "\n  mutation ForkAt($sessionId: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $sessionId, entryId: $entryId }) {\n      session {\n        id\n        messages(first: 10) {\n          nodes {\n            ... on MessageEntry {\n              message {\n                content {\n                  ... on FileBlock {\n                    attachment {\n                      id\n                      sessionId\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ForkAtDocument,
    "\n  query EventsWithFiles($id: ID!) {\n    session(id: $id) {\n      events(first: 20) {\n        nodes {\n          __typename\n          ... on MessageAddedEvent {\n            entry {\n              ... on MessageEntry {\n                message {\n                  content {\n                    ... on FileBlock {\n                      attachment {\n                        id\n                        sessionId\n                        filename\n                        mime\n                        size\n                        sha256\n                        url\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.EventsWithFilesDocument,
    "\n  mutation DeleteSessionForAttachments($sessionId: ID!) {\n    deleteSession(input: { sessionId: $sessionId }) {\n      deleted\n    }\n  }\n": typeof types.DeleteSessionForAttachmentsDocument,
    "mutation HandOver($id: ID!) { setSessionMeta(input: { sessionId: $id, metadata: { owner: \"bob\" } }) { session { id } } }": typeof types.HandOverDocument,
    "\n  mutation BadInputCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        title\n        description\n        metadata\n        lastOffset\n      }\n    }\n  }\n": typeof types.BadInputCreateDocument,
    "\n  mutation BadInputEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n    }\n  }\n": typeof types.BadInputEnsureDocument,
    "\n  mutation BadInputSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.BadInputSetMetaDocument,
    "\n  mutation BadInputSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n": typeof types.BadInputSetStatusDocument,
    "\n  mutation BadInputFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.BadInputForkDocument,
    "\n  mutation BadInputAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        origin\n        ... on MessageEntry {\n          message {\n            timestamp\n            content {\n              ... on TextBlock {\n                text\n              }\n              ... on ThinkingBlock {\n                text\n                signature\n              }\n              ... on FunctionCallBlock {\n                callId\n                functionId\n                arguments\n              }\n              ... on ImageBlock {\n                data\n                mime\n              }\n            }\n            ... on FunctionResultMessage {\n              details\n            }\n          }\n        }\n        ... on CustomEntry {\n          customType\n          data\n        }\n      }\n    }\n  }\n": typeof types.BadInputAppendDocument,
    "\n  mutation BadInputAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n": typeof types.BadInputAppendManyDocument,
    "\n  mutation BadInputUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n": typeof types.BadInputUpdateDocument,
    "\n  query BadInputState($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      description\n      metadata\n      lastOffset\n      messageCount\n      updatedAt\n      activeLeafId\n    }\n  }\n": typeof types.BadInputStateDocument,
    "\n  query BadInputList($metadata: JSONObject) {\n    sessions(metadata: $metadata, first: 500) {\n      nodes {\n        id\n      }\n    }\n  }\n": typeof types.BadInputListDocument,
    "\n  mutation ChunkAddItem($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n": typeof types.ChunkAddItemDocument,
    "\n  query ChunkOpenRequest($id: ID!) {\n    session(id: $id) {\n      context {\n        openRequest {\n          offset\n        }\n      }\n    }\n  }\n": typeof types.ChunkOpenRequestDocument,
    "\n  mutation ChunkAppend($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n": typeof types.ChunkAppendDocument,
    "\n  subscription ChunkWatch($sessionId: ID!, $requestOffset: SafeInt!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {\n      sequence\n      chunk\n    }\n  }\n": typeof types.ChunkWatchDocument,
    "\n  mutation CrCreate {\n    createSession(input: { title: \"resume\" }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.CrCreateDocument,
    "\n  mutation CrAddMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n": typeof types.CrAddManyDocument,
    "\n  query CrLastOffset($id: ID!) {\n    session(id: $id) {\n      lastOffset\n    }\n  }\n": typeof types.CrLastOffsetDocument,
    "\n  mutation ConcurrencyCreate {\n    createSession(input: {}) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.ConcurrencyCreateDocument,
    "\n  mutation ConcurrencyAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        parentId\n      }\n    }\n  }\n": typeof types.ConcurrencyAppendDocument,
    "\n  mutation ConcurrencyUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n    }\n  }\n": typeof types.ConcurrencyUpdateDocument,
    "\n  query ConcurrencyState($id: ID!, $after: String) {\n    session(id: $id) {\n      messageCount\n      lastOffset\n      activeLeafId\n      events(first: 500) {\n        nodes {\n          offset\n          type\n          ... on MessageAddedEvent {\n            entryId\n          }\n          ... on MessageUpdatedEvent {\n            entryId\n            revision\n          }\n        }\n        pageInfo {\n          hasNextPage\n        }\n      }\n      messages(first: 500, after: $after) {\n        nodes {\n          entryId\n          parentId\n          revision\n        }\n      }\n    }\n  }\n": typeof types.ConcurrencyStateDocument,
    "\n  query OpsConfigStatus {\n    configStatus {\n      lastOutcome\n      lastError\n      rejectedReloads\n    }\n  }\n": typeof types.OpsConfigStatusDocument,
    "\n  query OpsConfigPageSizes($first: Int) {\n    sessions(first: $first) {\n      nodes {\n        id\n      }\n    }\n  }\n": typeof types.OpsConfigPageSizesDocument,
    "\n  mutation OpsConfigCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.OpsConfigCreateDocument,
    "\n  mutation OpsConfigAppend($sessionId: ID!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: \"hi\" } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n": typeof types.OpsConfigAppendDocument,
    "\n  subscription OpsConfigWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      type\n    }\n  }\n": typeof types.OpsConfigWatchDocument,
    "\n  mutation CtxCreate {\n    createSession(input: {}) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.CtxCreateDocument,
    "\n  mutation CtxAdd($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n      item {\n        offset\n        role\n        content\n        key\n        llmRequestPolicy\n        llmRequestOffset\n        files {\n          contentType\n          filename\n          path\n          size\n          url\n        }\n        refs {\n          __typename\n          ... on ContextEventRef {\n            streamPath\n            offset\n            eventType\n          }\n          ... on ContextUserRef {\n            userId\n          }\n          ... on ContextFileRef {\n            path\n          }\n          ... on ContextGitCommitRef {\n            repoPath\n            commitOid\n          }\n        }\n        actor {\n          __typename\n          ... on UserActor {\n            origin\n          }\n          ... on SlackActor {\n            userId\n            botName\n          }\n        }\n        compaction {\n          replacesHistoryThrough\n          usage {\n            inputTokens\n            outputTokens\n            cachedInputTokens\n          }\n        }\n      }\n      session {\n        id\n        lastOffset\n      }\n    }\n  }\n": typeof types.CtxAddDocument,
    "\n  query CtxContext($id: ID!) {\n    session(id: $id) {\n      id\n      context {\n        items {\n          offset\n          role\n          content\n          key\n        }\n        prompt {\n          offset\n          role\n          content\n        }\n        openRequest {\n          offset\n          requestedAt\n          expiresAt\n        }\n        pendingTriggerOffset\n        lastRequestOffset\n        nextRequestAt\n      }\n    }\n  }\n": typeof types.CtxContextDocument,
    "\n  query CtxEvents($id: ID!) {\n    session(id: $id) {\n      events(first: 100) {\n        nodes {\n          offset\n          type\n          ... on ContextItemAddedEvent {\n            item {\n              offset\n              role\n              content\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CtxEventsDocument,
    "\n  mutation SetDraft($input: SetDraftInput!) {\n    setDraft(input: $input) {\n      session {\n        id\n        updatedAt\n        lastOffset\n        draft {\n          text\n          updatedAt\n          attachments {\n            id\n            filename\n          }\n        }\n      }\n    }\n  }\n": typeof types.SetDraftDocument,
    "\n  query GetDraft($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      updatedAt\n      lastOffset\n      draft {\n        text\n        updatedAt\n        attachments {\n          id\n        }\n      }\n    }\n  }\n": typeof types.GetDraftDocument,
    "\n  mutation DraftMeta($id: ID!) {\n    setSessionMeta(input: { sessionId: $id, title: \"renamed\" }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.DraftMetaDocument,
    "\n  mutation DraftFork($id: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $id, entryId: $entryId }) {\n      session {\n        id\n        draft {\n          text\n        }\n      }\n    }\n  }\n": typeof types.DraftForkDocument,
    "\n  mutation DraftAppend($id: ID!) {\n    appendEntry(input: { sessionId: $id, message: { user: { content: [{ text: { text: \"sent\" } }] } } }) {\n      session {\n        activeLeafId\n      }\n    }\n  }\n": typeof types.DraftAppendDocument,
    "\n  mutation DraftDeleteAttachment($id: ID!) {\n    deleteAttachment(input: { id: $id }) {\n      deleted\n    }\n  }\n": typeof types.DraftDeleteAttachmentDocument,
    "\n  mutation SiblingsCreate {\n    createSession(input: { title: \"branches\" }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.SiblingsCreateDocument,
    "\n  mutation SiblingsAppend($sessionId: ID!, $entryId: ID!, $parentId: ID, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, entryId: $entryId, parentId: $parentId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      created\n    }\n  }\n": typeof types.SiblingsAppendDocument,
    "\n  query SiblingsPath($id: ID!, $fromEntryId: ID) {\n    session(id: $id) {\n      messages(first: 100, fromEntryId: $fromEntryId) {\n        nodes {\n          siblings {\n            entryId\n            tipEntryId\n          }\n          ... on MessageEntry {\n            message {\n              content {\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SiblingsPathDocument,
    "\n  mutation SiblingsSwitch($sessionId: ID!, $entryId: ID!) {\n    setActiveLeaf(input: { sessionId: $sessionId, entryId: $entryId }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.SiblingsSwitchDocument,
    "\n  mutation SiblingsFork($sessionId: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $sessionId, entryId: $entryId }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.SiblingsForkDocument,
    "\n  subscription SiblingsLive($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          siblings {\n            entryId\n            tipEntryId\n          }\n        }\n      }\n    }\n  }\n": typeof types.SiblingsLiveDocument,
    "\n  mutation GidCreate {\n    createSession(input: { title: \"gid\" }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.GidCreateDocument,
    "\n  mutation GidAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n        entryId\n        sessionId\n      }\n    }\n  }\n": typeof types.GidAppendDocument,
    "\n  mutation GidFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.GidForkDocument,
    "\n  query GidRead($sessionId: ID!, $entryId: ID!) {\n    entry(sessionId: $sessionId, id: $entryId) {\n      id\n      entryId\n    }\n    session(id: $sessionId) {\n      id\n      messages {\n        nodes {\n          id\n          entryId\n        }\n      }\n      events {\n        nodes {\n          ... on MessageAddedEvent {\n            entryId\n            entry {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.GidReadDocument,
    "\n  query GidNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Session {\n        title\n      }\n      ... on Entry {\n        entryId\n        sessionId\n      }\n    }\n  }\n": typeof types.GidNodeDocument,
    "\n  mutation GidEnsure($id: ID!) {\n    ensureSession(input: { id: $id }) {\n      created\n    }\n  }\n": typeof types.GidEnsureDocument,
    "\n  mutation OpsMetricsCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.OpsMetricsCreateDocument,
    "\n  mutation OpsMetricsAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n": typeof types.OpsMetricsAppendDocument,
    "\n  query OpsMetricsRead($id: ID!) {\n    session(id: $id) {\n      id\n      messageCount\n    }\n  }\n": typeof types.OpsMetricsReadDocument,
    "\n  subscription OpsMetricsWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      type\n    }\n  }\n": typeof types.OpsMetricsWatchDocument,
    "\n  mutation IsoCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        metadata\n      }\n    }\n  }\n": typeof types.IsoCreateDocument,
    "\n  mutation IsoEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        id\n        title\n        metadata\n      }\n    }\n  }\n": typeof types.IsoEnsureDocument,
    "\n  mutation IsoDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n": typeof types.IsoDeleteDocument,
    "\n  mutation IsoFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n        metadata\n        forkedFrom\n      }\n    }\n  }\n": typeof types.IsoForkDocument,
    "\n  mutation IsoSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n        title\n        metadata\n      }\n    }\n  }\n": typeof types.IsoSetMetaDocument,
    "\n  mutation IsoSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n      previousStatus\n    }\n  }\n": typeof types.IsoSetStatusDocument,
    "\n  mutation IsoSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      activeLeafId\n    }\n  }\n": typeof types.IsoSetLeafDocument,
    "\n  mutation IsoAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        sessionId\n      }\n      session {\n        id\n        lastOffset\n      }\n    }\n  }\n": typeof types.IsoAppendDocument,
    "\n  mutation IsoAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n": typeof types.IsoAppendManyDocument,
    "\n  mutation IsoUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n    }\n  }\n": typeof types.IsoUpdateDocument,
    "\n  mutation IsoAddItem($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n": typeof types.IsoAddItemDocument,
    "\n  mutation IsoChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n": typeof types.IsoChunkDocument,
    "\n  mutation IsoSettle($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n      offset\n    }\n  }\n": typeof types.IsoSettleDocument,
    "\n  query IsoRead($id: ID!, $entryId: ID!) {\n    session(id: $id) {\n      id\n      metadata\n      messages(first: 50, includeCustom: true) {\n        nodes {\n          entryId\n        }\n      }\n      entry(id: $entryId) {\n        entryId\n      }\n      events(first: 500) {\n        nodes {\n          offset\n        }\n      }\n      context {\n        items {\n          offset\n          content\n        }\n        openRequest {\n          offset\n        }\n      }\n    }\n    entry(sessionId: $id, id: $entryId) {\n      entryId\n    }\n  }\n": typeof types.IsoReadDocument,
    "\n  query IsoList($metadata: JSONObject, $status: SessionStatus) {\n    sessions(first: 500, metadata: $metadata, status: $status) {\n      nodes {\n        id\n        metadata\n      }\n      edges {\n        cursor\n      }\n    }\n  }\n": typeof types.IsoListDocument,
    "\n  query IsoSnapshot($id: ID!) {\n    session(id: $id) {\n      ...SessionFields\n      messages(first: 500, includeCustom: true) {\n        nodes {\n          entryId\n          revision\n        }\n      }\n      events(first: 500) {\n        nodes {\n          offset\n          type\n        }\n      }\n      context {\n        items {\n          offset\n          content\n        }\n        openRequest {\n          offset\n        }\n        pendingTriggerOffset\n        lastRequestOffset\n      }\n    }\n  }\n": typeof types.IsoSnapshotDocument,
    "\n  query IsoNode($id: ID!) {\n    node(id: $id) {\n      id\n    }\n  }\n": typeof types.IsoNodeDocument,
    "\n  query IsoEntryGlobalId($id: ID!, $entryId: ID!) {\n    entry(sessionId: $id, id: $entryId) {\n      id\n    }\n  }\n": typeof types.IsoEntryGlobalIdDocument,
    "\n  query IsoOwnEntry($id: ID!, $entryId: ID!) {\n    session(id: $id) {\n      entry(id: $entryId) {\n        entryId\n      }\n    }\n  }\n": typeof types.IsoOwnEntryDocument,
    "\n  mutation LimCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        title\n        metadata\n        lastOffset\n      }\n    }\n  }\n": typeof types.LimCreateDocument,
    "\n  mutation LimEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        id\n      }\n    }\n  }\n": typeof types.LimEnsureDocument,
    "\n  mutation LimAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n      }\n    }\n  }\n": typeof types.LimAppendDocument,
    "\n  mutation LimAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entryIds\n    }\n  }\n": typeof types.LimAppendManyDocument,
    "\n  query LimState($id: ID!) {\n    session(id: $id) {\n      lastOffset\n      messageCount\n    }\n    sessions(first: 1) {\n      nodes {\n        id\n      }\n    }\n  }\n": typeof types.LimStateDocument,
    "\n  query LimPages($id: ID!, $first: Int) {\n    sessions(first: $first) {\n      nodes {\n        id\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n    session(id: $id) {\n      messages(first: $first) {\n        nodes {\n          entryId\n        }\n      }\n      events(first: $first) {\n        nodes {\n          offset\n        }\n      }\n    }\n  }\n": typeof types.LimPagesDocument,
    "\n  subscription MultiEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      __typename\n      offset\n      sessionId\n      type\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n": typeof types.MultiEventsDocument,
    "\n  subscription MultiMessageAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      offset\n      sessionId\n      entryId\n    }\n  }\n": typeof types.MultiMessageAddedDocument,
    "\n  subscription MultiCreated($filter: SessionCreatedFilter) {\n    sessionCreated(filter: $filter) {\n      sessionId\n      metadata\n    }\n  }\n": typeof types.MultiCreatedDocument,
    "\n  subscription MultiStatus($filter: SessionFilter) {\n    sessionStatusChanged(filter: $filter) {\n      sessionId\n      offset\n      status\n    }\n  }\n": typeof types.MultiStatusDocument,
    "\n  subscription MultiDeleted($filter: SessionFilter) {\n    sessionDeleted(filter: $filter) {\n      sessionId\n    }\n  }\n": typeof types.MultiDeletedDocument,
    "\n  mutation MultiCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.MultiCreateDocument,
    "\n  mutation MultiAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n      }\n    }\n  }\n": typeof types.MultiAppendDocument,
    "\n  mutation MultiStatusSet($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n": typeof types.MultiStatusSetDocument,
    "\n  mutation MultiDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n": typeof types.MultiDeleteDocument,
    "\n  subscription RestartEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n      type\n    }\n  }\n": typeof types.RestartEventsDocument,
    "\n  mutation RestartCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.RestartCreateDocument,
    "\n  mutation RestartAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n      }\n    }\n  }\n": typeof types.RestartAppendDocument,
    "\n  query RestartLastOffset($id: ID!) {\n    session(id: $id) {\n      lastOffset\n    }\n  }\n": typeof types.RestartLastOffsetDocument,
    "\n  subscription SlowBigEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          ... on MessageEntry {\n            message {\n              content {\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SlowBigEventsDocument,
    "\n  subscription SlowBigAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      offset\n      entry {\n        ... on MessageEntry {\n          message {\n            content {\n              ... on TextBlock {\n                text\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SlowBigAddedDocument,
    "\n  subscription SlowOffsets($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n    }\n  }\n": typeof types.SlowOffsetsDocument,
    "\n  mutation SlowCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.SlowCreateDocument,
    "\n  mutation SlowAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      session {\n        lastOffset\n      }\n    }\n  }\n": typeof types.SlowAppendManyDocument,
    "\n  query SlowSession($id: ID!) {\n    session(id: $id) {\n      lastOffset\n    }\n  }\n": typeof types.SlowSessionDocument,
    "\n  mutation ClCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.ClCreateDocument,
    "\n  mutation ClAdd($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n": typeof types.ClAddDocument,
    "\n  query ClOpen($id: ID!) {\n    session(id: $id) {\n      context {\n        prompt {\n          offset\n          role\n          content\n        }\n        openRequest {\n          offset\n          sessionId\n          claimedBy\n          claimExpiresAt\n          prompt {\n            offset\n            role\n            content\n          }\n        }\n      }\n    }\n  }\n": typeof types.ClOpenDocument,
    "\n  mutation ClClaim($input: ClaimLlmRequestInput!) {\n    claimLlmRequest(input: $input) {\n      claimed\n      nextSequence\n      request {\n        offset\n        sessionId\n        claimedBy\n        claimExpiresAt\n        prompt {\n          role\n          content\n        }\n      }\n    }\n  }\n": typeof types.ClClaimDocument,
    "\n  mutation ClRelease($input: ReleaseLlmRequestInput!) {\n    releaseLlmRequest(input: $input) {\n      released\n    }\n  }\n": typeof types.ClReleaseDocument,
    "\n  mutation ClChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n": typeof types.ClChunkDocument,
    "\n  mutation ClSettle($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n    }\n  }\n": typeof types.ClSettleDocument,
    "\n  query ClClaimable($metadata: JSONObject, $limit: Int) {\n    claimableLlmRequests(metadata: $metadata, limit: $limit) {\n      sessionId\n      offset\n      claimedBy\n    }\n  }\n": typeof types.ClClaimableDocument,
    "\n  query ClUsage($id: ID!) {\n    session(id: $id) {\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n    }\n  }\n": typeof types.ClUsageDocument,
    "\n  query ClUsageList($metadata: JSONObject) {\n    sessions(metadata: $metadata, first: 10) {\n      nodes {\n        id\n        usage {\n          requests\n          outputTokens\n        }\n      }\n    }\n  }\n": typeof types.ClUsageListDocument,
    "\n  mutation LrCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.LrCreateDocument,
    "\n  mutation LrAdd($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n": typeof types.LrAddDocument,
    "\n  mutation LrSettle($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n      offset\n      itemOffset\n    }\n  }\n": typeof types.LrSettleDocument,
    "\n  mutation LrChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n": typeof types.LrChunkDocument,
    "\n  query LrContext($id: ID!) {\n    session(id: $id) {\n      context {\n        items {\n          offset\n          role\n          content\n        }\n        prompt {\n          role\n          content\n        }\n        openRequest {\n          offset\n          requestedAt\n          expiresAt\n        }\n        pendingTriggerOffset\n        lastRequestOffset\n        nextRequestAt\n        failedAttempts\n      }\n    }\n  }\n": typeof types.LrContextDocument,
    "\n  query LrEvents($id: ID!) {\n    session(id: $id) {\n      events(first: 100) {\n        nodes {\n          offset\n          type\n          ... on ContextItemAddedEvent {\n            item {\n              role\n              content\n              llmRequestOffset\n            }\n          }\n          ... on LlmRequestSettledEvent {\n            requestOffset\n            durationMs\n            result {\n              __typename\n              ... on LlmSucceeded {\n                text\n                usage {\n                  inputTokens\n                  outputTokens\n                }\n              }\n              ... on LlmFailed {\n                errorMessage\n              }\n              ... on LlmCancelled {\n                reason\n                partialText\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.LrEventsDocument,
    "\n  subscription LrRequested($filter: SessionFilter) {\n    llmRequestRequested(filter: $filter) {\n      offset\n      sessionId\n      requestedAt\n      expiresAt\n    }\n  }\n": typeof types.LrRequestedDocument,
    "\n  subscription LrSettled($filter: SessionFilter) {\n    llmRequestSettled(filter: $filter) {\n      offset\n      sessionId\n      requestOffset\n      result {\n        __typename\n        ... on LlmSucceeded {\n          text\n        }\n        ... on LlmCancelled {\n          reason\n          partialText\n        }\n      }\n    }\n  }\n": typeof types.LrSettledDocument,
    "\n  subscription LrChunks($sessionId: ID!, $requestOffset: SafeInt!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {\n      sessionId\n      requestOffset\n      sequence\n      chunk\n      at\n    }\n  }\n": typeof types.LrChunksDocument,
    "\n  query MgSession($id: ID!) {\n    session(id: $id) {\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n      context {\n        openRequest {\n          offset\n          claimedBy\n          prompt {\n            role\n            content\n          }\n        }\n      }\n    }\n  }\n": typeof types.MgSessionDocument,
    "\n  query MgClaimable {\n    claimableLlmRequests {\n      sessionId\n      offset\n    }\n  }\n": typeof types.MgClaimableDocument,
    "\n  mutation MgClaim($input: ClaimLlmRequestInput!) {\n    claimLlmRequest(input: $input) {\n      claimed\n      request {\n        prompt {\n          role\n          content\n        }\n      }\n    }\n  }\n": typeof types.MgClaimDocument,
    "\n  mutation OpsOutageCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n        title\n      }\n    }\n  }\n": typeof types.OpsOutageCreateDocument,
    "\n  query OpsOutageRead($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      messageCount\n    }\n  }\n": typeof types.OpsOutageReadDocument,
    "\n  query OpsOutageList {\n    sessions(first: 5) {\n      nodes {\n        id\n      }\n    }\n  }\n": typeof types.OpsOutageListDocument,
    "\n  mutation OpsOutageAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      created\n      entry {\n        entryId\n      }\n    }\n  }\n": typeof types.OpsOutageAppendDocument,
    "\n  subscription OpsOutageWatch($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      __typename\n      offset\n      type\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n": typeof types.OpsOutageWatchDocument,
    "\n  subscription OpsOutageAdded($sessionId: ID!) {\n    messageAdded(filter: { sessionId: $sessionId }) {\n      offset\n      entryId\n    }\n  }\n": typeof types.OpsOutageAddedDocument,
    "\n  mutation PagingCreate {\n    createSession(input: {}) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.PagingCreateDocument,
    "\n  mutation PagingAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n        parentId\n      }\n    }\n  }\n": typeof types.PagingAppendDocument,
    "\n  query PagingPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $includeCustom: Boolean, $roles: [MessageRole!]) {\n    session(id: $id) {\n      messages(first: $first, after: $after, last: $last, before: $before, includeCustom: $includeCustom, roles: $roles) {\n        edges {\n          cursor\n        }\n        nodes {\n          entryId\n          kind\n          ... on MessageEntry {\n            message {\n              role\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.PagingPageDocument,
    "\n  query PagingTwoPages($id: ID!, $first: Int, $after: String, $withLast: Boolean!) {\n    session(id: $id) {\n      head: messages(first: $first, after: $after, includeCustom: true) {\n        nodes {\n          entryId\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n        }\n      }\n      tail: messages(last: 2, includeCustom: true) @include(if: $withLast) {\n        nodes {\n          entryId\n        }\n      }\n    }\n  }\n": typeof types.PagingTwoPagesDocument,
    "\n  query Search($query: String!, $first: Int, $after: String, $last: Int, $before: String, $status: SessionStatus, $metadata: JSONObject) {\n    searchSessions(query: $query, first: $first, after: $after, last: $last, before: $before, status: $status, metadata: $metadata) {\n      edges {\n        cursor\n        node {\n          rank\n        }\n      }\n      nodes {\n        rank\n        session {\n          id\n          title\n        }\n        snippets {\n          entryId\n          text\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  mutation SearchAppend($sessionId: ID!, $message: MessageInput!) {\n    appendEntry(input: { sessionId: $sessionId, message: $message }) {\n      session {\n        activeLeafId\n      }\n    }\n  }\n": typeof types.SearchAppendDocument,
    "\n  mutation SearchUpdate($sessionId: ID!, $entryId: ID!, $text: String!) {\n    updateMessage(input: { sessionId: $sessionId, entryId: $entryId, content: [{ text: { text: $text } }] }) {\n      updated\n    }\n  }\n": typeof types.SearchUpdateDocument,
    "\n  mutation SearchRename($sessionId: ID!, $title: String, $description: String) {\n    setSessionMeta(input: { sessionId: $sessionId, title: $title, description: $description }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.SearchRenameDocument,
    "\n  mutation SearchStatus($sessionId: ID!, $status: SessionStatus!) {\n    setSessionStatus(input: { sessionId: $sessionId, status: $status }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.SearchStatusDocument,
    "\n  mutation SearchDelete($sessionId: ID!) {\n    deleteSession(input: { sessionId: $sessionId }) {\n      deleted\n    }\n  }\n": typeof types.SearchDeleteDocument,
    "\n  mutation SearchFork($sessionId: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $sessionId, entryId: $entryId, title: \"fork\" }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.SearchForkDocument,
    "\n  mutation SessionsEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": typeof types.SessionsEnsureDocument,
    "\n  query SessionsEvents($id: ID!) {\n    session(id: $id) {\n      id\n      lastOffset\n      events(first: 100) {\n        nodes {\n          offset\n          type\n          sessionId\n          at\n          ... on SessionCreatedEvent {\n            title\n            description\n            status\n            forkedFrom\n            createdAt\n            metadata\n          }\n          ... on SessionMetaUpdatedEvent {\n            title\n            description\n            metadata\n          }\n          ... on SessionStatusChangedEvent {\n            status\n            previousStatus\n            statusReason\n          }\n        }\n      }\n    }\n  }\n": typeof types.SessionsEventsDocument,
    "\n  query SessionsList($first: Int, $after: String, $last: Int, $before: String, $order: SessionOrder, $status: SessionStatus, $metadata: JSONObject) {\n    sessions(first: $first, after: $after, last: $last, before: $before, order: $order, status: $status, metadata: $metadata) {\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          updatedAt\n        }\n      }\n      nodes {\n        id\n        createdAt\n        updatedAt\n        status\n        metadata\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": typeof types.SessionsListDocument,
    "\n  mutation SessionsSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": typeof types.SessionsSetMetaDocument,
    "\n  mutation SessionsSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n      previousStatus\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": typeof types.SessionsSetStatusDocument,
    "\n  mutation SessionsDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n": typeof types.SessionsDeleteDocument,
    "\n  mutation SessionsAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n      }\n    }\n  }\n": typeof types.SessionsAppendDocument,
    "\n  mutation SessionsAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n": typeof types.SessionsAppendManyDocument,
    "\n  mutation SessionsUpdateMessage($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n": typeof types.SessionsUpdateMessageDocument,
    "\n  mutation SessionsSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.SessionsSetLeafDocument,
    "\n  mutation SessionsFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": typeof types.SessionsForkDocument,
    "\n  query SessionsEntry($sessionId: ID!, $id: ID!) {\n    entry(sessionId: $sessionId, id: $id) {\n      entryId\n    }\n  }\n": typeof types.SessionsEntryDocument,
    "\n  query SessionsMessages($id: ID!) {\n    session(id: $id) {\n      messages {\n        nodes {\n          entryId\n        }\n        pageInfo {\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.SessionsMessagesDocument,
    "\n  query SessionsEventPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    session(id: $id) {\n      id\n      lastOffset\n      events(first: $first, after: $after, last: $last, before: $before) {\n        edges {\n          cursor\n          node {\n            offset\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.SessionsEventPageDocument,
    "\n  query SessionsBadNested($id: ID!, $messagesAfter: String, $eventsAfter: String) {\n    session(id: $id) {\n      id\n      title\n      messages(after: $messagesAfter) {\n        nodes {\n          entryId\n        }\n      }\n      events(after: $eventsAfter) {\n        nodes {\n          offset\n        }\n      }\n    }\n  }\n": typeof types.SessionsBadNestedDocument,
    "\n  subscription SharedEvents($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId) {\n      offset\n      type\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n": typeof types.SharedEventsDocument,
    "\n  subscription SharedAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      entryId\n    }\n  }\n": typeof types.SharedAddedDocument,
    "\n  mutation SharedAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n      }\n    }\n  }\n": typeof types.SharedAppendDocument,
    "\n  mutation OpsShutdownCreate {\n    createSession(input: { title: \"drain\" }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.OpsShutdownCreateDocument,
    "\n  mutation OpsShutdownAppend($sessionId: ID!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: \"in flight\" } }] } } }) {\n      created\n      entry {\n        entryId\n      }\n    }\n  }\n": typeof types.OpsShutdownAppendDocument,
    "\n  subscription OpsShutdownWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      type\n    }\n  }\n": typeof types.OpsShutdownWatchDocument,
    "\n  subscription SetupEvents($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId) {\n      offset\n    }\n  }\n": typeof types.SetupEventsDocument,
    "\n  subscription SetupChunks($sessionId: ID!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: 1) {\n      chunk\n    }\n  }\n": typeof types.SetupChunksDocument,
    "\n  fragment LiveEntryFields on Entry {\n    __typename\n    entryId\n    kind\n    parentId\n    revision\n    origin\n    sessionId\n    timestamp\n    ... on MessageEntry {\n      message {\n        __typename\n        role\n        timestamp\n        content {\n          __typename\n          ... on TextBlock {\n            text\n          }\n        }\n        ... on CustomMessage {\n          customType\n          details\n        }\n        ... on AssistantMessage {\n          stopReason\n        }\n      }\n    }\n    ... on CustomEntry {\n      customType\n      data\n    }\n  }\n": typeof types.LiveEntryFieldsFragmentDoc,
    "\n  fragment LiveEventFields on SessionEvent {\n    __typename\n    offset\n    sessionId\n    type\n    at\n    ... on SessionCreatedEvent {\n      title\n      description\n      status\n      forkedFrom\n      createdAt\n      metadata\n    }\n    ... on SessionMetaUpdatedEvent {\n      title\n      description\n      metadata\n    }\n    ... on SessionStatusChangedEvent {\n      status\n      previousStatus\n      statusReason\n    }\n    ... on MessageAddedEvent {\n      entryId\n      parentId\n      origin\n      entry {\n        ...LiveEntryFields\n      }\n    }\n    ... on MessageUpdatedEvent {\n      entryId\n      revision\n      origin\n      entry {\n        ...LiveEntryFields\n      }\n    }\n    ... on ActiveLeafSetEvent {\n      entryId\n    }\n  }\n": typeof types.LiveEventFieldsFragmentDoc,
    "\n  subscription LiveSessionEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      ...LiveEventFields\n    }\n  }\n": typeof types.LiveSessionEventsDocument,
    "\n  subscription LiveOffsets($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n      sessionId\n    }\n  }\n": typeof types.LiveOffsetsDocument,
    "\n  subscription LiveSessionCreated($filter: SessionCreatedFilter) {\n    sessionCreated(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": typeof types.LiveSessionCreatedDocument,
    "\n  subscription LiveSessionDeleted($filter: SessionFilter) {\n    sessionDeleted(filter: $filter) {\n      __typename\n      sessionId\n      at\n    }\n  }\n": typeof types.LiveSessionDeletedDocument,
    "\n  subscription LiveMessageAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": typeof types.LiveMessageAddedDocument,
    "\n  subscription LiveMessageUpdated($filter: MessageFilter) {\n    messageUpdated(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": typeof types.LiveMessageUpdatedDocument,
    "\n  subscription LiveMetaUpdated($filter: SessionFilter) {\n    sessionMetaUpdated(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": typeof types.LiveMetaUpdatedDocument,
    "\n  subscription LiveStatusChanged($filter: SessionFilter) {\n    sessionStatusChanged(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": typeof types.LiveStatusChangedDocument,
    "\n  mutation LiveCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        createdAt\n        lastOffset\n      }\n    }\n  }\n": typeof types.LiveCreateDocument,
    "\n  mutation LiveEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        id\n        createdAt\n      }\n    }\n  }\n": typeof types.LiveEnsureDocument,
    "\n  mutation LiveFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n        forkedFrom\n        createdAt\n      }\n    }\n  }\n": typeof types.LiveForkDocument,
    "\n  mutation LiveAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        parentId\n        timestamp\n      }\n    }\n  }\n": typeof types.LiveAppendDocument,
    "\n  mutation LiveAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entryIds\n    }\n  }\n": typeof types.LiveAppendManyDocument,
    "\n  mutation LiveUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n    }\n  }\n": typeof types.LiveUpdateDocument,
    "\n  mutation LiveSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.LiveSetMetaDocument,
    "\n  mutation LiveSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n": typeof types.LiveSetStatusDocument,
    "\n  mutation LiveDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n": typeof types.LiveDeleteDocument,
    "\n  fragment TranscriptMessageFields on Message {\n    role\n    timestamp\n    content {\n      __typename\n      ... on TextBlock {\n        text\n      }\n      ... on ImageBlock {\n        data\n        mime\n      }\n      ... on ThinkingBlock {\n        text\n        signature\n      }\n      ... on FunctionCallBlock {\n        callId\n        functionId\n        arguments\n      }\n      ... on FunctionResultBlock {\n        functionCallId\n        content\n      }\n    }\n    ... on AssistantMessage {\n      stopReason\n      nativeStopReason\n      errorKind\n      usage {\n        input\n        output\n        cacheRead\n        cacheWrite\n        reasoning\n      }\n      warnings\n    }\n    ... on FunctionResultMessage {\n      functionCallId\n      functionId\n      details\n    }\n    ... on CustomMessage {\n      customType\n      details\n    }\n  }\n": typeof types.TranscriptMessageFieldsFragmentDoc,
    "\n  fragment TranscriptEntryFields on Entry {\n    __typename\n    entryId\n    sessionId\n    parentId\n    kind\n    revision\n    timestamp\n    origin\n    ... on MessageEntry {\n      message {\n        ...TranscriptMessageFields\n      }\n    }\n    ... on CustomEntry {\n      customType\n      data\n    }\n  }\n": typeof types.TranscriptEntryFieldsFragmentDoc,
    "\n  mutation TranscriptAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        ...TranscriptEntryFields\n      }\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": typeof types.TranscriptAppendDocument,
    "\n  mutation TranscriptAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entries {\n        ...TranscriptEntryFields\n      }\n      entryIds\n      lastEntryId\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": typeof types.TranscriptAppendManyDocument,
    "\n  mutation TranscriptUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n      entry {\n        ...TranscriptEntryFields\n      }\n    }\n  }\n": typeof types.TranscriptUpdateDocument,
    "\n  query TranscriptMessages($id: ID!, $first: Int, $after: String, $fromEntryId: ID, $roles: [MessageRole!], $includeCustom: Boolean) {\n    session(id: $id) {\n      messages(first: $first, after: $after, fromEntryId: $fromEntryId, roles: $roles, includeCustom: $includeCustom) {\n        edges {\n          cursor\n          node {\n            entryId\n          }\n        }\n        nodes {\n          ...TranscriptEntryFields\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.TranscriptMessagesDocument,
    "\n  query TranscriptEntry($sessionId: ID!, $id: ID!) {\n    entry(sessionId: $sessionId, id: $id) {\n      ...TranscriptEntryFields\n    }\n    session(id: $sessionId) {\n      entry(id: $id) {\n        ...TranscriptEntryFields\n      }\n    }\n  }\n": typeof types.TranscriptEntryDocument,
    "\n  mutation TranscriptSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      activeLeafId\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": typeof types.TranscriptSetLeafDocument,
    "\n  mutation TranscriptFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": typeof types.TranscriptForkDocument,
    "\n  mutation TranscriptSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.TranscriptSetMetaDocument,
    "\n  mutation TranscriptSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n": typeof types.TranscriptSetStatusDocument,
    "\n  query TranscriptEvents($id: ID!, $after: String) {\n    session(id: $id) {\n      lastOffset\n      events(after: $after, first: 500) {\n        nodes {\n          offset\n          type\n          sessionId\n          at\n          ... on SessionCreatedEvent {\n            title\n            forkedFrom\n            createdAt\n          }\n          ... on MessageAddedEvent {\n            entryId\n            parentId\n            origin\n            entry {\n              ...TranscriptEntryFields\n            }\n          }\n          ... on MessageUpdatedEvent {\n            entryId\n            revision\n            origin\n            entry {\n              ...TranscriptEntryFields\n            }\n          }\n          ... on ActiveLeafSetEvent {\n            entryId\n          }\n        }\n      }\n    }\n  }\n": typeof types.TranscriptEventsDocument,
    "\n          query TranscriptSessionsCursor {\n            sessions(first: 1) {\n              pageInfo {\n                endCursor\n              }\n            }\n          }\n        ": typeof types.TranscriptSessionsCursorDocument,
    "\n            query TranscriptCountForks($metadata: JSONObject) {\n              sessions(first: 500, metadata: $metadata) {\n                nodes {\n                  id\n                }\n              }\n            }\n          ": typeof types.TranscriptCountForksDocument,
    "\n  mutation WdCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.WdCreateDocument,
    "\n  query WdTurns($id: ID!) {\n    session(id: $id) {\n      usage {\n        requests\n        failedRequests\n      }\n      context {\n        openRequest {\n          offset\n        }\n        items {\n          role\n          content\n        }\n      }\n      events(first: 200) {\n        nodes {\n          ... on LlmRequestSettledEvent {\n            requestOffset\n            result {\n              __typename\n              ... on LlmSucceeded {\n                text\n                rawResponse\n              }\n              ... on LlmFailed {\n                errorMessage\n                rawResponse\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.WdTurnsDocument,
    "\n  mutation WpCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.WpCreateDocument,
    "\n  query WpState($id: ID!) {\n    session(id: $id) {\n      context {\n        openRequest {\n          claimedBy\n        }\n        items {\n          role\n          content\n        }\n      }\n    }\n  }\n": typeof types.WpStateDocument,
    "\n  mutation WkCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n": typeof types.WkCreateDocument,
    "\n  query WkTurns($id: ID!) {\n    session(id: $id) {\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n      context {\n        openRequest {\n          offset\n          claimedBy\n        }\n      }\n      events(first: 200) {\n        nodes {\n          offset\n          ... on LlmRequestRequestedEvent {\n            expiresAt\n          }\n          ... on ContextItemAddedEvent {\n            item {\n              role\n              content\n              llmRequestOffset\n            }\n          }\n          ... on LlmRequestSettledEvent {\n            requestOffset\n            result {\n              __typename\n              ... on LlmSucceeded {\n                text\n                usage {\n                  inputTokens\n                  outputTokens\n                  cachedInputTokens\n                  reasoningOutputTokens\n                }\n                rawResponse\n              }\n              ... on LlmFailed {\n                errorMessage\n                rawResponse\n              }\n              ... on LlmCancelled {\n                reason\n                partialText\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.WkTurnsDocument,
};
const documents: Documents = {
    "\n  mutation ApolloCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": types.ApolloCreateDocument,
    "\n  mutation ApolloAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n        entryId\n      }\n    }\n  }\n": types.ApolloAppendDocument,
    "\n  mutation ApolloAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entryIds\n    }\n  }\n": types.ApolloAppendManyDocument,
    "\n  mutation ApolloFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n        activeLeafId\n      }\n    }\n  }\n": types.ApolloForkDocument,
    "\n  mutation ApolloUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n": types.ApolloUpdateDocument,
    "\n  query ApolloTranscript($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      messages {\n        nodes {\n          id\n          entryId\n          sessionId\n          ... on MessageEntry {\n            message {\n              role\n              content {\n                __typename\n                ... on TextBlock {\n                  text\n                }\n                ... on FunctionCallBlock {\n                  callId\n                  functionId\n                  arguments\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ApolloTranscriptDocument,
    "\n  subscription ApolloWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      __typename\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          id\n          entryId\n          ... on MessageEntry {\n            message {\n              role\n              content {\n                __typename\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ApolloWatchDocument,
    "\n  query ApolloPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    session(id: $id) {\n      id\n      messages(first: $first, after: $after, last: $last, before: $before) {\n        edges {\n          cursor\n          node {\n            id\n            entryId\n            ... on MessageEntry {\n              message {\n                content {\n                  ... on TextBlock {\n                    text\n                  }\n                }\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": types.ApolloPageDocument,
    "\n  mutation WsCreate {\n    createSession(input: { title: \"ws\" }) {\n      session {\n        id\n      }\n    }\n  }\n": types.WsCreateDocument,
    "\n  mutation WsAppend($sessionId: ID!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: \"over WebSocket\" } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n": types.WsAppendDocument,
    "\n  mutation CreateReadmeSession($metadata: JSONObject) {\n    createSession(input: { title: \"readme\", metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n": types.CreateReadmeSessionDocument,
    "\n  mutation AppendReadmeMessage($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      created\n    }\n  }\n": types.AppendReadmeMessageDocument,
    "\n  mutation SseCreate {\n    createSession(input: { title: \"sse\" }) {\n      session {\n        id\n      }\n    }\n  }\n": types.SseCreateDocument,
    "\n  mutation SseAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n": types.SseAppendDocument,
    "\n  subscription SseWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      __typename\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          ... on MessageEntry {\n            message {\n              content {\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SseWatchDocument,
    "\n  mutation UrqlCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        title\n      }\n    }\n  }\n": types.UrqlCreateDocument,
    "\n  mutation UrqlAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n        entryId\n      }\n    }\n  }\n": types.UrqlAppendDocument,
    "\n  query UrqlSession($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      status\n      messages(last: 10) {\n        nodes {\n          id\n          entryId\n          ... on MessageEntry {\n            message {\n              content {\n                __typename\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n        }\n      }\n    }\n  }\n": types.UrqlSessionDocument,
    "\n  query UrqlSessions($metadata: JSONObject) {\n    sessions(first: 10, metadata: $metadata) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n": types.UrqlSessionsDocument,
    "\n  subscription UrqlWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      __typename\n      offset\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n": types.UrqlWatchDocument,
    "\n  mutation OpsBrowserCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n      }\n    }\n  }\n": types.OpsBrowserCreateDocument,
    "\n  mutation OpsBrowserAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n": types.OpsBrowserAppendDocument,
    "\n  fragment SessionFields on Session {\n    id\n    title\n    description\n    metadata\n    status\n    statusReason\n    messageCount\n    forkedFrom\n    createdAt\n    updatedAt\n    activeLeafId\n    lastOffset\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": types.CreateSessionDocument,
    "\n  query GetSession($id: ID!) {\n    session(id: $id) {\n      ...SessionFields\n    }\n  }\n": types.GetSessionDocument,
    "\n  query SessionAttachments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    session(id: $id) {\n      id\n      attachments(first: $first, after: $after, last: $last, before: $before) {\n        nodes {\n          id\n          filename\n          size\n        }\n        edges {\n          cursor\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": types.SessionAttachmentsDocument,
    "\n  query GetAttachment($id: ID!) {\n    attachment(id: $id) {\n      id\n      sessionId\n      filename\n      mime\n      size\n      sha256\n      createdAt\n      url\n    }\n  }\n": types.GetAttachmentDocument,
    "\n  mutation DeleteAttachment($id: ID!) {\n    deleteAttachment(input: { id: $id }) {\n      deleted\n    }\n  }\n": types.DeleteAttachmentDocument,
    "\n  mutation AppendWithBlocks($sessionId: ID!, $content: [ContentBlockInput!]!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: $content } } }) {\n      session {\n        activeLeafId\n      }\n      entry {\n        ... on MessageEntry {\n          message {\n            content {\n              __typename\n              ... on TextBlock {\n                text\n              }\n              ... on FileBlock {\n                file: attachment {\n                  id\n                  sessionId\n                  filename\n                  mime\n                  size\n                  sha256\n                  url\n                }\n              }\n              ... on ImageBlock {\n                data\n                mime\n                image: attachment {\n                  id\n                  mime\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AppendWithBlocksDocument,
    "\n  mutation UpdateContent($sessionId: ID!, $entryId: ID!, $content: [ContentBlockInput!]!) {\n    updateMessage(input: { sessionId: $sessionId, entryId: $entryId, content: $content }) {\n      updated\n    }\n  }\n": types.UpdateContentDocument,
    "\n  mutation ForkAt($sessionId: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $sessionId, entryId: $entryId }) {\n      session {\n        id\n        messages(first: 10) {\n          nodes {\n            ... on MessageEntry {\n              message {\n                content {\n                  ... on FileBlock {\n                    attachment {\n                      id\n                      sessionId\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ForkAtDocument,
    "\n  query EventsWithFiles($id: ID!) {\n    session(id: $id) {\n      events(first: 20) {\n        nodes {\n          __typename\n          ... on MessageAddedEvent {\n            entry {\n              ... on MessageEntry {\n                message {\n                  content {\n                    ... on FileBlock {\n                      attachment {\n                        id\n                        sessionId\n                        filename\n                        mime\n                        size\n                        sha256\n                        url\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.EventsWithFilesDocument,
    "\n  mutation DeleteSessionForAttachments($sessionId: ID!) {\n    deleteSession(input: { sessionId: $sessionId }) {\n      deleted\n    }\n  }\n": types.DeleteSessionForAttachmentsDocument,
    "mutation HandOver($id: ID!) { setSessionMeta(input: { sessionId: $id, metadata: { owner: \"bob\" } }) { session { id } } }": types.HandOverDocument,
    "\n  mutation BadInputCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        title\n        description\n        metadata\n        lastOffset\n      }\n    }\n  }\n": types.BadInputCreateDocument,
    "\n  mutation BadInputEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n    }\n  }\n": types.BadInputEnsureDocument,
    "\n  mutation BadInputSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": types.BadInputSetMetaDocument,
    "\n  mutation BadInputSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n": types.BadInputSetStatusDocument,
    "\n  mutation BadInputFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": types.BadInputForkDocument,
    "\n  mutation BadInputAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        origin\n        ... on MessageEntry {\n          message {\n            timestamp\n            content {\n              ... on TextBlock {\n                text\n              }\n              ... on ThinkingBlock {\n                text\n                signature\n              }\n              ... on FunctionCallBlock {\n                callId\n                functionId\n                arguments\n              }\n              ... on ImageBlock {\n                data\n                mime\n              }\n            }\n            ... on FunctionResultMessage {\n              details\n            }\n          }\n        }\n        ... on CustomEntry {\n          customType\n          data\n        }\n      }\n    }\n  }\n": types.BadInputAppendDocument,
    "\n  mutation BadInputAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n": types.BadInputAppendManyDocument,
    "\n  mutation BadInputUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n": types.BadInputUpdateDocument,
    "\n  query BadInputState($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      description\n      metadata\n      lastOffset\n      messageCount\n      updatedAt\n      activeLeafId\n    }\n  }\n": types.BadInputStateDocument,
    "\n  query BadInputList($metadata: JSONObject) {\n    sessions(metadata: $metadata, first: 500) {\n      nodes {\n        id\n      }\n    }\n  }\n": types.BadInputListDocument,
    "\n  mutation ChunkAddItem($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n": types.ChunkAddItemDocument,
    "\n  query ChunkOpenRequest($id: ID!) {\n    session(id: $id) {\n      context {\n        openRequest {\n          offset\n        }\n      }\n    }\n  }\n": types.ChunkOpenRequestDocument,
    "\n  mutation ChunkAppend($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n": types.ChunkAppendDocument,
    "\n  subscription ChunkWatch($sessionId: ID!, $requestOffset: SafeInt!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {\n      sequence\n      chunk\n    }\n  }\n": types.ChunkWatchDocument,
    "\n  mutation CrCreate {\n    createSession(input: { title: \"resume\" }) {\n      session {\n        id\n      }\n    }\n  }\n": types.CrCreateDocument,
    "\n  mutation CrAddMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n": types.CrAddManyDocument,
    "\n  query CrLastOffset($id: ID!) {\n    session(id: $id) {\n      lastOffset\n    }\n  }\n": types.CrLastOffsetDocument,
    "\n  mutation ConcurrencyCreate {\n    createSession(input: {}) {\n      session {\n        id\n      }\n    }\n  }\n": types.ConcurrencyCreateDocument,
    "\n  mutation ConcurrencyAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        parentId\n      }\n    }\n  }\n": types.ConcurrencyAppendDocument,
    "\n  mutation ConcurrencyUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n    }\n  }\n": types.ConcurrencyUpdateDocument,
    "\n  query ConcurrencyState($id: ID!, $after: String) {\n    session(id: $id) {\n      messageCount\n      lastOffset\n      activeLeafId\n      events(first: 500) {\n        nodes {\n          offset\n          type\n          ... on MessageAddedEvent {\n            entryId\n          }\n          ... on MessageUpdatedEvent {\n            entryId\n            revision\n          }\n        }\n        pageInfo {\n          hasNextPage\n        }\n      }\n      messages(first: 500, after: $after) {\n        nodes {\n          entryId\n          parentId\n          revision\n        }\n      }\n    }\n  }\n": types.ConcurrencyStateDocument,
    "\n  query OpsConfigStatus {\n    configStatus {\n      lastOutcome\n      lastError\n      rejectedReloads\n    }\n  }\n": types.OpsConfigStatusDocument,
    "\n  query OpsConfigPageSizes($first: Int) {\n    sessions(first: $first) {\n      nodes {\n        id\n      }\n    }\n  }\n": types.OpsConfigPageSizesDocument,
    "\n  mutation OpsConfigCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n      }\n    }\n  }\n": types.OpsConfigCreateDocument,
    "\n  mutation OpsConfigAppend($sessionId: ID!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: \"hi\" } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n": types.OpsConfigAppendDocument,
    "\n  subscription OpsConfigWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      type\n    }\n  }\n": types.OpsConfigWatchDocument,
    "\n  mutation CtxCreate {\n    createSession(input: {}) {\n      session {\n        id\n      }\n    }\n  }\n": types.CtxCreateDocument,
    "\n  mutation CtxAdd($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n      item {\n        offset\n        role\n        content\n        key\n        llmRequestPolicy\n        llmRequestOffset\n        files {\n          contentType\n          filename\n          path\n          size\n          url\n        }\n        refs {\n          __typename\n          ... on ContextEventRef {\n            streamPath\n            offset\n            eventType\n          }\n          ... on ContextUserRef {\n            userId\n          }\n          ... on ContextFileRef {\n            path\n          }\n          ... on ContextGitCommitRef {\n            repoPath\n            commitOid\n          }\n        }\n        actor {\n          __typename\n          ... on UserActor {\n            origin\n          }\n          ... on SlackActor {\n            userId\n            botName\n          }\n        }\n        compaction {\n          replacesHistoryThrough\n          usage {\n            inputTokens\n            outputTokens\n            cachedInputTokens\n          }\n        }\n      }\n      session {\n        id\n        lastOffset\n      }\n    }\n  }\n": types.CtxAddDocument,
    "\n  query CtxContext($id: ID!) {\n    session(id: $id) {\n      id\n      context {\n        items {\n          offset\n          role\n          content\n          key\n        }\n        prompt {\n          offset\n          role\n          content\n        }\n        openRequest {\n          offset\n          requestedAt\n          expiresAt\n        }\n        pendingTriggerOffset\n        lastRequestOffset\n        nextRequestAt\n      }\n    }\n  }\n": types.CtxContextDocument,
    "\n  query CtxEvents($id: ID!) {\n    session(id: $id) {\n      events(first: 100) {\n        nodes {\n          offset\n          type\n          ... on ContextItemAddedEvent {\n            item {\n              offset\n              role\n              content\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CtxEventsDocument,
    "\n  mutation SetDraft($input: SetDraftInput!) {\n    setDraft(input: $input) {\n      session {\n        id\n        updatedAt\n        lastOffset\n        draft {\n          text\n          updatedAt\n          attachments {\n            id\n            filename\n          }\n        }\n      }\n    }\n  }\n": types.SetDraftDocument,
    "\n  query GetDraft($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      updatedAt\n      lastOffset\n      draft {\n        text\n        updatedAt\n        attachments {\n          id\n        }\n      }\n    }\n  }\n": types.GetDraftDocument,
    "\n  mutation DraftMeta($id: ID!) {\n    setSessionMeta(input: { sessionId: $id, title: \"renamed\" }) {\n      session {\n        id\n      }\n    }\n  }\n": types.DraftMetaDocument,
    "\n  mutation DraftFork($id: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $id, entryId: $entryId }) {\n      session {\n        id\n        draft {\n          text\n        }\n      }\n    }\n  }\n": types.DraftForkDocument,
    "\n  mutation DraftAppend($id: ID!) {\n    appendEntry(input: { sessionId: $id, message: { user: { content: [{ text: { text: \"sent\" } }] } } }) {\n      session {\n        activeLeafId\n      }\n    }\n  }\n": types.DraftAppendDocument,
    "\n  mutation DraftDeleteAttachment($id: ID!) {\n    deleteAttachment(input: { id: $id }) {\n      deleted\n    }\n  }\n": types.DraftDeleteAttachmentDocument,
    "\n  mutation SiblingsCreate {\n    createSession(input: { title: \"branches\" }) {\n      session {\n        id\n      }\n    }\n  }\n": types.SiblingsCreateDocument,
    "\n  mutation SiblingsAppend($sessionId: ID!, $entryId: ID!, $parentId: ID, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, entryId: $entryId, parentId: $parentId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      created\n    }\n  }\n": types.SiblingsAppendDocument,
    "\n  query SiblingsPath($id: ID!, $fromEntryId: ID) {\n    session(id: $id) {\n      messages(first: 100, fromEntryId: $fromEntryId) {\n        nodes {\n          siblings {\n            entryId\n            tipEntryId\n          }\n          ... on MessageEntry {\n            message {\n              content {\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SiblingsPathDocument,
    "\n  mutation SiblingsSwitch($sessionId: ID!, $entryId: ID!) {\n    setActiveLeaf(input: { sessionId: $sessionId, entryId: $entryId }) {\n      session {\n        id\n      }\n    }\n  }\n": types.SiblingsSwitchDocument,
    "\n  mutation SiblingsFork($sessionId: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $sessionId, entryId: $entryId }) {\n      session {\n        id\n      }\n    }\n  }\n": types.SiblingsForkDocument,
    "\n  subscription SiblingsLive($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          siblings {\n            entryId\n            tipEntryId\n          }\n        }\n      }\n    }\n  }\n": types.SiblingsLiveDocument,
    "\n  mutation GidCreate {\n    createSession(input: { title: \"gid\" }) {\n      session {\n        id\n      }\n    }\n  }\n": types.GidCreateDocument,
    "\n  mutation GidAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n        entryId\n        sessionId\n      }\n    }\n  }\n": types.GidAppendDocument,
    "\n  mutation GidFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": types.GidForkDocument,
    "\n  query GidRead($sessionId: ID!, $entryId: ID!) {\n    entry(sessionId: $sessionId, id: $entryId) {\n      id\n      entryId\n    }\n    session(id: $sessionId) {\n      id\n      messages {\n        nodes {\n          id\n          entryId\n        }\n      }\n      events {\n        nodes {\n          ... on MessageAddedEvent {\n            entryId\n            entry {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n": types.GidReadDocument,
    "\n  query GidNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Session {\n        title\n      }\n      ... on Entry {\n        entryId\n        sessionId\n      }\n    }\n  }\n": types.GidNodeDocument,
    "\n  mutation GidEnsure($id: ID!) {\n    ensureSession(input: { id: $id }) {\n      created\n    }\n  }\n": types.GidEnsureDocument,
    "\n  mutation OpsMetricsCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n      }\n    }\n  }\n": types.OpsMetricsCreateDocument,
    "\n  mutation OpsMetricsAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n": types.OpsMetricsAppendDocument,
    "\n  query OpsMetricsRead($id: ID!) {\n    session(id: $id) {\n      id\n      messageCount\n    }\n  }\n": types.OpsMetricsReadDocument,
    "\n  subscription OpsMetricsWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      type\n    }\n  }\n": types.OpsMetricsWatchDocument,
    "\n  mutation IsoCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        metadata\n      }\n    }\n  }\n": types.IsoCreateDocument,
    "\n  mutation IsoEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        id\n        title\n        metadata\n      }\n    }\n  }\n": types.IsoEnsureDocument,
    "\n  mutation IsoDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n": types.IsoDeleteDocument,
    "\n  mutation IsoFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n        metadata\n        forkedFrom\n      }\n    }\n  }\n": types.IsoForkDocument,
    "\n  mutation IsoSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n        title\n        metadata\n      }\n    }\n  }\n": types.IsoSetMetaDocument,
    "\n  mutation IsoSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n      previousStatus\n    }\n  }\n": types.IsoSetStatusDocument,
    "\n  mutation IsoSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      activeLeafId\n    }\n  }\n": types.IsoSetLeafDocument,
    "\n  mutation IsoAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        sessionId\n      }\n      session {\n        id\n        lastOffset\n      }\n    }\n  }\n": types.IsoAppendDocument,
    "\n  mutation IsoAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n": types.IsoAppendManyDocument,
    "\n  mutation IsoUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n    }\n  }\n": types.IsoUpdateDocument,
    "\n  mutation IsoAddItem($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n": types.IsoAddItemDocument,
    "\n  mutation IsoChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n": types.IsoChunkDocument,
    "\n  mutation IsoSettle($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n      offset\n    }\n  }\n": types.IsoSettleDocument,
    "\n  query IsoRead($id: ID!, $entryId: ID!) {\n    session(id: $id) {\n      id\n      metadata\n      messages(first: 50, includeCustom: true) {\n        nodes {\n          entryId\n        }\n      }\n      entry(id: $entryId) {\n        entryId\n      }\n      events(first: 500) {\n        nodes {\n          offset\n        }\n      }\n      context {\n        items {\n          offset\n          content\n        }\n        openRequest {\n          offset\n        }\n      }\n    }\n    entry(sessionId: $id, id: $entryId) {\n      entryId\n    }\n  }\n": types.IsoReadDocument,
    "\n  query IsoList($metadata: JSONObject, $status: SessionStatus) {\n    sessions(first: 500, metadata: $metadata, status: $status) {\n      nodes {\n        id\n        metadata\n      }\n      edges {\n        cursor\n      }\n    }\n  }\n": types.IsoListDocument,
    "\n  query IsoSnapshot($id: ID!) {\n    session(id: $id) {\n      ...SessionFields\n      messages(first: 500, includeCustom: true) {\n        nodes {\n          entryId\n          revision\n        }\n      }\n      events(first: 500) {\n        nodes {\n          offset\n          type\n        }\n      }\n      context {\n        items {\n          offset\n          content\n        }\n        openRequest {\n          offset\n        }\n        pendingTriggerOffset\n        lastRequestOffset\n      }\n    }\n  }\n": types.IsoSnapshotDocument,
    "\n  query IsoNode($id: ID!) {\n    node(id: $id) {\n      id\n    }\n  }\n": types.IsoNodeDocument,
    "\n  query IsoEntryGlobalId($id: ID!, $entryId: ID!) {\n    entry(sessionId: $id, id: $entryId) {\n      id\n    }\n  }\n": types.IsoEntryGlobalIdDocument,
    "\n  query IsoOwnEntry($id: ID!, $entryId: ID!) {\n    session(id: $id) {\n      entry(id: $entryId) {\n        entryId\n      }\n    }\n  }\n": types.IsoOwnEntryDocument,
    "\n  mutation LimCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        title\n        metadata\n        lastOffset\n      }\n    }\n  }\n": types.LimCreateDocument,
    "\n  mutation LimEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        id\n      }\n    }\n  }\n": types.LimEnsureDocument,
    "\n  mutation LimAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n      }\n    }\n  }\n": types.LimAppendDocument,
    "\n  mutation LimAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entryIds\n    }\n  }\n": types.LimAppendManyDocument,
    "\n  query LimState($id: ID!) {\n    session(id: $id) {\n      lastOffset\n      messageCount\n    }\n    sessions(first: 1) {\n      nodes {\n        id\n      }\n    }\n  }\n": types.LimStateDocument,
    "\n  query LimPages($id: ID!, $first: Int) {\n    sessions(first: $first) {\n      nodes {\n        id\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n    session(id: $id) {\n      messages(first: $first) {\n        nodes {\n          entryId\n        }\n      }\n      events(first: $first) {\n        nodes {\n          offset\n        }\n      }\n    }\n  }\n": types.LimPagesDocument,
    "\n  subscription MultiEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      __typename\n      offset\n      sessionId\n      type\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n": types.MultiEventsDocument,
    "\n  subscription MultiMessageAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      offset\n      sessionId\n      entryId\n    }\n  }\n": types.MultiMessageAddedDocument,
    "\n  subscription MultiCreated($filter: SessionCreatedFilter) {\n    sessionCreated(filter: $filter) {\n      sessionId\n      metadata\n    }\n  }\n": types.MultiCreatedDocument,
    "\n  subscription MultiStatus($filter: SessionFilter) {\n    sessionStatusChanged(filter: $filter) {\n      sessionId\n      offset\n      status\n    }\n  }\n": types.MultiStatusDocument,
    "\n  subscription MultiDeleted($filter: SessionFilter) {\n    sessionDeleted(filter: $filter) {\n      sessionId\n    }\n  }\n": types.MultiDeletedDocument,
    "\n  mutation MultiCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": types.MultiCreateDocument,
    "\n  mutation MultiAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n      }\n    }\n  }\n": types.MultiAppendDocument,
    "\n  mutation MultiStatusSet($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n": types.MultiStatusSetDocument,
    "\n  mutation MultiDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n": types.MultiDeleteDocument,
    "\n  subscription RestartEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n      type\n    }\n  }\n": types.RestartEventsDocument,
    "\n  mutation RestartCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": types.RestartCreateDocument,
    "\n  mutation RestartAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n      }\n    }\n  }\n": types.RestartAppendDocument,
    "\n  query RestartLastOffset($id: ID!) {\n    session(id: $id) {\n      lastOffset\n    }\n  }\n": types.RestartLastOffsetDocument,
    "\n  subscription SlowBigEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          ... on MessageEntry {\n            message {\n              content {\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SlowBigEventsDocument,
    "\n  subscription SlowBigAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      offset\n      entry {\n        ... on MessageEntry {\n          message {\n            content {\n              ... on TextBlock {\n                text\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SlowBigAddedDocument,
    "\n  subscription SlowOffsets($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n    }\n  }\n": types.SlowOffsetsDocument,
    "\n  mutation SlowCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": types.SlowCreateDocument,
    "\n  mutation SlowAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      session {\n        lastOffset\n      }\n    }\n  }\n": types.SlowAppendManyDocument,
    "\n  query SlowSession($id: ID!) {\n    session(id: $id) {\n      lastOffset\n    }\n  }\n": types.SlowSessionDocument,
    "\n  mutation ClCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n": types.ClCreateDocument,
    "\n  mutation ClAdd($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n": types.ClAddDocument,
    "\n  query ClOpen($id: ID!) {\n    session(id: $id) {\n      context {\n        prompt {\n          offset\n          role\n          content\n        }\n        openRequest {\n          offset\n          sessionId\n          claimedBy\n          claimExpiresAt\n          prompt {\n            offset\n            role\n            content\n          }\n        }\n      }\n    }\n  }\n": types.ClOpenDocument,
    "\n  mutation ClClaim($input: ClaimLlmRequestInput!) {\n    claimLlmRequest(input: $input) {\n      claimed\n      nextSequence\n      request {\n        offset\n        sessionId\n        claimedBy\n        claimExpiresAt\n        prompt {\n          role\n          content\n        }\n      }\n    }\n  }\n": types.ClClaimDocument,
    "\n  mutation ClRelease($input: ReleaseLlmRequestInput!) {\n    releaseLlmRequest(input: $input) {\n      released\n    }\n  }\n": types.ClReleaseDocument,
    "\n  mutation ClChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n": types.ClChunkDocument,
    "\n  mutation ClSettle($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n    }\n  }\n": types.ClSettleDocument,
    "\n  query ClClaimable($metadata: JSONObject, $limit: Int) {\n    claimableLlmRequests(metadata: $metadata, limit: $limit) {\n      sessionId\n      offset\n      claimedBy\n    }\n  }\n": types.ClClaimableDocument,
    "\n  query ClUsage($id: ID!) {\n    session(id: $id) {\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n    }\n  }\n": types.ClUsageDocument,
    "\n  query ClUsageList($metadata: JSONObject) {\n    sessions(metadata: $metadata, first: 10) {\n      nodes {\n        id\n        usage {\n          requests\n          outputTokens\n        }\n      }\n    }\n  }\n": types.ClUsageListDocument,
    "\n  mutation LrCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n": types.LrCreateDocument,
    "\n  mutation LrAdd($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n": types.LrAddDocument,
    "\n  mutation LrSettle($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n      offset\n      itemOffset\n    }\n  }\n": types.LrSettleDocument,
    "\n  mutation LrChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n": types.LrChunkDocument,
    "\n  query LrContext($id: ID!) {\n    session(id: $id) {\n      context {\n        items {\n          offset\n          role\n          content\n        }\n        prompt {\n          role\n          content\n        }\n        openRequest {\n          offset\n          requestedAt\n          expiresAt\n        }\n        pendingTriggerOffset\n        lastRequestOffset\n        nextRequestAt\n        failedAttempts\n      }\n    }\n  }\n": types.LrContextDocument,
    "\n  query LrEvents($id: ID!) {\n    session(id: $id) {\n      events(first: 100) {\n        nodes {\n          offset\n          type\n          ... on ContextItemAddedEvent {\n            item {\n              role\n              content\n              llmRequestOffset\n            }\n          }\n          ... on LlmRequestSettledEvent {\n            requestOffset\n            durationMs\n            result {\n              __typename\n              ... on LlmSucceeded {\n                text\n                usage {\n                  inputTokens\n                  outputTokens\n                }\n              }\n              ... on LlmFailed {\n                errorMessage\n              }\n              ... on LlmCancelled {\n                reason\n                partialText\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.LrEventsDocument,
    "\n  subscription LrRequested($filter: SessionFilter) {\n    llmRequestRequested(filter: $filter) {\n      offset\n      sessionId\n      requestedAt\n      expiresAt\n    }\n  }\n": types.LrRequestedDocument,
    "\n  subscription LrSettled($filter: SessionFilter) {\n    llmRequestSettled(filter: $filter) {\n      offset\n      sessionId\n      requestOffset\n      result {\n        __typename\n        ... on LlmSucceeded {\n          text\n        }\n        ... on LlmCancelled {\n          reason\n          partialText\n        }\n      }\n    }\n  }\n": types.LrSettledDocument,
    "\n  subscription LrChunks($sessionId: ID!, $requestOffset: SafeInt!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {\n      sessionId\n      requestOffset\n      sequence\n      chunk\n      at\n    }\n  }\n": types.LrChunksDocument,
    "\n  query MgSession($id: ID!) {\n    session(id: $id) {\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n      context {\n        openRequest {\n          offset\n          claimedBy\n          prompt {\n            role\n            content\n          }\n        }\n      }\n    }\n  }\n": types.MgSessionDocument,
    "\n  query MgClaimable {\n    claimableLlmRequests {\n      sessionId\n      offset\n    }\n  }\n": types.MgClaimableDocument,
    "\n  mutation MgClaim($input: ClaimLlmRequestInput!) {\n    claimLlmRequest(input: $input) {\n      claimed\n      request {\n        prompt {\n          role\n          content\n        }\n      }\n    }\n  }\n": types.MgClaimDocument,
    "\n  mutation OpsOutageCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n        title\n      }\n    }\n  }\n": types.OpsOutageCreateDocument,
    "\n  query OpsOutageRead($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      messageCount\n    }\n  }\n": types.OpsOutageReadDocument,
    "\n  query OpsOutageList {\n    sessions(first: 5) {\n      nodes {\n        id\n      }\n    }\n  }\n": types.OpsOutageListDocument,
    "\n  mutation OpsOutageAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      created\n      entry {\n        entryId\n      }\n    }\n  }\n": types.OpsOutageAppendDocument,
    "\n  subscription OpsOutageWatch($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      __typename\n      offset\n      type\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n": types.OpsOutageWatchDocument,
    "\n  subscription OpsOutageAdded($sessionId: ID!) {\n    messageAdded(filter: { sessionId: $sessionId }) {\n      offset\n      entryId\n    }\n  }\n": types.OpsOutageAddedDocument,
    "\n  mutation PagingCreate {\n    createSession(input: {}) {\n      session {\n        id\n      }\n    }\n  }\n": types.PagingCreateDocument,
    "\n  mutation PagingAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n        parentId\n      }\n    }\n  }\n": types.PagingAppendDocument,
    "\n  query PagingPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $includeCustom: Boolean, $roles: [MessageRole!]) {\n    session(id: $id) {\n      messages(first: $first, after: $after, last: $last, before: $before, includeCustom: $includeCustom, roles: $roles) {\n        edges {\n          cursor\n        }\n        nodes {\n          entryId\n          kind\n          ... on MessageEntry {\n            message {\n              role\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": types.PagingPageDocument,
    "\n  query PagingTwoPages($id: ID!, $first: Int, $after: String, $withLast: Boolean!) {\n    session(id: $id) {\n      head: messages(first: $first, after: $after, includeCustom: true) {\n        nodes {\n          entryId\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n        }\n      }\n      tail: messages(last: 2, includeCustom: true) @include(if: $withLast) {\n        nodes {\n          entryId\n        }\n      }\n    }\n  }\n": types.PagingTwoPagesDocument,
    "\n  query Search($query: String!, $first: Int, $after: String, $last: Int, $before: String, $status: SessionStatus, $metadata: JSONObject) {\n    searchSessions(query: $query, first: $first, after: $after, last: $last, before: $before, status: $status, metadata: $metadata) {\n      edges {\n        cursor\n        node {\n          rank\n        }\n      }\n      nodes {\n        rank\n        session {\n          id\n          title\n        }\n        snippets {\n          entryId\n          text\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  mutation SearchAppend($sessionId: ID!, $message: MessageInput!) {\n    appendEntry(input: { sessionId: $sessionId, message: $message }) {\n      session {\n        activeLeafId\n      }\n    }\n  }\n": types.SearchAppendDocument,
    "\n  mutation SearchUpdate($sessionId: ID!, $entryId: ID!, $text: String!) {\n    updateMessage(input: { sessionId: $sessionId, entryId: $entryId, content: [{ text: { text: $text } }] }) {\n      updated\n    }\n  }\n": types.SearchUpdateDocument,
    "\n  mutation SearchRename($sessionId: ID!, $title: String, $description: String) {\n    setSessionMeta(input: { sessionId: $sessionId, title: $title, description: $description }) {\n      session {\n        id\n      }\n    }\n  }\n": types.SearchRenameDocument,
    "\n  mutation SearchStatus($sessionId: ID!, $status: SessionStatus!) {\n    setSessionStatus(input: { sessionId: $sessionId, status: $status }) {\n      session {\n        id\n      }\n    }\n  }\n": types.SearchStatusDocument,
    "\n  mutation SearchDelete($sessionId: ID!) {\n    deleteSession(input: { sessionId: $sessionId }) {\n      deleted\n    }\n  }\n": types.SearchDeleteDocument,
    "\n  mutation SearchFork($sessionId: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $sessionId, entryId: $entryId, title: \"fork\" }) {\n      session {\n        id\n      }\n    }\n  }\n": types.SearchForkDocument,
    "\n  mutation SessionsEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": types.SessionsEnsureDocument,
    "\n  query SessionsEvents($id: ID!) {\n    session(id: $id) {\n      id\n      lastOffset\n      events(first: 100) {\n        nodes {\n          offset\n          type\n          sessionId\n          at\n          ... on SessionCreatedEvent {\n            title\n            description\n            status\n            forkedFrom\n            createdAt\n            metadata\n          }\n          ... on SessionMetaUpdatedEvent {\n            title\n            description\n            metadata\n          }\n          ... on SessionStatusChangedEvent {\n            status\n            previousStatus\n            statusReason\n          }\n        }\n      }\n    }\n  }\n": types.SessionsEventsDocument,
    "\n  query SessionsList($first: Int, $after: String, $last: Int, $before: String, $order: SessionOrder, $status: SessionStatus, $metadata: JSONObject) {\n    sessions(first: $first, after: $after, last: $last, before: $before, order: $order, status: $status, metadata: $metadata) {\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          updatedAt\n        }\n      }\n      nodes {\n        id\n        createdAt\n        updatedAt\n        status\n        metadata\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n": types.SessionsListDocument,
    "\n  mutation SessionsSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": types.SessionsSetMetaDocument,
    "\n  mutation SessionsSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n      previousStatus\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": types.SessionsSetStatusDocument,
    "\n  mutation SessionsDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n": types.SessionsDeleteDocument,
    "\n  mutation SessionsAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n      }\n    }\n  }\n": types.SessionsAppendDocument,
    "\n  mutation SessionsAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n": types.SessionsAppendManyDocument,
    "\n  mutation SessionsUpdateMessage($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n": types.SessionsUpdateMessageDocument,
    "\n  mutation SessionsSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": types.SessionsSetLeafDocument,
    "\n  mutation SessionsFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": types.SessionsForkDocument,
    "\n  query SessionsEntry($sessionId: ID!, $id: ID!) {\n    entry(sessionId: $sessionId, id: $id) {\n      entryId\n    }\n  }\n": types.SessionsEntryDocument,
    "\n  query SessionsMessages($id: ID!) {\n    session(id: $id) {\n      messages {\n        nodes {\n          entryId\n        }\n        pageInfo {\n          endCursor\n        }\n      }\n    }\n  }\n": types.SessionsMessagesDocument,
    "\n  query SessionsEventPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    session(id: $id) {\n      id\n      lastOffset\n      events(first: $first, after: $after, last: $last, before: $before) {\n        edges {\n          cursor\n          node {\n            offset\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n": types.SessionsEventPageDocument,
    "\n  query SessionsBadNested($id: ID!, $messagesAfter: String, $eventsAfter: String) {\n    session(id: $id) {\n      id\n      title\n      messages(after: $messagesAfter) {\n        nodes {\n          entryId\n        }\n      }\n      events(after: $eventsAfter) {\n        nodes {\n          offset\n        }\n      }\n    }\n  }\n": types.SessionsBadNestedDocument,
    "\n  subscription SharedEvents($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId) {\n      offset\n      type\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n": types.SharedEventsDocument,
    "\n  subscription SharedAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      entryId\n    }\n  }\n": types.SharedAddedDocument,
    "\n  mutation SharedAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n      }\n    }\n  }\n": types.SharedAppendDocument,
    "\n  mutation OpsShutdownCreate {\n    createSession(input: { title: \"drain\" }) {\n      session {\n        id\n      }\n    }\n  }\n": types.OpsShutdownCreateDocument,
    "\n  mutation OpsShutdownAppend($sessionId: ID!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: \"in flight\" } }] } } }) {\n      created\n      entry {\n        entryId\n      }\n    }\n  }\n": types.OpsShutdownAppendDocument,
    "\n  subscription OpsShutdownWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      type\n    }\n  }\n": types.OpsShutdownWatchDocument,
    "\n  subscription SetupEvents($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId) {\n      offset\n    }\n  }\n": types.SetupEventsDocument,
    "\n  subscription SetupChunks($sessionId: ID!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: 1) {\n      chunk\n    }\n  }\n": types.SetupChunksDocument,
    "\n  fragment LiveEntryFields on Entry {\n    __typename\n    entryId\n    kind\n    parentId\n    revision\n    origin\n    sessionId\n    timestamp\n    ... on MessageEntry {\n      message {\n        __typename\n        role\n        timestamp\n        content {\n          __typename\n          ... on TextBlock {\n            text\n          }\n        }\n        ... on CustomMessage {\n          customType\n          details\n        }\n        ... on AssistantMessage {\n          stopReason\n        }\n      }\n    }\n    ... on CustomEntry {\n      customType\n      data\n    }\n  }\n": types.LiveEntryFieldsFragmentDoc,
    "\n  fragment LiveEventFields on SessionEvent {\n    __typename\n    offset\n    sessionId\n    type\n    at\n    ... on SessionCreatedEvent {\n      title\n      description\n      status\n      forkedFrom\n      createdAt\n      metadata\n    }\n    ... on SessionMetaUpdatedEvent {\n      title\n      description\n      metadata\n    }\n    ... on SessionStatusChangedEvent {\n      status\n      previousStatus\n      statusReason\n    }\n    ... on MessageAddedEvent {\n      entryId\n      parentId\n      origin\n      entry {\n        ...LiveEntryFields\n      }\n    }\n    ... on MessageUpdatedEvent {\n      entryId\n      revision\n      origin\n      entry {\n        ...LiveEntryFields\n      }\n    }\n    ... on ActiveLeafSetEvent {\n      entryId\n    }\n  }\n": types.LiveEventFieldsFragmentDoc,
    "\n  subscription LiveSessionEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      ...LiveEventFields\n    }\n  }\n": types.LiveSessionEventsDocument,
    "\n  subscription LiveOffsets($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n      sessionId\n    }\n  }\n": types.LiveOffsetsDocument,
    "\n  subscription LiveSessionCreated($filter: SessionCreatedFilter) {\n    sessionCreated(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": types.LiveSessionCreatedDocument,
    "\n  subscription LiveSessionDeleted($filter: SessionFilter) {\n    sessionDeleted(filter: $filter) {\n      __typename\n      sessionId\n      at\n    }\n  }\n": types.LiveSessionDeletedDocument,
    "\n  subscription LiveMessageAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": types.LiveMessageAddedDocument,
    "\n  subscription LiveMessageUpdated($filter: MessageFilter) {\n    messageUpdated(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": types.LiveMessageUpdatedDocument,
    "\n  subscription LiveMetaUpdated($filter: SessionFilter) {\n    sessionMetaUpdated(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": types.LiveMetaUpdatedDocument,
    "\n  subscription LiveStatusChanged($filter: SessionFilter) {\n    sessionStatusChanged(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n": types.LiveStatusChangedDocument,
    "\n  mutation LiveCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        createdAt\n        lastOffset\n      }\n    }\n  }\n": types.LiveCreateDocument,
    "\n  mutation LiveEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        id\n        createdAt\n      }\n    }\n  }\n": types.LiveEnsureDocument,
    "\n  mutation LiveFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n        forkedFrom\n        createdAt\n      }\n    }\n  }\n": types.LiveForkDocument,
    "\n  mutation LiveAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        parentId\n        timestamp\n      }\n    }\n  }\n": types.LiveAppendDocument,
    "\n  mutation LiveAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entryIds\n    }\n  }\n": types.LiveAppendManyDocument,
    "\n  mutation LiveUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n    }\n  }\n": types.LiveUpdateDocument,
    "\n  mutation LiveSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": types.LiveSetMetaDocument,
    "\n  mutation LiveSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n": types.LiveSetStatusDocument,
    "\n  mutation LiveDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n": types.LiveDeleteDocument,
    "\n  fragment TranscriptMessageFields on Message {\n    role\n    timestamp\n    content {\n      __typename\n      ... on TextBlock {\n        text\n      }\n      ... on ImageBlock {\n        data\n        mime\n      }\n      ... on ThinkingBlock {\n        text\n        signature\n      }\n      ... on FunctionCallBlock {\n        callId\n        functionId\n        arguments\n      }\n      ... on FunctionResultBlock {\n        functionCallId\n        content\n      }\n    }\n    ... on AssistantMessage {\n      stopReason\n      nativeStopReason\n      errorKind\n      usage {\n        input\n        output\n        cacheRead\n        cacheWrite\n        reasoning\n      }\n      warnings\n    }\n    ... on FunctionResultMessage {\n      functionCallId\n      functionId\n      details\n    }\n    ... on CustomMessage {\n      customType\n      details\n    }\n  }\n": types.TranscriptMessageFieldsFragmentDoc,
    "\n  fragment TranscriptEntryFields on Entry {\n    __typename\n    entryId\n    sessionId\n    parentId\n    kind\n    revision\n    timestamp\n    origin\n    ... on MessageEntry {\n      message {\n        ...TranscriptMessageFields\n      }\n    }\n    ... on CustomEntry {\n      customType\n      data\n    }\n  }\n": types.TranscriptEntryFieldsFragmentDoc,
    "\n  mutation TranscriptAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        ...TranscriptEntryFields\n      }\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": types.TranscriptAppendDocument,
    "\n  mutation TranscriptAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entries {\n        ...TranscriptEntryFields\n      }\n      entryIds\n      lastEntryId\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": types.TranscriptAppendManyDocument,
    "\n  mutation TranscriptUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n      entry {\n        ...TranscriptEntryFields\n      }\n    }\n  }\n": types.TranscriptUpdateDocument,
    "\n  query TranscriptMessages($id: ID!, $first: Int, $after: String, $fromEntryId: ID, $roles: [MessageRole!], $includeCustom: Boolean) {\n    session(id: $id) {\n      messages(first: $first, after: $after, fromEntryId: $fromEntryId, roles: $roles, includeCustom: $includeCustom) {\n        edges {\n          cursor\n          node {\n            entryId\n          }\n        }\n        nodes {\n          ...TranscriptEntryFields\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.TranscriptMessagesDocument,
    "\n  query TranscriptEntry($sessionId: ID!, $id: ID!) {\n    entry(sessionId: $sessionId, id: $id) {\n      ...TranscriptEntryFields\n    }\n    session(id: $sessionId) {\n      entry(id: $id) {\n        ...TranscriptEntryFields\n      }\n    }\n  }\n": types.TranscriptEntryDocument,
    "\n  mutation TranscriptSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      activeLeafId\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": types.TranscriptSetLeafDocument,
    "\n  mutation TranscriptFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n": types.TranscriptForkDocument,
    "\n  mutation TranscriptSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n": types.TranscriptSetMetaDocument,
    "\n  mutation TranscriptSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n": types.TranscriptSetStatusDocument,
    "\n  query TranscriptEvents($id: ID!, $after: String) {\n    session(id: $id) {\n      lastOffset\n      events(after: $after, first: 500) {\n        nodes {\n          offset\n          type\n          sessionId\n          at\n          ... on SessionCreatedEvent {\n            title\n            forkedFrom\n            createdAt\n          }\n          ... on MessageAddedEvent {\n            entryId\n            parentId\n            origin\n            entry {\n              ...TranscriptEntryFields\n            }\n          }\n          ... on MessageUpdatedEvent {\n            entryId\n            revision\n            origin\n            entry {\n              ...TranscriptEntryFields\n            }\n          }\n          ... on ActiveLeafSetEvent {\n            entryId\n          }\n        }\n      }\n    }\n  }\n": types.TranscriptEventsDocument,
    "\n          query TranscriptSessionsCursor {\n            sessions(first: 1) {\n              pageInfo {\n                endCursor\n              }\n            }\n          }\n        ": types.TranscriptSessionsCursorDocument,
    "\n            query TranscriptCountForks($metadata: JSONObject) {\n              sessions(first: 500, metadata: $metadata) {\n                nodes {\n                  id\n                }\n              }\n            }\n          ": types.TranscriptCountForksDocument,
    "\n  mutation WdCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n": types.WdCreateDocument,
    "\n  query WdTurns($id: ID!) {\n    session(id: $id) {\n      usage {\n        requests\n        failedRequests\n      }\n      context {\n        openRequest {\n          offset\n        }\n        items {\n          role\n          content\n        }\n      }\n      events(first: 200) {\n        nodes {\n          ... on LlmRequestSettledEvent {\n            requestOffset\n            result {\n              __typename\n              ... on LlmSucceeded {\n                text\n                rawResponse\n              }\n              ... on LlmFailed {\n                errorMessage\n                rawResponse\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.WdTurnsDocument,
    "\n  mutation WpCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n": types.WpCreateDocument,
    "\n  query WpState($id: ID!) {\n    session(id: $id) {\n      context {\n        openRequest {\n          claimedBy\n        }\n        items {\n          role\n          content\n        }\n      }\n    }\n  }\n": types.WpStateDocument,
    "\n  mutation WkCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n": types.WkCreateDocument,
    "\n  query WkTurns($id: ID!) {\n    session(id: $id) {\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n      context {\n        openRequest {\n          offset\n          claimedBy\n        }\n      }\n      events(first: 200) {\n        nodes {\n          offset\n          ... on LlmRequestRequestedEvent {\n            expiresAt\n          }\n          ... on ContextItemAddedEvent {\n            item {\n              role\n              content\n              llmRequestOffset\n            }\n          }\n          ... on LlmRequestSettledEvent {\n            requestOffset\n            result {\n              __typename\n              ... on LlmSucceeded {\n                text\n                usage {\n                  inputTokens\n                  outputTokens\n                  cachedInputTokens\n                  reasoningOutputTokens\n                }\n                rawResponse\n              }\n              ... on LlmFailed {\n                errorMessage\n                rawResponse\n              }\n              ... on LlmCancelled {\n                reason\n                partialText\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.WkTurnsDocument,
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
export function graphql(source: "\n  mutation ApolloCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApolloCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApolloAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApolloAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApolloAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entryIds\n    }\n  }\n"): (typeof documents)["\n  mutation ApolloAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entryIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApolloFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n        activeLeafId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApolloFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n        activeLeafId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApolloUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n"): (typeof documents)["\n  mutation ApolloUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApolloTranscript($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      messages {\n        nodes {\n          id\n          entryId\n          sessionId\n          ... on MessageEntry {\n            message {\n              role\n              content {\n                __typename\n                ... on TextBlock {\n                  text\n                }\n                ... on FunctionCallBlock {\n                  callId\n                  functionId\n                  arguments\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApolloTranscript($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      messages {\n        nodes {\n          id\n          entryId\n          sessionId\n          ... on MessageEntry {\n            message {\n              role\n              content {\n                __typename\n                ... on TextBlock {\n                  text\n                }\n                ... on FunctionCallBlock {\n                  callId\n                  functionId\n                  arguments\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ApolloWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      __typename\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          id\n          entryId\n          ... on MessageEntry {\n            message {\n              role\n              content {\n                __typename\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ApolloWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      __typename\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          id\n          entryId\n          ... on MessageEntry {\n            message {\n              role\n              content {\n                __typename\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApolloPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    session(id: $id) {\n      id\n      messages(first: $first, after: $after, last: $last, before: $before) {\n        edges {\n          cursor\n          node {\n            id\n            entryId\n            ... on MessageEntry {\n              message {\n                content {\n                  ... on TextBlock {\n                    text\n                  }\n                }\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApolloPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    session(id: $id) {\n      id\n      messages(first: $first, after: $after, last: $last, before: $before) {\n        edges {\n          cursor\n          node {\n            id\n            entryId\n            ... on MessageEntry {\n              message {\n                content {\n                  ... on TextBlock {\n                    text\n                  }\n                }\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WsCreate {\n    createSession(input: { title: \"ws\" }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WsCreate {\n    createSession(input: { title: \"ws\" }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WsAppend($sessionId: ID!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: \"over WebSocket\" } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WsAppend($sessionId: ID!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: \"over WebSocket\" } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReadmeSession($metadata: JSONObject) {\n    createSession(input: { title: \"readme\", metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReadmeSession($metadata: JSONObject) {\n    createSession(input: { title: \"readme\", metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppendReadmeMessage($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      created\n    }\n  }\n"): (typeof documents)["\n  mutation AppendReadmeMessage($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      created\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SseCreate {\n    createSession(input: { title: \"sse\" }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SseCreate {\n    createSession(input: { title: \"sse\" }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SseAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SseAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SseWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      __typename\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          ... on MessageEntry {\n            message {\n              content {\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SseWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      __typename\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          ... on MessageEntry {\n            message {\n              content {\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UrqlCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UrqlCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UrqlAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UrqlAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UrqlSession($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      status\n      messages(last: 10) {\n        nodes {\n          id\n          entryId\n          ... on MessageEntry {\n            message {\n              content {\n                __typename\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UrqlSession($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      status\n      messages(last: 10) {\n        nodes {\n          id\n          entryId\n          ... on MessageEntry {\n            message {\n              content {\n                __typename\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UrqlSessions($metadata: JSONObject) {\n    sessions(first: 10, metadata: $metadata) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query UrqlSessions($metadata: JSONObject) {\n    sessions(first: 10, metadata: $metadata) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UrqlWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      __typename\n      offset\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription UrqlWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      __typename\n      offset\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsBrowserCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpsBrowserCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsBrowserAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpsBrowserAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on Session {\n    id\n    title\n    description\n    metadata\n    status\n    statusReason\n    messageCount\n    forkedFrom\n    createdAt\n    updatedAt\n    activeLeafId\n    lastOffset\n  }\n"): (typeof documents)["\n  fragment SessionFields on Session {\n    id\n    title\n    description\n    metadata\n    status\n    statusReason\n    messageCount\n    forkedFrom\n    createdAt\n    updatedAt\n    activeLeafId\n    lastOffset\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSession($id: ID!) {\n    session(id: $id) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  query GetSession($id: ID!) {\n    session(id: $id) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionAttachments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    session(id: $id) {\n      id\n      attachments(first: $first, after: $after, last: $last, before: $before) {\n        nodes {\n          id\n          filename\n          size\n        }\n        edges {\n          cursor\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionAttachments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    session(id: $id) {\n      id\n      attachments(first: $first, after: $after, last: $last, before: $before) {\n        nodes {\n          id\n          filename\n          size\n        }\n        edges {\n          cursor\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAttachment($id: ID!) {\n    attachment(id: $id) {\n      id\n      sessionId\n      filename\n      mime\n      size\n      sha256\n      createdAt\n      url\n    }\n  }\n"): (typeof documents)["\n  query GetAttachment($id: ID!) {\n    attachment(id: $id) {\n      id\n      sessionId\n      filename\n      mime\n      size\n      sha256\n      createdAt\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAttachment($id: ID!) {\n    deleteAttachment(input: { id: $id }) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAttachment($id: ID!) {\n    deleteAttachment(input: { id: $id }) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppendWithBlocks($sessionId: ID!, $content: [ContentBlockInput!]!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: $content } } }) {\n      session {\n        activeLeafId\n      }\n      entry {\n        ... on MessageEntry {\n          message {\n            content {\n              __typename\n              ... on TextBlock {\n                text\n              }\n              ... on FileBlock {\n                file: attachment {\n                  id\n                  sessionId\n                  filename\n                  mime\n                  size\n                  sha256\n                  url\n                }\n              }\n              ... on ImageBlock {\n                data\n                mime\n                image: attachment {\n                  id\n                  mime\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AppendWithBlocks($sessionId: ID!, $content: [ContentBlockInput!]!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: $content } } }) {\n      session {\n        activeLeafId\n      }\n      entry {\n        ... on MessageEntry {\n          message {\n            content {\n              __typename\n              ... on TextBlock {\n                text\n              }\n              ... on FileBlock {\n                file: attachment {\n                  id\n                  sessionId\n                  filename\n                  mime\n                  size\n                  sha256\n                  url\n                }\n              }\n              ... on ImageBlock {\n                data\n                mime\n                image: attachment {\n                  id\n                  mime\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContent($sessionId: ID!, $entryId: ID!, $content: [ContentBlockInput!]!) {\n    updateMessage(input: { sessionId: $sessionId, entryId: $entryId, content: $content }) {\n      updated\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContent($sessionId: ID!, $entryId: ID!, $content: [ContentBlockInput!]!) {\n    updateMessage(input: { sessionId: $sessionId, entryId: $entryId, content: $content }) {\n      updated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForkAt($sessionId: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $sessionId, entryId: $entryId }) {\n      session {\n        id\n        messages(first: 10) {\n          nodes {\n            ... on MessageEntry {\n              message {\n                content {\n                  ... on FileBlock {\n                    attachment {\n                      id\n                      sessionId\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ForkAt($sessionId: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $sessionId, entryId: $entryId }) {\n      session {\n        id\n        messages(first: 10) {\n          nodes {\n            ... on MessageEntry {\n              message {\n                content {\n                  ... on FileBlock {\n                    attachment {\n                      id\n                      sessionId\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsWithFiles($id: ID!) {\n    session(id: $id) {\n      events(first: 20) {\n        nodes {\n          __typename\n          ... on MessageAddedEvent {\n            entry {\n              ... on MessageEntry {\n                message {\n                  content {\n                    ... on FileBlock {\n                      attachment {\n                        id\n                        sessionId\n                        filename\n                        mime\n                        size\n                        sha256\n                        url\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventsWithFiles($id: ID!) {\n    session(id: $id) {\n      events(first: 20) {\n        nodes {\n          __typename\n          ... on MessageAddedEvent {\n            entry {\n              ... on MessageEntry {\n                message {\n                  content {\n                    ... on FileBlock {\n                      attachment {\n                        id\n                        sessionId\n                        filename\n                        mime\n                        size\n                        sha256\n                        url\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSessionForAttachments($sessionId: ID!) {\n    deleteSession(input: { sessionId: $sessionId }) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSessionForAttachments($sessionId: ID!) {\n    deleteSession(input: { sessionId: $sessionId }) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HandOver($id: ID!) { setSessionMeta(input: { sessionId: $id, metadata: { owner: \"bob\" } }) { session { id } } }"): (typeof documents)["mutation HandOver($id: ID!) { setSessionMeta(input: { sessionId: $id, metadata: { owner: \"bob\" } }) { session { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BadInputCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        title\n        description\n        metadata\n        lastOffset\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BadInputCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        title\n        description\n        metadata\n        lastOffset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BadInputEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n    }\n  }\n"): (typeof documents)["\n  mutation BadInputEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BadInputSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BadInputSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BadInputSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation BadInputSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BadInputFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BadInputFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BadInputAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        origin\n        ... on MessageEntry {\n          message {\n            timestamp\n            content {\n              ... on TextBlock {\n                text\n              }\n              ... on ThinkingBlock {\n                text\n                signature\n              }\n              ... on FunctionCallBlock {\n                callId\n                functionId\n                arguments\n              }\n              ... on ImageBlock {\n                data\n                mime\n              }\n            }\n            ... on FunctionResultMessage {\n              details\n            }\n          }\n        }\n        ... on CustomEntry {\n          customType\n          data\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BadInputAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        origin\n        ... on MessageEntry {\n          message {\n            timestamp\n            content {\n              ... on TextBlock {\n                text\n              }\n              ... on ThinkingBlock {\n                text\n                signature\n              }\n              ... on FunctionCallBlock {\n                callId\n                functionId\n                arguments\n              }\n              ... on ImageBlock {\n                data\n                mime\n              }\n            }\n            ... on FunctionResultMessage {\n              details\n            }\n          }\n        }\n        ... on CustomEntry {\n          customType\n          data\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BadInputAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n"): (typeof documents)["\n  mutation BadInputAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BadInputUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n"): (typeof documents)["\n  mutation BadInputUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BadInputState($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      description\n      metadata\n      lastOffset\n      messageCount\n      updatedAt\n      activeLeafId\n    }\n  }\n"): (typeof documents)["\n  query BadInputState($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      description\n      metadata\n      lastOffset\n      messageCount\n      updatedAt\n      activeLeafId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BadInputList($metadata: JSONObject) {\n    sessions(metadata: $metadata, first: 500) {\n      nodes {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query BadInputList($metadata: JSONObject) {\n    sessions(metadata: $metadata, first: 500) {\n      nodes {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChunkAddItem($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n"): (typeof documents)["\n  mutation ChunkAddItem($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChunkOpenRequest($id: ID!) {\n    session(id: $id) {\n      context {\n        openRequest {\n          offset\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChunkOpenRequest($id: ID!) {\n    session(id: $id) {\n      context {\n        openRequest {\n          offset\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChunkAppend($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation ChunkAppend($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChunkWatch($sessionId: ID!, $requestOffset: SafeInt!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {\n      sequence\n      chunk\n    }\n  }\n"): (typeof documents)["\n  subscription ChunkWatch($sessionId: ID!, $requestOffset: SafeInt!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {\n      sequence\n      chunk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrCreate {\n    createSession(input: { title: \"resume\" }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CrCreate {\n    createSession(input: { title: \"resume\" }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrAddMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n"): (typeof documents)["\n  mutation CrAddMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrLastOffset($id: ID!) {\n    session(id: $id) {\n      lastOffset\n    }\n  }\n"): (typeof documents)["\n  query CrLastOffset($id: ID!) {\n    session(id: $id) {\n      lastOffset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConcurrencyCreate {\n    createSession(input: {}) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConcurrencyCreate {\n    createSession(input: {}) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConcurrencyAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        parentId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConcurrencyAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        parentId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConcurrencyUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n    }\n  }\n"): (typeof documents)["\n  mutation ConcurrencyUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConcurrencyState($id: ID!, $after: String) {\n    session(id: $id) {\n      messageCount\n      lastOffset\n      activeLeafId\n      events(first: 500) {\n        nodes {\n          offset\n          type\n          ... on MessageAddedEvent {\n            entryId\n          }\n          ... on MessageUpdatedEvent {\n            entryId\n            revision\n          }\n        }\n        pageInfo {\n          hasNextPage\n        }\n      }\n      messages(first: 500, after: $after) {\n        nodes {\n          entryId\n          parentId\n          revision\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConcurrencyState($id: ID!, $after: String) {\n    session(id: $id) {\n      messageCount\n      lastOffset\n      activeLeafId\n      events(first: 500) {\n        nodes {\n          offset\n          type\n          ... on MessageAddedEvent {\n            entryId\n          }\n          ... on MessageUpdatedEvent {\n            entryId\n            revision\n          }\n        }\n        pageInfo {\n          hasNextPage\n        }\n      }\n      messages(first: 500, after: $after) {\n        nodes {\n          entryId\n          parentId\n          revision\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsConfigStatus {\n    configStatus {\n      lastOutcome\n      lastError\n      rejectedReloads\n    }\n  }\n"): (typeof documents)["\n  query OpsConfigStatus {\n    configStatus {\n      lastOutcome\n      lastError\n      rejectedReloads\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsConfigPageSizes($first: Int) {\n    sessions(first: $first) {\n      nodes {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpsConfigPageSizes($first: Int) {\n    sessions(first: $first) {\n      nodes {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsConfigCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpsConfigCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsConfigAppend($sessionId: ID!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: \"hi\" } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpsConfigAppend($sessionId: ID!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: \"hi\" } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OpsConfigWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      type\n    }\n  }\n"): (typeof documents)["\n  subscription OpsConfigWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CtxCreate {\n    createSession(input: {}) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CtxCreate {\n    createSession(input: {}) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CtxAdd($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n      item {\n        offset\n        role\n        content\n        key\n        llmRequestPolicy\n        llmRequestOffset\n        files {\n          contentType\n          filename\n          path\n          size\n          url\n        }\n        refs {\n          __typename\n          ... on ContextEventRef {\n            streamPath\n            offset\n            eventType\n          }\n          ... on ContextUserRef {\n            userId\n          }\n          ... on ContextFileRef {\n            path\n          }\n          ... on ContextGitCommitRef {\n            repoPath\n            commitOid\n          }\n        }\n        actor {\n          __typename\n          ... on UserActor {\n            origin\n          }\n          ... on SlackActor {\n            userId\n            botName\n          }\n        }\n        compaction {\n          replacesHistoryThrough\n          usage {\n            inputTokens\n            outputTokens\n            cachedInputTokens\n          }\n        }\n      }\n      session {\n        id\n        lastOffset\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CtxAdd($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n      item {\n        offset\n        role\n        content\n        key\n        llmRequestPolicy\n        llmRequestOffset\n        files {\n          contentType\n          filename\n          path\n          size\n          url\n        }\n        refs {\n          __typename\n          ... on ContextEventRef {\n            streamPath\n            offset\n            eventType\n          }\n          ... on ContextUserRef {\n            userId\n          }\n          ... on ContextFileRef {\n            path\n          }\n          ... on ContextGitCommitRef {\n            repoPath\n            commitOid\n          }\n        }\n        actor {\n          __typename\n          ... on UserActor {\n            origin\n          }\n          ... on SlackActor {\n            userId\n            botName\n          }\n        }\n        compaction {\n          replacesHistoryThrough\n          usage {\n            inputTokens\n            outputTokens\n            cachedInputTokens\n          }\n        }\n      }\n      session {\n        id\n        lastOffset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CtxContext($id: ID!) {\n    session(id: $id) {\n      id\n      context {\n        items {\n          offset\n          role\n          content\n          key\n        }\n        prompt {\n          offset\n          role\n          content\n        }\n        openRequest {\n          offset\n          requestedAt\n          expiresAt\n        }\n        pendingTriggerOffset\n        lastRequestOffset\n        nextRequestAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CtxContext($id: ID!) {\n    session(id: $id) {\n      id\n      context {\n        items {\n          offset\n          role\n          content\n          key\n        }\n        prompt {\n          offset\n          role\n          content\n        }\n        openRequest {\n          offset\n          requestedAt\n          expiresAt\n        }\n        pendingTriggerOffset\n        lastRequestOffset\n        nextRequestAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CtxEvents($id: ID!) {\n    session(id: $id) {\n      events(first: 100) {\n        nodes {\n          offset\n          type\n          ... on ContextItemAddedEvent {\n            item {\n              offset\n              role\n              content\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CtxEvents($id: ID!) {\n    session(id: $id) {\n      events(first: 100) {\n        nodes {\n          offset\n          type\n          ... on ContextItemAddedEvent {\n            item {\n              offset\n              role\n              content\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDraft($input: SetDraftInput!) {\n    setDraft(input: $input) {\n      session {\n        id\n        updatedAt\n        lastOffset\n        draft {\n          text\n          updatedAt\n          attachments {\n            id\n            filename\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetDraft($input: SetDraftInput!) {\n    setDraft(input: $input) {\n      session {\n        id\n        updatedAt\n        lastOffset\n        draft {\n          text\n          updatedAt\n          attachments {\n            id\n            filename\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetDraft($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      updatedAt\n      lastOffset\n      draft {\n        text\n        updatedAt\n        attachments {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetDraft($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      updatedAt\n      lastOffset\n      draft {\n        text\n        updatedAt\n        attachments {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DraftMeta($id: ID!) {\n    setSessionMeta(input: { sessionId: $id, title: \"renamed\" }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DraftMeta($id: ID!) {\n    setSessionMeta(input: { sessionId: $id, title: \"renamed\" }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DraftFork($id: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $id, entryId: $entryId }) {\n      session {\n        id\n        draft {\n          text\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DraftFork($id: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $id, entryId: $entryId }) {\n      session {\n        id\n        draft {\n          text\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DraftAppend($id: ID!) {\n    appendEntry(input: { sessionId: $id, message: { user: { content: [{ text: { text: \"sent\" } }] } } }) {\n      session {\n        activeLeafId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DraftAppend($id: ID!) {\n    appendEntry(input: { sessionId: $id, message: { user: { content: [{ text: { text: \"sent\" } }] } } }) {\n      session {\n        activeLeafId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DraftDeleteAttachment($id: ID!) {\n    deleteAttachment(input: { id: $id }) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DraftDeleteAttachment($id: ID!) {\n    deleteAttachment(input: { id: $id }) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SiblingsCreate {\n    createSession(input: { title: \"branches\" }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SiblingsCreate {\n    createSession(input: { title: \"branches\" }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SiblingsAppend($sessionId: ID!, $entryId: ID!, $parentId: ID, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, entryId: $entryId, parentId: $parentId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      created\n    }\n  }\n"): (typeof documents)["\n  mutation SiblingsAppend($sessionId: ID!, $entryId: ID!, $parentId: ID, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, entryId: $entryId, parentId: $parentId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      created\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiblingsPath($id: ID!, $fromEntryId: ID) {\n    session(id: $id) {\n      messages(first: 100, fromEntryId: $fromEntryId) {\n        nodes {\n          siblings {\n            entryId\n            tipEntryId\n          }\n          ... on MessageEntry {\n            message {\n              content {\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiblingsPath($id: ID!, $fromEntryId: ID) {\n    session(id: $id) {\n      messages(first: 100, fromEntryId: $fromEntryId) {\n        nodes {\n          siblings {\n            entryId\n            tipEntryId\n          }\n          ... on MessageEntry {\n            message {\n              content {\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SiblingsSwitch($sessionId: ID!, $entryId: ID!) {\n    setActiveLeaf(input: { sessionId: $sessionId, entryId: $entryId }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SiblingsSwitch($sessionId: ID!, $entryId: ID!) {\n    setActiveLeaf(input: { sessionId: $sessionId, entryId: $entryId }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SiblingsFork($sessionId: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $sessionId, entryId: $entryId }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SiblingsFork($sessionId: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $sessionId, entryId: $entryId }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SiblingsLive($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          siblings {\n            entryId\n            tipEntryId\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SiblingsLive($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          siblings {\n            entryId\n            tipEntryId\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GidCreate {\n    createSession(input: { title: \"gid\" }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GidCreate {\n    createSession(input: { title: \"gid\" }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GidAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n        entryId\n        sessionId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GidAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n        entryId\n        sessionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GidFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GidFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GidRead($sessionId: ID!, $entryId: ID!) {\n    entry(sessionId: $sessionId, id: $entryId) {\n      id\n      entryId\n    }\n    session(id: $sessionId) {\n      id\n      messages {\n        nodes {\n          id\n          entryId\n        }\n      }\n      events {\n        nodes {\n          ... on MessageAddedEvent {\n            entryId\n            entry {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GidRead($sessionId: ID!, $entryId: ID!) {\n    entry(sessionId: $sessionId, id: $entryId) {\n      id\n      entryId\n    }\n    session(id: $sessionId) {\n      id\n      messages {\n        nodes {\n          id\n          entryId\n        }\n      }\n      events {\n        nodes {\n          ... on MessageAddedEvent {\n            entryId\n            entry {\n              id\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GidNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Session {\n        title\n      }\n      ... on Entry {\n        entryId\n        sessionId\n      }\n    }\n  }\n"): (typeof documents)["\n  query GidNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Session {\n        title\n      }\n      ... on Entry {\n        entryId\n        sessionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GidEnsure($id: ID!) {\n    ensureSession(input: { id: $id }) {\n      created\n    }\n  }\n"): (typeof documents)["\n  mutation GidEnsure($id: ID!) {\n    ensureSession(input: { id: $id }) {\n      created\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsMetricsCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpsMetricsCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsMetricsAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpsMetricsAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      entry {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsMetricsRead($id: ID!) {\n    session(id: $id) {\n      id\n      messageCount\n    }\n  }\n"): (typeof documents)["\n  query OpsMetricsRead($id: ID!) {\n    session(id: $id) {\n      id\n      messageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OpsMetricsWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      type\n    }\n  }\n"): (typeof documents)["\n  subscription OpsMetricsWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        metadata\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IsoCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        metadata\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        id\n        title\n        metadata\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IsoEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        id\n        title\n        metadata\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation IsoDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n        metadata\n        forkedFrom\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IsoFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n        metadata\n        forkedFrom\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n        title\n        metadata\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IsoSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n        title\n        metadata\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n      previousStatus\n    }\n  }\n"): (typeof documents)["\n  mutation IsoSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n      previousStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      activeLeafId\n    }\n  }\n"): (typeof documents)["\n  mutation IsoSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      activeLeafId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        sessionId\n      }\n      session {\n        id\n        lastOffset\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IsoAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        sessionId\n      }\n      session {\n        id\n        lastOffset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n"): (typeof documents)["\n  mutation IsoAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      lastEntryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n    }\n  }\n"): (typeof documents)["\n  mutation IsoUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoAddItem($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n"): (typeof documents)["\n  mutation IsoAddItem($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation IsoChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoSettle($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n      offset\n    }\n  }\n"): (typeof documents)["\n  mutation IsoSettle($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoRead($id: ID!, $entryId: ID!) {\n    session(id: $id) {\n      id\n      metadata\n      messages(first: 50, includeCustom: true) {\n        nodes {\n          entryId\n        }\n      }\n      entry(id: $entryId) {\n        entryId\n      }\n      events(first: 500) {\n        nodes {\n          offset\n        }\n      }\n      context {\n        items {\n          offset\n          content\n        }\n        openRequest {\n          offset\n        }\n      }\n    }\n    entry(sessionId: $id, id: $entryId) {\n      entryId\n    }\n  }\n"): (typeof documents)["\n  query IsoRead($id: ID!, $entryId: ID!) {\n    session(id: $id) {\n      id\n      metadata\n      messages(first: 50, includeCustom: true) {\n        nodes {\n          entryId\n        }\n      }\n      entry(id: $entryId) {\n        entryId\n      }\n      events(first: 500) {\n        nodes {\n          offset\n        }\n      }\n      context {\n        items {\n          offset\n          content\n        }\n        openRequest {\n          offset\n        }\n      }\n    }\n    entry(sessionId: $id, id: $entryId) {\n      entryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoList($metadata: JSONObject, $status: SessionStatus) {\n    sessions(first: 500, metadata: $metadata, status: $status) {\n      nodes {\n        id\n        metadata\n      }\n      edges {\n        cursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query IsoList($metadata: JSONObject, $status: SessionStatus) {\n    sessions(first: 500, metadata: $metadata, status: $status) {\n      nodes {\n        id\n        metadata\n      }\n      edges {\n        cursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoSnapshot($id: ID!) {\n    session(id: $id) {\n      ...SessionFields\n      messages(first: 500, includeCustom: true) {\n        nodes {\n          entryId\n          revision\n        }\n      }\n      events(first: 500) {\n        nodes {\n          offset\n          type\n        }\n      }\n      context {\n        items {\n          offset\n          content\n        }\n        openRequest {\n          offset\n        }\n        pendingTriggerOffset\n        lastRequestOffset\n      }\n    }\n  }\n"): (typeof documents)["\n  query IsoSnapshot($id: ID!) {\n    session(id: $id) {\n      ...SessionFields\n      messages(first: 500, includeCustom: true) {\n        nodes {\n          entryId\n          revision\n        }\n      }\n      events(first: 500) {\n        nodes {\n          offset\n          type\n        }\n      }\n      context {\n        items {\n          offset\n          content\n        }\n        openRequest {\n          offset\n        }\n        pendingTriggerOffset\n        lastRequestOffset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoNode($id: ID!) {\n    node(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query IsoNode($id: ID!) {\n    node(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoEntryGlobalId($id: ID!, $entryId: ID!) {\n    entry(sessionId: $id, id: $entryId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query IsoEntryGlobalId($id: ID!, $entryId: ID!) {\n    entry(sessionId: $id, id: $entryId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoOwnEntry($id: ID!, $entryId: ID!) {\n    session(id: $id) {\n      entry(id: $entryId) {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  query IsoOwnEntry($id: ID!, $entryId: ID!) {\n    session(id: $id) {\n      entry(id: $entryId) {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LimCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        title\n        metadata\n        lastOffset\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LimCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        title\n        metadata\n        lastOffset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LimEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LimEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LimAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LimAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LimAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entryIds\n    }\n  }\n"): (typeof documents)["\n  mutation LimAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entryIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LimState($id: ID!) {\n    session(id: $id) {\n      lastOffset\n      messageCount\n    }\n    sessions(first: 1) {\n      nodes {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query LimState($id: ID!) {\n    session(id: $id) {\n      lastOffset\n      messageCount\n    }\n    sessions(first: 1) {\n      nodes {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LimPages($id: ID!, $first: Int) {\n    sessions(first: $first) {\n      nodes {\n        id\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n    session(id: $id) {\n      messages(first: $first) {\n        nodes {\n          entryId\n        }\n      }\n      events(first: $first) {\n        nodes {\n          offset\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LimPages($id: ID!, $first: Int) {\n    sessions(first: $first) {\n      nodes {\n        id\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n    session(id: $id) {\n      messages(first: $first) {\n        nodes {\n          entryId\n        }\n      }\n      events(first: $first) {\n        nodes {\n          offset\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MultiEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      __typename\n      offset\n      sessionId\n      type\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MultiEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      __typename\n      offset\n      sessionId\n      type\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MultiMessageAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      offset\n      sessionId\n      entryId\n    }\n  }\n"): (typeof documents)["\n  subscription MultiMessageAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      offset\n      sessionId\n      entryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MultiCreated($filter: SessionCreatedFilter) {\n    sessionCreated(filter: $filter) {\n      sessionId\n      metadata\n    }\n  }\n"): (typeof documents)["\n  subscription MultiCreated($filter: SessionCreatedFilter) {\n    sessionCreated(filter: $filter) {\n      sessionId\n      metadata\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MultiStatus($filter: SessionFilter) {\n    sessionStatusChanged(filter: $filter) {\n      sessionId\n      offset\n      status\n    }\n  }\n"): (typeof documents)["\n  subscription MultiStatus($filter: SessionFilter) {\n    sessionStatusChanged(filter: $filter) {\n      sessionId\n      offset\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MultiDeleted($filter: SessionFilter) {\n    sessionDeleted(filter: $filter) {\n      sessionId\n    }\n  }\n"): (typeof documents)["\n  subscription MultiDeleted($filter: SessionFilter) {\n    sessionDeleted(filter: $filter) {\n      sessionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MultiCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MultiCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MultiAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MultiAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MultiStatusSet($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation MultiStatusSet($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MultiDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation MultiDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RestartEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n      type\n    }\n  }\n"): (typeof documents)["\n  subscription RestartEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestartCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestartCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestartAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestartAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RestartLastOffset($id: ID!) {\n    session(id: $id) {\n      lastOffset\n    }\n  }\n"): (typeof documents)["\n  query RestartLastOffset($id: ID!) {\n    session(id: $id) {\n      lastOffset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SlowBigEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          ... on MessageEntry {\n            message {\n              content {\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SlowBigEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n      ... on MessageAddedEvent {\n        entry {\n          ... on MessageEntry {\n            message {\n              content {\n                ... on TextBlock {\n                  text\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SlowBigAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      offset\n      entry {\n        ... on MessageEntry {\n          message {\n            content {\n              ... on TextBlock {\n                text\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SlowBigAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      offset\n      entry {\n        ... on MessageEntry {\n          message {\n            content {\n              ... on TextBlock {\n                text\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SlowOffsets($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n    }\n  }\n"): (typeof documents)["\n  subscription SlowOffsets($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SlowCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SlowCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SlowAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      session {\n        lastOffset\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SlowAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      session {\n        lastOffset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlowSession($id: ID!) {\n    session(id: $id) {\n      lastOffset\n    }\n  }\n"): (typeof documents)["\n  query SlowSession($id: ID!) {\n    session(id: $id) {\n      lastOffset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClAdd($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n"): (typeof documents)["\n  mutation ClAdd($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClOpen($id: ID!) {\n    session(id: $id) {\n      context {\n        prompt {\n          offset\n          role\n          content\n        }\n        openRequest {\n          offset\n          sessionId\n          claimedBy\n          claimExpiresAt\n          prompt {\n            offset\n            role\n            content\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClOpen($id: ID!) {\n    session(id: $id) {\n      context {\n        prompt {\n          offset\n          role\n          content\n        }\n        openRequest {\n          offset\n          sessionId\n          claimedBy\n          claimExpiresAt\n          prompt {\n            offset\n            role\n            content\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClClaim($input: ClaimLlmRequestInput!) {\n    claimLlmRequest(input: $input) {\n      claimed\n      nextSequence\n      request {\n        offset\n        sessionId\n        claimedBy\n        claimExpiresAt\n        prompt {\n          role\n          content\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClClaim($input: ClaimLlmRequestInput!) {\n    claimLlmRequest(input: $input) {\n      claimed\n      nextSequence\n      request {\n        offset\n        sessionId\n        claimedBy\n        claimExpiresAt\n        prompt {\n          role\n          content\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClRelease($input: ReleaseLlmRequestInput!) {\n    releaseLlmRequest(input: $input) {\n      released\n    }\n  }\n"): (typeof documents)["\n  mutation ClRelease($input: ReleaseLlmRequestInput!) {\n    releaseLlmRequest(input: $input) {\n      released\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation ClChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClSettle($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n    }\n  }\n"): (typeof documents)["\n  mutation ClSettle($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClClaimable($metadata: JSONObject, $limit: Int) {\n    claimableLlmRequests(metadata: $metadata, limit: $limit) {\n      sessionId\n      offset\n      claimedBy\n    }\n  }\n"): (typeof documents)["\n  query ClClaimable($metadata: JSONObject, $limit: Int) {\n    claimableLlmRequests(metadata: $metadata, limit: $limit) {\n      sessionId\n      offset\n      claimedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClUsage($id: ID!) {\n    session(id: $id) {\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClUsage($id: ID!) {\n    session(id: $id) {\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClUsageList($metadata: JSONObject) {\n    sessions(metadata: $metadata, first: 10) {\n      nodes {\n        id\n        usage {\n          requests\n          outputTokens\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClUsageList($metadata: JSONObject) {\n    sessions(metadata: $metadata, first: 10) {\n      nodes {\n        id\n        usage {\n          requests\n          outputTokens\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LrCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LrCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LrAdd($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n"): (typeof documents)["\n  mutation LrAdd($input: AddContextItemInput!) {\n    addContextItem(input: $input) {\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LrSettle($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n      offset\n      itemOffset\n    }\n  }\n"): (typeof documents)["\n  mutation LrSettle($input: SettleLlmRequestInput!) {\n    settleLlmRequest(input: $input) {\n      settled\n      offset\n      itemOffset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LrChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation LrChunk($input: AppendLlmResponseChunkInput!) {\n    appendLlmResponseChunk(input: $input) {\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LrContext($id: ID!) {\n    session(id: $id) {\n      context {\n        items {\n          offset\n          role\n          content\n        }\n        prompt {\n          role\n          content\n        }\n        openRequest {\n          offset\n          requestedAt\n          expiresAt\n        }\n        pendingTriggerOffset\n        lastRequestOffset\n        nextRequestAt\n        failedAttempts\n      }\n    }\n  }\n"): (typeof documents)["\n  query LrContext($id: ID!) {\n    session(id: $id) {\n      context {\n        items {\n          offset\n          role\n          content\n        }\n        prompt {\n          role\n          content\n        }\n        openRequest {\n          offset\n          requestedAt\n          expiresAt\n        }\n        pendingTriggerOffset\n        lastRequestOffset\n        nextRequestAt\n        failedAttempts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LrEvents($id: ID!) {\n    session(id: $id) {\n      events(first: 100) {\n        nodes {\n          offset\n          type\n          ... on ContextItemAddedEvent {\n            item {\n              role\n              content\n              llmRequestOffset\n            }\n          }\n          ... on LlmRequestSettledEvent {\n            requestOffset\n            durationMs\n            result {\n              __typename\n              ... on LlmSucceeded {\n                text\n                usage {\n                  inputTokens\n                  outputTokens\n                }\n              }\n              ... on LlmFailed {\n                errorMessage\n              }\n              ... on LlmCancelled {\n                reason\n                partialText\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LrEvents($id: ID!) {\n    session(id: $id) {\n      events(first: 100) {\n        nodes {\n          offset\n          type\n          ... on ContextItemAddedEvent {\n            item {\n              role\n              content\n              llmRequestOffset\n            }\n          }\n          ... on LlmRequestSettledEvent {\n            requestOffset\n            durationMs\n            result {\n              __typename\n              ... on LlmSucceeded {\n                text\n                usage {\n                  inputTokens\n                  outputTokens\n                }\n              }\n              ... on LlmFailed {\n                errorMessage\n              }\n              ... on LlmCancelled {\n                reason\n                partialText\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LrRequested($filter: SessionFilter) {\n    llmRequestRequested(filter: $filter) {\n      offset\n      sessionId\n      requestedAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  subscription LrRequested($filter: SessionFilter) {\n    llmRequestRequested(filter: $filter) {\n      offset\n      sessionId\n      requestedAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LrSettled($filter: SessionFilter) {\n    llmRequestSettled(filter: $filter) {\n      offset\n      sessionId\n      requestOffset\n      result {\n        __typename\n        ... on LlmSucceeded {\n          text\n        }\n        ... on LlmCancelled {\n          reason\n          partialText\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LrSettled($filter: SessionFilter) {\n    llmRequestSettled(filter: $filter) {\n      offset\n      sessionId\n      requestOffset\n      result {\n        __typename\n        ... on LlmSucceeded {\n          text\n        }\n        ... on LlmCancelled {\n          reason\n          partialText\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LrChunks($sessionId: ID!, $requestOffset: SafeInt!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {\n      sessionId\n      requestOffset\n      sequence\n      chunk\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription LrChunks($sessionId: ID!, $requestOffset: SafeInt!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {\n      sessionId\n      requestOffset\n      sequence\n      chunk\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgSession($id: ID!) {\n    session(id: $id) {\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n      context {\n        openRequest {\n          offset\n          claimedBy\n          prompt {\n            role\n            content\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MgSession($id: ID!) {\n    session(id: $id) {\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n      context {\n        openRequest {\n          offset\n          claimedBy\n          prompt {\n            role\n            content\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgClaimable {\n    claimableLlmRequests {\n      sessionId\n      offset\n    }\n  }\n"): (typeof documents)["\n  query MgClaimable {\n    claimableLlmRequests {\n      sessionId\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MgClaim($input: ClaimLlmRequestInput!) {\n    claimLlmRequest(input: $input) {\n      claimed\n      request {\n        prompt {\n          role\n          content\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MgClaim($input: ClaimLlmRequestInput!) {\n    claimLlmRequest(input: $input) {\n      claimed\n      request {\n        prompt {\n          role\n          content\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsOutageCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpsOutageCreate($title: String) {\n    createSession(input: { title: $title }) {\n      session {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsOutageRead($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      messageCount\n    }\n  }\n"): (typeof documents)["\n  query OpsOutageRead($id: ID!) {\n    session(id: $id) {\n      id\n      title\n      messageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsOutageList {\n    sessions(first: 5) {\n      nodes {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpsOutageList {\n    sessions(first: 5) {\n      nodes {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsOutageAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      created\n      entry {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpsOutageAppend($sessionId: ID!, $text: String!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) {\n      created\n      entry {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OpsOutageWatch($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      __typename\n      offset\n      type\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription OpsOutageWatch($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      __typename\n      offset\n      type\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OpsOutageAdded($sessionId: ID!) {\n    messageAdded(filter: { sessionId: $sessionId }) {\n      offset\n      entryId\n    }\n  }\n"): (typeof documents)["\n  subscription OpsOutageAdded($sessionId: ID!) {\n    messageAdded(filter: { sessionId: $sessionId }) {\n      offset\n      entryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PagingCreate {\n    createSession(input: {}) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PagingCreate {\n    createSession(input: {}) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PagingAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n        parentId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PagingAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        entryId\n        parentId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagingPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $includeCustom: Boolean, $roles: [MessageRole!]) {\n    session(id: $id) {\n      messages(first: $first, after: $after, last: $last, before: $before, includeCustom: $includeCustom, roles: $roles) {\n        edges {\n          cursor\n        }\n        nodes {\n          entryId\n          kind\n          ... on MessageEntry {\n            message {\n              role\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PagingPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $includeCustom: Boolean, $roles: [MessageRole!]) {\n    session(id: $id) {\n      messages(first: $first, after: $after, last: $last, before: $before, includeCustom: $includeCustom, roles: $roles) {\n        edges {\n          cursor\n        }\n        nodes {\n          entryId\n          kind\n          ... on MessageEntry {\n            message {\n              role\n            }\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagingTwoPages($id: ID!, $first: Int, $after: String, $withLast: Boolean!) {\n    session(id: $id) {\n      head: messages(first: $first, after: $after, includeCustom: true) {\n        nodes {\n          entryId\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n        }\n      }\n      tail: messages(last: 2, includeCustom: true) @include(if: $withLast) {\n        nodes {\n          entryId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PagingTwoPages($id: ID!, $first: Int, $after: String, $withLast: Boolean!) {\n    session(id: $id) {\n      head: messages(first: $first, after: $after, includeCustom: true) {\n        nodes {\n          entryId\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n        }\n      }\n      tail: messages(last: 2, includeCustom: true) @include(if: $withLast) {\n        nodes {\n          entryId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($query: String!, $first: Int, $after: String, $last: Int, $before: String, $status: SessionStatus, $metadata: JSONObject) {\n    searchSessions(query: $query, first: $first, after: $after, last: $last, before: $before, status: $status, metadata: $metadata) {\n      edges {\n        cursor\n        node {\n          rank\n        }\n      }\n      nodes {\n        rank\n        session {\n          id\n          title\n        }\n        snippets {\n          entryId\n          text\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search($query: String!, $first: Int, $after: String, $last: Int, $before: String, $status: SessionStatus, $metadata: JSONObject) {\n    searchSessions(query: $query, first: $first, after: $after, last: $last, before: $before, status: $status, metadata: $metadata) {\n      edges {\n        cursor\n        node {\n          rank\n        }\n      }\n      nodes {\n        rank\n        session {\n          id\n          title\n        }\n        snippets {\n          entryId\n          text\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchAppend($sessionId: ID!, $message: MessageInput!) {\n    appendEntry(input: { sessionId: $sessionId, message: $message }) {\n      session {\n        activeLeafId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SearchAppend($sessionId: ID!, $message: MessageInput!) {\n    appendEntry(input: { sessionId: $sessionId, message: $message }) {\n      session {\n        activeLeafId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchUpdate($sessionId: ID!, $entryId: ID!, $text: String!) {\n    updateMessage(input: { sessionId: $sessionId, entryId: $entryId, content: [{ text: { text: $text } }] }) {\n      updated\n    }\n  }\n"): (typeof documents)["\n  mutation SearchUpdate($sessionId: ID!, $entryId: ID!, $text: String!) {\n    updateMessage(input: { sessionId: $sessionId, entryId: $entryId, content: [{ text: { text: $text } }] }) {\n      updated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchRename($sessionId: ID!, $title: String, $description: String) {\n    setSessionMeta(input: { sessionId: $sessionId, title: $title, description: $description }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SearchRename($sessionId: ID!, $title: String, $description: String) {\n    setSessionMeta(input: { sessionId: $sessionId, title: $title, description: $description }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchStatus($sessionId: ID!, $status: SessionStatus!) {\n    setSessionStatus(input: { sessionId: $sessionId, status: $status }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SearchStatus($sessionId: ID!, $status: SessionStatus!) {\n    setSessionStatus(input: { sessionId: $sessionId, status: $status }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchDelete($sessionId: ID!) {\n    deleteSession(input: { sessionId: $sessionId }) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation SearchDelete($sessionId: ID!) {\n    deleteSession(input: { sessionId: $sessionId }) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SearchFork($sessionId: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $sessionId, entryId: $entryId, title: \"fork\" }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SearchFork($sessionId: ID!, $entryId: ID!) {\n    forkSession(input: { sessionId: $sessionId, entryId: $entryId, title: \"fork\" }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsEvents($id: ID!) {\n    session(id: $id) {\n      id\n      lastOffset\n      events(first: 100) {\n        nodes {\n          offset\n          type\n          sessionId\n          at\n          ... on SessionCreatedEvent {\n            title\n            description\n            status\n            forkedFrom\n            createdAt\n            metadata\n          }\n          ... on SessionMetaUpdatedEvent {\n            title\n            description\n            metadata\n          }\n          ... on SessionStatusChangedEvent {\n            status\n            previousStatus\n            statusReason\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionsEvents($id: ID!) {\n    session(id: $id) {\n      id\n      lastOffset\n      events(first: 100) {\n        nodes {\n          offset\n          type\n          sessionId\n          at\n          ... on SessionCreatedEvent {\n            title\n            description\n            status\n            forkedFrom\n            createdAt\n            metadata\n          }\n          ... on SessionMetaUpdatedEvent {\n            title\n            description\n            metadata\n          }\n          ... on SessionStatusChangedEvent {\n            status\n            previousStatus\n            statusReason\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsList($first: Int, $after: String, $last: Int, $before: String, $order: SessionOrder, $status: SessionStatus, $metadata: JSONObject) {\n    sessions(first: $first, after: $after, last: $last, before: $before, order: $order, status: $status, metadata: $metadata) {\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          updatedAt\n        }\n      }\n      nodes {\n        id\n        createdAt\n        updatedAt\n        status\n        metadata\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionsList($first: Int, $after: String, $last: Int, $before: String, $order: SessionOrder, $status: SessionStatus, $metadata: JSONObject) {\n    sessions(first: $first, after: $after, last: $last, before: $before, order: $order, status: $status, metadata: $metadata) {\n      edges {\n        cursor\n        node {\n          id\n          createdAt\n          updatedAt\n        }\n      }\n      nodes {\n        id\n        createdAt\n        updatedAt\n        status\n        metadata\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n      previousStatus\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n      previousStatus\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionsAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation SessionsFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionsFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsEntry($sessionId: ID!, $id: ID!) {\n    entry(sessionId: $sessionId, id: $id) {\n      entryId\n    }\n  }\n"): (typeof documents)["\n  query SessionsEntry($sessionId: ID!, $id: ID!) {\n    entry(sessionId: $sessionId, id: $id) {\n      entryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsMessages($id: ID!) {\n    session(id: $id) {\n      messages {\n        nodes {\n          entryId\n        }\n        pageInfo {\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionsMessages($id: ID!) {\n    session(id: $id) {\n      messages {\n        nodes {\n          entryId\n        }\n        pageInfo {\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsEventPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    session(id: $id) {\n      id\n      lastOffset\n      events(first: $first, after: $after, last: $last, before: $before) {\n        edges {\n          cursor\n          node {\n            offset\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionsEventPage($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    session(id: $id) {\n      id\n      lastOffset\n      events(first: $first, after: $after, last: $last, before: $before) {\n        edges {\n          cursor\n          node {\n            offset\n          }\n        }\n        pageInfo {\n          hasNextPage\n          hasPreviousPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionsBadNested($id: ID!, $messagesAfter: String, $eventsAfter: String) {\n    session(id: $id) {\n      id\n      title\n      messages(after: $messagesAfter) {\n        nodes {\n          entryId\n        }\n      }\n      events(after: $eventsAfter) {\n        nodes {\n          offset\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionsBadNested($id: ID!, $messagesAfter: String, $eventsAfter: String) {\n    session(id: $id) {\n      id\n      title\n      messages(after: $messagesAfter) {\n        nodes {\n          entryId\n        }\n      }\n      events(after: $eventsAfter) {\n        nodes {\n          offset\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SharedEvents($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId) {\n      offset\n      type\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SharedEvents($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId) {\n      offset\n      type\n      ... on MessageAddedEvent {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SharedAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      entryId\n    }\n  }\n"): (typeof documents)["\n  subscription SharedAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      entryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharedAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SharedAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      entry {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsShutdownCreate {\n    createSession(input: { title: \"drain\" }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpsShutdownCreate {\n    createSession(input: { title: \"drain\" }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsShutdownAppend($sessionId: ID!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: \"in flight\" } }] } } }) {\n      created\n      entry {\n        entryId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OpsShutdownAppend($sessionId: ID!) {\n    appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: \"in flight\" } }] } } }) {\n      created\n      entry {\n        entryId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OpsShutdownWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      type\n    }\n  }\n"): (typeof documents)["\n  subscription OpsShutdownWatch($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId, after: 0) {\n      offset\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SetupEvents($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId) {\n      offset\n    }\n  }\n"): (typeof documents)["\n  subscription SetupEvents($sessionId: ID!) {\n    sessionEvents(sessionId: $sessionId) {\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SetupChunks($sessionId: ID!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: 1) {\n      chunk\n    }\n  }\n"): (typeof documents)["\n  subscription SetupChunks($sessionId: ID!) {\n    llmResponseChunks(sessionId: $sessionId, requestOffset: 1) {\n      chunk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveEntryFields on Entry {\n    __typename\n    entryId\n    kind\n    parentId\n    revision\n    origin\n    sessionId\n    timestamp\n    ... on MessageEntry {\n      message {\n        __typename\n        role\n        timestamp\n        content {\n          __typename\n          ... on TextBlock {\n            text\n          }\n        }\n        ... on CustomMessage {\n          customType\n          details\n        }\n        ... on AssistantMessage {\n          stopReason\n        }\n      }\n    }\n    ... on CustomEntry {\n      customType\n      data\n    }\n  }\n"): (typeof documents)["\n  fragment LiveEntryFields on Entry {\n    __typename\n    entryId\n    kind\n    parentId\n    revision\n    origin\n    sessionId\n    timestamp\n    ... on MessageEntry {\n      message {\n        __typename\n        role\n        timestamp\n        content {\n          __typename\n          ... on TextBlock {\n            text\n          }\n        }\n        ... on CustomMessage {\n          customType\n          details\n        }\n        ... on AssistantMessage {\n          stopReason\n        }\n      }\n    }\n    ... on CustomEntry {\n      customType\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveEventFields on SessionEvent {\n    __typename\n    offset\n    sessionId\n    type\n    at\n    ... on SessionCreatedEvent {\n      title\n      description\n      status\n      forkedFrom\n      createdAt\n      metadata\n    }\n    ... on SessionMetaUpdatedEvent {\n      title\n      description\n      metadata\n    }\n    ... on SessionStatusChangedEvent {\n      status\n      previousStatus\n      statusReason\n    }\n    ... on MessageAddedEvent {\n      entryId\n      parentId\n      origin\n      entry {\n        ...LiveEntryFields\n      }\n    }\n    ... on MessageUpdatedEvent {\n      entryId\n      revision\n      origin\n      entry {\n        ...LiveEntryFields\n      }\n    }\n    ... on ActiveLeafSetEvent {\n      entryId\n    }\n  }\n"): (typeof documents)["\n  fragment LiveEventFields on SessionEvent {\n    __typename\n    offset\n    sessionId\n    type\n    at\n    ... on SessionCreatedEvent {\n      title\n      description\n      status\n      forkedFrom\n      createdAt\n      metadata\n    }\n    ... on SessionMetaUpdatedEvent {\n      title\n      description\n      metadata\n    }\n    ... on SessionStatusChangedEvent {\n      status\n      previousStatus\n      statusReason\n    }\n    ... on MessageAddedEvent {\n      entryId\n      parentId\n      origin\n      entry {\n        ...LiveEntryFields\n      }\n    }\n    ... on MessageUpdatedEvent {\n      entryId\n      revision\n      origin\n      entry {\n        ...LiveEntryFields\n      }\n    }\n    ... on ActiveLeafSetEvent {\n      entryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveSessionEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      ...LiveEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveSessionEvents($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      ...LiveEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveOffsets($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n      sessionId\n    }\n  }\n"): (typeof documents)["\n  subscription LiveOffsets($sessionId: ID!, $after: SafeInt) {\n    sessionEvents(sessionId: $sessionId, after: $after) {\n      offset\n      sessionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveSessionCreated($filter: SessionCreatedFilter) {\n    sessionCreated(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveSessionCreated($filter: SessionCreatedFilter) {\n    sessionCreated(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveSessionDeleted($filter: SessionFilter) {\n    sessionDeleted(filter: $filter) {\n      __typename\n      sessionId\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription LiveSessionDeleted($filter: SessionFilter) {\n    sessionDeleted(filter: $filter) {\n      __typename\n      sessionId\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveMessageAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveMessageAdded($filter: MessageFilter) {\n    messageAdded(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveMessageUpdated($filter: MessageFilter) {\n    messageUpdated(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveMessageUpdated($filter: MessageFilter) {\n    messageUpdated(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveMetaUpdated($filter: SessionFilter) {\n    sessionMetaUpdated(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveMetaUpdated($filter: SessionFilter) {\n    sessionMetaUpdated(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveStatusChanged($filter: SessionFilter) {\n    sessionStatusChanged(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription LiveStatusChanged($filter: SessionFilter) {\n    sessionStatusChanged(filter: $filter) {\n      ...LiveEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        createdAt\n        lastOffset\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LiveCreate($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      session {\n        id\n        createdAt\n        lastOffset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        id\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LiveEnsure($input: EnsureSessionInput!) {\n    ensureSession(input: $input) {\n      created\n      session {\n        id\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n        forkedFrom\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LiveFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        id\n        forkedFrom\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        parentId\n        timestamp\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LiveAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        entryId\n        parentId\n        timestamp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entryIds\n    }\n  }\n"): (typeof documents)["\n  mutation LiveAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entryIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n    }\n  }\n"): (typeof documents)["\n  mutation LiveUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LiveSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation LiveSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiveDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation LiveDelete($input: DeleteSessionInput!) {\n    deleteSession(input: $input) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TranscriptMessageFields on Message {\n    role\n    timestamp\n    content {\n      __typename\n      ... on TextBlock {\n        text\n      }\n      ... on ImageBlock {\n        data\n        mime\n      }\n      ... on ThinkingBlock {\n        text\n        signature\n      }\n      ... on FunctionCallBlock {\n        callId\n        functionId\n        arguments\n      }\n      ... on FunctionResultBlock {\n        functionCallId\n        content\n      }\n    }\n    ... on AssistantMessage {\n      stopReason\n      nativeStopReason\n      errorKind\n      usage {\n        input\n        output\n        cacheRead\n        cacheWrite\n        reasoning\n      }\n      warnings\n    }\n    ... on FunctionResultMessage {\n      functionCallId\n      functionId\n      details\n    }\n    ... on CustomMessage {\n      customType\n      details\n    }\n  }\n"): (typeof documents)["\n  fragment TranscriptMessageFields on Message {\n    role\n    timestamp\n    content {\n      __typename\n      ... on TextBlock {\n        text\n      }\n      ... on ImageBlock {\n        data\n        mime\n      }\n      ... on ThinkingBlock {\n        text\n        signature\n      }\n      ... on FunctionCallBlock {\n        callId\n        functionId\n        arguments\n      }\n      ... on FunctionResultBlock {\n        functionCallId\n        content\n      }\n    }\n    ... on AssistantMessage {\n      stopReason\n      nativeStopReason\n      errorKind\n      usage {\n        input\n        output\n        cacheRead\n        cacheWrite\n        reasoning\n      }\n      warnings\n    }\n    ... on FunctionResultMessage {\n      functionCallId\n      functionId\n      details\n    }\n    ... on CustomMessage {\n      customType\n      details\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TranscriptEntryFields on Entry {\n    __typename\n    entryId\n    sessionId\n    parentId\n    kind\n    revision\n    timestamp\n    origin\n    ... on MessageEntry {\n      message {\n        ...TranscriptMessageFields\n      }\n    }\n    ... on CustomEntry {\n      customType\n      data\n    }\n  }\n"): (typeof documents)["\n  fragment TranscriptEntryFields on Entry {\n    __typename\n    entryId\n    sessionId\n    parentId\n    kind\n    revision\n    timestamp\n    origin\n    ... on MessageEntry {\n      message {\n        ...TranscriptMessageFields\n      }\n    }\n    ... on CustomEntry {\n      customType\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranscriptAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        ...TranscriptEntryFields\n      }\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TranscriptAppend($input: AppendEntryInput!) {\n    appendEntry(input: $input) {\n      created\n      entry {\n        ...TranscriptEntryFields\n      }\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranscriptAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entries {\n        ...TranscriptEntryFields\n      }\n      entryIds\n      lastEntryId\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TranscriptAppendMany($input: AppendMessagesInput!) {\n    appendMessages(input: $input) {\n      entries {\n        ...TranscriptEntryFields\n      }\n      entryIds\n      lastEntryId\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranscriptUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n      entry {\n        ...TranscriptEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TranscriptUpdate($input: UpdateMessageInput!) {\n    updateMessage(input: $input) {\n      updated\n      revision\n      entry {\n        ...TranscriptEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranscriptMessages($id: ID!, $first: Int, $after: String, $fromEntryId: ID, $roles: [MessageRole!], $includeCustom: Boolean) {\n    session(id: $id) {\n      messages(first: $first, after: $after, fromEntryId: $fromEntryId, roles: $roles, includeCustom: $includeCustom) {\n        edges {\n          cursor\n          node {\n            entryId\n          }\n        }\n        nodes {\n          ...TranscriptEntryFields\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TranscriptMessages($id: ID!, $first: Int, $after: String, $fromEntryId: ID, $roles: [MessageRole!], $includeCustom: Boolean) {\n    session(id: $id) {\n      messages(first: $first, after: $after, fromEntryId: $fromEntryId, roles: $roles, includeCustom: $includeCustom) {\n        edges {\n          cursor\n          node {\n            entryId\n          }\n        }\n        nodes {\n          ...TranscriptEntryFields\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranscriptEntry($sessionId: ID!, $id: ID!) {\n    entry(sessionId: $sessionId, id: $id) {\n      ...TranscriptEntryFields\n    }\n    session(id: $sessionId) {\n      entry(id: $id) {\n        ...TranscriptEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TranscriptEntry($sessionId: ID!, $id: ID!) {\n    entry(sessionId: $sessionId, id: $id) {\n      ...TranscriptEntryFields\n    }\n    session(id: $sessionId) {\n      entry(id: $id) {\n        ...TranscriptEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranscriptSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      activeLeafId\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TranscriptSetLeaf($input: SetActiveLeafInput!) {\n    setActiveLeaf(input: $input) {\n      activeLeafId\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranscriptFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TranscriptFork($input: ForkSessionInput!) {\n    forkSession(input: $input) {\n      session {\n        ...SessionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranscriptSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TranscriptSetMeta($input: SetSessionMetaInput!) {\n    setSessionMeta(input: $input) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranscriptSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TranscriptSetStatus($input: SetSessionStatusInput!) {\n    setSessionStatus(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranscriptEvents($id: ID!, $after: String) {\n    session(id: $id) {\n      lastOffset\n      events(after: $after, first: 500) {\n        nodes {\n          offset\n          type\n          sessionId\n          at\n          ... on SessionCreatedEvent {\n            title\n            forkedFrom\n            createdAt\n          }\n          ... on MessageAddedEvent {\n            entryId\n            parentId\n            origin\n            entry {\n              ...TranscriptEntryFields\n            }\n          }\n          ... on MessageUpdatedEvent {\n            entryId\n            revision\n            origin\n            entry {\n              ...TranscriptEntryFields\n            }\n          }\n          ... on ActiveLeafSetEvent {\n            entryId\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TranscriptEvents($id: ID!, $after: String) {\n    session(id: $id) {\n      lastOffset\n      events(after: $after, first: 500) {\n        nodes {\n          offset\n          type\n          sessionId\n          at\n          ... on SessionCreatedEvent {\n            title\n            forkedFrom\n            createdAt\n          }\n          ... on MessageAddedEvent {\n            entryId\n            parentId\n            origin\n            entry {\n              ...TranscriptEntryFields\n            }\n          }\n          ... on MessageUpdatedEvent {\n            entryId\n            revision\n            origin\n            entry {\n              ...TranscriptEntryFields\n            }\n          }\n          ... on ActiveLeafSetEvent {\n            entryId\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query TranscriptSessionsCursor {\n            sessions(first: 1) {\n              pageInfo {\n                endCursor\n              }\n            }\n          }\n        "): (typeof documents)["\n          query TranscriptSessionsCursor {\n            sessions(first: 1) {\n              pageInfo {\n                endCursor\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query TranscriptCountForks($metadata: JSONObject) {\n              sessions(first: 500, metadata: $metadata) {\n                nodes {\n                  id\n                }\n              }\n            }\n          "): (typeof documents)["\n            query TranscriptCountForks($metadata: JSONObject) {\n              sessions(first: 500, metadata: $metadata) {\n                nodes {\n                  id\n                }\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WdCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WdCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WdTurns($id: ID!) {\n    session(id: $id) {\n      usage {\n        requests\n        failedRequests\n      }\n      context {\n        openRequest {\n          offset\n        }\n        items {\n          role\n          content\n        }\n      }\n      events(first: 200) {\n        nodes {\n          ... on LlmRequestSettledEvent {\n            requestOffset\n            result {\n              __typename\n              ... on LlmSucceeded {\n                text\n                rawResponse\n              }\n              ... on LlmFailed {\n                errorMessage\n                rawResponse\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WdTurns($id: ID!) {\n    session(id: $id) {\n      usage {\n        requests\n        failedRequests\n      }\n      context {\n        openRequest {\n          offset\n        }\n        items {\n          role\n          content\n        }\n      }\n      events(first: 200) {\n        nodes {\n          ... on LlmRequestSettledEvent {\n            requestOffset\n            result {\n              __typename\n              ... on LlmSucceeded {\n                text\n                rawResponse\n              }\n              ... on LlmFailed {\n                errorMessage\n                rawResponse\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WpCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WpCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WpState($id: ID!) {\n    session(id: $id) {\n      context {\n        openRequest {\n          claimedBy\n        }\n        items {\n          role\n          content\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WpState($id: ID!) {\n    session(id: $id) {\n      context {\n        openRequest {\n          claimedBy\n        }\n        items {\n          role\n          content\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WkCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WkCreate($metadata: JSONObject) {\n    createSession(input: { metadata: $metadata }) {\n      session {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WkTurns($id: ID!) {\n    session(id: $id) {\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n      context {\n        openRequest {\n          offset\n          claimedBy\n        }\n      }\n      events(first: 200) {\n        nodes {\n          offset\n          ... on LlmRequestRequestedEvent {\n            expiresAt\n          }\n          ... on ContextItemAddedEvent {\n            item {\n              role\n              content\n              llmRequestOffset\n            }\n          }\n          ... on LlmRequestSettledEvent {\n            requestOffset\n            result {\n              __typename\n              ... on LlmSucceeded {\n                text\n                usage {\n                  inputTokens\n                  outputTokens\n                  cachedInputTokens\n                  reasoningOutputTokens\n                }\n                rawResponse\n              }\n              ... on LlmFailed {\n                errorMessage\n                rawResponse\n              }\n              ... on LlmCancelled {\n                reason\n                partialText\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WkTurns($id: ID!) {\n    session(id: $id) {\n      usage {\n        inputTokens\n        outputTokens\n        cachedInputTokens\n        reasoningOutputTokens\n        requests\n        failedRequests\n      }\n      context {\n        openRequest {\n          offset\n          claimedBy\n        }\n      }\n      events(first: 200) {\n        nodes {\n          offset\n          ... on LlmRequestRequestedEvent {\n            expiresAt\n          }\n          ... on ContextItemAddedEvent {\n            item {\n              role\n              content\n              llmRequestOffset\n            }\n          }\n          ... on LlmRequestSettledEvent {\n            requestOffset\n            result {\n              __typename\n              ... on LlmSucceeded {\n                text\n                usage {\n                  inputTokens\n                  outputTokens\n                  cachedInputTokens\n                  reasoningOutputTokens\n                }\n                rawResponse\n              }\n              ... on LlmFailed {\n                errorMessage\n                rawResponse\n              }\n              ... on LlmCancelled {\n                reason\n                partialText\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;