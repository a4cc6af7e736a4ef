// Attachments (SPEC §9): upload, read, list, delete, stream the bytes; the blocks of a message
// that reference one; and what happens to a deleted session's attachments.
import type { Db } from '../store/db.js';
import type { Identity } from '../auth/identity.js';
import { fromSnapshot, snapshotOf, type AttachmentRecord } from '../domain/attachment.js';
import { DEFAULT_MIME, normalizeMime, sanitizeFilename } from '../domain/attachment-names.js';
import { decodeAttachmentCursor, encodeAttachmentCursor, type AttachmentKey } from '../domain/attachment-search-cursors.js';
import { badInput, ServiceError } from '../domain/errors.js';
import { isRasterImageType, RASTER_IMAGE_TYPES } from '../domain/media-type.js';
import { newId } from '../domain/ids.js';
import { paginate, pageSize, type KeysetList } from '../domain/paging.js';
import { canonicalJson } from '../domain/canonical-json.js';
import type { AttachmentSnapshot, ContentBlock, MessageRecord } from '../domain/message.js';
import type { WrittenBlock, WrittenMessage } from '../domain/validation.js';
import type { Page, SessionRecord } from '../domain/types.js';
import { DatabaseAttachmentStore, type AttachmentStore, type ByteRange, type FreedBytes } from '../store/attachment-store.js';
import * as usage from '../store/attachment-usage.js';
import * as store from '../store/attachments.js';
import * as drafts from '../store/drafts.js';
import type { ServiceDeps } from './deps.js';
import { eventVisible, findSession, listTenant, orNotFound } from './tenancy.js';
import { transact, withStorage } from './transaction.js';

const DATABASE_STORE = new DatabaseAttachmentStore();

export const blobStore = (deps: ServiceDeps): AttachmentStore => deps.attachmentStore ?? DATABASE_STORE;

/** Identical bytes are stored once per tenant (never across tenants: no one learns what another uploaded). */
const dedupScope = (identity: Identity): string => (identity.tenant === null ? '' : canonicalJson(identity.tenant));

const attachmentNotFound = (id: string): ServiceError => new ServiceError('NOT_FOUND', `Attachment "${id}" not found.`, { attachmentId: id });

const tooLarge = (max: number): ServiceError =>
  new ServiceError('ATTACHMENT_TOO_LARGE', `The file is larger than ${max} bytes (MAX_ATTACHMENT_BYTES); nothing was stored.`, { maxBytes: max });

/** The attachment bytes quota of a tenant (MAX_ATTACHMENT_BYTES_PER_TENANT; 0 = no cap). */
const overQuota = (quota: number, bytes: number): boolean => quota > 0 && bytes > quota;
const quotaExceeded = (limit: number): ServiceError =>
  new ServiceError(
    'QUOTA_EXCEEDED',
    `The tenant's attachments would exceed ${limit} bytes (MAX_ATTACHMENT_BYTES_PER_TENANT); nothing was stored. Delete attachments to make room.`,
    { quota: 'attachmentBytesPerTenant', limit },
  );

/** A text with nothing but whitespace (a draft of it holds nothing). */
export const isBlank = (text: string): boolean => text.trim() === '';

export interface UploadInput {
  sessionId: string;
  /** The uploaded file (the multipart part). */
  file: Blob & { name?: string };
  /** Overrides the part's filename. */
  filename?: string | null | undefined;
  /** Overrides the part's Content-Type. */
  mime?: string | null | undefined;
}

/** Stores an upload: no event, and the session's updatedAt is left alone. */
export async function uploadAttachment(deps: ServiceDeps, input: UploadInput): Promise<AttachmentRecord> {
  const isMime = (s: string) => deps.validators().mimeType.safeParse(s).success;
  const filename = sanitizeFilename(input.filename ?? input.file.name);
  let mime: string;
  if (input.mime != null) {
    const given = normalizeMime(input.mime, isMime);
    if (given === null)
      throw badInput('input.mime', 'is not a MIME type a header can carry (e.g. image/png; parameters as token or quoted printable ASCII)');
    mime = given;
  } else {
    // What the client's multipart part declared; stored as declared, served with nosniff.
    mime = normalizeMime(input.file.type, isMime) ?? DEFAULT_MIME;
  }
  const { maxAttachmentBytes: max, maxAttachmentBytesPerTenant: quota } = deps.settings.current.limits;
  if (input.file.size > max) throw tooLarge(max);
  const now = deps.now();
  const scope = dedupScope(deps.identity);
  return transact(deps, async (trx) => {
    // A read, not a lock: writing the bytes must not hold up the session's writers. The
    // attachment row goes in last; its foreign key catches a session deleted meanwhile.
    const session = orNotFound(await findSession(deps, input.sessionId, trx), input.sessionId);
    // New bytes only (identical ones are stored once): first a lock-free look, so bytes that
    // cannot fit are never written; then, last, the locked count that orders racing uploads.
    const blob = await blobStore(deps).put(trx, scope, input.file, now, async (size) => {
      if (overQuota(quota, (await usage.storedBytes(trx, scope)) + size)) throw quotaExceeded(quota);
    });
    if (blob.size > max) throw tooLarge(max);
    const attachment: AttachmentRecord = {
      id: newId('a'),
      sessionId: session.id,
      blobId: blob.blobId,
      filename,
      mime,
      size: blob.size,
      sha256: blob.sha256,
      createdAt: now,
    };
    await store.insertAttachment(trx, attachment);
    if (blob.added && overQuota(quota, await usage.addStoredBytes(trx, scope, blob.size))) throw quotaExceeded(quota);
    return attachment;
  });
}

