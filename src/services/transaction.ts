// The write discipline: one database transaction per operation that also appends its events
// to the session's stream; publishing to the bus happens only after commit, and what is
// published is the rows as stored (never a rebuilt copy).
import { sql } from 'kysely';
import type { BusEvent, EventOf, LiveEventType, NewEvent, PayloadOf, StoredEvent, StoredEventType } from '../domain/events.js';
import { isPoolExhausted } from '../db/connect.js';
import { ServiceError } from '../domain/errors.js';
import type { JsonObject, SessionRecord } from '../domain/types.js';
import { constraintError } from './constraint-errors.js';
import { insertEvents } from '../store/events.js';
import type { Db } from '../store/db.js';
import type { ServiceDeps } from './deps.js';
import { DISK_FULL_SQLSTATE } from './storage-health.js';

/** A live-only event as a writer records it: the session and offset are filled in. */
type NewLiveEvent = { [T in LiveEventType]: { type: T; payload: PayloadOf<T> } }[LiveEventType];

type Recorded = { kind: 'stored'; offset: number; metadata: JsonObject } | { kind: 'live'; event: BusEvent };

/** Collects the events one transaction appends, giving each the session's next offset. */
export class StreamWriter {
  private readonly pending: StoredEvent[] = [];
  private readonly order: Recorded[] = [];

  /** The stored events to insert, in order. */
  get stored(): readonly StoredEvent[] {
    return this.pending;
  }

  /** Appends a stored event; `session.lastOffset` advances (the caller saves the session row). */
  append<T extends StoredEventType>(session: SessionRecord, event: NewEvent<T>, at: number): EventOf<T> {
    session.lastOffset += 1;
    const stored = { sessionId: session.id, offset: session.lastOffset, at, type: event.type, payload: event.payload } as StoredEvent;
    this.pending.push(stored);
    this.order.push({ kind: 'stored', offset: stored.offset, metadata: session.metadata });
    return stored as EventOf<T>;
  }

  /** Forgets everything recorded so far (the operation turned out to change nothing). */
  discard(): void {
    this.pending.length = 0;
    this.order.length = 0;
  }

  /**
   * Events a SQL function already stored in this transaction (append_chain): published after
   * commit in recording order, as the rows it returned, and never inserted again.
   */
  adopt(rows: readonly StoredEvent[], metadata: JsonObject): void {
    for (const row of rows) this.order.push({ kind: 'live', event: withMetadata(row, metadata) });
  }

  /** A live-only event (never stored, no offset). */
  live(session: SessionRecord, event: NewLiveEvent, at: number): void {
    const busEvent = { sessionId: session.id, offset: null, at, ...event, metadata: session.metadata } as BusEvent;
    this.order.push({ kind: 'live', event: busEvent });
  }

  /** What to publish after commit, in recording order: the stored rows as returned by the insert, and the live events. */
  toPublish(storedRows: readonly StoredEvent[]): BusEvent[] {
    const byOffset = new Map(storedRows.map((row) => [row.offset, row]));
    return this.order.map((r) => {
      if (r.kind === 'live') return r.event;
      const row = byOffset.get(r.offset);
      if (!row) throw new Error(`event at offset ${r.offset} was not stored`);
      return withMetadata(row, r.metadata);
    });
  }
}

/** A stored event as it goes on the bus: with the session's metadata at event time. */
export function withMetadata(event: StoredEvent, metadata: JsonObject): BusEvent {
  return { ...event, metadata } as BusEvent;
}

