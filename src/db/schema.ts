// Table types for Kysely. bigint columns are read as JS numbers (all values stay within 2^53−1).
import type { ColumnType, Generated } from 'kysely';
import type { JsonObject, JsonValue } from '../domain/types.js';

type Json<T> = ColumnType<T, string, string>;

export interface SessionsTable {
  id: string;
  title: string;
  description: string;
  metadata: Json<JsonObject>;
  status: string;
  status_reason: string | null;
  forked_from: string | null;
  message_count: number;
  created_at: number;
  updated_at: number;
  active_leaf_id: string | null;
  last_offset: number;
  /** Branches made so far; the next branch gets this number + 1. */
  branch_count: number;
  /** The materialized context fold (null until the first context event). */
  context: Json<JsonValue> | null;
  /** When the service should open the next LLM request (debounce or retry backoff); null when none is pending. */
  request_due_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** expiresAt of the open LLM request; null when none is open. */
  request_expires_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the current debounce began (caps how long a burst can postpone its request). */
  request_pending_since: ColumnType<number | null, number | null | undefined, number | null>;
  /** Usage totals over settled requests (SPEC §10), kept in the settle transaction. */
  usage_input_tokens: ColumnType<number, number | undefined, number>;
  usage_output_tokens: ColumnType<number, number | undefined, number>;
  usage_cached_input_tokens: ColumnType<number, number | undefined, number>;
  usage_reasoning_output_tokens: ColumnType<number, number | undefined, number>;
  /** Settled requests of any outcome. */
  usage_requests: ColumnType<number, number | undefined, number>;
  usage_failed_requests: ColumnType<number, number | undefined, number>;
}

/**
 * A branch is a run of entries, each the only child of the one before. The active path is
 * the chain of branches from a root, so paging it costs the page, not the history.
 */
export interface BranchesTable {
  session_id: string;
  id: number;
  /** Depth of the branch's first entry. */
  start_depth: number;
  /** Depth of the branch's last entry. */
  tip_depth: number;
  /** [branchId, startDepth] pairs from the root branch to this one. */
  chain: Json<[number, number][]>;
}

export interface EntriesTable {
  session_id: string;
  id: string;
  parent_id: string | null;
  branch: number;
  depth: number;
  kind: string;
  /** The message role, null for custom entries. */
  role: string | null;
  timestamp: number;
  revision: number;
  origin: Json<JsonObject> | null;
  /** The message (kind message) or { customType, data } (kind custom). */
  body: Json<JsonValue>;
  seq: Generated<number>;
}

export interface EventsTable {
  session_id: string;
  offset: number;
  type: string;
  at: number;
  payload: Json<JsonValue>;
}

/** One row per open LLM request: its pinned prompt and the worker lease (SPEC §10). */
export interface LlmRequestsTable {
  session_id: string;
  request_offset: number;
  requested_at: number;
  expires_at: number;
  /** The prompt at the request's offset; null for requests opened before it was recorded (rebuilt from the stream). */
  prompt: Json<JsonValue> | null;
  claimed_by: string | null;
  claim_expires_at: number | null;
  /** The lease of the last claim; a chunk from the holder extends the claim by it. */
  lease_ms: number | null;
}

export interface Database {
  sessions: SessionsTable;
  branches: BranchesTable;
  entries: EntriesTable;
  events: EventsTable;
  llm_requests: LlmRequestsTable;
}
