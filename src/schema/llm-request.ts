// The LLM request lifecycle over GraphQL: the requested / settled / chunk events, the
// worker mutations (settleLlmRequest, appendLlmResponseChunk) and their subscriptions.
import type { LlmFunctionCall, LlmResult } from '../domain/context-item.js';
import type { EventOf } from '../domain/events.js';
import { appendLlmResponseChunk, settleLlmRequest } from '../services/llm-requests.js';
import { type ChunkDelivery, llmResponseChunks } from '../services/streams.js';
import { builder } from './builder.js';
import { LlmResultInput, toLlmResult } from './context-input.js';
import { CancelReasonEnum, LlmUsageRef } from './context-item.js';
import { ErrorKindEnum, StopReasonEnum } from './message.js';
import { storedEventType } from './events.js';
import { SessionFilter, trigger } from './subscriptions.js';

// ---- results ----

type ResultOf<S extends LlmResult['status']> = Extract<LlmResult, { status: S }>;
const raw = (r: { rawResponse?: unknown }) => (r.rawResponse === undefined ? null : r.rawResponse);

const LlmFunctionCallRef = builder.objectRef<LlmFunctionCall>('LlmFunctionCall').implement({
  description: 'A tool call the model made, as its worker settled it.',
  fields: (t) => ({
    callId: t.exposeID('callId', { description: 'The call id; the function result echoes it as `functionCallId`.' }),
    functionId: t.exposeString('functionId', { description: 'The function to invoke.' }),
    arguments: t.field({ type: 'JSON', nullable: true, description: 'Model-produced arguments (JSON).', resolve: (c) => c.arguments ?? null }),
  }),
});

const LlmSucceededRef = builder.objectRef<ResultOf<'succeeded'>>('LlmSucceeded').implement({
  description: 'The model answered.',
  fields: (t) => ({
    text: t.exposeString('text', { description: "The assistant's text (also carried by the assistant context item appended with it)." }),
    stopReason: t.field({
      type: StopReasonEnum,
      nullable: true,
      description: 'Why generation stopped, as the worker reported it (END, LENGTH, FUNCTION_CALL); null when it did not say.',
      resolve: (r) => r.stopReason ?? null,
    }),
    nativeStopReason: t.string({ nullable: true, description: 'The provider’s finish reason verbatim.', resolve: (r) => r.nativeStopReason ?? null }),
    functionCalls: t.field({
      type: [LlmFunctionCallRef],
      description: 'Tool calls the model made (empty when none).',
      resolve: (r) => r.functionCalls ?? [],
    }),
    usage: t.field({ type: LlmUsageRef, nullable: true, description: 'Normalized provider-reported token usage.', resolve: (r) => r.usage ?? null }),
    rawResponse: t.field({ type: 'JSON', nullable: true, description: 'Provider response verbatim.', resolve: raw }),
  }),
});
const LlmFailedRef = builder.objectRef<ResultOf<'failed'>>('LlmFailed').implement({
  description: 'The attempt failed (retried while under the configured maximum attempts).',
  fields: (t) => ({
    errorMessage: t.exposeString('errorMessage', { description: 'What the transport reported.' }),
    errorKind: t.field({
      type: ErrorKindEnum,
      nullable: true,
      description: 'How the worker classified the failure; null when it did not say.',
      resolve: (r) => r.errorKind ?? null,
    }),
    rawResponse: t.field({ type: 'JSON', nullable: true, description: 'Provider response verbatim.', resolve: raw }),
  }),
});
const LlmCancelledRef = builder.objectRef<ResultOf<'cancelled'>>('LlmCancelled').implement({
  description: 'The request was cancelled (interrupted by new input, expired, or abandoned by its worker).',
  fields: (t) => ({
    reason: t.field({ type: CancelReasonEnum, description: 'Why it was cancelled.', resolve: (r) => r.reason }),
    partialText: t.string({
      nullable: true,
      description: 'Whatever streamed before the abort, preserved for the conversation.',
      resolve: (r) => r.partialText ?? null,
    }),
  }),
});
const RESULT_TYPES = { succeeded: 'LlmSucceeded', failed: 'LlmFailed', cancelled: 'LlmCancelled' } as const;
const LlmResultUnion = builder.unionType('LlmResult', {
  description: 'How a request settled.',
  types: [LlmSucceededRef, LlmFailedRef, LlmCancelledRef],
  resolveType: (r) => RESULT_TYPES[r.status],
});

