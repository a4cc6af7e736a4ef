// SQL for the session retention sweep (SPEC §13): sessions whose own expiry has passed, and
// sessions idle (no change) longer than SESSION_RETENTION.
import { sql } from 'kysely';
import { type LockedSession, sessionColumnsSql, sessionFromRow, type SessionColumnsRow } from './sessions.js';
import type { Db } from './db.js';

/** Why a session is swept. */
export type SweepReason = 'expired' | 'idle';

export interface SweepCandidate {
  session: LockedSession;
  reason: SweepReason;
}

const COLUMNS_AS_S = sessionColumnsSql('s');

/**
 * Locks up to `limit` sessions due for deletion: `expires_at` at or before `now`, or (with
 * `idleBefore`) last changed before it. Rows another transaction holds (a write, another
 * instance's sweep) are skipped, so sweeps running at once take disjoint batches; a row a
 * write changed meanwhile is judged again on its new version before it is locked.
 */
export async function lockSweepable(db: Db, now: number, idleBefore: number | null, limit: number): Promise<SweepCandidate[]> {
  const idle = idleBefore === null ? sql`false` : sql`s.updated_at < ${idleBefore}`;
  const { rows } = await sql<SessionColumnsRow & { expired: boolean }>`
    select ${COLUMNS_AS_S}, (s.expires_at is not null and s.expires_at <= ${now}) as expired
    from sessions s
    where (s.expires_at is not null and s.expires_at <= ${now}) or ${idle}
    order by s.id
    limit ${limit}
    for update of s skip locked`.execute(db);
  return rows.map((row) => ({ session: sessionFromRow(row), reason: row.expired ? 'expired' : 'idle' }));
}
