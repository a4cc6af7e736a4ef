// SQL for drafts: one per session at most, with its parked attachments in order.
import { sql } from 'kysely';
import type { AttachmentRecord } from '../domain/attachment.js';
import { attachmentFromRow } from './attachments.js';
import type { Db } from './db.js';

export interface DraftRecord {
  sessionId: string;
  text: string;
  attachments: AttachmentRecord[];
  updatedAt: number;
}

export async function getDraft(db: Db, sessionId: string): Promise<DraftRecord | null> {
  const draft = await db.selectFrom('drafts').select(['text', 'updated_at']).where('session_id', '=', sessionId).executeTakeFirst();
  if (!draft) return null;
  const rows = await db
    .selectFrom('draft_attachments as d')
    .innerJoin('attachments as a', 'a.id', 'd.attachment_id')
    .select(['a.id', 'a.session_id', 'a.blob_id', 'a.filename', 'a.mime', 'a.size', 'a.sha256', 'a.created_at'])
    .where('d.session_id', '=', sessionId)
    .orderBy('d.position')
    .execute();
  return { sessionId, text: draft.text, attachments: rows.map(attachmentFromRow), updatedAt: draft.updated_at };
}

/** The drafts of many sessions in two statements, whatever their number; sessions without one are absent. */
export async function getDrafts(db: Db, sessionIds: readonly string[]): Promise<Map<string, DraftRecord>> {
  const found = new Map<string, DraftRecord>();
  if (sessionIds.length === 0) return found;
  const drafts = await db
    .selectFrom('drafts')
    .select(['session_id', 'text', 'updated_at'])
    .where('session_id', '=', sql<string>`any(${[...sessionIds]}::text[])`)
    .execute();
  if (drafts.length === 0) return found;
  for (const d of drafts) found.set(d.session_id, { sessionId: d.session_id, text: d.text, attachments: [], updatedAt: d.updated_at });
  const rows = await db
    .selectFrom('draft_attachments as d')
    .innerJoin('attachments as a', 'a.id', 'd.attachment_id')
    .select(['d.session_id as parked_in', 'a.id', 'a.session_id', 'a.blob_id', 'a.filename', 'a.mime', 'a.size', 'a.sha256', 'a.created_at'])
    .where('d.session_id', '=', sql<string>`any(${drafts.map((d) => d.session_id)}::text[])`)
    .orderBy('d.session_id')
    .orderBy('d.position')
    .execute();
  for (const row of rows) found.get(row.parked_in)?.attachments.push(attachmentFromRow(row));
  return found;
}

/** Ids of the attachments parked with the session's draft, in order (empty without a draft). */
export async function draftAttachmentIds(db: Db, sessionId: string): Promise<string[]> {
  const rows = await db.selectFrom('draft_attachments').select('attachment_id').where('session_id', '=', sessionId).orderBy('position').execute();
  return rows.map((r) => r.attachment_id);
}

export async function saveDraft(db: Db, sessionId: string, text: string, attachmentIds: readonly string[], now: number): Promise<void> {
  await db
    .insertInto('drafts')
    .values({ session_id: sessionId, text, updated_at: now })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ text, updated_at: now }))
    .execute();
  await db.deleteFrom('draft_attachments').where('session_id', '=', sessionId).execute();
  if (attachmentIds.length > 0) {
    await db
      .insertInto('draft_attachments')
      .values(attachmentIds.map((attachment_id, position) => ({ session_id: sessionId, attachment_id, position })))
      .execute();
  }
}

export async function deleteDraft(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('drafts').where('session_id', '=', sessionId).execute();
}

/** Sessions whose drafts park the attachment. */
export async function draftsParking(db: Db, attachmentId: string): Promise<string[]> {
  const rows = await db.selectFrom('draft_attachments').select('session_id').where('attachment_id', '=', attachmentId).execute();
  return rows.map((r) => r.session_id);
}
