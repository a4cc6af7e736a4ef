// The service's core records, as stored and as passed between layers.
// Internal field names are camelCase; the seeds' snake_case wire names map 1:1.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const SESSION_STATUSES = ['idle', 'working', 'waiting', 'done', 'error'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SESSION_ORDERS = ['created_asc', 'created_desc', 'updated_desc'] as const;
export type SessionOrder = (typeof SESSION_ORDERS)[number];

export const MESSAGE_ROLES = ['user', 'assistant', 'function_result', 'custom'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export interface SessionRecord {
  id: string;
  title: string;
  description: string;
  /** App-defined object; `{}` when none was given. */
  metadata: JsonObject;
  status: SessionStatus;
  statusReason: string | null;
  forkedFrom: string | null;
  messageCount: number;
  createdAt: number;
  updatedAt: number;
  activeLeafId: string | null;
  /** Offset of the newest stored event of this session's stream (0 before any). */
  lastOffset: number;
  /** When the retention sweep deletes the session (ms since epoch); null: no expiry of its own. */
  expiresAt: number | null;
}

/**
 * What a block that references an attachment stores beside its id: the attachment's immutable
 * facts at write time, so the block still renders if the attachment is later deleted (only an
 * old event can show such a block: an attachment a message references cannot be deleted).
 */
export interface AttachmentSnapshot {
  attachmentId: string;
  sessionId: string;
  filename: string;
  mime: string;
  size: number;
  sha256: string;
  createdAt: number;
}

export type ContentBlock =
  | { type: 'text'; text: string }
  | { type: 'image'; data: string; mime: string; attachmentId?: undefined }
  | ({ type: 'image'; data?: undefined } & AttachmentSnapshot)
  | ({ type: 'file' } & AttachmentSnapshot)
  | { type: 'thinking'; text: string; signature?: string }
  | { type: 'function_call'; id: string; functionId: string; arguments?: JsonValue }
  | { type: 'function_result'; functionCallId: string; content: JsonValue[] };

export const STOP_REASONS = ['end', 'length', 'function_call', 'aborted', 'error'] as const;
export type StopReason = (typeof STOP_REASONS)[number];
export const ERROR_KINDS = ['auth_expired', 'rate_limited', 'context_overflow', 'transient', 'permanent'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface MessageUsage {
  input?: number;
  output?: number;
  cacheRead?: number;
  cacheWrite?: number;
  reasoning?: number;
}

export type MessageRecord =
  | { role: 'user'; timestamp: number; content: ContentBlock[] }
  | {
      role: 'assistant';
      timestamp: number;
      content: ContentBlock[];
      stopReason: StopReason;
      nativeStopReason?: string;
      errorKind?: ErrorKind;
      usage?: MessageUsage;
      warnings?: string[];
    }
  | {
      role: 'function_result';
      timestamp: number;
      content: ContentBlock[];
      functionCallId: string;
      functionId: string;
      details?: JsonValue;
    }
  | { role: 'custom'; timestamp: number; content: ContentBlock[]; customType: string; details?: JsonValue };

interface EntryBase {
  id: string;
  sessionId: string;
  parentId: string | null;
  /** Creation time, ms since epoch; never changes. */
  timestamp: number;
  /** 0 at creation, +1 on every content update. */
  revision: number;
  origin: JsonObject | null;
}

export type EntryRecord =
  | (EntryBase & { kind: 'message'; message: MessageRecord })
  | (EntryBase & { kind: 'custom'; customType: string; data: JsonValue | null });

/** One page of a connection, in list order (see domain/paging.ts for what the flags mean). */
export interface Page<T> {
  items: T[];
  /** Cursor of each item, same order as items. */
  cursors: string[];
  /** Items exist after the page's last item. */
  hasNextPage: boolean;
  /** Items exist before the page's first item. */
  hasPreviousPage: boolean;
}
