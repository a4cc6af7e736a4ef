// Transcript operations (SPEC §2): append, append-many, update-message, set-active-leaf,
// read one entry, page the active path, fork.
import { decodeMessageCursor, encodeMessageCursor } from '../domain/cursor.js';
import { notFound, ServiceError } from '../domain/errors.js';
import { newId } from '../domain/ids.js';
import { emptyPage, pageSize, paginate, type KeyRange, type KeysetList } from '../domain/paging.js';
import { pathSegments, segmentsBetween, type PathSegment } from '../domain/path.js';
import { check, type UncheckedBlock, type UncheckedMessage } from '../domain/validation.js';
import type { MessageRecord, MessageRole } from '../domain/message.js';
import type { EntryRecord, JsonObject, JsonValue, Page, SessionRecord } from '../domain/types.js';
import * as entries from '../store/entries.js';
import type { PathFilter, StoredEntry } from '../store/entries.js';
import { appendChain, type NewEntry } from '../store/append.js';
import * as sessions from '../store/sessions.js';
import { resolveAttachmentBlocks, resolveMessages } from './attachments.js';
import { isLargeInput, yieldToIo } from './large-input.js';
import type { ServiceDeps } from './deps.js';
import { newSessionRecord, recordCreated, requireSession } from './sessions.js';
import { findSession, isConfined, lockSession, orNotFound, stampTenant } from './tenancy.js';
import { publishCommitted, transact, withMetadata, withStorage } from './transaction.js';

const entryNotFound = (id: string) => new ServiceError('ENTRY_NOT_FOUND', `Entry "${id}" not found in this session.`, { entryId: id });
const parentNotFound = (id: string) => new ServiceError('PARENT_NOT_FOUND', `Parent entry "${id}" not found in this session.`, { parentId: id });

/** What a new entry carries, before it gets its id and place. */
/** Attempts before an append gives up on a session whose metadata keeps changing under it. */
const APPEND_ATTEMPTS = 5;

/**
 * Appends a chain of entries in one database call and publishes the events it stored after
 * commit. A caller confined to a tenant has the session checked first (the tenant guard);
 * the function then refuses to write if the metadata changed since that check.
 */
async function appendEntries(
  deps: ServiceDeps,
  args: { sessionId: string; entryId: string | null; parentId: string | null; entries: readonly NewEntry[]; origin: JsonObject | null },
  large = false,
): Promise<{ entries: EntryRecord[]; created: boolean; session: SessionRecord }> {
  for (let attempt = 1; ; attempt++) {
    let seenMetadata: JsonObject | null = null;
    if (isConfined(deps.identity)) {
      seenMetadata = orNotFound(await findSession(deps, args.sessionId), args.sessionId).metadata;
    }
    const now = deps.now();
    // Large inputs: validation, serialization and parsing the stored row each get their own turn.
    if (large) await yieldToIo();
    const result = await withStorage(deps, () => appendChain(deps.db, { ...args, seenMetadata, now }));
    if (large) await yieldToIo();
    switch (result.status) {
      case 'not_found':
        throw notFound(args.sessionId);
      case 'parent_not_found':
        throw parentNotFound(args.parentId ?? '');
      case 'replay':
        return { entries: [result.entry], created: false, session: result.session };
      case 'metadata_changed':
        if (attempt < APPEND_ATTEMPTS) continue;
        throw new ServiceError('STORAGE_UNAVAILABLE', 'The session kept changing during the append; nothing was written. Try again.');
      case 'ok':
        await publishCommitted(
          deps,
          result.events.map((event) => withMetadata(event, result.session.metadata)),
        );
        return { entries: result.events.map((e) => e.payload.entry), created: true, session: result.session };
    }
  }
}

export interface AppendEntryInput {
  sessionId: string;
  entryId?: string | null | undefined;
  parentId?: string | null | undefined;
  message?: UncheckedMessage | null | undefined;
  custom?: { customType: string; data?: JsonValue | null | undefined } | null | undefined;
  origin?: JsonObject | null | undefined;
}

