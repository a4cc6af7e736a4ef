// Fast seeding by direct SQL into the service's own tables, reproducing its row shapes
// (src/db/migrations.ts, src/store/*.ts, src/services/transcript.ts). checkShapes()
// compares the seeded rows against rows the running service wrote itself.
import type pg from 'pg';
import { foldEvents } from '../../src/domain/context-fold.js';
import { parseContextItem } from '../../src/domain/context-item.js';

/** Entry id: "e_" + 32 hex digits, like the service's "e_" + UUIDv7 hex. */
const entryIdSql = (tag: number, depthExpr: string) => `'e_' || lpad(to_hex(${tag}), 8, '0') || lpad(to_hex(${depthExpr}), 24, '0')`;
export const entryId = (tag: number, depth: number) => `e_${tag.toString(16).padStart(8, '0')}${depth.toString(16).padStart(24, '0')}`;

/**
 * A session whose active path is one branch of `n` alternating user/assistant messages
 * (about 300 bytes of text each), with its full event stream: session_created at offset 1,
 * then one message_added per entry.
 */
export async function seedLinearSession(db: pg.Pool, sessionId: string, tag: number, n: number): Promise<{ lastOffset: number; leafId: string }> {
  const base = Date.now() - n - 10_000;
  const c = await db.connect();
  try {
    await c.query('begin');
    await c.query(
      `insert into entries (session_id, id, parent_id, branch, depth, kind, role, timestamp, revision, origin, body)
       select $1, ${entryIdSql(tag, 'd')}, case when d = 0 then null else ${entryIdSql(tag, 'd - 1')} end,
              1, d, 'message', case when d % 2 = 0 then 'user' else 'assistant' end, $2::bigint + d, 0, null,
              case when d % 2 = 0
                then jsonb_build_object('role', 'user', 'timestamp', $2::bigint + d,
                       'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'message ' || d || ' ' || repeat('lorem ipsum dolor ', 16))))
                else jsonb_build_object('role', 'assistant', 'timestamp', $2::bigint + d, 'stopReason', 'end',
                       'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'message ' || d || ' ' || repeat('lorem ipsum dolor ', 16))))
              end
       from generate_series(0, $3::int - 1) as d`,
      [sessionId, base, n],
    );
    await c.query(`insert into branches (session_id, id, start_depth, tip_depth, chain) values ($1, 1, 0, $2, '[[1,0]]'::jsonb)`, [sessionId, n - 1]);
    await c.query(
      `insert into events (session_id, "offset", type, at, payload)
       values ($1, 1, 'session_created', $2,
               jsonb_build_object('title', $3::text, 'description', '', 'status', 'idle', 'forkedFrom', null, 'createdAt', $2::bigint, 'metadata', '{}'::jsonb))`,
      [sessionId, base, `bench ${sessionId}`],
    );
    await c.query(
      `insert into events (session_id, "offset", type, at, payload)
       select session_id, depth + 2, 'message_added', timestamp,
              jsonb_build_object('entry', jsonb_build_object('id', id, 'sessionId', session_id, 'parentId', parent_id,
                'timestamp', timestamp, 'revision', revision, 'origin', origin, 'kind', kind, 'message', body))
       from entries where session_id = $1`,
      [sessionId],
    );
    const leafId = entryId(tag, n - 1);
    await c.query(
      `insert into sessions (id, title, description, metadata, status, status_reason, forked_from, message_count,
                             created_at, updated_at, active_leaf_id, last_offset, branch_count, context)
       values ($1, $2, '', '{}'::jsonb, 'idle', null, null, $3, $4, $5, $6, $7, 1, null)`,
      [sessionId, `bench ${sessionId}`, n, base, base + n, leafId, n + 1],
    );
    await c.query('commit');
    return { lastOffset: n + 1, leafId };
  } catch (error) {
    await c.query('rollback').catch(() => {});
    throw error;
  } finally {
    c.release();
  }
}

/**
 * A session with `n` context events (after session_created): items keyed over `keys` keys
 * (every 10th a system item over 20 keys, the rest user items that do not trigger a request),
 * with `compactions` developer compaction items evenly spaced, each replacing everything before it.
 * Items are validated with the service's own parser and the materialized fold is computed
 * with the service's own foldEvents, so sessions.context is exactly what the service would hold.
 */
