// SQL for open LLM requests (their pinned prompt and worker lease) and session usage totals.
// A request is open exactly while its row exists. The prompt is read only by the one query
// that asks for it: claims, renewals, chunks and the work list never carry it.
import { sql } from 'kysely';
import type { PromptMessage } from '../domain/context-fold.js';
import { llmRequestSettledPayloadSchema, type LlmResult } from '../domain/context-item.js';
import type { RequestOpened } from '../domain/request-changes.js';
import type { JsonObject, JsonValue } from '../domain/types.js';
import type { SessionUsage } from '../domain/usage.js';
import type { Db } from './db.js';
import { lockTenant, sameTenant, tenantOf } from './tenants.js';

export interface OpenRequestRow {
  sessionId: string;
  offset: number;
  requestedAt: number;
  expiresAt: number;
  claimedBy: string | null;
  claimExpiresAt: number | null;
  /** One past the highest chunk sequence accepted for the request (0 when none), on every instance. */
  nextSequence: number;
  /** The transcript entry the request answers (SPEC §11); null for a context-only request. */
  triggerEntryId: string | null;
}

const COLUMNS = [
  'session_id',
  'request_offset',
  'requested_at',
  'expires_at',
  'claimed_by',
  'claim_expires_at',
  'next_sequence',
  'trigger_entry_id',
] as const;

type Row = {
  session_id: string;
  request_offset: number;
  requested_at: number;
  expires_at: number;
  claimed_by: string | null;
  claim_expires_at: number | null;
  next_sequence: number;
  trigger_entry_id: string | null;
};

function fromRow(row: Row): OpenRequestRow {
  return {
    sessionId: row.session_id,
    offset: Number(row.request_offset),
    requestedAt: Number(row.requested_at),
    expiresAt: Number(row.expires_at),
    claimedBy: row.claimed_by,
    claimExpiresAt: row.claim_expires_at === null ? null : Number(row.claim_expires_at),
    nextSequence: Number(row.next_sequence ?? 0),
    triggerEntryId: row.trigger_entry_id ?? null,
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
      trigger_entry_id: opened.triggerEntryId ?? null,
    })
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

/** The prompt pinned when the request opened: undefined when it is not open, null when it opened before prompts were pinned. */
export async function readPinnedPrompt(db: Db, sessionId: string, offset: number): Promise<PromptMessage[] | null | undefined> {
  const row = await db
    .selectFrom('llm_requests')
    .select('prompt')
    .where('session_id', '=', sessionId)
    .where('request_offset', '=', offset)
    .executeTakeFirst();
  return row === undefined ? undefined : ((row.prompt as PromptMessage[] | null) ?? null);
}

/** readOpenRequest for many requests in one statement; requests not open are absent. */
export async function readOpenRequests(db: Db, keys: readonly { sessionId: string; offset: number }[]): Promise<OpenRequestRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('llm_requests')
    .select(COLUMNS)
    .where(
      sql<boolean>`(session_id, request_offset) in (select * from unnest(${keys.map((k) => k.sessionId)}::text[], ${keys.map((k) => k.offset)}::bigint[]))`,
    )
    .execute();
  return rows.map(fromRow);
}

/** LLM_MAX_CLAIMED_PER_TENANT and the key that names a session's tenant (store/tenants.ts). */
export interface ClaimsPerTenant {
  tenantKey: string;
  /** Live claims one tenant's requests may have at once; 0: no cap. */
  cap: number;
}

export interface ClaimQuery {
  sessionId: string;
  offset: number;
  workerId: string;
  leaseMs: number;
  now: number;
  perTenant: ClaimsPerTenant;
}

/** Live claims (held, lease not lapsed) on the requests of one tenant, the given request left out; counted up to `atMost`. */
async function countLiveClaims(db: Db, q: ClaimQuery, tenant: JsonValue | undefined): Promise<number> {
  const row = await sql<{ n: number }>`
    select count(*)::integer as n from (
      select 1 from llm_requests r join sessions s on s.id = r.session_id
      where r.claimed_by is not null and r.claim_expires_at > ${q.now}
        and not (r.session_id = ${q.sessionId} and r.request_offset = ${q.offset})
        and ${sameTenant('s', q.perTenant.tenantKey, tenant)}
      limit ${q.perTenant.cap}
    ) t`.execute(db);
  return Number(row.rows[0]!.n);
}

