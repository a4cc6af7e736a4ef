// Scenario "cluster" (issue 27 §1): what sharded pub/sub on a Redis Cluster buys over one Redis.
// The same load runs on four set-ups: one Redis with 2 and 4 instances, a Redis Cluster
// (three masters, three replicas, scripts/test-servers.sh in a temp folder) with 2 and 4
// instances, and the cluster with 4 instances plus one cross-session trigger subscriber
// (messageAdded) on the first instance. Every session's subscribers sit on one instance
// (session i on instance i mod N), so on the cluster an instance needs only its sessions'
// groups. Writes go round-robin through the instances at a fixed rate. Reported per set-up:
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
import { Gql, nowMs, sleep, summarize, wsClient } from './lib/client.js';
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
  quick: { sessions: 16, subscribersPerSession: 2, appends: 120, ratePerSecond: 40 },
  full: { sessions: 128, subscribersPerSession: 4, appends: 2000, ratePerSecond: 200 },
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

    // Subscribers: session s on instance s mod N; the send time of each append, by session and offset.
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let deliveries = 0;
    let triggerDeliveries = 0;
    let ready = 0;
    for (let s = 0; s < sessions.length; s++) {
      const sessionId = sessions[s]!;
      for (let k = 0; k < sizes.subscribersPerSession; k++) {
        const client = await wsClient(instances[s % count]!.wsUrl);
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

export async function runClusterScenario(o: ClusterScenarioOptions) {
  const sizes = o.quick ? SIZES.quick : SIZES.full;
  const own = o.clusterUrl ? null : await startCluster(o.log);
  const clusterUrl = o.clusterUrl ?? own!.url;
  const setups: SetupResult[] = [];
  try {
    for (const [name, count, url, trigger] of [
      ['redis-2', 2, o.redisUrl, false],
      ['redis-4', 4, o.redisUrl, false],
      ['cluster-2', 2, clusterUrl, false],
      ['cluster-4', 4, clusterUrl, false],
      ['cluster-4-trigger', 4, clusterUrl, true],
    ] as const) {
      o.log(`  cluster: ${name} …`);
      const result = await runSetup(name, count, url, trigger, o, sizes);
      o.log(
        `  cluster: ${name}: fan-out p50 ${result.fanoutMs.p50} ms p99 ${result.fanoutMs.p99} ms, ` +
          `CPU s/instance [${result.cpuSecondsPerInstance.join(', ')}], bus messages/instance [${result.busMessagesPerInstance.join(', ')}], ` +
          `deliveries ${result.deliveries}/${result.expectedDeliveries}`,
      );
      setups.push(result);
    }
  } finally {
    await own?.stop();
  }
  return { sizes, setups };
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

/** The scenario in the shape bench/run.ts reports: one round, its goal the traffic an instance receives. */
export async function clusterScenario(o: ClusterScenarioOptions) {
  const { sizes, setups } = await runClusterScenario(o);
  const by = (name: string) => setups.find((s) => s.setup === name)!;
  const single = mean(by('redis-4').busMessagesPerInstance);
  const sharded = mean(by('cluster-4').busMessagesPerInstance);
  const ratio = Math.round((sharded / single) * 1000) / 1000;
  return {
    measured: { sizes, setups },
    floor: null,
    ratio,
    ratioMeaning: 'bus messages per instance with 4 instances: Redis Cluster ÷ one Redis',
    goals: [
      {
        name: 'an instance on the cluster receives only its shards (4 instances)',
        value: ratio,
        target: '< 0.75 of one Redis',
        met: ratio < 0.75,
      },
      {
        name: 'every subscriber got every event (cluster, 4 instances)',
        value: `${by('cluster-4').deliveries}/${by('cluster-4').expectedDeliveries}`,
        target: 'all',
        met: by('cluster-4').deliveries === by('cluster-4').expectedDeliveries,
      },
    ],
  };
}

/** One cell per set-up, for bench/run.ts's table. */
export function clusterSummary(measured: { setups: SetupResult[] }): string {
  return measured.setups
    .map(
      (s) =>
        `${s.setup}: p50 ${s.fanoutMs.p50} / p99 ${s.fanoutMs.p99} ms, CPU s/instance ${mean(s.cpuSecondsPerInstance)}, bus messages/instance ${mean(s.busMessagesPerInstance)}`,
    )
    .join('<br>');
}
