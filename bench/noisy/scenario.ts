// Scenario "noisy": one tenant's worst requests must not become another tenant's outage
// (issue 20, "Measured, not asserted"). Its own service instance with authentication on
// (HS256 JWTs; the tenant is the `sub` claim, stamped as session metadata `owner`), its own
// database on the same cluster, the reference worker (`src/worker/main.ts`, a process, with
// an admin token, serving sessions tagged `pool: shared`) against the fake OpenAI-compatible
// provider (test/helpers/fake-openai.ts, in this process).
//
// Every round: tenant B alone (bench/noisy/tenant-b.ts, a process), then tenant B again while
// tenant A (bench/noisy/tenant-a.ts, another process) runs every attack at once; then A's
// per-phase sessions are deleted, its open request on the big context is cancelled, and the
// service gets up to `recoveryMs` to answer B's page as fast as before again. Every wait is
// bounded; a round that would pass the scenario's time limit is not started (and said so); an
// instance that died is restarted for the next round (and said so).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { startFakeOpenAI, echoReply, type FakeOpenAI } from '../../test/helpers/fake-openai.js';
import { spread } from '../lib/client.js';
import { REPO, rssKiB, startInstance, stopChild, type Instance, type InstanceOptions } from '../lib/infra.js';
import { MachineWatch } from '../lib/machine-state.js';
import { GraphQLHttp } from './http.js';
import { createTurnSession, seedTenantA, seedTenantB, type NoisySizes } from './seed.js';
import type { TenantAParams } from './tenant-a.js';
import { B_OPS, type BOp, type TenantBParams, type TenantBResult } from './b-ops.js';

type Spread = ReturnType<typeof spread>;
interface Goal {
  name: string;
  value: number | string;
  target: string;
  met: boolean;
  skipped?: string;
}

export interface NoisyOptions {
  databaseUrl: string;
  redisUrl: string;
  logDir: string;
  quick: boolean;
  log: (m: string) => void;
  /** --profile: instance N runs with --cpu-prof (its first instance's profile, N.cpuprofile, in this folder). */
  cpuProfDir?: string;
}

const WORKER_POOL = { pool: 'shared' };
const SLOW_WORD = 'noisy-slow';

const FULL = {
  /** True for a diagnostic variant (see `variant`): its figures meet no goal. */
  diagnostic: false,
  rounds: 3,
  aloneMs: 12_000,
  withAMs: 20_000,
  recoveryMs: 30_000,
  limitMs: 10 * 60_000,
  sizes: {
    searchSessions: 200,
    searchChars: 100_000,
    a2Messages: 200,
    a2Blocks: 256,
    draftSessions: 20,
    c1Items: 24,
    c1ItemChars: 1_000_000,
    bPageMessages: 100,
    bAppendSessions: 4,
  } satisfies NoisySizes,
  concurrency: { a2Page: 3, a2Sessions: 1, search: 16, c1Chunks: 2, c1Prompt: 1, claims: 4, slowBodies: 7 },
  claimSessions: 20,
  slowTurnSessions: 8,
};
const QUICK: typeof FULL = {
  ...FULL,
  rounds: 1,
  aloneMs: 8_000,
  withAMs: 12_000,
  recoveryMs: 20_000,
  limitMs: 4 * 60_000,
  sizes: { ...FULL.sizes, searchSessions: 100, searchChars: 50_000, a2Messages: 100, draftSessions: 10, c1Items: 12 },
  concurrency: { ...FULL.concurrency, search: 8 },
  claimSessions: 10,
  slowTurnSessions: 4,
};

const B_PACE = { opIntervalMs: 50, turnIntervalMs: 1000, opTimeoutMs: 10_000, turnTimeoutMs: 15_000 };
const CLEANUP_MS = 30_000;
/** The fake model's answer to A's slow turns: 30 deltas 100 ms apart. */
const SLOW_REPLY = { deltas: 30, delayMs: 100 };
const WORKER_CONCURRENCY = 4;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const r3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The documented error codes of the tree under test (its src/domain/errors.ts: a list
 * `ERROR_CODES = ['…', …]` in older trees, a catalogue `SERVICE_ERRORS = { CODE: {…}, … }` in newer ones).
 */
function documentedCodes(): Set<string> {
  const text = readFileSync(join(REPO, 'src/domain/errors.ts'), 'utf8');
  const list = /ERROR_CODES\s*=\s*\[([\s\S]*?)\]\s*as const/.exec(text)?.[1] ?? '';
  const codes = new Set([...list.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]!));
  for (const m of text.matchAll(/^ {2}([A-Z][A-Z_]+): \{/gm)) codes.add(m[1]!);
  return codes;
}

