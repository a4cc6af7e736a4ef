// SQL for the materialized context fold: its head and the LLM request schedule (columns of
// sessions) and its visible items (rows of context_items, one per item at its slot in prompt
// order). One item added or replaced writes one row; only a compaction rewrites the list.
import { sql } from 'kysely';
import type { ContextHead, ItemSlot, VisibleContextItem } from '../domain/context-fold.js';
import type { ContextItem } from '../domain/context-item.js';
import type { RequestSchedule } from '../domain/request-schedule.js';
import type { JsonValue } from '../domain/types.js';
import type { Db } from './db.js';
import { sameTenant } from './tenants.js';

export interface ContextRow {
  /** The stored head; null before the session's first context event. */
  head: ContextHead | null;
  /**
   * The items of a state written whole into the column (before items were rows, or by an
   * instance of that version): they become rows at the session's next context write.
   */
  legacyItems: VisibleContextItem[] | null;
  schedule: RequestSchedule;
  /** Where the items stand: the slot the next appended item takes, and their stored size. */
  items: ItemsExtent;
}

export interface ItemsExtent {
  nextSlot: number;
  /** Bytes of the visible items as stored. */
  bytes: number;
}

type StoredHead = ContextHead & { items?: VisibleContextItem[] };

/** Reads the head, schedule and item extent of a session (null when the session does not exist). */
export async function readContextRow(db: Db, sessionId: string): Promise<ContextRow | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['context', 'request_due_at', 'request_expires_at', 'request_pending_since', 'context_next_slot', 'context_bytes'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  const stored = (row.context as StoredHead | null) ?? null;
  let head: ContextHead | null = stored;
  let legacyItems: VisibleContextItem[] | null = null;
  if (stored && Array.isArray(stored.items)) {
    const { items, ...rest } = stored;
    head = rest;
    legacyItems = items;
  }
  return {
    head,
    legacyItems,
    schedule: { dueAt: row.request_due_at, expiresAt: row.request_expires_at, pendingSince: row.request_pending_since },
    items: { nextSlot: Number(row.context_next_slot), bytes: Number(row.context_bytes) },
  };
}

/** Writes the head, schedule and item extent; the caller holds the session's row lock. */
export async function saveContextRow(db: Db, sessionId: string, head: ContextHead, schedule: RequestSchedule, items: ItemsExtent): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      context: JSON.stringify(head),
      request_due_at: schedule.dueAt,
      request_expires_at: schedule.expiresAt,
      request_pending_since: schedule.pendingSince,
      context_next_slot: items.nextSlot,
      context_bytes: items.bytes,
    })
    .where('id', '=', sessionId)
    .execute();
}

