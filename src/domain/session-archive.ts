// The session archive: the JSONL file `GET /sessions/<id>/export` writes and an import reads
// (docs/export-import.md). One JSON object per line, discriminated by `type`, in an order an
// importer can write as it reads: what a row refers to always comes before it (the session
// before its attachments, attachments before the entries that name them, parents before
// children). The last line, `end`, counts what came before it, so a cut file is told apart
// from a short session.
import { z } from 'zod';
import { entryRecordSchema, storedEventSchema } from './events.js';
import { SESSION_STATUSES, type EntryRecord, type JsonObject, type JsonValue, type SessionStatus } from './types.js';
import type { StoredEvent } from './events.js';

const ARCHIVE_FORMAT = 'agent-conversations.session';
/** Bumped on any change an importer of the previous version would misread. */
const ARCHIVE_VERSION = 1;

const jsonObject = z.record(z.string(), z.json()) as unknown as z.ZodType<JsonObject>;
const int = z.int().min(0);
const nullableInt = z.int().nullable();

/** How attachment bytes travel: in the file (base64 chunk lines), or only named by sha256 (the target must already hold them). */
export const ATTACHMENT_MODES = ['inline', 'reference'] as const;
export type AttachmentMode = (typeof ATTACHMENT_MODES)[number];

const headerLine = z.strictObject({
  type: z.literal('header'),
  format: z.string(),
  version: z.number(),
  exportedAt: z.number(),
  attachments: z.enum(ATTACHMENT_MODES),
});

/** The session row: its record and the state that is not an event (the context fold's head, the request schedule, usage totals). */
const archivedSessionSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string(),
  description: z.string(),
  metadata: jsonObject,
  status: z.enum(SESSION_STATUSES),
  statusReason: z.string().nullable(),
  forkedFrom: z.string().nullable(),
  messageCount: int,
  createdAt: z.number(),
  updatedAt: z.number(),
  activeLeafId: z.string().nullable(),
  lastOffset: int,
  branchCount: int,
  expiresAt: nullableInt,
  context: z.json().nullable(),
  contextNextSlot: int,
  contextBytes: int,
  requestDueAt: nullableInt,
  requestExpiresAt: nullableInt,
  requestPendingSince: nullableInt,
  usage: z.strictObject({
    inputTokens: int,
    outputTokens: int,
    cachedInputTokens: int,
    reasoningOutputTokens: int,
    requests: int,
    failedRequests: int,
  }),
});
export type ArchivedSession = Omit<z.infer<typeof archivedSessionSchema>, 'metadata' | 'context' | 'status'> & {
  metadata: JsonObject;
  context: JsonValue | null;
  status: SessionStatus;
};

const archivedAttachmentSchema = z.strictObject({
  id: z.string().min(1),
  /** The session it was uploaded to (another session's, when this one's entries only reference it). */
  sessionId: z.string().min(1),
  filename: z.string(),
  mime: z.string(),
  size: int,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  createdAt: z.number(),
  /** The dedup scope of its bytes (the uploader's tenant as canonical JSON; '' when unrestricted). */
  scope: z.string(),
});
export type ArchivedAttachment = z.infer<typeof archivedAttachmentSchema>;

const branchLine = z.strictObject({
  type: z.literal('branch'),
  id: z.int().min(1),
  startDepth: int,
  tipDepth: int,
  chain: z.array(z.tuple([z.int(), z.int()])),
});

const entryLine = z.strictObject({ type: z.literal('entry'), entry: entryRecordSchema, branch: z.int().min(1), depth: int });

const contextItemLine = z.strictObject({
  type: z.literal('context_item'),
  slot: int,
  offset: z.int().min(1),
  key: z.string().nullable(),
  item: z.json(),
});

const draftLine = z.strictObject({ type: z.literal('draft'), text: z.string(), updatedAt: z.number(), attachmentIds: z.array(z.string()) });

