// SQL for the per-session event stream. Every row written or read is parsed with the one
// event schema (domain/events.ts): what is published and replayed is what was stored.
import { sql } from 'kysely';
import { parseStoredEvent, type StoredEvent, type StreamPage } from '../domain/events.js';
import type { JsonObject } from '../domain/types.js';
import type { Db } from './db.js';

interface EventRow {
  session_id: string;
  offset: number;
  type: string;
  at: number;
  payload: unknown;
}

const toEvent = (r: EventRow): StoredEvent =>
  parseStoredEvent({ sessionId: r.session_id, offset: r.offset, type: r.type, at: r.at, payload: r.payload });

/** Inserts events (offsets assigned by the writer) and returns the rows as stored. */
export async function insertEvents(db: Db, events: readonly StoredEvent[]): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  const rows = await db
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
    .returning(['session_id', 'offset', 'type', 'at', 'payload'])
    .execute();
  return rows.map(toEvent).sort((a, b) => a.offset - b.offset);
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
  return rows.map(toEvent);
}

/** One page of a session's stream together with the session's current head and metadata, in one query. */
export async function readStreamPage(db: Db, sessionId: string, after: number, limit: number): Promise<StreamPage> {
  const { rows } = await sql<{
    last_offset: number;
    metadata: JsonObject;
    offset: number | null;
    type: string;
    at: number;
    payload: unknown;
  }>`
    select s.last_offset, s.metadata, e."offset", e.type, e.at, e.payload
    from sessions s
    left join lateral (
      select "offset", type, at, payload from events
      where session_id = s.id and "offset" > ${after}
      order by "offset" limit ${limit}
    ) e on true
    where s.id = ${sessionId}
    order by e."offset"`.execute(db);
  const first = rows[0];
  if (!first) return { session: null, events: [] };
  const events = rows.filter((r) => r.offset !== null).map((r) => toEvent({ ...r, session_id: sessionId, offset: r.offset! }));
  return { session: { lastOffset: first.last_offset, metadata: first.metadata }, events };
}
