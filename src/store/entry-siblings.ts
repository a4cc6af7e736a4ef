// SQL for the branch points of the transcript tree: the entries that share a parent.
import { sql } from 'kysely';
import type { Db } from './db.js';

export interface SiblingRow {
  /** The sibling (per-session entry id). */
  entryId: string;
  /** The last entry of the sibling's branch: the leaf reached by following each entry's first child. */
  tipEntryId: string;
}

/**
 * For each of `entryIds` (entries of one session): the entries with the same parent, itself
 * included, oldest first, each with the tip of its branch. Siblings sit at the same depth, each
 * on a branch that covers that depth, so three small reads answer it: the entries asked for,
 * the branches covering their depths, and the candidates and tips by exact (branch, depth)
 * through the path index. The cost follows the entries asked for and the branches at their
 * depths, never the length of the transcript (fixed-shape queries, so the plan does not
 * depend on table statistics). Unknown ids are left out of the map.
 */
export async function listSiblings(db: Db, sessionId: string, entryIds: readonly string[]): Promise<Map<string, SiblingRow[]>> {
  const result = new Map<string, SiblingRow[]>();
  const asked = (
    await sql<{ id: string; depth: number; parent_id: string | null }>`
      select id, depth, parent_id from entries where session_id = ${sessionId} and id = any(${[...entryIds]}::text[])`.execute(db)
  ).rows;
  if (asked.length === 0) return result;
  const depths = asked.map((e) => e.depth);
  const branches = (
    await sql<{ id: number; start_depth: number; tip_depth: number }>`
      select id, start_depth, tip_depth from branches
      where session_id = ${sessionId} and start_depth <= ${Math.max(...depths)} and tip_depth >= ${Math.min(...depths)}`.execute(db)
  ).rows;
  const key = (branch: number, depth: number) => `${branch}:${depth}`;
  const wanted = new Map<string, [number, number]>();
  for (const e of asked) {
    for (const b of branches) {
      if (b.start_depth > e.depth || b.tip_depth < e.depth) continue;
      wanted.set(key(b.id, e.depth), [b.id, e.depth]);
      wanted.set(key(b.id, b.tip_depth), [b.id, b.tip_depth]);
    }
  }
  const pairs = [...wanted.values()];
  const found = (
    await sql<{ id: string; branch: number; depth: number; parent_id: string | null; seq: string }>`
      select e.id, e.branch, e.depth, e.parent_id, e.seq
      from unnest(${pairs.map((p) => p[0])}::int[], ${pairs.map((p) => p[1])}::int[]) as k(branch, depth)
      join entries e on e.session_id = ${sessionId} and e.branch = k.branch and e.depth = k.depth`.execute(db)
  ).rows;
  const at = new Map(found.map((e) => [key(e.branch, e.depth), e]));
  for (const e of asked) {
    const siblings = branches
      .filter((b) => b.start_depth <= e.depth && b.tip_depth >= e.depth)
      .map((b) => ({ entry: at.get(key(b.id, e.depth)), tip: at.get(key(b.id, b.tip_depth)) }))
      .filter((s) => s.entry !== undefined && s.tip !== undefined && s.entry.parent_id === e.parent_id)
      .sort((a, b) => Number(BigInt(a.entry!.seq) - BigInt(b.entry!.seq)))
      .map((s) => ({ entryId: s.entry!.id, tipEntryId: s.tip!.id }));
    result.set(e.id, siblings);
  }
  return result;
}
