// The one write path of the context fold: lock the session, load the fold's head, let the
// caller plan events, append and fold them — reading of the items only what each event needs
// (store/context.ts keeps them as rows) — then save head and request schedule, all in one
// transaction. After commit the scheduler is armed for the new schedule.
//
// What a call costs follows what it touches, not the context's size: a chunk or a settle reads
// the head, an item reads its key's last item and writes one row. Only opening a request
// (whose prompt is pinned) and a compaction read every visible item; opening a transcript turn
// also reads the path to its entry, and closing one appends its reply (conversation-turns.ts).
import {
  CONTEXT_STATE_VERSION,
  foldEvent,
  foldStep,
  initialContextState,
  itemsNeeded,
  type ContextHead,
  type ContextState,
  type FoldOptions,
  type ItemChange,
  type ItemsLookup,
  type ItemsNeed,
  type PlannedEvent,
  type VisibleContextItem,
} from '../domain/context-fold.js';
import { notFound, ServiceError } from '../domain/errors.js';
import type { StoredEvent } from '../domain/events.js';
import { requestChanges, type RequestChange } from '../domain/request-changes.js';
import { NO_SCHEDULE, nextSchedule, wakeAt, type RequestSchedule } from '../domain/request-schedule.js';
import type { JsonValue } from '../domain/types.js';
import {
  countSessionsWithRequests,
  findKeyedItem,
  putContextItem,
  readContextItems,
  readContextRow,
  replaceContextItems,
  saveContextRow,
  type ContextRow,
  type ItemsExtent,
} from '../store/context.js';
import { readEvents } from '../store/events.js';
import { saveSession, type LockedSession } from '../store/sessions.js';
import type { Db } from '../store/db.js';
import { lockTenant } from '../store/tenants.js';
import type { ServiceDeps } from './deps.js';
import { recordRequestChanges } from './open-request-rows.js';
import { lockSession, type Access } from './tenancy.js';
import { landReply, transcriptPrompt } from './conversation-turns.js';
import { transact, withStorage, type StreamWriter } from './transaction.js';

export function foldOptions(deps: ServiceDeps): FoldOptions {
  return { maxAttempts: deps.llm.settings().maxAttempts };
}

const REFOLD_PAGE = 1000;

/** Rebuilds the state from the stream: for a stored head of an older shape. */
async function refold(db: Db, sessionId: string, options: FoldOptions): Promise<ContextState> {
  let state = initialContextState();
  let after = 0;
  for (;;) {
    const page = await readEvents(db, sessionId, after, REFOLD_PAGE);
    for (const event of page) state = foldEvent(state, event, options);
    if (page.length < REFOLD_PAGE) return state;
    after = page[page.length - 1]!.offset;
  }
}

/** A stored context as the fold can use it: the head, and the items when they are not (yet) rows. */
interface UsableContext {
  head: ContextHead;
  /** Items to write as rows before anything else (a legacy state's, or a refold's); null: the rows are current. */
  rewrite: VisibleContextItem[] | null;
}

async function usableContext(db: Db, sessionId: string, row: ContextRow, options: FoldOptions): Promise<UsableContext> {
  if (row.head === null) return { head: withoutItems(initialContextState()), rewrite: null };
  if (row.head.version !== CONTEXT_STATE_VERSION) {
    const { items, ...head } = await refold(db, sessionId, options);
    return { head, rewrite: items };
  }
  return { head: row.head, rewrite: row.legacyItems };
}

function withoutItems(state: ContextState): ContextHead {
  const { items: _items, ...head } = state;
  return head;
}

export interface ContextRead {
  /** The fold's head: the open request, the pending trigger, the counters. */
  state: ContextHead;
  schedule: RequestSchedule;
  /** The visible items in prompt order (read when asked). */
  items(): Promise<VisibleContextItem[]>;
}

