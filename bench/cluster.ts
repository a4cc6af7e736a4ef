// Scenario "cluster" (issue 27 §1): what sharded pub/sub on a Redis Cluster buys over one Redis.
// The same load runs on four set-ups: one Redis with 2 and 4 instances, a Redis Cluster
// (three masters, three replicas, scripts/test-servers.sh in a temp folder) with 2 and 4
// instances, and the cluster with 4 instances plus one cross-session trigger subscriber
// (messageAdded) on the first instance. Every session's subscribers sit on one instance:
// "round-robin" puts session i on instance i mod N (a load balancer that knows nothing of the
// groups: each instance soon serves every group), "routed" puts a session on the instance of its
// slot group (group mod N: a proxy hashing the session id as slotGroupOf does; docs/scaling.md), so
// on the cluster an instance hears only its groups. Writes go round-robin through the instances at
// a fixed rate. Every set-up runs in rounds (3 in a full run; figures are medians with their
// spread). Reported per set-up:
// fan-out latency (append sent → event received by a subscriber; p50/p99), each instance's CPU
// seconds over the window (/proc/<pid>/stat), and the bus messages each instance received
// (bench/lib/bus-count.ts, preloaded into the instances).
//
//   npx tsx bench/cluster.ts [--quick]          (or npm run bench -- --only cluster)
// DATABASE_URL / REDIS_URL / REDIS_CLUSTER_URL reuse running servers; otherwise they are started here.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Client } from 'graphql-ws';
import { Gql, nowMs, sleep, spread, summarize, wsClient } from './lib/client.js';
import { slotGroupOf } from '../src/events/slot-groups.js';
import { REPO, startInfra, startInstance, type Instance } from './lib/infra.js';

const run = promisify(execFile);

export interface ClusterScenarioOptions {
  databaseUrl: string;
  redisUrl: string;
  /** A running cluster (redis-cluster://…); started here when unset. */
  clusterUrl?: string | undefined;
  logDir: string;
  quick: boolean;
  log: (message: string) => void;
}

const SIZES = {
  quick: { sessions: 16, subscribersPerSession: 2, appends: 120, ratePerSecond: 40, rounds: 1 },
  full: { sessions: 128, subscribersPerSession: 4, appends: 2000, ratePerSecond: 200, rounds: 3 },
};

interface SetupResult {
  setup: string;
  instances: number;
  fanoutMs: ReturnType<typeof summarize>;
  deliveries: number;
  expectedDeliveries: number;
  cpuSecondsPerInstance: number[];
  busMessagesPerInstance: number[];
  triggerDeliveries?: number;
}

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks (100 Hz)
}

function busMessages(file: string): number {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { messages: number }).messages;
  } catch {
    return Number.NaN;
  }
}

/** The slot groups the instances use (REDIS_CLUSTER_SLOT_GROUPS, else the service's default). */
const SLOT_GROUPS = Number(process.env.REDIS_CLUSTER_SLOT_GROUPS ?? 16);

/** Which instance serves a session's subscribers: by position, or by the session's slot group. */
type Placement = 'round-robin' | 'routed';
const placeOn = (placement: Placement, sessionId: string, index: number, count: number) =>
  placement === 'routed' ? slotGroupOf(sessionId, SLOT_GROUPS) % count : index % count;