/** The last visible item with `key` (its slot and offset), or null: one index probe. */
export async function findKeyedItem(db: Db, sessionId: string, key: string): Promise<ItemSlot | null> {
  const row = await db
    .selectFrom('context_items')
    .select(['slot', 'item_offset'])
    .where('session_id', '=', sessionId)
    .where('item_key', '=', key)
    .orderBy('slot', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { slot: row.slot, offset: Number(row.item_offset) } : null;
}

/** Every visible item of a session, in prompt order. */
export async function readContextItems(db: Db, sessionId: string): Promise<VisibleContextItem[]> {
  const rows = await db.selectFrom('context_items').select(['item_offset', 'item']).where('session_id', '=', sessionId).orderBy('slot').execute();
  return rows.map((r) => ({ offset: Number(r.item_offset), item: r.item as unknown as ContextItem }));
}

/**
 * Writes an item at `slot` (a new slot, or in place of the item there); the caller holds the
 * session's row lock. Answers how much the stored size changed, in bytes.
 */
export async function putContextItem(db: Db, sessionId: string, slot: number, entry: VisibleContextItem): Promise<number> {
  const row = await sql<{ delta: number }>`
    with incoming as (select ${JSON.stringify(entry.item)}::jsonb as item),
         prior as (select bytes from context_items where session_id = ${sessionId} and slot = ${slot})
    insert into context_items (session_id, slot, item_offset, item_key, item, bytes)
    select ${sessionId}, ${slot}, ${entry.offset}, ${entry.item.key ?? null}, i.item, octet_length(i.item::text) from incoming i
    on conflict (session_id, slot) do update
      set item_offset = excluded.item_offset, item_key = excluded.item_key, item = excluded.item, bytes = excluded.bytes
    returning bytes - coalesce((select bytes from prior), 0) as delta`.execute(db);
  return Number(row.rows[0]!.delta);
}

/** Rows written per statement when a list is rewritten. */
const REWRITE_BATCH = 500;

/**
 * Replaces every item of a session by `items`, at slots 0, 1, … (a compaction, or moving a
 * legacy state's items to rows); the caller holds the session's row lock. Answers the extent.
 */
export async function replaceContextItems(db: Db, sessionId: string, items: readonly VisibleContextItem[]): Promise<ItemsExtent> {
  await db.deleteFrom('context_items').where('session_id', '=', sessionId).execute();
  let bytes = 0;
  for (let from = 0; from < items.length; from += REWRITE_BATCH) {
    const batch = items.slice(from, from + REWRITE_BATCH);
    const rows = await sql<{ bytes: number }>`
      insert into context_items (session_id, slot, item_offset, item_key, item, bytes)
      select ${sessionId}, t.slot, t.item_offset, t.item_key, t.item, octet_length(t.item::text)
      from unnest(${batch.map((_, i) => from + i)}::integer[], ${batch.map((v) => v.offset)}::bigint[],
                  ${batch.map((v) => v.item.key ?? null)}::text[], ${batch.map((v) => JSON.stringify(v.item))}::jsonb[])
           as t (slot, item_offset, item_key, item)
      returning bytes`.execute(db);
    for (const r of rows.rows) bytes += Number(r.bytes);
  }
  return { nextSlot: items.length, bytes };
}

/** Sessions with a request to open or expire at or before `now`, soonest first (uses the partial indexes). */
export async function findDueSessions(db: Db, now: number, limit: number): Promise<string[]> {
  const rows = await sql<{ id: string; at: number }>`
    select id, request_due_at as at from sessions where request_due_at <= ${now}
    union all
    select id, request_expires_at as at from sessions where request_expires_at <= ${now}
    order by at
    limit ${limit}`.execute(db);
  return [...new Set(rows.rows.map((r) => r.id))];
}

/**
 * How many sessions of one tenant (`tenant` under `tenantKey`; undefined: the sessions without
 * that key) have an LLM request open or scheduled to open, `exceptId` left out; counted up to
 * `atMost` (the partial indexes of the schedule keep it to such sessions).
 */
export async function countSessionsWithRequests(
  db: Db,
  q: { tenantKey: string; tenant: JsonValue | undefined; exceptId: string; atMost: number },
): Promise<number> {
  const row = await sql<{ n: number }>`
    select count(*)::integer as n from (
      select 1 from sessions s
      where (s.request_due_at is not null or s.request_expires_at is not null)
        and s.id <> ${q.exceptId}
        and ${sameTenant('s', q.tenantKey, q.tenant)}
      limit ${q.atMost}
    ) t`.execute(db);
  return Number(row.rows[0]!.n);
}

/**
 * Ids of the entries whose MESSAGE_ADDED event is above `offset` (a compaction's barrier):
 * a range scan of the session's newest events only.
 */
export async function entriesAddedAfter(db: Db, sessionId: string, offset: number): Promise<Set<string>> {
  const rows = await sql<{ id: string }>`
    select payload -> 'entry' ->> 'id' as id from events
    where session_id = ${sessionId} and "offset" > ${offset} and type = 'message_added'`.execute(db);
  return new Set(rows.rows.map((r) => r.id));
}

/** Offset of the context item that mirrors a transcript entry (sendMessage's), or null. */
export async function findItemOffsetOfEntry(db: Db, sessionId: string, entryId: string): Promise<number | null> {
  const row = await sql<{ offset: number }>`
    select "offset" from events
    where session_id = ${sessionId} and type = 'context_item_added' and payload ->> 'entryId' = ${entryId}
    order by "offset" limit 1`.execute(db);
  return row.rows[0] ? Number(row.rows[0].offset) : null;
}
