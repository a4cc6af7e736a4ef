// A private Redis Cluster (three masters, three replicas) for a test that kills one of its
// masters: started by scripts/test-servers.sh in a temp folder on six free loopback ports, so
// the shared cluster (TEST_REDIS_CLUSTER_URL) and every other suite never notice.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { vi } from 'vitest';

const run = promisify(execFile);
const SCRIPT = join(import.meta.dirname, '../../scripts/test-servers.sh');

export interface OwnCluster {
  readonly url: string;
  /** The six node ports; the first three start as masters. */
  readonly ports: readonly number[];
  /** The master serving a slot now, as its port. */
  masterOf(slot: number): Promise<number>;
  /** Kills one node (SIGKILL, as a crash would). */
  kill(port: number): Promise<void>;
  /** Resolves once every slot is served again and no master is the killed one. */
  recovered(killed: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Six consecutive free ports whose cluster-bus ports (+10000) are free too. */
async function freeBlock(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 3000) * 10; // up to 49_995, its bus ports up to 59_995
    const ports = Array.from({ length: 6 }, (_, i) => base + i).flatMap((p) => [p, p + 10_000]);
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return base;
  }
  throw new Error('no block of free ports for a Redis Cluster');
}

async function clusterSlots(port: number): Promise<[number, number, [string, number]][]> {
  const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.cluster('SLOTS')) as unknown as [number, number, [string, number]][];
  } finally {
    redis.disconnect();
  }
}

/** Starts six nodes on a free block of ports; a block taken between the check and the start (another suite's socket) is left for a new one. */
async function startNodes(): Promise<{ base: number; dir: string; script: (...args: string[]) => Promise<unknown> }> {
  for (let attempt = 1; ; attempt++) {
    const base = await freeBlock();
    const dir = mkdtempSync(join(tmpdir(), 'own-redis-cluster-'));
    const env = { ...process.env, TEST_SERVERS_DIR: dir, REDIS_CLUSTER_PORT_TEST: String(base), REDIS_CLUSTER_NODE_TIMEOUT_MS: '1000' };
    const script = (...args: string[]) => run('bash', [SCRIPT, ...args], { env });
    try {
      await script('cluster-start');
      return { base, dir, script };
    } catch (error) {
      await script('cluster-stop').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
      if (attempt === 3) throw error;
    }
  }
}

export async function startOwnCluster(): Promise<OwnCluster> {
  const { base, dir, script } = await startNodes();
  const ports = Array.from({ length: 6 }, (_, i) => base + i);
  const killed = new Set<number>();
  const alive = () => ports.filter((p) => !killed.has(p));
  const slotsNow = async () => {
    for (const port of alive()) {
      try {
        return await clusterSlots(port);
      } catch {
        // that node is down or busy: ask another
      }
    }
    throw new Error('no cluster node answers');
  };
  return {
    url: `redis-cluster://${ports.map((p) => `127.0.0.1:${p}`).join(',')}`,
    ports,
    async masterOf(slot) {
      const range = (await slotsNow()).find(([start, end]) => slot >= start && slot <= end);
      if (!range) throw new Error(`slot ${slot} is not served`);
      return Number(range[2][1]);
    },
    async kill(port) {
      killed.add(port);
      await script('cluster-node-stop', String(port));
    },
    async recovered(dead, timeoutMs = 30_000) {
      await vi.waitFor(
        async () => {
          // A refused CLUSTER SLOTS (the cluster is reconfiguring) retries like an incomplete answer.
          const slots = await slotsNow();
          const covered = slots.reduce((sum, [start, end]) => sum + (end - start + 1), 0);
          if (covered !== 16384 || slots.some(([, , master]) => Number(master[1]) === dead)) {
            throw new Error(`the cluster did not recover from losing node ${dead}`);
          }
        },
        { timeout: timeoutMs, interval: 100 },
      );
    },
    async stop() {
      try {
        await script('cluster-stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
