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
  /** When the retention sweep deletes the session (ms since epoch); null: no expiry of its own. */
  expires_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The head of the materialized context fold (null until the first context event); its items are rows of context_items. */
  context: Json<JsonValue> | null;
  /** Slot of the next context item appended (context_items.slot). */
  context_next_slot: ColumnType<number, number | undefined, number>;
  /** Sum of the session's context_items bytes: the stored context's size. */
  context_bytes: ColumnType<number, number | undefined, number>;
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
interface BranchesTable {
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

interface EventsTable {
  session_id: string;
  offset: number;
  type: string;
  at: number;
  payload: Json<JsonValue>;
}

/** Stored bytes, content-addressed by sha256 within a tenant scope and shared by every attachment with that content. */
interface AttachmentBlobsTable {
  id: Generated<number>;
  /** The uploader's tenant (canonical JSON), '' when unrestricted: content is deduplicated only within one scope. */
  scope: string;
  sha256: string;
  size: number;
  /** Attachments using these bytes; the blob and its chunks go when it drops to 0. */
  ref_count: number;
  created_at: number;
}

interface AttachmentChunksTable {
  blob_id: number;
  /** 0, 1, 2 … each chunk holds ATTACHMENT_CHUNK_BYTES except the last. */
  seq: number;
  data: Uint8Array;
}

export interface AttachmentsTable {
  id: string;
  /** The session it was uploaded to (re-homed to a fork that still references it when that session is deleted). */
  session_id: string;
  blob_id: number;
  filename: string;
  mime: string;
  size: number;
  sha256: string;
  created_at: number;
}

/** Which entries reference which attachments (kept by a trigger on entries). */
interface AttachmentRefsTable {
  attachment_id: string;
  session_id: string;
  entry_id: string;
}

interface DraftsTable {
  session_id: string;
  text: string;
  updated_at: number;
}

interface DraftAttachmentsTable {
  session_id: string;
  attachment_id: string;
  position: number;
}

/** One model-visible context item of a session, at its slot in prompt order. */
interface ContextItemsTable {
  session_id: string;
  slot: number;
  /** Offset of the event that added the item: its identity. */
  item_offset: number;
  item_key: string | null;
  item: Json<JsonValue>;
  /** Size of `item` as stored (its jsonb text), in bytes. */
  bytes: number;
}

/** One row per open LLM request: its pinned prompt and the worker lease (SPEC §10). */
interface LlmRequestsTable {
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
  /** One past the highest chunk sequence accepted (0: none): the claim's `nextSequence`. */
  next_sequence: Generated<number>;
  /** The worker whose chunks the stream carries (the first named sender); null: none yet. */
  streamed_by: string | null;
  /** The transcript entry the request answers (SPEC §11); null for a context-only request. */
  trigger_entry_id: string | null;
}

export interface Database {
  sessions: SessionsTable;
  branches: BranchesTable;
  entries: EntriesTable;
  events: EventsTable;
  attachment_blobs: AttachmentBlobsTable;
  attachment_chunks: AttachmentChunksTable;
  attachments: AttachmentsTable;
  attachment_refs: AttachmentRefsTable;
  drafts: DraftsTable;
  draft_attachments: DraftAttachmentsTable;
  llm_requests: LlmRequestsTable;
  context_items: ContextItemsTable;
}
