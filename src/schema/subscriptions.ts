// The Subscription type: the gap-free per-session stream and the filtered live triggers.
// Works alike over WebSocket (graphql-ws) and Server-Sent Events (Yoga). The streams are built
// in services/streams.ts; these fields only declare them.
import { tracedDeliveries } from '../telemetry/traced-stream.js';
import type { OutputRef } from '@pothos/core';
import type { EventOf, EventType } from '../domain/events.js';
import type { TriggerFilterKind } from '../domain/trigger-filter.js';
import { sessionEvents, triggerEvents } from '../services/streams.js';
import { builder } from './builder.js';
import { MessageRoleEnum } from './enums.js';
import {
  MessageAddedEventRef,
  MessageUpdatedEventRef,
  SessionCreatedEventRef,
  SessionDeletedEventRef,
  SessionEventInterface,
  SessionMetaUpdatedEventRef,
  SessionStatusChangedEventRef,
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

export function trigger<T extends EventType>(
  name: string,
  type: T,
  ref: OutputRef<EventOf<T>>,
  kind: TriggerFilterKind,
  filterType: typeof SessionFilter | typeof MessageFilter | typeof SessionCreatedFilter,
  description: string,
) {
  builder.subscriptionField(name, (t) =>
    t.field({
      type: ref,
      description,
      args: { filter: t.arg({ type: filterType, description: 'Which events to receive (omit for all).' }) },
      subscribe: (_root, args, ctx) => tracedDeliveries(ctx.deps.tracing, name, triggerEvents(ctx.deps, type, kind, args.filter)),
      // The event is the field's value (Pothos cannot see that through the generic T).
      resolve: (event) => event as never,
    }),
  );
}

trigger(
  'sessionCreated',
  'session_created',
  SessionCreatedEventRef,
  'sessionCreated',
  SessionCreatedFilter,
  'A session was created (create, ensure or fork).',
);
trigger('sessionDeleted', 'session_deleted', SessionDeletedEventRef, 'session', SessionFilter, 'A session was deleted.');
trigger('messageAdded', 'message_added', MessageAddedEventRef, 'message', MessageFilter, 'An entry was appended.');
trigger('messageUpdated', 'message_updated', MessageUpdatedEventRef, 'message', MessageFilter, "A message entry's content was replaced.");
trigger(
  'sessionMetaUpdated',
  'session_meta_updated',
  SessionMetaUpdatedEventRef,
  'session',
  SessionFilter,
  "A session's title, description or metadata changed.",
);
trigger('sessionStatusChanged', 'session_status_changed', SessionStatusChangedEventRef, 'session', SessionFilter, "A session's status changed.");

builder.subscriptionField('sessionEvents', (t) =>
  t.field({
    type: SessionEventInterface,
    description:
      "The session's stored stream: replays events with offset > `after` from the database, then continues live — in offset order, with no gap and no duplicate. Omitting `after` means live from now. The stream completes when the session is deleted; a client that falls too far behind gets SUBSCRIPTION_OVERFLOW and resumes with `after`.",
    args: {
      sessionId: t.arg.id({ required: true, description: 'The session.' }),
      after: t.arg({ type: 'SafeInt', description: 'Replay stored events with a greater offset first (0 = the whole stream).' }),
    },
    subscribe: async (_root, args, ctx) =>
      tracedDeliveries(ctx.deps.tracing, 'sessionEvents', await sessionEvents(ctx.deps, String(args.sessionId), args.after)),
    resolve: (event) => event,
  }),
);
