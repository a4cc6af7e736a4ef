// SQL for the sweep of never-referenced attachments: `attachments.referenced` is set by a
// trigger when a message first references one (db/migrations/0008_attachment_quota_sweep.ts),
// and the partial index attachments_unreferenced holds only those never referenced.
import { sql } from 'kysely';
import type { Db } from './db.js';

export interface OrphanCandidate {
  id: string;
  blobId: number;
}

/**
 * Locks up to `limit` attachments uploaded before `cutoff` that no message ever referenced and
 * no draft holds. Rows another transaction has locked (another instance's sweep, an append or a
 * draft taking one) are skipped, so sweeps running at once take disjoint batches. Oldest first
 * (the partial index's order); returned in blob order, the order the sweep takes blob locks in.
 */
export async function lockOrphans(db: Db, cutoff: number, limit: number): Promise<OrphanCandidate[]> {
  const { rows } = await sql<{ id: string; blob_id: number }>`
    select a.id, a.blob_id from attachments a
    where not a.referenced and a.created_at < ${cutoff}
      and not exists (select 1 from draft_attachments d where d.attachment_id = a.id)
    order by a.created_at, a.id
    limit ${limit}
    for update of a skip locked`.execute(db);
  return rows.map((r) => ({ id: r.id, blobId: Number(r.blob_id) })).sort((a, b) => a.blobId - b.blobId || (a.id < b.id ? -1 : 1));
}

/**
 * Of locked candidates, those still orphaned, read afresh: a reference or draft committed
 * between the candidates' snapshot and their lock shows here (and none can follow: both need the
 * row lock this transaction now holds).
 */
export async function stillOrphaned(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`
    select a.id from attachments a
    where a.id = any(${[...ids]}::text[]) and not a.referenced
      and not exists (select 1 from attachment_refs r where r.attachment_id = a.id)
      and not exists (select 1 from draft_attachments d where d.attachment_id = a.id)`.execute(db);
  return new Set(rows.map((r) => r.id));
}
