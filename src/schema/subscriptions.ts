// The Subscription type: the gap-free per-session stream and the filtered live triggers.
// Works alike over WebSocket (graphql-ws) and Server-Sent Events (Yoga).
import type { OutputRef } from '@pothos/core';
import type { BusEvent, EventType } from '../domain/events.js';
import { badInput, ServiceError } from '../domain/errors.js';
import { matchesTrigger, parseTriggerFilter, type TriggerFilterKind } from '../domain/trigger-filter.js';
import { check } from '../domain/validation.js';
import { openSessionStream, type SessionStreamEvent } from '../events/session-stream.js';
import { transformStream } from '../events/stream-transform.js';
import { subscribeTrigger } from '../events/trigger-stream.js';
import { readEvents } from '../store/events.js';
import { getSession } from '../store/sessions.js';
import { canSee } from '../services/tenancy.js';
import { withStorage } from '../services/transaction.js';
import { builder } from './builder.js';
import type { GraphQLContext } from './context.js';
import { MessageRoleEnum } from './enums.js';
import {
  MessageAddedEventRef,
  MessageUpdatedEventRef,
  SessionCreatedEventRef,
  SessionDeletedEventRef,
  SessionEventInterface,
  SessionMetaUpdatedEventRef,
  SessionStatusChangedEventRef,
  type EventView,
} from './events.js';
builder.subscriptionType({ description: 'Live streams. Over WebSocket (graphql-transport-ws) or Server-Sent Events.' });

export const SessionCreatedFilter = builder.inputType('SessionCreatedFilter', {
  description: 'Filter for sessionCreated.',
  fields: (t) => ({
    metadata: t.field({ type: 'JSONObject', description: "Every given key must deep-equal the session's metadata value." }),
  }),
});
export const SessionFilter = builder.inputType('SessionFilter', {
  description: 'Filter for session-scoped triggers. Fields combine with AND; an empty filter receives everything.',
  fields: (t) => ({
    sessionId: t.id({ description: 'Only events of this session.' }),
    metadata: t.field({ type: 'JSONObject', description: "Every given key must deep-equal the session's metadata at event time." }),
  }),
});
export const MessageFilter = builder.inputType('MessageFilter', {
  description: 'Filter for messageAdded / messageUpdated. Fields combine with AND.',
  fields: (t) => ({
    sessionId: t.id({ description: 'Only events of this session.' }),
    roles: t.field({
      type: [MessageRoleEnum],
      description: 'Only messages of these roles (custom entries never match; CUSTOM matches custom-role messages). Must not be empty.',
    }),
    metadata: t.field({ type: 'JSONObject', description: "Every given key must deep-equal the session's metadata at event time." }),
  }),
});

/** Validates a filter at subscribe time and returns the predicate for bus events. */
export function triggerPredicate(ctx: GraphQLContext, kind: TriggerFilterKind, filter: unknown): (e: BusEvent) => boolean {
  const input = (filter ?? {}) as Record<string, unknown>;
  if (input.metadata != null) check(ctx.deps.schemas().jsonObject, input.metadata, 'filter.metadata');
  // Only a given sessionId is normalised: adding the key to a SessionCreatedFilter (which has
  // none) made the strict schema refuse every non-null filter of sessionCreated.
  const normalised = input.sessionId == null ? { ...input } : { ...input, sessionId: String(input.sessionId) };
  if (normalised.sessionId == null) delete normalised.sessionId;
  const parsed = parseTriggerFilter(kind, normalised);
  if (!parsed.ok) throw badInput('filter', parsed.message);
  return (event) => matchesTrigger(parsed.filter, event);
}

/** Subscribes to live bus events of the given types that pass the predicate. */
export function liveTrigger(ctx: GraphQLContext, types: readonly EventType[], predicate: (e: BusEvent) => boolean) {
  // The tenant is checked against the session's metadata at event time, before any filter.
  const identity = ctx.deps.identity;
  const filter = (e: BusEvent) => canSee(identity, e.metadata) && predicate(e);
  return subscribeTrigger(ctx.deps.bus, { types, filter, bufferLimit: ctx.deps.subscriberBufferLimit() });
}

