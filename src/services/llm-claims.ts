// Model workers (SPEC §10): claim an open request with a lease, renew or release it, list
// the requests nobody holds, and read a request's pinned prompt. A claim writes no event:
// the lease lives in the open request's row, and one conditional UPDATE decides the winner
// on every instance (see store/llm-requests.ts). A claim, a renewal and the work list never
// read the prompt: only `LlmRequest.prompt` does (pinnedPrompt), when it is asked for.
// Claims are served fairly between tenants (round-robin work list, LLM_MAX_CLAIMED_PER_TENANT),
// and these operations are the worker scope's (access 'serve', services/tenancy.ts).
import { foldEvent, initialContextState, renderPrompt, type PromptMessage } from '../domain/context-fold.js';
import { badInput } from '../domain/errors.js';
import { pageSize } from '../domain/paging.js';
import type { JsonObject } from '../domain/types.js';
import { check } from '../domain/validation.js';
import { readEvents } from '../store/events.js';
import {
  claimOpenRequest,
  listClaimableRequests,
  readOpenRequest,
  releaseOpenRequest,
  type ClaimsPerTenant,
  type OpenRequestRow,
} from '../store/llm-requests.js';
import { getSession } from '../store/sessions.js';
import { foldOptions } from './context-state.js';
import type { ServiceDeps } from './deps.js';
import { findSession, listTenant, orNotFound } from './tenancy.js';
import { withStorage } from './transaction.js';

/** An open request as workers see it (without its prompt: pinnedPrompt reads it). */
export type LlmRequestRecord = OpenRequestRow;

/** A request as the LlmRequest type resolves it: `record` is its row when already read (null: no longer open). */
export type LlmRequestView = Pick<OpenRequestRow, 'sessionId' | 'offset' | 'requestedAt' | 'expiresAt'> & { record?: OpenRequestRow | null };

export interface ClaimInput {
  sessionId: string;
  requestOffset: number;
  workerId: string;
  leaseMs?: number | null | undefined;
}

export interface ClaimResult {
  claimed: boolean;
  /** The request as it stands after the call (holder and lease included); null when it is not open. */
  request: LlmRequestRecord | null;
  /** One past the highest chunk sequence streamed for the request so far (0 when none). */
  nextSequence: number;
}

function checkTarget(deps: ServiceDeps, input: { requestOffset: number; workerId: string }): string {
  if (!Number.isSafeInteger(input.requestOffset) || input.requestOffset < 1) throw badInput('input.requestOffset', 'must be a positive integer');
  return check(deps.validators().callerId, input.workerId, 'input.workerId');
}

/** The lease a claim gets: the default when absent, at most the configured maximum. */
function leaseFor(deps: ServiceDeps, requested: number | null | undefined): number {
  const { claimLeaseMs, claimLeaseMaxMs } = deps.llm.settings();
  if (requested == null) return claimLeaseMs;
  if (!Number.isSafeInteger(requested) || requested < 1) throw badInput('input.leaseMs', 'must be a positive integer');
  return Math.min(requested, claimLeaseMaxMs);
}

async function requireVisibleSession(deps: ServiceDeps, sessionId: string): Promise<void> {
  orNotFound(await findSession(deps, sessionId, deps.db, getSession, 'serve'), sessionId);
}

function claimsPerTenant(deps: ServiceDeps): ClaimsPerTenant {
  return { tenantKey: deps.llm.tenantKey(), cap: deps.llm.settings().maxClaimedPerTenant };
}

/**
 * Where a worker taking the request over numbers its chunks from: the high-water mark kept on
 * the request's row by every accepted chunk (the same on every instance), or what this
 * instance heard when that is further on (a row written before the mark was kept).
 */
function nextSequence(deps: ServiceDeps, request: LlmRequestRecord | null, sessionId: string, offset: number): number {
  const chunks = deps.llm.partials.chunks(sessionId, offset);
  const heard = chunks.length === 0 ? 0 : chunks[chunks.length - 1]!.sequence + 1;
  return Math.max(request?.nextSequence ?? 0, heard);
}