/** Documented codes that are not a defence: a crash, or a request the bench got wrong. */
const NOT_A_DEFENCE = new Set([
  'INTERNAL_SERVER_ERROR',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * How an outcome of A counts: answered (OK), refused with a documented code, slowed (no answer
 * before the client's timeout or the end of the phase; HTTP 408 for a body too slow, as the
 * README documents), or undocumented (no code, a 5xx without one, a dropped connection).
 */
export function outcomeKind(code: string, documented: Set<string>): 'ok' | 'refused' | 'slowed' | 'undocumented' {
  if (code === 'OK') return 'ok';
  if (code === 'CLIENT_TIMEOUT' || code === 'IN_FLIGHT_AT_STOP' || code === 'OPEN_AT_STOP' || code === 'HTTP_408') return 'slowed';
  const bare = code.replace(/^HTTP_\d{3} /, '');
  if (documented.has(bare) && !NOT_A_DEFENCE.has(bare)) return 'refused';
  return 'undocumented';
}

async function token(secret: string, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('3h')
    .sign(new TextEncoder().encode(secret));
}

/** A child process speaking the { ready } / request → reply IPC of tenant-a.ts and tenant-b.ts. */
async function child(file: string, logDir: string, name: string): Promise<ChildProcess> {
  const c = fork(join(REPO, file), [], { execArgv: ['--import', 'tsx'], cwd: REPO, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const out = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  c.stdout?.pipe(out);
  c.stderr?.pipe(out);
  await waitMessage(c, (m) => m.ready, 60_000, `${name} to start`);
  return c;
}

function waitMessage<T = any>(c: ChildProcess, pick: (m: any) => unknown, timeoutMs: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
    }, timeoutMs);
    const onMessage = (m: any) => {
      if (!pick(m)) return;
      cleanup();
      resolve(m);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`${what}: the process exited (${code})`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      c.off('message', onMessage);
      c.off('exit', onExit);
    };
    c.on('message', onMessage);
    c.once('exit', onExit);
  });
}

interface Worker {
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startWorkerProcess(instance: Instance, fake: FakeOpenAI, workerToken: string, logDir: string): Promise<Worker> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GRAPHQL_URL: `${instance.url}/graphql`,
    API_TOKEN: workerToken,
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: 'sk-bench',
    MODEL: 'fake-model',
    WORKER_ID: 'bench-shared-worker',
    SESSION_METADATA: JSON.stringify(WORKER_POOL),
    WORKER_CONCURRENCY: String(WORKER_CONCURRENCY),
    WORKER_POLL_INTERVAL_MS: '1000',
    LOG_LEVEL: 'info',
  };
  const c = spawn(process.execPath, ['--import', 'tsx', 'src/worker/main.ts'], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = createWriteStream(join(logDir, 'noisy-worker.log'), { flags: 'a' });
  let seen = '';
  c.stdout?.on('data', (d: Buffer) => {
    if (seen.length < 100_000) seen += d.toString('utf8');
    out.write(d);
  });
  c.stderr?.pipe(out);
  const deadline = Date.now() + 60_000;
  while (!seen.includes('worker started')) {
    if (c.exitCode !== null) throw new Error(`the reference worker exited (${c.exitCode}): ${seen.slice(-500)}`);
    if (Date.now() > deadline) throw new Error('the reference worker did not start within 60 s');
    await sleep(100);
  }
  return { child: c, stop: () => stopChild(c, 'SIGTERM', 15_000) };
}

/** Deletes A's sessions of one phase (found by their metadata, as A) and cancels the open request on the big context. */
async function cleanUpAfterA(url: string, tokenA: string, phase: string, c1SessionId: string): Promise<string[]> {
  const gql = new GraphQLHttp(url, tokenA, 4);
  const notes: string[] = [];
  try {
    const list = await gql.post(
      'query($m: JSONObject) { sessions(first: 500, metadata: $m) { nodes { id } } }',
      { m: { noisyPhase: phase } },
      { timeoutMs: 30_000 },
    );
    const ids = ((list.data?.sessions?.nodes ?? []) as { id: string }[]).map((n) => n.id);
    if (list.code !== 'OK') notes.push(`listing A's phase sessions: ${list.code}`);
    const deleted = await Promise.all(
      ids.map((id) =>
        gql.post(
          'mutation($input: DeleteSessionInput!) { deleteSession(input: $input) { deleted } }',
          { input: { sessionId: id } },
          { timeoutMs: 30_000 },
        ),
      ),
    );
    const bad = deleted.filter((d) => d.code !== 'OK');
    if (bad.length) notes.push(`deleting A's phase sessions: ${bad.length} of ${ids.length} failed (${bad[0]!.code})`);
    const open = await gql.post(
      'query { claimableLlmRequests(limit: 100, workerId: "tenant-a-hog") { sessionId offset } }',
      {},
      { timeoutMs: 30_000 },
    );
    for (const r of ((open.data?.claimableLlmRequests ?? []) as { sessionId: string; offset: number }[]).filter((x) => x.sessionId === c1SessionId)) {
      await gql.post(
        'mutation($input: SettleLlmRequestInput!) { settleLlmRequest(input: $input) { settled } }',
        { input: { sessionId: c1SessionId, requestOffset: r.offset, result: { cancelled: { reason: 'INTERRUPTED_BY_USER_INPUT' } } } },
        { timeoutMs: 30_000 },
      );
    }
  } finally {
    gql.close();
  }
  return notes;
}

