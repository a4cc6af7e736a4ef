// The streamed high-water mark of an open request (issue 22, item 6). Released: never edit;
// add a new migration instead.
//
// - llm_requests.next_sequence: one past the highest chunk sequence accepted for the request
//   (0: none), written by every accepted chunk in its transaction, so a claim on any instance
//   answers the same `nextSequence`.
// - llm_requests.streamed_by: the worker whose chunks the request's stream carries (the first
//   named sender); chunks from any other named worker are refused, so one stream never mixes
//   two answers.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
        alter table llm_requests
          add column next_sequence bigint not null default 0,
          add column streamed_by text`.execute(db);
}
