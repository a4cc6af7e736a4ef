// npm run bench [-- --quick] [--only append,paging,...] [--profile]
//
// Starts (or uses, via DATABASE_URL / REDIS_URL) Postgres and Redis, starts the service as real
// processes, seeds data, and runs the seven scenarios of issue 6 from a separate load process
// (bench/load.ts), each against its raw floor measured in the same run. Writes
// bench/results/latest.json and bench/results/latest.md; a full run also refreshes the table in
// bench/RESULTS.md. --profile starts the instances with --cpu-prof (profiles in bench/results/profiles).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { median } from './lib/client.js';
import { REPO, startInfra, startInstance, type Infra, type Instance } from './lib/infra.js';
import { checkShapes, seedContextSession, seedLinearSession } from './lib/seed.js';
import { topFunctions } from './lib/cpuprofile.js';
import { runSearchScenario } from './search.js';

const ALL = ['append', 'paging', 'fork', 'fanout', 'replay', 'idle', 'context', 'search'] as const;
/** Paging cases: first: 50 from the start, the middle and the tail; last: 50 (newest) and last: 50 before the middle (older). */
const PAGE_POSITIONS = ['start', 'middle', 'tail', 'newest', 'older'] as const;
type ScenarioName = (typeof ALL)[number];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const profile = args.includes('--profile');
const onlyArg = args.find((a) => a.startsWith('--only'));
const only = new Set<string>(
  onlyArg ? (onlyArg.includes('=') ? onlyArg.split('=')[1]! : args[args.indexOf(onlyArg) + 1]!).split(',') : ALL,
);
for (const o of only) if (!(ALL as readonly string[]).includes(o)) throw new Error(`unknown scenario ${o}; choose from ${ALL.join(', ')}`);

/** Sizes: the issue's figures for a full run; --quick shrinks them for development. */
const SIZES = quick
  ? { appendMs: 2000, appendRounds: 1, longEntries: 10_000, smallEntries: 100, branches: 100, pageIters: 40, pageWarmup: 5,
      forkDepth: 1000, forkRuns: 3, fanoutSubs: 100, fanoutAppends: 40, fanoutRate: 20, replayRuns: 1,
      idleSubs: 1000, contextBig: 5000, contextSmall: 1000, contextIters: 40 }
  : { appendMs: 6000, appendRounds: 3, longEntries: 100_000, smallEntries: 100, branches: 1000, pageIters: 150, pageWarmup: 20,
      forkDepth: 10_000, forkRuns: 7, fanoutSubs: 1000, fanoutAppends: 200, fanoutRate: 20, replayRuns: 3,
      idleSubs: 10_000, contextBig: 20_000, contextSmall: 1000, contextIters: 150 };

const RESULTS_DIR = join(REPO, 'bench/results');
const LOG_DIR = join(RESULTS_DIR, 'logs');
const PROFILE_DIR = join(RESULTS_DIR, 'profiles');
const label = quick ? 'QUICK (small sizes, for development — not the issue figures)' : 'FULL';
const started = Date.now();
const log = (m: string) => process.stdout.write(`[bench ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s${quick ? ' QUICK' : ''}] ${m}\n`);

interface Goal {
  name: string;
  value: number;
  target: string;
  met: boolean;
}
interface ScenarioResult {
  measured: Record<string, unknown>;
  floor: Record<string, unknown> | null;
  ratio: number | null;
  ratioMeaning: string;
  goals: Goal[];
  notes?: string[];
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

// ---------------------------------------------------------------- load process

class Load {
  private next = 1;
  private readonly pending = new Map<number, { resolve: (v: any) => void; reject: (e: Error) => void }>();
  private constructor(readonly child: ChildProcess) {
    child.on('message', (m: any) => {
      if (m.log) log(`  load: ${m.log}`);
      if (m.id && this.pending.has(m.id)) {
        const p = this.pending.get(m.id)!;
        this.pending.delete(m.id);
        if (m.error) p.reject(new Error(m.error));
        else p.resolve(m.result);
      }
    });
    child.on('exit', (code) => {
      for (const p of this.pending.values()) p.reject(new Error(`load process exited (${code})`));
      this.pending.clear();
    });
  }
  static async start(): Promise<Load> {
    const child = fork(join(REPO, 'bench/load.ts'), [], { execArgv: ['--import', 'tsx'], cwd: REPO, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (c) => reject(new Error(`load process exited early (${c})`)));
    });
    return new Load(child);
  }
  run<T = any>(scenario: string, params: Record<string, unknown>, timeoutMs = 10 * 60_000): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${scenario} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.child.send({ id, scenario, params });
    });
  }
  stop(): void {
    this.child.kill('SIGTERM');
  }
}

