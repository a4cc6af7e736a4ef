// One conversation over GraphQL (SPEC §11): sendMessage, sendFunctionResults, regenerate.
// Semantics: docs/semantics/conversation.md.
import type { EntryRecord, JsonObject, SessionRecord } from '../domain/types.js';
import { regenerate, sendFunctionResults, sendMessage, stopLlmRequest, type SendResult, type StopResult } from '../services/conversation.js';
import { builder } from './builder.js';
import { LlmRequestPolicyEnum } from './context-item.js';
import { EntryInterface } from './entry.js';
import { FunctionResultMessageInput, toMessage, UserMessageInput } from './message.js';
import { SessionRef } from './session-ref.js';

const policyArg =
  'What the new context item does to the turn loop (default AFTER_CURRENT_REQUEST; INTERRUPT_CURRENT_REQUEST first cancels the open request, whatever branch it answers; DONT_TRIGGER_REQUEST records the turn without asking the model).';

const SendMessageInput = builder.inputType('SendMessageInput', {
  description: 'Input of sendMessage: one user turn.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    message: t.field({ type: UserMessageInput, required: true, description: 'The user message (content blocks, attachments included).' }),
    parentId: t.id({
      description: "Parent entry (default: the active leaf). An earlier message's parent starts a branch beside it (an edit) and switches to it.",
    }),
    entryId: t.id({
      description:
        'Caller-chosen id for idempotent retries: if an entry with this id exists, nothing is written, no event fires, no request opens (`created: false`).',
    }),
    llmRequestPolicy: t.field({ type: LlmRequestPolicyEnum, description: policyArg }),
    origin: t.field({ type: 'JSONObject', description: 'Opaque correlation (e.g. `{ "turn_id": … }`), echoed on the entry and its event.' }),
  }),
});

const SendMessagePayload = builder.objectRef<SendResult>('SendMessagePayload').implement({
  description: 'Result of sendMessage.',
  fields: (t) => ({
    entry: t.field({ type: EntryInterface, description: 'The user message entry (the existing one on a replay).', resolve: (p) => p.entries[0]! }),
    contextOffset: t.field({
      type: 'SafeInt',
      nullable: true,
      description: "Offset of the message's user context item; on a replay the first call's (null only if that entry was appended without one).",
      resolve: (p) => p.contextOffset,
    }),
    created: t.exposeBoolean('created', { description: 'False when `entryId` already existed (nothing was written).' }),
    session: t.field({ type: SessionRef, description: 'The session after the call.', resolve: (p): SessionRecord => p.session }),
  }),
});

const SendFunctionResultsInput = builder.inputType('SendFunctionResultsInput', {
  description: 'Input of sendFunctionResults: the results of a reply’s function calls.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    results: t.field({
      type: [FunctionResultMessageInput],
      required: true,
      description: 'The function result messages, appended as a chain in this order; the next request answers the last.',
    }),
    parentId: t.id({ description: 'Parent of the first result (default: the active leaf, normally the reply that made the calls).' }),
    llmRequestPolicy: t.field({ type: LlmRequestPolicyEnum, description: policyArg }),
    origin: t.field({ type: 'JSONObject', description: 'Opaque correlation, echoed on the entries and their events.' }),
  }),
});

const SendFunctionResultsPayload = builder.objectRef<SendResult>('SendFunctionResultsPayload').implement({
  description: 'Result of sendFunctionResults.',
  fields: (t) => ({
    entries: t.field({
      type: [EntryInterface],
      description: 'The appended function result entries, in order.',
      resolve: (p): EntryRecord[] => p.entries,
    }),
    contextOffset: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Offset of the user context item mirroring the results.',
      resolve: (p) => p.contextOffset,
    }),
    session: t.field({ type: SessionRef, description: 'The session after the call.', resolve: (p): SessionRecord => p.session }),
  }),
});

const RegenerateInput = builder.inputType('RegenerateInput', {
  description: 'Input of regenerate.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    entryId: t.id({ required: true, description: 'The user (or function result) message to answer again.' }),
  }),
});

const RegeneratePayload = builder.objectRef<{ requestOffset: number }>('RegeneratePayload').implement({
  description: 'Result of regenerate.',
  fields: (t) => ({
    requestOffset: t.field({ type: 'SafeInt', description: 'The request opened for the path ending at the entry.', resolve: (p) => p.requestOffset }),
  }),
});