/** The current fold and schedule of a session for reading (no lock); null when unknown. Reads no item until asked. */
export async function readContext(deps: ServiceDeps, sessionId: string, db: Db = deps.db): Promise<ContextRead | null> {
  return withStorage(deps, async () => {
    const row = await readContextRow(db, sessionId);
    if (!row) return null;
    const usable = await usableContext(db, sessionId, row, foldOptions(deps));
    const rewrite = usable.rewrite;
    let items: Promise<VisibleContextItem[]> | undefined;
    return {
      state: usable.head,
      schedule: row.schedule,
      items: () => {
        items ??= rewrite ? Promise.resolve(rewrite) : withStorage(deps, () => readContextItems(db, sessionId));
        return items;
      },
    };
  });
}

export interface ContextView {
  session: LockedSession;
  state: ContextHead;
  schedule: RequestSchedule;
  now: number;
  /** The transaction (for reads, and for transcript appends through conversation-turns.ts). */
  trx: Db;
  writer: StreamWriter;
}

export interface ContextChange<T> {
  /** Events to append, in order (empty: nothing is written). */
  events: PlannedEvent[];
  /** The operation's result, given the stored events and the head after them. */
  result(stored: StoredEvent[], state: ContextHead): T;
}

export interface ChangeOptions<T> {
  /** Result when the session does not exist; by default NOT_FOUND is thrown. */
  missing?: () => T;
  /** How the operation reaches the session (tenancy.ts); default: as the caller's tenant. */
  access?: Access;
  /**
   * New input (addContextItem): refused with QUOTA_EXCEEDED, nothing written, when it would
   * push the session's stored context past MAX_CONTEXT_BYTES_PER_SESSION or open one more
   * request than LLM_MAX_OPEN_REQUESTS_PER_TENANT allows its tenant.
   */
  quotas?: boolean;
}

/** Runs one context operation as a single transaction (see the file comment). */
export async function changeContext<T>(
  deps: ServiceDeps,
  sessionId: string,
  decide: (view: ContextView) => ContextChange<T> | Promise<ContextChange<T>>,
  options: ChangeOptions<T> = {},
): Promise<T> {
  let wake: number | null | undefined;
  const result = await transact(deps, async (trx, writer) => {
    const session = await lockSession(deps, trx, sessionId, 'update', options.access);
    if (!session) {
      if (options.missing) return options.missing();
      throw notFound(sessionId);
    }
    const row = await readContextRow(trx, sessionId);
    const fold = foldOptions(deps);
    const usable = row ? await usableContext(trx, sessionId, row, fold) : { head: withoutItems(initialContextState()), rewrite: null };
    let extent: ItemsExtent = row?.items ?? { nextSlot: 0, bytes: 0 };
    if (usable.rewrite) extent = await replaceContextItems(trx, sessionId, usable.rewrite);
    const before = usable.head;
    const extentBefore = extent;
    const previous: RequestSchedule = row?.schedule ?? NO_SCHEDULE;
    const now = deps.now();
    const change = await decide({ session, state: before, schedule: previous, now, trx, writer });

    let head = before;
    const requests: RequestChange[] = [];
    const stored: StoredEvent[] = [];
    for (const planned of change.events) {
      const event = writer.append(session, planned, now);
      stored.push(event);
      const items = await itemsFor(trx, sessionId, itemsNeeded(head, event));
      const step = foldStep(head, event, items, fold);
      if (step === null) continue;
      for (const request of requestChanges(head, step.head, event, () => items.all())) {
        // A transcript turn: the prompt is the path to its entry, and its reply lands there (SPEC §11).
        if (request.kind === 'opened' && request.triggerEntryId !== undefined) {
          request.prompt = await transcriptPrompt(trx, sessionId, items.all(), request.triggerEntryId, request.prompt);
        }
        if (request.kind === 'closed') await landReply(deps, trx, writer, session, request, now);
        requests.push(request);
      }
      if (step.change) extent = await applyItemChange(trx, sessionId, step.change, extent);
      head = step.head;
    }
    if (options.quotas) await checkQuotas(deps, trx, session, { before, after: head, extentBefore, extent });

    const schedule = nextSchedule(before, head, previous, now, deps.llm.settings());
    const scheduleChanged =
      schedule.dueAt !== previous.dueAt || schedule.expiresAt !== previous.expiresAt || schedule.pendingSince !== previous.pendingSince;
    if (stored.length > 0) {
      session.updatedAt = now;
      await saveSession(trx, session);
    }
    if (stored.length > 0 || scheduleChanged || head !== before || usable.rewrite) await saveContextRow(trx, sessionId, head, schedule, extent);
    // The open request's row (prompt, lease) and the usage totals move with the fold.
    await recordRequestChanges(trx, sessionId, requests);
    wake = wakeAt(schedule);
    return change.result(stored, head);
  });
  if (wake !== undefined) deps.llm.wake(sessionId, wake);
  return result;
}

