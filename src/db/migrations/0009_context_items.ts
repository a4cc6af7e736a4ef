// The context stored incrementally (issue 20, mechanism 6). Released: never edit; add a new
// migration instead.
//
// - context_items: a session's model-visible context items, one row each at its slot in
//   prompt order (slots may have gaps), with the item's JSON and its size as stored. Adding
//   an item, or replacing an uncovered keyed one, writes one row; only a compaction rewrites
//   the list.
// - sessions.context keeps only the fold's head (counters and the open request): the items it
//   held move into context_items here. sessions.context_next_slot is where the next item
//   goes; sessions.context_bytes is the sum of the rows' bytes (MAX_CONTEXT_BYTES_PER_SESSION).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
        create table context_items (
          session_id text not null references sessions (id) on delete cascade,
          slot integer not null,
          item_offset bigint not null,
          item_key text,
          item jsonb not null,
          bytes integer not null,
          primary key (session_id, slot)
        )`.execute(db);
  // The fold's one lookup by key: the last visible item with it.
  await sql`create index context_items_by_key on context_items (session_id, item_key, slot) where item_key is not null`.execute(db);
  await sql`
        alter table sessions
          add column context_next_slot integer not null default 0,
          add column context_bytes bigint not null default 0`.execute(db);
  await sql`
        insert into context_items (session_id, slot, item_offset, item_key, item, bytes)
        select s.id,
               (e.ordinality - 1)::integer,
               (e.value ->> 'offset')::bigint,
               e.value -> 'item' ->> 'key',
               e.value -> 'item',
               octet_length((e.value -> 'item')::text)
        from sessions s
        cross join lateral jsonb_array_elements(s.context -> 'items') with ordinality as e (value, ordinality)
        where jsonb_typeof(s.context -> 'items') = 'array'`.execute(db);
  await sql`
        update sessions s set
          context = s.context - 'items',
          context_next_slot = jsonb_array_length(s.context -> 'items'),
          context_bytes = coalesce((select sum(c.bytes) from context_items c where c.session_id = s.id), 0)
        where jsonb_typeof(s.context -> 'items') = 'array'`.execute(db);
}
