// SQL for entries and branches: the transcript tree.
import { CompiledQuery, type Selectable, sql } from 'kysely';
import type { EntriesTable } from '../db/tables.js';
import { PREPARED } from '../db/named-statements.js';
import type { BranchChain, PathSegment } from '../domain/path.js';
import type { MessageRecord, MessageRole } from '../domain/message.js';
import type { EntryRecord, JsonObject, JsonValue } from '../domain/types.js';
import { type SessionColumnsRow, sessionColumnsText } from './sessions.js';
import type { Db } from './db.js';

type EntryRow = Selectable<EntriesTable>;

export interface StoredEntry {
  entry: EntryRecord;
  branch: number;
  depth: number;
}

/** Where an entry sits in the tree: enough to extend its branch or start a new one. */
export interface EntryPosition {
  id: string;
  branch: number;
  depth: number;
  /** Depth of the last entry of the entry's branch. */
  tipDepth: number;
  chain: BranchChain;
}

const ENTRY_COLUMNS = [
  'entries.session_id',
  'entries.id',
  'entries.parent_id',
  'entries.branch',
  'entries.depth',
  'entries.kind',
  'entries.role',
  'entries.timestamp',
  'entries.revision',
  'entries.origin',
  'entries.body',
] as const;

export function toEntry(row: Omit<EntryRow, 'seq'>): EntryRecord {
  const base = {
    id: row.id,
    sessionId: row.session_id,
    parentId: row.parent_id,
    timestamp: row.timestamp,
    revision: row.revision,
    origin: (row.origin as JsonObject | null) ?? null,
  };
  if (row.kind === 'message') return { ...base, kind: 'message', message: row.body as MessageRecord };
  const body = row.body as { customType: string; data?: JsonValue };
  return { ...base, kind: 'custom', customType: body.customType, data: body.data ?? null };
}

export function entryBody(entry: EntryRecord): string {
  return JSON.stringify(entry.kind === 'message' ? entry.message : { customType: entry.customType, data: entry.data });
}

export async function getEntry(db: Db, sessionId: string, id: string): Promise<StoredEntry | null> {
  const row = await db.selectFrom('entries').select(ENTRY_COLUMNS).where('session_id', '=', sessionId).where('id', '=', id).executeTakeFirst();
  return row ? { entry: toEntry(row), branch: row.branch, depth: row.depth } : null;
}

