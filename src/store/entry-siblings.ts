// SQL for the branch points of the transcript tree: the entries that share a parent.
import { sql } from 'kysely';
import type { Db } from './sessions.js';

export interface SiblingRow {
  /** The sibling (per-session entry id). */
  entryId: string;
  /** The last entry of the sibling's branch: the leaf reached by following each entry's first child. */
  tipEntryId: string;
}

/**
 * The entries with the same parent as `entryId` (itself included), oldest first, each with
 * the tip of its branch. Siblings sit at the same depth, each on a branch that covers that
 * depth, so the query walks the session's branches (one per branch point) and reads each
 * candidate and each tip through the (session, branch, depth) index: the cost follows the
 * number of branches, not the length of the transcript. Empty when the entry is unknown.
 */
export async function listSiblings(db: Db, sessionId: string, entryId: string): Promise<SiblingRow[]> {
  const { rows } = await sql<{ entry_id: string; tip_id: string }>`
    select s.id as entry_id, t.id as tip_id
    from entries x
    join branches b on b.session_id = x.session_id and b.start_depth <= x.depth and b.tip_depth >= x.depth
    join entries s on s.session_id = x.session_id and s.branch = b.id and s.depth = x.depth
    join entries t on t.session_id = x.session_id and t.branch = b.id and t.depth = b.tip_depth
    where x.session_id = ${sessionId} and x.id = ${entryId} and s.parent_id is not distinct from x.parent_id
    order by s.seq`.execute(db);
  return rows.map((r) => ({ entryId: r.entry_id, tipEntryId: r.tip_id }));
}