// ---- events ----

const LlmRequestRequestedEventRef = builder.objectRef<EventOf<'llm_request_requested'>>('LlmRequestRequestedEvent').implement({
  ...storedEventType('llm_request_requested', 'The service opened an LLM request; its offset is the request id a worker answers and settles.'),
  fields: (t) => ({
    requestedAt: t.field({ type: 'Timestamp', description: 'When it was opened.', resolve: (e) => e.payload.requestedAt }),
    expiresAt: t.field({
      type: 'Timestamp',
      description: 'When it is settled cancelled/expired if still open.',
      resolve: (e) => e.payload.expiresAt,
    }),
    triggerEntryId: t.id({
      nullable: true,
      description:
        'The transcript entry the request answers (sendMessage, sendFunctionResults, regenerate); its reply lands under it. Null for a context-only request.',
      resolve: (e) => e.payload.triggerEntryId ?? null,
    }),
  }),
});

const LlmRequestSettledEventRef = builder.objectRef<EventOf<'llm_request_settled'>>('LlmRequestSettledEvent').implement({
  ...storedEventType('llm_request_settled', 'An LLM request settled (by its worker, by an interrupting item, or by expiry).'),
  fields: (t) => ({
    requestOffset: t.field({
      type: 'SafeInt',
      description: 'The settled request (offset of its requested event).',
      resolve: (e) => e.payload.requestOffset,
    }),
    durationMs: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Wall-clock duration of the settling attempt.',
      resolve: (e) => e.payload.durationMs ?? null,
    }),
    result: t.field({ type: LlmResultUnion, description: 'How it settled.', resolve: (e) => e.payload.result }),
  }),
});

const LlmResponseChunkEventRef = builder.objectRef<ChunkDelivery>('LlmResponseChunkEvent').implement({
  description: 'A piece of a streaming model response. Live only: never stored, no offset.',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId', { description: 'The session.' }),
    requestOffset: t.field({ type: 'SafeInt', description: 'The request the chunk belongs to.', resolve: (e) => e.payload.requestOffset }),
    sequence: t.int({ description: "The chunk's position, as the worker numbered it.", resolve: (e) => e.payload.sequence }),
    chunk: t.string({ description: 'The text.', resolve: (e) => e.payload.chunk }),
    at: t.field({ type: 'Timestamp', description: 'When the service accepted it.', resolve: (e) => e.at }),
    textSoFar: t.string({
      description:
        'The text streamed so far, up to and including this chunk (chunks 0, 1, 2, … joined), so a result pane that shows only the latest event shows the whole answer growing. After a `gap` it stops at the first chunk this stream never got.',
      resolve: (e) => e.textSoFar,
    }),
    gap: t.boolean({
      description:
        'True when chunks before this one were lost on the way to this subscription (a bus outage): `textSoFar` then holds only the text before the first lost chunk; the whole text arrives with the settlement (`llmRequestSettled`, `sessionEvents`).',
      resolve: (e) => e.gap,
    }),
  }),
});

// ---- mutations ----

const SettleLlmRequestInput = builder.inputType('SettleLlmRequestInput', {
  description: 'Input of settleLlmRequest.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    requestOffset: t.field({ type: 'SafeInt', required: true, description: 'The request (offset of its requested event).' }),
    durationMs: t.field({ type: 'SafeInt', description: 'Wall-clock duration of the attempt (≥ 0).' }),
    result: t.field({ type: LlmResultInput, required: true, description: 'How it settled.' }),
  }),
});

const SettleLlmRequestPayload = builder
  .objectRef<{ settled: boolean; offset: number | null; itemOffset: number | null }>('SettleLlmRequestPayload')
  .implement({
    description: 'Result of settleLlmRequest.',
    fields: (t) => ({
      settled: t.exposeBoolean('settled', { description: 'False when the request was not the open one: nothing was written.' }),
      offset: t.field({
        type: 'SafeInt',
        nullable: true,
        description: 'Offset of the settled event; null when not settled.',
        resolve: (p) => p.offset,
      }),
      itemOffset: t.field({
        type: 'SafeInt',
        nullable: true,
        description: 'Offset of the assistant context item a success appended; null otherwise.',
        resolve: (p) => p.itemOffset,
      }),
    }),
  });

