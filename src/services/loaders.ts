// The batch loaders of one operation (services/operation-context.ts builds them): every
// lookup a resolver makes per parent (the attachment of a block, the draft, attachments and
// usage of a session, the siblings of an entry, the row of an open request) is collected
// while one pass of resolvers runs and read in one statement per kind (DataLoader's tick),
// whatever the page size.
//
// Batching only, never a cache: what is read is handed to the loads of that batch and then
// forgotten, so a later mutation of the same operation, or a subscription's next event, reads
// fresh rows. Repeated keys of one batch are read once.
//
// Tenancy: a loader belongs to one operation, so to one caller, and serves lookups for
// parents that caller already sees (read through the tenant guard), exactly as the
// one-row reads it replaces did.
import DataLoader from 'dataloader';
import type { AttachmentRecord } from '../domain/attachment.js';
import type { AttachmentKey } from '../domain/attachment-search-cursors.js';
import type { EntryRecord } from '../domain/types.js';
import type { SessionUsage } from '../domain/usage.js';
import type { Logger } from '../logger.js';
import * as attachments from '../store/attachments.js';
import * as drafts from '../store/drafts.js';
import type { DraftRecord } from '../store/drafts.js';
import type { SiblingRow } from '../store/entry-siblings.js';
import type { PromptMessage } from '../domain/context-fold.js';
import { readOpenRequests, readPinnedPrompt, readSessionUsage, type OpenRequestRow } from '../store/llm-requests.js';
import type { Db } from '../store/db.js';
import { siblingsOfEntries } from './branches.js';
import { withStorage } from './transaction.js';

/** One session's page of attachments, as listAttachments reads it. */
export interface AttachmentPageKey {
  sessionId: string;
  after: AttachmentKey | null;
  before: AttachmentKey | null;
  direction: 'forward' | 'backward';
  limit: number;
}

/** An open request, by session and the offset of its requested event. */
export interface OpenRequestKey {
  sessionId: string;
  offset: number;
}

/**
 * A loader whose batch reads each distinct key once: `read` gets the distinct keys and answers
 * by key string; keys it leaves out get `missing`.
 */
function batchLoader<K, V>(
  keyOf: (key: K) => string,
  read: (keys: K[]) => Promise<Map<string, V>>,
  missing: V,
  batchScheduleFn: BatchSchedule | undefined,
): DataLoader<K, V> {
  return new DataLoader<K, V>(
    async (keys) => {
      const distinct = new Map<string, K>();
      for (const key of keys) distinct.set(keyOf(key), key);
      const found = await read([...distinct.values()]);
      return keys.map((key) => found.get(keyOf(key)) ?? missing);
    },
    { cache: false, ...(batchScheduleFn ? { batchScheduleFn } : {}) },
  );
}

/** When a loader dispatches its batch (DataLoader's `batchScheduleFn`). */
export type BatchSchedule = (dispatch: () => void) => void;

const idOf = (key: string) => key;
const pageKey = (k: AttachmentPageKey) =>
  `${k.sessionId}\u0000${k.direction}\u0000${k.limit}\u0000${k.after?.createdAt ?? ''}\u0000${k.after?.id ?? ''}\u0000${k.before?.createdAt ?? ''}\u0000${k.before?.id ?? ''}`;
const entryKey = (e: EntryRecord) => `${e.sessionId}\u0000${e.id}`;
const requestKey = (k: OpenRequestKey) => `${k.sessionId}\u0000${k.offset}`;

/** Made on first use: most operations use one kind or none. */
export class OperationLoaders {
  #attachments: DataLoader<string, AttachmentRecord | null> | undefined;
  #attachmentPages: DataLoader<AttachmentPageKey, AttachmentRecord[]> | undefined;
  #drafts: DataLoader<string, DraftRecord | null> | undefined;
  #usage: DataLoader<string, SessionUsage | null> | undefined;
  #siblings: DataLoader<EntryRecord, SiblingRow[]> | undefined;
  #openRequests: DataLoader<OpenRequestKey, OpenRequestRow | null> | undefined;
  #pinnedPrompts: DataLoader<OpenRequestKey, PromptMessage[] | null> | undefined;