/** A throwaway cluster on free ports, in its own folder. */
async function startCluster(log: (m: string) => void): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'agentconv-bench-cluster-'));
  const base = 41_000 + Math.floor(Math.random() * 400) * 10;
  const env = { ...process.env, TEST_SERVERS_DIR: dir, REDIS_CLUSTER_PORT_TEST: String(base) };
  await run('bash', [join(REPO, 'scripts/test-servers.sh'), 'cluster-start'], { env });
  log(`redis cluster: own throwaway cluster on 127.0.0.1:${base}-${base + 5}`);
  return {
    url: `redis-cluster://127.0.0.1:${base},127.0.0.1:${base + 1},127.0.0.1:${base + 2}`,
    async stop() {
      await run('bash', [join(REPO, 'scripts/test-servers.sh'), 'cluster-stop'], { env }).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const CREATE = 'mutation { createSession(input: {}) { session { id } } }';
const APPEND = `mutation A($sessionId: ID!, $text: String!) {
  appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: $text } }] } } }) { entry { entryId } } }`;
const EVENTS = 'subscription E($sessionId: ID!) { sessionEvents(sessionId: $sessionId) { offset type } }';
const ADDED = 'subscription { messageAdded { sessionId offset } }';

async function runSetup(
  name: string,
  count: number,
  redisUrl: string,
  trigger: boolean,
  placement: Placement,
  o: ClusterScenarioOptions,
  sizes: (typeof SIZES)['quick'],
): Promise<SetupResult> {
  const prefix = `bench-${name}-${Date.now()}:`;
  const instances: Instance[] = [];
  const clients: Client[] = [];
  const countFiles: string[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const countFile = join(o.logDir, `${name}-${i}-bus.json`);
      countFiles.push(countFile);
      instances.push(
        await startInstance({
          name: `${name}-${i}`,
          databaseUrl: o.databaseUrl,
          redisUrl,
          logDir: o.logDir,
          nodeArgs: ['--import', pathToFileURL(join(REPO, 'bench/lib/bus-count.ts')).href],
          extraEnv: { REDIS_CHANNEL_PREFIX: prefix, BENCH_BUS_COUNT_FILE: countFile },
        }),
      );
    }
    const http = instances.map((instance) => new Gql(instance.url, 16));
    const sessions: string[] = [];
    for (let s = 0; s < sizes.sessions; s++) sessions.push((await http[s % count]!.request(CREATE)).createSession.session.id);

    // Subscribers: session s on its placed instance; the send time of each append, by session and offset.
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let deliveries = 0;
    let triggerDeliveries = 0;
    let ready = 0;
    for (let s = 0; s < sessions.length; s++) {
      const sessionId = sessions[s]!;
      for (let k = 0; k < sizes.subscribersPerSession; k++) {
        const client = await wsClient(instances[placeOn(placement, sessionId, s, count)]!.wsUrl);
        clients.push(client);
        let first = true;
        client.subscribe<{ sessionEvents: { offset: number } }>(
          { query: EVENTS, variables: { sessionId } },
          {
            next: (result) => {
              if (first) ready += 1;
              first = false;
              const offset = result.data?.sessionEvents.offset;
              const sent = sentAt.get(`${sessionId}/${offset}`);
              if (sent === undefined) return;
              deliveries += 1;
              latencies.push(nowMs() - sent);
            },
            error: () => {},
            complete: () => {},
          },
        );
      }
    }
    if (trigger) {
      const client = await wsClient(instances[0]!.wsUrl);
      clients.push(client);
      client.subscribe({ query: ADDED }, { next: () => void (triggerDeliveries += 1), error: () => {}, complete: () => {} });
    }
    // Each subscriber is live once it got its first event: one warm-up append per session.
    let offsets = sessions.map(() => 1);
    await Promise.all(sessions.map((sessionId, s) => http[s % count]!.request(APPEND, { sessionId, text: 'warm-up' })));
    offsets = offsets.map((o) => o + 1);
    const subscribers = sessions.length * sizes.subscribersPerSession;
    for (const deadline = Date.now() + 60_000; ready < subscribers && Date.now() < deadline; ) await sleep(50);
    await sleep(500);
    const messagesBefore = countFiles.map(busMessages);
    const cpuBefore = instances.map((instance) => cpuSeconds(instance.pid));

    // The load: appends at a fixed rate, round-robin over the sessions and the instances.
    const interval = 1000 / sizes.ratePerSecond;
    const start = nowMs();
    const inFlight: Promise<unknown>[] = [];
    for (let n = 0; n < sizes.appends; n++) {
      const wait = start + n * interval - nowMs();
      if (wait > 0) await sleep(wait);
      const s = n % sessions.length;
      const sessionId = sessions[s]!;
      offsets[s]! += 1;
      sentAt.set(`${sessionId}/${offsets[s]}`, nowMs());
      inFlight.push(http[n % count]!.request(APPEND, { sessionId, text: `m${n}` }));
    }
    await Promise.all(inFlight);
    const expectedDeliveries = sizes.appends * sizes.subscribersPerSession;
    for (const deadline = Date.now() + 30_000; deliveries < expectedDeliveries && Date.now() < deadline; ) await sleep(50);
    await sleep(400); // the counters are written every 200 ms
    const cpuSecondsPerInstance = instances.map((instance, i) => Math.round((cpuSeconds(instance.pid) - cpuBefore[i]!) * 100) / 100);
    const busMessagesPerInstance = countFiles.map((file, i) => busMessages(file) - messagesBefore[i]!);
    return {
      setup: name,
      instances: count,
      fanoutMs: summarize(latencies),
      deliveries,
      expectedDeliveries,
      cpuSecondsPerInstance,
      busMessagesPerInstance,
      ...(trigger ? { triggerDeliveries } : {}),
    };
  } finally {
    for (const client of clients) await client.dispose();
    for (const instance of instances) await instance.stop().catch(() => {});
  }
}

const SETUPS = [
  ['redis-2', 2, 'redis', false, 'round-robin'],
  ['redis-4', 4, 'redis', false, 'round-robin'],
  ['cluster-2', 2, 'cluster', false, 'round-robin'],
  ['cluster-4', 4, 'cluster', false, 'round-robin'],
  ['cluster-4-routed', 4, 'cluster', false, 'routed'],
  ['cluster-4-trigger', 4, 'cluster', true, 'routed'],
] as const;

export async function runClusterScenario(o: ClusterScenarioOptions) {
  const sizes = o.quick ? SIZES.quick : SIZES.full;
  const own = o.clusterUrl ? null : await startCluster(o.log);
  const clusterUrl = o.clusterUrl ?? own!.url;
  /** Every round's result of every set-up, round after round (each round runs every set-up once). */
  const rounds: SetupResult[][] = [];
  try {
    for (let round = 1; round <= sizes.rounds; round++) {
      const results: SetupResult[] = [];
      for (const [name, count, redis, trigger, placement] of SETUPS) {
        o.log(`  cluster: round ${round}/${sizes.rounds} ${name} …`);
        const result = await runSetup(name, count, redis === 'redis' ? o.redisUrl : clusterUrl, trigger, placement, o, sizes);
        o.log(
          `  cluster: ${name}: fan-out p50 ${result.fanoutMs.p50} ms p99 ${result.fanoutMs.p99} ms, ` +
            `CPU s/instance [${result.cpuSecondsPerInstance.join(', ')}], bus messages/instance [${result.busMessagesPerInstance.join(', ')}], ` +
            `deliveries ${result.deliveries}/${result.expectedDeliveries}`,
        );
        results.push(result);
      }
      rounds.push(results);
    }
  } finally {
    await own?.stop();
  }
  return { sizes, slotGroups: SLOT_GROUPS, rounds, setups: summarizeSetups(rounds) };
}

/** Per set-up, the median and spread over the rounds of its headline figures. */
function summarizeSetups(rounds: SetupResult[][]) {
  return SETUPS.map(([name, count, redis, trigger, placement]) => {
    const runs = rounds.map((results) => results.find((r) => r.setup === name)!);
    return {
      setup: name,
      instances: count,
      redis,
      placement,
      trigger,
      fanoutP50Ms: spread(runs.map((r) => r.fanoutMs.p50)),
      fanoutP99Ms: spread(runs.map((r) => r.fanoutMs.p99)),
      cpuSecondsPerInstance: spread(runs.map((r) => mean(r.cpuSecondsPerInstance))),
      busMessagesPerInstance: spread(runs.map((r) => mean(r.busMessagesPerInstance))),
      deliveries: runs.reduce((n, r) => n + r.deliveries, 0),
      expectedDeliveries: runs.reduce((n, r) => n + r.expectedDeliveries, 0),
    };
  });
}

// Run directly: own Postgres and Redis (or DATABASE_URL / REDIS_URL), own cluster (or REDIS_CLUSTER_URL).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const quick = process.argv.includes('--quick');
  const log = (m: string) => console.log(`[bench:cluster] ${m}`);
  const logDir = join(REPO, 'bench/results/logs/cluster');
  mkdirSync(logDir, { recursive: true });
  const infra = await startInfra(log);
  try {
    const result = await runClusterScenario({
      databaseUrl: infra.databaseUrl,
      redisUrl: infra.redisUrl,
      clusterUrl: process.env.REDIS_CLUSTER_URL,
      logDir,
      quick,
      log,
    });
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await infra.stop();
  }
}

