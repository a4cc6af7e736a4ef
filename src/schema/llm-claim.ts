// Model workers over GraphQL (SPEC §10): the pinned prompt and lease on LlmRequest,
// claimLlmRequest / releaseLlmRequest, and the claimableLlmRequests work list.
import {
  claimableLlmRequests,
  claimLlmRequest,
  openRequestRecord,
  pinnedPrompt,
  releaseLlmRequest,
  type LlmRequestRecord,
  type LlmRequestView,
} from '../services/llm-claims.js';
import type { ServiceDeps } from '../services/deps.js';
import { builder } from './builder.js';
import { LlmRequestRef, PromptMessageRef } from './session-context.js';

// A view built from the context fold has not read its row yet: its fields' reads (and those of
// every other view of the same tick) are one batched read.
function recordOf(deps: ServiceDeps, view: LlmRequestView): Promise<LlmRequestRecord | null> {
  return view.record !== undefined ? Promise.resolve(view.record) : openRequestRecord(deps, view.sessionId, view.offset);
}

const viewOf = (record: LlmRequestRecord): LlmRequestView => ({ ...record, record });

builder.objectFields(LlmRequestRef, (t) => ({
  sessionId: t.id({ description: 'The session the request belongs to.', resolve: (r) => r.sessionId }),
  triggerEntryId: t.id({
    nullable: true,
    description:
      'The transcript entry this request answers (opened by sendMessage, sendFunctionResults or regenerate): its prompt is the path ending there and its reply lands under it. Null for a context-only request, and once the request is no longer open.',
    resolve: async (r, _args, ctx) => {
      const known = (r as { triggerEntryId?: string }).triggerEntryId;
      return known ?? (await recordOf(ctx.deps, r))?.triggerEntryId ?? null;
    },
  }),
  prompt: t.field({
    type: [PromptMessageRef],
    description:
      "Exactly what the model receives for this request: the fold of the session's context items with offsets below the request's offset, after the trust boundary. Items added later (while it is open) are not part of it.",
    // Read only here, when asked for: a claim or a renewal that does not select it reads none of it.
    resolve: (r, _args, ctx) => pinnedPrompt(ctx.deps, r),
  }),
  claimedBy: t.string({
    nullable: true,
    description: 'The worker holding the claim (its `workerId`); null when never claimed or released. A lapsed lease still names its last holder.',
    resolve: async (r, _args, ctx) => (await recordOf(ctx.deps, r))?.claimedBy ?? null,
  }),
  claimExpiresAt: t.field({
    type: 'Timestamp',
    nullable: true,
    description: 'When the claim lapses unless its holder sends a chunk or renews it; after that any worker may claim the request.',
    resolve: async (r, _args, ctx) => (await recordOf(ctx.deps, r))?.claimExpiresAt ?? null,
  }),
}));

const ClaimLlmRequestInput = builder.inputType('ClaimLlmRequestInput', {
  description: 'Input of claimLlmRequest.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    requestOffset: t.field({ type: 'SafeInt', required: true, description: 'The open request (offset of its requested event).' }),
    workerId: t.string({
      required: true,
      description: 'Who claims: a stable id per worker process (printable, no spaces, at most the configured id length).',
    }),
    leaseMs: t.int({
      description:
        'How long the claim holds without a chunk or a renewal (≥ 1). Default `LLM_CLAIM_LEASE_MS` (30 s); clamped to `LLM_CLAIM_LEASE_MAX_MS` (5 min).',
    }),
  }),
});