export async function getPosition(db: Db, sessionId: string, id: string): Promise<EntryPosition | null> {
  const row = await db
    .selectFrom('entries')
    .innerJoin('branches', (join) => join.onRef('branches.session_id', '=', 'entries.session_id').onRef('branches.id', '=', 'entries.branch'))
    .select(['entries.id', 'entries.branch', 'entries.depth', 'branches.tip_depth', 'branches.chain'])
    .where('entries.session_id', '=', sessionId)
    .where('entries.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, branch: row.branch, depth: row.depth, tipDepth: row.tip_depth, chain: row.chain };
}

export async function insertBranch(
  db: Db,
  sessionId: string,
  branch: { id: number; startDepth: number; tipDepth: number; chain: BranchChain },
): Promise<void> {
  await db
    .insertInto('branches')
    .values({
      session_id: sessionId,
      id: branch.id,
      start_depth: branch.startDepth,
      tip_depth: branch.tipDepth,
      chain: JSON.stringify(branch.chain),
    })
    .execute();
}

export async function updateEntryContent(db: Db, entry: EntryRecord): Promise<void> {
  await db
    .updateTable('entries')
    .set({ body: entryBody(entry), revision: entry.revision })
    .where('session_id', '=', entry.sessionId)
    .where('id', '=', entry.id)
    .execute();
}

/** Which entries of a path a page shows: messages only (default), some roles, or everything. */
export type PathFilter = { kind: 'messages' } | { kind: 'roles'; roles: readonly MessageRole[] } | { kind: 'all' };

function filterSql(filter: PathFilter) {
  if (filter.kind === 'all') return sql`true`;
  if (filter.kind === 'messages') return sql`kind = 'message'`;
  return sql`kind = 'message' and role in (${sql.join(filter.roles.map((r) => sql`${r}`))})`;
}

/**
 * The first `limit` entries of a path (given as depth segments, in path order) that pass the
 * filter — or, backward, the last `limit`, nearest the leaf first. One fixed-shape query per
 * round: the segments go in as arrays and each is an index range scan (either direction of
 * the (session, branch, depth) index), so the cost follows the page, not the history or the
 * number of branches. A round takes just enough segments to cover the depths still wanted;
 * a filtered path that comes up short takes twice as many the next round.
 */
export async function readPath(
  db: Db,
  sessionId: string,
  segments: readonly PathSegment[],
  filter: PathFilter,
  limit: number,
  direction: 'forward' | 'backward' = 'forward',
): Promise<StoredEntry[]> {
  return (await readPathAndProbe(db, sessionId, segments, filter, limit, direction, null)).entries;
}

/**
 * readPath, plus (when `probe` is given) whether any entry of the `probe` segments passes the
 * filter — answered by the first round's statement, so a page after a cursor and its
 * has-previous check cost one round trip.
 */
export async function readPathAndProbe(
  db: Db,
  sessionId: string,
  segments: readonly PathSegment[],
  filter: PathFilter,
  limit: number,
  direction: 'forward' | 'backward',
  probe: readonly PathSegment[] | null,
): Promise<{ entries: StoredEntry[]; probed: boolean }> {
  const ordered = direction === 'forward' ? segments : [...segments].reverse();
  const order = direction === 'forward' ? sql`asc` : sql`desc`;
  const out: StoredEntry[] = [];
  let probed = false;
  let next = 0;
  let budget = limit;
  if (probe !== null && probe.length > 0 && ordered.length === 0) {
    probed = await probePath(db, sessionId, probe, filter);
  }
  let probing = probe !== null && probe.length > 0;
  while (next < ordered.length && out.length < limit) {
    const want = limit - out.length;
    const batch: PathSegment[] = [];
    let depths = 0;
    while (next < ordered.length && (batch.length === 0 || depths < budget)) {
      const segment = ordered[next++]!;
      batch.push(segment);
      depths += segment.to - segment.from + 1;
    }
    // The probe rides along as a one-row left side, so an empty page still answers it.
    const probeSql = probing ? probeExistsSql(sessionId, probe!, filter) : sql`false`;
    const { rows } = await sql<EntryRow & { probed: boolean }>`${sql.raw(PREPARED)}
      select p.probed, e.* from (select ${probeSql} as probed) p
      left join lateral (
        select e.* from unnest(${batch.map((s) => s.branch)}::int[], ${batch.map((s) => s.from)}::int[], ${batch.map((s) => s.to)}::int[])
          as seg(branch, first_depth, last_depth)
        cross join lateral (
          select session_id, id, parent_id, branch, depth, kind, role, timestamp, revision, origin, body
          from entries
          where session_id = ${sessionId} and branch = seg.branch and depth between seg.first_depth and seg.last_depth and ${filterSql(filter)}
          order by depth ${order} limit ${want}
        ) e
        order by e.depth ${order} limit ${want}
      ) e on true
      order by e.depth ${order}`.execute(db);
    if (probing) probed = rows[0]?.probed === true;
    probing = false;
    for (const row of rows) if (row.id !== null) out.push({ entry: toEntry(row), branch: row.branch, depth: row.depth });
    budget *= 2;
  }
  return { entries: out, probed };
}

function probeExistsSql(sessionId: string, probe: readonly PathSegment[], filter: PathFilter) {
  return sql<boolean>`exists (
    select 1 from unnest(${probe.map((s) => s.branch)}::int[], ${probe.map((s) => s.from)}::int[], ${probe.map((s) => s.to)}::int[])
      as seg(branch, first_depth, last_depth)
    where exists (
      select 1 from entries
      where session_id = ${sessionId} and branch = seg.branch and depth between seg.first_depth and seg.last_depth and ${filterSql(filter)}
    )
  )`;
}

async function probePath(db: Db, sessionId: string, probe: readonly PathSegment[], filter: PathFilter): Promise<boolean> {
  const { rows } = await sql<{ probed: boolean }>`${sql.raw(PREPARED)} select ${probeExistsSql(sessionId, probe, filter)} as probed`.execute(db);
  return rows[0]?.probed === true;
}

/**
 * Copies the entries of a path into another session as one branch, under the given fresh ids
 * (one per entry of the path, root first); returns the copy's leaf id and message count.
 */
export async function copyPath(
  db: Db,
  from: { sessionId: string; segments: readonly PathSegment[] },
  to: { sessionId: string; branch: number; ids: readonly string[] },
): Promise<{ leafId: string; messageCount: number; depth: number }> {
  const where = sql.join(
    from.segments.map((s) => sql`(branch = ${s.branch} and depth between ${s.from} and ${s.to})`),
    sql` or `,
  );
  const { rows } = await sql<{ leaf_id: string; message_count: number; depth: number; copied: number }>`
    with source as (
      select row_number() over (order by depth) as n, depth, kind, role, timestamp, origin, body
      from entries
      where session_id = ${from.sessionId} and (${where})
    ), ids as (
      select id, n from unnest(${to.ids}::text[]) with ordinality as i(id, n)
    ), copied as (
      insert into entries (session_id, id, parent_id, branch, depth, kind, role, timestamp, revision, origin, body)
      select ${to.sessionId}, ids.id, lag(ids.id) over (order by source.depth), ${to.branch}, source.depth, kind, role, timestamp, 0, origin, body
      from source join ids using (n)
      returning id, depth, kind
    )
    select (select id from copied order by depth desc limit 1) as leaf_id,
           (select count(*)::int from copied where kind = 'message') as message_count,
           (select max(depth) from copied) as depth,
           (select count(*)::int from copied) as copied`.execute(db);
  const row = rows[0]!;
  // Each depth of a path holds exactly one entry, so every id is used exactly once.
  if (row.copied !== to.ids.length) throw new Error(`fork copied ${row.copied} entries for ${to.ids.length} ids`);
  return { leafId: row.leaf_id, messageCount: row.message_count, depth: row.depth };
}

/** A first page read guessed before the path is known: on the active leaf's own branch only. */
export interface LeafBranchRead {
  /** Exclusive depth bounds of the window (null: open). */
  after: number | null;
  before: number | null;
  direction: 'forward' | 'backward';
  limit: number;
  filter: PathFilter;
  /** Also probe the leaf's branch for an entry at or beyond the bound the read starts from. */
  probe: boolean;
}

export interface SessionWithLeafBranchRead {
  row: SessionColumnsRow;
  leaf: { depth: number; chain: BranchChain } | null;
  entries: StoredEntry[];
  probed: boolean | null;
}

const MAX_DEPTH = 2_147_483_647;

/**
 * One statement for the usual page request: the session row, where its active leaf sits, and
 * a read of the leaf's own branch (from the branch's first depth to the leaf) in the window —
 * plus, when asked, whether that branch holds an entry at or beyond the bound the read starts
 * from. The caller decides from the path whether this read is the whole answer: it is when
 * the window does not reach above the branch (always on an unbranched session).
 */
export async function readSessionWithLeafBranch(db: Db, sessionId: string, read: LeafBranchRead): Promise<SessionWithLeafBranchRead | null> {
  const lo = read.after === null ? -1 : read.after + 1;
  const hi = read.before === null ? MAX_DEPTH : read.before - 1;
  const probe = !read.probe ? 'none' : read.direction;
  const params: unknown[] = [sessionId, lo, hi, read.limit];
  if (read.filter.kind === 'roles') params.push(read.filter.roles);
  if (probe !== 'none') params.push(probe === 'forward' ? (read.after ?? -1) : (read.before ?? MAX_DEPTH));
  const text = leafBranchStatement(read.direction, read.filter.kind, probe);
  const { rows } = await db.executeQuery<
    SessionColumnsRow & { leaf_depth: number | null; leaf_chain: BranchChain | null; probed: boolean | null } & Record<`e_${string}`, unknown>
  >(CompiledQuery.raw(text, params));
  const first = rows[0];
  if (!first) return null;
  const entries: StoredEntry[] = [];
  for (const r of rows) {
    if (r.e_id === null) continue;
    const row = {
      session_id: r.e_session_id,
      id: r.e_id,
      parent_id: r.e_parent_id,
      branch: r.e_branch,
      depth: r.e_depth,
      kind: r.e_kind,
      role: r.e_role,
      timestamp: r.e_timestamp,
      revision: r.e_revision,
      origin: r.e_origin,
      body: r.e_body,
    } as Omit<EntryRow, 'seq'>;
    entries.push({ entry: toEntry(row), branch: row.branch, depth: row.depth });
  }
  return {
    row: first,
    leaf: first.leaf_depth === null || first.leaf_chain === null ? null : { depth: first.leaf_depth, chain: first.leaf_chain },
    entries,
    probed: first.probed,
  };
}

// readSessionWithLeafBranch's statement, built once per shape (it runs for every page request,
// and building it through the query builder cost more CPU than the rest of the read). The
// filter is filterSql's, spelled with the roles as one array parameter.
const leafBranchStatements = new Map<string, string>();

function leafBranchStatement(direction: 'forward' | 'backward', filter: PathFilter['kind'], probe: 'none' | 'forward' | 'backward'): string {
  const key = `${direction}/${filter}/${probe}`;
  let text = leafBranchStatements.get(key);
  if (text !== undefined) return text;
  // $1 session, $2 first depth, $3 last depth, $4 limit, then the roles, then the probe's bound.
  const roles = filter === 'roles' ? '$5' : null;
  const bound = roles ? '$6' : '$5';
  const where = filter === 'all' ? 'true' : filter === 'messages' ? `kind = 'message'` : `kind = 'message' and role = any(${roles}::text[])`;
  const order = direction === 'forward' ? 'asc' : 'desc';
  // A forward page that starts above the leaf's branch is read from the path anyway: reading the
  // branch here would be wasted (on a deeply branched session, a page's worth of rows per request).
  const forwardOnLeafBranch = direction === 'forward' ? ' and (jsonb_array_length(l.chain) = 1 or $2::int >= l.start_depth)' : '';
  const probeSql =
    probe === 'none'
      ? 'null::boolean'
      : probe === 'forward'
        ? `exists (select 1 from entries where session_id = s.id and branch = l.branch and depth between l.start_depth and ${bound}::int and ${where})`
        : `exists (select 1 from entries where session_id = s.id and branch = l.branch and depth between ${bound}::int and l.depth and ${where})`;
  text = `${PREPARED}
    select ${sessionColumnsText('s')}, l.depth as leaf_depth, l.chain as leaf_chain, ${probeSql} as probed,
      p.session_id as e_session_id, p.id as e_id, p.parent_id as e_parent_id, p.branch as e_branch, p.depth as e_depth, p.kind as e_kind,
      p.role as e_role, p.timestamp as e_timestamp, p.revision as e_revision, p.origin as e_origin, p.body as e_body
    from sessions s
    left join lateral (
      select e.branch, e.depth, b.chain, (b.chain -> -1 ->> 1)::int as start_depth
      from entries e join branches b on b.session_id = e.session_id and b.id = e.branch
      where e.session_id = s.id and e.id = s.active_leaf_id
    ) l on true
    left join lateral (
      select session_id, id, parent_id, branch, depth, kind, role, timestamp, revision, origin, body
      from entries
      where session_id = s.id and branch = l.branch and depth between greatest($2::int, l.start_depth) and least($3::int, l.depth)
        and ${where}${forwardOnLeafBranch}
      order by depth ${order} limit $4::int
    ) p on true
    where s.id = $1
    order by p.depth ${order}`;
  leafBranchStatements.set(key, text);
  return text;
}