function validateOrigin(deps: ServiceDeps, origin: JsonObject | null | undefined): JsonObject | null {
  return origin == null ? null : check(deps.validators().jsonObject, origin, 'input.origin');
}

export async function appendEntry(
  deps: ServiceDeps,
  input: AppendEntryInput,
): Promise<{ entry: EntryRecord; created: boolean; session: SessionRecord }> {
  const s = deps.validators();
  if ((input.message == null) === (input.custom == null)) {
    throw new ServiceError('BAD_USER_INPUT', 'input: give exactly one of `message` or `custom`.', { field: 'input' });
  }
  // Parsing the request (and its variables) was one step; validation is the next.
  const large = isLargeInput(input.message ?? input.custom);
  if (large) await yieldToIo();
  const message = input.message != null ? check(s.message, input.message, 'input.message') : null;
  const custom = message === null ? check(s.customEntry, input.custom, 'input.custom') : null;
  const entryId = input.entryId == null ? null : check(s.callerId, input.entryId, 'input.entryId');
  const origin = validateOrigin(deps, input.origin);
  const id = entryId ?? newId('e');
  const entry: NewEntry =
    message !== null
      ? { id, kind: 'message', body: (await resolveMessages(deps, deps.db, input.sessionId, [message], () => 'input.message.content'))[0]! }
      : { id, kind: 'custom', body: { customType: custom!.customType, data: custom!.data ?? null } };
  const result = await appendEntries(
    deps,
    {
      sessionId: input.sessionId,
      entryId,
      parentId: input.parentId ?? null,
      entries: [entry],
      origin,
    },
    large,
  );
  return { entry: result.entries[0]!, created: result.created, session: result.session };
}

export interface AppendMessagesInput {
  sessionId: string;
  parentId?: string | null | undefined;
  messages: readonly UncheckedMessage[];
  origin?: JsonObject | null | undefined;
}

export async function appendMessages(deps: ServiceDeps, input: AppendMessagesInput): Promise<{ entries: EntryRecord[]; session: SessionRecord }> {
  if (input.messages.length === 0) {
    throw new ServiceError('EMPTY_BATCH', 'input.messages: give at least one message.', { field: 'input.messages' });
  }
  const { maxBatchMessages } = deps.settings.current.limits;
  if (input.messages.length > maxBatchMessages) {
    throw new ServiceError('BAD_USER_INPUT', `input.messages: more than ${maxBatchMessages} messages in one call.`, {
      field: 'input.messages',
    });
  }
  const s = deps.validators();
  const large = isLargeInput(input.messages);
  if (large) await yieldToIo();
  const written = input.messages.map((m, i) => check(s.message, m, `input.messages[${i}]`));
  const origin = validateOrigin(deps, input.origin);
  const messages = await resolveMessages(deps, deps.db, input.sessionId, written, (i) => `input.messages[${i}].content`);
  const result = await appendEntries(
    deps,
    {
      sessionId: input.sessionId,
      entryId: null,
      parentId: input.parentId ?? null,
      entries: messages.map((message) => ({ id: newId('e'), kind: 'message' as const, body: message })),
      origin,
    },
    large,
  );
  return { entries: result.entries, session: result.session };
}

export interface UpdateMessageInput {
  sessionId: string;
  entryId: string;
  content: readonly UncheckedBlock[];
  details?: JsonValue | undefined;
  expectedRevision?: number | null | undefined;
  origin?: JsonObject | null | undefined;
}

