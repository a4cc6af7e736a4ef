// Diagnostics for goals not met (not part of `npm run bench`):
//   tsx bench/diag.ts append   — 32 concurrent appendEntry for a few seconds while sampling
//                                pg_stat_activity wait events and the statements running,
//                                then EXPLAIN ANALYZE of the transaction's statements.
//   tsx bench/diag.ts paging   — EXPLAIN ANALYZE of the readPath query on a many-branch path.
//   tsx bench/diag.ts append-sql — the Postgres side of an append alone: one connection calls
//                                append_chain (with and without the search/attachment trigger)
//                                and a plain 1 KiB jsonb INSERT + commit, interleaved rounds.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { Gql, sleep, summarize } from './lib/client.js';
import { startInfra, startInstance } from './lib/infra.js';

const what = process.argv[2] ?? 'append';
const log = (m: string) => process.stdout.write(`[diag] ${m}\n`);

async function main(): Promise<void> {
  const infra = await startInfra(log);
  const logDir = infra.dir;
  const a = await startInstance({ name: 'A', databaseUrl: infra.databaseUrl, redisUrl: infra.redisUrl, logDir });
  const db = new pg.Pool({ connectionString: infra.databaseUrl, max: 2 });
  const gql = new Gql(a.url, 40);
  try {
    if (what === 'append') {
      const ids: string[] = [];
      for (let i = 0; i < 32; i++) {
        ids.push((await gql.request(`mutation { createSession(input: { title: "d" }) { session { id } } }`)).createSession.session.id);
      }
      const waits = new Map<string, number>();
      const statements = new Map<string, number>();
      let running = true;
      const sampler = (async () => {
        for (let i = 0; running && i < 400; i++) {
          const { rows } = await db.query(
            `select coalesce(wait_event_type || ':' || wait_event, 'CPU/none') as w, state, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as q
             from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' and state <> 'idle'`,
          );
          for (const r of rows) {
            waits.set(`${r.state} ${r.w}`, (waits.get(`${r.state} ${r.w}`) ?? 0) + 1);
            statements.set(r.q, (statements.get(r.q) ?? 0) + 1);
          }
          await sleep(25);
        }
      })();
      const lat: number[] = [];
      const deadline = performance.now() + 5000;
      const text = 'x'.repeat(1024);
      await Promise.all(
        ids.map(async (sessionId) => {
          while (performance.now() < deadline) {
            const t = performance.now();
            await gql.request(`mutation($input: AppendEntryInput!) { appendEntry(input: $input) { created } }`, {
              input: { sessionId, message: { user: { content: [{ text: { text } }] } } },
            });
            lat.push(performance.now() - t);
          }
        }),
      );
      running = false;
      await sampler;
      log(`appends: ${lat.length} in 5 s; latency ${JSON.stringify(summarize(lat))}`);
      log('pg_stat_activity samples (state, wait event):');
      for (const [k, v] of [...waits].sort((x, y) => y[1] - x[1]).slice(0, 12)) log(`  ${String(v).padStart(6)}  ${k}`);
      log('statements seen running:');
      for (const [k, v] of [...statements].sort((x, y) => y[1] - x[1]).slice(0, 12)) log(`  ${String(v).padStart(6)}  ${k}`);
      const sid = ids[0]!;
      for (const q of [
        `select "id", "title" from "sessions" where "id" = '${sid}' for update`,
        `select e.id, e.branch, e.depth, b.tip_depth, b.chain from entries e join branches b on b.session_id = e.session_id and b.id = e.branch where e.session_id = '${sid}' and e.id = (select active_leaf_id from sessions where id = '${sid}')`,
        `update branches set tip_depth = tip_depth where session_id = '${sid}' and id = 1`,
      ]) {
        const { rows } = await db.query(`explain (analyze, buffers) ${q}`);
        log(`EXPLAIN ANALYZE ${q.slice(0, 80)}…\n${rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`);
      }
    }
    if (what === 'append-sql') await appendSql(gql, infra.databaseUrl);
    if (what === 'paging') {
      // A path through 200 branches (2 entries each), built like bench/load.ts buildBranched.
      const sid = (await gql.request(`mutation { createSession(input: { title: "d" }) { session { id } } }`)).createSession.session.id;
      const add = async (parentId?: string) =>
        (
          await gql.request(`mutation($input: AppendEntryInput!) { appendEntry(input: $input) { entry { entryId } } }`, {
            input: { sessionId: sid, parentId, message: { user: { content: [{ text: { text: 'm' } }] } } },
          })
        ).appendEntry.entry.entryId as string;
      let prev = await add();
      for (let k = 1; k < 200; k++) {
        await add(prev);
        const b = await add(prev);
        prev = await add(b);
      }
      await db.query('analyze');
      const chain = (
        await db.query(
          `select jsonb_array_length(chain) n, pg_column_size(chain) bytes from branches where session_id = $1 order by id desc limit 1`,
          [sid],
        )
      ).rows[0];
      log(`leaf branch chain: ${chain.n} elements, ${chain.bytes} bytes (read by getPosition on every page)`);
      // The readPath query for the first page: 16 one-segment subqueries in a UNION ALL (SEGMENTS_PER_QUERY = 16).
      const parts = Array.from(
        { length: 16 },
        (_, i) =>
          `(select session_id, id, parent_id, branch, depth, kind, role, timestamp, revision, origin, body from entries
          where session_id = '${sid}' and branch = ${i + 1} and depth between ${i === 0 ? 0 : 2 * i - 1} and ${2 * i} and kind = 'message' order by depth limit 51)`,
      );
      const q = `select * from (${parts.join(' union all ')}) as page order by depth limit 51`;
      const { rows } = await db.query(`explain (analyze, buffers, summary) ${q}`);
      const plan = rows.map((r) => r['QUERY PLAN'] as string);
      log(`EXPLAIN ANALYZE readPath batch (16 segments):\n    ${plan.slice(0, 8).join('\n    ')}\n    …\n    ${plan.slice(-4).join('\n    ')}`);
      const one = `select session_id, id, parent_id, branch, depth, kind, role, timestamp, revision, origin, body from entries where session_id = '${sid}' and branch = 1 and depth between 0 and 50 and kind = 'message' order by depth limit 51`;
      const r1 = (await db.query(`explain (analyze, summary) ${one}`)).rows.map((r) => r['QUERY PLAN'] as string);
      log(`EXPLAIN ANALYZE one-segment page (linear session shape):\n    ${r1.slice(-2).join('\n    ')}`);
    }
  } finally {
    gql.close();
    await db.end();
    await a.stop();
    await infra.stop();
  }
}

