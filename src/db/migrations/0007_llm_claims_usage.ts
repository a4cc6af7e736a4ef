// Model workers and usage (SPEC §10). Released: never edit; add a new migration instead.
//
// - llm_requests: one row per OPEN request (inserted when it opens, deleted when it settles,
//   both in the session's locked transaction): the prompt pinned at its offset and the
//   worker lease. Requests already open now get a row with a null prompt (rebuilt from the
//   stream on read).
// - sessions.usage_*: token and request totals over settled requests, kept in the settle
//   transaction; rebuilt here from the stored llm_request_settled events.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
        create table llm_requests (
          session_id text not null references sessions (id) on delete cascade,
          request_offset bigint not null,
          requested_at bigint not null,
          expires_at bigint not null,
          prompt jsonb,
          claimed_by text,
          claim_expires_at bigint,
          lease_ms integer,
          primary key (session_id, request_offset)
        )`.execute(db);
  await sql`create index llm_requests_requested on llm_requests (requested_at, session_id)`.execute(db);
  await sql`
        insert into llm_requests (session_id, request_offset, requested_at, expires_at)
        select id,
               (context -> 'openRequest' ->> 'offset')::bigint,
               (context -> 'openRequest' ->> 'requestedAt')::bigint,
               (context -> 'openRequest' ->> 'expiresAt')::bigint
        from sessions
        where jsonb_typeof(context -> 'openRequest') = 'object'`.execute(db);

  await sql`
        alter table sessions
          add column usage_input_tokens bigint not null default 0,
          add column usage_output_tokens bigint not null default 0,
          add column usage_cached_input_tokens bigint not null default 0,
          add column usage_reasoning_output_tokens bigint not null default 0,
          add column usage_requests bigint not null default 0,
          add column usage_failed_requests bigint not null default 0`.execute(db);
  // Every stored settled event closed an open request (settlements of anything else are
  // refused before they are written), so each one counts.
  await sql`
        update sessions s set
          usage_input_tokens = u.input_tokens,
          usage_output_tokens = u.output_tokens,
          usage_cached_input_tokens = u.cached_input_tokens,
          usage_reasoning_output_tokens = u.reasoning_output_tokens,
          usage_requests = u.requests,
          usage_failed_requests = u.failed_requests
        from (
          select session_id,
                 coalesce(sum((payload -> 'result' -> 'usage' ->> 'inputTokens')::bigint), 0) as input_tokens,
                 coalesce(sum((payload -> 'result' -> 'usage' ->> 'outputTokens')::bigint), 0) as output_tokens,
                 coalesce(sum((payload -> 'result' -> 'usage' ->> 'cachedInputTokens')::bigint), 0) as cached_input_tokens,
                 coalesce(sum((payload -> 'result' -> 'usage' ->> 'reasoningOutputTokens')::bigint), 0) as reasoning_output_tokens,
                 count(*) as requests,
                 count(*) filter (where payload -> 'result' ->> 'status' = 'failed') as failed_requests
          from events
          where type = 'llm_request_settled'
          group by session_id
        ) u
        where s.id = u.session_id`.execute(db);
}