  /**
   * When batches are dispatched, if not DataLoader's default (after the current promise jobs):
   * the transport sets it before the operation's first resolver, when the operation's work is
   * cut into turns of the event loop (transport/event-loop-turns.ts).
   */
  batchSchedule: BatchSchedule | undefined;

  /** `db`: the operation's (metered) database. */
  constructor(
    readonly db: Db,
    readonly logger: Logger,
  ) {}

  /** Attachments by id; null for an id not (or no longer) stored. */
  get attachments(): DataLoader<string, AttachmentRecord | null> {
    this.#attachments ??= batchLoader(
      idOf,
      (ids) => this.#read(async () => new Map((await attachments.getAttachments(this.db, ids)).map((a) => [a.id, a]))),
      null,
      this.batchSchedule,
    );
    return this.#attachments;
  }

  /** A page of a session's attachments (listAttachments' read); pages of one direction and size share a statement. */
  get attachmentPages(): DataLoader<AttachmentPageKey, AttachmentRecord[]> {
    this.#attachmentPages ??= batchLoader(
      pageKey,
      (keys) =>
        this.#read(async () => {
          const found = new Map<string, AttachmentRecord[]>();
          const groups = new Map<string, AttachmentPageKey[]>();
          for (const k of keys) {
            const shape = `${k.direction}\u0000${k.limit}`;
            const group = groups.get(shape);
            if (group) group.push(k);
            else groups.set(shape, [k]);
          }
          for (const group of groups.values()) {
            const { direction, limit } = group[0]!;
            const pages = await attachments.listAttachmentsOfSessions(this.db, group, direction, limit);
            for (const [i, k] of group.entries()) found.set(pageKey(k), pages[i]!);
          }
          return found;
        }),
      [],
      this.batchSchedule,
    );
    return this.#attachmentPages;
  }

  /** Drafts by session id; null for a session without one. */
  get drafts(): DataLoader<string, DraftRecord | null> {
    this.#drafts ??= batchLoader(idOf, (ids) => this.#read(() => drafts.getDrafts(this.db, ids)), null, this.batchSchedule);
    return this.#drafts;
  }

  /** Usage totals by session id; null for a session that does not exist (any more). */
  get usage(): DataLoader<string, SessionUsage | null> {
    this.#usage ??= batchLoader(idOf, (ids) => this.#read(() => readSessionUsage(this.db, ids)), null, this.batchSchedule);
    return this.#usage;
  }

  /** The siblings of entries (Entry.siblings). */
  get siblings(): DataLoader<EntryRecord, SiblingRow[]> {
    this.#siblings ??= batchLoader(
      entryKey,
      async (entries) => {
        const rows = await siblingsOfEntries(this, entries);
        return new Map(entries.map((e, i) => [entryKey(e), rows[i]!]));
      },
      [],
      this.batchSchedule,
    );
    return this.#siblings;
  }

  /** Rows of open requests (prompt and lease); null when that request is not open. */
  get openRequests(): DataLoader<OpenRequestKey, OpenRequestRow | null> {
    this.#openRequests ??= batchLoader(
      requestKey,
      (keys) => this.#read(async () => new Map((await readOpenRequests(this.db, keys)).map((r) => [requestKey(r), r]))),
      null,
      this.batchSchedule,
    );
    return this.#openRequests;
  }

  /**
   * The prompts pinned on open requests (null: not open, or opened before prompts were pinned).
   * A prompt may be megabytes: the same request asked for many times in one pass (aliases) is read once.
   */
  get pinnedPrompts(): DataLoader<OpenRequestKey, PromptMessage[] | null> {
    this.#pinnedPrompts ??= batchLoader(
      requestKey,
      (keys) =>
        this.#read(async () => {
          const found = new Map<string, PromptMessage[] | null>();
          for (const k of keys) found.set(requestKey(k), (await readPinnedPrompt(this.db, k.sessionId, k.offset)) ?? null);
          return found;
        }),
      null,
      this.batchSchedule,
    );
    return this.#pinnedPrompts;
  }

  #read<T>(work: () => Promise<T>): Promise<T> {
    return withStorage(this, work);
  }
}
