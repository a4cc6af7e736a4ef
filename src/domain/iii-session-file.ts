// The file store of the iii session-manager worker (iii-hq/workers, session-manager/src/store/fs.rs;
// shapes in session-manager/src/types.rs): one append-only JSONL file per session, each line a
// record discriminated by `type` — `meta` (the session's SessionMeta), `entry` (a SessionEntry,
// written again for every revision), `leaf` (the active leaf moved), `append` (an entry and the
// meta it left, the leaf moving to it) and `commit` (bookkeeping). Replay is last-wins per key.
// This module turns one such file into our session archive (domain/session-archive.ts), so the
// one importer restores it: the tree gets branches as our append rule makes them, and the
// stream gets the events our service would have written (session_created, one message_added
// per entry, active_leaf_set where the leaf is not the last entry).
//
// Attachments are not in the JSONL: each is a pair of files under
// `<data_dir>/attachments/<encoded session id>/`, `<id>.bin` (the bytes) and `<id>.json` (its
// AttachmentMeta). Reading those files is the caller's (services/session-import.ts); given their
// facts, this module adds one archive `attachment` line per attachment, turns each top-level
// `file` block (and each `image` block with an `attachment_id`) into a block naming that
// attachment, and parks the draft's attachments with the draft.
import { z } from 'zod';
import { DEFAULT_MIME, normalizeMime, sanitizeFilename } from './attachment-names.js';
import { ServiceError } from './errors.js';
import type { StoredEvent } from './events.js';
import { isMediaType, isRasterImageType } from './media-type.js';
import { archiveHeader, emptyCounts, type ArchivedAttachment, type ArchiveLine, type ArchivedSession } from './session-archive.js';
import type { AttachmentSnapshot, ContentBlock, MessageRecord } from './message.js';
import { SESSION_STATUSES, type EntryRecord, type JsonObject, type JsonValue } from './types.js';

const json = z.json();
const jsonMap = z.record(z.string(), json);

const iiiMeta = z.looseObject({
  session_id: z.string().min(1),
  title: z.string().default(''),
  description: z.string().default(''),
  status: z.enum(SESSION_STATUSES).default('idle'),
  status_reason: z.string().nullish(),
  metadata: jsonMap.nullish(),
  forked_from: z.string().nullish(),
  draft: z.string().nullish(),
  // The attachments parked with the draft, as full AttachmentMeta records; only their ids are read.
  draft_attachments: z.array(z.looseObject({ attachment_id: z.string().min(1) })).nullish(),
  created_at: z.number(),
  updated_at: z.number(),
});
type IiiMeta = z.infer<typeof iiiMeta>;

const entryBase = {
  id: z.string().min(1),
  parent_id: z.string().nullish(),
  timestamp: z.number(),
  revision: z.int().min(0).default(0),
  origin: jsonMap.nullish(),
};
const iiiEntry = z.discriminatedUnion('kind', [
  z.looseObject({ ...entryBase, kind: z.literal('message'), message: z.looseObject({ role: z.string(), timestamp: z.number().optional() }) }),
  z.looseObject({ ...entryBase, kind: z.literal('custom'), custom_type: z.string(), data: json.optional() }),
]);
type IiiEntry = z.infer<typeof iiiEntry>;

const iiiRecord = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('meta'), meta: iiiMeta }),
  z.looseObject({ type: z.literal('entry'), entry: iiiEntry }),
  z.looseObject({ type: z.literal('leaf'), entry_id: z.string().nullish() }),
  z.looseObject({ type: z.literal('append'), entry: iiiEntry, meta: iiiMeta }),
  z.looseObject({ type: z.literal('commit'), entry_id: z.string() }),
]);

/**
 * An attachment's `<id>.json`: AttachmentMeta as the worker's put-attachment answer describes it
 * (attachment_id, session_id, name, mime, size, sha256, created_at). Loose, and only the id and
 * size required: what else is missing gets this service's defaults.
 */
