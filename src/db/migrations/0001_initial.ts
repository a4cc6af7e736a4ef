// The first schema: sessions, the branch table of the transcript tree, entries, events,
// and gen_entry_id() for fork copies. Released: never edit; add a new migration instead.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
        create table sessions (
          id text primary key,
          title text not null,
          description text not null,
          metadata jsonb not null default '{}',
          status text not null,
          status_reason text,
          forked_from text,
          message_count integer not null default 0,
          created_at bigint not null,
          updated_at bigint not null,
          active_leaf_id text,
          last_offset bigint not null default 0,
          branch_count integer not null default 0,
          context jsonb
        )`.execute(db);
  // Keyset pages for the three orders, with and without a status filter.
  await sql`create index sessions_updated on sessions (updated_at desc, id desc)`.execute(db);
  await sql`create index sessions_created on sessions (created_at, id)`.execute(db);
  await sql`create index sessions_status_updated on sessions (status, updated_at desc, id desc)`.execute(db);
  await sql`create index sessions_status_created on sessions (status, created_at, id)`.execute(db);
  await sql`create index sessions_metadata on sessions using gin (metadata jsonb_path_ops)`.execute(db);

  await sql`
        create table branches (
          session_id text not null,
          id integer not null,
          start_depth integer not null,
          tip_depth integer not null,
          chain jsonb not null,
          primary key (session_id, id)
        )`.execute(db);

  await sql`
        create table entries (
          session_id text not null,
          id text not null,
          parent_id text,
          branch integer not null,
          depth integer not null,
          kind text not null,
          role text,
          timestamp bigint not null,
          revision integer not null default 0,
          origin jsonb,
          body jsonb not null,
          seq bigserial,
          primary key (session_id, id)
        )`.execute(db);
  // The active path is read branch by branch in depth order.
  await sql`create index entries_path on entries (session_id, branch, depth)`.execute(db);

  await sql`
        create table events (
          session_id text not null,
          "offset" bigint not null,
          type text not null,
          at bigint not null,
          payload jsonb not null,
          primary key (session_id, "offset")
        )`.execute(db);

  // Fresh entry ids for fork copies, made in SQL so a fork is one INSERT … SELECT.
  // Same shape as the service's own ids: "e_" + a UUIDv7 in hex.
  await sql`
        create or replace function gen_entry_id() returns text language sql volatile as $$
          select 'e_' || encode(
            set_bit(set_bit(
              overlay(uuid_send(gen_random_uuid())
                placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3)
                from 1 for 6),
              52, 1), 53, 1),
            'hex')
        $$`.execute(db);
}
