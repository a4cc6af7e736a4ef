// Diagnostics for goals not met (not part of `npm run bench`):
//   tsx bench/diag.ts append   — 32 concurrent appendEntry for a few seconds while sampling
//                                pg_stat_activity wait events and the statements running,
//                                then EXPLAIN ANALYZE of the transaction's statements.
//   tsx bench/diag.ts paging   — EXPLAIN ANALYZE of the readPath query on a many-branch path.
//   tsx bench/diag.ts append-sql — the Postgres side of an append alone: one connection calls
//                                append_chain (with and without the search/attachment trigger)
//                                and a plain 1 KiB jsonb INSERT + commit, interleaved rounds.
//   DATABASE_URL=… tsx bench/diag.ts append-ab — append_chain before and after the newest
//                                migration, in two scratch databases, rounds alternating; CPU
//                                plus buffers / WAL per call (counters a busy machine does not move).
//   tsx bench/diag.ts append-split — append_chain after each of a cumulative series of schema
//                                changes (drops indexes: only on the bench's own database).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrations } from '../src/db/migrations/index.js';
import { Gql, sleep, summarize } from './lib/client.js';
import { startInfra, startInstance } from './lib/infra.js';

const what = process.argv[2] ?? 'append';
const log = (m: string) => process.stdout.write(`[diag] ${m}\n`);