export async function updateMessage(
  deps: ServiceDeps,
  input: UpdateMessageInput,
): Promise<{ updated: boolean; revision: number; entry: EntryRecord }> {
  const s = deps.validators();
  const written = check(s.content, input.content, 'input.content');
  const details = input.details === undefined ? undefined : check(s.jsonValue, input.details, 'input.details');
  const origin = validateOrigin(deps, input.origin);
  if (input.expectedRevision != null && input.expectedRevision < 0) {
    throw new ServiceError('BAD_USER_INPUT', 'input.expectedRevision: must not be negative.', { field: 'input.expectedRevision' });
  }
  return transact(deps, async (trx, writer) => {
    const session = await requireSession(deps, trx, input.sessionId);
    const found = await entries.getEntry(trx, session.id, input.entryId);
    if (!found) throw entryNotFound(input.entryId);
    const content = await resolveAttachmentBlocks(deps, trx, session.id, written, 'input.content');
    const current = found.entry;
    if (current.kind !== 'message') {
      throw new ServiceError('INVALID_ENTRY_KIND', `Entry "${current.id}" is a custom entry; only message entries can be updated.`);
    }
    const role = current.message.role;
    if (details !== undefined && role !== 'function_result' && role !== 'custom') {
      throw new ServiceError('DETAILS_NOT_SUPPORTED', `\`details\` can only be set on function_result and custom messages, not ${role}.`);
    }
    if (input.expectedRevision != null && input.expectedRevision !== current.revision) {
      return { updated: false, revision: current.revision, entry: current };
    }
    const message: MessageRecord = { ...current.message, content };
    if (details !== undefined) (message as { details?: JsonValue }).details = details;
    const { maxMessageBytes } = deps.settings.current.limits;
    if (Buffer.byteLength(JSON.stringify(message), 'utf8') > maxMessageBytes) {
      throw new ServiceError('BAD_USER_INPUT', `input.content: the message would be larger than ${maxMessageBytes} bytes as JSON.`, {
        field: 'input.content',
      });
    }
    const entry: EntryRecord = { ...current, message, revision: current.revision + 1 };
    await entries.updateEntryContent(trx, entry);
    session.updatedAt = deps.now();
    writer.append(session, { type: 'message_updated', payload: { entry, revision: entry.revision, origin } }, session.updatedAt);
    await sessions.saveSession(trx, session);
    return { updated: true, revision: entry.revision, entry };
  });
}

export async function setActiveLeaf(deps: ServiceDeps, input: { sessionId: string; entryId: string }): Promise<SessionRecord> {
  return transact(deps, async (trx, writer) => {
    const session = await requireSession(deps, trx, input.sessionId);
    const entry = await entries.getEntry(trx, session.id, input.entryId);
    if (!entry) throw entryNotFound(input.entryId);
    if (session.activeLeafId === input.entryId) return session; // already there: nothing changes
    session.activeLeafId = input.entryId;
    session.updatedAt = deps.now();
    writer.append(session, { type: 'active_leaf_set', payload: { entryId: input.entryId } }, session.updatedAt);
    await sessions.saveSession(trx, session);
    return session;
  });
}

/** One entry of a session the caller can see (null otherwise). */
export async function getEntry(deps: ServiceDeps, sessionId: string, id: string): Promise<EntryRecord | null> {
  return withStorage(deps, async () => {
    const session = await findSession(deps, sessionId);
    if (!session) return null;
    return (await entries.getEntry(deps.db, sessionId, id))?.entry ?? null;
  });
}

/** One entry of a session already resolved for the caller. */
export async function getEntryOf(deps: ServiceDeps, session: SessionRecord, id: string): Promise<EntryRecord | null> {
  const found = await withStorage(deps, () => entries.getEntry(deps.db, session.id, id));
  return found?.entry ?? null;
}

export interface MessagesInput {
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  fromEntryId?: string | null | undefined;
  roles?: readonly MessageRole[] | null | undefined;
  includeCustom?: boolean | null | undefined;
}

function pathFilterOf(input: MessagesInput): PathFilter {
  // Deduplicated: the list becomes one bind parameter per role, and a caller repeating a role
  // 70,000 times overran Postgres' parameter limit.
  return input.roles != null ? { kind: 'roles', roles: [...new Set(input.roles)] } : input.includeCustom ? { kind: 'all' } : { kind: 'messages' };
}

/**
 * The first read of a page, done together with the session's own read (findSessionForMessages)
 * on the active leaf's branch only. Answers paginate's first read when the window does not
 * reach above that branch; otherwise the page reads the path as usual.
 */