/** Whether the caller may see the attachment: it sees its session, or a session whose messages reference it. */
async function visible(deps: ServiceDeps, db: Db, attachment: AttachmentRecord): Promise<boolean> {
  // Through the tenant guard: it refuses credentials that see no transcripts (the worker scope).
  if (listTenant(deps.identity) === null) return true;
  return (await store.sessionsShowing(db, attachment)).some((metadata) => eventVisible(deps.identity)({ metadata }));
}

/** One attachment the caller may see; null otherwise (unknown and another tenant's alike). */
export async function getAttachment(deps: ServiceDeps, id: string): Promise<AttachmentRecord | null> {
  return withStorage(deps, async () => {
    const attachment = await store.getAttachment(deps.db, id);
    return attachment && (await visible(deps, deps.db, attachment)) ? attachment : null;
  });
}

/**
 * The attachment a file block names, from the block's snapshot: no read, so a page of many file
 * blocks resolves them with its messages (a read per block, even batched, makes every block
 * complete asynchronously: 2.7 × the CPU of the page). Only its owner is read, when asked for
 * (ownerOf).
 */
export function attachmentOfBlock(block: AttachmentSnapshot): AttachmentRecord {
  return fromSnapshot(block);
}

/** The session an attachment belongs to now: a deleted session's attachment belongs to the fork that inherited it. */
export async function ownerOf(deps: ServiceDeps, attachment: AttachmentRecord): Promise<string> {
  if (!attachment.fromBlock) return attachment.sessionId;
  return (await deps.loaders.attachments.load(attachment.id))?.sessionId ?? attachment.sessionId;
}

/** The attachment an image block names, for a message the caller already sees; null once deleted. */
export async function attachmentOfImage(deps: ServiceDeps, id: string): Promise<AttachmentRecord | null> {
  return deps.loaders.attachments.load(id);
}

/** A keyset page of the session's attachments in upload order, either direction (see domain/paging.ts); a fork lists those it inherited from a deleted source too. */
export async function listAttachments(
  deps: ServiceDeps,
  session: SessionRecord,
  input: {
    first?: number | null | undefined;
    after?: string | null | undefined;
    last?: number | null | undefined;
    before?: string | null | undefined;
  },
): Promise<Page<AttachmentRecord>> {
  const after = input.after == null ? null : decodeAttachmentCursor(input.after);
  const before = input.before == null ? null : decodeAttachmentCursor(input.before);
  const list: KeysetList<AttachmentRecord, AttachmentKey> = {
    // Batched: the pages of every session of a list are one read (the operation's loader).
    read: (range, direction, limit) => deps.loaders.attachmentPages.load({ sessionId: session.id, ...range, direction, limit }),
    keyOf: (a) => ({ createdAt: a.createdAt, id: a.id }),
    cursorOf: (a) => encodeAttachmentCursor(a),
  };
  return withStorage(deps, () => paginate(list, { first: input.first, last: input.last, after, before }, (n) => pageSize(deps, n)));
}

/**
 * Removes an attachment row and its share of the bytes; clears drafts it leaves holding nothing.
 * Returns the bytes freed, for the caller to take off the tenant's total (usage.releaseStoredBytes)
 * once, last in its transaction.
 */
export async function dropAttachment(deps: ServiceDeps, trx: Db, attachment: { id: string; blobId: number }): Promise<FreedBytes | null> {
  const parking = await drafts.draftsParking(trx, attachment.id);
  await store.deleteAttachmentRow(trx, attachment.id);
  const freed = await blobStore(deps).delete(trx, attachment.blobId);
  for (const sessionId of parking) {
    const draft = await drafts.getDraft(trx, sessionId);
    if (draft && isBlank(draft.text) && draft.attachments.length === 0) await drafts.deleteDraft(trx, sessionId);
  }
  return freed;
}

