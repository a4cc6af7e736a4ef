// Reading a session's stored event stream as a connection (Session.events).
import { decodeEventCursor, encodeEventCursor } from '../domain/cursor.js';
import type { StoredEvent } from '../domain/events.js';
import { paginate, pageSize, type KeysetList } from '../domain/paging.js';
import type { Page, SessionRecord } from '../domain/types.js';
import { readEventRange } from '../store/events.js';
import type { ServiceDeps } from './deps.js';
import { withStorage } from './transaction.js';

export interface EventsInput {
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}

/** A page of a session's stored events in offset order, either direction; cursors are offsets in decimal. */
export async function listEvents(deps: ServiceDeps, session: SessionRecord, input: EventsInput): Promise<Page<StoredEvent>> {
  const after = input.after == null ? null : decodeEventCursor(input.after);
  const before = input.before == null ? null : decodeEventCursor(input.before);
  const list: KeysetList<StoredEvent, number> = {
    read: (range, direction, limit) => readEventRange(deps.db, session.id, range, direction, limit),
    keyOf: (e) => e.offset,
    cursorOf: (e) => encodeEventCursor(e.offset),
  };
  return withStorage(deps, () => paginate(list, { first: input.first, last: input.last, after, before }, (n) => pageSize(deps, n)));
}