interface FirstRead {
  after: number | null;
  before: number | null;
  direction: 'forward' | 'backward';
  limit: number;
  filterKey: string;
  entries: StoredEntry[];
  probed: boolean | null;
}

/**
 * A session as the page reads of this module may receive it: with what was read alongside it
 * in the same statement, for this very record (a page of another read never sees it).
 */
export interface SessionWithReadAhead extends SessionRecord {
  /** Where the record's active leaf sits (store.SessionWithLeaf). */
  activeLeaf?: sessions.ActiveLeafPosition;
  /** The first read of a page (findSessionForMessages). */
  firstRead?: FirstRead;
}

/**
 * `session(id:)` when the request pages its messages: the session (through the tenant guard,
 * tenancy.findSession), where its active leaf sits and the page's first read, in one statement.
 * Arguments it cannot plan for (a bad cursor, fromEntryId, no roles) are left to `messages`,
 * which reports them as usual.
 */
export async function findSessionForMessages(deps: ServiceDeps, id: string, input: MessagesInput): Promise<SessionWithReadAhead | null> {
  if (input.fromEntryId != null) return findSession(deps, id);
  let after: number | null;
  let before: number | null;
  try {
    after = input.after == null ? null : decodeMessageCursor(input.after);
    before = input.before == null ? null : decodeMessageCursor(input.before);
  } catch {
    return findSession(deps, id);
  }
  const filter = pathFilterOf(input);
  if (filter.kind === 'roles' && filter.roles.length === 0) return findSession(deps, id);
  // As paginate reads: `last` without `first` reads backward; page size + 1 items.
  const backward = input.last != null && input.first == null;
  const direction = backward ? 'backward' : 'forward';
  const limit = pageSize(deps, backward ? input.last : input.first) + 1;
  const probe = (backward ? before : after) != null;
  return findSession(deps, id, deps.db, async (db, sessionId) => {
    const got = await entries.readSessionWithLeafBranch(db, sessionId, { after, before, direction, limit, filter, probe });
    if (!got) return null;
    const session: sessions.LockedSession & SessionWithReadAhead = sessions.sessionFromRow(got.row);
    if (got.leaf && session.activeLeafId !== null) {
      session.activeLeaf = { id: session.activeLeafId, ...got.leaf };
      session.firstRead = { after, before, direction, limit, filterKey: JSON.stringify(filter), entries: got.entries, probed: got.probed };
    }
    return session;
  });
}

/** The prefetched first read when it is the whole answer to this read of this path, else null. */
function firstReadAnswer(
  session: SessionWithReadAhead,
  path: readonly PathSegment[],
  filter: PathFilter,
  range: { after: number | null; before: number | null },
  direction: 'forward' | 'backward',
  limit: number,
): { items: StoredEntry[]; beyondStart: boolean | null } | null {
  const pre = session.firstRead;
  const leafSegment = path[path.length - 1];
  if (!pre || !leafSegment) return null;
  if (pre.after !== range.after || pre.before !== range.before || pre.direction !== direction || pre.limit !== limit) return null;
  if (pre.filterKey !== JSON.stringify(filter)) return null;
  const onLeafBranch = (segments: readonly PathSegment[]) => segments.every((s) => s.branch === leafSegment.branch);
  const window = segmentsBetween(path, range.after, range.before);
  // Forward, the read covered the window's part on the leaf branch; backward, it read from the leaf end up.
  const complete = onLeafBranch(window) || (direction === 'backward' && pre.entries.length >= limit);
  if (!complete) return null;
  let beyondStart: boolean | null = null;
  if (pre.probed !== null) {
    const region =
      direction === 'forward'
        ? segmentsBetween(path, null, range.after === null ? null : range.after + 1)
        : segmentsBetween(path, range.before === null ? null : range.before - 1, null);
    beyondStart = pre.probed || (onLeafBranch(region) ? false : null);
  }
  return { items: pre.entries, beyondStart };
}

/**
 * A page of the active path (or root → fromEntryId), in path order, either direction (see
 * domain/paging.ts): `last: 50` is the newest 50. Unknown fromEntryId → ENTRY_NOT_FOUND.
 */
