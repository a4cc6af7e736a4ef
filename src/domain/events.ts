// The one definition of a session event: each type with its payload, as a zod wire schema
// and the TypeScript union inferred from it. The store parses the rows it writes and reads
// with it, the bus parses what it hears with it, and streams and resolvers read its types.
import { z } from 'zod';
import { contextItemSchema, llmRequestRequestedPayloadSchema, llmRequestSettledPayloadSchema } from './context-item.js';
import { BLOCK_TYPES, MESSAGE_ROLES, type MessageRecord } from './message.js';
import { SESSION_STATUSES, type EntryRecord, type JsonObject, type JsonValue } from './types.js';

// ---------------------------------------------------------------------------
// Payload parts

const json: z.ZodType<JsonValue> = z.json();
const jsonObject: z.ZodType<JsonObject> = z.record(z.string(), json);
const status = z.enum(SESSION_STATUSES);

/**
 * A stored message. Only what readers rely on is checked (a role, a timestamp, content of known
 * block types), against message.ts's constants: the full rules, with the configured limits, ran
 * when it was written, and replay reads every event.
 */
const ROLES: ReadonlySet<unknown> = new Set(MESSAGE_ROLES);
const BLOCKS: ReadonlySet<unknown> = new Set(BLOCK_TYPES);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isStoredMessage = (v: unknown): v is MessageRecord =>
  isObject(v) &&
  ROLES.has(v.role) &&
  typeof v.timestamp === 'number' &&
  Array.isArray(v.content) &&
  v.content.every((b) => isObject(b) && BLOCKS.has(b.type));
const message = z.custom<MessageRecord>(isStoredMessage, 'is not a stored message');

const entryBase = {
  id: z.string().min(1),
  sessionId: z.string().min(1),
  parentId: z.string().nullable(),
  timestamp: z.number(),
  revision: z.int().min(0),
  origin: jsonObject.nullable(),
};

export const entryRecordSchema: z.ZodType<EntryRecord> = z.discriminatedUnion('kind', [
  z.strictObject({ ...entryBase, kind: z.literal('message'), message }),
  z.strictObject({ ...entryBase, kind: z.literal('custom'), customType: z.string(), data: json.nullable() }),
]);

// ---------------------------------------------------------------------------
// Payloads, by event type. Strict: a field a writer adds without adding it here fails loudly
// (the write is rolled back) instead of vanishing on the way to the bus or a replay.

const sessionCreatedPayloadSchema = z.strictObject({
  title: z.string(),
  description: z.string(),
  status,
  forkedFrom: z.string().nullable(),
  createdAt: z.number(),
  metadata: jsonObject,
  /** Present when the session was created with an expiry. */
  expiresAt: z.number().optional(),
});
const sessionMetaUpdatedPayloadSchema = z.strictObject({
  title: z.string(),
  description: z.string(),
  metadata: jsonObject,
  /** Present when the session has an expiry after the update, or the update removed it (null). */
  expiresAt: z.number().nullable().optional(),
});
const sessionStatusChangedPayloadSchema = z.strictObject({ status, previousStatus: status, statusReason: z.string().nullable() });
const messageAddedPayloadSchema = z.strictObject({ entry: entryRecordSchema });
const messageUpdatedPayloadSchema = z.strictObject({ entry: entryRecordSchema, revision: z.int().min(0), origin: jsonObject.nullable() });
const activeLeafSetPayloadSchema = z.strictObject({ entryId: z.string().min(1) });
const contextItemAddedPayloadSchema = z.strictObject({
  item: contextItemSchema,
  /** The transcript entry the item renders (sendMessage): the request it triggers answers that entry. */
  entryId: z.string().min(1).optional(),
});
const sessionDeletedPayloadSchema = z.strictObject({});
const llmResponseChunkPayloadSchema = z.strictObject({
  requestOffset: z.int().min(1),
  sequence: z.int().min(0),
  chunk: z.string(),
});

// ---------------------------------------------------------------------------
// Envelopes

const sessionId = z.string().min(1);
const at = z.number();

/** A stored event: it has its session's next offset (1, 2, 3, … gap-free). */
const stored = <T extends string, P extends z.ZodType>(type: T, payload: P) =>
  z.object({ sessionId, offset: z.int().min(1), type: z.literal(type), at, payload });
/** A live-only event: never stored, no offset. */
const live = <T extends string, P extends z.ZodType>(type: T, payload: P) =>
  z.object({ sessionId, offset: z.null(), type: z.literal(type), at, payload });