const AppendLlmResponseChunkInput = builder.inputType('AppendLlmResponseChunkInput', {
  description: 'Input of appendLlmResponseChunk.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    requestOffset: t.field({ type: 'SafeInt', required: true, description: 'The open request the chunk belongs to.' }),
    sequence: t.int({
      required: true,
      description: 'Position of the chunk (≥ 0); the partial text joins chunks in this order, a repeat is ignored.',
    }),
    chunk: t.string({ required: true, description: 'The text.' }),
    workerId: t.string({
      description: "The sending worker's id (as in claimLlmRequest): a chunk from the claim's holder, or with no workerId, extends the lease.",
    }),
  }),
});

const AppendLlmResponseChunkPayload = builder.objectRef<{ accepted: boolean }>('AppendLlmResponseChunkPayload').implement({
  description: 'Result of appendLlmResponseChunk.',
  fields: (t) => ({
    accepted: t.exposeBoolean('accepted', {
      description:
        'False when the request is not the open one (settled, cancelled or unknown): the chunk was dropped. A worker should stop streaming.',
    }),
  }),
});

builder.mutationFields((t) => ({
  settleLlmRequest: t.field({
    type: SettleLlmRequestPayload,
    description:
      'Settle the open request. SUCCEEDED appends the assistant context item and the settled event atomically; FAILED is retried with backoff under the configured maximum attempts. A request that is not open is not settled (`settled: false`, nothing written). Errors: NOT_FOUND, BAD_USER_INPUT.',
    args: { input: t.arg({ type: SettleLlmRequestInput, required: true, description: 'The settlement.' }) },
    resolve: (_root, { input }, ctx) => {
      const settlement: Record<string, unknown> = {
        requestOffset: input.requestOffset,
        result: toLlmResult(input.result as Record<string, unknown>),
      };
      if (input.durationMs != null) settlement.durationMs = input.durationMs;
      return settleLlmRequest(ctx.deps, { sessionId: String(input.sessionId), settlement });
    },
  }),
  appendLlmResponseChunk: t.field({
    type: AppendLlmResponseChunkPayload,
    description:
      'Stream one chunk of the open request to `llmResponseChunks` subscribers (live only, never stored); the service keeps the partial text for an interrupt. Errors: NOT_FOUND, BAD_USER_INPUT.',
    args: { input: t.arg({ type: AppendLlmResponseChunkInput, required: true, description: 'The chunk.' }) },
    resolve: (_root, { input }, ctx) => appendLlmResponseChunk(ctx.deps, { ...input, sessionId: String(input.sessionId) }),
  }),
}));

// ---- subscriptions ----

trigger(
  'llmRequestRequested',
  'llm_request_requested',
  LlmRequestRequestedEventRef,
  'session',
  SessionFilter,
  'Requests the service opens: what model workers listen to.',
);
trigger(
  'llmRequestSettled',
  'llm_request_settled',
  LlmRequestSettledEventRef,
  'session',
  SessionFilter,
  'Requests settling (succeeded, failed, cancelled or expired).',
);

builder.subscriptionField('llmResponseChunks', (t) =>
  t.field({
    type: LlmResponseChunkEventRef,
    description:
      "The streamed chunks of one request: the text already streamed first, then live chunks, each sequence once, each with `textSoFar`. Completes when the request settles; subscribed after it settled, one chunk (sequence 0) carries the final text (a success's text or a cancellation's partial text), then it completes. Subscribed before the request opened (sendMessage's request opens at the next offset after LLM_DEBOUNCE_MS), it waits for it; if that offset turns out to be no request, it completes.",
    args: {
      sessionId: t.arg.id({ required: true, description: 'The session.' }),
      requestOffset: t.arg({ type: 'SafeInt', required: true, description: 'The request (offset of its requested event).' }),
    },
    subscribe: (_root, args, ctx) => llmResponseChunks(ctx.deps, String(args.sessionId), args.requestOffset),
    resolve: (event) => event,
  }),
);
