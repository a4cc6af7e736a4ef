// The append hot path: one call to the append_chain SQL function (see
// db/migrations/0005_append_chain_returns_events.ts), which returns the events it stored.
import { sql } from 'kysely';
import { parseStoredEvent, type EventOf } from '../domain/events.js';
import type { MessageRecord } from '../domain/message.js';
import type { EntryRecord, JsonObject, JsonValue } from '../domain/types.js';
import { toEntry } from './entries.js';
import { sessionFromRow, type LockedSession } from './sessions.js';
import type { Db } from './db.js';

export interface NewEntry {
  id: string;
  kind: 'message' | 'custom';
  /** The message, or { customType, data } for a custom entry. */
  body: MessageRecord | { customType: string; data: JsonValue | null };
}

export type AppendChainResult =
  | { status: 'not_found' }
  /** The session's metadata is no longer `seenMetadata`: check the tenant again and retry. */
  | { status: 'metadata_changed' }
  | { status: 'parent_not_found' }
  | { status: 'replay'; entry: EntryRecord; session: LockedSession }
  /** `events`: the message_added rows as stored, one per entry, in offset order. */
  | { status: 'ok'; session: LockedSession; events: EventOf<'message_added'>[] };

export async function appendChain(
  db: Db,
  args: {
    sessionId: string;
    /** The metadata the caller checked its tenant against (null: no check was needed). */
    seenMetadata: JsonObject | null;
    entryId: string | null;
    parentId: string | null;
    entries: readonly NewEntry[];
    origin: JsonObject | null;
    now: number;
  },
): Promise<AppendChainResult> {
  const items = args.entries.map((e) => ({
    id: e.id,
    kind: e.kind,
    role: e.kind === 'message' ? (e.body as MessageRecord).role : null,
    body: e.body,
  }));
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const { rows } = await sql<{ result: Record<string, unknown> }>`
    select append_chain(
      ${args.sessionId}, ${json(args.seenMetadata)}::jsonb, ${args.entryId}, ${args.parentId},
      ${JSON.stringify(items)}::jsonb, ${json(args.origin)}::jsonb, ${args.now}::bigint
    ) as result`.execute(db);
  const result = rows[0]!.result as { status: string; [key: string]: unknown };
  switch (result.status) {
    case 'ok':
      return {
        status: 'ok',
        session: sessionFromRow(result.session as never),
        events: (result.events as unknown[]).map((row) => parseStoredEvent(row) as EventOf<'message_added'>),
      };
    case 'replay':
      return { status: 'replay', entry: toEntry(result.entry as never), session: sessionFromRow(result.session as never) };
    case 'parent_not_found':
      return { status: 'parent_not_found' };
    case 'metadata_changed':
      return { status: 'metadata_changed' };
    default:
      return { status: 'not_found' };
  }
}