/**
 * Takes or renews the lease: it succeeds when nobody holds the request, the caller already
 * holds it, or the holder's lease has lapsed — and, with a per-tenant cap, when the request's
 * tenant holds fewer live claims than the cap (a renewal of a live claim always passes). The
 * cap is checked under the tenant's lock, so `db` must be a transaction when it is on.
 * Postgres re-checks the lease condition on the row after a concurrent claim commits, so
 * exactly one claimer wins. Null: not claimed (not open, held by another, or over the cap).
 */
export async function claimOpenRequest(db: Db, q: ClaimQuery): Promise<OpenRequestRow | null> {
  if (q.perTenant.cap > 0) {
    const target = await db
      .selectFrom('llm_requests as r')
      .innerJoin('sessions as s', 's.id', 'r.session_id')
      .select(['r.claimed_by', 'r.claim_expires_at', sql<string | null>`(${tenantOf('s', q.perTenant.tenantKey)})::text`.as('tenant')])
      .where('r.session_id', '=', q.sessionId)
      .where('r.request_offset', '=', q.offset)
      .executeTakeFirst();
    if (!target) return null;
    const renewal = target.claimed_by === q.workerId && Number(target.claim_expires_at) > q.now;
    // Caps are per tenant: a session without the tenant key has none.
    if (!renewal && target.tenant !== null) {
      const tenant = JSON.parse(target.tenant) as JsonValue;
      await lockTenant(db, 'claims', tenant);
      if ((await countLiveClaims(db, q, tenant)) >= q.perTenant.cap) return null;
    }
  }
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

export interface ChunkRecord {
  sessionId: string;
  offset: number;
  sequence: number;
  /** The sender; null for an unnamed one (it can neither be refused nor extend a claim by name). */
  workerId: string | null;
  now: number;
}

/**
 * Records an accepted chunk on the open request's row, in one statement: raises the streamed
 * high-water mark (the claim's `nextSequence` on every instance), names the stream's worker on
 * its first named chunk, and extends a live claim of the sender (or of anyone, for an unnamed
 * sender) by its lease once past half of it. A chunk from a named worker other than the one
 * whose chunks the stream already carries is refused: a takeover never splices a second answer
 * into the first. False: not recorded (not open, or refused).
 */
export async function recordChunk(db: Db, q: ChunkRecord): Promise<boolean> {
  const worker = sql<string | null>`${q.workerId}::text`;
  const extends_ = sql<boolean>`claimed_by is not null and (${worker} is null or claimed_by = ${worker})
    and claim_expires_at < ${q.now}::bigint + lease_ms / 2`;
  const row = await db
    .updateTable('llm_requests')
    .set({
      next_sequence: sql<number>`greatest(next_sequence, ${q.sequence + 1}::bigint)`,
      streamed_by: sql<string | null>`coalesce(streamed_by, ${worker})`,
      claim_expires_at: sql<number | null>`case when ${extends_} then ${q.now}::bigint + lease_ms else claim_expires_at end`,
    })
    .where('session_id', '=', q.sessionId)
    .where('request_offset', '=', q.offset)
    .where(sql<boolean>`(${worker} is null or streamed_by is null or streamed_by = ${worker})`)
    .returning(sql<number>`1`.as('recorded'))
    .executeTakeFirst();
  return row !== undefined;
}

export interface ClaimableQuery {
  now: number;
  /** Fairness groups by tenant; a tenant at its cap of live claims lists nothing more. */
  perTenant: ClaimsPerTenant;
  /** Every given key must deep-equal the session's metadata value. */
  metadata?: JsonObject | undefined;
  /** The caller's tenant subset (narrows like metadata). */
  tenant?: JsonObject | undefined;
  /** Also list the requests this worker holds (a restarted worker takes its own back). */
  workerId?: string | undefined;
  limit: number;
}

/**
 * Open requests nobody holds (never claimed, released, or lease lapsed) or `workerId` holds,
 * served round-robin by tenant: a tenant's requests, oldest first, take the turns after those
 * it already has in a worker's hands, and the list goes turn by turn (oldest first within a
 * turn) — so one tenant's burst cannot push another tenant's request back, and a tenant with
 * requests in flight waits for those without. With a per-tenant cap a tenant lists only the
 * turns it may still claim. Sessions without the tenant key are one group for the round, uncapped.
 */
export async function listClaimableRequests(db: Db, q: ClaimableQuery): Promise<OpenRequestRow[]> {
  const conditions = [
    q.workerId === undefined
      ? sql<boolean>`(r.claimed_by is null or r.claim_expires_at <= ${q.now})`
      : sql<boolean>`(r.claimed_by is null or r.claim_expires_at <= ${q.now} or r.claimed_by = ${q.workerId})`,
  ];
  for (const filter of [q.metadata, q.tenant]) {
    if (!filter || Object.keys(filter).length === 0) continue;
    conditions.push(sql<boolean>`s.metadata @> ${JSON.stringify(filter)}::jsonb`);
    for (const [key, value] of Object.entries(filter)) conditions.push(sql<boolean>`s.metadata -> ${key} = ${JSON.stringify(value)}::jsonb`);
  }
  const tenant = tenantOf('s', q.perTenant.tenantKey);
  // Live claims held by others (this worker's own are among the candidates).
  const heldByOthers =
    q.workerId === undefined
      ? sql<boolean>`r.claimed_by is not null and r.claim_expires_at > ${q.now}`
      : sql<boolean>`r.claimed_by is not null and r.claim_expires_at > ${q.now} and r.claimed_by <> ${q.workerId}`;
  const rows = await sql<Row>`
    with held as (
      select ${tenant} as tenant, count(*) as n
      from llm_requests r join sessions s on s.id = r.session_id
      where ${heldByOthers}
      group by 1
    ),
    candidates as (
      select r.session_id, r.request_offset, r.requested_at, r.expires_at, r.claimed_by, r.claim_expires_at, r.next_sequence, r.trigger_entry_id,
             ${tenant} as tenant,
             row_number() over (partition by ${tenant} order by r.requested_at, r.session_id) as nth
      from llm_requests r join sessions s on s.id = r.session_id
      where ${sql.join(conditions, sql` and `)}
    ),
    turns as (
      select c.*, c.nth + coalesce(h.n, 0) as turn
      from candidates c left join held h on h.tenant is not distinct from c.tenant
    )
    select * from turns
    ${q.perTenant.cap === 0 ? sql`` : sql`where tenant is null or turn <= ${q.perTenant.cap}`}
    order by turn, requested_at, session_id
    limit ${q.limit}`.execute(db);
  return rows.rows.map(fromRow);
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

/**
 * How a request that is no longer open settled: the first `llm_request_settled` event after its
 * offset that names it (a request is settled once, before the next one opens, so the scan stops
 * there). Null when none is stored (the offset is not a request, or it is still open).
 */
export async function readSettlement(db: Db, sessionId: string, offset: number): Promise<LlmResult | null> {
  const row = await db
    .selectFrom('events')
    .select('payload')
    .where('session_id', '=', sessionId)
    .where('offset', '>', offset)
    .where('type', '=', 'llm_request_settled')
    .where(sql<boolean>`(payload ->> 'requestOffset')::bigint = ${offset}::bigint`)
    // Only a request's offset is looked for: any other offset costs one key probe, not a scan.
    .where(
      sql<boolean>`exists (select 1 from events r where r.session_id = ${sessionId} and r."offset" = ${offset} and r.type = 'llm_request_requested')`,
    )
    .orderBy('offset', 'asc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = llmRequestSettledPayloadSchema.safeParse(row.payload);
  return parsed.success ? parsed.data.result : null;
}