export async function messages(deps: ServiceDeps, session: SessionWithReadAhead, input: MessagesInput): Promise<Page<EntryRecord>> {
  const after = input.after == null ? null : decodeMessageCursor(input.after);
  const before = input.before == null ? null : decodeMessageCursor(input.before);
  const filter = pathFilterOf(input);
  if (filter.kind === 'roles' && filter.roles.length === 0) return emptyPage();
  const leafId = input.fromEntryId ?? session.activeLeafId;
  if (leafId == null) return emptyPage();
  return withStorage(deps, async () => {
    // The active leaf's position usually came with the session (one read fewer per page).
    const known = input.fromEntryId == null ? session.activeLeaf : undefined;
    const leaf = known?.id === leafId ? known : await entries.getPosition(deps.db, session.id, leafId);
    if (!leaf) {
      if (input.fromEntryId != null) throw entryNotFound(input.fromEntryId);
      return emptyPage<EntryRecord>();
    }
    const path = pathSegments(leaf.chain, leaf.depth);
    const prefetched = (range: KeyRange<number>, direction: 'forward' | 'backward', limit: number) =>
      input.fromEntryId == null ? firstReadAnswer(session, path, filter, range, direction, limit) : null;
    const list: KeysetList<StoredEntry, number> = {
      read: async (range, direction, limit) =>
        prefetched(range, direction, limit)?.items ??
        entries.readPath(deps.db, session.id, segmentsBetween(path, range.after, range.before), filter, limit, direction),
      // The has-previous (has-next) check of a page after (before) a cursor rides along with the read.
      readAndProbe: async (range, direction, limit) => {
        const answer = prefetched(range, direction, limit);
        if (answer) return { items: answer.items, beyondStart: answer.beyondStart };
        const probe = direction === 'forward' ? segmentsBetween(path, null, range.after! + 1) : segmentsBetween(path, range.before! - 1, null);
        const read = await entries.readPathAndProbe(
          deps.db,
          session.id,
          segmentsBetween(path, range.after, range.before),
          filter,
          limit,
          direction,
          probe,
        );
        return { items: read.entries, beyondStart: read.probed };
      },
      keyOf: (row) => row.depth,
      cursorOf: (row) => encodeMessageCursor(row.depth),
    };
    const page = await paginate(list, { first: input.first, last: input.last, after, before }, (n) => pageSize(deps, n));
    return { ...page, items: page.items.map((row) => row.entry) };
  });
}

export async function forkSession(
  deps: ServiceDeps,
  input: { sessionId: string; entryId: string; title?: string | null | undefined },
): Promise<SessionRecord> {
  const title = input.title == null ? undefined : check(deps.validators().shortText, input.title, 'input.title');
  return transact(deps, async (trx, writer) => {
    // A share lock keeps the source from being deleted mid-copy; appends to it wait briefly.
    const source = orNotFound(await lockSession(deps, trx, input.sessionId, 'share'), input.sessionId);
    const point = await entries.getPosition(trx, source.id, input.entryId);
    if (!point) throw entryNotFound(input.entryId);
    const fork = newSessionRecord(
      newId('s'),
      { title: title ?? source.title, description: source.description, metadata: stampTenant(deps.identity, source.metadata) },
      deps.now(),
      source.id,
    );
    const copy = await entries.copyPath(
      trx,
      { sessionId: source.id, segments: pathSegments(point.chain, point.depth) },
      // Fresh ids for the copies, one per entry of the path (depths 0 … fork point).
      { sessionId: fork.id, branch: 1, ids: Array.from({ length: point.depth + 1 }, () => newId('e')) },
    );
    fork.branchCount = 1;
    fork.messageCount = copy.messageCount;
    fork.activeLeafId = copy.leafId;
    await entries.insertBranch(trx, fork.id, { id: 1, startDepth: 0, tipDepth: copy.depth, chain: [[1, 0]] });
    recordCreated(writer, fork);
    await sessions.insertSession(trx, fork);
    return fork;
  });
}
