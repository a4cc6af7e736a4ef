// npm run bench [-- --quick] [--only append,paging,...] [--profile]
//
// Starts (or uses, via DATABASE_URL / REDIS_URL) Postgres and Redis, starts the service as real
// processes, and next to it two peers on the same Postgres, each its own process: PostGraphile v5
// (Amber preset over a plain messages table) and a bare graphql-yoga server with one INSERT
// resolver. Seeds data and runs the scenarios from a separate load process (bench/load.ts), each
// against its raw floor and its peers measured in the same run, in rounds (3 in a full run):
// every figure is the median of the rounds, reported with its spread (min–max). Writes
// bench/results/latest.json and bench/results/latest.md (a partial --only run writes
// bench/results/only-<scenarios>.json/.md instead, leaving the reference alone; BENCH_BUILD=dist runs the compiled
// build and adds `-dist` to the name); a full run of every scenario from source also refreshes the table in bench/RESULTS.md. --profile starts the service instances and the peers
// with --cpu-prof (profiles in bench/results/profiles). Every scenario also records the machine's
// state (bench/lib/machine-state.ts) and is marked "not comparable", with the reasons, when the
// machine was not quiet or its rounds spread too wide (judgeComparability).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { spread } from './lib/client.js';
import { REPO, startInfra, startInstance, type Infra, type Instance } from './lib/infra.js';
import { startPeer, type Peer } from './lib/peers.js';
import { checkShapes, seedContextSession, seedLinearSession, seedPeerMessages } from './lib/seed.js';
import { topFunctions } from './lib/cpuprofile.js';
import { PEER_SCHEMA, createPeerTables } from './peers/tables.js';
import { runSearchScenario } from './search.js';
import { runDashboardScenario } from './dashboard.js';
import {
  cpuProbe,
  judgeWindow,
  MachineWatch,
  QUIET,
  machineFingerprint,
  readBaseline,
  updateBaseline,
  type MachineWindow,
} from './lib/machine-state.js';
import { runNoisyScenario } from './noisy/scenario.js';
import { clusterScenario, clusterSummary } from './cluster.js';

const ALL = ['append', 'paging', 'fork', 'fanout', 'replay', 'idle', 'context', 'large', 'search', 'dashboard', 'noisy', 'cluster'] as const;
type ScenarioName = (typeof ALL)[number];

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const profile = args.includes('--profile');
const onlyArg = args.find((a) => a.startsWith('--only'));
const only = new Set<string>(onlyArg ? (onlyArg.includes('=') ? onlyArg.split('=')[1]! : args[args.indexOf(onlyArg) + 1]!).split(',') : ALL);
/** A run of every scenario is the reference (latest.*); a partial run writes only-<scenarios>.* so it never replaces it. */
/** The service under test: from source through tsx, or the compiled build (BENCH_BUILD=dist, `npm run build` first). */
const SERVICE_BUILD = process.env.BENCH_BUILD === 'dist' ? 'dist' : 'tsx';
const RESULTS_NAME = `${only.size === ALL.length ? 'latest' : `only-${[...only].sort().join('-')}`}${SERVICE_BUILD === 'dist' ? '-dist' : ''}`;
for (const o of only) if (!(ALL as readonly string[]).includes(o)) throw new Error(`unknown scenario ${o}; choose from ${ALL.join(', ')}`);

/** Sizes: the issue's figures for a full run; --quick shrinks them (and the rounds) for development. */
const SIZES = quick
  ? {
      rounds: 1,
      appendMs: 2000,
      appendRounds: 2,
      longEntries: 10_000,
      smallEntries: 100,
      branches: 100,
      pageIters: 40,
      pageWarmup: 5,
      forkDepth: 1000,
      forkRuns: 3,
      fanoutSubs: 100,
      fanoutAppends: 40,
      fanoutRate: 20,
      replayRuns: 1,
      idleSubs: 1000,
      contextBig: 5000,
      contextSmall: 1000,
      contextIters: 40,
      largeSubs: 200,
      largeAppends: 20,
      largeClients: 4,
      largeBytes: 4_000_000,
    }
  : {
      rounds: 3,
      appendMs: 6000,
      appendRounds: 3,
      longEntries: 100_000,
      smallEntries: 100,
      branches: 1000,
      pageIters: 150,
      pageWarmup: 20,
      forkDepth: 10_000,
      forkRuns: 5,
      fanoutSubs: 1000,
      fanoutAppends: 200,
      fanoutRate: 20,
      replayRuns: 3,
      idleSubs: 10_000,
      contextBig: 20_000,
      contextSmall: 1000,
      contextIters: 150,
      largeSubs: 2000,
      largeAppends: 200,
      largeClients: 4,
      largeBytes: 4_000_000,
    };

const RESULTS_DIR = join(REPO, 'bench/results');
const LOG_DIR = join(RESULTS_DIR, 'logs');
const PROFILE_DIR = join(RESULTS_DIR, 'profiles');
const label = quick ? 'QUICK (small sizes, fewer rounds, for development — not the issue figures)' : 'FULL';
const started = Date.now();
const log = (m: string) => process.stdout.write(`[bench ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s${quick ? ' QUICK' : ''}] ${m}\n`);

interface Goal {
  name: string;
  value: number | string;
  target: string;
  met: boolean;
  /** Set when the goal could not be judged in this run (a peer or a server feature missing): why. */
  skipped?: string;
}
type Spread = ReturnType<typeof spread>;
interface ScenarioResult {
  measured: Record<string, unknown>;
  peers?: Record<string, unknown>;
  floor: Record<string, unknown> | null;
  ratio: number | null;
  ratioMeaning: string;
  ratios?: Record<string, Spread>;
  goals: Goal[];
  notes?: string[];
  comparability?: Comparability;
}

/** Whether a scenario's figures may be compared with another run's: the machine was quiet and the rounds agree. */
interface Comparability {
  comparable: boolean;
  reasons: string[];
  machine: MachineWindow;
  /** The headline figures' spreads: (max − min) / median of the rounds. */
  spreads: { figure: string; median: number; min: number; max: number; n: number; relative: number }[];
}

/** Widest spread of a headline figure's rounds, (max − min) / median, for a comparable scenario. */
const MAX_RELATIVE_SPREAD = 0.5;
/** Rounds a figure needs to count (the developers' guide: the median of ≥ 3 runs and their spread). */
const MIN_ROUNDS = 3;

