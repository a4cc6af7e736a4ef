// A session's own expiry (SPEC §13, `expiresAt`): null when it has none. The retention sweep
// finds expired sessions through the partial index, and idle ones through sessions_updated.
// Released: never edit; add a new migration instead.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column expires_at bigint`.execute(db);
  await sql`create index sessions_expires on sessions (expires_at) where expires_at is not null`.execute(db);
}
