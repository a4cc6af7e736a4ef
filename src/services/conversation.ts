// One conversation (SPEC §11): a user turn in one call (sendMessage), tool results that carry
// the loop on (sendFunctionResults), and regenerate. Each is one context transaction
// (context-state.ts) that also appends the transcript entries (conversation-turns.ts); the
// reply lands when the request settles. Semantics: docs/semantics/conversation.md.
import { planAddItem, planRegenerate, planStop } from '../domain/context-fold.js';
import { DEFAULT_LLM_REQUEST_POLICY, type ContextItem, type LlmRequestBehaviour } from '../domain/context-item.js';
import { itemContentOf } from '../domain/conversation.js';
import { badInput, ServiceError } from '../domain/errors.js';
import { newId } from '../domain/ids.js';
import type { EntryRecord, JsonObject } from '../domain/types.js';
import { check, type UncheckedMessage, type WrittenMessage } from '../domain/validation.js';
import { findItemOffsetOfEntry } from '../store/context.js';
import * as entries from '../store/entries.js';
import type { LockedSession } from '../store/sessions.js';
import { resolveMessages } from './attachments.js';
import { changeContext, type ContextView } from './context-state.js';
import { appendInTransaction } from './conversation-turns.js';
import type { ServiceDeps } from './deps.js';

const entryNotFound = (id: string) => new ServiceError('ENTRY_NOT_FOUND', `Entry "${id}" not found in this session.`, { entryId: id });
const parentNotFound = (id: string) => new ServiceError('PARENT_NOT_FOUND', `Parent entry "${id}" not found in this session.`, { parentId: id });

export interface SendResult {
  /** The appended entries in order (sendMessage: one), or the existing entry on a replay. */
  entries: EntryRecord[];
  created: boolean;
  /** Offset of the user context item; on a replay, the one the first call added (null if none). */
  contextOffset: number | null;
  session: LockedSession;
}

function validateOrigin(deps: ServiceDeps, origin: JsonObject | null | undefined): JsonObject | null {
  return origin == null ? null : check(deps.validators().jsonObject, origin, 'input.origin');
}

/** Appends `messages` as a chain and the one user item that mirrors them, as sendMessage does. */
async function sendTurn(
  deps: ServiceDeps,
  view: ContextView,
  args: {
    entryId: string | null;
    parentId: string | null;
    messages: WrittenMessage[];
    behaviour: LlmRequestBehaviour;
    origin: JsonObject | null;
    field: string;
  },
) {
  const { session, state, now, trx, writer } = view;
  const messages = await resolveMessages(deps, trx, session.id, args.messages, (i) =>
    args.messages.length === 1 ? `${args.field}.content` : `${args.field}[${i}].content`,
  );
  const appended = await appendInTransaction(trx, writer, session, {
    entryId: args.entryId,
    parentId: args.parentId,
    entries: messages.map((body, i) => ({ id: i === 0 && args.entryId !== null ? args.entryId : newId('e'), kind: 'message' as const, body })),
    origin: args.origin,
    now,
  });
  if (appended.status === 'parent_not_found') throw parentNotFound(args.parentId ?? '');
  if (appended.status === 'replay') {
    // Nothing is written: the answer is what the first call made.
    const contextOffset = await findItemOffsetOfEntry(trx, session.id, appended.entry.id);
    const result: SendResult = { entries: [appended.entry], created: false, contextOffset, session };
    return { events: [], result: () => result };
  }
  const item: ContextItem = {
    role: 'user',
    content: itemContentOf(messages),
    llmRequestPolicy: { behaviour: args.behaviour },
  };
  const open = state.openRequest;
  const partialText = open ? deps.llm.partials.text(session.id, open.offset) : undefined;
  const trigger = appended.entries[appended.entries.length - 1]!;
  const plan = planAddItem(state, item, now, { entryId: trigger.id, ...(partialText === undefined ? {} : { partialText }) });
  return {
    events: plan.events,
    // The item is the last planned event (after a cancellation, if any).
    result: (stored: { offset: number }[]): SendResult => ({
      entries: appended.entries,
      created: true,
      contextOffset: stored[stored.length - 1]!.offset,
      session,
    }),
  };
}

export interface SendMessageInput {
  sessionId: string;
  message: UncheckedMessage;
  parentId?: string | null | undefined;
  entryId?: string | null | undefined;
  llmRequestBehaviour?: LlmRequestBehaviour | null | undefined;
  origin?: JsonObject | null | undefined;
}

/**
 * A user turn: the user message in the transcript and its context item, in one transaction;
 * the request it opens answers that entry. Idempotent on `entryId` like appendEntry.
 */