export function trigger(
  name: string,
  type: EventType,
  ref: OutputRef<EventView>,
  kind: TriggerFilterKind,
  filterType: typeof SessionFilter | typeof MessageFilter | typeof SessionCreatedFilter,
  description: string,
) {
  builder.subscriptionField(name, (t) =>
    t.field({
      type: ref,
      description,
      args: { filter: t.arg({ type: filterType, description: 'Which events to receive (omit for all).' }) },
      subscribe: (_root, args, ctx) => liveTrigger(ctx, [type], triggerPredicate(ctx, kind, args.filter)) as AsyncIterable<EventView>,
      resolve: (event) => event,
    }),
  );
}

trigger('sessionCreated', 'session_created', SessionCreatedEventRef, 'sessionCreated', SessionCreatedFilter, 'A session was created (create, ensure or fork).');
trigger('sessionDeleted', 'session_deleted', SessionDeletedEventRef, 'session', SessionFilter, 'A session was deleted.');
trigger('messageAdded', 'message_added', MessageAddedEventRef, 'message', MessageFilter, 'An entry was appended.');
trigger('messageUpdated', 'message_updated', MessageUpdatedEventRef, 'message', MessageFilter, "A message entry's content was replaced.");
trigger('sessionMetaUpdated', 'session_meta_updated', SessionMetaUpdatedEventRef, 'session', SessionFilter, "A session's title, description or metadata changed.");
trigger('sessionStatusChanged', 'session_status_changed', SessionStatusChangedEventRef, 'session', SessionFilter, "A session's status changed.");

/** Ends the per-session stream at the live-only deletion (it is not a stored SessionEvent). */
const untilDeleted = (stream: AsyncIterableIterator<SessionStreamEvent>) =>
  transformStream<SessionStreamEvent, EventView>(stream, (e) => (e.type === 'session_deleted' ? 'end' : { emit: e as EventView }));

builder.subscriptionField('sessionEvents', (t) =>
  t.field({
    type: SessionEventInterface,
    description:
      "The session's stored stream: replays events with offset > `after` from the database, then continues live — in offset order, with no gap and no duplicate. Omitting `after` means live from now. The stream completes when the session is deleted; a client that falls too far behind gets SUBSCRIPTION_OVERFLOW and resumes with `after`.",
    args: {
      sessionId: t.arg.id({ required: true, description: 'The session.' }),
      after: t.arg({ type: 'SafeInt', description: 'Replay stored events with a greater offset first (0 = the whole stream).' }),
    },
    subscribe: async (_root, args, ctx) => {
      if (args.after != null && args.after < 0) throw badInput('after', 'must not be negative');
      // Read ctx.deps.db at each call: a config reload may have swapped the storage since.
      const stream = await openSessionStream(
        {
          bus: ctx.deps.bus,
          reader: {
            // Through withStorage: a database failure is STORAGE_UNAVAILABLE and a NUL in the id
            // BAD_USER_INPUT, never an unexpected error.
            readAfter: (id, after, limit) => withStorage(ctx.deps, () => readEvents(ctx.deps.db, id, after, limit)),
            // Another tenant's session is reported as unknown.
            lastOffset: async (id) => {
              const session = await withStorage(ctx.deps, () => getSession(ctx.deps.db, id));
              return session && canSee(ctx.deps.identity, session.metadata) ? session.lastOffset : null;
            },
          },
          bufferLimit: ctx.deps.subscriberBufferLimit(),
          notFound: (id) => new ServiceError('NOT_FOUND', `Session "${id}" not found.`, { sessionId: id }),
          onGapRepair: () => ctx.deps.onGapRepair?.(),
          // SPEC §7: the tenant is checked on every delivered event, not only at subscribe time.
          visible: (event) => canSee(ctx.deps.identity, event.metadata),
        },
        String(args.sessionId),
        args.after,
      );
      return untilDeleted(stream);
    },
    resolve: (event) => event,
  }),
);
