// The one write path of the context fold: lock the session, load its materialized state,
// let the caller plan events, append and fold them, then save state and request schedule —
// all in one transaction. After commit the scheduler is armed for the new schedule.
import {
  CONTEXT_STATE_VERSION,
  foldEvent,
  initialContextState,
  type ContextState,
  type FoldOptions,
  type PlannedEvent,
} from '../domain/context-fold.js';
import { notFound } from '../domain/errors.js';
import type { StoredEvent } from '../domain/events.js';
import { requestChanges, type RequestChange } from '../domain/request-changes.js';
import { NO_SCHEDULE, nextSchedule, wakeAt, type RequestSchedule } from '../domain/request-schedule.js';
import { readContextRow, saveContextRow } from '../store/context.js';
import { readEvents } from '../store/events.js';
import { saveSession, type Db, type LockedSession } from '../store/sessions.js';
import type { ServiceDeps } from './deps.js';
import { recordRequestChanges } from './request-records.js';
import { lockSession } from './tenancy.js';
import { transact, withStorage } from './transaction.js';

export function foldOptions(deps: ServiceDeps): FoldOptions {
  return { maxAttempts: deps.llm.settings().maxAttempts };
}

const REFOLD_PAGE = 1000;

/** Rebuilds the state from the stream: for a stored state of an older shape. */
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

async function usableState(db: Db, sessionId: string, stored: ContextState | null, options: FoldOptions): Promise<ContextState> {
  if (stored === null) return initialContextState();
  if (stored.version !== CONTEXT_STATE_VERSION) return refold(db, sessionId, options);
  return stored;
}

/** The current fold and schedule of a session for reading (no lock); null when unknown. */
export async function readContext(
  deps: ServiceDeps,
  sessionId: string,
  db: Db = deps.db,
): Promise<{ state: ContextState; schedule: RequestSchedule } | null> {
  return withStorage(deps, async () => {
    const row = await readContextRow(db, sessionId);
    if (!row) return null;
    return { state: await usableState(db, sessionId, row.state, foldOptions(deps)), schedule: row.schedule };
  });
}

export interface ContextView {
  session: LockedSession;
  state: ContextState;
  schedule: RequestSchedule;
  now: number;
}

export interface ContextChange<T> {
  /** Events to append, in order (empty: nothing is written). */
  events: PlannedEvent[];
  /** The operation's result, given the stored events and the state after them. */
  result(stored: StoredEvent[], state: ContextState): T;
}

export interface ChangeOptions<T> {
  /** Result when the session does not exist; by default NOT_FOUND is thrown. */
  missing?: () => T;
}

/** Runs one context operation as a single transaction (see the file comment). */
export async function changeContext<T>(
  deps: ServiceDeps,
  sessionId: string,
  decide: (view: ContextView) => ContextChange<T>,
  options: ChangeOptions<T> = {},
): Promise<T> {
  let wake: number | null | undefined;
  const result = await transact(deps, async (trx, writer) => {
    const session = await lockSession(deps, trx, sessionId);
    if (!session) {
      if (options.missing) return options.missing();
      throw notFound(sessionId);
    }
    const row = await readContextRow(trx, sessionId);
    const fold = foldOptions(deps);
    const before = await usableState(trx, sessionId, row?.state ?? null, fold);
    const previous: RequestSchedule = row?.schedule ?? NO_SCHEDULE;
    const now = deps.now();
    const change = decide({ session, state: before, schedule: previous, now });

    let state = before;
    const requests: RequestChange[] = [];
    const stored = change.events.map((planned) => {
      const event = writer.append(session, planned, now);
      const prior = state;
      state = foldEvent(state, event, fold);
      requests.push(...requestChanges(prior, state, event));
      return event;
    });
    const schedule = nextSchedule(before, state, previous, now, deps.llm.settings());
    const scheduleChanged =
      schedule.dueAt !== previous.dueAt || schedule.expiresAt !== previous.expiresAt || schedule.pendingSince !== previous.pendingSince;
    if (stored.length > 0) {
      session.updatedAt = now;
      await saveSession(trx, session);
    }
    if (stored.length > 0 || scheduleChanged || state !== before) await saveContextRow(trx, sessionId, state, schedule);
    // The open request's row (prompt, lease) and the usage totals move with the fold.
    await recordRequestChanges(trx, sessionId, requests);
    wake = wakeAt(schedule);
    return change.result(stored, state);
  });
  if (wake !== undefined) deps.llm.wake(sessionId, wake);
  return result;
}