export async function sendMessage(deps: ServiceDeps, input: SendMessageInput): Promise<SendResult> {
  const s = deps.validators();
  const message = check(s.message, input.message, 'input.message');
  if (message.role !== 'user')
    throw new ServiceError('BAD_USER_INPUT', 'input.message: sendMessage sends user messages.', { field: 'input.message' });
  const entryId = input.entryId == null ? null : check(s.callerId, input.entryId, 'input.entryId');
  const origin = validateOrigin(deps, input.origin);
  const behaviour = input.llmRequestBehaviour ?? DEFAULT_LLM_REQUEST_POLICY.behaviour;
  return changeContext(
    deps,
    input.sessionId,
    (view) => sendTurn(deps, view, { entryId, parentId: input.parentId ?? null, messages: [message], behaviour, origin, field: 'input.message' }),
    { quotas: true },
  );
}

export interface SendFunctionResultsInput {
  sessionId: string;
  results: readonly UncheckedMessage[];
  parentId?: string | null | undefined;
  llmRequestBehaviour?: LlmRequestBehaviour | null | undefined;
  origin?: JsonObject | null | undefined;
}

/**
 * Function results for the calls of a reply: appended as a chain (default under the active
 * leaf) with one user item mirroring them; the next request answers the last one.
 */
export async function sendFunctionResults(deps: ServiceDeps, input: SendFunctionResultsInput): Promise<SendResult> {
  if (input.results.length === 0) throw new ServiceError('EMPTY_BATCH', 'input.results: give at least one result.', { field: 'input.results' });
  const { maxBatchMessages } = deps.settings.current.limits;
  if (input.results.length > maxBatchMessages) {
    throw new ServiceError('BAD_USER_INPUT', `input.results: more than ${maxBatchMessages} results in one call.`, { field: 'input.results' });
  }
  const s = deps.validators();
  const results = input.results.map((m, i) => {
    const message = check(s.message, m, `input.results[${i}]`);
    if (message.role !== 'function_result') {
      throw new ServiceError('BAD_USER_INPUT', `input.results[${i}]: must be a function result.`, { field: `input.results[${i}]` });
    }
    return message;
  });
  const origin = validateOrigin(deps, input.origin);
  const behaviour = input.llmRequestBehaviour ?? DEFAULT_LLM_REQUEST_POLICY.behaviour;
  return changeContext(
    deps,
    input.sessionId,
    (view) => sendTurn(deps, view, { entryId: null, parentId: input.parentId ?? null, messages: results, behaviour, origin, field: 'input.results' }),
    { quotas: true },
  );
}

/**
 * Opens a new request for the path ending at a user (or function result) message: its reply
 * becomes a sibling of the earlier ones. An open request is first settled cancelled.
 */
export async function regenerate(deps: ServiceDeps, input: { sessionId: string; entryId: string }): Promise<{ requestOffset: number }> {
  const entryId = check(deps.validators().callerId, input.entryId, 'input.entryId');
  return changeContext(
    deps,
    input.sessionId,
    async ({ session, state, now, trx, writer }) => {
      const found = await entries.getEntry(trx, session.id, entryId);
      if (!found) throw entryNotFound(entryId);
      const entry = found.entry;
      if (entry.kind !== 'message' || (entry.message.role !== 'user' && entry.message.role !== 'function_result')) {
        throw new ServiceError(
          'INVALID_ENTRY_KIND',
          `Entry "${entryId}" is not a user or function result message; only those can be answered again.`,
          {
            entryId,
          },
        );
      }
      // The caller is looking at this turn again: the leaf goes to the message, so the new reply shows when it lands.
      if (session.activeLeafId !== entryId) {
        session.activeLeafId = entryId;
        writer.append(session, { type: 'active_leaf_set', payload: { entryId } }, now);
      }
      const open = state.openRequest;
      const partialText = open ? deps.llm.partials.text(session.id, open.offset) : undefined;
      const events = planRegenerate(state, entryId, now, deps.llm.settings().requestTtlMs, partialText === undefined ? {} : { partialText });
      return { events, result: (stored) => ({ requestOffset: stored[stored.length - 1]!.offset }) };
    },
    { quotas: true },
  );
}

export interface StopResult {
  /** True when this call cancelled a request (false: none was open, or not the one named). */
  stopped: boolean;
  /** Offset of the cancelled request; null when nothing was stopped. */
  requestOffset: number | null;
}

/**
 * Stops the reply being written: the open request (or only `requestOffset`, when given) is
 * settled cancelled with the text streamed so far, which lands as an ABORTED reply; no next
 * request opens. Nothing open (or another request open) writes nothing.
 */
export async function stopLlmRequest(
  deps: ServiceDeps,
  input: { sessionId: string; requestOffset?: number | null | undefined },
): Promise<StopResult> {
  const requestOffset = input.requestOffset ?? null;
  if (requestOffset !== null && (!Number.isSafeInteger(requestOffset) || requestOffset < 1))
    throw badInput('input.requestOffset', 'must be a positive integer');
  return changeContext(deps, input.sessionId, ({ session, state, now }) => {
    const open = state.openRequest;
    const partialText = open ? deps.llm.partials.text(session.id, open.offset) : undefined;
    const events = planStop(state, requestOffset, now, partialText === undefined ? {} : { partialText });
    const result: StopResult = events.length > 0 && open ? { stopped: true, requestOffset: open.offset } : { stopped: false, requestOffset: null };
    return { events, result: () => result };
  });
}
