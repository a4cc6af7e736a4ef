// Which parts of the final API (API.md, 2026-11-30) the connected server has. The dashboard is
// written against the final names; against a server that lacks a part it leaves that part out
// (e.g. no search box without `searchSessions`) instead of failing every query. Each probe is
// a tiny document that only validates (it names no existing session), so it needs no
// introspection. Once every server has them all, `ALL_FEATURES` can replace the probe.

export interface Features {
  /** Entry.entryId (per-session id; Entry.id is global). */
  entryIds: boolean;
  /** FunctionCallBlock.callId. */
  callIds: boolean;
  /** messages(last:, before:) and PageInfo.startCursor / hasPreviousPage. */
  backwardPaging: boolean;
  /** SessionStatus.WAITING. */
  waiting: boolean;
  /** Query.searchSessions. */
  search: boolean;
  /** FileBlock and ImageBlock.attachment. */
  attachments: boolean;
  /** Session.draft and setDraft. */
  drafts: boolean;
  /** Session.usage. */
  usage: boolean;
  /** LlmRequest.prompt / claimedBy / claimExpiresAt. */
  claims: boolean;
  /** Entry.siblings (branch points). */
  siblings: boolean;
}

export const ALL_FEATURES: Features = {
  entryIds: true,
  callIds: true,
  backwardPaging: true,
  waiting: true,
  search: true,
  attachments: true,
  drafts: true,
  usage: true,
  claims: true,
  siblings: true,
};

const inSession = (selection: string) => `query DashboardProbe($id: ID!) { session(id: $id) { ${selection} } }`;
const inEntries = (selection: string) => inSession(`messages(first: 1) { nodes { ${selection} } }`);
const inContent = (selection: string) => inEntries(`... on MessageEntry { message { content { ${selection} } } }`);

export const FEATURE_PROBES: Record<keyof Features, string> = {
  entryIds: inEntries('entryId'),
  callIds: inContent('... on FunctionCallBlock { callId }'),
  backwardPaging: inSession('messages(last: 1, before: null) { pageInfo { startCursor hasPreviousPage } }'),
  waiting: 'query DashboardProbe($id: ID!) { session(id: $id) { id } sessions(first: 1, status: WAITING) { pageInfo { hasNextPage } } }',
  search: 'query DashboardProbe($id: ID!) { session(id: $id) { id } searchSessions(query: $id, first: 1) { pageInfo { hasNextPage } } }',
  attachments: inContent('... on FileBlock { attachment { url } } ... on ImageBlock { attachment { url } }'),
  drafts: inSession('draft { text }'),
  usage: inSession('usage { requests }'),
  claims: inSession('context { openRequest { claimedBy claimExpiresAt prompt { role } } }'),
  siblings: inEntries('siblings { entryId tipEntryId }'),
};

/** A probe answer means "missing" only when the document did not validate. */
export const probeSucceeded = (errors: readonly { extensions?: { code?: unknown } }[] | undefined): boolean =>
  !errors?.some((e) => e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED');
