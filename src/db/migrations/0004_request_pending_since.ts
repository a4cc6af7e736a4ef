// When the pending trigger's burst began (caps the debounce). Released: never edit.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column request_pending_since bigint`.execute(db);
}