/**
 * What the service and its database do during a phase: /healthz round trips (the instance's
 * event loop) every 500 ms, and pg_stat_activity of its database every 2 s (connections by
 * state and wait event, the longest-running statement).
 */
function diagnose(instance: Instance, databaseUrl: string) {
  const healthz: number[] = [];
  const samples: {
    active: number;
    idleInTransaction: number;
    waiting: Record<string, number>;
    longest: { seconds: number; query: string } | null;
  }[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const t = performance.now();
      try {
        const res = await fetch(`${instance.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
      } catch {}
      healthz.push(performance.now() - t);
      await sleep(500);
    }
  })();
  const db = new pg.Client({ connectionString: databaseUrl });
  const activity = (async () => {
    try {
      await db.connect();
      while (running) {
        const { rows } = await db.query(
          `select state, wait_event_type, wait_event, extract(epoch from now() - query_start)::float as seconds, left(query, 120) as query
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        );
        const waiting: Record<string, number> = {};
        for (const r of rows)
          if (r.state === 'active' && r.wait_event)
            waiting[`${r.wait_event_type}:${r.wait_event}`] = (waiting[`${r.wait_event_type}:${r.wait_event}`] ?? 0) + 1;
        const active = rows.filter((r) => r.state === 'active');
        const longest = active.sort((x, y) => y.seconds - x.seconds)[0];
        samples.push({
          active: active.length,
          idleInTransaction: rows.filter((r) => String(r.state).startsWith('idle in transaction')).length,
          waiting,
          longest: longest ? { seconds: r3(longest.seconds), query: String(longest.query).replace(/\s+/g, ' ') } : null,
        });
        await sleep(2000);
      }
    } catch {}
  })();
  return {
    async stop() {
      running = false;
      await Promise.race([Promise.all([probe, activity]), sleep(12_000)]);
      await db.end().catch(() => {});
      const longest =
        samples
          .map((x) => x.longest)
          .filter((x) => x !== null)
          .sort((x, y) => y.seconds - x.seconds)[0] ?? null;
      const waits: Record<string, number> = {};
      for (const x of samples) for (const [k, v] of Object.entries(x.waiting)) waits[k] = Math.max(waits[k] ?? 0, v);
      return {
        healthzMs: healthz.length ? { ...summarizeMs(healthz) } : null,
        database: {
          samples: samples.length,
          activeMax: Math.max(0, ...samples.map((x) => x.active)),
          activeMedian: samples.length ? [...samples.map((x) => x.active)].sort((x, y) => x - y)[Math.floor(samples.length / 2)] : null,
          idleInTransactionMax: Math.max(0, ...samples.map((x) => x.idleInTransaction)),
          waitEventsMax: waits,
          longestStatement: longest,
        },
      };
    },
  };
}

function summarizeMs(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number) => r3(s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!);
  return { n: s.length, p50: at(50), p99: at(99), max: r3(s[s.length - 1]!) };
}

/** Seconds until B's page answers three times in a row within `withinMs` (null: not within `maxMs`). */
async function recovery(url: string, tokenB: string, pageSessionId: string, withinMs: number, maxMs: number): Promise<number | null> {
  const gql = new GraphQLHttp(url, tokenB, 2);
  const t0 = performance.now();
  let good = 0;
  try {
    while (performance.now() - t0 < maxMs) {
      const o = await gql.post(
        'query($id: ID!) { session(id: $id) { messages(first: 50) { edges { cursor } } } }',
        { id: pageSessionId },
        { timeoutMs: 10_000 },
      );
      good = o.code === 'OK' && o.ms <= withinMs ? good + 1 : 0;
      if (good >= 3) return r3((performance.now() - t0) / 1000);
      await sleep(200);
    }
    return null;
  } finally {
    gql.close();
  }
}