export async function seedContextSession(
  db: pg.Pool,
  sessionId: string,
  n: number,
  keys: number,
  compactions: number,
): Promise<{ lastOffset: number; visibleItems: number }> {
  const base = Date.now() - n - 10_000;
  const compactAt = new Set(Array.from({ length: compactions }, (_, i) => Math.floor(((i + 1) * n) / (compactions + 1))));
  const events: { offset: number; type: 'context_item_added'; at: number; payload: { item: unknown } }[] = [];
  for (let i = 0; i < n; i++) {
    const offset = i + 2;
    let input: Record<string, unknown>;
    if (compactAt.has(i)) {
      input = {
        role: 'developer',
        content: `Summary of the conversation through offset ${offset - 1}. ${'summary text '.repeat(20)}`,
        compaction: { replacesHistoryThrough: offset - 1, usage: { inputTokens: 1000, outputTokens: 200 } },
      };
    } else if (i % 10 === 0) {
      input = { role: 'system', content: `system note ${i} ${'rules '.repeat(10)}`, key: `sys${(i / 10) % 20}` };
    } else {
      input = {
        role: 'user',
        content: `item ${i} for key ${i % keys}: ${'context text '.repeat(8)}`,
        key: `k${i % keys}`,
        llmRequestPolicy: { behaviour: 'dont-trigger-request' },
      };
    }
    const parsed = parseContextItem(input);
    if (!parsed.ok) throw new Error(`seed context item invalid: ${JSON.stringify(parsed.issues)}`);
    events.push({ offset, type: 'context_item_added', at: base + i, payload: { item: parsed.item } });
  }
  const state = foldEvents(events);
  const c = await db.connect();
  try {
    await c.query('begin');
    await c.query(
      `insert into sessions (id, title, description, metadata, status, status_reason, forked_from, message_count,
                             created_at, updated_at, active_leaf_id, last_offset, branch_count, context, request_due_at, request_expires_at)
       values ($1, $2, '', '{}'::jsonb, 'idle', null, null, 0, $3, $4, null, $5, 0, $6::jsonb, null, null)`,
      [sessionId, `bench ${sessionId}`, base, base + n, n + 1, JSON.stringify(state)],
    );
    await c.query(
      `insert into events (session_id, "offset", type, at, payload)
       values ($1, 1, 'session_created', $2,
               jsonb_build_object('title', $3::text, 'description', '', 'status', 'idle', 'forkedFrom', null, 'createdAt', $2::bigint, 'metadata', '{}'::jsonb))`,
      [sessionId, base, `bench ${sessionId}`],
    );
    for (let i = 0; i < events.length; i += 2000) {
      const batch = events.slice(i, i + 2000);
      await c.query(
        `insert into events (session_id, "offset", type, at, payload)
         select $1, o, 'context_item_added', a, p from unnest($2::bigint[], $3::bigint[], $4::jsonb[]) as t(o, a, p)`,
        [sessionId, batch.map((e) => e.offset), batch.map((e) => e.at), batch.map((e) => JSON.stringify(e.payload))],
      );
    }
    await c.query('commit');
  } catch (error) {
    await c.query('rollback').catch(() => {});
    throw error;
  } finally {
    c.release();
  }
  return { lastOffset: n + 1, visibleItems: state.items.length };
}

/**
 * PostGraphile's paging peer: `n` rows of one session in its plain table, the same message
 * bodies as seedLinearSession (alternating user/assistant, about 300 bytes of text).
 */
export async function seedPeerMessages(db: pg.Pool, schema: string, sessionId: string, n: number): Promise<void> {
  await db.query(
    `insert into ${schema}.messages (session_id, message, created_at)
     select $1,
            case when d % 2 = 0
              then jsonb_build_object('role', 'user', 'timestamp', $2::bigint + d,
                     'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'message ' || d || ' ' || repeat('lorem ipsum dolor ', 16))))
              else jsonb_build_object('role', 'assistant', 'timestamp', $2::bigint + d, 'stopReason', 'end',
                     'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'message ' || d || ' ' || repeat('lorem ipsum dolor ', 16))))
            end,
            to_timestamp(($2::bigint + d) / 1000.0)
     from generate_series(0, $3::int - 1) as d
     order by d`,
    [sessionId, Date.now() - n - 10_000, n],
  );
}

/** The recursive key/type shape of a JSON value, for comparing seeded rows with service-written ones. */
export function shape(v: unknown): unknown {
  if (v === null) return 'null';
  if (Array.isArray(v)) return v.length ? [shape(v[0])] : [];
  if (typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v as object)
        .sort()
        .map((k) => [k, shape((v as Record<string, unknown>)[k])]),
    );
  }
  return typeof v;
}

/**
 * Compares seeded rows with rows the service wrote (`serviceSession` got one user and one
 * assistant message through appendEntry). Returns the differences found (empty = same shapes).
 */
export async function checkShapes(db: pg.Pool, seededSession: string, serviceSession: string): Promise<string[]> {
  const problems: string[] = [];
  const q = async (sql: string, id: string) => (await db.query(sql, [id])).rows;
  const cmp = (what: string, a: unknown, b: unknown) => {
    const sa = JSON.stringify(shape(a));
    const sb = JSON.stringify(shape(b));
    if (sa !== sb) problems.push(`${what}: seeded ${sa} ≠ service ${sb}`);
  };
  const entryCols = `select id, parent_id, branch, depth, kind, role, timestamp, revision, origin, body from entries where session_id = $1 order by depth limit 2`;
  const [seeded, service] = [await q(entryCols, seededSession), await q(entryCols, serviceSession)];
  for (let i = 0; i < 2; i++) {
    // The service's root has parent null like the seed's; compare the second row's parent too.
    cmp(`entries row ${i}`, seeded[i], service[i]);
  }
  const evCols = `select type, at, payload from events where session_id = $1 order by "offset" limit 3`;
  const [se, sv] = [await q(evCols, seededSession), await q(evCols, serviceSession)];
  for (let i = 0; i < 3; i++) cmp(`events row ${i} (${sv[i]?.type})`, se[i], sv[i]);
  const sessCols = `select title, description, metadata, status, status_reason, forked_from, message_count, created_at, updated_at,
                           active_leaf_id, last_offset, branch_count from sessions where id = $1`;
  cmp('sessions row', (await q(sessCols, seededSession))[0], (await q(sessCols, serviceSession))[0]);
  const brCols = `select id, start_depth, tip_depth, chain from branches where session_id = $1`;
  cmp('branches row', (await q(brCols, seededSession))[0], (await q(brCols, serviceSession))[0]);
  return problems;
}
