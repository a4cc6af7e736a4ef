// The service's core records, as stored and as passed between layers (a message and its
// blocks: message.ts). Internal field names are camelCase; the seeds' snake_case wire names map 1:1.
import type { MessageRecord } from './message.js';

export type { MessageRecord };

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const SESSION_STATUSES = ['idle', 'working', 'waiting', 'done', 'error'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SESSION_ORDERS = ['created_asc', 'created_desc', 'updated_desc'] as const;
export type SessionOrder = (typeof SESSION_ORDERS)[number];

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
