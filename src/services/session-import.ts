// Import of a session archive (domain/session-archive.ts, docs/export-import.md): the session
// comes back with its ids, offsets, tree, events, context, attachments and draft as exported, in
// one transaction — a bad line anywhere writes nothing. Importing the same archive again changes
// nothing; a different session already holding the id is IMPORT_CONFLICT.
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { canonicalJson } from '../domain/canonical-json.js';
import { ServiceError } from '../domain/errors.js';
import type { StoredEvent } from '../domain/events.js';
import {
  emptyCounts,
  headerProblem,
  parseBodyLine,
  ARCHIVE_COUNTED,
  type ArchivedAttachment,
  type ArchivedSession,
  type ArchiveCounts,
  type BodyLine,
} from '../domain/session-archive.js';
import type { EntryRecord, JsonValue, SessionRecord } from '../domain/types.js';
import * as usage from '../store/attachment-usage.js';
import { insertAttachment } from '../store/attachments.js';
import { saveDraft } from '../store/drafts.js';
import { insertBranch } from '../store/entries.js';
import { insertEvents } from '../store/events.js';
import type { ArchivedContextItem } from '../store/export-read.js';
import * as restore from '../store/export-write.js';
import { getSession, insertSession } from '../store/sessions.js';
import type { Db } from '../store/db.js';
import { blobStore } from './attachments.js';
import type { ServiceDeps } from './deps.js';
import { readArchivedSession } from './session-export.js';
import { visibleOrNull } from './tenancy.js';
import { transact } from './transaction.js';

export interface ImportResult {
  session: SessionRecord;
  /** False when the archive's session was already here, identical (nothing was written). */
  imported: boolean;
}

/** The archive's text, a piece at a time (a file's stream, an upload's, or one string). */
export type ArchiveSource = AsyncIterable<string | Uint8Array> | Iterable<string>;

const importInvalid = (line: number, reason: string): ServiceError =>
  new ServiceError('IMPORT_INVALID', `The session archive is not valid at line ${line}: ${reason}. Nothing was imported.`, { line, reason });

const conflict = (message: string, extensions: Record<string, string>): ServiceError =>
  new ServiceError('IMPORT_CONFLICT', `${message} Nothing was imported.`, extensions);

/** The order lines come in (ties: any order among themselves). */
const RANK: Record<BodyLine['type'], number> = {
  session: 1,
  attachment: 2,
  attachment_chunk: 2,
  branch: 3,
  entry: 4,
  event: 5,
  context_item: 6,
  draft: 7,
  llm_request: 8,
  end: 9,
};

/** Rows written per statement. */
const WRITE_BATCH = 200;

/**
 * Imports one archive as the caller (its tenant must see the archived session: else FORBIDDEN).
 * Attachment bytes go to the caller's dedup scope (the archived scope when the caller is
 * unrestricted, as the import script is); an attachment by reference must find its bytes here.
 * Publishes nothing: the imported stream is read like any stored one (sessionEvents from 0).
 */
export async function importSession(deps: ServiceDeps, source: ArchiveSource): Promise<ImportResult> {
  return transact(deps, async (trx) => {
    // Made here, where it is read at once: readline emits lines whether or not anyone listens yet.
    const lines = createInterface({ input: Readable.from(source as AsyncIterable<string | Uint8Array>), crlfDelay: Number.POSITIVE_INFINITY });
    try {
      return await new ArchiveImport(deps, trx).run(lines);
    } finally {
      lines.close();
    }
  });
}