const r3 = (x: number) => Math.round(x * 1000) / 1000;
const skippedGoal = (name: string, target: string, why: string): Goal => ({ name, value: why, target, met: false, skipped: why });

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
  run<T = any>(scenario: string, params: Record<string, unknown>, timeoutMs = 15 * 60_000): Promise<T> {
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

function packageVersion(name: string): string {
  try {
    return JSON.parse(readFileSync(join(REPO, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

async function machine(infra: Infra) {
  const db = new pg.Client({ connectionString: infra.databaseUrl });
  await db.connect();
  const pgVersion = (await db.query('show server_version')).rows[0].server_version as string;
  const settings = Object.fromEntries(
    (
      await db.query(`select name, setting from pg_settings where name in ('fsync','synchronous_commit','shared_buffers','max_connections')`)
    ).rows.map((r: { name: string; setting: string }) => [r.name, r.setting]),
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
    availableParallelism: os.availableParallelism(),
    fingerprint: machineFingerprint(),
    cpuProbeAtStart: await cpuProbe(),
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
    build: SERVICE_BUILD,
    peers: { postgraphile: packageVersion('postgraphile'), 'graphql-yoga': packageVersion('graphql-yoga') },
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
  const peers: Record<string, Peer> = {};
  const peerErrors: Record<string, string> = {};
  let load: Load | null = null;
  const output: Record<string, any> = {
    quick,
    label,
    sizes: SIZES,
    machine: await machine(infra),
    seeding: {},
    peers: {},
    scenarios: {} as Record<string, ScenarioResult | { error: string }>,
  };
  const write = () => {
    output.elapsedSeconds = Math.round((Date.now() - started) / 1000);
    writeFileSync(join(RESULTS_DIR, `${RESULTS_NAME}.json`), `${JSON.stringify(output, null, 2)}\n`);
    writeFileSync(join(RESULTS_DIR, `${RESULTS_NAME}.md`), renderMarkdown(output));
  };
  const stopPeers = async () => {
    for (const [name, p] of Object.entries(peers)) {
      await p.stop().catch(() => {});
      delete peers[name];
    }
  };
  try {
    const cpuProfDir = profile ? PROFILE_DIR : undefined;
    const common = { databaseUrl: infra.databaseUrl, redisUrl: infra.redisUrl, logDir: LOG_DIR, cpuProfDir, extraEnv: { METRICS_PUBLIC: 'true' } };
    log('starting instance A');
    const a = await startInstance({ ...common, name: 'A' });
    instances.push(a);
    const db = new pg.Pool({ connectionString: infra.databaseUrl, max: 4 });
    await db.query(`create table if not exists bench_floor (id bigserial primary key, session_id text not null, body jsonb not null)`);
    await createPeerTables(db);
    const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 20);

    // ---- peers: their own processes, same Postgres, the same pool size as the service's default
    if (only.has('append') || only.has('paging')) {
      for (const name of ['yoga', 'postgraphile'] as const) {
        try {
          log(`starting peer ${name}`);
          peers[name] = await startPeer({ name, databaseUrl: infra.databaseUrl, logDir: LOG_DIR, poolSize, cpuProfDir });
        } catch (error) {
          peerErrors[name] = (error as Error).message;
          log(`  peer ${name} FAILED to start: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      output.peers = {
        postgraphile: peers.postgraphile
          ? {
              what: `PostGraphile ${output.machine.peers.postgraphile}, Amber preset, grafserv on node:http, pool ${poolSize}, table ${PEER_SCHEMA}.messages (id bigserial, session_id text, message jsonb, created_at timestamptz; index (session_id, id))`,
            }
          : { error: peerErrors.postgraphile },
        yoga: peers.yoga
          ? {
              what: `graphql-yoga ${output.machine.peers['graphql-yoga']} with default plugins, one mutation = one INSERT … RETURNING id through pg (pool ${poolSize}), JSON scalar for the message`,
            }
          : { error: peerErrors.yoga },
      };
    }
    load = await Load.start();
    const gqlUrl = a.url;
    const peerRef = (name: string) => (peers[name] ? { name, url: peers[name]!.url, pid: peers[name]!.pid } : null);

    // ---- seed (direct SQL in the service's row shapes; checked against rows the service wrote)
    const needLong = only.has('paging') || only.has('fork') || only.has('replay');
    const long = { id: 's_bench_long', n: SIZES.longEntries, lastOffset: 0 };
    const small = { id: 's_bench_small', n: SIZES.smallEntries, lastOffset: 0 };
    const pglLong = { id: 'pgl-long', n: SIZES.longEntries };
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
      if (only.has('paging') && peers.postgraphile) {
        t = Date.now();
        await seedPeerMessages(db, PEER_SCHEMA, pglLong.id, pglLong.n);
        output.seeding.postgraphile = {
          method: 'direct SQL (generate_series), the same message bodies',
          rows: pglLong.n,
          seconds: (Date.now() - t) / 1000,
        };
        log(`seeded ${pglLong.n} rows for PostGraphile's paging peer in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }
      await db.query('analyze');
    }

    const record = async (name: ScenarioName, fn: () => Promise<ScenarioResult>) => {
      if (!only.has(name)) return;
      log(`scenario ${name} …`);
      const t = Date.now();
      // The machine's state over the scenario (CPU probe before and after, other processes' CPU):
      // a figure measured beside other work is marked as not comparable, with the reason.
      const watch = new MachineWatch(() => infra.serverPids);
      await watch.start();
      try {
        output.scenarios[name] = await fn();
        const res = output.scenarios[name] as ScenarioResult;
        for (const g of res.goals) log(`  ${g.skipped ? 'SKIPPED' : g.met ? 'MET    ' : 'NOT MET'} ${g.name}: ${g.value} (target ${g.target})`);
      } catch (error) {
        output.scenarios[name] = { error: (error as Error).message };
        log(`  FAILED: ${(error as Error).message.split('\n').slice(0, 5).join(' | ')}`);
      }
      const window = await watch.stop();
      const res = output.scenarios[name] as ScenarioResult & { error?: string };
      res.comparability = judgeComparability(name, res, window);
      log(
        res.comparability.comparable
          ? `  comparable: machine quiet (other processes ${window.otherProcessesCores} cores, probe wait ${window.probeBefore?.runQueueWaitShare ?? '?'}/${window.probeAfter?.runQueueWaitShare ?? '?'}), spreads within ${MAX_RELATIVE_SPREAD * 100} %`
          : `  NOT COMPARABLE: ${res.comparability.reasons.join('; ')}`,
      );
      (output.scenarios[name] as any).seconds = (Date.now() - t) / 1000;
      write();
    };

    // ---- 1. append: ours, the bare yoga floor, PostGraphile's create mutation, the raw INSERT floor
    await record('append', async () => {
      const sessions32 = (await load!.run('createSessions', { url: gqlUrl, count: 32, prefix: 'bench append' })).ids;
      const [oneSession] = (await load!.run('createSessions', { url: gqlUrl, count: 1, prefix: 'bench append one' })).ids;
      const peerList = ['yoga', 'postgraphile'].map(peerRef).filter((x) => x !== null);
      const res = await load!.run('append', {
        url: gqlUrl,
        pid: a.pid,
        databaseUrl: infra.databaseUrl,
        sessions32,
        oneSession,
        durationMs: SIZES.appendMs,
        rounds: SIZES.appendRounds,
        peers: peerList,
      });
      const rounds = res.rounds as Record<string, any>[];
      const of = (k: string, f: (x: any) => number) => spread(rounds.filter((r) => r[k]).map((r) => f(r[k])));
      const perRound = (a: string, b: string) => spread(rounds.filter((r) => r[a] && r[b]).map((r) => r[a].perSecond / r[b].perSecond));
      const phase = (k: string) => ({
        perSecond: of(k, (x) => x.perSecond),
        p50Ms: of(k, (x) => x.latencyMs.p50),
        p99Ms: of(k, (x) => x.latencyMs.p99),
        ...(rounds[0]?.[k]?.serverCpuMsPerOp !== undefined
          ? { serverCpuMsPerOp: of(k, (x) => x.serverCpuMsPerOp), serverCpuShareOfOneCore: of(k, (x) => x.serverCpuShare) }
          : {}),
        errors: rounds.reduce((acc, r) => acc + (r[k]?.errors ?? 0), 0),
      });
      const ratios = {
        vsFloor: perRound('svc32', 'floor32'),
        ...(peers.yoga ? { vsYoga: perRound('svc32', 'yoga32') } : {}),
        ...(peers.postgraphile ? { vsPostgraphile: perRound('svc32', 'postgraphile32') } : {}),
        ...(peers.yoga && peers.postgraphile ? { postgraphileVsYoga: perRound('postgraphile32', 'yoga32') } : {}),
        ...(peers.postgraphile ? { oneSessionVsPostgraphile: perRound('svc8one', 'postgraphile8one') } : {}),
      };
      const ours = phase('svc32');
      const cpu = (ours as any).serverCpuMsPerOp as Spread;
      // Ours against a peer's throughput in the same rounds; skipped (with why) when the peer did not start.
      const peerRatioGoal = (peer: string, name: string, ratio: Spread | undefined): Goal =>
        peers[peer] && ratio
          ? { name, value: ratio.median, target: '≥ 1.0', met: ratio.median >= 1 }
          : skippedGoal(name, '≥ 1.0', `peer not available: ${peerErrors[peer]?.split('\n')[0]}`);
      const goals: Goal[] = [
        peerRatioGoal('yoga', 'append at 32 clients ≥ 1.0 × bare yoga (one INSERT resolver)', ratios.vsYoga),
        peerRatioGoal('postgraphile', "append at 32 clients ≥ 1.0 × PostGraphile's create mutation", ratios.vsPostgraphile),
        {
          name: 'append throughput at 32 clients ≥ 0.5 × raw INSERT floor (long-term target)',
          value: ratios.vsFloor.median,
          target: '≥ 0.5',
          met: ratios.vsFloor.median >= 0.5,
        },
        { name: 'server CPU per append (32 clients) ≤ 0.35 ms', value: cpu.median, target: '≤ 0.35 ms', met: cpu.median <= 0.35 },
        peerRatioGoal(
          'postgraphile',
          'append at 8 clients on 1 session ≥ 1.0 × PostGraphile at 8 clients (on 1 session)',
          ratios.oneSessionVsPostgraphile,
        ),
      ];
      return {
        measured: { clients32_sessions32: ours, clients8_oneSession: phase('svc8one'), rounds },
        peers: {
          ...(peers.yoga
            ? { yoga: { what: 'bare graphql-yoga, one INSERT resolver (the framework floor), 32 clients', clients32: phase('yoga32') } }
            : {}),
          ...(peers.postgraphile
            ? {
                postgraphile: {
                  what: 'PostGraphile createMessage on a plain table, 32 clients; and 8 clients on one session',
                  clients32: phase('postgraphile32'),
                  clients8_oneSession: phase('postgraphile8one'),
                },
              }
            : {}),
        },
        floor: {
          what: 'single-row INSERT (1 KiB jsonb) + commit through pg, same concurrency, same Postgres',
          clients32: phase('floor32'),
          clients8: phase('floor8'),
        },
        ratio: ratios.vsFloor.median,
        ratioMeaning: 'service throughput / raw INSERT floor throughput at 32 clients (median of the per-round ratios)',
        ratios,
        goals,
        notes: [
          `each round runs floor32, then ours and the peers in an order that rotates every round, then floor8, 8 clients on one session, and PostGraphile's 8 clients on one session; ${SIZES.appendMs / 1000} s per phase`,
          `8 clients on one session: ${fmtSpread(phase('svc8one').perSecond)}/s (writers to one session serialize on its row lock)`,
        ],
      };
    });

    // ---- 2. paging: ours (forward and backward) at 100, 100,000 entries and on 1,000 branches; PostGraphile's connection
    await record('paging', async () => {
      const branched = await load!.run('buildBranched', { url: gqlUrl, branches: SIZES.branches });
      log(`  built a ${SIZES.branches}-branch session through appendEntry in ${branched.buildSeconds.toFixed(1)} s`);
      await db.query('analyze');
      const pgl = peerRef('postgraphile');
      const res = await load!.run('paging', {
        url: gqlUrl,
        pid: a.pid,
        iterations: SIZES.pageIters,
        warmup: SIZES.pageWarmup,
        rounds: SIZES.rounds,
        sessions: [
          { label: 'small', id: small.id, maxDepth: small.n - 1 },
          { label: 'long', id: long.id, maxDepth: long.n - 1 },
          { label: 'branched', id: branched.sessionId, maxDepth: branched.maxDepth },
        ],
        postgraphile: pgl ? { ...pgl, sessionId: pglLong.id, rows: pglLong.n } : undefined,
      });
      const rounds = res.rounds as { cases: Record<string, any>; serverCpuMsPerRequest: Record<string, number> }[];
      const names = Object.keys(rounds[0]!.cases);
      const cases = Object.fromEntries(
        names.map((n) => [n, { p50: spread(rounds.map((r) => r.cases[n].p50)), p99: spread(rounds.map((r) => r.cases[n].p99)) }]),
      );
      const ratioOf = (a: string, b: string) => spread(rounds.map((r) => r.cases[a].p50 / r.cases[b].p50));
      const goals: Goal[] = [];
      const ratios: Record<string, Spread> = {};
      // O(page) at any depth, both directions: first: 50 from the start, middle and tail, and
      // (when the service has it) last: 50 at the end and before the middle.
      const positions = res.backward.available ? ['start', 'middle', 'tail', 'last-end', 'last-middle'] : ['start', 'middle', 'tail'];
      for (const pos of positions) {
        for (const which of ['long', 'branched']) {
          const ratio = ratioOf(`${which}/${pos}`, `small/${pos}`);
          ratios[`${which}/${pos} vs small`] = ratio;
          const what = which === 'long' ? `${long.n.toLocaleString('en')} entries` : `${SIZES.branches.toLocaleString('en')} branches`;
          const page = pos.startsWith('last') ? 'messages(last: 50)' : 'messages(first: 50)';
          goals.push({
            name: `${page} ${pos}: p50 at ${what} ≤ 1.5 × p50 at ${small.n} entries`,
            value: ratio.median,
            target: '≤ 1.5',
            met: ratio.median <= 1.5,
          });
        }
      }
      const vsPgl = (ours: string, theirs: string, what: string) => {
        const name = `${what}: p50 at ${long.n.toLocaleString('en')} entries ≤ 1.0 × PostGraphile's connection p50`;
        if (!pgl) return skippedGoal(name, '≤ 1.0', `peer not available: ${peerErrors.postgraphile?.split('\n')[0]}`);
        if (!res.backward.available && ours.includes('last')) return skippedGoal(name, '≤ 1.0', 'not available: the service rejects messages(last:)');
        const ratio = ratioOf(ours, theirs);
        ratios[`${ours} vs ${theirs}`] = ratio;
        return { name, value: ratio.median, target: '≤ 1.0', met: ratio.median <= 1 };
      };
      goals.push(vsPgl('long/start', 'postgraphile/start', 'messages(first: 50) start'));
      goals.push(vsPgl('long/middle', 'postgraphile/middle', 'messages(first: 50, after) middle'));
      goals.push(vsPgl('long/tail', 'postgraphile/tail', 'messages(first: 50, after) tail'));
      goals.push(vsPgl('long/last-end', 'postgraphile/last-end', 'messages(last: 50) end'));
      goals.push(vsPgl('long/last-middle', 'postgraphile/last-middle', 'messages(last: 50, before) middle'));
      const ourCases = Object.fromEntries(Object.entries(cases).filter(([k]) => !k.startsWith('postgraphile/')));
      return {
        measured: {
          cases: ourCases,
          backward: res.backward,
          serverCpuMsPerRequest: spread(rounds.map((r) => r.serverCpuMsPerRequest.svc!)),
          branchedSession: { branches: SIZES.branches, pathDepth: branched.maxDepth, messageCount: branched.messageCount },
          rounds: rounds.map((r) => ({ ...r, cases: Object.fromEntries(Object.entries(r.cases).filter(([k]) => !k.startsWith('postgraphile/'))) })),
        },
        peers: pgl
          ? {
              postgraphile: {
                what: `allMessages(condition: {sessionId}, orderBy: ROW_ID_ASC, first/last: 50, after/before) over ${pglLong.n.toLocaleString('en')} rows of one session`,
                cases: Object.fromEntries(Object.entries(cases).filter(([k]) => k.startsWith('postgraphile/'))),
                serverCpuMsPerRequest: spread(rounds.map((r) => r.serverCpuMsPerRequest.postgraphile!)),
                rounds: rounds.map((r) => Object.fromEntries(Object.entries(r.cases).filter(([k]) => k.startsWith('postgraphile/')))),
              },
            }
          : {},
        floor: {
          what: `the same page on a ${small.n}-entry session`,
          cases: Object.fromEntries(Object.entries(cases).filter(([k]) => k.startsWith('small/'))),
        },
        ratio: Math.max(
          ...Object.entries(ratios)
            .filter(([k]) => k.endsWith('vs small'))
            .map(([, v]) => v.median),
        ),
        ratioMeaning:
          'worst p50 ratio (long or branched / 100 entries) over start, middle, tail (first: 50) and, when available, last-end, last-middle (last: 50); median of rounds',
        ratios,
        goals,
        notes: [
          `each round: ${SIZES.pageWarmup} warm-up + ${SIZES.pageIters} timed requests per case, all cases (ours and PostGraphile's) interleaved request by request in an order that rotates every iteration, one client`,
          res.backward.available ? 'messages(last: 50) available' : res.backward.reason,
        ],
      };
    });
    await stopPeers(); // idle from here on; out of the way of the other scenarios

    // ---- 3. fork
    await record('fork', async () => {
      const rounds: any[] = [];
      for (let r = 0; r < SIZES.rounds; r++) {
        rounds.push(
          await load!.run('fork', {
            url: gqlUrl,
            databaseUrl: infra.databaseUrl,
            sessionId: long.id,
            tag: 1,
            depth: SIZES.forkDepth,
            runs: SIZES.forkRuns,
            warmup: r === 0 ? 1 : 0,
          }),
        );
        log(`  fork round ${r + 1}: p50 ${rounds.at(-1).forkMs.p50} ms vs INSERT … SELECT ${rounds.at(-1).floorMs.p50} ms`);
      }
      const ratio = spread(rounds.map((x) => x.forkMs.p50 / x.floorMs.p50));
      return {
        measured: {
          depth: SIZES.forkDepth,
          rowsCopied: rounds[0].rowsCopied,
          forkSessionMsP50: spread(rounds.map((x) => x.forkMs.p50)),
          rounds: rounds.map((x) => ({ forkMs: x.forkMs, runs: x.forkRaw.map(r3) })),
        },
        floor: {
          what: `one INSERT … SELECT copying the same ${rounds[0].rowsCopied} entry rows through pg`,
          msP50: spread(rounds.map((x) => x.floorMs.p50)),
          rounds: rounds.map((x) => ({ ms: x.floorMs, runs: x.floorRaw.map(r3) })),
        },
        ratio: ratio.median,
        ratioMeaning: 'p50 forkSession (HTTP round trip) / p50 INSERT … SELECT, per round; median of rounds',
        ratios: { vsFloor: ratio },
        goals: [
          { name: `fork at depth ${SIZES.forkDepth.toLocaleString('en')} ≤ 2 × floor`, value: ratio.median, target: '≤ 2', met: ratio.median <= 2 },
        ],
      };
    });

    // ---- 5. replay (before fan-out, while only A runs)
    await record('replay', async () => {
      const res = await load!.run('replay', {
        wsUrl: a.wsUrl,
        pid: a.pid,
        databaseUrl: infra.databaseUrl,
        sessionId: long.id,
        lastOffset: long.lastOffset,
        runs: Math.max(SIZES.replayRuns, SIZES.rounds),
      });
      const svc = spread(res.service.map((r: any) => r.perSecond));
      const floor = spread(res.floor.map((r: any) => r.perSecond));
      const ratio = spread(res.service.map((r: any, i: number) => r.perSecond / res.floor[i].perSecond));
      const bad = res.service.reduce((acc: number, r: any) => acc + r.gapsOrErrors, 0);
      return {
        measured: {
          events: long.lastOffset,
          eventsPerSecond: svc,
          serverCpuUsPerEvent: spread(res.service.map((r: any) => r.serverCpuUsPerEvent)),
          runs: res.service,
          gapsOrErrors: bad,
        },
        floor: { what: 'the same rows streamed with a pg cursor (FETCH 500), parsed by pg', eventsPerSecond: floor, runs: res.floor },
        ratio: ratio.median,
        ratioMeaning: 'service events/s / pg cursor rows/s, per run (floor then service); median of runs',
        ratios: { vsFloor: ratio },
        goals: [
          {
            name: `replay of ${long.lastOffset.toLocaleString('en')} events ≥ 20,000 events/s`,
            value: svc.median,
            target: '≥ 20000',
            met: svc.median >= 20_000,
          },
          { name: 'replay ≥ 0.3 × pg cursor floor', value: ratio.median, target: '≥ 0.3', met: ratio.median >= 0.3 },
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
      log(
        `  seeded context sessions (${big.n} and ${smallCtx.n} events; ${sb.visibleItems} and ${ss.visibleItems} visible items) in ${((Date.now() - t) / 1000).toFixed(1)} s`,
      );
      const checkBig = await load!.run('contextCheck', { url: gqlUrl, sessionId: big.id });
      const checkSmall = await load!.run('contextCheck', { url: gqlUrl, sessionId: smallCtx.id });
      if (checkBig.offset !== big.n + 2 || checkSmall.offset !== smallCtx.n + 2)
        throw new Error(`addContextItem on the seeded sessions returned offsets ${checkBig.offset}/${checkSmall.offset}`);
      const rounds: any[] = [];
      for (let r = 0; r < SIZES.rounds; r++) {
        rounds.push(
          await load!.run('context', {
            url: gqlUrl,
            iterations: SIZES.contextIters,
            warmup: 10,
            sessions: [
              { label: 'small', id: smallCtx.id },
              { label: 'big', id: big.id },
            ],
          }),
        );
      }
      const ratio = spread(rounds.map((x) => x.cases.big.p50 / x.cases.small.p50));
      return {
        measured: {
          events: big.n,
          keys: 200,
          compactions: 3,
          visibleItems: checkBig.items,
          promptMessages: rounds[0].promptLength.big,
          readMsP50: spread(rounds.map((x) => x.cases.big.p50)),
          rounds: rounds.map((x) => x.cases.big),
          seeding:
            'events via direct SQL (items validated with the service parser, fold materialized with the service foldEvents); then one real addContextItem per session',
        },
        floor: {
          what: `the same read at ${smallCtx.n} context events (200 keys, 3 compactions)`,
          visibleItems: checkSmall.items,
          promptMessages: rounds[0].promptLength.small,
          readMsP50: spread(rounds.map((x) => x.cases.small.p50)),
          rounds: rounds.map((x) => x.cases.small),
        },
        ratio: ratio.median,
        ratioMeaning: `p50 at ${big.n} events / p50 at ${smallCtx.n} events, per round; median of rounds`,
        ratios: { vsSmall: ratio },
        goals: [
          {
            name: `Session.context.prompt p50 at ${big.n.toLocaleString('en')} events ≤ 1.5 × at ${smallCtx.n.toLocaleString('en')}`,
            value: ratio.median,
            target: '≤ 1.5',
            met: ratio.median <= 1.5,
          },
        ],
      };
    });

    // ---- 4. fan-out over two instances sharing Redis
    await record('fanout', async () => {
      log('  starting instance B');
      const b = await startInstance({ ...common, name: 'B' });
      instances.push(b);
      try {
        const res = await load!.run('fanout', {
          urls: [a.url, b.url],
          wsUrls: [a.wsUrl, b.wsUrl],
          pids: [a.pid, b.pid],
          eldFiles: [a.eldFile, b.eldFile],
          redisUrl: infra.redisUrl,
          subscribers: SIZES.fanoutSubs,
          appends: SIZES.fanoutAppends,
          rate: SIZES.fanoutRate,
          rounds: SIZES.rounds,
        });
        const rounds = res.rounds as any[];
        const sum = (k: string) => rounds.reduce((acc, r) => acc + r[k], 0);
        const p99 = spread(rounds.map((r) => r.commitToReceiptMs.p99));
        const p50 = spread(rounds.map((r) => r.commitToReceiptMs.p50));
        const floorP99 = spread(res.floor.map((f: any) => f.latencyMs.p99));
        const ratio = spread(rounds.map((r, i) => r.commitToReceiptMs.p99 / Math.max(res.floor[i].latencyMs.p99, 0.5)));
        const executions = rounds.map((r) => r.subscriptionExecutions);
        const execAbsent = executions.some((e) => e.absent);
        const execTotal = execAbsent ? 0 : executions.reduce((acc, e) => acc + e.total, 0);
        const succeeded = rounds.reduce((acc, r) => acc + r.appends - r.failedAppends, 0);
        const execExpected = succeeded * 2;
        const execPerEvent = execAbsent ? NaN : r3(execTotal / Math.max(1, execExpected));
        const execGoal = 'fan-out: one subscription execution per event per instance and distinct document (graphql_subscription_executions_total)';
        return {
          measured: {
            subscribers: SIZES.fanoutSubs,
            appends: SIZES.fanoutAppends,
            rounds: rounds.length,
            failedAppends: sum('failedAppends'),
            firstFailure: rounds.find((r) => r.firstFailure)?.firstFailure ?? null,
            gapRepairs: rounds.map((r) => r.gapRepairs),
            lost: sum('lost'),
            duplicated: sum('duplicated'),
            outOfOrder: sum('outOfOrder'),
            commitToReceiptMs: { p50, p99 },
            subscriptionExecutions: execAbsent ? 'absent' : { total: execTotal, expected: execExpected, perEventPerInstance: execPerEvent },
            connectSeconds: res.connectSeconds,
            errors: res.errors,
            firstErrors: res.firstErrors,
            perRound: rounds,
          },
          floor: {
            what: `raw Redis pub/sub to ${SIZES.fanoutSubs} ioredis subscribers, ${SIZES.fanoutAppends} messages at ${SIZES.fanoutRate}/s`,
            latencyMsP99: floorP99,
            rounds: res.floor,
          },
          ratio: ratio.median,
          ratioMeaning:
            'p99 commit-to-receipt (service) / p99 publish-to-receipt (raw Redis), per round; floor p99 floored at 0.5 ms (ms clock); median of rounds',
          ratios: { vsFloor: ratio },
          goals: [
            { name: 'fan-out: every append succeeded', value: sum('failedAppends'), target: '= 0 failed', met: sum('failedAppends') === 0 },
            { name: 'fan-out: 0 lost', value: sum('lost'), target: '= 0', met: sum('lost') === 0 },
            { name: 'fan-out: 0 duplicated', value: sum('duplicated'), target: '= 0', met: sum('duplicated') === 0 },
            { name: 'fan-out: in order', value: sum('outOfOrder'), target: '= 0 out of order', met: sum('outOfOrder') === 0 },
            { name: 'fan-out: p99 commit-to-receipt ≤ 50 ms', value: p99.median, target: '≤ 50 ms', met: p99.median <= 50 },
            execAbsent
              ? skippedGoal(execGoal, '= 1 per event per instance', 'absent: /metrics has no graphql_subscription_executions_total')
              : { name: execGoal, value: execPerEvent, target: '= 1 per event per instance', met: execTotal === execExpected },
          ],
          notes: [
            `${rounds.length} rounds of ${SIZES.fanoutAppends} appends over the same ${SIZES.fanoutSubs} subscribers (connected once); every round judged on its own`,
            "commit time = the event's `at` (taken in the transaction before commit, so the figure slightly over-states commit-to-receipt)",
            `response-to-receipt p99 per round: ${rounds.map((r) => r.responseToReceiptMs.p99).join(', ')} ms`,
            `load process event-loop delay during the appends, max per round: ${rounds.map((r) => r3(r.loadEventLoopDelayMs.max)).join(', ')} ms`,
            `p99 by quarter of each round: ${rounds.map((r) => (r.p99ByQuarterMs ?? []).join('/')).join(', ')} ms; CPU cores used (instance A + B, load process) per round: ${rounds.map((r) => (r.cpuCores ? `${r.cpuCores.instances.join('+')}, ${r.cpuCores.loadProcess}` : '?')).join('; ')}`,
          ],
        };
      } finally {
        await b.stop();
      }
    });

    // ---- 6. idle subscriptions, each round on a fresh instance (a clean memory baseline)
    await record('idle', async () => {
      const rounds: any[] = [];
      for (let r = 0; r < SIZES.rounds; r++) {
        const name = `C${r + 1}`;
        log(`  starting instance ${name} (fresh, for a clean memory baseline)`);
        const c = await startInstance({ ...common, name });
        instances.push(c);
        try {
          const sessions = (await load!.run('createSessions', { url: c.url, count: 100, prefix: 'bench idle' })).ids;
          rounds.push(
            await load!.run('idle', {
              url: c.url,
              wsUrl: c.wsUrl,
              pid: c.pid,
              eldFile: c.eldFile,
              subscriptions: SIZES.idleSubs,
              sessions,
              concurrency: 100,
              probeIntervalMs: 20,
            }),
          );
        } finally {
          await c.stop();
        }
      }
      const perSub = spread(rounds.map((x) => x.perSubscriptionKiB));
      const lag = spread(rounds.map((x) => x.healthzDuringConnectMs.max));
      const lagP99 = spread(rounds.map((x) => x.healthzDuringConnectMs.p99));
      const liveMin = Math.min(...rounds.map((x) => x.live));
      return {
        measured: {
          subscriptions: SIZES.idleSubs,
          perSubscriptionKiB: perSub,
          healthzDuringConnectMaxMs: lag,
          healthzDuringConnectP99Ms: lagP99,
          liveMin,
          rounds,
        },
        floor: null,
        ratio: null,
        ratioMeaning: 'absolute goals (no floor)',
        goals: [
          {
            name: `RSS growth per idle subscription (${SIZES.idleSubs.toLocaleString('en')}) ≤ 30 KiB`,
            value: perSub.median,
            target: '≤ 30 KiB',
            met: perSub.median <= 30,
          },
          {
            name: 'event-loop lag while connecting ≤ 50 ms (max /healthz round trip from a separate prober)',
            value: lag.median,
            target: '≤ 50 ms',
            met: lag.median <= 50,
          },
          {
            name: 'every idle subscription live (received the wake-up event), every round',
            value: liveMin,
            target: `= ${SIZES.idleSubs}`,
            met: liveMin === SIZES.idleSubs,
          },
        ],
        notes: rounds.map((x, i) => {
          const eld = x.serverEventLoopDelayDuringConnect;
          return `round ${i + 1}: ${eld ? `in-process event-loop delay while connecting max ${eld.maxMs} ms, p99 ${eld.p99Ms} ms` : 'in-process event-loop delay not available'}; RSS after closing every subscription ${x.rssAfterCloseKiB} KiB (baseline ${x.rssBeforeKiB} KiB)`;
        }),
      };
    });

    // ---- 8. large payloads on instance A, idle subscribers connected
    await record('large', async () => {
      const idleSessions = (await load!.run('createSessions', { url: gqlUrl, count: 100, prefix: 'bench large idle' })).ids;
      const appendSessions = (await load!.run('createSessions', { url: gqlUrl, count: SIZES.largeClients, prefix: 'bench large' })).ids;
      const res = await load!.run('largePayloads', {
        url: gqlUrl,
        wsUrl: a.wsUrl,
        pid: a.pid,
        eldFile: a.eldFile,
        idleSubs: SIZES.largeSubs,
        idleSessions,
        appendSessions,
        appends: SIZES.largeAppends,
        clients: SIZES.largeClients,
        messageBytes: SIZES.largeBytes,
        rounds: SIZES.rounds,
        probeIntervalMs: 20,
      });
      const rounds = res.rounds as any[];
      const p99 = spread(rounds.map((r) => r.healthzMs.p99));
      const max = spread(rounds.map((r) => r.healthzMs.max));
      const failed = rounds.reduce((acc, r) => acc + r.failed, 0);
      const mb = r3(rounds[0].messageBytes / 1e6);
      return {
        measured: {
          idleSubscribers: res.idleSubscribers,
          appendsPerRound: SIZES.largeAppends,
          clients: SIZES.largeClients,
          messageBytes: rounds[0].messageBytes,
          healthzP99Ms: p99,
          healthzMaxMs: max,
          appendsPerSecond: spread(rounds.map((r) => r.appendsPerSecond)),
          megabytesPerSecond: spread(rounds.map((r) => r.megabytesPerSecond)),
          appendP50Ms: spread(rounds.map((r) => r.appendLatencyMs.p50)),
          serverCpuMsPerAppend: spread(rounds.map((r) => r.serverCpuMsPerAppend)),
          serverRssMaxKiB: spread(rounds.map((r) => r.serverRssKiB.max)),
          failed,
          live: res.live,
          subscriberErrors: res.subscriberErrors,
          rounds,
        },
        floor: null,
        ratio: null,
        ratioMeaning: 'absolute goals (no floor)',
        goals: [
          {
            name: `/healthz p99 ≤ 100 ms during ${SIZES.largeAppends} × ${mb} MB appends with ${SIZES.largeSubs.toLocaleString('en')} idle WS subscribers`,
            value: p99.median,
            target: '≤ 100 ms',
            met: p99.median <= 100,
          },
          { name: `/healthz max ≤ 500 ms during the large appends`, value: max.median, target: '≤ 500 ms', met: max.median <= 500 },
          { name: 'every large append succeeded', value: failed, target: '= 0 failed', met: failed === 0 },
          { name: 'every idle subscriber still live afterwards', value: res.live, target: `= ${SIZES.largeSubs}`, met: res.live === SIZES.largeSubs },
        ],
        notes: [
          `${SIZES.largeClients} clients append to ${SIZES.largeClients} sessions; each message has 4 text blocks of prose-like ASCII (each under the default 1 MiB MAX_TEXT_BYTES; the message under the default 4 MiB MAX_MESSAGE_BYTES)`,
          ...(failed ? [`first failure: ${rounds.find((r) => r.failed)?.firstError}`] : []),
        ],
      };
    });

    // ---- 9. search over 10,000 sessions × 100 messages (seeds its own data; bench/search.ts)
    await record('search', () => runSearchScenario({ db, url: gqlUrl, quick, log }));

    // ---- 12. the dashboard in headless Chromium against instance A (bench/dashboard.ts)
    await record('dashboard', () => runDashboardScenario({ url: gqlUrl, quick, log }));

    // ---- 10. noisy neighbour: its own instance (authentication on), database, reference worker and fake provider (bench/noisy/)
    await record('noisy', () =>
      runNoisyScenario({
        databaseUrl: infra.databaseUrl,
        redisUrl: infra.redisUrl,
        logDir: LOG_DIR,
        quick,
        log,
        ...(profile ? { cpuProfDir: PROFILE_DIR } : {}),
      }),
    );

    // ---- 11. Redis Cluster (sharded pub/sub) vs one Redis, 2 and 4 instances (its own cluster; bench/cluster.ts)
    await record('cluster', () => clusterScenario({ databaseUrl: infra.databaseUrl, redisUrl: infra.redisUrl, logDir: LOG_DIR, quick, log }));

    await db.end();
  } finally {
    load?.stop();
    await stopPeers();
    for (const i of instances) await i.stop().catch(() => {});
    await infra.stop();
    write();
  }
  if (profile) {
    for (const name of ['A', 'B', 'C1', 'N', 'postgraphile', 'yoga']) {
      const file = join(PROFILE_DIR, `${name}.cpuprofile`);
      if (existsSync(file)) log(`cpu profile ${name} — top self time:\n${topFunctions(JSON.parse(readFileSync(file, 'utf8')), 25)}`);
    }
  }
  const goals: Goal[] = Object.values(output.scenarios).flatMap((s: any) => s.goals ?? []);
  const judged = goals.filter((g) => !g.skipped);
  output.goalsSummary = { met: judged.filter((g) => g.met).length, judged: judged.length, skipped: goals.length - judged.length };
  const notComparable = Object.entries(output.scenarios)
    .filter(([, x]: [string, any]) => !x.comparability?.comparable)
    .map(([k]) => k);
  output.comparability = {
    comparable: notComparable.length === 0 && Object.keys(output.scenarios).length > 0,
    scenarios: Object.keys(output.scenarios).length,
    notComparable,
    thresholds: { ...QUIET, maxRelativeSpread: MAX_RELATIVE_SPREAD, minRounds: MIN_ROUNDS },
    probeBaseline: readBaseline(),
  };
  // A full run on a quiet machine (nothing but the CPU speed itself held against it) may lower the
  // probe baseline: the fastest this machine has been seen to do the probe's work.
  const quietFull =
    !quick &&
    only.size === ALL.length &&
    Object.values(output.scenarios).every((x: any) => x.comparability && judgeWindow(x.comparability.machine, null).length === 0);
  // The reference is a full run of the service from source; the compiled build's runs sit beside it.
  const referenceRun = !quick && only.size === ALL.length && SERVICE_BUILD === 'tsx';
  if (quietFull)
    output.comparability.probeBaseline = updateBaseline([
      output.machine.cpuProbeAtStart,
      ...Object.values(output.scenarios).flatMap((x: any) => [x.comparability.machine.probeBefore, x.comparability.machine.probeAfter]),
    ]);
  write();
  log(
    `done in ${Math.round((Date.now() - started) / 1000)} s — ${output.goalsSummary.met}/${judged.length} goals met, ${output.goalsSummary.skipped} skipped (${label})${output.comparability.comparable ? '' : `; NOT COMPARABLE: ${notComparable.join(', ')}`}`,
  );
  log(`wrote bench/results/${RESULTS_NAME}.json and bench/results/${RESULTS_NAME}.md${referenceRun ? ' and the table in bench/RESULTS.md' : ''}`);
  if (referenceRun) updateResultsTable(output);
}

// ---------------------------------------------------------------- comparability

type SpreadLike = { median: number; min: number; max: number; n: number };
const isSpread = (x: unknown): x is SpreadLike => typeof x === 'object' && x !== null && 'median' in x && 'min' in x && 'max' in x && 'n' in x;

/** The figures each scenario's goals are judged on, as per-round spreads. */
function headlineSpreads(name: string, res: any): [string, SpreadLike | undefined][] {
  const m = res.measured ?? {};
  switch (name) {
    case 'append':
      return [
        ['append/s at 32 clients', m.clients32_sessions32?.perSecond],
        ['server CPU per append', m.clients32_sessions32?.serverCpuMsPerOp],
        ...Object.entries(res.ratios ?? {}).map(([k, v]) => [`ratio ${k}`, v as SpreadLike] as [string, SpreadLike]),
      ];
    case 'fanout':
      return [
        ['commit-to-receipt p99', m.commitToReceiptMs?.p99],
        ['commit-to-receipt p50', m.commitToReceiptMs?.p50],
      ];
    case 'replay':
      return [
        ['events/s', m.eventsPerSecond],
        ['ratio to the pg cursor', res.ratios?.vsFloor],
      ];
    case 'idle':
      return [
        ['KiB per subscription', m.perSubscriptionKiB],
        ['/healthz max while connecting', m.healthzDuringConnectMaxMs],
      ];
    case 'large':
      return [
        ['/healthz p99', m.healthzP99Ms],
        ['/healthz max', m.healthzMaxMs],
      ];
    case 'dashboard':
      return [
        ['first paint of the session list', m.paintMs],
        ['time per older page', m.olderPageMs],
      ];
    case 'noisy':
      return [
        ["B's p99 ratio (with A / alone)", res.ratios?.p99All],
        ["B's p99 alone", m.bAlone?.all?.p99Ms],
      ];
    default:
      // paging, fork, context, search: the ratios their goals are judged on
      return Object.entries(res.ratios ?? {}).map(([k, v]) => [`ratio ${k}`, v as SpreadLike]);
  }
}

function judgeComparability(name: string, res: any, machine: MachineWindow): Comparability {
  const reasons = judgeWindow(machine);
  const spreads: Comparability['spreads'] = [];
  if (res.error) reasons.push('the scenario failed');
  else {
    const figures = headlineSpreads(name, res).filter((f): f is [string, SpreadLike] => isSpread(f[1]));
    if (figures.length === 0) reasons.push('measured once: no rounds, so no spread');
    for (const [figure, sp] of figures) {
      const relative = Math.abs(sp.median) > 1e-9 ? r3((sp.max - sp.min) / Math.abs(sp.median)) : 0;
      spreads.push({ figure, median: sp.median, min: sp.min, max: sp.max, n: sp.n, relative });
    }
    // A figure with no value in any round (e.g. no request answered) has no spread to judge; its goal says so.
    const valued = spreads.filter((x) => x.n > 0);
    const fewest = Math.min(...valued.map((x) => x.n));
    if (valued.length && fewest < MIN_ROUNDS) reasons.push(`${fewest} round(s): a figure needs the median of ≥ ${MIN_ROUNDS} and their spread`);
    const wide = spreads.filter((x) => x.n >= 2 && x.relative > MAX_RELATIVE_SPREAD);
    if (wide.length)
      reasons.push(
        `spread too wide: ${wide.map((x) => `${x.figure} ${fmt(x.median)} (${fmt(x.min)}–${fmt(x.max)}), ${Math.round(x.relative * 100)} %`).join(', ')} (> ${MAX_RELATIVE_SPREAD * 100} % of the median)`,
      );
  }
  return { comparable: reasons.length === 0, reasons, machine, spreads };
}

// ---------------------------------------------------------------- reporting

function fmt(v: unknown): string {
  if (typeof v === 'number')
    return Number.isInteger(v) ? v.toLocaleString('en') : Math.abs(v) >= 100 ? Math.round(v).toLocaleString('en') : String(r3(v));
  return String(v);
}

/** "median (min–max)" of a per-round figure; just the value when there was one round. */
function fmtSpread(s: Spread | undefined): string {
  if (!s) return '—';
  return s.n > 1 ? `${fmt(s.median)} (${fmt(s.min)}–${fmt(s.max)})` : fmt(s.median);
}

function comparableCell(x: any): string {
  const c = x?.comparability as Comparability | undefined;
  if (!c) return '—';
  const m = c.machine;
  const state = `others ${m.otherProcessesCores} cores, probe wait ${m.probeBefore?.runQueueWaitShare ?? '?'}/${m.probeAfter?.runQueueWaitShare ?? '?'}, probe memory work ${m.probeBefore?.memoryMs ?? '?'}/${m.probeAfter?.memoryMs ?? '?'} ms, load ${m.loadAverageStart[0]}→${m.loadAverageEnd[0]}`;
  return c.comparable ? `✅ yes (${state})` : `⚠️ **not comparable**: ${c.reasons.join('; ')} (${state})`;
}

function summaryRows(out: Record<string, any>): string[] {
  const rows: string[] = [
    '| # | Scenario | Ours: median (min–max of rounds) | Peers and floor | Ratio | Goals | Comparable |',
    '|---|---|---|---|---|---|---|',
  ];
  const s = out.scenarios;
  const goalsOf = (x: any) =>
    (x?.goals ?? []).map((g: Goal) => `${g.skipped ? '⏭️' : g.met ? '✅' : '❌'} ${g.name}: **${fmt(g.value)}** (${g.target})`).join('<br>');
  const err = (x: any) => (x?.error ? `ERROR: ${String(x.error).split('\n')[0]}` : null);
  const add = (n: number, name: string, x: any, measured: () => string, floor: () => string, ratio: () => string = () => fmt(x.ratio ?? '—')) => {
    if (!x) return;
    const e = err(x);
    rows.push(`| ${n} | ${name} | ${e ?? measured()} | ${e ? '' : floor()} | ${e ? '' : ratio()} | ${e ? '' : goalsOf(x)} | ${comparableCell(x)} |`);
  };
  const ap = s.append;
  add(
    1,
    'Append (1 KiB, HTTP keep-alive, 32 clients / 32 sessions)',
    ap,
    () =>
      [
        `${fmtSpread(ap.measured.clients32_sessions32.perSecond)}/s`,
        `p50 ${fmtSpread(ap.measured.clients32_sessions32.p50Ms)} ms, p99 ${fmtSpread(ap.measured.clients32_sessions32.p99Ms)} ms`,
        `server CPU ${fmtSpread(ap.measured.clients32_sessions32.serverCpuMsPerOp)} ms/append`,
        `8 clients / 1 session: ${fmtSpread(ap.measured.clients8_oneSession.perSecond)}/s`,
      ].join('<br>'),
    () =>
      [
        ap.peers?.yoga
          ? `bare yoga: ${fmtSpread(ap.peers.yoga.clients32.perSecond)}/s, CPU ${fmtSpread(ap.peers.yoga.clients32.serverCpuMsPerOp)} ms/op`
          : 'bare yoga: not run',
        ap.peers?.postgraphile
          ? `PostGraphile: ${fmtSpread(ap.peers.postgraphile.clients32.perSecond)}/s, CPU ${fmtSpread(ap.peers.postgraphile.clients32.serverCpuMsPerOp)} ms/op` +
            (ap.peers.postgraphile.clients8_oneSession
              ? ` (8 clients / 1 session ${fmtSpread(ap.peers.postgraphile.clients8_oneSession.perSecond)}/s)`
              : '')
          : 'PostGraphile: not run',
        `INSERT floor: ${fmtSpread(ap.floor.clients32.perSecond)}/s (8 clients ${fmtSpread(ap.floor.clients8.perSecond)}/s)`,
      ].join('<br>'),
    () =>
      [
        ap.ratios?.vsYoga ? `× yoga ${fmtSpread(ap.ratios.vsYoga)}` : '',
        ap.ratios?.vsPostgraphile ? `× PostGraphile ${fmtSpread(ap.ratios.vsPostgraphile)}` : '',
        ap.ratios?.oneSessionVsPostgraphile ? `8 clients / 1 session × PostGraphile ${fmtSpread(ap.ratios.oneSessionVsPostgraphile)}` : '',
        `× floor ${fmtSpread(ap.ratios?.vsFloor)}`,
      ]
        .filter(Boolean)
        .join('<br>'),
  );
  const pg = s.paging;
  add(
    2,
    'Paging messages(first/last: 50)',
    pg,
    () => {
      const c = pg.measured.cases;
      const lines = ['start', 'middle', 'tail'].map(
        (p) => `first ${p}: long ${fmtSpread(c[`long/${p}`]?.p50)} ms, branched ${fmtSpread(c[`branched/${p}`]?.p50)} ms`,
      );
      if (pg.measured.backward?.available) lines.push(...['last-end', 'last-middle'].map((p) => `${p}: long ${fmtSpread(c[`long/${p}`]?.p50)} ms`));
      else lines.push('messages(last:) not available');
      lines.push(`server CPU ${fmtSpread(pg.measured.serverCpuMsPerRequest)} ms/request`);
      return lines.join('<br>');
    },
    () => {
      const c = pg.peers?.postgraphile?.cases;
      const lines = ['start', 'middle', 'tail'].map((p) => `100 entries ${p}: ${fmtSpread(pg.floor.cases[`small/${p}`]?.p50)} ms`);
      if (c) {
        lines.push(
          ...['start', 'middle', 'tail', 'last-end', 'last-middle'].map((p) => `PostGraphile ${p}: ${fmtSpread(c[`postgraphile/${p}`]?.p50)} ms`),
        );
        lines.push(`PostGraphile CPU ${fmtSpread(pg.peers.postgraphile.serverCpuMsPerRequest)} ms/request`);
      } else lines.push('PostGraphile: not run');
      return lines.join('<br>');
    },
  );
  add(
    3,
    'Fork',
    s.fork,
    () => `depth ${fmt(s.fork.measured.depth)}: p50 ${fmtSpread(s.fork.measured.forkSessionMsP50)} ms`,
    () => `INSERT … SELECT ${fmtSpread(s.fork.floor.msP50)} ms`,
    () => fmtSpread(s.fork.ratios?.vsFloor),
  );
  add(
    4,
    'Fan-out (2 instances, Redis)',
    s.fanout,
    () =>
      `${fmt(s.fanout.measured.subscribers)} subs × ${fmt(s.fanout.measured.appends)} appends × ${fmt(s.fanout.measured.rounds)} rounds: p50 ${fmtSpread(s.fanout.measured.commitToReceiptMs.p50)} ms, p99 ${fmtSpread(s.fanout.measured.commitToReceiptMs.p99)} ms; executions/event/instance: ${typeof s.fanout.measured.subscriptionExecutions === 'string' ? s.fanout.measured.subscriptionExecutions : fmt(s.fanout.measured.subscriptionExecutions.perEventPerInstance)}`,
    () => `raw pub/sub p99 ${fmtSpread(s.fanout.floor.latencyMsP99)} ms`,
    () => fmtSpread(s.fanout.ratios?.vsFloor),
  );
  add(
    5,
    'Replay sessionEvents(after: 0)',
    s.replay,
    () =>
      `${fmt(s.replay.measured.events)} events: ${fmtSpread(s.replay.measured.eventsPerSecond)} events/s; server CPU ${fmtSpread(s.replay.measured.serverCpuUsPerEvent)} µs/event`,
    () => `pg cursor ${fmtSpread(s.replay.floor.eventsPerSecond)} rows/s`,
    () => fmtSpread(s.replay.ratios?.vsFloor),
  );
  add(
    6,
    'Idle subscriptions',
    s.idle,
    () =>
      `${fmt(s.idle.measured.subscriptions)} subs: ${fmtSpread(s.idle.measured.perSubscriptionKiB)} KiB/sub; /healthz max ${fmtSpread(s.idle.measured.healthzDuringConnectMaxMs)} ms, p99 ${fmtSpread(s.idle.measured.healthzDuringConnectP99Ms)} ms`,
    () => '—',
  );
  add(
    7,
    'Context read (prompt)',
    s.context,
    () => `${fmt(s.context.measured.events)} events: p50 ${fmtSpread(s.context.measured.readMsP50)} ms`,
    () => `${fmtSpread(s.context.floor.readMsP50)} ms at ${fmt(out.sizes.contextSmall)} events`,
    () => fmtSpread(s.context.ratios?.vsSmall),
  );
  const lg = s.large;
  add(
    8,
    'Large payloads (4 MB appends, idle WS subscribers)',
    lg,
    () =>
      `${fmt(lg.measured.appendsPerRound)} × ${fmt(r3(lg.measured.messageBytes / 1e6))} MB, ${fmt(lg.measured.clients)} clients, ${fmt(lg.measured.idleSubscribers)} idle subs: /healthz p99 ${fmtSpread(lg.measured.healthzP99Ms)} ms, max ${fmtSpread(lg.measured.healthzMaxMs)} ms; ${fmtSpread(lg.measured.megabytesPerSecond)} MB/s; server CPU ${fmtSpread(lg.measured.serverCpuMsPerAppend)} ms/append; RSS max ${fmtSpread(lg.measured.serverRssMaxKiB)} KiB`,
    () => '—',
  );
  if (s.search) {
    add(
      9,
      'Search searchSessions(first: 20)',
      s.search,
      () =>
        `${fmt(s.search.measured.sessions)} sessions × ${fmt(s.search.measured.messagesPerSession)} messages: p50 ${s.search.measured.searchP50Ms ? fmtSpread(s.search.measured.searchP50Ms) : fmt(s.search.measured.searchMs.p50)} ms`,
      () => `sessions(first: 20) p50 ${s.search.floor.p50Ms ? fmtSpread(s.search.floor.p50Ms) : fmt(s.search.floor.ms.p50)} ms`,
      () => (s.search.ratios?.vsList ? fmtSpread(s.search.ratios.vsList) : fmt(s.search.ratio)),
    );
  }
  const nz = s.noisy;
  if (nz) {
    const ops = ['createSession', 'appendEntry', 'page', 'turn'];
    const phase = (p: any) =>
      [
        `all: p50 ${fmtSpread(p?.all?.p50Ms)} ms, p99 ${fmtSpread(p?.all?.p99Ms)} ms`,
        ...ops.map(
          (op) =>
            `${op}: p50 ${fmtSpread(p?.ops?.[op]?.p50Ms)}, p99 ${fmtSpread(p?.ops?.[op]?.p99Ms)} ms${p?.ops?.[op]?.failed ? `, **${fmt(p.ops[op].failed)} failed**` : ''}`,
        ),
      ].join('<br>');
    add(
      10,
      "Noisy neighbour (tenant A's worst requests vs tenant B's ordinary work)",
      nz,
      () => {
        const a = nz.measured.tenantA;
        const byKind = a?.byKind
          ? Object.entries(a.byKind as Record<string, number>)
              .map(([k, v]) => `${k} ${fmt(v)}`)
              .join(', ')
          : '—';
        return [
          `**B with A** (${fmt(nz.measured.rounds)} rounds): ${phase(nz.measured.bWithA)}`,
          `B failed with A: ${fmt(nz.measured.bWithA.failed)}${
            Object.keys(nz.measured.bWithA.failures ?? {}).length
              ? ` (${Object.entries(nz.measured.bWithA.failures)
                  .map(([k, v]) => `${k} × ${fmt(v)}`)
                  .join(', ')})`
              : ''
          }`,
          `A got: ${byKind}`,
          `server RSS max with A ${fmtSpread(nz.measured.server.rssMaxKiBWithA)} KiB${nz.measured.server.diedInRounds?.length ? `; **died in round(s) ${nz.measured.server.diedInRounds.join(', ')}**` : ''}; recovery ${nz.measured.server.recoverySeconds.map((x: number | null) => (x === null ? 'none' : `${x} s`)).join(', ')}`,
        ].join('<br>');
      },
      () => `**B alone**: ${phase(nz.measured.bAlone)}${nz.measured.bAlone.failed ? `<br>B failed alone: ${fmt(nz.measured.bAlone.failed)}` : ''}`,
      () => [`all ${fmtSpread(nz.ratios?.p99All)}`, ...ops.map((op) => `${op} ${fmtSpread(nz.ratios?.[`p99 ${op}`])}`)].join('<br>'),
    );
  }
  if (s.cluster)
    add(
      11,
      'Fan-out on a Redis Cluster (sharded) vs one Redis',
      s.cluster,
      () => clusterSummary(s.cluster.measured),
      () =>
        Object.entries((s.cluster.ratios ?? {}) as Record<string, Spread>)
          .map(([k, v]) => `${k}: ${fmtSpread(v)}`)
          .join('<br>') || '—',
    );
  const dash = s.dashboard;
  if (dash?.measured?.paintMs) {
    add(
      12,
      'Dashboard in headless Chromium (session list, long transcript)',
      dash,
      () =>
        [
          `${fmt(dash.measured.sessions)} sessions: first page painted ${fmtSpread(dash.measured.paintMs)} ms after navigation start (HTML ${fmtSpread(dash.measured.htmlMs)}, script ${fmtSpread(dash.measured.scriptMs)}, API done ${fmtSpread(dash.measured.apiDoneMs)} ms)`,
          `${fmt(dash.measured.messages)}-message transcript: first screen ${fmtSpread(dash.measured.transcriptFirstScreenMs)} ms; ${fmt(dash.measured.scrolls)} scrolls loaded ${fmtSpread(dash.measured.olderPagesLoaded)} pages, ${fmtSpread(dash.measured.olderPageMs)} ms per page, at most ${fmt(dash.measured.maxInFlight)} in flight`,
        ].join('<br>'),
      () => '—',
      () => '—',
    );
  }
  return rows;
}

function renderMarkdown(out: Record<string, any>): string {
  const m = out.machine;
  const gs = out.goalsSummary;
  const cmp = out.comparability;
  const cmpLine = cmp
    ? cmp.comparable
      ? ' · **comparable**: machine quiet and spreads within bounds in every scenario'
      : ` · ⚠️ **NOT COMPARABLE** (${cmp.notComparable.length} of ${cmp.scenarios} scenarios: ${cmp.notComparable.join(', ')}; reasons in the last column)`
    : '';
  return [
    `# Benchmark results — ${out.label}`,
    '',
    `${m.date} · ${m.cores} cores (${m.cpuModel}) · ${m.memoryGiB} GiB · ${m.os} · Node ${m.node} · Postgres ${m.postgres} · Redis ${m.redis} · PostGraphile ${m.peers?.postgraphile} · graphql-yoga ${m.peers?.['graphql-yoga']} · service ${m.build === 'dist' ? 'compiled (dist/)' : 'from source (tsx)'} · load average at start ${m.loadAverageAtStart.join(' / ')}${m.cpuProbeAtStart ? ` · CPU probe at start: ${Math.round(m.cpuProbeAtStart.runQueueWaitShare * 100)} % waiting` : ''} · elapsed ${out.elapsedSeconds ?? '?'} s${gs ? ` · goals met ${gs.met}/${gs.judged} (${gs.skipped} skipped)` : ''}${cmpLine}`,
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
