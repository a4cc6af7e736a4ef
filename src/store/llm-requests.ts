// SQL for open LLM requests (their pinned prompt and worker lease) and session usage totals.
import { sql } from 'kysely';
import type { PromptMessage } from '../domain/context-fold.js';
import type { RequestOpened } from '../domain/request-changes.js';
import type { JsonObject } from '../domain/types.js';
import type { SessionUsage } from '../domain/usage.js';
import type { Db } from './sessions.js';

export interface OpenRequestRow {
  sessionId: string;
  offset: number;
  requestedAt: number;
  expiresAt: number;
  /** Null for a request opened before prompts were pinned: rebuild it from the stream. */
  prompt: PromptMessage[] | null;
  claimedBy: string | null;
  claimExpiresAt: number | null;
}

const COLUMNS = ['session_id', 'request_offset', 'requested_at', 'expires_at', 'prompt', 'claimed_by', 'claim_expires_at'] as const;

type Row = {
  session_id: string;
  request_offset: number;
  requested_at: number;
  expires_at: number;
  prompt: unknown;
  claimed_by: string | null;
  claim_expires_at: number | null;
};

function fromRow(row: Row): OpenRequestRow {
  return {
    sessionId: row.session_id,
    offset: Number(row.request_offset),
    requestedAt: Number(row.requested_at),
    expiresAt: Number(row.expires_at),
    prompt: (row.prompt as PromptMessage[] | null) ?? null,
    claimedBy: row.claimed_by,
    claimExpiresAt: row.claim_expires_at === null ? null : Number(row.claim_expires_at),
  };
}

/** Records a request that just opened; the caller holds the session's row lock. */
export async function insertOpenRequest(db: Db, sessionId: string, opened: Omit<RequestOpened, 'kind'>): Promise<void> {
  await db
    .insertInto('llm_requests')
    .values({
      session_id: sessionId,
      request_offset: opened.offset,
      requested_at: opened.requestedAt,
      expires_at: opened.expiresAt,
      prompt: JSON.stringify(opened.prompt),
    })
    .onConflict((oc) => oc.columns(['session_id', 'request_offset']).doNothing())
    .execute();
}