async function main(): Promise<void> {
  if (what === 'append-ab') return appendAb();
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
    if (what === 'append-split') await appendSplit(gql, infra.databaseUrl);
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
    const namedChain = () =>
      client.query({
        name: 'diag_append_chain',
        text: 'select append_chain($1, null, null, null, $2::jsonb, null, $3::bigint)',
        values: [sessionId, items(), Date.now()],
      });
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
      // The same call as a named statement: parsed and planned once per connection (the service's PREPARED marker).
      ['append_chain + commit, named statement', async () => void (await namedChain())],
    ];
    // The backend's own CPU from /proc (this harness runs the cluster on this machine).
    const backendPid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    // schedstat's first field: nanoseconds on a CPU (stat's utime + stime count 10 ms ticks).
    const backendCpuMs = () => Number(readFileSync(`/proc/${backendPid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
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

/**
 * The Postgres side of an append before and after a migration, in the same minutes: two
 * databases on the server of DATABASE_URL (created here, dropped afterwards), one migrated up to
 * BEFORE (default: the migration before the newest) and one up to the newest; rounds alternate
 * between them, so a busy machine slows both alike. SESSIONS (default 1) spreads the calls over
 * that many sessions, as concurrent clients do. BEFORE_SQL runs on the first database after its
 * migrations (to isolate one part of a change). Besides the CPU, EXPLAIN ANALYZE gives counters
 * that do not depend on how busy the machine is (buffers, WAL records and bytes per call).
 */
async function appendAb(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('append-ab needs DATABASE_URL (a server on this machine: the backend CPU is read from /proc)');
  const names = Object.keys(migrations).sort();
  const before = process.env.BEFORE ?? names[names.length - 2]!;
  const after = names[names.length - 1]!;
  const calls = Number(process.env.CALLS ?? 1000);
  const rounds = Number(process.env.ROUNDS ?? 5);
  const sessions = Number(process.env.SESSIONS ?? 1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const variants = [
    { label: `up to ${before}`, target: before, db: `diag_ab_${process.pid}_before` },
    { label: `up to ${after}`, target: after, db: `diag_ab_${process.pid}_after` },
  ];
  const urlOf = (db: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${db}`;
    return url.toString();
  };
  const clients: pg.Client[] = [];
  try {
    // 1 KiB of words drawn from a vocabulary of 5,000 (WORDS=same: one 1,024-character word, as append-sql).
    const vocabulary = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36).padStart(4, '0')}`);
    const text = () =>
      process.env.WORDS === 'same'
        ? 'x'.repeat(1024)
        : Array.from({ length: 171 }, () => vocabulary[Math.floor(Math.random() * vocabulary.length)]).join(' ');
    const body = { role: 'user', content: [{ type: 'text', text: text() }] };
    const items = () =>
      JSON.stringify([
        { id: `e_${randomUUID().replaceAll('-', '')}`, kind: 'message', role: 'user', body: { ...body, content: [{ type: 'text', text: text() }] } },
      ]);
    const runs: { label: string; call: () => Promise<unknown>; cpuMs: () => number; cpu: number[]; counters?: () => Promise<number[]> }[] = [];
    for (const v of variants) {
      await admin.query(`create database ${v.db}`);
      const kysely = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: urlOf(v.db), max: 1 }) }) });
      const { error } = await new Migrator({ db: kysely, provider: { getMigrations: async () => migrations } }).migrateTo(v.target);
      if (error) throw error;
      // BEFORE_SQL: statements run on the BEFORE database after its migrations (to isolate one part of a change).
      if (v.target === before && process.env.BEFORE_SQL) await sql.raw(process.env.BEFORE_SQL).execute(kysely);
      await kysely.destroy();
      const client = new pg.Client({ connectionString: urlOf(v.db) });
      await client.connect();
      clients.push(client);
      const ids = Array.from({ length: sessions }, () => `s_${randomUUID()}`);
      for (const id of ids) {
        await client.query(`insert into sessions (id, title, description, status, created_at, updated_at) values ($1, 'd', '', 'active', $2, $2)`, [
          id,
          Date.now(),
        ]);
      }
      const pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid as number;
      // The backend's time on a CPU in nanoseconds (schedstat), finer than stat's 10 ms ticks.
      const cpuMs = () => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
      let next = 0;
      const call = () =>
        client.query('select append_chain($1, null, null, null, $2::jsonb, null, $3::bigint)', [ids[next++ % sessions], items(), Date.now()]);
      // Counters that do not depend on how busy the machine is: buffers touched and WAL written by one call.
      const counters = async () => {
        const { rows } = await client.query(
          'explain (analyze, buffers, wal, format json) select append_chain($1, null, null, null, $2::jsonb, null, $3::bigint)',
          [ids[next++ % sessions], items(), Date.now()],
        );
        const plan = (rows[0]['QUERY PLAN'] as { Plan: Record<string, number> }[])[0]!.Plan;
        return [plan['Shared Hit Blocks']! + plan['Shared Read Blocks']!, plan['Shared Dirtied Blocks']!, plan['WAL Records']!, plan['WAL Bytes']!];
      };
      runs.push({ label: `append_chain + commit, ${v.label}`, call, cpuMs, cpu: [], counters });
      if (runs.length === 1) {
        await client.query(
          'create table diag_plain (id bigserial primary key, session_id text, message jsonb, created_at timestamptz default now())',
        );
        await client.query('create index diag_plain_session on diag_plain (session_id, id)');
        const plain = () =>
          client.query('insert into diag_plain (session_id, message) values ($1, $2::jsonb) returning id', [ids[0], JSON.stringify(body)]);
        runs.push({ label: 'plain INSERT 1 KiB jsonb + commit', call: plain, cpuMs, cpu: [] });
      }
    }
    for (const run of runs) for (let i = 0; i < calls * 2; i++) await run.call(); // warm-up
    for (let r = 0; r < rounds; r++) {
      // Odd rounds run the cases in reverse order, so neither database always goes first.
      for (const run of r % 2 === 0 ? runs : [...runs].reverse()) {
        const start = run.cpuMs();
        for (let i = 0; i < calls; i++) await run.call();
        run.cpu.push(((run.cpuMs() - start) * 1000) / calls);
      }
    }
    log(`${calls} calls per case and round, ${rounds} rounds alternating, ${sessions} session(s); backend CPU µs per call, median (min–max):`);
    for (const run of runs) {
      const sorted = [...run.cpu].sort((x, y) => x - y);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      log(
        `  ${run.label}: ${median.toFixed(0)} (${sorted[0]!.toFixed(0)}–${sorted[sorted.length - 1]!.toFixed(0)}); rounds ${run.cpu.map((c) => c.toFixed(0)).join(' ')}`,
      );
    }
    log('per call (EXPLAIN ANALYZE of 21 more calls, median): buffers touched, buffers dirtied, WAL records, WAL bytes');
    for (const run of runs) {
      if (!run.counters) continue;
      const samples: number[][] = [];
      for (let i = 0; i < 21; i++) samples.push(await run.counters());
      const medians = samples[0]!.map((_, k) => samples.map((row) => row[k]!).sort((x, y) => x - y)[10]);
      log(`  ${run.label}: ${medians.join(', ')}`);
    }
  } finally {
    for (const c of clients) await c.end();
    for (const v of variants) await admin.query(`drop database if exists ${v.db}`);
    await admin.end();
  }
}

/**
 * What each part of an append costs Postgres: the same measurement as append-sql after each of
 * a cumulative series of schema changes made in the bench's own database (never run it against
 * a database anything else uses: it drops indexes and replaces append_chain).
 */
async function appendSplit(gql: Gql, databaseUrl: string): Promise<void> {
  const calls = Number(process.env.CALLS ?? 1000);
  const rounds = 3;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const body = { role: 'user', content: [{ type: 'text', text: 'x'.repeat(1024) }] };
    const items = () => JSON.stringify([{ id: randomUUID(), kind: 'message', role: 'user', body }]);
    await client.query(
      'create table if not exists diag_plain (id bigserial primary key, session_id text, message jsonb, created_at timestamptz default now())',
    );
    const backendPid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    const cpuMs = () => {
      const fields = readFileSync(`/proc/${backendPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    };
    const replaceFunction = async (edit: (definition: string) => string) => {
      const { rows } = await client.query(`select pg_get_functiondef('append_chain'::regproc) as d`);
      const edited = edit(rows[0].d as string);
      if (edited === rows[0].d) throw new Error('function edit did not apply');
      await client.query(edited);
    };
    const steps: [string, () => Promise<void>][] = [
      ['today', async () => {}],
      ['+ search_docs GIN fastupdate on', async () => void (await client.query('alter index search_docs_doc set (fastupdate = on)'))],
      [
        '+ no updated_at in sessions indexes (HOT update)',
        async () => void (await client.query('drop index sessions_updated; drop index sessions_status_updated')),
      ],
      [
        '+ event payload without the body',
        () => replaceFunction((d) => d.replace(`jsonb_build_object('message', item -> 'body')`, `jsonb_build_object('message', null)`)),
      ],
      [
        '+ returns no session row',
        () => replaceFunction((d) => d.replace(`'session', to_jsonb(s) - 'context', 'events', v_events`, `'events', v_events`)),
      ],
      [
        '+ no event rows returned',
        () =>
          replaceFunction((d) =>
            d.replace(`return jsonb_build_object('status', 'ok', 'events', v_events)`, `return jsonb_build_object('status', 'ok')`),
          ),
      ],
      ['+ no search/attachment trigger', async () => void (await client.query('alter table entries disable trigger entries_derived_insert'))],
    ];
    log(`${calls} calls per case and round, ${rounds} rounds, changes cumulative; backend CPU µs per call, median (min–max):`);
    const median = (values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      return `${sorted[1]!.toFixed(0)} (${sorted[0]!.toFixed(0)}–${sorted[2]!.toFixed(0)})`;
    };
    for (const [label, apply] of steps) {
      await apply();
      const sessionId = (await gql.request(`mutation { createSession(input: { title: "d" }) { session { id } } }`)).createSession.session
        .id as string;
      const chain = () => client.query('select append_chain($1, null, null, null, $2::jsonb, null, $3::bigint)', [sessionId, items(), Date.now()]);
      const plain = () =>
        client.query('insert into diag_plain (session_id, message) values ($1, $2::jsonb) returning id', [sessionId, JSON.stringify(body)]);
      for (let i = 0; i < calls; i++) await chain(); // warm-up
      const figures = { chain: [] as number[], plain: [] as number[] };
      for (let r = 0; r < rounds; r++) {
        for (const [name, call] of [
          ['plain', plain],
          ['chain', chain],
        ] as const) {
          const start = cpuMs();
          for (let i = 0; i < calls; i++) await call();
          figures[name].push(((cpuMs() - start) * 1000) / calls);
        }
      }
      const hot = (await client.query(`select n_tup_upd, n_tup_hot_upd from pg_stat_user_tables where relname = 'sessions'`)).rows[0];
      log(
        `  ${label}: append_chain ${median(figures.chain)}, plain INSERT ${median(figures.plain)}; sessions updates so far ${hot.n_tup_upd}, HOT ${hot.n_tup_hot_upd}`,
      );
    }
  } finally {
    await client.end();
  }
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack}\n`);
  process.exit(1);
});
