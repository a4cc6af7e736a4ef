// The file store of the iii session-manager worker (iii-hq/workers, session-manager/src/store/fs.rs;
// shapes in session-manager/src/types.rs): one append-only JSONL file per session, each line a
// record discriminated by `type` — `meta` (the session's SessionMeta), `entry` (a SessionEntry,
// written again for every revision), `leaf` (the active leaf moved), `append` (an entry and the
// meta it left, the leaf moving to it) and `commit` (bookkeeping). Replay is last-wins per key.
// This module turns one such file into our session archive (domain/session-archive.ts), so the
// one importer restores it: the tree gets branches as our append rule makes them, and the
// stream gets the events our service would have written (session_created, one message_added
// per entry, active_leaf_set where the leaf is not the last entry).
import { z } from 'zod';
import type { StoredEvent } from './events.js';
import { archiveHeader, emptyCounts, type ArchiveLine, type ArchivedSession } from './session-archive.js';
import { SESSION_STATUSES, type ContentBlock, type EntryRecord, type JsonObject, type JsonValue, type MessageRecord } from './types.js';

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
function message(raw: Record<string, unknown>, fallbackTimestamp: number): MessageRecord {
  const timestamp = typeof raw.timestamp === 'number' ? raw.timestamp : fallbackTimestamp;
  const content = Array.isArray(raw.content) ? raw.content.map(block) : [];
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

function entryRecord(sessionId: string, e: IiiEntry): EntryRecord {
  const base = {
    id: e.id,
    sessionId,
    parentId: e.parent_id ?? null,
    timestamp: e.timestamp,
    revision: e.revision,
    origin: (e.origin ?? null) as JsonObject | null,
  };
  if (e.kind === 'custom') return { ...base, kind: 'custom', customType: e.custom_type, data: (e.data ?? null) as JsonValue };
  return { ...base, kind: 'message', message: message(e.message as Record<string, unknown>, e.timestamp) };
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

/**
 * Converts one session-manager file into our archive's lines (header first, end last). The
 * session's tenant is whatever its metadata says; `now` stamps the header.
 */
export function convertIiiSessionFile(text: string, now: number): ArchiveLine[] {
  const state = replayIiiFile(text);
  const meta = state.meta;
  if (!meta) throw new IiiFileError('the file holds no "meta" record (a session deleted, or not a session file)');
  const sessionId = meta.session_id;
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
    entryLines.push({ type: 'entry', entry: entryRecord(sessionId, e), branch, depth });
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
  const counts = { ...emptyCounts(), branches: branches.length, entries: entryLines.length, events: events.length };
  const draft: ArchiveLine[] = meta.draft ? [{ type: 'draft', text: meta.draft, updatedAt: meta.updated_at, attachmentIds: [] }] : [];
  counts.drafts = draft.length;
  return [
    archiveHeader(now, 'inline'),
    { type: 'session', session },
    ...branches.map((b) => ({ type: 'branch' as const, ...b })),
    ...entryLines,
    ...events.map((e) => ({ type: 'event' as const, event: e })),
    ...draft,
    { type: 'end', counts },
  ];
}
