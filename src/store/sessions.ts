// SQL for the sessions table.
import { type Selectable, sql } from 'kysely';
import type { SessionsTable } from '../db/tables.js';
import type { Db } from './db.js';
import { PREPARED } from '../db/named-statements.js';
import type { SessionKey } from '../domain/cursor.js';
import type { BranchChain } from '../domain/path.js';
import type { JsonObject, SessionOrder, SessionRecord, SessionStatus } from '../domain/types.js';

type SessionRow = Selectable<SessionsTable>;

/** The columns a session record is read from: the one list the select list and the raw SQL below derive from. */
const COLUMN_NAMES = [
  'id',
  'title',
  'description',
  'metadata',
  'status',
  'status_reason',
  'forked_from',
  'message_count',
  'created_at',
  'updated_at',
  'active_leaf_id',
  'last_offset',
  'branch_count',
  'expires_at',
] as const satisfies readonly (keyof SessionRow)[];
type Column = (typeof COLUMN_NAMES)[number];

/**
 * Free-text columns travel as JSON strings: PGlite decodes every text field with a TextDecoder
 * that strips a leading U+FEFF (byte order mark), so a title starting with one came back
 * shortened on PGlite only. Inside JSON the mark is not at the start of the field, and both
 * backends return the text exactly.
 */
const JSON_TEXT_COLUMNS: ReadonlySet<Column> = new Set(['title', 'description', 'status_reason']);

/** COLUMN_NAMES as a Kysely select list, typed as the plain columns: `to_jsonb(text)` reads back as the same string. */
const COLUMNS = COLUMN_NAMES.map((c) => (JSON_TEXT_COLUMNS.has(c) ? sql`to_jsonb(${sql.ref(c)})`.as(c) : c)) as unknown as readonly Column[];

/** What a session record is read from. */
export type SessionColumnsRow = Pick<SessionRow, Column>;

/** COLUMNS for a raw statement over `sessions` under `alias` (search reads session records in its own statement). */
export function sessionColumnsSql(alias: string) {
  return sql.join(
    COLUMN_NAMES.map((c) => (JSON_TEXT_COLUMNS.has(c) ? sql`to_jsonb(${sql.ref(`${alias}.${c}`)}) as ${sql.ref(c)}` : sql.ref(`${alias}.${c}`))),
  );
}

/** COLUMNS as plain SQL text for a statement over `sessions` under `alias` (a trusted identifier), for statements built once. */
export function sessionColumnsText(alias: string): string {
  return COLUMN_NAMES.map((c) => (JSON_TEXT_COLUMNS.has(c) ? `to_jsonb(${alias}.${c}) as ${c}` : `${alias}.${c}`)).join(', ');
}

export interface LockedSession extends SessionRecord {
  branchCount: number;
}

/** Maps a sessions row (also as returned by SQL functions via to_jsonb) to a record. */
export function sessionFromRow(row: Pick<SessionRow, Column>): LockedSession {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    metadata: row.metadata as JsonObject,
    status: row.status as SessionStatus,
    statusReason: row.status_reason,
    forkedFrom: row.forked_from,
    messageCount: row.message_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    activeLeafId: row.active_leaf_id,
    lastOffset: row.last_offset,
    branchCount: row.branch_count,
    // Absent in rows of SQL functions written before the column (to_jsonb of an older row type).
    expiresAt: row.expires_at ?? null,
  };
}

export async function getSession(db: Db, id: string): Promise<LockedSession | null> {
  const row = await db.selectFrom('sessions').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? sessionFromRow(row) : null;
}

/** Where a session's active leaf sits in the tree, as read together with the session. */
export interface ActiveLeafPosition {
  id: string;
  depth: number;
  chain: BranchChain;
}

// Built once: this read runs for every `session(id:)`.
const SESSION_COLUMNS_AS_S = sessionColumnsSql('s');

/** A session as read together with where its active leaf sits (getSessionWithActiveLeaf). */
export interface SessionWithLeaf extends LockedSession {
  /** The position of this record's activeLeafId, when it has one. */
  activeLeaf?: ActiveLeafPosition;
}

/**
 * getSession, and in the same statement where its active leaf sits: paging the active path
 * (the common read) then needs no position read of its own.
 */