const StopLlmRequestInput = builder.inputType('StopLlmRequestInput', {
  description: 'Input of stopLlmRequest.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    requestOffset: t.field({
      type: 'SafeInt',
      required: false,
      description:
        'Stop only this request (its `llm_request_requested` offset); when it is no longer open, nothing is written. Default: whichever request is open.',
    }),
  }),
});

const StopLlmRequestPayload = builder.objectRef<StopResult>('StopLlmRequestPayload').implement({
  description: 'Result of stopLlmRequest.',
  fields: (t) => ({
    stopped: t.boolean({
      description: 'True when this call cancelled a request; false when none (or not the one named) was open.',
      resolve: (p) => p.stopped,
    }),
    requestOffset: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'The cancelled request; null when nothing was stopped.',
      resolve: (p) => p.requestOffset,
    }),
  }),
});

builder.mutationFields((t) => ({
  sendMessage: t.field({
    type: SendMessagePayload,
    description:
      'One user turn: appends the user message to the transcript (at the active leaf or under `parentId`) and its user context item, in one transaction; the request it opens answers this entry with the path ending at it, and its reply is appended as the entry’s child when it settles. Idempotent on `entryId`. Errors: NOT_FOUND, PARENT_NOT_FOUND, BAD_USER_INPUT, QUOTA_EXCEEDED.',
    args: { input: t.arg({ type: SendMessageInput, required: true, description: 'The turn.' }) },
    resolve: (_root, { input }, ctx) =>
      sendMessage(ctx.deps, {
        sessionId: String(input.sessionId),
        message: toMessage({ user: input.message }, ctx.deps.now(), 'input.message'),
        parentId: input.parentId == null ? null : String(input.parentId),
        entryId: input.entryId == null ? null : String(input.entryId),
        llmRequestBehaviour: input.llmRequestPolicy ?? null,
        origin: (input.origin ?? null) as JsonObject | null,
      }),
  }),
  sendFunctionResults: t.field({
    type: SendFunctionResultsPayload,
    description:
      'The results of a reply’s function calls, with sendMessage’s semantics: appended as a chain (default under the active leaf) with one user context item mirroring them, in one transaction; the next request answers the last result, and the loop goes on. Errors: NOT_FOUND, PARENT_NOT_FOUND, EMPTY_BATCH, BAD_USER_INPUT, QUOTA_EXCEEDED.',
    args: { input: t.arg({ type: SendFunctionResultsInput, required: true, description: 'The results.' }) },
    resolve: (_root, { input }, ctx) =>
      sendFunctionResults(ctx.deps, {
        sessionId: String(input.sessionId),
        results: input.results.map((r, i) => toMessage({ functionResult: r }, ctx.deps.now(), `input.results[${i}]`)),
        parentId: input.parentId == null ? null : String(input.parentId),
        llmRequestBehaviour: input.llmRequestPolicy ?? null,
        origin: (input.origin ?? null) as JsonObject | null,
      }),
  }),
  regenerate: t.field({
    type: RegeneratePayload,
    description:
      'Answer a user (or function result) message again: opens a request at once for the path ending at it; its reply becomes a sibling of the earlier replies. An open request is first settled cancelled (its partial reply lands). Errors: NOT_FOUND, ENTRY_NOT_FOUND, INVALID_ENTRY_KIND, QUOTA_EXCEEDED.',
    args: { input: t.arg({ type: RegenerateInput, required: true, description: 'The message to answer again.' }) },
    resolve: (_root, { input }, ctx) => regenerate(ctx.deps, { sessionId: String(input.sessionId), entryId: String(input.entryId) }),
  }),
  stopLlmRequest: t.field({
    type: StopLlmRequestPayload,
    description:
      'Stop the reply being written (a chat’s Stop button): the open request is settled cancelled (`interrupted-by-user-input`) with the text streamed so far, which lands as an ABORTED reply; unlike an interrupting context item, no next request opens. Nothing open writes nothing. Errors: NOT_FOUND, BAD_USER_INPUT.',
    args: { input: t.arg({ type: StopLlmRequestInput, required: true, description: 'The session, and optionally the request to stop.' }) },
    resolve: (_root, { input }, ctx) => stopLlmRequest(ctx.deps, { sessionId: String(input.sessionId), requestOffset: input.requestOffset ?? null }),
  }),
}));
