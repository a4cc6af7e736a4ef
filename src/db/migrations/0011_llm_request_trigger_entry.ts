// The transcript entry an open LLM request answers (SPEC §11): set when sendMessage,
// sendFunctionResults or regenerate opened the turn; null for a context-only request (and
// for requests opened before this column). Released: never edit; add a new migration instead.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table llm_requests add column trigger_entry_id text`.execute(db);
}