/**
 * Claims (or, by its holder, renews) an open request. Another worker's live lease wins:
 * `claimed: false` with the request as it stands; so does a tenant holding
 * LLM_MAX_CLAIMED_PER_TENANT live claims already (until one settles or lapses). A request
 * that is not open (unknown, settled, cancelled, expired): `claimed: false, request: null`.
 */
export async function claimLlmRequest(deps: ServiceDeps, input: ClaimInput): Promise<ClaimResult> {
  const workerId = checkTarget(deps, input);
  const leaseMs = leaseFor(deps, input.leaseMs);
  const { sessionId, requestOffset: offset } = input;
  const outcome = await withStorage(deps, async () => {
    await requireVisibleSession(deps, sessionId);
    const claim = { sessionId, offset, workerId, leaseMs, now: deps.now(), perTenant: claimsPerTenant(deps) };
    // The per-tenant cap is checked under the tenant's lock: one transaction.
    const won =
      claim.perTenant.cap > 0 ? await deps.db.transaction().execute((trx) => claimOpenRequest(trx, claim)) : await claimOpenRequest(deps.db, claim);
    if (won) return { claimed: true, request: won };
    return { claimed: false, request: await readOpenRequest(deps.db, sessionId, offset) };
  });
  return { ...outcome, nextSequence: nextSequence(deps, outcome.request, sessionId, offset) };
}

/** The holder gives its lease up, so another worker can claim the request at once. */
export async function releaseLlmRequest(
  deps: ServiceDeps,
  input: { sessionId: string; requestOffset: number; workerId: string },
): Promise<{ released: boolean }> {
  const workerId = checkTarget(deps, input);
  return withStorage(deps, async () => {
    await requireVisibleSession(deps, input.sessionId);
    return { released: await releaseOpenRequest(deps.db, { sessionId: input.sessionId, offset: input.requestOffset, workerId }) };
  });
}

/** Open requests of the caller's sessions that no worker holds (or `workerId` holds), round-robin by tenant, oldest first in each. */
export async function claimableLlmRequests(
  deps: ServiceDeps,
  input: { metadata?: JsonObject | null | undefined; limit?: number | null | undefined; workerId?: string | null | undefined },
): Promise<LlmRequestRecord[]> {
  const metadata = input.metadata == null ? undefined : check(deps.validators().jsonObject, input.metadata, 'metadata');
  const workerId = input.workerId == null ? undefined : check(deps.validators().callerId, input.workerId, 'workerId');
  const limit = pageSize(deps, input.limit);
  return withStorage(deps, () =>
    listClaimableRequests(deps.db, {
      now: deps.now(),
      metadata,
      tenant: listTenant(deps.identity, 'serve') ?? undefined,
      workerId,
      limit,
      perTenant: claimsPerTenant(deps),
    }),
  );
}

/** The open request's row (its lease), or null when that request is not open; read with the others of the same tick. */
export function openRequestRecord(deps: ServiceDeps, sessionId: string, offset: number): Promise<LlmRequestRecord | null> {
  return deps.loaders.openRequests.load({ sessionId, offset });
}

const PROMPT_PAGE = 1000;

/**
 * The prompt pinned at a request's offset: stored when it opened, else (a request opened
 * before prompts were pinned, or no longer open) folded from the stream below it.
 */
export async function pinnedPrompt(deps: ServiceDeps, request: Pick<LlmRequestRecord, 'sessionId' | 'offset'>): Promise<PromptMessage[]> {
  const pinned = await deps.loaders.pinnedPrompts.load({ sessionId: request.sessionId, offset: request.offset });
  if (pinned) return pinned;
  const options = foldOptions(deps);
  return withStorage(deps, async () => {
    let state = initialContextState();
    let after = 0;
    while (after < request.offset - 1) {
      const page = await readEvents(deps.db, request.sessionId, after, Math.min(PROMPT_PAGE, request.offset - 1 - after));
      for (const event of page) if (event.offset < request.offset) state = foldEvent(state, event, options);
      if (page.length === 0) break;
      after = page[page.length - 1]!.offset;
    }
    return renderPrompt(state);
  });
}
