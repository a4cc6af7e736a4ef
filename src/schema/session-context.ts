// Session.context (what the model sees and where the request lifecycle stands),
// the addContextItem mutation and the ContextItemAddedEvent.
// (The GraphQL request context is transport/context.ts.)
import { renderPrompt, type PromptMessage } from '../domain/context-fold.js';
import type { ContextItem } from '../domain/context-item.js';
import type { EventOf } from '../domain/events.js';
import { ServiceError } from '../domain/errors.js';
import type { SessionRecord } from '../domain/types.js';
import { addContextItem, getContext, type ContextSnapshot } from '../services/context.js';
import type { LlmRequestView } from '../services/llm-claims.js';
import { builder } from './builder.js';
import { toContextItem, ContextItemInput } from './context-input.js';
import { ContextItemRef, ContextRoleEnum, type ContextItemView } from './context-item.js';
import { storedEventType } from './events.js';
import { SessionRef } from './session-ref.js';

export const LlmRequestRef = builder.objectRef<LlmRequestView>('LlmRequest').implement({
  description: 'An LLM request the service opened; its offset (of the `LlmRequestRequestedEvent`) is its identity.',
  fields: (t) => ({
    offset: t.field({ type: 'SafeInt', description: 'Offset of the requested event: the request id workers settle.', resolve: (r) => r.offset }),
    requestedAt: t.field({ type: 'Timestamp', description: 'When it was opened.', resolve: (r) => r.requestedAt }),
    expiresAt: t.field({
      type: 'Timestamp',
      description: 'When the service settles it cancelled/expired if it is still open.',
      resolve: (r) => r.expiresAt,
    }),
  }),
});

const PromptFunctionCallRef = builder.objectRef<NonNullable<PromptMessage['functionCalls']>[number]>('PromptFunctionCall').implement({
  description: 'A tool call in the prompt (from an assistant message of the path).',
  fields: (t) => ({
    callId: t.exposeID('callId', { description: 'The call id.' }),
    functionId: t.exposeString('functionId', { description: 'The function called.' }),
    arguments: t.field({ type: 'JSON', nullable: true, description: 'Its arguments (JSON).', resolve: (c) => c.arguments ?? null }),
  }),
});

const PromptFunctionResultRef = builder.objectRef<NonNullable<PromptMessage['functionResult']>>('PromptFunctionResult').implement({
  description: 'Which call a function result in the prompt answers.',
  fields: (t) => ({
    callId: t.exposeID('callId', { description: 'The call answered.' }),
    functionId: t.exposeString('functionId', { description: 'The function that was called.' }),
  }),
});

export const PromptMessageRef = builder.objectRef<PromptMessage>('PromptMessage').implement({
  description: 'One message exactly as a model receives it.',
  fields: (t) => ({
    offset: t.field({ type: 'SafeInt', description: 'The context item it renders.', resolve: (m) => m.offset }),
    role: t.field({
      type: ContextRoleEnum,
      description: 'The role after the trust boundary: developer items from outside authors and compaction summaries become USER.',
      resolve: (m) => m.role,
    }),
    content: t.exposeString('content', { description: 'The text.' }),
    key: t.string({
      nullable: true,
      description: "The item's key, when it has one: a SYSTEM item keyed `tools` declares the session's tools (docs/semantics/conversation.md).",
      resolve: (m) => m.key ?? null,
    }),
    entryId: t.id({
      nullable: true,
      description: 'The transcript entry this message renders (a prompt built from a path; `offset` is then 0); null for a context item.',
      resolve: (m) => m.entryId ?? null,
    }),
    functionCalls: t.field({
      type: [PromptFunctionCallRef],
      description: 'Tool calls of an assistant message (empty when none).',
      resolve: (m) => m.functionCalls ?? [],
    }),
    functionResult: t.field({
      type: PromptFunctionResultRef,
      nullable: true,
      description: 'Set on a function result: the call it answers (`content` is the result).',
      resolve: (m) => m.functionResult ?? null,
    }),
  }),
});