/** CPU time (user + system) a process has used, ms (NaN once it is gone). */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Samples an instance's RSS every second; `stop()` gives the maximum and whether the process still runs. */
function watchInstance(instance: Instance) {
  let max = 0;
  const t0 = performance.now();
  const cpu0 = cpuMsOf(instance.pid);
  const sample = () => {
    try {
      max = Math.max(max, rssKiB(instance.pid));
    } catch {}
  };
  sample();
  const timer = setInterval(sample, 1000);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      const cpuCores = r3((cpuMsOf(instance.pid) - cpu0) / (performance.now() - t0));
      return { rssMaxKiB: max, cpuCores, alive: instance.child.exitCode === null && instance.child.signalCode === null };
    },
  };
}

async function runB(logDir: string, name: string, params: TenantBParams): Promise<TenantBResult> {
  const b = await child('bench/noisy/tenant-b.ts', logDir, name);
  try {
    b.send({ cmd: 'run', params });
    // tenant-b.ts reports by durationMs + opTimeoutMs + turnTimeoutMs + 8 s whatever happened.
    const limit = params.durationMs + params.turnTimeoutMs + params.opTimeoutMs + 30_000;
    const m = await waitMessage(b, (x) => x.result || x.error, limit, `${name} to finish`);
    if (m.error) throw new Error(m.error);
    return m.result;
  } finally {
    await stopChild(b, 'SIGKILL', 5000);
  }
}

/** What `NOISY_ATTACKS` may name: the attacks with loops of their own (`setup` always runs). */
const ATTACK_NAMES = [...Object.keys(FULL.concurrency), 'slowTurns'];

/**
 * A diagnostic variant for finding which of A's attacks costs B what: `NOISY_ATTACKS=search,a2Page`
 * runs only those (the others get no loops), `NOISY_ROUNDS=1` fewer rounds. A run with either set
 * is not the scenario of the goals: its notes say so, and it meets none of them.
 */
function variant(base: typeof FULL, notes: string[]): typeof FULL {
  const only = process.env.NOISY_ATTACKS?.split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const unknown = only?.filter((a) => !ATTACK_NAMES.includes(a)) ?? [];
  if (unknown.length > 0) throw new Error(`NOISY_ATTACKS: unknown attack ${unknown.join(', ')} (known: ${ATTACK_NAMES.join(', ')})`);
  const roundsSetting = process.env.NOISY_ROUNDS;
  const rounds = roundsSetting === undefined ? base.rounds : Number(roundsSetting);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`NOISY_ROUNDS: a whole number of rounds ≥ 1, not ${JSON.stringify(roundsSetting)}`);
  if (!only && rounds === base.rounds) return base;
  notes.push(`diagnostic variant: attacks ${only?.join(', ') ?? 'all'}, ${rounds} rounds (not the goals' scenario: no goal is met)`);
  const keep = (a: string, n: number) => (!only || only.includes(a) ? n : 0);
  return {
    ...base,
    diagnostic: true,
    rounds,
    concurrency: Object.fromEntries(Object.entries(base.concurrency).map(([a, n]) => [a, keep(a, n)])) as typeof base.concurrency,
    claimSessions: keep('claims', base.claimSessions),
    slowTurnSessions: keep('slowTurns', base.slowTurnSessions),
  };
}