// ---------------------------------------------------------------- machine facts

async function machine(infra: Infra) {
  const db = new pg.Client({ connectionString: infra.databaseUrl });
  await db.connect();
  const pgVersion = (await db.query('show server_version')).rows[0].server_version as string;
  const settings = Object.fromEntries(
    (await db.query(`select name, setting from pg_settings where name in ('fsync','synchronous_commit','shared_buffers','max_connections')`)).rows.map(
      (r: { name: string; setting: string }) => [r.name, r.setting],
    ),
  );
  await db.end();
  const redis = new Redis(infra.redisUrl, { lazyConnect: true });
  await redis.connect();
  const info = await redis.info('server');
  redis.disconnect();
  const load = os.loadavg();
  return {
    date: new Date().toISOString(),
    cores: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: r3(os.totalmem() / 2 ** 30),
    loadAverageAtStart: load.map((x) => r3(x)),
    node: process.version,
    postgres: pgVersion,
    postgresSettings: settings,
    redis: /redis_version:(\S+)/.exec(info)?.[1] ?? 'unknown',
    os: `${os.type()} ${os.release()}`,
    ownPostgres: infra.ownPostgres,
    ownRedis: infra.ownRedis,
  };
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  log(`mode: ${label}`);
  rmSync(LOG_DIR, { recursive: true, force: true });
  mkdirSync(LOG_DIR, { recursive: true });
  if (profile) {
    rmSync(PROFILE_DIR, { recursive: true, force: true });
    mkdirSync(PROFILE_DIR, { recursive: true });
  }
  const infra = await startInfra(log);
  const instances: Instance[] = [];
  let load: Load | null = null;
  const output: Record<string, any> = {
    quick,
    label,
    sizes: SIZES,
    machine: await machine(infra),
    seeding: {},
    scenarios: {} as Record<string, ScenarioResult | { error: string }>,
  };
  const write = () => {
    output.elapsedSeconds = Math.round((Date.now() - started) / 1000);
    writeFileSync(join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(output, null, 2)}\n`);
    writeFileSync(join(RESULTS_DIR, 'latest.md'), renderMarkdown(output));
  };
  try {
    const common = { databaseUrl: infra.databaseUrl, redisUrl: infra.redisUrl, logDir: LOG_DIR, cpuProfDir: profile ? PROFILE_DIR : undefined };
    log('starting instance A');
    const a = await startInstance({ ...common, name: 'A' });
    instances.push(a);
    const db = new pg.Pool({ connectionString: infra.databaseUrl, max: 4 });
    await db.query(`create table if not exists bench_floor (id bigserial primary key, session_id text not null, body jsonb not null)`);
    load = await Load.start();
    const gqlUrl = a.url;

    // ---- seed (direct SQL in the service's row shapes; checked against rows the service wrote)
    const needLong = only.has('paging') || only.has('fork') || only.has('replay');
    let long = { id: 's_bench_long', n: SIZES.longEntries, lastOffset: 0 };
    let small = { id: 's_bench_small', n: SIZES.smallEntries, lastOffset: 0 };
    if (needLong) {
      let t = Date.now();
      long.lastOffset = (await seedLinearSession(db, long.id, 1, long.n)).lastOffset;
      small.lastOffset = (await seedLinearSession(db, small.id, 2, small.n)).lastOffset;
      output.seeding.linear = { method: 'direct SQL (generate_series) in the service row shapes', entries: long.n, seconds: (Date.now() - t) / 1000 };
      log(`seeded ${long.n}-entry and ${small.n}-entry sessions in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      const shapeSession = (await load.run('shapeSession', { url: gqlUrl })).sessionId as string;
      const problems = await checkShapes(db, small.id, shapeSession);
      output.seeding.shapeCheck = problems.length ? problems : 'seeded rows have the same column/JSON shapes as rows written by appendEntry';
      if (problems.length) throw new Error(`seeded rows differ from the service's rows:\n${problems.join('\n')}`);
      await db.query('analyze');
    }

    const record = async (name: ScenarioName, fn: () => Promise<ScenarioResult>) => {
      if (!only.has(name)) return;
      log(`scenario ${name} …`);
      const t = Date.now();
      try {
        output.scenarios[name] = fn ? await fn() : null;
        const res = output.scenarios[name] as ScenarioResult;
        for (const g of res.goals) log(`  ${g.met ? 'MET    ' : 'NOT MET'} ${g.name}: ${g.value} (target ${g.target})`);
      } catch (error) {
        output.scenarios[name] = { error: (error as Error).message };
        log(`  FAILED: ${(error as Error).message.split('\n').slice(0, 5).join(' | ')}`);
      }
      (output.scenarios[name] as any).seconds = (Date.now() - t) / 1000;
      write();
    };

    // ---- 1. append
    await record('append', async () => {
      const sessions32 = (await load!.run('createSessions', { url: gqlUrl, count: 32, prefix: 'bench append' })).ids;
      const [oneSession] = (await load!.run('createSessions', { url: gqlUrl, count: 1, prefix: 'bench append one' })).ids;
      const res = await load!.run('append', {
        url: gqlUrl, pid: a.pid, databaseUrl: infra.databaseUrl, sessions32, oneSession, durationMs: SIZES.appendMs, rounds: SIZES.appendRounds,
      });
      const med = (k: string, f: (x: any) => number) => r3(median(res.rounds.map((r: any) => f(r[k]))));
      const svc32 = med('svc32', (x) => x.perSecond);
      const floor32 = med('floor32', (x) => x.perSecond);
      const svc8 = med('svc8one', (x) => x.perSecond);
      const floor8 = med('floor8', (x) => x.perSecond);
      const ratio = r3(svc32 / floor32);
      return {
        measured: {
          clients32_sessions32: {
            perSecond: svc32, p50Ms: med('svc32', (x) => x.latencyMs.p50), p99Ms: med('svc32', (x) => x.latencyMs.p99),
            serverCpuMsPerAppend: med('svc32', (x) => x.serverCpuMsPerOp), serverCpuShareOfOneCore: med('svc32', (x) => x.serverCpuShare),
          },
          clients8_oneSession: { perSecond: svc8, p50Ms: med('svc8one', (x) => x.latencyMs.p50), p99Ms: med('svc8one', (x) => x.latencyMs.p99) },
          rounds: res.rounds,
        },
        floor: {
          what: 'single-row INSERT (1 KiB jsonb) + commit through pg, same concurrency, same Postgres',
          clients32: { perSecond: floor32, p50Ms: med('floor32', (x) => x.latencyMs.p50), p99Ms: med('floor32', (x) => x.latencyMs.p99) },
          clients8: { perSecond: floor8, p50Ms: med('floor8', (x) => x.latencyMs.p50), p99Ms: med('floor8', (x) => x.latencyMs.p99) },
        },
        ratio,
        ratioMeaning: 'service throughput / floor throughput at 32 clients (median of rounds)',
        goals: [
          { name: 'append throughput at 32 clients ≥ 0.5 × floor', value: ratio, target: '≥ 0.5', met: ratio >= 0.5 },
        ],
        notes: [`8 clients on one session: ${svc8}/s = ${r3(svc8 / floor8)} × the 8-client floor (writers to one session serialize on its row lock)`],
      };
    });

    // ---- 2. paging
    await record('paging', async () => {
      const branched = await load!.run('buildBranched', { url: gqlUrl, branches: SIZES.branches });
      log(`  built a ${SIZES.branches}-branch session through appendEntry in ${branched.buildSeconds.toFixed(1)} s`);
      await db.query('analyze entries');
      const res = await load!.run('paging', {
        url: gqlUrl,
        iterations: SIZES.pageIters,
        warmup: SIZES.pageWarmup,
        sessions: [
          { label: 'small', id: small.id, maxDepth: small.n - 1 },
          { label: 'long', id: long.id, maxDepth: long.n - 1 },
          { label: 'branched', id: branched.sessionId, maxDepth: branched.maxDepth },
        ],
      });
      const goals: Goal[] = [];
      const ratios: Record<string, number> = {};
      for (const pos of PAGE_POSITIONS) {
        const base = res.cases[`small/${pos}`].p50;
        for (const which of ['long', 'branched']) {
          const ratio = r3(res.cases[`${which}/${pos}`].p50 / base);
          ratios[`${which}/${pos}`] = ratio;
          const what = which === 'long' ? `${long.n.toLocaleString('en')} entries` : `${SIZES.branches.toLocaleString('en')} branches`;
          const page = pos === 'newest' || pos === 'older' ? 'messages(last: 50)' : 'messages(first: 50)';
          goals.push({ name: `${page} ${pos}: p50 at ${what} ≤ 1.5 × p50 at ${small.n} entries`, value: ratio, target: '≤ 1.5', met: ratio <= 1.5 });
        }
      }
      return {
        measured: { cases: res.cases, branchedSession: { branches: SIZES.branches, pathDepth: branched.maxDepth, messageCount: branched.messageCount } },
        floor: { what: `the same page on a ${small.n}-entry session`, cases: Object.fromEntries(Object.entries(res.cases).filter(([k]) => k.startsWith('small/'))) },
        ratio: Math.max(...Object.values(ratios)),
        ratioMeaning: 'worst p50 ratio (long or branched / 100 entries) over start, middle, tail (first: 50) and newest, older (last: 50)',
        goals,
        notes: [`ratios: ${JSON.stringify(ratios)}`],
      };
    });

    // ---- 3. fork
    await record('fork', async () => {
      const res = await load!.run('fork', {
        url: gqlUrl, databaseUrl: infra.databaseUrl, sessionId: long.id, tag: 1, depth: SIZES.forkDepth, runs: SIZES.forkRuns, warmup: 1,
      });
      const ratio = r3(res.forkMs.p50 / res.floorMs.p50);
      return {
        measured: { depth: SIZES.forkDepth, rowsCopied: res.rowsCopied, forkSessionMs: res.forkMs, runs: res.forkRaw.map(r3) },
        floor: { what: `one INSERT … SELECT copying the same ${res.rowsCopied} entry rows through pg`, ms: res.floorMs, runs: res.floorRaw.map(r3) },
        ratio,
        ratioMeaning: 'p50 forkSession (HTTP round trip) / p50 INSERT … SELECT',
        goals: [{ name: `fork at depth ${SIZES.forkDepth.toLocaleString('en')} ≤ 2 × floor`, value: ratio, target: '≤ 2', met: ratio <= 2 }],
      };
    });

    // ---- 5. replay (before fan-out, while only A runs)
    await record('replay', async () => {
      const res = await load!.run('replay', { wsUrl: a.wsUrl, pid: a.pid, databaseUrl: infra.databaseUrl, sessionId: long.id, lastOffset: long.lastOffset, runs: SIZES.replayRuns });
      const svc = r3(median(res.service.map((r: any) => r.perSecond)));
      const floor = r3(median(res.floor.map((r: any) => r.perSecond)));
      const ratio = r3(svc / floor);
      const bad = res.service.reduce((a: number, r: any) => a + r.gapsOrErrors, 0);
      return {
        measured: { events: long.lastOffset, eventsPerSecond: svc, runs: res.service, gapsOrErrors: bad },
        floor: { what: 'the same rows streamed with a pg cursor (FETCH 500), parsed by pg', eventsPerSecond: floor, runs: res.floor },
        ratio,
        ratioMeaning: 'service events/s / pg cursor rows/s (medians)',
        goals: [
          { name: `replay of ${long.lastOffset.toLocaleString('en')} events ≥ 20,000 events/s`, value: svc, target: '≥ 20000', met: svc >= 20_000 },
          { name: 'replay ≥ 0.3 × pg cursor floor', value: ratio, target: '≥ 0.3', met: ratio >= 0.3 },
          { name: 'replay in order, no gap', value: bad, target: '= 0', met: bad === 0 },
        ],
      };
    });

    // ---- 7. context
    await record('context', async () => {
      const big = { id: 's_bench_ctx_big', n: SIZES.contextBig };
      const smallCtx = { id: 's_bench_ctx_small', n: SIZES.contextSmall };
      const t = Date.now();
      const sb = await seedContextSession(db, big.id, big.n, 200, 3);
      const ss = await seedContextSession(db, smallCtx.id, smallCtx.n, 200, 3);
      log(`  seeded context sessions (${big.n} and ${smallCtx.n} events; ${sb.visibleItems} and ${ss.visibleItems} visible items) in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      const checkBig = await load!.run('contextCheck', { url: gqlUrl, sessionId: big.id });
      const checkSmall = await load!.run('contextCheck', { url: gqlUrl, sessionId: smallCtx.id });
      if (checkBig.offset !== big.n + 2 || checkSmall.offset !== smallCtx.n + 2) throw new Error(`addContextItem on the seeded sessions returned offsets ${checkBig.offset}/${checkSmall.offset}`);
      const res = await load!.run('context', {
        url: gqlUrl, iterations: SIZES.contextIters, warmup: 10,
        sessions: [{ label: 'small', id: smallCtx.id }, { label: 'big', id: big.id }],
      });
      const ratio = r3(res.cases.big.p50 / res.cases.small.p50);
      return {
        measured: {
          events: big.n, keys: 200, compactions: 3, visibleItems: checkBig.items, promptMessages: res.promptLength.big, readMs: res.cases.big,
          seeding: 'events via direct SQL (items validated with the service parser, fold materialized with the service foldEvents); then one real addContextItem per session',
        },
        floor: { what: `the same read at ${smallCtx.n} context events (200 keys, 3 compactions)`, visibleItems: checkSmall.items, promptMessages: res.promptLength.small, readMs: res.cases.small },
        ratio,
        ratioMeaning: `p50 at ${big.n} events / p50 at ${smallCtx.n} events`,
        goals: [{ name: `Session.context.prompt p50 at ${big.n.toLocaleString('en')} events ≤ 1.5 × at ${smallCtx.n.toLocaleString('en')}`, value: ratio, target: '≤ 1.5', met: ratio <= 1.5 }],
      };
    });

    // ---- 8. search (bench/search.ts)
    await record('search', () => runSearchScenario({ db, url: gqlUrl, quick, log }));

    // ---- 4. fan-out over two instances sharing Redis
    await record('fanout', async () => {
      log('  starting instance B');
      const b = await startInstance({ ...common, name: 'B' });
      instances.push(b);
      try {
        const res = await load!.run('fanout', {
          urls: [a.url, b.url], wsUrls: [a.wsUrl, b.wsUrl], redisUrl: infra.redisUrl,
          subscribers: SIZES.fanoutSubs, appends: SIZES.fanoutAppends, rate: SIZES.fanoutRate,
        });
        const s = res.service;
        const ratio = r3(s.commitToReceiptMs.p99 / Math.max(res.floor.latencyMs.p99, 0.5));
        return {
          measured: s,
          floor: { what: `raw Redis pub/sub to ${SIZES.fanoutSubs} ioredis subscribers, ${SIZES.fanoutAppends} messages at ${SIZES.fanoutRate}/s`, ...res.floor },
          ratio,
          ratioMeaning: 'p99 commit-to-receipt (service) / p99 publish-to-receipt (raw Redis); floor p99 floored at 0.5 ms (ms clock)',
          goals: [
            { name: 'fan-out: 0 lost', value: s.lost, target: '= 0', met: s.lost === 0 },
            { name: 'fan-out: 0 duplicated', value: s.duplicated, target: '= 0', met: s.duplicated === 0 },
            { name: 'fan-out: in order', value: s.outOfOrder, target: '= 0 out of order', met: s.outOfOrder === 0 },
            { name: 'fan-out: p99 commit-to-receipt ≤ 50 ms', value: s.commitToReceiptMs.p99, target: '≤ 50 ms', met: s.commitToReceiptMs.p99 <= 50 },
          ],
          notes: [
            "commit time = the event's `at` (taken in the transaction before commit, so the figure slightly over-states commit-to-receipt)",
            `response-to-receipt (mutation response seen by the client → event seen by a subscriber): p50 ${s.responseToReceiptMs.p50} ms, p99 ${s.responseToReceiptMs.p99} ms`,
            `load process event-loop delay during the appends: p99 ${r3(s.loadEventLoopDelayMs.p99)} ms, max ${r3(s.loadEventLoopDelayMs.max)} ms`,
          ],
        };
      } finally {
        await b.stop();
      }
    });

    // ---- 6. idle subscriptions on a fresh instance
    await record('idle', async () => {
      log('  starting instance C (fresh, for a clean memory baseline)');
      const c = await startInstance({ ...common, name: 'C' });
      instances.push(c);
      try {
        const sessions = (await load!.run('createSessions', { url: c.url, count: 100, prefix: 'bench idle' })).ids;
        const res = await load!.run('idle', {
          url: c.url, wsUrl: c.wsUrl, pid: c.pid, eldFile: c.eldFile, subscriptions: SIZES.idleSubs, sessions, concurrency: 100, probeIntervalMs: 20,
        });
        const lagHealthz = r3(res.healthzDuringConnectMs.max);
        const eld = res.serverEventLoopDelayDuringConnect;
        const perSub = r3(res.perSubscriptionKiB);
        return {
          measured: res,
          floor: null,
          ratio: null,
          ratioMeaning: 'absolute goals (no floor)',
          goals: [
            { name: `RSS growth per idle subscription (${SIZES.idleSubs.toLocaleString('en')}) ≤ 30 KiB`, value: perSub, target: '≤ 30 KiB', met: perSub <= 30 },
            { name: 'event-loop lag while connecting ≤ 50 ms (max /healthz round trip from a separate prober)', value: lagHealthz, target: '≤ 50 ms', met: lagHealthz <= 50 },
            { name: 'every idle subscription live (received the wake-up event)', value: res.live, target: `= ${SIZES.idleSubs}`, met: res.live === SIZES.idleSubs },
          ],
          notes: [
            eld ? `in-process event-loop delay while connecting (monitorEventLoopDelay, preloaded from bench/lib/server-eld.ts): max ${eld.maxMs} ms, p99 ${eld.p99Ms} ms` : 'in-process event-loop delay: not available',
            `RSS after closing every subscription: ${res.rssAfterCloseKiB} KiB (baseline ${res.rssBeforeKiB} KiB)`,
          ],
        };
      } finally {
        await c.stop();
      }
    });

    await db.end();
  } finally {
    load?.stop();
    for (const i of instances) await i.stop().catch(() => {});
    await infra.stop();
    write();
  }
  if (profile) {
    for (const name of ['A', 'B', 'C']) {
      const file = join(PROFILE_DIR, `${name}.cpuprofile`);
      if (existsSync(file)) log(`cpu profile ${name} — top self time:\n${topFunctions(JSON.parse(readFileSync(file, 'utf8')), 25)}`);
    }
  }
  const goals = Object.values(output.scenarios).flatMap((s: any) => s.goals ?? []);
  log(`done in ${Math.round((Date.now() - started) / 1000)} s — ${goals.filter((g: Goal) => g.met).length}/${goals.length} goals met (${label})`);
  log(`wrote bench/results/latest.json and bench/results/latest.md${quick ? '' : ' and the table in bench/RESULTS.md'}`);
  if (!quick && only.size === ALL.length) updateResultsTable(output);
}

// ---------------------------------------------------------------- reporting

function fmt(v: unknown): string {
  if (typeof v === 'number') return Number.isInteger(v) ? v.toLocaleString('en') : String(r3(v));
  return String(v);
}

function summaryRows(out: Record<string, any>): string[] {
  const rows: string[] = ['| # | Scenario | Measured | Floor | Ratio | Goals |', '|---|---|---|---|---|---|'];
  const s = out.scenarios;
  const goalsOf = (x: any) => (x?.goals ?? []).map((g: Goal) => `${g.met ? '✅' : '❌'} ${g.name}: **${fmt(g.value)}** (${g.target})`).join('<br>');
  const err = (x: any) => (x?.error ? `ERROR: ${String(x.error).split('\n')[0]}` : null);
  const add = (n: number, name: string, x: any, measured: () => string, floor: () => string) => {
    if (!x) return;
    const e = err(x);
    rows.push(`| ${n} | ${name} | ${e ?? measured()} | ${e ? '' : floor()} | ${e ? '' : fmt(x.ratio ?? '—')} | ${e ? '' : goalsOf(x)} |`);
  };
  add(1, 'Append (1 KiB, HTTP keep-alive)', s.append,
    () => `32 clients/32 sessions: ${fmt(s.append.measured.clients32_sessions32.perSecond)}/s, p50 ${fmt(s.append.measured.clients32_sessions32.p50Ms)} ms, p99 ${fmt(s.append.measured.clients32_sessions32.p99Ms)} ms<br>8 clients/1 session: ${fmt(s.append.measured.clients8_oneSession.perSecond)}/s, p50 ${fmt(s.append.measured.clients8_oneSession.p50Ms)} ms, p99 ${fmt(s.append.measured.clients8_oneSession.p99Ms)} ms`,
    () => `INSERT+commit: 32 clients ${fmt(s.append.floor.clients32.perSecond)}/s; 8 clients ${fmt(s.append.floor.clients8.perSecond)}/s`);
  add(2, 'Paging messages(first: 50 / last: 50)', s.paging,
    () => PAGE_POSITIONS.map((p) => `${p}: long p50 ${fmt(s.paging.measured.cases[`long/${p}`].p50)} ms, branched ${fmt(s.paging.measured.cases[`branched/${p}`].p50)} ms`).join('<br>'),
    () => PAGE_POSITIONS.map((p) => `${p}: ${fmt(s.paging.measured.cases[`small/${p}`].p50)} ms`).join('<br>'));
  add(3, 'Fork', s.fork, () => `depth ${fmt(s.fork.measured.depth)}: p50 ${fmt(s.fork.measured.forkSessionMs.p50)} ms`, () => `INSERT … SELECT ${fmt(s.fork.floor.ms.p50)} ms`);
  add(4, 'Fan-out (2 instances, Redis)', s.fanout,
    () => `${fmt(s.fanout.measured.subscribers)} subs × ${fmt(s.fanout.measured.appends)} appends: p50 ${fmt(s.fanout.measured.commitToReceiptMs.p50)} ms, p99 ${fmt(s.fanout.measured.commitToReceiptMs.p99)} ms`,
    () => `raw pub/sub p50 ${fmt(s.fanout.floor.latencyMs.p50)} ms, p99 ${fmt(s.fanout.floor.latencyMs.p99)} ms`);
  add(5, 'Replay sessionEvents(after: 0)', s.replay, () => `${fmt(s.replay.measured.events)} events: ${fmt(s.replay.measured.eventsPerSecond)} events/s`, () => `pg cursor ${fmt(s.replay.floor.eventsPerSecond)} rows/s`);
  add(6, 'Idle subscriptions', s.idle,
    () => `${fmt(s.idle.measured.subscriptions)} subs: ${fmt(s.idle.measured.perSubscriptionKiB)} KiB/sub; /healthz max ${fmt(s.idle.measured.healthzDuringConnectMs.max)} ms, p99 ${fmt(s.idle.measured.healthzDuringConnectMs.p99)} ms`,
    () => '—');
  add(7, 'Context read (prompt)', s.context, () => `${fmt(s.context.measured.events)} events: p50 ${fmt(s.context.measured.readMs.p50)} ms`, () => `${fmt(s.context.floor.readMs?.p50)} ms at ${fmt(out.sizes.contextSmall)} events`);
  add(8, 'Search searchSessions(first: 20)', s.search, () => `${fmt(s.search.measured.sessions)} sessions × ${fmt(s.search.measured.messagesPerSession)} messages: p50 ${fmt(s.search.measured.searchMs.p50)} ms`, () => `sessions(first: 20) p50 ${fmt(s.search.floor.ms.p50)} ms`);
  return rows;
}

function renderMarkdown(out: Record<string, any>): string {
  const m = out.machine;
  return [
    `# Benchmark results — ${out.label}`,
    '',
    `${m.date} · ${m.cores} cores (${m.cpuModel}) · ${m.memoryGiB} GiB · Node ${m.node} · Postgres ${m.postgres} · Redis ${m.redis} · load average at start ${m.loadAverageAtStart.join(' / ')} · elapsed ${out.elapsedSeconds ?? '?'} s`,
    '',
    ...summaryRows(out),
    '',
  ].join('\n');
}

function updateResultsTable(out: Record<string, any>): void {
  const file = join(REPO, 'bench/RESULTS.md');
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  const start = '<!-- bench:table:start -->';
  const end = '<!-- bench:table:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) return;
  const table = renderMarkdown(out).split('\n').slice(2).join('\n');
  writeFileSync(file, `${text.slice(0, i + start.length)}\n${table}\n${text.slice(j)}`);
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