const iiiAttachmentMeta = z.looseObject({
  attachment_id: z.string().min(1),
  session_id: z.string().nullish(),
  name: z.string().nullish(),
  mime: z.string().nullish(),
  size: z.int().min(0),
  sha256: z.string().nullish(),
  created_at: z.number().nullish(),
});
type IiiAttachmentMeta = z.infer<typeof iiiAttachmentMeta>;

/** An attachment of the session as read from its two files: its metadata and the facts of its `.bin`. */
export interface IiiAttachment {
  meta: IiiAttachmentMeta;
  /** Byte length of the `.bin`. */
  size: number;
  /** Lowercase hex SHA-256 of the `.bin`. */
  sha256: string;
}

/** IMPORT_INVALID for an attachment of an iii store (its files, or a reference to it). */
export const iiiAttachmentInvalid = (attachmentId: string, reason: string): ServiceError =>
  new ServiceError('IMPORT_INVALID', `The iii attachment "${attachmentId}" cannot be imported: ${reason}. Nothing was imported.`, {
    attachmentId,
    reason,
  });

/** An `<id>.json` parsed, or IMPORT_INVALID naming the file. */
export function parseIiiAttachmentMeta(text: string, file: string): IiiAttachmentMeta {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw iiiAttachmentInvalid(file, 'its metadata file is not JSON');
  }
  const parsed = iiiAttachmentMeta.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw iiiAttachmentInvalid(file, `its metadata file is not an AttachmentMeta (${issue.path.join('.')}: ${issue.message})`);
  }
  return parsed.data;
}

/** The worker's file-name encoding of a session or attachment id: `[A-Za-z0-9._-]` as is, every other byte `%XX`. */
export function encodeIiiId(id: string): string {
  let out = '';
  for (const byte of Buffer.from(id, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9._-]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Why a file could not be converted (its line, 1-based, when one line is to blame). */
export class IiiFileError extends Error {
  constructor(
    message: string,
    readonly line: number | null = null,
  ) {
    super(message);
    this.name = 'IiiFileError';
  }
}

/** The last-wins state a file replays to. */
interface Replayed {
  meta: IiiMeta | null;
  /** Entries by id, in the order each first appeared (the order they were written). */
  entries: Map<string, IiiEntry>;
  leaf: string | null;
}

/**
 * Replays a file as the worker does: blank lines skipped, the last line skipped when it does
 * not parse (a crash mid-append), any other line that does not parse is an error here (the
 * worker warns and skips it; an import should not drop data silently).
 */
function replayIiiFile(text: string): Replayed {
  const state: Replayed = { meta: null, entries: new Map(), leaf: null };
  const lines = text.split('\n');
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      if (index === lines.length - 1) return; // a truncated trailing line, as the worker tolerates
      throw new IiiFileError('not a JSON record', index + 1);
    }
    const parsed = iiiRecord.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new IiiFileError(`not a session-manager record (${issue.path.join('.')}: ${issue.message})`, index + 1);
    }
    const record = parsed.data;
    switch (record.type) {
      case 'meta':
        state.meta = record.meta;
        break;
      case 'entry':
        state.entries.set(record.entry.id, record.entry);
        break;
      case 'leaf':
        state.leaf = record.entry_id ?? null;
        break;
      case 'append':
        state.entries.set(record.entry.id, record.entry);
        state.meta = record.meta;
        state.leaf = record.entry.id;
        break;
      case 'commit':
        break;
    }
  });
  return state;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const obj = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The attachments of the session being converted, by id, as block snapshots. */
type Attachments = ReadonlyMap<string, AttachmentSnapshot>;

/**
 * A top-level content block: a `file` block becomes one naming the imported attachment (it must
 * be one of the session's), an `image` block with an `attachment_id` of a raster attachment
 * becomes one naming it (its inline copy is dropped: the attachment holds the bytes); anything
 * else as `block` maps it.
 */
