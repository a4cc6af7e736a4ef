// Every GraphQL document the dashboard sends, written with the API's final names (API.md,
// 2026-11-30). They travel as text through the typed client package (packages/client), whose
// `request` and `watchSession` accept a document's text with the result type given here.

export interface Documents {
  sessions: string;
  searchSessions: string;
  sessionsByIds: (count: number) => string;
  sessionHeader: string;
  latestMessages: string;
  olderMessages: string;
  context: string;
  sessionEvents: string;
  listSubscriptions: { created: string; deleted: string; status: string; message: string; meta: string };
  createSession: string;
  sendUserMessage: string;
  regenerate: string;
  setActiveLeaf: string;
  forkSession: string;
  setStatus: string;
  deleteSession: string;
  setDraft: string;
}

const SESSION_SUMMARY = 'id title status statusReason messageCount forkedFrom createdAt updatedAt metadata';

function buildDocuments(): Documents {
  const attachment = 'attachment { id filename mime size url }';
  const blocks = [
    '__typename',
    '... on TextBlock { text }',
    '... on ThinkingBlock { text }',
    // Aliased: ImageBlock.attachment is nullable, FileBlock.attachment is not, and one selection set cannot merge both.
    `... on ImageBlock { mime data${` imageAttachment: ${attachment}`} }`,
    `... on FunctionCallBlock { callId functionId arguments }`,
    '... on FunctionResultBlock { functionCallId content }',
    `... on FileBlock { ${attachment} }`,
  ].join(' ');
  const entry = [
    '__typename',
    'entryId parentId revision timestamp origin',
    'siblings { entryId tipEntryId }',
    '... on MessageEntry { message { __typename role timestamp',
    `content { ${blocks} }`,
    '... on AssistantMessage { stopReason errorKind usage { input output } }',
    '... on FunctionResultMessage { functionCallId functionId details }',
    '... on CustomMessage { customType }',
    '} }',
    '... on CustomEntry { customType data }',
  ].join(' ');
  const header = [
    'id title description metadata status statusReason messageCount forkedFrom createdAt updatedAt activeLeafId lastOffset',
    'usage { inputTokens outputTokens cachedInputTokens reasoningOutputTokens requests failedRequests }',
    'draft { text }',
  ].join(' ');
  const backwardInfo = 'pageInfo { hasPreviousPage startCursor hasNextPage endCursor }';
  const settledResult = `result { __typename ... on LlmSucceeded { text } ... on LlmFailed { errorMessage } ... on LlmCancelled { reason partialText } }`;
  // The newest stored events, for the replies of the turn loop (they live on the stream, not in the transcript).
  // A context item tells whether it asked for a request: fresh input starts a new turn, a failure without it is retried.
  const triggerItem = '... on ContextItemAddedEvent { item { role llmRequestPolicy compaction { replacesHistoryThrough } } }';
  const recentTurns = `events(last: 200) { nodes { __typename offset at
    ... on LlmRequestRequestedEvent { requestedAt expiresAt triggerEntryId } ... on LlmRequestSettledEvent { requestOffset ${settledResult} } ${triggerItem} } }`;
  const prompt = 'prompt { offset role content }';
  const actor = [
    '__typename',
    '... on UserActor { origin }',
    '... on AgentActor { path }',
    '... on ScriptActor { executionId }',
    '... on IntegrationActor { name }',
    '... on SlackActor { userId botName }',
    '... on TelegramActor { userId username }',
    '... on EmailActor { address senderName: name }',
    '... on GithubActor { login }',
  ].join(' ');
  const listFilter = '$metadata: JSONObject';

  return {
    sessions: `query DashboardSessions($first: Int, $after: String, $order: SessionOrder, $status: SessionStatus, $metadata: JSONObject) {
      sessions(first: $first, after: $after, order: $order, status: $status, metadata: $metadata) {
        nodes { ${SESSION_SUMMARY} } pageInfo { hasNextPage endCursor } } }`,
    searchSessions: `query DashboardSearch($query: String!, $first: Int, $after: String, $status: SessionStatus, $metadata: JSONObject) {
      searchSessions(query: $query, first: $first, after: $after, status: $status, metadata: $metadata) {
        nodes { rank session { ${SESSION_SUMMARY} } snippets { entryId text } } pageInfo { hasNextPage endCursor } } }`,
    sessionsByIds: (count) => {
      const vars = Array.from({ length: count }, (_, i) => `$id${i}: ID!`).join(', ');
      const fields = Array.from({ length: count }, (_, i) => `s${i}: session(id: $id${i}) { ${SESSION_SUMMARY} }`).join(' ');
      return `query DashboardSessionsByIds(${vars}) { ${fields} }`;
    },
    sessionHeader: `query DashboardSession($id: ID!) { session(id: $id) { ${header} } }`,
    latestMessages: `query DashboardLatestMessages($id: ID!, $last: Int) {
      session(id: $id) { ${header} messages(last: $last) { nodes { ${entry} } ${backwardInfo} } ${recentTurns} } }`,
    olderMessages: `query DashboardOlderMessages($id: ID!, $last: Int, $before: String) {
      session(id: $id) { messages(last: $last, before: $before) { nodes { ${entry} } ${backwardInfo} } } }`,
    context: `query DashboardContext($id: ID!) { session(id: $id) { id usage { inputTokens outputTokens cachedInputTokens reasoningOutputTokens requests failedRequests }
      context {
        items { offset role content key llmRequestPolicy llmRequestOffset compaction { replacesHistoryThrough } actor { ${actor} } }
        ${prompt}
        openRequest { offset requestedAt expiresAt claimedBy claimExpiresAt ${prompt} }
        pendingTriggerOffset lastRequestOffset nextRequestAt failedAttempts } } }`,
    sessionEvents: `subscription DashboardSessionEvents($sessionId: ID!, $after: SafeInt) {
      sessionEvents(sessionId: $sessionId, after: $after) {
        __typename offset at
        ... on MessageAddedEvent { entry { ${entry} } }
        ... on MessageUpdatedEvent { revision entry { ${entry} } }
        ... on ActiveLeafSetEvent { entryId }
        ... on SessionStatusChangedEvent { status statusReason }
        ... on SessionMetaUpdatedEvent { title description metadata }
        ... on LlmRequestRequestedEvent { requestedAt expiresAt triggerEntryId }
        ... on LlmRequestSettledEvent { requestOffset ${settledResult} }
        ${triggerItem} } }`,
    listSubscriptions: {
      created: `subscription DashboardSessionCreated(${listFilter}) { sessionCreated(filter: { metadata: $metadata }) {
        sessionId at title status forkedFrom createdAt metadata } }`,
      deleted: `subscription DashboardSessionDeleted(${listFilter}) { sessionDeleted(filter: { metadata: $metadata }) { sessionId at } }`,
      status: `subscription DashboardSessionStatus(${listFilter}) { sessionStatusChanged(filter: { metadata: $metadata }) {
        sessionId at status statusReason } }`,
      message: `subscription DashboardMessageAdded(${listFilter}) { messageAdded(filter: { metadata: $metadata }) {
        sessionId at entry { __typename } } }`,
      meta: `subscription DashboardSessionMeta(${listFilter}) { sessionMetaUpdated(filter: { metadata: $metadata }) {
        sessionId at title metadata } }`,
    },
    createSession: `mutation DashboardCreateSession($title: String, $metadata: JSONObject) {
      createSession(input: { title: $title, metadata: $metadata }) { session { id } } }`,
    // One user turn (SPEC §11): the message in the transcript and its context item in one call;
    // the reply lands in the transcript. `parentId` (an earlier message's parent) edits: a new branch.
    sendUserMessage: `mutation DashboardSendUserMessage($sessionId: ID!, $text: String!, $policy: LlmRequestPolicy!, $parentId: ID) {
      sendMessage(input: { sessionId: $sessionId, parentId: $parentId, origin: { source: "dashboard" },
        message: { content: [{ text: { text: $text } }] }, llmRequestPolicy: $policy }) { entry { entryId } contextOffset } }`,
    regenerate: `mutation DashboardRegenerate($sessionId: ID!, $entryId: ID!) {
      regenerate(input: { sessionId: $sessionId, entryId: $entryId }) { requestOffset } }`,
    setActiveLeaf: `mutation DashboardSetActiveLeaf($sessionId: ID!, $entryId: ID!) {
      setActiveLeaf(input: { sessionId: $sessionId, entryId: $entryId }) { session { id activeLeafId lastOffset } } }`,
    forkSession: `mutation DashboardForkSession($sessionId: ID!, $entryId: ID!, $title: String) {
      forkSession(input: { sessionId: $sessionId, entryId: $entryId, title: $title }) { session { id } } }`,
    setStatus: `mutation DashboardSetStatus($sessionId: ID!, $status: SessionStatus!, $reason: String) {
      setSessionStatus(input: { sessionId: $sessionId, status: $status, reason: $reason }) { status session { id status statusReason } } }`,
    deleteSession: `mutation DashboardDeleteSession($sessionId: ID!) { deleteSession(input: { sessionId: $sessionId }) { deleted } }`,
    setDraft: `mutation DashboardSetDraft($sessionId: ID!, $text: String!) {
      setDraft(input: { sessionId: $sessionId, text: $text }) { session { id } } }`,
  };
}

export const documents: Documents = buildDocuments();
