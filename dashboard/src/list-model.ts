// The session list as live events change it (pure). The list holds the pages loaded so far in
// the chosen order (newest first); events update rows in place, move a row to the top when its
// `updatedAt` moves (UPDATED_DESC), add new sessions and drop deleted ones or ones that no
// longer match the status filter. A session the list has not loaded that now belongs at the
// top is returned in `fetch` (its row must be read first).
import type {
  MessageAdded,
  SessionCreated,
  SessionDeleted,
  SessionMetaUpdated,
  SessionOrder,
  SessionStatus,
  SessionStatusChanged,
  SessionSummary,
} from './types.js';

export interface ListView {
  order: SessionOrder;
  status: SessionStatus | null;
  /** Ranked search results: rows are updated in place but never added or moved. */
  search: boolean;
}

/** What the list's live streams deliver (types.ts), told apart by `kind`; a message only says whether it is one (not a custom entry). */
export type ListEvent =
  | ({ kind: 'created' } & SessionCreated)
  | ({ kind: 'deleted' } & Pick<SessionDeleted, 'sessionId'>)
  | ({ kind: 'status' } & SessionStatusChanged)
  | ({ kind: 'message'; isMessage: boolean } & Pick<MessageAdded, 'sessionId' | 'at'>)
  | ({ kind: 'meta' } & SessionMetaUpdated);

export interface ListChange {
  items: SessionSummary[];
  /** Sessions to read and then `upsert` (they belong in view but are not loaded). */
  fetch: string[];
}

const sortKey = (s: SessionSummary, order: SessionOrder) => (order === 'CREATED_DESC' ? s.createdAt : s.updatedAt);

/** Newest first; ties broken by id, descending, like the service's keyset order. */
export function compareRows(a: SessionSummary, b: SessionSummary, order: SessionOrder): number {
  const d = sortKey(b, order) - sortKey(a, order);
  if (d !== 0) return d;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Puts a row where the order says, if it falls within the loaded range (or all is loaded). */
export function upsert(items: readonly SessionSummary[], row: SessionSummary, view: ListView, complete: boolean): SessionSummary[] {
  const rest = items.filter((s) => s.id !== row.id);
  if (view.status && row.status !== view.status) return rest;
  if (view.search) {
    const index = items.findIndex((s) => s.id === row.id);
    if (index < 0) return [...items];
    const copy = [...items];
    copy[index] = row;
    return copy;
  }
  const index = rest.findIndex((s) => compareRows(row, s, view.order) < 0);
  // Past the last loaded row: it stays when it was loaded already (keys only grow) or all is loaded.
  if (index < 0) return complete || rest.length < items.length ? [...rest, row] : rest;
  return [...rest.slice(0, index), row, ...rest.slice(index)];
}

/**
 * The row to show when the service answers a read of `read`'s session: the answer, unless the
 * row already shown was changed later by a live event. A read sent before a change and answered
 * after it must not undo that change (a message counted in the list, a new title).
 */
export function newerRow(shown: SessionSummary | undefined, read: SessionSummary): SessionSummary {
  return shown !== undefined && shown.updatedAt > read.updatedAt ? shown : read;
}

export function applyListEvent(items: readonly SessionSummary[], event: ListEvent, view: ListView, complete: boolean): ListChange {
  const current = items.find((s) => s.id === event.sessionId);
  switch (event.kind) {
    case 'deleted':
      return { items: current ? items.filter((s) => s !== current) : [...items], fetch: [] };
    case 'created': {
      if (current || view.search) return { items: [...items], fetch: [] };
      // A fork starts with the copied messages: its row must be read for the count.
      if (event.forkedFrom !== null) return { items: [...items], fetch: [event.sessionId] };
      const row: SessionSummary = {
        id: event.sessionId,
        title: event.title,
        status: event.status,
        statusReason: null,
        messageCount: 0,
        forkedFrom: null,
        createdAt: event.createdAt,
        updatedAt: event.at,
        metadata: event.metadata,
      };
      return { items: upsert(items, row, view, complete), fetch: [] };
    }
    default: {
      if (!current) {
        // Not loaded: by last update it belongs at the top now; by creation only a status change
        // can bring it into a status-filtered view.
        const entersFilter = event.kind === 'status' && (view.status === null || event.status === view.status);
        const moves = !view.search && (view.order === 'UPDATED_DESC' ? view.status === null || event.kind !== 'status' || entersFilter : view.status !== null && entersFilter);
        return { items: [...items], fetch: moves ? [event.sessionId] : [] };
      }
      const row: SessionSummary = { ...current, updatedAt: Math.max(current.updatedAt, event.at) };
      if (event.kind === 'status') {
        row.status = event.status;
        row.statusReason = event.statusReason;
      } else if (event.kind === 'message') {
        if (event.isMessage) row.messageCount = current.messageCount + 1;
      } else {
        row.title = event.title;
        row.metadata = event.metadata;
      }
      return { items: upsert(items, row, view, complete), fetch: [] };
    }
  }
}

/** The title a row shows (an empty title reads "Untitled"). */
export const shownTitle = (s: Pick<SessionSummary, 'title'>): string => s.title.trim() || 'Untitled';

/**
 * What tells apart rows that show the same title: the shortest tail of their ids (at least 4
 * characters, the whole id when short) that differs between them — generated ids end in random
 * digits. Rows with a title of their own get none.
 */
export function duplicateTitleHints(items: readonly Pick<SessionSummary, 'id' | 'title'>[]): Map<string, string> {
  const byTitle = new Map<string, string[]>();
  for (const s of items) {
    const key = shownTitle(s).toLowerCase();
    const ids = byTitle.get(key);
    if (ids) {
      if (!ids.includes(s.id)) ids.push(s.id);
    } else byTitle.set(key, [s.id]);
  }
  const hints = new Map<string, string>();
  for (const ids of byTitle.values()) {
    if (ids.length < 2) continue;
    const longest = Math.max(...ids.map((id) => id.length));
    let length = Math.min(4, longest);
    while (length < longest && new Set(ids.map((id) => id.slice(-length))).size < ids.length) length++;
    for (const id of ids) hints.set(id, id.length <= length ? id : `…${id.slice(-length)}`);
  }
  return hints;
}