/** Storage failures become STORAGE_UNAVAILABLE; errors meant for the caller pass through. */
export async function withStorage<T>(deps: Pick<ServiceDeps, 'logger' | 'storageHealth'>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    // A NUL character reached SQL (e.g. inside an id used for a lookup): the caller's input, not an outage.
    const sqlState = (error as { code?: unknown }).code;
    if (sqlState === '22021' || sqlState === '22P05') {
      throw new ServiceError('BAD_USER_INPUT', 'A value contains a NUL character (\\u0000), which cannot be stored or matched.');
    }
    // The database's disk is full: no write can succeed until an operator frees space (storage-health.ts).
    if (sqlState === DISK_FULL_SQLSTATE) {
      deps.storageHealth?.writeRefusedForSpace();
      deps.logger.error({ err: describe(error) }, 'storage operation refused: the database disk is full');
      throw new ServiceError('STORAGE_FULL', "The database's disk is full; nothing was applied. Retry once space was freed.", { retryable: true });
    }
    // A statement ran past its class's statement_timeout (or an operator cancelled it): Postgres rolled it back.
    if (sqlState === '57014') {
      deps.logger.warn({ err: describe(error) }, 'storage operation cancelled: statement timeout');
      throw new ServiceError(
        'QUERY_TIMEOUT',
        'A database statement of this operation ran past its time limit and was cancelled; nothing was applied. Retry later, or ask for less (a narrower search, a smaller page).',
        { retryable: true },
      );
    }
    // Every pool connection stayed busy for the whole wait: the database is up, this instance is saturated.
    if (isPoolExhausted(error)) {
      deps.logger.warn({ err: describe(error) }, 'storage operation refused: no free database connection');
      throw new ServiceError('OVERLOADED', 'The service is overloaded (no free database connection); nothing was applied. Retry shortly.', {
        retryable: true,
      });
    }
    const mapped = constraintError(error);
    if (mapped) throw mapped;
    deps.logger.error({ err: describe(error) }, 'storage operation failed');
    throw new ServiceError('STORAGE_UNAVAILABLE', 'The database is unavailable or failed; the operation was not applied. Try again.');
  }
}

function describe(error: unknown): object {
  if (error instanceof Error) return { name: error.name, message: error.message, code: (error as { code?: unknown }).code };
  return { message: String(error) };
}

/** The classes of work with a statement timeout of their own (STATEMENT_TIMEOUT_*_MS). */
export type StatementClass = 'search' | 'write';

/**
 * The statement_timeout `work` must run under when it differs from the connection's (the read
 * class, which every pooled connection starts with); null when nothing needs setting (PGlite).
 */
function timeoutFor(deps: ServiceDeps, statementClass: StatementClass): number | null {
  const timeouts = deps.statementTimeouts?.();
  if (!timeouts) return null;
  const ms = statementClass === 'search' ? timeouts.searchMs : timeouts.writeMs;
  return ms === timeouts.readMs ? null : ms;
}

/** Bounds every further statement of the transaction `trx` by `ms` (0: none). */
async function setStatementTimeout(trx: Db, ms: number): Promise<void> {
  await sql`select set_config('statement_timeout', ${String(ms)}, true)`.execute(trx);
}

/**
 * Runs reads of one class under its statement timeout: in a transaction of their own when the
 * class's timeout differs from the connection's, else straight on `deps.db`.
 */
export async function inStatementClass<T>(deps: ServiceDeps, statementClass: StatementClass, work: (db: Db) => Promise<T>): Promise<T> {
  const ms = timeoutFor(deps, statementClass);
  if (ms === null) return work(deps.db);
  return deps.db.transaction().execute(async (trx) => {
    await setStatementTimeout(trx, ms);
    return work(trx);
  });
}

export async function transact<T>(deps: ServiceDeps, work: (trx: Db, writer: StreamWriter) => Promise<T>): Promise<T> {
  const writer = new StreamWriter();
  const writeTimeout = timeoutFor(deps, 'write');
  const { value, published, wrote } = await withStorage(deps, () =>
    deps.db.transaction().execute(async (trx) => {
      if (writeTimeout !== null) await setStatementTimeout(trx, writeTimeout);
      const value = await work(trx, writer);
      const stored = await insertEvents(trx, writer.stored);
      return { value, published: writer.toPublish(stored), wrote: stored.length > 0 };
    }),
  );
  // Stored events committed: the database takes writes (again).
  if (wrote) deps.storageHealth?.writeCommitted();
  if (published.length > 0) await publishCommitted(deps, published);
  return value;
}

/** Publishes after commit; traced, the events carry the publish's trace context to their subscribers. */
export function publishCommitted(deps: ServiceDeps, events: BusEvent[]): Promise<void> {
  const { tracing } = deps;
  if (!tracing) return deps.bus.publish(events);
  return tracing.inSpan('bus.publish', { 'messaging.batch.message_count': events.length }, async () => {
    const trace = tracing.currentTraceparent();
    if (trace) for (const event of events) event.trace = trace;
    await deps.bus.publish(events);
  });
}