const ContextRef = builder.objectRef<ContextSnapshot>('Context').implement({
  description: "A session's model-visible context (the fold of its context events) and its LLM request lifecycle.",
  fields: (t) => ({
    items: t.field({
      type: [ContextItemRef],
      description: 'The visible items in prompt order, each with its offset and the role it was written with.',
      resolve: (c) => c.items(),
    }),
    prompt: t.field({
      type: [PromptMessageRef],
      description: 'Exactly what a model receives, in order.',
      resolve: async (c) => renderPrompt({ items: await c.items() }),
    }),
    openRequest: t.field({
      type: LlmRequestRef,
      nullable: true,
      description: 'The open request, if any (at most one).',
      resolve: (c) => (c.state.openRequest ? { ...c.state.openRequest, sessionId: c.sessionId } : null),
    }),
    pendingTriggerOffset: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Offset of the newest event waiting for a request (a trigger item or a failure to retry); null when none.',
      resolve: (c) => c.state.pendingTriggerOffset,
    }),
    lastRequestOffset: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Offset of the last request opened; it covers every item below it.',
      resolve: (c) => c.state.lastRequestOffset,
    }),
    nextRequestAt: t.field({
      type: 'Timestamp',
      nullable: true,
      description: 'When the service will open the next request (after the debounce or a retry backoff); null when none is scheduled.',
      resolve: (c) => c.schedule.dueAt,
    }),
    failedAttempts: t.int({
      description: 'Consecutive failed attempts of the current turn (reset by a success, a cancellation or new input).',
      resolve: (c) => c.state.failedAttempts,
    }),
  }),
});

builder.objectField(SessionRef, 'context', (t) =>
  t.field({
    type: ContextRef,
    description: 'The model-visible context and the LLM request lifecycle (empty until the first context item).',
    resolve: async (s, _args, ctx) => {
      const context = await getContext(ctx.deps, s.id);
      if (!context) throw new ServiceError('NOT_FOUND', `Session "${s.id}" not found.`, { sessionId: s.id });
      return context;
    },
  }),
);

builder.objectRef<EventOf<'context_item_added'>>('ContextItemAddedEvent').implement({
  ...storedEventType('context_item_added', 'A context item was added (also the assistant item of a successful settlement).'),
  fields: (t) => ({
    item: t.field({
      type: ContextItemRef,
      description: 'The item as written (the fold may have ignored it, e.g. a late assistant item).',
      resolve: (e): ContextItemView => ({ offset: e.offset, item: e.payload.item }),
    }),
  }),
});

const AddContextItemInput = builder.inputType('AddContextItemInput', {
  description: 'Input of addContextItem.',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    item: t.field({ type: ContextItemInput, required: true, description: 'The item.' }),
  }),
});

const AddContextItemPayload = builder.objectRef<{ offset: number; item: ContextItem; session: SessionRecord }>('AddContextItemPayload').implement({
  description: 'Result of addContextItem.',
  fields: (t) => ({
    offset: t.field({ type: 'SafeInt', description: "The item's offset (its identity).", resolve: (p) => p.offset }),
    item: t.field({
      type: ContextItemRef,
      description: 'The item as stored (defaults applied).',
      resolve: (p) => ({ offset: p.offset, item: p.item }),
    }),
    session: t.field({ type: SessionRef, description: 'The session after the call.', resolve: (p) => p.session }),
  }),
});

builder.mutationField('addContextItem', (t) =>
  t.field({
    type: AddContextItemPayload,
    description:
      'Append a context item to the session stream. A user or developer item triggers a request (after the debounce); with INTERRUPT_CURRENT_REQUEST it first settles the open request cancelled with its partial text. Errors: NOT_FOUND, BAD_USER_INPUT (naming the field), QUOTA_EXCEEDED (nothing stored: the context of the session would pass `MAX_CONTEXT_BYTES_PER_SESSION`, or the item would open one request more than its tenant may have open, `LLM_MAX_OPEN_REQUESTS_PER_TENANT`).',
    args: { input: t.arg({ type: AddContextItemInput, required: true, description: 'Session and item.' }) },
    resolve: (_root, { input }, ctx) =>
      addContextItem(ctx.deps, { sessionId: String(input.sessionId), item: toContextItem(input.item as Record<string, unknown>) }),
  }),
);