/** A lookup that answers only what `itemsNeeded` named, read from storage. */
async function itemsFor(db: Db, sessionId: string, need: ItemsNeed): Promise<ItemsLookup> {
  const unasked = (): never => {
    throw new Error('the context fold read items it did not ask for');
  };
  switch (need.kind) {
    case 'none':
      return { lastWithKey: unasked, all: unasked };
    case 'key': {
      const found = await findKeyedItem(db, sessionId, need.key);
      return { lastWithKey: (key) => (key === need.key ? found : unasked()), all: unasked };
    }
    case 'all': {
      const items = await readContextItems(db, sessionId);
      return { lastWithKey: unasked, all: () => items };
    }
  }
}

async function applyItemChange(db: Db, sessionId: string, change: ItemChange, extent: ItemsExtent): Promise<ItemsExtent> {
  switch (change.kind) {
    case 'append': {
      const delta = await putContextItem(db, sessionId, extent.nextSlot, change.entry);
      return { nextSlot: extent.nextSlot + 1, bytes: extent.bytes + delta };
    }
    case 'replace': {
      const delta = await putContextItem(db, sessionId, change.slot, change.entry);
      return { nextSlot: extent.nextSlot, bytes: extent.bytes + delta };
    }
    case 'replaceAll':
      return replaceContextItems(db, sessionId, change.items);
  }
}

/** A request is open or on its way (a trigger waits): the session counts toward its tenant's open requests. */
const awaitsModel = (head: ContextHead) => head.openRequest !== null || head.pendingTriggerOffset !== null;

const quotaExceeded = (quota: string, limit: number, message: string): ServiceError => new ServiceError('QUOTA_EXCEEDED', message, { quota, limit });

/** The per-session and per-tenant caps on new input (SPEC §12); throwing rolls the transaction back. */
async function checkQuotas(
  deps: ServiceDeps,
  trx: Db,
  session: LockedSession,
  change: { before: ContextHead; after: ContextHead; extentBefore: ItemsExtent; extent: ItemsExtent },
): Promise<void> {
  const maxBytes = deps.settings.current.limits.maxContextBytesPerSession;
  // Shrinking (a compaction, a shorter replacement) is always allowed, even over the cap.
  if (maxBytes > 0 && change.extent.bytes > maxBytes && change.extent.bytes > change.extentBefore.bytes) {
    throw quotaExceeded(
      'contextBytesPerSession',
      maxBytes,
      `The session's context would hold ${change.extent.bytes} bytes, over MAX_CONTEXT_BYTES_PER_SESSION (${maxBytes}); nothing was added. Compact it (a developer item with compaction) or replace keyed items.`,
    );
  }
  const maxOpen = deps.llm.settings().maxOpenRequestsPerTenant;
  if (maxOpen === 0 || awaitsModel(change.before) || !awaitsModel(change.after)) return;
  const tenantKey = deps.llm.tenantKey();
  // Caps are per tenant: a session without the tenant key (authentication off, or made so by an admin) has none.
  if (!Object.hasOwn(session.metadata, tenantKey)) return;
  const tenant = session.metadata[tenantKey] as JsonValue;
  // Serializes this tenant's new turns, so two sessions cannot both take the last place.
  await lockTenant(trx, 'openRequests', tenant);
  const others = await countSessionsWithRequests(trx, { tenantKey, tenant, exceptId: session.id, atMost: maxOpen });
  if (others >= maxOpen) {
    throw quotaExceeded(
      'openLlmRequestsPerTenant',
      maxOpen,
      `This tenant already has ${maxOpen} LLM requests open or about to open (LLM_MAX_OPEN_REQUESTS_PER_TENANT); the item would open another, so nothing was added. Retry once one settles.`,
    );
  }
}
