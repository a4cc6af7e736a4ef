// SQL an export reads beyond the store's public reads (getSession, readEvents, readContextRow,
// readSessionUsage, the attachment store): the whole tree and the other per-session rows, a
// keyset page at a time, in the order an import writes them back.
import { sql } from 'kysely';
import type { AttachmentsTable } from '../db/tables.js';
import type { ArchivedAttachment, ArchivedLlmRequest } from '../domain/session-archive.js';
import type { BranchChain } from '../domain/path.js';
import type { JsonValue } from '../domain/types.js';
import { type StoredEntry, toEntry } from './entries.js';
import type { Db } from './db.js';

export interface ArchivedBranch {
  id: number;
  startDepth: number;
  tipDepth: number;
  chain: BranchChain;
}

/** Branches with id > `after`, in id order. */
export async function readBranchPage(db: Db, sessionId: string, after: number, limit: number): Promise<ArchivedBranch[]> {
  const rows = await db
    .selectFrom('branches')
    .select(['id', 'start_depth', 'tip_depth', 'chain'])
    .where('session_id', '=', sessionId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, startDepth: r.start_depth, tipDepth: r.tip_depth, chain: r.chain }));
}

/** Entries of every branch in the order they were written (a parent always before its children), after `afterSeq`. */
export async function readEntryPage(db: Db, sessionId: string, afterSeq: number, limit: number): Promise<(StoredEntry & { seq: number })[]> {
  const rows = await db
    .selectFrom('entries')
    .select(['session_id', 'id', 'parent_id', 'branch', 'depth', 'kind', 'role', 'timestamp', 'revision', 'origin', 'body', 'seq'])
    .where('session_id', '=', sessionId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ entry: toEntry(r), branch: r.branch, depth: r.depth, seq: Number(r.seq) }));
}

export interface ArchivedContextItem {
  slot: number;
  offset: number;
  key: string | null;
  item: JsonValue;
}

/** The visible context items at slots > `afterSlot`, in prompt order. */
export async function readContextItemPage(db: Db, sessionId: string, afterSlot: number, limit: number): Promise<ArchivedContextItem[]> {
  const rows = await db
    .selectFrom('context_items')
    .select(['slot', 'item_offset', 'item_key', 'item'])
    .where('session_id', '=', sessionId)
    .where('slot', '>', afterSlot)
    .orderBy('slot')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ slot: r.slot, offset: Number(r.item_offset), key: r.item_key, item: r.item }));
}

/**
 * The attachments a session's archive carries, after (createdAt, id) in that order: those
 * uploaded to it, those its entries reference (a fork's shared ones) and those its draft parks;
 * each with its blob id and dedup scope.
 */
export async function readAttachmentPage(
  db: Db,
  sessionId: string,
  after: { createdAt: number; id: string } | null,
  limit: number,
): Promise<(ArchivedAttachment & { blobId: number })[]> {
  const from = after ?? { createdAt: -1, id: '' };
  const { rows } = await sql<AttachmentsTable & { scope: string }>`
    select a.id, a.session_id, a.blob_id, a.filename, a.mime, a.size, a.sha256, a.created_at, b.scope
    from attachments a join attachment_blobs b on b.id = a.blob_id
    where (a.session_id = ${sessionId}
        or a.id in (select r.attachment_id from attachment_refs r where r.session_id = ${sessionId})
        or a.id in (select d.attachment_id from draft_attachments d where d.session_id = ${sessionId}))
      and (a.created_at, a.id) > (${from.createdAt}, ${from.id})
    order by a.created_at, a.id
    limit ${limit}`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    sessionId: r.session_id,
    blobId: Number(r.blob_id),
    filename: r.filename,
    mime: r.mime,
    size: Number(r.size),
    sha256: r.sha256,
    createdAt: Number(r.created_at),
    scope: r.scope,
  }));
}

/** The session's open LLM requests (their pinned prompts and leases), in offset order. */
export async function readLlmRequests(db: Db, sessionId: string): Promise<ArchivedLlmRequest[]> {
  const rows = await db
    .selectFrom('llm_requests')
    .select([
      'request_offset',
      'requested_at',
      'expires_at',
      'prompt',
      'claimed_by',
      'claim_expires_at',
      'lease_ms',
      'next_sequence',
      'streamed_by',
      'trigger_entry_id',
    ])
    .where('session_id', '=', sessionId)
    .orderBy('request_offset')
    .execute();
  const nullableNumber = (v: number | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    requestOffset: Number(r.request_offset),
    requestedAt: Number(r.requested_at),
    expiresAt: Number(r.expires_at),
    prompt: r.prompt,
    claimedBy: r.claimed_by,
    claimExpiresAt: nullableNumber(r.claim_expires_at),
    leaseMs: nullableNumber(r.lease_ms),
    nextSequence: Number(r.next_sequence),
    streamedBy: r.streamed_by,
    triggerEntryId: r.trigger_entry_id,
  }));
}
