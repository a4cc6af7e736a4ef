// The stored event types (the SessionEvent interface), the live-only ones, and Session.events.
// Resolvers read the typed events of domain/events.ts: each object type is one member of the union.
import type { EventOf, EventType, SessionEvent, StoredEvent } from '../domain/events.js';
import type { Page } from '../domain/types.js';
import { listEvents } from '../services/event-pages.js';
import { builder } from './builder.js';
import { connectionType, pagingArgs } from './connection.js';
import { EntryInterface } from './entry.js';
import { SessionStatusEnum } from './enums.js';
import { SessionRef } from './session-ref.js';

/** The GraphQL object type of each event type. */
const TYPE_NAMES: Record<EventType, string> = {
  session_created: 'SessionCreatedEvent',
  session_meta_updated: 'SessionMetaUpdatedEvent',
  session_status_changed: 'SessionStatusChangedEvent',
  message_added: 'MessageAddedEvent',
  message_updated: 'MessageUpdatedEvent',
  active_leaf_set: 'ActiveLeafSetEvent',
  context_item_added: 'ContextItemAddedEvent',
  llm_request_requested: 'LlmRequestRequestedEvent',
  llm_request_settled: 'LlmRequestSettledEvent',
  session_deleted: 'SessionDeletedEvent',
  llm_response_chunk: 'LlmResponseChunkEvent',
};

const SessionEventTypeEnum = builder.enumType('SessionEventType', {
  description: 'The kind of a stored session event.',
  values: {
    SESSION_CREATED: { value: 'session_created' as const, description: 'The session was created (always offset 1).' },
    SESSION_META_UPDATED: { value: 'session_meta_updated' as const, description: 'Title, description, metadata or expiry changed.' },
    SESSION_STATUS_CHANGED: { value: 'session_status_changed' as const, description: 'The status changed.' },
    MESSAGE_ADDED: { value: 'message_added' as const, description: 'An entry was appended.' },
    MESSAGE_UPDATED: { value: 'message_updated' as const, description: "A message entry's content was replaced." },
    ACTIVE_LEAF_SET: { value: 'active_leaf_set' as const, description: 'The active leaf was moved (branch switch).' },
    CONTEXT_ITEM_ADDED: { value: 'context_item_added' as const, description: 'A context item was added.' },
    LLM_REQUEST_REQUESTED: { value: 'llm_request_requested' as const, description: 'An LLM request was opened.' },
    LLM_REQUEST_SETTLED: { value: 'llm_request_settled' as const, description: 'An LLM request was settled.' },
  },
});

export const SessionEventInterface = builder.interfaceRef<StoredEvent>('SessionEvent').implement({
  description: "A stored event of a session's stream. Its offset (1, 2, 3, … gap-free) is its identity.",
  fields: (t) => ({
    offset: t.field({ type: 'SafeInt', description: 'Position in the session stream.', resolve: (e) => e.offset }),
    sessionId: t.exposeID('sessionId', { description: 'The session.' }),
    type: t.field({
      type: SessionEventTypeEnum,
      description: 'The kind of event.',
      resolve: (e) => e.type,
    }),
    at: t.field({ type: 'Timestamp', description: 'When the event was appended (ms since epoch).', resolve: (e) => e.at }),
  }),
  resolveType: (e) => TYPE_NAMES[e.type],
});

/** The options every stored event type shares: the interface and how to recognise it. */
export const storedEventType = (type: StoredEvent['type'], description: string) => ({
  description,
  interfaces: [SessionEventInterface],
  isTypeOf: (e: unknown) => (e as SessionEvent).type === type,
});

export const SessionCreatedEventRef = builder.objectRef<EventOf<'session_created'>>('SessionCreatedEvent').implement({
  ...storedEventType('session_created', 'A session was created (by createSession, ensureSession or forkSession).'),
  fields: (t) => ({
    title: t.string({ description: 'Title.', resolve: (e) => e.payload.title }),
    description: t.string({ description: 'Description.', resolve: (e) => e.payload.description }),
    status: t.field({ type: SessionStatusEnum, description: 'Status (IDLE).', resolve: (e) => e.payload.status }),
    forkedFrom: t.id({
      nullable: true,
      description: 'Source session when created by a fork.',
      resolve: (e) => e.payload.forkedFrom,
    }),
    createdAt: t.field({ type: 'Timestamp', description: 'Creation time.', resolve: (e) => e.payload.createdAt }),
    metadata: t.field({ type: 'JSONObject', description: 'Metadata at creation.', resolve: (e) => e.payload.metadata }),
    expiresAt: t.field({
      type: 'Timestamp',
      nullable: true,
      description: 'The expiry it was created with (null: none).',
      resolve: (e) => e.payload.expiresAt ?? null,
    }),
  }),
});