export async function runNoisyScenario(o: NoisyOptions) {
  const notes: string[] = [];
  const cfg = variant(o.quick ? QUICK : FULL, notes);
  const started = performance.now();
  const documented = documentedCodes();

  // ---- its own database on the cluster (the other scenarios' data stays out of its searches and lists)
  let databaseUrl = o.databaseUrl;
  const dbName = `bench_noisy_${Date.now()}`;
  const adminUrl = new URL(o.databaseUrl);
  try {
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(o.databaseUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  } catch (error) {
    notes.push(`own database not created (${(error as Error).message}); using the run's database`);
  }

  const secret = randomBytes(24).toString('hex');
  const [tokenA, tokenB, workerToken] = await Promise.all([
    token(secret, { sub: 'tenant-a' }),
    token(secret, { sub: 'tenant-b' }),
    token(secret, { sub: 'bench-worker', scope: 'admin' }),
  ]);
  const instanceOptions: InstanceOptions = {
    name: 'N',
    databaseUrl,
    redisUrl: o.redisUrl,
    logDir: o.logDir,
    extraEnv: {
      AUTH_DISABLED: 'false',
      AUTH_JWT_SECRET: secret,
      METRICS_PUBLIC: 'true',
      // Half the shared worker's slots per tenant (unless the environment sets it): a tenant's
      // slow turns cannot take all of them (the service's default, 0, sets no cap).
      LLM_MAX_CLAIMED_PER_TENANT: process.env.LLM_MAX_CLAIMED_PER_TENANT ?? String(WORKER_CONCURRENCY / 2),
    },
    ...(o.cpuProfDir ? { cpuProfDir: o.cpuProfDir } : {}),
  };
  const fake = await startFakeOpenAI();
  fake.setDefault((body) => {
    const last = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';
    if (!last.includes(SLOW_WORD)) return echoReply(body);
    return { kind: 'stream', deltas: Array.from({ length: SLOW_REPLY.deltas }, (_, i) => `slow ${i} `), delayMs: SLOW_REPLY.delayMs };
  });
  let instance: Instance | null = null;
  let worker: Worker | null = null;
  const rounds: any[] = [];
  const aborted: { round: number; error: string }[] = [];
  try {
    o.log('  noisy: starting instance N (authentication on) and the reference worker');
    instance = await startInstance(instanceOptions);
    worker = await startWorkerProcess(instance, fake, workerToken, o.logDir);
    const t = Date.now();
    const a = await seedTenantA(instance.url, tokenA, cfg.sizes, o.log);
    const b = await seedTenantB(instance.url, tokenB, cfg.sizes);
    const seedSeconds = (Date.now() - t) / 1000;
    notes.push(...a.notes);
    o.log(`  noisy: seeded in ${seedSeconds.toFixed(1)} s`);

    for (let r = 0; r < cfg.rounds; r++) {
      const elapsed = performance.now() - started;
      const roundBudget = cfg.aloneMs + cfg.withAMs + cfg.recoveryMs + 2 * (B_PACE.turnTimeoutMs + B_PACE.opTimeoutMs) + CLEANUP_MS + 30_000;
      if (elapsed + roundBudget > cfg.limitMs && r > 0) {
        notes.push(`round ${r + 1} and later not run: the scenario's time limit (${cfg.limitMs / 1000} s) would be passed`);
        break;
      }
      // A round that cannot even start or finish (the service not answering B's set-up) is
      // counted as aborted, with the reason; the rounds before it are kept.
      try {
        if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) {
          notes.push(`round ${r + 1}: instance N had died; restarted it and the worker`);
          await worker?.stop();
          instance = await startInstance({ ...instanceOptions, name: `N${r + 1}` });
          worker = await startWorkerProcess(instance, fake, workerToken, o.logDir);
        }
        const inst: Instance = instance;
        const bParams = async (durationMs: number): Promise<TenantBParams> => ({
          url: inst.url,
          wsUrl: inst.wsUrl,
          token: tokenB,
          pageSessionId: b.pageSessionId,
          appendSessionIds: b.appendSessionIds,
          turnSessionId: await createTurnSession(inst.url, tokenB, WORKER_POOL),
          durationMs,
          ...B_PACE,
        });
        // ---- B alone
        const aloneWatch = watchInstance(inst);
        const alone = await runB(o.logDir, `noisy-b-alone-${r + 1}`, await bParams(cfg.aloneMs));
        const serverAlone = aloneWatch.stop();
        o.log(
          `  noisy round ${r + 1}: B alone p50 ${alone.all.p50} ms, p99 ${alone.all.p99} ms (turn p99 ${alone.ops.turn.p99} ms), ${alone.all.failed} failed; instance N used ${serverAlone.cpuCores} cores`,
        );
        // ---- B with A
        const phase = `r${r + 1}-${Date.now()}`;
        const aParams: TenantAParams = {
          url: inst.url,
          token: tokenA,
          a2SessionId: a.a2SessionId,
          searchWord: a.searchWord,
          c1SessionId: a.c1SessionId,
          phase,
          workerPool: WORKER_POOL,
          concurrency: cfg.concurrency,
          claimSessions: cfg.claimSessions,
          slowTurnSessions: cfg.slowTurnSessions,
          slowTurnWord: SLOW_WORD,
          promptAliases: 20,
          sessionAliases: 30,
          requestTimeoutMs: 60_000,
          maxSeconds: Math.ceil((cfg.withAMs + 120_000) / 1000),
        };
        const watch = watchInstance(inst);
        const diagnostics = diagnose(inst, databaseUrl);
        const aChild = await child('bench/noisy/tenant-a.ts', o.logDir, `noisy-a-${r + 1}`);
        let aResult: any = null;
        let withA: TenantBResult;
        let aClientCores: number | null = null;
        let machineBusyCores: number | null = null;
        let cpuPressureShare: number | null = null;
        const aStarted = performance.now();
        try {
          aChild.send({ cmd: 'run', params: aParams });
          await waitMessage(aChild, (m) => m.started, 90_000, 'tenant A to start').catch((e) => notes.push(`round ${r + 1}: ${e.message}`));
          const aSetupSeconds = r3((performance.now() - aStarted) / 1000);
          // What the machine spent while B ran beside A: A's own client shares these cores, which a
          // real attacker's would not (it runs elsewhere).
          const machine = new MachineWatch(() => [process.pid]);
          await machine.start(false);
          const aCpu0 = cpuMsOf(aChild.pid!);
          const machineT0 = performance.now();
          withA = await runB(o.logDir, `noisy-b-with-a-${r + 1}`, await bParams(cfg.withAMs));
          aClientCores = r3((cpuMsOf(aChild.pid!) - aCpu0) / (performance.now() - machineT0));
          const window = await machine.stop(false);
          machineBusyCores = window.busyCores;
          cpuPressureShare = window.cpuPressureShare;
          aChild.send({ cmd: 'stop' });
          const m = await waitMessage(aChild, (x) => x.result || x.error, 20_000, 'tenant A to report').catch((e) => ({ error: e.message }));
          aResult = m.result ?? { error: m.error };
          aResult.setupSeconds = aSetupSeconds;
        } finally {
          await stopChild(aChild, 'SIGKILL', 5000);
        }
        const server = { ...watch.stop(), ...(await diagnostics.stop()), aClientCores, machineBusyCores, cpuPressureShare };
        // ---- clean up after A, then wait for the service to answer B as fast as before
        let cleanupNotes: string[] = [];
        let recoverySeconds: number | null = null;
        if (server.alive) {
          cleanupNotes = await Promise.race([
            cleanUpAfterA(inst.url, tokenA, phase, a.c1SessionId).catch((e) => [`clean-up failed: ${(e as Error).message}`]),
            sleep(CLEANUP_MS).then(() => [`clean-up after A not finished within ${CLEANUP_MS / 1000} s`]),
          ]);
          const withinMs = Math.max(50, 3 * (alone.ops.page.p99 || 10));
          recoverySeconds = await recovery(inst.url, tokenB, b.pageSessionId, withinMs, cfg.recoveryMs);
        }
        o.log(
          `  noisy round ${r + 1}: B with A p50 ${withA.all.p50} ms, p99 ${withA.all.p99} ms (turn p99 ${withA.ops.turn.p99} ms), ${withA.all.failed} failed; instance N used ${server.cpuCores} cores, /healthz p99 ${server.healthzMs?.p99 ?? '?'} ms, database active max ${server.database.activeMax} (longest statement ${server.database.longestStatement?.seconds ?? 0} s), RSS max ${Math.round(server.rssMaxKiB / 1024)} MiB${server.alive ? '' : ', DIED'}; the machine ${machineBusyCores ?? '?'} of ${availableParallelism()} cores busy (A's own client ${aClientCores ?? '?'}, a task waiting for a core ${cpuPressureShare === null ? '?' : `${Math.round(cpuPressureShare * 100)} %`} of the time); recovered ${recoverySeconds === null ? 'not within the limit' : `after ${recoverySeconds} s`}`,
        );
        if (aResult?.attacks)
          o.log(
            `  noisy round ${r + 1}: A got ${Object.entries(aResult.attacks as Record<string, { outcomes: Record<string, number> }>)
              .map(
                ([k, v]) =>
                  `${k} ${Object.entries(v.outcomes)
                    .map(([c, n]) => `${c}×${n}`)
                    .join(' ')}`,
              )
              .join('; ')}`,
          );
        rounds.push({ alone, withA, a: aResult, serverAlone, server, recoverySeconds, cleanupNotes });
      } catch (error) {
        const why = (error as Error).message.split('\n')[0]!.slice(0, 300);
        aborted.push({ round: r + 1, error: why });
        notes.push(`round ${r + 1} aborted: ${why}`);
        o.log(`  noisy round ${r + 1} aborted: ${why}`);
      }
    }
  } finally {
    await worker?.stop().catch(() => {});
    await instance?.stop().catch(() => {});
    await fake.close().catch(() => {});
    if (databaseUrl !== o.databaseUrl) {
      const admin = new pg.Client({ connectionString: adminUrl.toString() });
      await admin
        .connect()
        .then(() => admin.query(`drop database if exists ${dbName} with (force)`))
        .catch(() => {})
        .finally(() => admin.end().catch(() => {}));
    }
  }
  return summarize(rounds, aborted, cfg, notes, documented);
}