const mean = (values: readonly number[]) => Math.round((values.reduce((a, b) => a + b, 0) / (values.length || 1)) * 100) / 100;

/** Per round, one set-up's figure divided by another's. */
const perRoundRatio = (rounds: SetupResult[][], over: string, under: string, figure: (r: SetupResult) => number) =>
  spread(
    rounds.map((results) => {
      const a = figure(results.find((r) => r.setup === over)!);
      const b = figure(results.find((r) => r.setup === under)!);
      return b > 0 ? a / b : Number.NaN;
    }),
  );

/** The scenario in the shape bench/run.ts reports: rounds, its goals the traffic and CPU an instance spends. */
export async function clusterScenario(o: ClusterScenarioOptions) {
  const measured = await runClusterScenario(o);
  const { rounds, setups } = measured;
  const messages = (r: SetupResult) => mean(r.busMessagesPerInstance);
  const cpu = (r: SetupResult) => mean(r.cpuSecondsPerInstance);
  const ratios = {
    'bus messages per instance, cluster routed ÷ one Redis (4 instances)': perRoundRatio(rounds, 'cluster-4-routed', 'redis-4', messages),
    'bus messages per instance, cluster round-robin ÷ one Redis (4 instances)': perRoundRatio(rounds, 'cluster-4', 'redis-4', messages),
    'CPU per instance, cluster routed ÷ one Redis (4 instances)': perRoundRatio(rounds, 'cluster-4-routed', 'redis-4', cpu),
    'fan-out p99, cluster routed ÷ one Redis (4 instances)': perRoundRatio(rounds, 'cluster-4-routed', 'redis-4', (r) => r.fanoutMs.p99),
  };
  const routedMessages = ratios['bus messages per instance, cluster routed ÷ one Redis (4 instances)'].median;
  const complete = setups.every((s) => s.deliveries === s.expectedDeliveries);
  return {
    measured,
    floor: null,
    ratio: routedMessages,
    ratioMeaning: 'bus messages per instance with 4 instances: Redis Cluster (sessions routed by group) ÷ one Redis',
    ratios,
    goals: [
      {
        name: 'an instance on the cluster receives only its shards (4 instances, sessions routed by group)',
        value: routedMessages,
        target: '< 0.75 of one Redis',
        met: routedMessages < 0.75,
      },
      {
        name: 'every subscriber got every event (every set-up, every round)',
        value: setups.map((s) => `${s.setup} ${s.deliveries}/${s.expectedDeliveries}`).join(', '),
        target: 'all',
        met: complete,
      },
    ],
  };
}

const fmtSpread = (x: { median: number; min: number; max: number }) => `${x.median} (${x.min}–${x.max})`;

/** One cell per set-up, for bench/run.ts's table: medians over the rounds, with their spread. */
export function clusterSummary(measured: { setups: ReturnType<typeof summarizeSetups> }): string {
  return measured.setups
    .map(
      (s) =>
        `${s.setup}: p50 ${fmtSpread(s.fanoutP50Ms)} / p99 ${fmtSpread(s.fanoutP99Ms)} ms, CPU s/instance ${fmtSpread(s.cpuSecondsPerInstance)}, bus messages/instance ${fmtSpread(s.busMessagesPerInstance)}`,
    )
    .join('<br>');
}
