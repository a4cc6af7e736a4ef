// The search index takes appends through a GIN pending list (issue 25; figures in
// bench/RESULTS.md). Released: never edit; add a new migration instead.
//
// search_docs_doc had no pending list (fastupdate = off), so every append inserted each distinct
// word of its message into the index proper: about 170 index insertions and WAL records for a
// 1 KiB message of ordinary words. New documents now go to a pending list of at most 256 kB,
// merged into the index in bulk when it is full (or by vacuum). A search reads the pending list
// too, so every committed document is found exactly as before (SPEC §9); it scans at most
// 256 kB of not-yet-merged entries besides the index.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter index search_docs_doc set (fastupdate = on, gin_pending_list_limit = 256)`.execute(db);
}