/**
 * Microseconds per call, one connection, each call its own transaction (commit included, as the
 * service does it). A warm-up pass comes first: the first thousands of writes to fresh tables
 * are slower (relation extension, WAL segments) and would be charged to whatever runs first.
 */
async function appendSql(gql: Gql, databaseUrl: string): Promise<void> {
  const calls = Number(process.env.CALLS ?? 2000);
  const rounds = 3;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const body = { role: 'user', content: [{ type: 'text', text: 'x'.repeat(1024) }] };
    const items = () => JSON.stringify([{ id: randomUUID(), kind: 'message', role: 'user', body }]);
    await client.query(
      'create table if not exists diag_plain (id bigserial primary key, session_id text, message jsonb, created_at timestamptz default now())',
    );
    await client.query('create index if not exists diag_plain_session on diag_plain (session_id, id)');
    const sessionId = (await gql.request(`mutation { createSession(input: { title: "d" }) { session { id } } }`)).createSession.session.id as string;
    const chain = () => client.query('select append_chain($1, null, null, null, $2::jsonb, null, $3::bigint)', [sessionId, items(), Date.now()]);
    const withoutTrigger = async () => {
      await client.query('alter table entries disable trigger entries_derived_insert');
      try {
        for (let i = 0; i < calls; i++) await chain();
      } finally {
        await client.query('alter table entries enable trigger entries_derived_insert');
      }
    };
    const cases: [string, () => Promise<void>][] = [
      ['select 1 (round trip)', async () => void (await client.query('select 1'))],
      [
        'plain INSERT 1 KiB jsonb + commit',
        async () =>
          void (await client.query('insert into diag_plain (session_id, message) values ($1, $2::jsonb) returning id', [
            sessionId,
            JSON.stringify(body),
          ])),
      ],
      ['append_chain + commit', async () => void (await chain())],
    ];
    // The backend's own CPU from /proc (this harness runs the cluster on this machine).
    const backendPid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    const backendCpuMs = () => {
      const fields = readFileSync(`/proc/${backendPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 1/100 s ticks
    };
    const figures = new Map<string, { wall: number[]; cpu: number[] }>();
    let cpuAtStart = 0;
    const record = (label: string, ms: number) => {
      const figure = figures.get(label) ?? { wall: [], cpu: [] };
      figure.wall.push((ms * 1000) / calls);
      figure.cpu.push(((backendCpuMs() - cpuAtStart) * 1000) / calls);
      figures.set(label, figure);
    };
    for (let i = 0; i < calls * 2; i++) await chain(); // warm-up
    for (let r = 0; r < rounds; r++) {
      for (const [label, call] of cases) {
        cpuAtStart = backendCpuMs();
        const started = performance.now();
        for (let i = 0; i < calls; i++) await call();
        record(label, performance.now() - started);
      }
      cpuAtStart = backendCpuMs();
      const started = performance.now();
      await withoutTrigger();
      record('append_chain without the search/attachment trigger', performance.now() - started);
    }
    log(`${calls} calls per case and round, ${rounds} rounds; µs per call, median (min–max):`);
    const median = (values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      return `${sorted[1]!.toFixed(0)} (${sorted[0]!.toFixed(0)}–${sorted[2]!.toFixed(0)})`;
    };
    for (const [label, { wall, cpu }] of figures) log(`  ${label}: latency ${median(wall)}, backend CPU ${median(cpu)}`);
    const { rows } = await client.query(`select count(*)::int as n from entries where session_id = $1`, [sessionId]);
    log(`entries in the session afterwards: ${rows[0].n}`);
  } finally {
    await client.end();
  }
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack}\n`);
  process.exit(1);
});
