// SQL for the per-session event stream.
import type { StoredEvent, StoredEventType } from '../domain/events.js';
import type { Db } from './sessions.js';

export async function insertEvents(db: Db, events: readonly StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('events')
    .values(
      events.map((e) => ({
        session_id: e.sessionId,
        offset: e.offset,
        type: e.type,
        at: e.at,
        payload: JSON.stringify(e.payload),
      })),
    )
    .execute();
}

/** Stored events with offset > after, oldest first, at most `limit`. */
export async function readEvents(db: Db, sessionId: string, after: number, limit: number): Promise<StoredEvent[]> {
  return readEventRange(db, sessionId, { after, before: null }, 'forward', limit);
}

/** Stored events strictly between two offsets (null = open), nearest the start of the read first. */
export async function readEventRange(
  db: Db,
  sessionId: string,
  range: { after: number | null; before: number | null },
  direction: 'forward' | 'backward',
  limit: number,
): Promise<StoredEvent[]> {
  let query = db.selectFrom('events').select(['session_id', 'offset', 'type', 'at', 'payload']).where('session_id', '=', sessionId);
  if (range.after !== null) query = query.where('offset', '>', range.after);
  if (range.before !== null) query = query.where('offset', '<', range.before);
  const rows = await query
    .orderBy('offset', direction === 'forward' ? 'asc' : 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    sessionId: r.session_id,
    offset: r.offset,
    type: r.type as StoredEventType,
    at: r.at,
    payload: r.payload as StoredEvent['payload'],
  }));
}

export async function lastOffset(db: Db, sessionId: string): Promise<number | null> {
  const row = await db.selectFrom('sessions').select('last_offset').where('id', '=', sessionId).executeTakeFirst();
  return row ? row.last_offset : null;
}
