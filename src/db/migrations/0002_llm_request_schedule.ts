// The LLM request schedule beside the materialized context fold: a sweeper finds due
// or expired requests through these partial indexes without scanning idle sessions.
// Released: never edit; add a new migration instead.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column request_due_at bigint, add column request_expires_at bigint`.execute(db);
  await sql`create index sessions_request_due on sessions (request_due_at) where request_due_at is not null`.execute(db);
  await sql`create index sessions_request_expires on sessions (request_expires_at) where request_expires_at is not null`.execute(db);
}