class ArchiveImport {
  #line = 0;
  #rank = 0;
  #session: ArchivedSession | null = null;
  /** False once the session turned out to be here already, identical: the rest is only checked. */
  #writing = true;
  #imported: SessionRecord | null = null;
  readonly #counts: ArchiveCounts = emptyCounts();
  #pending: { attachment: ArchivedAttachment; chunks: Buffer[]; bytes: number } | null = null;
  #entries: { entry: EntryRecord; branch: number; depth: number }[] = [];
  #events: StoredEvent[] = [];
  #items: ArchivedContextItem[] = [];
  #nextOffset = 1;
  #ended = false;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly trx: Db,
  ) {}

  async run(lines: AsyncIterable<string>): Promise<ImportResult> {
    for await (const text of lines) {
      this.#line += 1;
      if (text.trim() === '' && this.#line > 1) continue;
      // An import's work is bounded by its file (the request or upload size), not by the call
      // budget of one request: each line gets the budget anew.
      this.deps.budget.reset();
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw importInvalid(this.#line, 'not a JSON object (a cut or damaged line)');
      }
      if (this.#line === 1) {
        const problem = headerProblem(value);
        if (problem) throw importInvalid(1, problem);
        continue;
      }
      if (this.#ended) throw importInvalid(this.#line, 'a line after the "end" line');
      const parsed = parseBodyLine(value);
      if ('problem' in parsed) throw importInvalid(this.#line, parsed.problem);
      await this.#take(parsed.line);
    }
    if (this.#line === 0) throw importInvalid(1, 'the file is empty');
    if (!this.#ended) throw importInvalid(this.#line + 1, 'the file ends before its "end" line (it was cut short)');
    const session = this.#session!;
    return { session: this.#imported ?? (await getSession(this.trx, session.id))!, imported: this.#writing };
  }

  async #take(line: BodyLine): Promise<void> {
    const rank = RANK[line.type];
    if (this.#line === 2 && line.type !== 'session') throw importInvalid(2, 'the second line must be the "session" line');
    if (line.type === 'session' && this.#session) throw importInvalid(this.#line, 'a second "session" line');
    if (rank < this.#rank) throw importInvalid(this.#line, `a "${line.type}" line after the "${this.#lastTypeOf(this.#rank)}" lines`);
    if (rank > this.#rank) await this.#flush();
    this.#rank = rank;
    if (line.type !== 'attachment_chunk') await this.#finishAttachment();
    switch (line.type) {
      case 'session':
        return this.#beginSession(line.session);
      case 'attachment':
        this.#counts.attachments += 1;
        this.#pending = { attachment: line.attachment, chunks: [], bytes: 0 };
        return;
      case 'attachment_chunk': {
        const pending = this.#pending;
        if (!pending || pending.attachment.id !== line.attachmentId || pending.chunks.length !== line.seq) {
          throw importInvalid(this.#line, `chunk ${line.seq} of attachment "${line.attachmentId}" is out of place`);
        }
        const data = Buffer.from(line.data, 'base64');
        pending.bytes += data.byteLength;
        if (pending.bytes > pending.attachment.size)
          throw importInvalid(this.#line, `attachment "${line.attachmentId}" has more bytes than its size`);
        pending.chunks.push(data);
        return;
      }
      case 'branch':
        this.#counts.branches += 1;
        if (this.#writing) {
          await insertBranch(this.trx, this.#sessionId(), { id: line.id, startDepth: line.startDepth, tipDepth: line.tipDepth, chain: line.chain });
        }
        return;
      case 'entry':
        this.#counts.entries += 1;
        this.#sameSession(line.entry.sessionId);
        this.#entries.push(line);
        if (this.#entries.length >= WRITE_BATCH) await this.#flush();
        return;
      case 'event':
        this.#counts.events += 1;
        this.#sameSession(line.event.sessionId);
        if (line.event.offset !== this.#nextOffset) {
          throw importInvalid(this.#line, `event offset ${line.event.offset} where ${this.#nextOffset} comes next (offsets run 1, 2, 3 …)`);
        }
        this.#nextOffset += 1;
        this.#events.push(line.event);
        if (this.#events.length >= WRITE_BATCH) await this.#flush();
        return;
      case 'context_item':
        this.#counts.contextItems += 1;
        this.#items.push({ slot: line.slot, offset: line.offset, key: line.key, item: line.item as JsonValue });
        if (this.#items.length >= WRITE_BATCH) await this.#flush();
        return;
      case 'draft':
        this.#counts.drafts += 1;
        if (this.#writing) await saveDraft(this.trx, this.#sessionId(), line.text, line.attachmentIds, line.updatedAt);
        return;
      case 'llm_request':
        this.#counts.llmRequests += 1;
        if (this.#writing) await restore.insertArchivedLlmRequests(this.trx, this.#sessionId(), [line.request]);
        return;
      case 'end':
        return this.#end(line.counts);
    }
  }

  #lastTypeOf(rank: number): string {
    return Object.entries(RANK).find(([, r]) => r === rank)?.[0] ?? 'session';
  }

  #sessionId(): string {
    return this.#session!.id;
  }

  #sameSession(id: string): void {
    if (id !== this.#sessionId()) throw importInvalid(this.#line, `a row of session "${id}" in the archive of session "${this.#sessionId()}"`);
  }

  async #beginSession(session: ArchivedSession): Promise<void> {
    const { identity } = this.deps;
    const forbidden = () =>
      new ServiceError('FORBIDDEN', `Session "${session.id}" of the archive is not of the caller's tenant; nothing was imported.`, {
        sessionId: session.id,
      });
    if (!visibleOrNull(identity, session)) throw forbidden();
    this.#session = session;
    const existing = await restore.sessionExists(this.trx, session.id);
    if (!existing) {
      const {
        context: _c,
        contextNextSlot: _n,
        contextBytes: _b,
        requestDueAt: _d,
        requestExpiresAt: _e,
        requestPendingSince: _p,
        usage: _u,
        ...record
      } = session;
      await insertSession(this.trx, record);
      await restore.restoreSessionState(this.trx, session);
      return;
    }
    const here = await readArchivedSession(this.trx, session.id);
    if (!here || !visibleOrNull(identity, here)) throw forbidden();
    if (canonicalJson(here as unknown as JsonValue) !== canonicalJson(session as unknown as JsonValue)) {
      throw conflict(`A different session "${session.id}" is already here (it changed since, or is another session with the same id).`, {
        sessionId: session.id,
      });
    }
    this.#writing = false;
  }

  /** Writes the attachment whose lines just ended: its bytes (or a reference to bytes already here) and its row. */
  async #finishAttachment(): Promise<void> {
    const pending = this.#pending;
    if (!pending) return;
    this.#pending = null;
    const { attachment } = pending;
    const inline = pending.chunks.length > 0 || attachment.size === 0;
    if (inline && pending.bytes !== attachment.size) {
      throw importInvalid(this.#line, `attachment "${attachment.id}" has ${pending.bytes} of its ${attachment.size} bytes`);
    }
    if (!this.#writing) return;
    const known = (await restore.existingAttachmentIds(this.trx, [attachment.id])).get(attachment.id);
    if (known) {
      // Shared with a session imported before (a fork's): the same attachment, already here.
      if (known.sha256 === attachment.sha256) return;
      throw conflict(`Attachment "${attachment.id}" is already here with other bytes.`, { attachmentId: attachment.id });
    }
    // The scope uploadAttachment stores a confined caller's bytes in (its tenant as canonical JSON).
    const { tenant } = this.deps.identity;
    const scope = tenant === null ? attachment.scope : canonicalJson(tenant);
    const now = this.deps.now();
    let blobId: number;
    if (inline) {
      const blob = await blobStore(this.deps).put(this.trx, scope, new Blob(pending.chunks.map((c) => new Uint8Array(c))), now);
      if (blob.sha256 !== attachment.sha256) throw importInvalid(this.#line, `the bytes of attachment "${attachment.id}" do not match its sha256`);
      if (blob.added) await this.#chargeQuota(scope, blob.size);
      blobId = blob.blobId;
    } else {
      const blob = await restore.findBlob(this.trx, scope, attachment.sha256);
      if (!blob) {
        throw importInvalid(
          this.#line,
          `attachment "${attachment.id}" is by reference and no bytes with its sha256 are stored here (export with attachments=inline)`,
        );
      }
      await restore.referenceBlob(this.trx, blob.id);
      blobId = blob.id;
    }
    // Its home stays a session of the archive's tenant that is here; else the imported session takes it.
    const home =
      attachment.sessionId !== this.#sessionId() && visibleOrNull(this.deps.identity, await getSession(this.trx, attachment.sessionId))
        ? attachment.sessionId
        : this.#sessionId();
    await insertAttachment(this.trx, {
      id: attachment.id,
      sessionId: home,
      blobId,
      filename: attachment.filename,
      mime: attachment.mime,
      size: attachment.size,
      sha256: attachment.sha256,
      createdAt: attachment.createdAt,
    });
  }

  async #chargeQuota(scope: string, bytes: number): Promise<void> {
    const quota = this.deps.settings.current.limits.maxAttachmentBytesPerTenant;
    const total = await usage.addStoredBytes(this.trx, scope, bytes);
    if (quota > 0 && total > quota) {
      throw new ServiceError(
        'QUOTA_EXCEEDED',
        `The tenant's attachments would exceed ${quota} bytes (MAX_ATTACHMENT_BYTES_PER_TENANT); nothing was imported.`,
        { quota: 'attachmentBytesPerTenant', limit: quota },
      );
    }
  }

  /** Writes the rows batched so far. */
  async #flush(): Promise<void> {
    const entries = this.#entries.splice(0);
    const events = this.#events.splice(0);
    const items = this.#items.splice(0);
    if (!this.#writing || entries.length + events.length + items.length === 0) return;
    await restore.insertArchivedEntries(this.trx, entries);
    await insertEvents(this.trx, events);
    await restore.insertArchivedContextItems(this.trx, this.#sessionId(), items);
  }

  async #end(counts: ArchiveCounts): Promise<void> {
    await this.#flush();
    for (const key of ARCHIVE_COUNTED) {
      if (counts[key] !== this.#counts[key]) {
        throw importInvalid(this.#line, `the "end" line counts ${counts[key]} ${key} but the file holds ${this.#counts[key]}`);
      }
    }
    if (this.#nextOffset - 1 !== this.#session!.lastOffset) {
      throw importInvalid(this.#line, `the session's last offset is ${this.#session!.lastOffset} but the file holds ${this.#nextOffset - 1} events`);
    }
    this.#ended = true;
    if (this.#writing) this.#imported = await getSession(this.trx, this.#sessionId());
  }
}
