// Throwaway Postgres + Redis on free loopback ports, and the service as real processes.
// Everything started here is stopped by stopAll(); every wait is bounded in time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export const REPO = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const PG_BIN_CANDIDATES = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];
// Ports other tools on this machine use: the defaults of docker-compose and the test servers
// other worktrees start (54401-54410 Postgres, 63801-63810 Redis).
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const AVOID_PORTS = new Set([54329, 63790, ...range(54401, 54410), ...range(63801, 63810)]);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = createServer();
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const p = (srv.address() as { port: number }).port;
        srv.close(() => resolve(p));
      });
    });
    if (!AVOID_PORTS.has(port)) return port;
  }
  throw new Error('no free port');
}

function pgBin(): string {
  const found = PG_BIN_CANDIDATES.find((d) => existsSync(join(d, 'initdb')));
  if (!found) throw new Error('Postgres binaries not found (set DATABASE_URL to use an existing server)');
  return found;
}

const isRoot = () => process.getuid?.() === 0;
function asPg(cmd: string, args: string[]): { status: number | null; out: string } {
  const r = isRoot()
    ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
    : spawnSync(cmd, args, { encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

export interface Infra {
  databaseUrl: string;
  redisUrl: string;
  /** True when this harness started (and will stop) the servers. */
  ownPostgres: boolean;
  ownRedis: boolean;
  dir: string;
  /** Pids of the servers started here that are not children of this process (the Postgres postmaster): their process trees count as the harness's own CPU. */
  serverPids: number[];
  stop(): Promise<void>;
}

/** Starts what is not given through DATABASE_URL / REDIS_URL. */
export async function startInfra(log: (m: string) => void): Promise<Infra> {
  const dir = mkdtempSync(join(tmpdir(), 'agentconv-bench-'));
  chmodSync(dir, 0o755);
  const stops: (() => Promise<void>)[] = [];
  let databaseUrl = process.env.DATABASE_URL ?? '';
  let redisUrl = process.env.REDIS_URL ?? '';
  const ownPostgres = !databaseUrl;
  const ownRedis = !redisUrl;
  const serverPids: number[] = [];
  try {
    if (ownPostgres) {
      const bin = pgBin();
      const port = await freePort();
      const data = join(dir, 'pg');
      mkdirSync(data);
      if (isRoot()) {
        const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
        const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
        chownSync(data, uid, gid);
        chownSync(dir, uid, gid);
      }
      chmodSync(data, 0o700);
      const init = asPg(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C']);
      if (init.status !== 0) throw new Error(`initdb failed: ${init.out.slice(-2000)}`);
      // Durable defaults (fsync, synchronous_commit on): the service and its floors pay the same commit cost.
      writeFileSync(
        join(data, 'postgresql.auto.conf'),
        [
          `listen_addresses = '127.0.0.1'`,
          `port = ${port}`,
          `unix_socket_directories = '${data}'`,
          `max_connections = 400`,
          `shared_buffers = 256MB`,
          `max_wal_size = 4GB`,
          `checkpoint_timeout = 30min`,
          `log_min_messages = warning`,
          '',
        ].join('\n'),
      );
      const start = asPg(join(bin, 'pg_ctl'), ['start', '-D', data, '-l', join(dir, 'postgres.log'), '-w', '-t', '60']);
      if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.out}\n${safeRead(join(dir, 'postgres.log')).slice(-2000)}`);
      stops.push(async () => {
        asPg(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']);
      });
      const postmaster = Number(safeRead(join(data, 'postmaster.pid')).split('\n')[0]);
      if (Number.isSafeInteger(postmaster) && postmaster > 0) serverPids.push(postmaster);
      const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await admin.connect();
      await admin.query('create database bench');
      await admin.end();
      databaseUrl = `postgres://postgres@127.0.0.1:${port}/bench`;
      log(`postgres: own throwaway cluster on 127.0.0.1:${port} (${data})`);
    } else {
      log(`postgres: DATABASE_URL given (${redact(databaseUrl)})`);
    }
    if (ownRedis) {
      const port = await freePort();
      const child = spawn(
        '/usr/bin/redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          dir,
          '--maxclients',
          '15000',
          '--loglevel',
          'warning',
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      child.stderr?.pipe(createWriteStream(join(dir, 'redis.log')));
      await waitFor(
        async () => {
          const ok = await tcpPing(port);
          return ok;
        },
        10_000,
        'redis to accept connections',
      );
      stops.push(async () => stopChild(child, 'SIGTERM', 10_000));
      redisUrl = `redis://127.0.0.1:${port}`;
      log(`redis: own throwaway server on 127.0.0.1:${port}`);
    } else {
      log(`redis: REDIS_URL given (${redact(redisUrl)})`);
    }
  } catch (error) {
    for (const s of stops.reverse()) await s().catch(() => {});
    throw error;
  }
  return {
    databaseUrl,
    redisUrl,
    ownPostgres,
    ownRedis,
    dir,
    serverPids,
    async stop() {
      for (const s of stops.reverse()) await s().catch(() => {});
      if (ownPostgres || ownRedis) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

async function tcpPing(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.end();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(50);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

export async function stopChild(child: ChildProcess, signal: NodeJS.Signals, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), timeoutMs).unref());
  if ((await Promise.race([exited, timer])) === 'timeout') {
    child.kill('SIGKILL');
    await Promise.race([exited, sleep(5000)]);
  }
}

export interface Instance {
  name: string;
  port: number;
  pid: number;
  url: string;
  wsUrl: string;
  eldFile: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface InstanceOptions {
  name: string;
  databaseUrl: string;
  redisUrl: string;
  logDir: string;
  cpuProfDir?: string | undefined;
  /** Opens the inspector on this loopback port (bench/lib/inspector.ts profiles a window through it). */
  inspectPort?: number | undefined;
  /** Extra node flags (e.g. --max-semi-space-size=64), put before the entry point. */
  nodeArgs?: string[];
  extraEnv?: Record<string, string>;
}

/**
 * Starts `node --import tsx src/main.ts` and waits for /readyz; with BENCH_BUILD=dist, the
 * compiled build as `npm run start:prod` runs it (`npm run build` first; the preload is plain
 * TypeScript that Node strips itself).
 */
export async function startInstance(o: InstanceOptions): Promise<Instance> {
  const port = await freePort();
  const eldFile = join(o.logDir, `${o.name}-eld.json`);
  const compiled = process.env.BENCH_BUILD === 'dist';
  const preload = pathToFileURL(join(REPO, 'bench/lib/server-eld.ts')).href;
  const args = compiled ? ['--enable-source-maps', '--import', preload] : ['--import', 'tsx', '--import', preload];
  if (o.cpuProfDir) args.push('--cpu-prof', '--cpu-prof-dir', o.cpuProfDir, '--cpu-prof-name', `${o.name}.cpuprofile`);
  if (o.inspectPort) args.push(`--inspect=127.0.0.1:${o.inspectPort}`);
  args.push(...(o.nodeArgs ?? []), compiled ? 'dist/main.js' : 'src/main.ts');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: o.databaseUrl,
    REDIS_URL: o.redisUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    BENCH_ELD_FILE: eldFile,
    // As deployed (the Dockerfile sets NODE_ENV=production; graphql-js skips its development
    // checks then). Production mode wants authentication configured or explicitly off.
    NODE_ENV: 'production',
    AUTH_DISABLED: 'true',
    ...o.extraEnv,
  };
  delete env.CONFIG_FILE;
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, args, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logFile = createWriteStream(join(o.logDir, `${o.name}.log`));
  child.stdout?.pipe(logFile);
  child.stderr?.pipe(logFile);
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    await waitFor(
      async () => {
        if (exited) throw new Error('exited');
        const res = await fetch(`${url}/readyz`);
        return res.status === 200;
      },
      60_000,
      `${o.name} /readyz`,
    );
  } catch (error) {
    await stopChild(child, 'SIGKILL', 5000);
    throw new Error(
      `instance ${o.name} did not become ready: ${(error as Error).message}\n${safeRead(join(o.logDir, `${o.name}.log`)).slice(-3000)}`,
    );
  }
  return {
    name: o.name,
    port,
    pid: child.pid!,
    url,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    eldFile,
    child,
    // SIGTERM drains; with --cpu-prof the profile is written on the clean exit.
    stop: () => stopChild(child, 'SIGTERM', 20_000),
  };
}

/** Resident set size of a process in KiB, from /proc/<pid>/status. */
export function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!m) throw new Error(`no VmRSS for ${pid}`);
  return Number(m[1]);
}