function summarize(rounds: any[], aborted: { round: number; error: string }[], cfg: typeof FULL, notes: string[], documented: Set<string>) {
  if (rounds.length === 0) throw new Error(`no round completed${notes.length ? `: ${notes.join('; ')}` : ''}`);
  const of = (f: (r: any) => number) => spread(rounds.map(f));
  const perOp = (phase: 'alone' | 'withA') =>
    Object.fromEntries(
      B_OPS.map((op) => [
        op,
        {
          p50Ms: of((r) => r[phase].ops[op].p50),
          p99Ms: of((r) => r[phase].ops[op].p99),
          failed: rounds.reduce((acc, r) => acc + r[phase].ops[op].failed, 0),
        },
      ]),
    );
  const failuresByCode = (phase: 'alone' | 'withA') => {
    const out: Record<string, number> = {};
    for (const r of rounds)
      for (const op of B_OPS)
        for (const [c, n] of Object.entries(r[phase].ops[op].failures as Record<string, number>)) out[`${op} ${c}`] = (out[`${op} ${c}`] ?? 0) + n;
    return out;
  };
  // A phase without a single answered request of a kind has no p99 (null over IPC): its ratio is
  // unknown (NaN, left out of the spread), never 0; such a phase's failures are counted anyway.
  const ratio = (f: (res: TenantBResult) => number | null) =>
    spread(rounds.map((r) => (f(r.withA) ?? Number.NaN) / Math.max(0.001, f(r.alone) ?? Number.NaN)));
  const opRatios = Object.fromEntries(B_OPS.map((op) => [op, ratio((x) => x.ops[op].p99)])) as Record<BOp, Spread>;
  // An operation with no successful answer in a phase has no p99: its ratio is unknown (NaN), and its failures count.
  const worst = B_OPS.map((op) => ({ op, ratio: opRatios[op] })).sort(
    (x, y) => (Number.isFinite(y.ratio.median) ? y.ratio.median : Infinity) - (Number.isFinite(x.ratio.median) ? x.ratio.median : Infinity),
  )[0]!;
  const overall = ratio((x) => x.all.p99);
  const bFailedWithA = rounds.reduce((acc, r) => acc + r.withA.all.failed, 0);
  const bFailedAlone = rounds.reduce((acc, r) => acc + r.alone.all.failed, 0);
  // What A got, summed over the rounds, per attack and outcome.
  const aOutcomes: Record<string, Record<string, number>> = {};
  const kinds: Record<string, number> = { ok: 0, refused: 0, slowed: 0, undocumented: 0 };
  const undocumented: Record<string, number> = {};
  for (const r of rounds)
    for (const [attack, v] of Object.entries((r.a?.attacks ?? {}) as Record<string, { outcomes: Record<string, number> }>))
      for (const [code, n] of Object.entries(v.outcomes)) {
        (aOutcomes[attack] ??= {})[code] = (aOutcomes[attack]![code] ?? 0) + n;
        const k = outcomeKind(code, documented);
        kinds[k] = (kinds[k] ?? 0) + n;
        if (k === 'undocumented') undocumented[`${attack} ${code}`] = (undocumented[`${attack} ${code}`] ?? 0) + n;
      }
  const roundsRun = rounds.length;
  const measuredGoals: Goal[] = [
    {
      name: "noisy neighbour: tenant B's p99 (all its operations) with tenant A ≤ 2 × B alone",
      value: Number.isFinite(overall.median) ? overall.median : 'no answer with A',
      target: '≤ 2',
      met: Number.isFinite(overall.median) && overall.median <= 2 && roundsRun >= Math.min(3, cfg.rounds),
    },
    {
      name: `noisy neighbour: each B operation's p99 with A ≤ 2 × alone (worst: ${worst.op})`,
      value: Number.isFinite(worst.ratio.median) ? worst.ratio.median : 'no answer with A',
      target: '≤ 2',
      met: B_OPS.every((op) => Number.isFinite(opRatios[op].median) && opRatios[op].median <= 2),
    },
    {
      name: 'noisy neighbour: 0 tenant B requests failed (alone and with A, every round; an aborted round counts as one)',
      value: bFailedWithA + bFailedAlone + aborted.length,
      target: '= 0',
      met: bFailedWithA + bFailedAlone + aborted.length === 0,
    },
    {
      name: 'noisy neighbour: tenant A answered, refused with a documented code or slowed — nothing else',
      value: kinds.undocumented!,
      target: '= 0 undocumented outcomes',
      met: kinds.undocumented === 0,
    },
  ];
  const goals = measuredGoals.map((goal) => ({ ...goal, met: goal.met && !cfg.diagnostic }));
  if (roundsRun < cfg.rounds) notes.push(`${roundsRun} of ${cfg.rounds} rounds completed`);
  // On one machine A's own client competes with the service for the cores; a saturated machine
  // makes B wait for a core as much as for the service, which no governance of the service removes.
  const saturated = rounds.filter((r) => (r.server.machineBusyCores ?? 0) >= 0.9 * availableParallelism());
  if (saturated.length > 0)
    notes.push(
      `the machine was saturated while B ran beside A in ${saturated.length} of ${roundsRun} rounds (busy cores ${saturated.map((r) => r.server.machineBusyCores).join(', ')} of ${availableParallelism()}; A's own client ${saturated.map((r) => r.server.aClientCores).join(', ')}): part of B's latency is waiting for a core`,
    );
  return {
    measured: {
      rounds: roundsRun,
      abortedRounds: aborted,
      bAlone: {
        all: { p50Ms: of((r) => r.alone.all.p50), p99Ms: of((r) => r.alone.all.p99) },
        ops: perOp('alone'),
        failed: bFailedAlone,
        failures: failuresByCode('alone'),
      },
      bWithA: {
        all: { p50Ms: of((r) => r.withA.all.p50), p99Ms: of((r) => r.withA.all.p99) },
        ops: perOp('withA'),
        failed: bFailedWithA,
        failures: failuresByCode('withA'),
      },
      p99Ratios: { all: overall, ...opRatios },
      tenantA: {
        outcomes: aOutcomes,
        byKind: kinds,
        undocumented,
        setupSeconds: rounds.map((r) => r.a?.setupSeconds ?? null),
        notes: rounds.flatMap((r) => r.a?.notes ?? []),
      },
      server: {
        rssMaxKiBWithA: of((r) => r.server.rssMaxKiB),
        cpuCoresAlone: of((r) => r.serverAlone.cpuCores),
        cpuCoresWithA: of((r) => r.server.cpuCores),
        machineBusyCoresWithA: of((r) => r.server.machineBusyCores ?? Number.NaN),
        tenantAClientCoresWithA: of((r) => r.server.aClientCores ?? Number.NaN),
        cpuPressureShareWithA: of((r) => r.server.cpuPressureShare ?? Number.NaN),
        healthzP99MsWithA: of((r) => r.server.healthzMs?.p99 ?? Number.NaN),
        databaseActiveMaxWithA: of((r) => r.server.database.activeMax),
        longestStatementWithA: rounds.map((r) => r.server.database.longestStatement),
        diedInRounds: rounds.flatMap((r, i) => (r.server.alive ? [] : [i + 1])),
        recoverySeconds: rounds.map((r) => r.recoverySeconds),
      },
      perRound: rounds,
    },
    floor: {
      what: 'tenant B alone in the same round (same instance, same worker, tenant A idle)',
      p50Ms: of((r) => r.alone.all.p50),
      p99Ms: of((r) => r.alone.all.p99),
    },
    ratio: overall.median,
    ratioMeaning: "tenant B's p99 with A / B's p99 alone, all B operations together, per round; median of rounds",
    ratios: { p99All: overall, ...Object.fromEntries(B_OPS.map((op) => [`p99 ${op}`, opRatios[op]])) },
    goals,
    notes: [
      `B: one operation every ${B_PACE.opIntervalMs} ms in turn (createSession, appendEntry of 1 KiB, a page of 50 of a ${cfg.sizes.bPageMessages}-message session; open loop, timeout ${B_PACE.opTimeoutMs / 1000} s) and one turn at a time (addContextItem → the reference worker's answer settles, over the fake provider; at most one a second, timeout ${B_PACE.turnTimeoutMs / 1000} s); ${cfg.aloneMs / 1000} s alone, then ${cfg.withAMs / 1000} s with A, per round`,
      `A, all at once: a2Page ×${cfg.concurrency.a2Page} (${cfg.sizes.a2Messages} messages × ${cfg.sizes.a2Blocks} file blocks of one attachment, messages(first: 200)), a2Sessions ×${cfg.concurrency.a2Sessions} (30 aliases of sessions(first: 200) { attachments draft }), search ×${cfg.concurrency.search} (searchSessions(first: 200) over ${cfg.sizes.searchSessions} sessions × ${cfg.sizes.searchChars.toLocaleString('en')} characters), c1Chunks ×${cfg.concurrency.c1Chunks} and c1Prompt ×${cfg.concurrency.c1Prompt} (20 aliases of openRequest { prompt }) on a context of ${cfg.sizes.c1Items} × ${cfg.sizes.c1ItemChars.toLocaleString('en')} characters, a claim burst (${cfg.claimSessions} turns opened, claimed and re-claimed by A's own worker id ×${cfg.concurrency.claims}), ${cfg.slowTurnSessions} sessions of slow turns for the shared worker (a question a second each; the fake model answers them in ${(SLOW_REPLY.deltas * SLOW_REPLY.delayMs) / 1000} s), ${cfg.concurrency.slowBodies} slow bodies (10 MB announced, one 4 MB, one without credentials; a byte a second)`,
      `the reference worker: one process, concurrency ${WORKER_CONCURRENCY}, an admin token, serving both tenants' sessions tagged pool: shared (the service's defaults otherwise: LLM_DEBOUNCE_MS 300 is in every turn)`,
      ...notes,
    ],
  };
}