const ClaimLlmRequestPayload = builder
  .objectRef<{ claimed: boolean; request: LlmRequestRecord | null; nextSequence: number }>('ClaimLlmRequestPayload')
  .implement({
    description: 'Result of claimLlmRequest.',
    fields: (t) => ({
      claimed: t.exposeBoolean('claimed', {
        description:
          "True when the caller holds the request now (a first claim, a renewal, or a takeover of a lapsed lease); false when another worker's lease is live, the request's tenant already holds `LLM_MAX_CLAIMED_PER_TENANT` live claims, or the request is not open.",
      }),
      request: t.field({
        type: LlmRequestRef,
        nullable: true,
        description: 'The request after the call (holder, lease, prompt); null when it is not open (unknown, settled, cancelled or expired).',
        resolve: (p) => (p.request ? viewOf(p.request) : null),
      }),
      nextSequence: t.int({
        description:
          'One past the highest chunk sequence streamed for this request so far (0 when none). A worker taking over a lapsed lease numbers its chunks from here, so none is dropped as a repeat.',
        resolve: (p) => p.nextSequence,
      }),
    }),
  });

const ReleaseLlmRequestInput = builder.inputType('ReleaseLlmRequestInput', {
  description: 'Input of releaseLlmRequest.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    requestOffset: t.field({ type: 'SafeInt', required: true, description: 'The request (offset of its requested event).' }),
    workerId: t.string({ required: true, description: 'The worker that holds the claim.' }),
  }),
});

const ReleaseLlmRequestPayload = builder.objectRef<{ released: boolean }>('ReleaseLlmRequestPayload').implement({
  description: 'Result of releaseLlmRequest.',
  fields: (t) => ({
    released: t.exposeBoolean('released', {
      description: 'False when the caller did not hold the claim (or the request is not open): nothing changed.',
    }),
  }),
});

builder.mutationFields((t) => ({
  claimLlmRequest: t.field({
    type: ClaimLlmRequestPayload,
    description:
      'Claim an open request for one worker with a lease. The first claim wins; other workers get `claimed: false` until the lease lapses (no chunk from the holder and no renewal — another claim by the same worker — for `leaseMs`). Writes no event. Settling needs no claim. Errors: NOT_FOUND (unknown session), BAD_USER_INPUT.',
    args: { input: t.arg({ type: ClaimLlmRequestInput, required: true, description: 'The claim.' }) },
    resolve: (_root, { input }, ctx) =>
      claimLlmRequest(ctx.deps, {
        sessionId: String(input.sessionId),
        requestOffset: input.requestOffset,
        workerId: input.workerId,
        leaseMs: input.leaseMs,
      }),
  }),
  releaseLlmRequest: t.field({
    type: ReleaseLlmRequestPayload,
    description:
      "Give up the caller's claim at once (e.g. a worker shutting down), so another worker can claim the request without waiting for the lease. Errors: NOT_FOUND (unknown session), BAD_USER_INPUT.",
    args: { input: t.arg({ type: ReleaseLlmRequestInput, required: true, description: 'The claim to give up.' }) },
    resolve: (_root, { input }, ctx) =>
      releaseLlmRequest(ctx.deps, { sessionId: String(input.sessionId), requestOffset: input.requestOffset, workerId: input.workerId }),
  }),
}));

builder.queryField('claimableLlmRequests', (t) =>
  t.field({
    type: [LlmRequestRef],
    description:
      "Open requests of the caller's sessions that no worker holds (never claimed, released, or lease lapsed), round-robin by tenant (each tenant's oldest first, a tenant's requests already claimed counting as its first turns), oldest first within a turn: what a worker starting up, reconnecting, or looking for abandoned work claims. A tenant at `LLM_MAX_CLAIMED_PER_TENANT` lists nothing. A work list, not a history: claim from the front and ask again.",
    args: {
      metadata: t.arg({
        type: 'JSONObject',
        description: 'Only sessions whose metadata has these keys with these values (as the `metadata` filters).',
      }),
      limit: t.arg.int({ description: 'Most requests returned; default 50, clamped to [1, the configured maximum page size].' }),
      workerId: t.arg.string({
        description: 'Also list the requests this worker holds: a worker restarted with the same id takes its own back at once.',
      }),
    },
    resolve: async (_root, args, ctx) => (await claimableLlmRequests(ctx.deps, args)).map(viewOf),
  }),
);
