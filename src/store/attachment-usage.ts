// SQL for the attachment bytes each dedup scope (tenant) stores: one row per scope in
// attachment_usage (db/migrations/0008_attachment_quota_sweep.ts), kept in the transaction that
// stores or frees the bytes. Writers take the row last, just before commit, so its lock is
// held briefly and always after any blob row lock (no lock-order cycles).
import { sql } from 'kysely';
import type { FreedBytes } from './attachment-store.js';
import type { Db } from './db.js';

/** The bytes `scope` stores, as committed (no lock). */
export async function storedBytes(db: Db, scope: string): Promise<number> {
  const { rows } = await sql<{ bytes: number }>`select bytes from attachment_usage where scope = ${scope}`.execute(db);
  return Number(rows[0]?.bytes ?? 0);
}

/**
 * Adds `bytes` to the scope's total and returns the new total. The row stays locked until
 * commit: a concurrent upload of the scope waits here, then adds to the total this one left.
 */
export async function addStoredBytes(db: Db, scope: string, bytes: number): Promise<number> {
  const { rows } = await sql<{ bytes: number }>`
    insert into attachment_usage (scope, bytes) values (${scope}, ${bytes})
    on conflict (scope) do update set bytes = attachment_usage.bytes + excluded.bytes
    returning bytes`.execute(db);
  return Number(rows[0]!.bytes);
}

/** Takes what blobs freed off their scopes' totals: one update per scope, in scope order. */
export async function releaseStoredBytes(db: Db, freed: readonly (FreedBytes | null)[]): Promise<void> {
  const byScope = new Map<string, number>();
  for (const f of freed) if (f) byScope.set(f.scope, (byScope.get(f.scope) ?? 0) + f.size);
  for (const scope of [...byScope.keys()].sort()) {
    await sql`update attachment_usage set bytes = greatest(0, bytes - ${byScope.get(scope)!}) where scope = ${scope}`.execute(db);
  }
}
