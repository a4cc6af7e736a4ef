// Attachments (bytes in chunk rows, content-addressed per tenant scope), drafts, and the
// full-text search index. Released: never edit; add a new migration instead.
//
// Derived data is kept by triggers, in the same transaction as the write that changes it, so
// every writer (the append_chain function, fork's INSERT … SELECT, updateMessage, delete) keeps
// it without knowing about it:
// - search_docs: one tsvector per message entry (its text blocks) and one per session (title,
//   weight A; description, weight B) under entry_id '';
// - attachment_refs: which entries reference which attachments (file blocks and image blocks
//   with an attachmentId). Its foreign key refuses a message naming an attachment that does not
//   exist (or was deleted concurrently).
import { type Kysely, sql } from 'kysely';

/** The content array of a message body (an empty array when there is none). */
const contentOf = (body: string) =>
  `jsonb_array_elements(case when jsonb_typeof(${body} -> 'content') = 'array' then ${body} -> 'content' else '[]'::jsonb end)`;

/**
 * The searchable text of a message: its text blocks (not thinking), the first 100,000 characters.
 * Written out in place (not only as the SQL function below) where the append path runs it: a
 * call to an SQL function that aggregates cannot be inlined and costs more than the work.
 */
const searchText = (body: string) =>
  `(select left(coalesce(string_agg(b ->> 'text', E'\\n' order by ord), ''), 100000) from ${contentOf(body)} with ordinality as x(b, ord) where b ->> 'type' = 'text')`;

/** Rows (attachment id) of the attachments a message references: file blocks and image blocks with an attachmentId. */
const attachmentIds = (body: string) =>
  `(select distinct b ->> 'attachmentId' as id from ${contentOf(body)} as x(b) where b ->> 'type' in ('file', 'image') and jsonb_typeof(b -> 'attachmentId') = 'string')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // ---- attachments
  await sql`
    create table attachment_blobs (
      id bigserial primary key,
      scope text not null,
      sha256 text not null,
      size bigint not null,
      ref_count integer not null,
      created_at bigint not null,
      unique (scope, sha256)
    )`.execute(db);
  await sql`
    create table attachment_chunks (
      blob_id bigint not null references attachment_blobs (id) on delete cascade,
      seq integer not null,
      data bytea not null,
      primary key (blob_id, seq)
    )`.execute(db);
  // Most uploads are already compressed (images, PDFs, archives): store chunks as they are.
  await sql`alter table attachment_chunks alter column data set storage external`.execute(db);
  await sql`
    create table attachments (
      id text primary key,
      session_id text not null references sessions (id),
      blob_id bigint not null references attachment_blobs (id),
      filename text not null,
      mime text not null,
      size bigint not null,
      sha256 text not null,
      created_at bigint not null
    )`.execute(db);
  await sql`create index attachments_session on attachments (session_id, created_at, id)`.execute(db);
  await sql`
    create table attachment_refs (
      attachment_id text not null references attachments (id),
      session_id text not null,
      entry_id text not null,
      primary key (attachment_id, session_id, entry_id)
    )`.execute(db);
  await sql`create index attachment_refs_entry on attachment_refs (session_id, entry_id)`.execute(db);

  // ---- drafts
  await sql`
    create table drafts (
      session_id text primary key references sessions (id) on delete cascade,
      text text not null,
      updated_at bigint not null
    )`.execute(db);
  await sql`
    create table draft_attachments (
      session_id text not null references drafts (session_id) on delete cascade,
      attachment_id text not null references attachments (id) on delete cascade,
      position integer not null,
      primary key (session_id, attachment_id)
    )`.execute(db);
  await sql`create index draft_attachments_attachment on draft_attachments (attachment_id)`.execute(db);

  // ---- search: words as written (lower-cased, not stemmed, English stop words dropped), so the
  // prefix match on the last word a user types behaves the same in the index and in highlights.
  await sql`create text search dictionary agent_simple (template = pg_catalog.simple, stopwords = english)`.execute(db);
  await sql`create text search configuration agent_search (copy = pg_catalog.simple)`.execute(db);
  await sql`
    alter text search configuration agent_search
      alter mapping for asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart
      with agent_simple`.execute(db);
  await sql`
    create table search_docs (
      session_id text not null,
      entry_id text not null,
      doc tsvector not null,
      primary key (session_id, entry_id)
    )`.execute(db);
  // No pending list: every write goes into the index proper, so a search is an index lookup and
  // never a scan of up to 4 MB of not-yet-merged entries (it costs appends a little more).
  await sql`create index search_docs_doc on search_docs using gin (doc) with (fastupdate = off)`.execute(db);

  // One statement per call (PGlite prepares each).
  for (const statement of [
    // For readers (search snippets) and the backfill below.
    `
