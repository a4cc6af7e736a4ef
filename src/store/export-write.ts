// SQL an import writes beyond the store's public writes (insertSession, insertBranch,
// insertEvents, insertAttachment, saveDraft, the attachment store): the session's state
// columns and rows copied as they were exported. Triggers keep the derived rows (search_docs,
// attachment_refs, attachments.referenced) as for any other write.
import { sql } from 'kysely';
import type { ArchivedLlmRequest, ArchivedSession } from '../domain/session-archive.js';
import type { EntryRecord, JsonValue } from '../domain/types.js';
import type { ArchivedContextItem } from './export-read.js';
import { entryBody } from './entries.js';
import type { Db } from './db.js';

/** The state columns of an imported session (its record went in with insertSession). */
export async function restoreSessionState(db: Db, s: ArchivedSession): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      context: s.context === null ? null : JSON.stringify(s.context),
      context_next_slot: s.contextNextSlot,
      context_bytes: s.contextBytes,
      request_due_at: s.requestDueAt,
      request_expires_at: s.requestExpiresAt,
      request_pending_since: s.requestPendingSince,
      usage_input_tokens: s.usage.inputTokens,
      usage_output_tokens: s.usage.outputTokens,
      usage_cached_input_tokens: s.usage.cachedInputTokens,
      usage_reasoning_output_tokens: s.usage.reasoningOutputTokens,
      usage_requests: s.usage.requests,
      usage_failed_requests: s.usage.failedRequests,
    })
    .where('id', '=', s.id)
    .execute();
}

/** Entries as exported, in the given order (which becomes their write order). */
export async function insertArchivedEntries(db: Db, rows: readonly { entry: EntryRecord; branch: number; depth: number }[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('entries')
    .values(
      rows.map(({ entry, branch, depth }) => ({
        session_id: entry.sessionId,
        id: entry.id,
        parent_id: entry.parentId,
        branch,
        depth,
        kind: entry.kind,
        role: entry.kind === 'message' ? entry.message.role : null,
        timestamp: entry.timestamp,
        revision: entry.revision,
        origin: entry.origin === null ? null : JSON.stringify(entry.origin),
        body: entryBody(entry),
      })),
    )
    .execute();
}

export async function insertArchivedContextItems(db: Db, sessionId: string, items: readonly ArchivedContextItem[]): Promise<void> {
  if (items.length === 0) return;
  // bytes as the store measures them (the jsonb's text), so the session's context_bytes stays their sum.
  await sql`
    insert into context_items (session_id, slot, item_offset, item_key, item, bytes)
    select ${sessionId}, x.slot, x.item_offset, x.item_key, x.item, octet_length(x.item::text)
    from jsonb_to_recordset(${JSON.stringify(items.map((i) => ({ slot: i.slot, item_offset: i.offset, item_key: i.key, item: i.item })))}::jsonb)
      as x(slot int, item_offset bigint, item_key text, item jsonb)`.execute(db);
}

export async function insertArchivedLlmRequests(db: Db, sessionId: string, requests: readonly ArchivedLlmRequest[]): Promise<void> {
  if (requests.length === 0) return;
  await db
    .insertInto('llm_requests')
    .values(
      requests.map((r) => ({
        session_id: sessionId,
        request_offset: r.requestOffset,
        requested_at: r.requestedAt,
        expires_at: r.expiresAt,
        prompt: r.prompt === null ? null : JSON.stringify(r.prompt as JsonValue),
        claimed_by: r.claimedBy,
        claim_expires_at: r.claimExpiresAt,
        lease_ms: r.leaseMs,
        next_sequence: r.nextSequence,
        streamed_by: r.streamedBy,
        trigger_entry_id: r.triggerEntryId,
      })),
    )
    .execute();
}

/** Of `ids`, the attachments that already exist (any session), with their bytes' sha256 and home session. */
export async function existingAttachmentIds(db: Db, ids: readonly string[]): Promise<Map<string, { sha256: string; sessionId: string }>> {
  const found = new Map<string, { sha256: string; sessionId: string }>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('attachments')
    .select(['id', 'sha256', 'session_id'])
    .where('id', '=', sql<string>`any(${[...ids]}::text[])`)
    .execute();
  for (const r of rows) found.set(r.id, { sha256: r.sha256, sessionId: r.session_id });
  return found;
}

/** Whether a session with this id exists (any tenant). */
export async function sessionExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The blob of `scope` holding bytes with this sha256, if any (an attachment by reference reuses it). */
export async function findBlob(db: Db, scope: string, sha256: string): Promise<{ id: number; size: number } | null> {
  const row = await db
    .selectFrom('attachment_blobs')
    .select(['id', 'size'])
    .where('scope', '=', scope)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row ? { id: Number(row.id), size: Number(row.size) } : null;
}

/** Takes one more reference to an existing blob. */
export async function referenceBlob(db: Db, blobId: number): Promise<void> {
  await sql`update attachment_blobs set ref_count = ref_count + 1 where id = ${blobId}`.execute(db);
}
