// Export of one session as a JSONL archive (domain/session-archive.ts, docs/export-import.md):
// read through the tenant guard, from one repeatable-read snapshot (the file is one consistent
// state even while the session changes), a page at a time, each page written out before the next
// is read — memory holds one page, whatever the session's size.
import { archiveHeader, emptyCounts, type ArchiveLine, type ArchivedSession, type AttachmentMode } from '../domain/session-archive.js';
import { getDraft } from '../store/drafts.js';
import { readContextRow } from '../store/context.js';
import { readEvents } from '../store/events.js';
import * as exports from '../store/export-read.js';
import { readSessionUsage } from '../store/llm-requests.js';
import { getSession } from '../store/sessions.js';
import type { Db } from '../store/db.js';
import { blobStore } from './attachments.js';
import type { ServiceDeps } from './deps.js';
import { findSession, orNotFound } from './tenancy.js';
import { withStorage } from './transaction.js';

/** Rows read per statement. */
const EXPORT_PAGE_ROWS = 500;

/** Where the lines go: `start` before the first (the session was found), `write` waits while the reader is behind. */
export interface ExportSink {
  start(): void;
  write(text: string): Promise<void>;
}

/** Lines are handed to the sink in batches of about this many characters. */
const BATCH_CHARS = 64 * 1024;

/**
 * Streams the caller's session `id` into `sink`: NOT_FOUND (before `start`) when the caller does
 * not see it. Each page of rows gets the operation's database-call budget anew (as each event of
 * a subscription does): the export's cost follows the session's size, a page at a time.
 */
export async function exportSession(deps: ServiceDeps, id: string, mode: AttachmentMode, sink: ExportSink): Promise<void> {
  await withStorage(deps, () =>
    deps.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const session = orNotFound(await findSession(deps, id, trx, getSession), id);
        sink.start();
        let batch = '';
        const emit = async (line: ArchiveLine) => {
          batch += `${JSON.stringify(line)}\n`;
          if (batch.length >= BATCH_CHARS) await flush();
        };
        const flush = async () => {
          if (batch === '') return;
          const text = batch;
          batch = '';
          await sink.write(text);
        };
        for await (const line of archiveLines(deps, trx, session.id, mode)) {
          await emit(line);
        }
        await flush();
      }),
  );
}

/** The session row as archived: its record and its state columns. */
export async function readArchivedSession(db: Db, id: string): Promise<ArchivedSession | null> {
  const record = await getSession(db, id);
  const context = await readContextRow(db, id);
  const usage = (await readSessionUsage(db, [id])).get(id);
  if (!record || !context || !usage) return null;
  const head = context.legacyItems ? { ...context.head, items: context.legacyItems } : context.head;
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    metadata: record.metadata,
    status: record.status,
    statusReason: record.statusReason,
    forkedFrom: record.forkedFrom,
    messageCount: record.messageCount,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    activeLeafId: record.activeLeafId,
    lastOffset: record.lastOffset,
    branchCount: record.branchCount,
    expiresAt: record.expiresAt,
    context: (head ?? null) as ArchivedSession['context'],
    contextNextSlot: context.items.nextSlot,
    contextBytes: context.items.bytes,
    requestDueAt: context.schedule.dueAt,
    requestExpiresAt: context.schedule.expiresAt,
    requestPendingSince: context.schedule.pendingSince,
    usage,
  };
}

/** Every line of the archive, in write order (see domain/session-archive.ts). */
async function* archiveLines(deps: ServiceDeps, db: Db, id: string, mode: AttachmentMode): AsyncGenerator<ArchiveLine> {
  const page = () => deps.budget.reset();
  const counts = emptyCounts();
  yield archiveHeader(deps.now(), mode);
  const session = (await readArchivedSession(db, id))!;
  yield { type: 'session', session };

  for (let after: { createdAt: number; id: string } | null = null; ; ) {
    page();
    const attachments = await exports.readAttachmentPage(db, id, after, EXPORT_PAGE_ROWS);
    for (const { blobId, ...attachment } of attachments) {
      counts.attachments += 1;
      yield { type: 'attachment', attachment };
      if (mode !== 'inline') continue;
      let seq = 0;
      for await (const chunk of blobStore(deps).getStream(db, blobId, { start: 0, end: attachment.size - 1 })) {
        page();
        yield { type: 'attachment_chunk', attachmentId: attachment.id, seq: seq++, data: Buffer.from(chunk).toString('base64') };
      }
    }
    if (attachments.length < EXPORT_PAGE_ROWS) break;
    after = attachments.at(-1)!;
  }

  for (let after = 0; ; ) {
    page();
    const branches = await exports.readBranchPage(db, id, after, EXPORT_PAGE_ROWS);
    for (const b of branches) {
      counts.branches += 1;
      yield {
        type: 'branch',
        id: b.id,
        startDepth: b.startDepth,
        tipDepth: b.tipDepth,
        chain: b.chain.map(([branch, depth]) => [branch, depth] as [number, number]),
      };
    }
    if (branches.length < EXPORT_PAGE_ROWS) break;
    after = branches.at(-1)!.id;
  }

  for (let after = 0; ; ) {
    page();
    const entries = await exports.readEntryPage(db, id, after, EXPORT_PAGE_ROWS);
    for (const e of entries) {
      counts.entries += 1;
      yield { type: 'entry', entry: e.entry, branch: e.branch, depth: e.depth };
    }
    if (entries.length < EXPORT_PAGE_ROWS) break;
    after = entries.at(-1)!.seq;
  }

  for (let after = 0; ; ) {
    page();
    const events = await readEvents(db, id, after, EXPORT_PAGE_ROWS);
    for (const event of events) {
      counts.events += 1;
      yield { type: 'event', event };
    }
    if (events.length < EXPORT_PAGE_ROWS) break;
    after = events.at(-1)!.offset;
  }

  for (let after = -1; ; ) {
    page();
    const items = await exports.readContextItemPage(db, id, after, EXPORT_PAGE_ROWS);
    for (const i of items) {
      counts.contextItems += 1;
      yield { type: 'context_item', slot: i.slot, offset: i.offset, key: i.key, item: i.item };
    }
    if (items.length < EXPORT_PAGE_ROWS) break;
    after = items.at(-1)!.slot;
  }

  page();
  const draft = await getDraft(db, id);
  if (draft) {
    counts.drafts += 1;
    yield { type: 'draft', text: draft.text, updatedAt: draft.updatedAt, attachmentIds: draft.attachments.map((a) => a.id) };
  }
  for (const request of await exports.readLlmRequests(db, id)) {
    counts.llmRequests += 1;
    yield { type: 'llm_request', request };
  }
  yield { type: 'end', counts };
}
