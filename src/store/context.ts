// SQL for the materialized context fold and the LLM request schedule (columns of sessions).
import { sql } from 'kysely';
import type { ContextState } from '../domain/context-fold.js';
import type { RequestSchedule } from '../domain/request-schedule.js';
import type { Db } from './sessions.js';

export interface ContextRow {
  /** The stored fold; null before the session's first context event. */
  state: ContextState | null;
  schedule: RequestSchedule;
}

/** Reads the fold and schedule of a session (null when the session does not exist). */
export async function readContextRow(db: Db, sessionId: string): Promise<ContextRow | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['context', 'request_due_at', 'request_expires_at', 'request_pending_since'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    state: (row.context as ContextState | null) ?? null,
    schedule: { dueAt: row.request_due_at, expiresAt: row.request_expires_at, pendingSince: row.request_pending_since },
  };
}

/** Writes the fold and schedule; the caller holds the session's row lock. */
export async function saveContextRow(db: Db, sessionId: string, state: ContextState, schedule: RequestSchedule): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      context: JSON.stringify(state),
      request_due_at: schedule.dueAt,
      request_expires_at: schedule.expiresAt,
      request_pending_since: schedule.pendingSince,
    })
    .where('id', '=', sessionId)
    .execute();
}

/** Sessions with a request to open or expire at or before `now`, soonest first (uses the partial indexes). */
export async function findDueSessions(db: Db, now: number, limit: number): Promise<string[]> {
  const rows = await sql<{ id: string; at: number }>`
    select id, request_due_at as at from sessions where request_due_at <= ${now}
    union all
    select id, request_expires_at as at from sessions where request_expires_at <= ${now}
    order by at
    limit ${limit}`.execute(db);
  return [...new Set(rows.rows.map((r) => r.id))];
}