/** Deletes an attachment no message references (ATTACHMENT_IN_USE otherwise); drafts parking it lose it. */
export async function deleteAttachment(deps: ServiceDeps, id: string): Promise<{ deleted: boolean }> {
  return transact(deps, async (trx) => {
    // The row lock orders this against an append that references the attachment: whichever
    // commits first wins, and the other sees it (the reference, or the attachment gone).
    const attachment = await store.getAttachment(trx, id, true);
    if (!attachment || !(await visible(deps, trx, attachment))) throw attachmentNotFound(id);
    if (await store.isReferenced(trx, id)) {
      throw new ServiceError('ATTACHMENT_IN_USE', `Attachment "${id}" is referenced by a message; change or delete those messages first.`, {
        attachmentId: id,
      });
    }
    await usage.releaseStoredBytes(trx, [await dropAttachment(deps, trx, attachment)]);
    return { deleted: true };
  });
}

/**
 * Called inside deleteSession before the session's rows go: each attachment uploaded to it
 * moves to the oldest other session whose messages still reference it (a fork), or is deleted.
 */
export async function releaseSessionAttachments(deps: ServiceDeps, trx: Db, sessionId: string): Promise<void> {
  await trx.deleteFrom('attachment_refs').where('session_id', '=', sessionId).execute();
  const freed: (FreedBytes | null)[] = [];
  for (const attachment of await store.attachmentsWithHeirs(trx, sessionId)) {
    if (attachment.heir) await store.moveAttachment(trx, attachment.id, attachment.heir);
    else freed.push(await dropAttachment(deps, trx, attachment));
  }
  await usage.releaseStoredBytes(trx, freed);
}

/** The bytes of `range` (inclusive) of a visible attachment, a chunk at a time. */
export function readAttachment(deps: ServiceDeps, attachment: AttachmentRecord, range: ByteRange): AsyncIterable<Uint8Array> {
  return blobStore(deps).getStream(deps.db, attachment.blobId, range);
}

type NamedAttachment = Extract<WrittenBlock, { attachmentId: string }>;
const namesAttachment = (b: WrittenBlock): b is NamedAttachment => (b.type === 'file' || b.type === 'image') && b.attachmentId !== undefined;

/**
 * The content lists as stored: each file and image block that names an attachment becomes one
 * carrying its snapshot (an image takes the attachment's MIME type). An attachment must belong
 * to the session — uploaded to it, or already referenced by its messages (shared with a fork) —
 * else BAD_USER_INPUT names the block. Without such blocks nothing is read.
 */
async function resolveContents(
  deps: ServiceDeps,
  db: Db,
  sessionId: string,
  contents: readonly { content: readonly WrittenBlock[]; field: string }[],
): Promise<ContentBlock[][]> {
  const ids = [...new Set(contents.flatMap(({ content }) => content.filter(namesAttachment).map((b) => b.attachmentId)))];
  const usable =
    ids.length === 0
      ? []
      : await withStorage(deps, async () => {
          orNotFound(await findSession(deps, sessionId, db), sessionId);
          return store.usableBySession(db, sessionId, ids);
        });
  const byId = new Map(usable.map((a) => [a.id, a]));
  return contents.map(({ content, field }) =>
    content.map((block, index) => (namesAttachment(block) ? withSnapshot(block, byId, `${field}[${index}]`) : block)),
  );
}

/** A block naming an attachment as stored: with the attachment's snapshot. */
function withSnapshot(block: NamedAttachment, byId: ReadonlyMap<string, AttachmentRecord>, field: string): ContentBlock {
  const attachment = byId.get(block.attachmentId);
  if (!attachment) {
    throw new ServiceError(
      'BAD_USER_INPUT',
      `${field}.attachmentId: "${block.attachmentId}" is not an attachment of this session (upload it to this session first).`,
      { field: `${field}.attachmentId`, attachmentId: block.attachmentId },
    );
  }
  // Shown in place by clients, so raster images only (an SVG or HTML page would run script).
  if (block.type === 'image' && !isRasterImageType(attachment.mime)) {
    throw new ServiceError(
      'BAD_USER_INPUT',
      `${field}.attachmentId: "${attachment.id}" is ${attachment.mime}, not a raster image (${RASTER_IMAGE_TYPES.join(', ')}); reference it with a file block instead.`,
      { field: `${field}.attachmentId`, attachmentId: attachment.id },
    );
  }
  return { type: block.type, ...snapshotOf(attachment) };
}

/** Written content as stored (see resolveContents); `field` names it in errors. */
export async function resolveAttachmentBlocks(
  deps: ServiceDeps,
  db: Db,
  sessionId: string,
  content: readonly WrittenBlock[],
  field: string,
): Promise<ContentBlock[]> {
  return (await resolveContents(deps, db, sessionId, [{ content, field }]))[0]!;
}

/** Written messages as stored (see resolveContents), one read for all; `field(i)` names message i's content in errors. */
export async function resolveMessages(
  deps: ServiceDeps,
  db: Db,
  sessionId: string,
  messages: readonly WrittenMessage[],
  field: (index: number) => string,
): Promise<MessageRecord[]> {
  const contents = await resolveContents(
    deps,
    db,
    sessionId,
    messages.map((m, i) => ({ content: m.content, field: field(i) })),
  );
  return messages.map((m, i) => ({ ...m, content: contents[i]! }));
}