export const SessionMetaUpdatedEventRef = builder.objectRef<EventOf<'session_meta_updated'>>('SessionMetaUpdatedEvent').implement({
  ...storedEventType('session_meta_updated', "A session's title, description, metadata or expiry changed."),
  fields: (t) => ({
    title: t.string({ description: 'Title after the update.', resolve: (e) => e.payload.title }),
    description: t.string({ description: 'Description after the update.', resolve: (e) => e.payload.description }),
    metadata: t.field({ type: 'JSONObject', description: 'Metadata after the update.', resolve: (e) => e.payload.metadata }),
    expiresAt: t.field({
      type: 'Timestamp',
      nullable: true,
      description: 'The expiry after the update (null: none).',
      resolve: (e) => e.payload.expiresAt ?? null,
    }),
  }),
});

export const SessionStatusChangedEventRef = builder.objectRef<EventOf<'session_status_changed'>>('SessionStatusChangedEvent').implement({
  ...storedEventType('session_status_changed', "A session's status changed."),
  fields: (t) => ({
    status: t.field({ type: SessionStatusEnum, description: 'The new status.', resolve: (e) => e.payload.status }),
    previousStatus: t.field({
      type: SessionStatusEnum,
      description: 'The status before.',
      resolve: (e) => e.payload.previousStatus,
    }),
    statusReason: t.string({
      nullable: true,
      description: 'The reason (only on ERROR).',
      resolve: (e) => e.payload.statusReason,
    }),
  }),
});

export const MessageAddedEventRef = builder.objectRef<EventOf<'message_added'>>('MessageAddedEvent').implement({
  ...storedEventType('message_added', 'An entry (message or custom) was appended.'),
  fields: (t) => ({
    entry: t.field({ type: EntryInterface, description: 'The appended entry.', resolve: (e) => e.payload.entry }),
    entryId: t.id({ description: 'The appended entry (its `entryId`).', resolve: (e) => e.payload.entry.id }),
    parentId: t.id({ nullable: true, description: 'Its parent (`entryId`).', resolve: (e) => e.payload.entry.parentId }),
    origin: t.field({
      type: 'JSONObject',
      nullable: true,
      description: 'The writer correlation given with the append.',
      resolve: (e) => e.payload.entry.origin,
    }),
  }),
});

export const MessageUpdatedEventRef = builder.objectRef<EventOf<'message_updated'>>('MessageUpdatedEvent').implement({
  ...storedEventType('message_updated', "A message entry's content was replaced."),
  fields: (t) => ({
    entry: t.field({ type: EntryInterface, description: 'The entry after the update (full new message).', resolve: (e) => e.payload.entry }),
    entryId: t.id({ description: 'The updated entry (its `entryId`).', resolve: (e) => e.payload.entry.id }),
    revision: t.int({ description: 'The revision after the update.', resolve: (e) => e.payload.revision }),
    origin: t.field({
      type: 'JSONObject',
      nullable: true,
      description: 'The writer correlation given with the update.',
      resolve: (e) => e.payload.origin,
    }),
  }),
});

builder.objectRef<EventOf<'active_leaf_set'>>('ActiveLeafSetEvent').implement({
  ...storedEventType('active_leaf_set', 'The active leaf was moved to an existing entry (branch switch).'),
  fields: (t) => ({
    entryId: t.id({ description: 'The new active leaf (its `entryId`).', resolve: (e) => e.payload.entryId }),
  }),
});

export const SessionDeletedEventRef = builder.objectRef<EventOf<'session_deleted'>>('SessionDeletedEvent').implement({
  description: 'A session was deleted. Live only: never stored, no offset.',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId', { description: 'The deleted session.' }),
    at: t.field({ type: 'Timestamp', description: 'When it was deleted.', resolve: (e) => e.at }),
  }),
});

const SessionEventConnection = connectionType('SessionEvent', SessionEventInterface, 'session event');

builder.objectField(SessionRef, 'events', (t) =>
  t.field({
    type: SessionEventConnection,
    nullable: true,
    description:
      'The stored event stream in offset order, either direction (`last: 20` is the newest 20). An event\'s cursor is its offset in decimal, so a known offset n is passed as `after: "n"` ("0" = from the start). Null, with an error on this field, for a bad cursor (INVALID_CURSOR).',
    args: pagingArgs(t.arg, 'events', '`pageInfo`, an edge, or an offset in decimal'),
    resolve: async (session, args, ctx): Promise<Page<StoredEvent>> => listEvents(ctx.deps, session, args),
  }),
);