export const storedEventSchema = z.discriminatedUnion('type', [
  stored('session_created', sessionCreatedPayloadSchema),
  stored('session_meta_updated', sessionMetaUpdatedPayloadSchema),
  stored('session_status_changed', sessionStatusChangedPayloadSchema),
  stored('message_added', messageAddedPayloadSchema),
  stored('message_updated', messageUpdatedPayloadSchema),
  stored('active_leaf_set', activeLeafSetPayloadSchema),
  stored('context_item_added', contextItemAddedPayloadSchema),
  stored('llm_request_requested', llmRequestRequestedPayloadSchema),
  stored('llm_request_settled', llmRequestSettledPayloadSchema),
]);

const liveEventSchema = z.discriminatedUnion('type', [
  live('session_deleted', sessionDeletedPayloadSchema),
  live('llm_response_chunk', llmResponseChunkPayloadSchema),
]);

const sessionEventSchema = z.discriminatedUnion('type', [...storedEventSchema.options, ...liveEventSchema.options]);

/**
 * What travels on the bus after commit: the event as stored (or the live-only event) plus
 * `metadata`, the session's metadata at event time — what subscription filters and the
 * tenant guard of every stream decide on, so no stream reads the database per event.
 */
/** `trace`: the W3C traceparent of the publish, when tracing is on (a subscriber's delivery links to it). */
const busExtras = z.object({ metadata: jsonObject, trace: z.string().max(256).optional() });
const busEventSchema = sessionEventSchema.and(busExtras);

// ---------------------------------------------------------------------------
// Types

/** Events stored on a session's stream, each with the session's next offset. */
export type StoredEvent = z.infer<typeof storedEventSchema>;
/** Events that are never stored: they travel live only and carry no offset. */
type LiveEvent = z.infer<typeof liveEventSchema>;
export type SessionEvent = StoredEvent | LiveEvent;
export type BusEvent = SessionEvent & { metadata: JsonObject; trace?: string };

export type StoredEventType = StoredEvent['type'];
export type LiveEventType = LiveEvent['type'];
export type EventType = SessionEvent['type'];

const STORED_EVENT_TYPES = storedEventSchema.options.map((o) => o.shape.type.value) as readonly StoredEventType[];

/**
 * A stored event published by reference: its envelope without the payload, which receivers
 * read from the store once per instance (large payloads; see events/large-payloads.ts).
 */
const busReferenceSchema = z.strictObject({
  sessionId: z.string(),
  offset: z.int().min(1),
  type: z.enum(STORED_EVENT_TYPES as unknown as [StoredEventType, ...StoredEventType[]]),
  at: z.number(),
  metadata: jsonObject,
  payloadInStore: z.literal(true),
  trace: z.string().max(256).optional(),
});
export type BusReference = z.infer<typeof busReferenceSchema>;
/** What the transport buses carry: an event, or a reference to a stored one. */
export type BusMessage = BusEvent | BusReference;
export const isBusReference = (message: BusMessage): message is BusReference => 'payloadInStore' in message;

/** The event of one type. */
export type EventOf<T extends EventType> = Extract<SessionEvent, { type: T }>;
export type PayloadOf<T extends EventType> = EventOf<T>['payload'];

/** An event a writer appends: type and payload; the store gives it its offset and time. */
export type NewEvent<T extends StoredEventType = StoredEventType> = T extends StoredEventType ? { type: T; payload: PayloadOf<T> } : never;

/** One page of a session's stored stream and the session as it is now (streams check their tenant against it). */
export interface StreamPage {
  /** Null once the session is deleted. */
  session: { lastOffset: number; metadata: JsonObject } | null;
  /** Stored events with offset > after, ascending, at most the page size. */
  events: StoredEvent[];
}

/** Parses a stored event (a row read back or returned by a write); throws on a row of another shape. */
export function parseStoredEvent(row: unknown): StoredEvent {
  return storedEventSchema.parse(row);
}

/** Parses what the bus heard; null for anything that is not a bus event of ours. */
function parseBusEvent(value: unknown): BusEvent | null {
  const result = busEventSchema.safeParse(value);
  return result.success ? (result.data as BusEvent) : null;
}

/** Parses what a transport bus heard: an event or a reference; null for anything else. */
export function parseBusMessage(value: unknown): BusMessage | null {
  const event = parseBusEvent(value);
  if (event) return event;
  const reference = busReferenceSchema.safeParse(value);
  return reference.success ? reference.data : null;
}