function topBlock(raw: unknown, attachments: Attachments, entryId: string): ContentBlock {
  const b = obj(raw);
  const id = str(b.attachment_id);
  if (b.type === 'file') {
    const snapshot = id === undefined ? undefined : attachments.get(id);
    if (!snapshot) {
      throw iiiAttachmentInvalid(
        id ?? '(none)',
        `entry "${entryId}" has a file block naming it, and the session's attachments folder does not hold it`,
      );
    }
    return { type: 'file', ...snapshot };
  }
  if (b.type === 'image' && id !== undefined) {
    const snapshot = attachments.get(id);
    // Only raster images may be shown in place (as uploadAttachment's blocks); others keep their inline copy.
    if (snapshot && isRasterImageType(snapshot.mime)) return { type: 'image', ...snapshot };
  }
  return block(raw);
}

/** A content block from its iii (snake_case) shape to ours; unknown block types pass as they are. */
function block(raw: unknown): ContentBlock {
  const b = obj(raw);
  switch (b.type) {
    case 'text':
      return { type: 'text', text: str(b.text) ?? '' };
    case 'image':
      return { type: 'image', data: str(b.data) ?? '', mime: str(b.mime) ?? 'application/octet-stream' };
    case 'thinking':
      return { type: 'thinking', text: str(b.text) ?? '', ...(str(b.signature) ? { signature: str(b.signature)! } : {}) };
    case 'function_call':
      return { type: 'function_call', id: str(b.id) ?? '', functionId: str(b.function_id) ?? '', arguments: (b.arguments ?? null) as JsonValue };
    case 'function_result':
      return {
        type: 'function_result',
        functionCallId: str(b.function_call_id) ?? '',
        content: (Array.isArray(b.content) ? b.content.map(block) : []) as unknown as JsonValue[],
      };
    default:
      return b as unknown as ContentBlock;
  }
}

/** An AgentMessage to our message record (fields our model has no place for — model, provider, agent, error_message, display, is_error — are left out). */
function message(raw: Record<string, unknown>, fallbackTimestamp: number, attachments: Attachments, entryId: string): MessageRecord {
  const timestamp = typeof raw.timestamp === 'number' ? raw.timestamp : fallbackTimestamp;
  const content = Array.isArray(raw.content) ? raw.content.map((b) => topBlock(b, attachments, entryId)) : [];
  const has = (k: string) => raw[k] !== undefined && raw[k] !== null;
  switch (raw.role) {
    case 'assistant': {
      const usage = obj(raw.usage);
      const mapped = Object.fromEntries(
        (
          [
            ['input', usage.input],
            ['output', usage.output],
            ['cacheRead', usage.cache_read],
            ['cacheWrite', usage.cache_write],
            ['reasoning', usage.reasoning],
          ] as const
        ).filter(([, v]) => typeof v === 'number'),
      );
      return {
        role: 'assistant',
        timestamp,
        content,
        stopReason: (str(raw.stop_reason) ?? 'end') as never,
        ...(has('native_stop_reason') ? { nativeStopReason: str(raw.native_stop_reason)! } : {}),
        ...(has('error_kind') ? { errorKind: str(raw.error_kind) as never } : {}),
        ...(has('warnings') && Array.isArray(raw.warnings) ? { warnings: raw.warnings.filter((w): w is string => typeof w === 'string') } : {}),
        ...(Object.keys(mapped).length > 0 ? { usage: mapped } : {}),
      };
    }
    case 'function_result':
      return {
        role: 'function_result',
        timestamp,
        content,
        functionCallId: str(raw.function_call_id) ?? '',
        functionId: str(raw.function_id) ?? '',
        ...(has('details') ? { details: raw.details as JsonValue } : {}),
      };
    case 'custom':
      return {
        role: 'custom',
        timestamp,
        content,
        customType: str(raw.custom_type) ?? '',
        ...(has('details') ? { details: raw.details as JsonValue } : {}),
      };
    default:
      return { role: 'user', timestamp, content };
  }
}