/** Records an open request found without its row (opened before rows were kept); prompt rebuilt on read. */
export async function insertUnpinnedRequest(
  db: Db,
  sessionId: string,
  open: { offset: number; requestedAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('llm_requests')
    .values({ session_id: sessionId, request_offset: open.offset, requested_at: open.requestedAt, expires_at: open.expiresAt, prompt: null })
    .onConflict((oc) => oc.columns(['session_id', 'request_offset']).doNothing())
    .execute();
}

/** Forgets a request that closed; the caller holds the session's row lock. */
export async function deleteOpenRequest(db: Db, sessionId: string, offset: number): Promise<void> {
  await db.deleteFrom('llm_requests').where('session_id', '=', sessionId).where('request_offset', '=', offset).execute();
}

export async function readOpenRequest(db: Db, sessionId: string, offset: number): Promise<OpenRequestRow | null> {
  const row = await db
    .selectFrom('llm_requests')
    .select(COLUMNS)
    .where('session_id', '=', sessionId)
    .where('request_offset', '=', offset)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

export interface ClaimQuery {
  sessionId: string;
  offset: number;
  workerId: string;
  leaseMs: number;
  now: number;
}

/**
 * Takes or renews the lease in one statement: it succeeds when nobody holds the request,
 * the caller already holds it, or the holder's lease has lapsed. Postgres re-checks the
 * condition on the row after a concurrent claim commits, so exactly one claimer wins.
 */
export async function claimOpenRequest(db: Db, q: ClaimQuery): Promise<OpenRequestRow | null> {
  const row = await db
    .updateTable('llm_requests')
    .set({ claimed_by: q.workerId, claim_expires_at: q.now + q.leaseMs, lease_ms: q.leaseMs })
    .where('session_id', '=', q.sessionId)
    .where('request_offset', '=', q.offset)
    .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', q.workerId), eb('claim_expires_at', '<=', q.now)]))
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** Gives up the caller's lease at once (the request becomes claimable). True when it held it. */
export async function releaseOpenRequest(db: Db, q: { sessionId: string; offset: number; workerId: string }): Promise<boolean> {
  const result = await db
    .updateTable('llm_requests')
    .set({ claimed_by: null, claim_expires_at: null, lease_ms: null })
    .where('session_id', '=', q.sessionId)
    .where('request_offset', '=', q.offset)
    .where('claimed_by', '=', q.workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A chunk from the holder (or from an unnamed writer) extends a live claim by its lease.
 * Only claims past half their lease are rewritten, so a fast stream costs few writes.
 */
export async function extendLease(db: Db, q: { sessionId: string; offset: number; workerId: string | null; now: number }): Promise<void> {
  let query = db
    .updateTable('llm_requests')
    .set({ claim_expires_at: sql<number>`${q.now}::bigint + lease_ms` })
    .where('session_id', '=', q.sessionId)
    .where('request_offset', '=', q.offset)
    .where('claimed_by', 'is not', null)
    .where(sql<boolean>`claim_expires_at < ${q.now}::bigint + lease_ms / 2`);
  if (q.workerId !== null) query = query.where('claimed_by', '=', q.workerId);
  await query.execute();
}

export interface ClaimableQuery {
  now: number;
  /** Every given key must deep-equal the session's metadata value. */
  metadata?: JsonObject | undefined;
  /** The caller's tenant subset (narrows like metadata). */
  tenant?: JsonObject | undefined;
  /** Also list the requests this worker holds (a restarted worker takes its own back). */
  workerId?: string | undefined;
  limit: number;
}

/** Open requests nobody holds (never claimed, released, or lease lapsed) or `workerId` holds, oldest first. */
export async function listClaimableRequests(db: Db, q: ClaimableQuery): Promise<OpenRequestRow[]> {
  let query = db
    .selectFrom('llm_requests as r')
    .innerJoin('sessions as s', 's.id', 'r.session_id')
    .select(['r.session_id', 'r.request_offset', 'r.requested_at', 'r.expires_at', 'r.prompt', 'r.claimed_by', 'r.claim_expires_at'])
    .where((eb) =>
      eb.or([
        eb('r.claimed_by', 'is', null),
        eb('r.claim_expires_at', '<=', q.now),
        ...(q.workerId === undefined ? [] : [eb('r.claimed_by', '=', q.workerId)]),
      ]),
    );
  for (const filter of [q.metadata, q.tenant]) {
    if (!filter || Object.keys(filter).length === 0) continue;
    query = query.where(sql<boolean>`s.metadata @> ${JSON.stringify(filter)}::jsonb`);
    for (const [key, value] of Object.entries(filter)) {
      query = query.where(sql<boolean>`s.metadata -> ${key} = ${JSON.stringify(value)}::jsonb`);
    }
  }
  const rows = await query.orderBy('r.requested_at').orderBy('r.session_id').limit(q.limit).execute();
  return rows.map(fromRow);
}

/** Adds one settlement's share to the session's totals; the caller holds the session's row lock. */
export async function addSessionUsage(db: Db, sessionId: string, usage: SessionUsage): Promise<void> {
  await db
    .updateTable('sessions')
    .set((eb) => ({
      usage_input_tokens: eb('usage_input_tokens', '+', usage.inputTokens),
      usage_output_tokens: eb('usage_output_tokens', '+', usage.outputTokens),
      usage_cached_input_tokens: eb('usage_cached_input_tokens', '+', usage.cachedInputTokens),
      usage_reasoning_output_tokens: eb('usage_reasoning_output_tokens', '+', usage.reasoningOutputTokens),
      usage_requests: eb('usage_requests', '+', usage.requests),
      usage_failed_requests: eb('usage_failed_requests', '+', usage.failedRequests),
    }))
    .where('id', '=', sessionId)
    .execute();
}

/** The usage totals of several sessions (missing ids are absent from the map). */
export async function readSessionUsage(db: Db, ids: readonly string[]): Promise<Map<string, SessionUsage>> {
  const found = new Map<string, SessionUsage>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('sessions')
    .select([
      'id',
      'usage_input_tokens',
      'usage_output_tokens',
      'usage_cached_input_tokens',
      'usage_reasoning_output_tokens',
      'usage_requests',
      'usage_failed_requests',
    ])
    .where('id', 'in', ids)
    .execute();
  for (const r of rows) {
    found.set(r.id, {
      inputTokens: Number(r.usage_input_tokens),
      outputTokens: Number(r.usage_output_tokens),
      cachedInputTokens: Number(r.usage_cached_input_tokens),
      reasoningOutputTokens: Number(r.usage_reasoning_output_tokens),
      requests: Number(r.usage_requests),
      failedRequests: Number(r.usage_failed_requests),
    });
  }
  return found;
}