export async function getSessionWithActiveLeaf(db: Db, id: string): Promise<SessionWithLeaf | null> {
  const { rows } = await sql<SessionColumnsRow & { leaf_depth: number | null; leaf_chain: BranchChain | null }>`${sql.raw(PREPARED)}
    select ${SESSION_COLUMNS_AS_S}, e.depth as leaf_depth, b.chain as leaf_chain
    from sessions s
    left join entries e on e.session_id = s.id and e.id = s.active_leaf_id
    left join branches b on b.session_id = e.session_id and b.id = e.branch
    where s.id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const session: SessionWithLeaf = sessionFromRow(row);
  if (row.active_leaf_id !== null && row.leaf_depth !== null && row.leaf_chain !== null) {
    session.activeLeaf = { id: row.active_leaf_id, depth: row.leaf_depth, chain: row.leaf_chain };
  }
  return session;
}

/** Reads and row-locks a session for the rest of the transaction: writers to one session serialize here. */
export async function lockSession(db: Db, id: string, mode: 'update' | 'share' = 'update'): Promise<LockedSession | null> {
  let query = db.selectFrom('sessions').select(COLUMNS).where('id', '=', id);
  query = mode === 'update' ? query.forUpdate() : query.forShare();
  const row = await query.executeTakeFirst();
  return row ? sessionFromRow(row) : null;
}

function toRow(s: LockedSession) {
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    metadata: JSON.stringify(s.metadata),
    status: s.status,
    status_reason: s.statusReason,
    forked_from: s.forkedFrom,
    message_count: s.messageCount,
    created_at: s.createdAt,
    updated_at: s.updatedAt,
    active_leaf_id: s.activeLeafId,
    last_offset: s.lastOffset,
    branch_count: s.branchCount,
    expires_at: s.expiresAt,
  };
}

export async function insertSession(db: Db, s: LockedSession): Promise<void> {
  await db.insertInto('sessions').values(toRow(s)).execute();
}

/** Inserts unless the id exists; true when this call inserted. */
export async function insertSessionIfAbsent(db: Db, s: LockedSession): Promise<boolean> {
  const result = await db
    .insertInto('sessions')
    .values(toRow(s))
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Writes every mutable column of a locked session back. */
export async function saveSession(db: Db, s: LockedSession): Promise<void> {
  const { id: _id, created_at: _c, ...changes } = toRow(s);
  await db.updateTable('sessions').set(changes).where('id', '=', s.id).execute();
}

export async function deleteSessionRows(db: Db, id: string): Promise<void> {
  await db.deleteFrom('entries').where('session_id', '=', id).execute();
  await db.deleteFrom('branches').where('session_id', '=', id).execute();
  await db.deleteFrom('events').where('session_id', '=', id).execute();
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export interface ListSessionsQuery {
  order: SessionOrder;
  status?: SessionStatus | undefined;
  metadata?: JsonObject | undefined;
  /** The caller's tenant subset (null: every tenant). Required, so no list forgets it: it narrows like
   * `metadata`, and a `metadata` filter can never widen it. */
  tenant: JsonObject | null;
  /** Only sessions after this key in the order (exclusive). */
  after?: SessionKey | null | undefined;
  /** Only sessions before this key in the order (exclusive). */
  before?: SessionKey | null | undefined;
  /** forward: nearest `after` first, in the order; backward: nearest `before` first, against it. */
  direction?: 'forward' | 'backward';
  limit: number;
}

/** One keyset range read of at most `limit` rows. */
export async function listSessions(db: Db, q: ListSessionsQuery): Promise<LockedSession[]> {
  const column = q.order === 'updated_desc' ? 'updated_at' : 'created_at';
  const descending = q.order !== 'created_asc';
  let query = db.selectFrom('sessions').select(COLUMNS);
  if (q.status) query = query.where('status', '=', q.status);
  for (const filter of [q.metadata, q.tenant]) {
    if (!filter || Object.keys(filter).length === 0) continue;
    // Containment uses the GIN index; per-key equality makes the match exact (deep-equal, not subset).
    query = query.where(sql<boolean>`metadata @> ${JSON.stringify(filter)}::jsonb`);
    for (const [key, value] of Object.entries(filter)) {
      query = query.where(sql<boolean>`metadata -> ${key} = ${JSON.stringify(value)}::jsonb`);
    }
  }
  // "Later in the order" is a greater key ascending, a smaller one descending.
  const later = descending ? sql`<` : sql`>`;
  const earlier = descending ? sql`>` : sql`<`;
  if (q.after) query = query.where(sql<boolean>`(${sql.ref(column)}, id) ${later} (${q.after.value}, ${q.after.id})`);
  if (q.before) query = query.where(sql<boolean>`(${sql.ref(column)}, id) ${earlier} (${q.before.value}, ${q.before.id})`);
  const ascending = descending === (q.direction === 'backward');
  const direction = ascending ? 'asc' : 'desc';
  const rows = await query.orderBy(column, direction).orderBy('id', direction).limit(q.limit).execute();
  return rows.map(sessionFromRow);
}

export function sessionSortValue(s: SessionRecord, order: SessionOrder): number {
  return order === 'updated_desc' ? s.updatedAt : s.createdAt;
}
