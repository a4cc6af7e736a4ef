// Which parts of the final API (API.md, 2026-11-30) the connected server has. The dashboard is
// written against the final names; against a server that lacks a part it leaves that part out
// (e.g. no search box without `searchSessions`) instead of failing every query. One small
// introspection query answers it; where introspection is off, a tiny probe document per part
// (each only validates: it names no existing session) does. Once every server has them all,
// `ALL_FEATURES` can replace the detection.

export interface Features {
  /** Entry.entryId (per-session id; Entry.id is global). */
  entryIds: boolean;
  /** FunctionCallBlock.callId. */
  callIds: boolean;
  /** messages(last:, before:), events(last:) and PageInfo.startCursor / hasPreviousPage. */
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

/** One request: the few types and fields that differ. */
export const FEATURES_QUERY = `query DashboardFeatures {
  entry: __type(name: "Entry") { fields { name } }
  call: __type(name: "FunctionCallBlock") { fields { name } }
  session: __type(name: "Session") { fields { name args { name } } }
  query: __type(name: "Query") { fields { name } }
  status: __type(name: "SessionStatus") { enumValues { name } }
  block: __type(name: "ContentBlock") { possibleTypes { name } }
  image: __type(name: "ImageBlock") { fields { name } }
  request: __type(name: "LlmRequest") { fields { name } }
  pageInfo: __type(name: "PageInfo") { fields { name } }
}`;

type Named = { name: string };
type TypeInfo = { fields?: (Named & { args?: Named[] })[] | null; enumValues?: Named[] | null; possibleTypes?: Named[] | null } | null;

export function featuresFromIntrospection(data: Record<string, TypeInfo>): Features {
  const fields = (type: string) => new Set((data[type]?.fields ?? []).map((f) => f.name));
  const has = (type: string, ...names: string[]) => names.every((n) => fields(type).has(n));
  const argsOf = (field: string) => new Set((data.session?.fields ?? []).find((f) => f.name === field)?.args?.map((a) => a.name) ?? []);
  const messageArgs = argsOf('messages');
  const eventArgs = argsOf('events');
  const blocks = new Set((data.block?.possibleTypes ?? []).map((t) => t.name));
  return {
    entryIds: has('entry', 'entryId'),
    callIds: has('call', 'callId'),
    backwardPaging: messageArgs.has('last') && messageArgs.has('before') && eventArgs.has('last') && has('pageInfo', 'startCursor', 'hasPreviousPage'),
    waiting: (data.status?.enumValues ?? []).some((v) => v.name === 'WAITING'),
    search: has('query', 'searchSessions'),
    attachments: blocks.has('FileBlock') && has('image', 'attachment'),
    drafts: has('session', 'draft'),
    usage: has('session', 'usage'),
    claims: has('request', 'claimedBy', 'claimExpiresAt', 'prompt'),
    siblings: has('entry', 'siblings'),
  };
}

const inSession = (selection: string) => `query DashboardProbe($id: ID!) { session(id: $id) { ${selection} } }`;
const inEntries = (selection: string) => inSession(`messages(first: 1) { nodes { ${selection} } }`);
const inContent = (selection: string) => inEntries(`... on MessageEntry { message { content { ${selection} } } }`);

export const FEATURE_PROBES: Record<keyof Features, string> = {
  entryIds: inEntries('entryId'),
  callIds: inContent('... on FunctionCallBlock { callId }'),
  backwardPaging: inSession('messages(last: 1, before: null) { pageInfo { startCursor hasPreviousPage } } events(last: 1) { nodes { offset } }'),
  waiting: 'query DashboardProbe($id: ID!) { session(id: $id) { id } sessions(first: 1, status: WAITING) { pageInfo { hasNextPage } } }',
  search: 'query DashboardProbe($id: ID!) { session(id: $id) { id } searchSessions(query: $id, first: 1) { pageInfo { hasNextPage } } }',
  attachments: inContent('... on FileBlock { attachment { url } } ... on ImageBlock { imageAttachment: attachment { url } }'),
  drafts: inSession('draft { text }'),
  usage: inSession('usage { requests }'),
  claims: inSession('context { openRequest { claimedBy claimExpiresAt prompt { role } } }'),
  siblings: inEntries('siblings { entryId tipEntryId }'),
};

/** A probe answer means "missing" only when the document did not validate. */
export const probeSucceeded = (errors: readonly { extensions?: { code?: unknown } }[] | undefined): boolean =>
  !errors?.some((e) => e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED');
