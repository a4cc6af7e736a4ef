// The transcript side of the turn loop, inside the context's transaction (context-state.ts):
// appending entries through append_chain without leaving the transaction, pinning a
// transcript turn's prompt (the path to its triggering entry), and landing a settled turn's
// reply under its triggering entry. See docs/semantics/conversation.md.
import type { VisibleContextItem, PromptMessage } from '../domain/context-fold.js';
import { compactionBarrier, conversationPrompt, entriesReplacedByCompaction, replyMessage } from '../domain/conversation.js';
import { newId } from '../domain/ids.js';
import { pathSegments } from '../domain/path.js';
import type { RequestClosed } from '../domain/request-changes.js';
import type { EntryRecord, JsonObject } from '../domain/types.js';
import { appendChain, type NewEntry } from '../store/append.js';
import { entriesAddedAfter } from '../store/context.js';
import * as entries from '../store/entries.js';
import { saveSession, type LockedSession } from '../store/sessions.js';
import type { Db } from '../store/db.js';
import type { ServiceDeps } from './deps.js';
import type { StreamWriter } from './transaction.js';

export type TranscriptAppend = { status: 'ok'; entries: EntryRecord[] } | { status: 'replay'; entry: EntryRecord } | { status: 'parent_not_found' };

/**
 * Appends a chain of entries in the caller's transaction, which holds the session's row lock:
 * the session row is saved first (append_chain numbers its events after the row's last
 * offset), and the locked record takes the row append_chain leaves. Its events are published
 * with the transaction's own, after commit.
 */
export async function appendInTransaction(
  trx: Db,
  writer: StreamWriter,
  session: LockedSession,
  args: { entryId: string | null; parentId: string | null; entries: readonly NewEntry[]; origin: JsonObject | null; now: number },
): Promise<TranscriptAppend> {
  await saveSession(trx, session);
  const result = await appendChain(trx, { sessionId: session.id, seenMetadata: null, ...args });
  switch (result.status) {
    case 'ok':
      Object.assign(session, {
        lastOffset: result.session.lastOffset,
        messageCount: result.session.messageCount,
        activeLeafId: result.session.activeLeafId,
        branchCount: result.session.branchCount,
        updatedAt: result.session.updatedAt,
      });
      writer.adopt(result.events, session.metadata);
      return { status: 'ok', entries: result.events.map((e) => e.payload.entry) };
    case 'replay':
      return { status: 'replay', entry: result.entry };
    case 'parent_not_found':
      return { status: 'parent_not_found' };
    default:
      // The session is locked by this transaction: it exists, and no metadata check was asked for.
      throw new Error(`append_chain answered ${result.status} inside a locked transaction`);
  }
}

/** The path root → entry, oldest first (custom entries included; the prompt leaves them out). */
async function readFullPath(db: Db, sessionId: string, entryId: string): Promise<EntryRecord[] | null> {
  const position = await entries.getPosition(db, sessionId, entryId);
  if (!position) return null;
  const segments = pathSegments(position.chain, position.depth);
  const rows = await entries.readPath(db, sessionId, segments, { kind: 'all' }, position.depth + 1, 'forward');
  return rows.map((r) => r.entry);
}

/**
 * The prompt pinned for a request the transcript opened: the system/developer items of the
 * fold, then the path to the triggering entry (cut by a compaction). Falls back to the fold's
 * own prompt when the entry is missing.
 */
export async function transcriptPrompt(
  db: Db,
  sessionId: string,
  items: readonly VisibleContextItem[],
  triggerEntryId: string,
  fallback: PromptMessage[],
): Promise<PromptMessage[]> {
  const path = await readFullPath(db, sessionId, triggerEntryId);
  if (!path) return fallback;
  const barrier = compactionBarrier(items);
  const replaced = barrier === null ? 0 : entriesReplacedByCompaction(path, await entriesAddedAfter(db, sessionId, barrier));
  return conversationPrompt(items, path, replaced);
}

/**
 * Appends the reply of a settled transcript turn as the child of its triggering entry. The
 * active leaf follows the reply only if it was still on the triggering entry: a user who
 * switched branches meanwhile stays where they are.
 */
export async function landReply(
  deps: ServiceDeps,
  trx: Db,
  writer: StreamWriter,
  session: LockedSession,
  closed: RequestClosed,
  now: number,
): Promise<void> {
  const triggerEntryId = closed.triggerEntryId;
  if (triggerEntryId === undefined) return;
  const partialText =
    closed.result.status === 'cancelled' && closed.result.partialText === undefined ? deps.llm.partials.text(session.id, closed.offset) : undefined;
  const message = replyMessage(closed.result, now, { retried: closed.retried === true, partialText });
  if (message === null) return;
  const leafBefore = session.activeLeafId;
  const appended = await appendInTransaction(trx, writer, session, {
    entryId: null,
    parentId: triggerEntryId,
    entries: [{ id: newId('e'), kind: 'message', body: message }],
    origin: { llmRequestOffset: closed.offset },
    now,
  });
  if (appended.status !== 'ok') {
    deps.logger.warn(
      { sessionId: session.id, requestOffset: closed.offset, triggerEntryId },
      'turn loop: the triggering entry is gone; the reply was not appended',
    );
    return;
  }
  if (leafBefore !== triggerEntryId) session.activeLeafId = leafBefore;
}
