// The write discipline: one database transaction per operation that also appends its events
// to the session's stream; publishing to the bus happens only after commit.
import type { BusEvent, LiveEventType, StoredEvent, StoredEventType } from '../domain/events.js';
import { ServiceError } from '../domain/errors.js';
import { constraintError } from './constraint-errors.js';
import type { SessionRecord } from '../domain/types.js';
import { insertEvents } from '../store/events.js';
import type { Db } from '../store/sessions.js';
import type { ServiceDeps } from './deps.js';

/** Collects the events one transaction appends, giving each the session's next offset. */
export class StreamWriter {
  readonly stored: StoredEvent[] = [];
  readonly published: BusEvent[] = [];

  /** Appends a stored event; `session.lastOffset` advances (the caller saves the session row). */
  append(session: SessionRecord, type: StoredEventType, payload: StoredEvent['payload'], at: number): StoredEvent {
    session.lastOffset += 1;
    const event: StoredEvent = { sessionId: session.id, offset: session.lastOffset, type, at, payload };
    this.stored.push(event);
    this.published.push({ ...event, metadata: session.metadata });
    return event;
  }

  /** Forgets everything recorded so far (the operation turned out to change nothing). */
  discard(): void {
    this.stored.length = 0;
    this.published.length = 0;
  }

  /** A live-only event (never stored, no offset). */
  live(session: SessionRecord, type: LiveEventType, payload: BusEvent['payload'], at: number): void {
    this.published.push({ sessionId: session.id, offset: null, type, at, payload, metadata: session.metadata });
  }
}

/** Storage failures become STORAGE_UNAVAILABLE; errors meant for the caller pass through. */
export async function withStorage<T>(deps: Pick<ServiceDeps, 'logger'>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    // A NUL character reached SQL (e.g. inside an id used for a lookup): the caller's input, not an outage.
    const sqlState = (error as { code?: unknown }).code;
    if (sqlState === '22021' || sqlState === '22P05') {
      throw new ServiceError('BAD_USER_INPUT', 'A value contains a NUL character (\\u0000), which cannot be stored or matched.');
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

export async function transact<T>(deps: ServiceDeps, work: (trx: Db, writer: StreamWriter) => Promise<T>): Promise<T> {
  const writer = new StreamWriter();
  const result = await withStorage(deps, () =>
    deps.db.transaction().execute(async (trx) => {
      const value = await work(trx, writer);
      await insertEvents(trx, writer.stored);
      return value;
    }),
  );
  if (writer.published.length > 0) await deps.bus.publish(writer.published);
  return result;
}
