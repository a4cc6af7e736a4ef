// Attachment governance: the bytes each tenant scope stores (the quota reads and bumps one row,
// whatever the number of blobs), and which attachments a message ever referenced (the sweep of
// never-referenced ones reads a small partial index). Released: never edit; add a new migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // ---- stored bytes per dedup scope: the sum of attachment_blobs.size, kept by the code that
  // inserts and deletes blobs (in the same transaction).
  await sql`
    create table attachment_usage (
      scope text primary key,
      bytes bigint not null
    )`.execute(db);
  await sql`insert into attachment_usage (scope, bytes) select scope, sum(size) from attachment_blobs group by scope`.execute(db);

  // ---- referenced: set (never cleared) when a message first references the attachment.
  await sql`alter table attachments add column referenced boolean not null default false`.execute(db);
  await sql`update attachments a set referenced = true where exists (select 1 from attachment_refs r where r.attachment_id = a.id)`.execute(db);
  await sql`create index attachments_unreferenced on attachments (created_at, id) where not referenced`.execute(db);
  // A row trigger: it runs only for messages that name attachments, never on other appends.
  await sql
    .raw(`
create function attachment_refs_mark_referenced() returns trigger language plpgsql as $fn$
begin
  update attachments set referenced = true where id = new.attachment_id and not referenced;
  return null;
end
$fn$`)
    .execute(db);
  await sql`
    create trigger attachment_refs_mark_referenced after insert on attachment_refs
      for each row execute function attachment_refs_mark_referenced()`.execute(db);
}