function entryRecord(sessionId: string, e: IiiEntry, attachments: Attachments): EntryRecord {
  const base = {
    id: e.id,
    sessionId,
    parentId: e.parent_id ?? null,
    timestamp: e.timestamp,
    revision: e.revision,
    origin: (e.origin ?? null) as JsonObject | null,
  };
  if (e.kind === 'custom') return { ...base, kind: 'custom', customType: e.custom_type, data: (e.data ?? null) as JsonValue };
  return { ...base, kind: 'message', message: message(e.message as Record<string, unknown>, e.timestamp, attachments, e.id) };
}

/** Entries parents first (in write order otherwise); an entry whose parent is missing is an error. */
function parentsFirst(entries: Map<string, IiiEntry>): IiiEntry[] {
  const out: IiiEntry[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (e: IiiEntry) => {
    if (placed.has(e.id)) return;
    if (visiting.has(e.id)) throw new IiiFileError(`entry "${e.id}" is its own ancestor`);
    visiting.add(e.id);
    const parentId = e.parent_id ?? null;
    if (parentId !== null) {
      const parent = entries.get(parentId);
      if (!parent) throw new IiiFileError(`entry "${e.id}" names a parent "${parentId}" the file does not hold`);
      place(parent);
    }
    visiting.delete(e.id);
    placed.add(e.id);
    out.push(e);
  };
  for (const e of entries.values()) place(e);
  return out;
}

/** A session file replayed: what its records left (its id also names its attachments folder). */
interface IiiSessionFile {
  readonly sessionId: string;
  readonly state: Replayed & { meta: IiiMeta };
}

/** Replays one session-manager file; IiiFileError when it is not one. */
export function readIiiSessionFile(text: string): IiiSessionFile {
  const state = replayIiiFile(text);
  const meta = state.meta;
  if (!meta) throw new IiiFileError('the file holds no "meta" record (a session deleted, or not a session file)');
  return { sessionId: meta.session_id, state: { ...state, meta } };
}

/** The archive's attachment row of an iii attachment: its name and type made safe as an upload's are, its facts from its bytes. */
function archivedAttachment(sessionId: string, fallbackCreatedAt: number, a: IiiAttachment): ArchivedAttachment {
  return {
    id: a.meta.attachment_id,
    sessionId,
    filename: sanitizeFilename(a.meta.name),
    mime: normalizeMime(a.meta.mime, isMediaType) ?? DEFAULT_MIME,
    size: a.size,
    sha256: a.sha256,
    createdAt: a.meta.created_at ?? fallbackCreatedAt,
    // The unrestricted scope: an iii store has no tenants of ours (a confined importer's scope replaces it).
    scope: '',
  };
}

/**
 * Converts a replayed session file and its attachments into our archive's lines (header first,
 * end last). An `attachment` line stands without its `attachment_chunk` lines: whoever streams
 * the archive puts the bytes of each right after its line. A file block, or a parked draft
 * attachment, naming an attachment not given is IMPORT_INVALID. The session's tenant is whatever
 * its metadata says; `now` stamps the header.
 */
export function iiiSessionArchive(file: IiiSessionFile, now: number, attachments: readonly IiiAttachment[] = []): ArchiveLine[] {
  const { state, sessionId } = file;
  const meta = state.meta;
  const attachmentRows = attachments
    .map((a) => archivedAttachment(sessionId, meta.created_at, a))
    .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const snapshots = new Map<string, AttachmentSnapshot>();
  for (const a of attachmentRows) {
    if (snapshots.has(a.id)) throw iiiAttachmentInvalid(a.id, 'two metadata files of the session name it');
    snapshots.set(a.id, {
      attachmentId: a.id,
      sessionId: a.sessionId,
      filename: a.filename,
      mime: a.mime,
      size: a.size,
      sha256: a.sha256,
      createdAt: a.createdAt,
    });
  }
  const ordered = parentsFirst(state.entries);

  // Branches by our append rule: an entry extends its parent's branch when the parent is that
  // branch's tip, and otherwise starts a new branch whose chain is the parent's plus itself.
  const branches: { id: number; startDepth: number; tipDepth: number; chain: [number, number][] }[] = [];
  const placed = new Map<string, { branch: number; depth: number }>();
  const entryLines: ArchiveLine[] = [];
  for (const e of ordered) {
    const parent = e.parent_id ? placed.get(e.parent_id)! : null;
    const depth = parent ? parent.depth + 1 : 0;
    const parentBranch = parent ? branches[parent.branch - 1]! : null;
    let branch: number;
    if (parentBranch && parentBranch.tipDepth === parent!.depth) {
      branch = parentBranch.id;
      parentBranch.tipDepth = depth;
    } else {
      branch = branches.length + 1;
      branches.push({ id: branch, startDepth: depth, tipDepth: depth, chain: [...(parentBranch?.chain ?? []), [branch, depth]] });
    }
    placed.set(e.id, { branch, depth });
    entryLines.push({ type: 'entry', entry: entryRecord(sessionId, e, snapshots), branch, depth });
  }

  const leaf = state.leaf !== null && placed.has(state.leaf) ? state.leaf : (ordered.at(-1)?.id ?? null);
  const metadata = (meta.metadata ?? {}) as JsonObject;
  const events: StoredEvent[] = [];
  const event = (type: StoredEvent['type'], at: number, payload: unknown) =>
    events.push({ sessionId, offset: events.length + 1, type, at, payload } as StoredEvent);
  event('session_created', meta.created_at, {
    title: meta.title,
    description: meta.description,
    status: meta.status,
    forkedFrom: meta.forked_from ?? null,
    createdAt: meta.created_at,
    metadata,
  });
  for (const line of entryLines) {
    const { entry } = line as Extract<ArchiveLine, { type: 'entry' }>;
    event('message_added', entry.timestamp, { entry });
  }
  if (leaf !== null && leaf !== ordered.at(-1)?.id) event('active_leaf_set', meta.updated_at, { entryId: leaf });

  const session: ArchivedSession = {
    id: sessionId,
    title: meta.title,
    description: meta.description,
    metadata,
    status: meta.status,
    statusReason: meta.status_reason ?? null,
    forkedFrom: meta.forked_from ?? null,
    messageCount: ordered.filter((e) => e.kind === 'message').length,
    createdAt: meta.created_at,
    updatedAt: meta.updated_at,
    activeLeafId: leaf,
    lastOffset: events.length,
    branchCount: branches.length,
    expiresAt: null,
    context: null,
    contextNextSlot: 0,
    contextBytes: 0,
    requestDueAt: null,
    requestExpiresAt: null,
    requestPendingSince: null,
    usage: { inputTokens: 0, outputTokens: 0, cachedInputTokens: 0, reasoningOutputTokens: 0, requests: 0, failedRequests: 0 },
  };
  const counts = {
    ...emptyCounts(),
    attachments: attachmentRows.length,
    branches: branches.length,
    entries: entryLines.length,
    events: events.length,
  };
  const parked: string[] = [];
  for (const { attachment_id: id } of meta.draft_attachments ?? []) {
    if (!snapshots.has(id)) throw iiiAttachmentInvalid(id, "the draft parks it, and the session's attachments folder does not hold it");
    if (!parked.includes(id)) parked.push(id);
  }
  const draftText = meta.draft ?? '';
  const draft: ArchiveLine[] =
    draftText.trim() !== '' || parked.length > 0 ? [{ type: 'draft', text: draftText, updatedAt: meta.updated_at, attachmentIds: parked }] : [];
  counts.drafts = draft.length;
  return [
    archiveHeader(now, 'inline'),
    { type: 'session', session },
    ...attachmentRows.map((attachment) => ({ type: 'attachment' as const, attachment })),
    ...branches.map((b) => ({ type: 'branch' as const, ...b })),
    ...entryLines,
    ...events.map((e) => ({ type: 'event' as const, event: e })),
    ...draft,
    { type: 'end', counts },
  ];
}

/** Converts one session-manager file (and the attachments read from its folder) into our archive's lines; see iiiSessionArchive. */
export function convertIiiSessionFile(text: string, now: number, attachments: readonly IiiAttachment[] = []): ArchiveLine[] {
  return iiiSessionArchive(readIiiSessionFile(text), now, attachments);
}