const archivedLlmRequestSchema = z.strictObject({
  requestOffset: z.int().min(1),
  requestedAt: z.number(),
  expiresAt: z.number(),
  prompt: z.json().nullable(),
  claimedBy: z.string().nullable(),
  claimExpiresAt: nullableInt,
  leaseMs: nullableInt,
  nextSequence: int,
  streamedBy: z.string().nullable(),
  triggerEntryId: z.string().nullable(),
});
export type ArchivedLlmRequest = z.infer<typeof archivedLlmRequestSchema>;

export const ARCHIVE_COUNTED = ['attachments', 'branches', 'entries', 'events', 'contextItems', 'drafts', 'llmRequests'] as const;
export type ArchiveCounts = Record<(typeof ARCHIVE_COUNTED)[number], number>;

const endLine = z.strictObject({
  type: z.literal('end'),
  counts: z.strictObject(Object.fromEntries(ARCHIVE_COUNTED.map((k) => [k, int])) as Record<(typeof ARCHIVE_COUNTED)[number], typeof int>),
});

/** Every line but the header, which is checked apart (its version decides how the rest is read). */
const archiveLineSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('session'), session: archivedSessionSchema }),
  z.strictObject({ type: z.literal('attachment'), attachment: archivedAttachmentSchema }),
  z.strictObject({ type: z.literal('attachment_chunk'), attachmentId: z.string().min(1), seq: int, data: z.base64() }),
  branchLine,
  entryLine,
  z.strictObject({ type: z.literal('event'), event: storedEventSchema }),
  contextItemLine,
  draftLine,
  z.strictObject({ type: z.literal('llm_request'), request: archivedLlmRequestSchema }),
  endLine,
]);

export type ArchiveHeader = z.infer<typeof headerLine>;

/** One line of an archive, as written and as read. */
export type ArchiveLine =
  | ArchiveHeader
  | { type: 'session'; session: ArchivedSession }
  | { type: 'attachment'; attachment: ArchivedAttachment }
  | { type: 'attachment_chunk'; attachmentId: string; seq: number; data: string }
  | z.infer<typeof branchLine>
  | { type: 'entry'; entry: EntryRecord; branch: number; depth: number }
  | { type: 'event'; event: StoredEvent }
  | { type: 'context_item'; slot: number; offset: number; key: string | null; item: JsonValue }
  | z.infer<typeof draftLine>
  | { type: 'llm_request'; request: ArchivedLlmRequest }
  | { type: 'end'; counts: ArchiveCounts };

export type BodyLine = Exclude<ArchiveLine, ArchiveHeader>;

export function archiveHeader(exportedAt: number, attachments: AttachmentMode): ArchiveHeader {
  return { type: 'header', format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, exportedAt, attachments };
}

/** Why a header cannot be read by this version, or null when it can. */
export function headerProblem(value: unknown): string | null {
  const parsed = headerLine.safeParse(value);
  if (!parsed.success) return `the first line is not a "${ARCHIVE_FORMAT}" header`;
  if (parsed.data.format !== ARCHIVE_FORMAT) return `the format is "${parsed.data.format}", not "${ARCHIVE_FORMAT}"`;
  if (parsed.data.version !== ARCHIVE_VERSION) return `the format version is ${parsed.data.version}; this service reads version ${ARCHIVE_VERSION}`;
  return null;
}

/** A body line as parsed, or why it is not one (the first zod issue, with its path). */
export function parseBodyLine(value: unknown): { line: BodyLine } | { problem: string } {
  const parsed = archiveLineSchema.safeParse(value);
  if (parsed.success) return { line: parsed.data as BodyLine };
  const issue = parsed.error.issues[0]!;
  return { problem: `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}` };
}

export const emptyCounts = (): ArchiveCounts => ({ attachments: 0, branches: 0, entries: 0, events: 0, contextItems: 0, drafts: 0, llmRequests: 0 });
