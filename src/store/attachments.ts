// SQL for attachment records and the references entries make to them (attachment_refs is kept
// by a trigger on entries; see db/migrations/0006_attachments_drafts_search.ts).
import { type Selectable, sql } from 'kysely';
import type { AttachmentsTable } from '../db/tables.js';
import type { AttachmentRecord } from '../domain/attachment.js';
import type { AttachmentKey } from '../domain/attachment-search-cursors.js';
import type { JsonObject } from '../domain/types.js';
import type { Db } from './db.js';

const COLUMNS = ['id', 'session_id', 'blob_id', 'filename', 'mime', 'size', 'sha256', 'created_at'] as const;

export function attachmentFromRow(row: Selectable<AttachmentsTable>): AttachmentRecord {
  return {
    id: row.id,
    sessionId: row.session_id,
    blobId: row.blob_id,
    filename: row.filename,
    mime: row.mime,
    size: row.size,
    sha256: row.sha256,
    createdAt: row.created_at,
  };
}

export async function insertAttachment(db: Db, a: AttachmentRecord): Promise<void> {
  await db
    .insertInto('attachments')
    .values({
      id: a.id,
      session_id: a.sessionId,
      blob_id: a.blobId,
      filename: a.filename,
      mime: a.mime,
      size: a.size,
      sha256: a.sha256,
      created_at: a.createdAt,
    })
    .execute();
}

export async function getAttachment(db: Db, id: string, lock = false): Promise<AttachmentRecord | null> {
  let query = db.selectFrom('attachments').select(COLUMNS).where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? attachmentFromRow(row) : null;
}

export async function getAttachments(db: Db, ids: readonly string[]): Promise<AttachmentRecord[]> {
  if (ids.length === 0) return [];
  // One array parameter, whatever the number of ids (a list of binds would overrun Postgres' limit).
  const rows = await db
    .selectFrom('attachments')
    .select(COLUMNS)
    .where('id', '=', sql<string>`any(${[...ids]}::text[])`)
    .execute();
  return rows.map(attachmentFromRow);
}

/** Where one session's page of attachments is cut (exclusive bounds; null when open), as listAttachments takes it. */
export interface AttachmentPageRead {
  sessionId: string;
  after: AttachmentKey | null;
  before: AttachmentKey | null;
}

// Bounds standing for an open end: below and above every (created_at, id) a row can have.
const BEFORE_ALL: AttachmentKey = { createdAt: -1, id: '' };
const AFTER_ALL: AttachmentKey = { createdAt: Number.MAX_SAFE_INTEGER, id: '' };

/**
 * listAttachments for many sessions in one statement (one index range read per session): the
 * pages come back in the order of `reads`, each as listAttachments would return it.
 */
export async function listAttachmentsOfSessions(
  db: Db,
  reads: readonly AttachmentPageRead[],
  direction: 'forward' | 'backward',
  limit: number,
): Promise<AttachmentRecord[][]> {
  if (reads.length === 0) return [];
  const after = reads.map((r) => r.after ?? BEFORE_ALL);
  const before = reads.map((r) => r.before ?? AFTER_ALL);
  const dir = sql.raw(direction === 'forward' ? 'asc' : 'desc');
  const { rows } = await sql<Selectable<AttachmentsTable> & { i: number }>`
    select a.id, a.session_id, a.blob_id, a.filename, a.mime, a.size, a.sha256, a.created_at, r.i
    from unnest(${reads.map((r) => r.sessionId)}::text[], ${after.map((k) => k.createdAt)}::bigint[], ${after.map((k) => k.id)}::text[],
                ${before.map((k) => k.createdAt)}::bigint[], ${before.map((k) => k.id)}::text[])
         with ordinality as r(session_id, after_at, after_id, before_at, before_id, i)
    cross join lateral (
      select * from attachments x
      where x.session_id = r.session_id
        and (x.created_at, x.id) > (r.after_at, r.after_id)
        and (x.created_at, x.id) < (r.before_at, r.before_id)
      order by x.created_at ${dir}, x.id ${dir}
      limit ${limit}) a
    order by r.i, a.created_at ${dir}, a.id ${dir}`.execute(db);
  const pages: AttachmentRecord[][] = reads.map(() => []);
  for (const row of rows) pages[Number(row.i) - 1]!.push(attachmentFromRow(row));
  return pages;
}

/** Metadata of every session that may show the attachment: its own, and each one whose entries reference it. */
export async function sessionsShowing(db: Db, attachment: AttachmentRecord): Promise<JsonObject[]> {
  const { rows } = await sql<{ metadata: JsonObject }>`
    select metadata from sessions where id = ${attachment.sessionId}
    union all
    select s.metadata from sessions s
    where s.id in (select r.session_id from attachment_refs r where r.attachment_id = ${attachment.id} and r.session_id <> ${attachment.sessionId})`.execute(
    db,
  );
  return rows.map((r) => r.metadata);
}

/** Of `ids`, the attachments a message or draft of `sessionId` may use: uploaded to it, or already referenced by it (a fork's shared ones). */
export async function usableBySession(db: Db, sessionId: string, ids: readonly string[]): Promise<AttachmentRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('attachments as a')
    .select(COLUMNS.map((c) => `a.${c}` as const))
    .where('a.id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('a.session_id', '=', sessionId),
        eb.exists(
          eb
            .selectFrom('attachment_refs as r')
            .select(sql.lit(1).as('one'))
            .whereRef('r.attachment_id', '=', 'a.id')
            .where('r.session_id', '=', sessionId),
        ),
      ]),
    )
    .execute();
  return rows.map(attachmentFromRow);
}

/** True when any entry (of any session) references the attachment. */
export async function isReferenced(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('attachment_refs').select('entry_id').where('attachment_id', '=', id).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function deleteAttachmentRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('attachments').where('id', '=', id).execute();
}

/**
 * The attachments uploaded to a session, each with the session that inherits it when this one
 * is deleted: the oldest other session whose entries reference it (a fork), or null.
 */
export async function attachmentsWithHeirs(db: Db, sessionId: string): Promise<{ id: string; blobId: number; heir: string | null }[]> {
  const { rows } = await sql<{ id: string; blob_id: number; heir: string | null }>`
    select a.id, a.blob_id,
      (select r.session_id from attachment_refs r join sessions s on s.id = r.session_id
       where r.attachment_id = a.id and r.session_id <> ${sessionId}
       order by s.created_at, s.id limit 1) as heir
    from attachments a where a.session_id = ${sessionId}`.execute(db);
  return rows.map((r) => ({ id: r.id, blobId: r.blob_id, heir: r.heir }));
}

export async function moveAttachment(db: Db, id: string, sessionId: string): Promise<void> {
  await db.updateTable('attachments').set({ session_id: sessionId }).where('id', '=', id).execute();
}
