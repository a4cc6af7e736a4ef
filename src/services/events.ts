// Reading a session's stored event stream in pages (Session.events).
import { encodeEventCursor } from '../domain/cursor.js';
import type { StoredEvent } from '../domain/events.js';
import type { Page, SessionRecord } from '../domain/types.js';
import { readEvents } from '../store/events.js';
import type { ServiceDeps } from './deps.js';
import { pageSize } from './sessions.js';
import { withStorage } from './transaction.js';

export interface ListEventsInput {
  first?: number | null | undefined;
  /** Only events with a greater offset (default 0: from the start). */
  after?: number | null | undefined;
}

/** A page of the stored stream of a session the caller already holds (resolved through the tenant guard). */
export async function listEvents(deps: ServiceDeps, session: SessionRecord, input: ListEventsInput): Promise<Page<StoredEvent>> {
  const limit = pageSize(deps, input.first);
  const after = Math.max(0, input.after ?? 0);
  const rows = await withStorage(deps, () => readEvents(deps.db, session.id, after, limit + 1));
  const items = rows.slice(0, limit);
  return { items, cursors: items.map((e) => encodeEventCursor(e.offset)), hasNextPage: rows.length > limit };
}
