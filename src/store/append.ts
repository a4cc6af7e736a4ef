// The append hot path: one call to the append_chain SQL function (see db/migrations/0003_append_chain.ts).
import { sql } from 'kysely';
import type { JsonObject, JsonValue, MessageRecord } from '../domain/types.js';
import { toEntry } from './entries.js';
import { sessionFromRow, type Db, type LockedSession } from './sessions.js';

export interface NewEntry {
  id: string;
  kind: 'message' | 'custom';
  /** The message, or { customType, data } for a custom entry. */
  body: MessageRecord | { customType: string; data: JsonValue | null };
}

export type AppendChainResult =
  | { status: 'not_found' }
  | { status: 'parent_not_found' }
  | { status: 'replay'; entry: ReturnType<typeof toEntry>; session: LockedSession }
  | { status: 'ok'; parentId: string | null; session: LockedSession };

export async function appendChain(
  db: Db,
  args: {
    sessionId: string;
    tenant: JsonObject | null;
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
  const { rows } = await sql<{ result: Record<string, unknown> }>`
    select append_chain(
      ${args.sessionId}, ${args.tenant === null ? null : JSON.stringify(args.tenant)}::jsonb, ${args.entryId}, ${args.parentId},
      ${JSON.stringify(items)}::jsonb, ${args.origin === null ? null : JSON.stringify(args.origin)}::jsonb, ${args.now}::bigint
    ) as result`.execute(db);
  const result = rows[0]!.result as { status: string; [key: string]: unknown };
  switch (result.status) {
    case 'ok':
      return { status: 'ok', parentId: (result.parentId as string | null) ?? null, session: sessionFromRow(result.session as never) };
    case 'replay':
      return { status: 'replay', entry: toEntry(result.entry as never), session: sessionFromRow(result.session as never) };
    case 'parent_not_found':
      return { status: 'parent_not_found' };
    default:
      return { status: 'not_found' };
  }
}