create function message_search_text(body jsonb) returns text language sql immutable as $$
  select ${searchText('body')}
$$`,
    `
create function session_search_doc(title text, description text) returns tsvector language sql stable as $$
  select setweight(to_tsvector('agent_search', title), 'A') || setweight(to_tsvector('agent_search', description), 'B')
$$`,
    `
create function entries_derived_insert() returns trigger language plpgsql as $fn$
begin
  insert into search_docs (session_id, entry_id, doc)
  select n.session_id, n.id, to_tsvector('agent_search', t.body_text)
  from new_entries n cross join lateral (select ${searchText('n.body')} as body_text) t
  where n.kind = 'message' and t.body_text <> '';
  insert into attachment_refs (attachment_id, session_id, entry_id)
  select a.id, n.session_id, n.id
  from new_entries n cross join lateral ${attachmentIds('n.body')} as a
  where n.kind = 'message';
  return null;
end
$fn$`,
    `
create function entries_derived_update() returns trigger language plpgsql as $fn$
declare
  v_text text;
begin
  delete from search_docs where session_id = old.session_id and entry_id = old.id;
  delete from attachment_refs where session_id = old.session_id and entry_id = old.id;
  if new.kind = 'message' then
    v_text := ${searchText('new.body')};
    if v_text <> '' then
      insert into search_docs (session_id, entry_id, doc) values (new.session_id, new.id, to_tsvector('agent_search', v_text));
    end if;
    insert into attachment_refs (attachment_id, session_id, entry_id)
    select a.id, new.session_id, new.id from ${attachmentIds('new.body')} as a;
  end if;
  return null;
end
$fn$`,
    `
create function entries_derived_delete() returns trigger language plpgsql as $fn$
begin
  delete from search_docs d using old_entries o where d.session_id = o.session_id and d.entry_id = o.id;
  delete from attachment_refs r using old_entries o where r.session_id = o.session_id and r.entry_id = o.id;
  return null;
end
$fn$`,
    `
create function sessions_search_sync() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'DELETE' then
    delete from search_docs where session_id = old.id;
  elsif new.title = '' and new.description = '' then
    delete from search_docs where session_id = new.id and entry_id = '';
  else
    insert into search_docs (session_id, entry_id, doc) values (new.id, '', session_search_doc(new.title, new.description))
    on conflict (session_id, entry_id) do update set doc = excluded.doc;
  end if;
  return null;
end
$fn$`,
    `
create trigger entries_derived_insert after insert on entries
  referencing new table as new_entries for each statement execute function entries_derived_insert()`,
    `
create trigger entries_derived_update after update of body on entries
  for each row when (old.body is distinct from new.body) execute function entries_derived_update()`,
    `
create trigger entries_derived_delete after delete on entries
  referencing old table as old_entries for each statement execute function entries_derived_delete()`,
    `
create trigger sessions_search_insert after insert on sessions
  for each row execute function sessions_search_sync()`,
    `
create trigger sessions_search_update after update of title, description on sessions
  for each row when (old.title is distinct from new.title or old.description is distinct from new.description)
  execute function sessions_search_sync()`,
    `
create trigger sessions_search_delete after delete on sessions
  for each row execute function sessions_search_sync()`,
  ]) {
    await sql.raw(statement).execute(db);
  }

  // Index what is already there.
  await sql`
    insert into search_docs (session_id, entry_id, doc)
    select session_id, id, to_tsvector('agent_search', message_search_text(body))
    from entries where kind = 'message' and message_search_text(body) <> ''`.execute(db);
  await sql`
    insert into search_docs (session_id, entry_id, doc)
    select id, '', session_search_doc(title, description) from sessions where title <> '' or description <> ''`.execute(db);
}
