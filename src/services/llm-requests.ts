// The worker side of the LLM request lifecycle (SPEC §5): settle a request, stream chunks.
import { parseSettledPayload, type LlmRequestSettledPayload } from '../domain/context-item.js';
import { planSettle } from '../domain/context-fold.js';
import { badInput } from '../domain/errors.js';
import { check } from '../domain/validation.js';
import { recordChunk } from '../store/llm-requests.js';
import { getSession } from '../store/sessions.js';
import { checkStorable, issuesError } from './context.js';
import { changeContext } from './context-state.js';
import type { ServiceDeps } from './deps.js';
import { findSession, orNotFound } from './tenancy.js';
import { transact } from './transaction.js';

export interface SettleResult {
  settled: boolean;
  /** Offset of the settled event; null when the request was not open (nothing written). */
  offset: number | null;
  /** Offset of the assistant item a success appended; null otherwise. */
  itemOffset: number | null;
}

const NOT_SETTLED: SettleResult = { settled: false, offset: null, itemOffset: null };

function validateSettlement(deps: ServiceDeps, input: unknown): LlmRequestSettledPayload {
  const parsed = parseSettledPayload(input);
  if (!parsed.ok) throw issuesError(parsed.issues, 'input', 'settlement');
  checkStorable(deps, parsed.value, 'input');
  const result = parsed.value.result;
  if (result.status === 'succeeded') check(deps.validators().text, result.text, 'input.result.succeeded.text');
  return parsed.value;
}

/** Settles the open request; refused (settled: false, nothing written) when it is not the open one. */
export async function settleLlmRequest(deps: ServiceDeps, input: { sessionId: string; settlement: unknown }): Promise<SettleResult> {
  const payload = validateSettlement(deps, input.settlement);
  const result = await changeContext(
    deps,
    input.sessionId,
    ({ state }) => {
      const plan = planSettle(state, payload);
      if (!plan.accepted) return { events: [], result: () => NOT_SETTLED };
      return {
        events: plan.events,
        result: (stored) => ({
          settled: true,
          offset: stored[stored.length - 1]!.offset,
          itemOffset: stored.length > 1 ? stored[0]!.offset : null,
        }),
      };
    },
    { access: 'serve' },
  );
  if (result.settled) deps.llm.partials.drop(input.sessionId, payload.requestOffset);
  return result;
}

export interface ChunkInput {
  sessionId: string;
  requestOffset: number;
  sequence: number;
  chunk: string;
  /** The worker sending it: a chunk from the claim's holder (or from an unnamed sender) extends the lease. */
  workerId?: string | null | undefined;
}

/**
 * Publishes one response chunk live (never stored) when the request is the open one;
 * otherwise reports it not accepted and publishes nothing. The chunk is also recorded
 * locally at once, so an interrupt on this instance sees it before the bus echo. Costs the
 * session's row and the request's, whatever the context's size: the open request is its row
 * in llm_requests (inserted when it opens, deleted when it settles, with the fold).
 */
export async function appendLlmResponseChunk(deps: ServiceDeps, input: ChunkInput): Promise<{ accepted: boolean }> {
  if (!Number.isSafeInteger(input.requestOffset) || input.requestOffset < 1) throw badInput('input.requestOffset', 'must be a positive integer');
  if (!Number.isSafeInteger(input.sequence) || input.sequence < 0) throw badInput('input.sequence', 'must not be negative');
  const chunk = check(deps.validators().text, input.chunk, 'input.chunk');
  const workerId = input.workerId == null ? null : check(deps.validators().callerId, input.workerId, 'input.workerId');
  const accepted = await transact(deps, async (trx, writer) => {
    // A read, not a lock: chunks stream fast and must not queue behind the session's writers.
    const session = orNotFound(await findSession(deps, input.sessionId, trx, getSession, 'serve'), input.sessionId);
    // Open, and from the worker whose answer this stream carries (store/llm-requests.ts recordChunk).
    const target = { sessionId: input.sessionId, offset: input.requestOffset, sequence: input.sequence, workerId, now: deps.now() };
    if (!(await recordChunk(trx, target))) return false;
    writer.live(
      session,
      { type: 'llm_response_chunk', payload: { requestOffset: input.requestOffset, sequence: input.sequence, chunk } },
      deps.now(),
    );
    return true;
  });
  if (accepted) deps.llm.partials.add(input.sessionId, input.requestOffset, input.sequence, chunk);
  return { accepted };
}
