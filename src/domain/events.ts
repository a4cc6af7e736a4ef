// The event vocabulary of a session's stream, and the envelope that travels on the bus.
import type { EntryRecord, JsonObject, JsonValue, SessionStatus } from './types.js';

/** Events stored on a session's stream, each with the session's next offset. */
export const STORED_EVENT_TYPES = [
  'session_created',
  'session_meta_updated',
  'session_status_changed',
  'message_added',
  'message_updated',
  'active_leaf_set',
  'context_item_added',
  'llm_request_requested',
  'llm_request_settled',
] as const;
export type StoredEventType = (typeof STORED_EVENT_TYPES)[number];

/** Events that are never stored: they travel live only and carry no offset. */
export const LIVE_EVENT_TYPES = ['session_deleted', 'llm_response_chunk'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export type EventType = StoredEventType | LiveEventType;

export interface SessionCreatedPayload {
  title: string;
  description: string;
  status: SessionStatus;
  forkedFrom: string | null;
  createdAt: number;
  metadata: JsonObject;
}
export interface SessionMetaUpdatedPayload {
  title: string;
  description: string;
  metadata: JsonObject;
}
export interface SessionStatusChangedPayload {
  status: SessionStatus;
  previousStatus: SessionStatus;
  statusReason: string | null;
}
export interface MessageAddedPayload {
  entry: EntryRecord;
}
export interface MessageUpdatedPayload {
  entry: EntryRecord;
  revision: number;
  origin: JsonObject | null;
}
export interface ActiveLeafSetPayload {
  entryId: string;
}
export interface LlmResponseChunkPayload {
  requestOffset: number;
  sequence: number;
  chunk: string;
}

/** A stored event as read back from the database. */
export interface StoredEvent {
  sessionId: string;
  offset: number;
  type: StoredEventType;
  /** ms since epoch when the event was appended. */
  at: number;
  payload: { [key: string]: JsonValue | unknown };
}

/**
 * What travels on the bus after commit. `offset` is null for live-only events.
 * `metadata` is the session's metadata at event time, for subscription filters.
 */
export interface BusEvent {
  sessionId: string;
  offset: number | null;
  type: EventType;
  at: number;
  payload: { [key: string]: JsonValue | unknown };
  metadata: JsonObject;
}
