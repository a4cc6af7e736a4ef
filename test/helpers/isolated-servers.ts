// Private PostgreSQL clusters and Redis servers for tests that stop and restart them
// (outages, readiness). Each lives on its own free port in its own temp dir, so suites
// sharing the throwaway servers of scripts/test-servers.sh never notice.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function pgBin(): string | null {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  if (!existsSync('/usr/lib/postgresql')) return null;
  const versions = readdirSync('/usr/lib/postgresql')
    .filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? `/usr/lib/postgresql/${versions[0]}/bin` : null;
}

function redisServerBin(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  return existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : null;
}

const isRoot = () => process.getuid?.() === 0;

/** Whether this machine can run private servers (the binaries exist; as root, a postgres user too). */
export function canRunPostgres(): boolean {
  if (!pgBin()) return false;
  return !isRoot() || spawnSync('id', ['postgres']).status === 0;
}
export const canRunRedis = (): boolean => redisServerBin() !== null;

function asPostgres(command: string, args: string[]) {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
  return result.stdout;
}

export interface IsolatedPostgres {
  readonly port: number;
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  readonly url: string;
  /** Stops the server (fast mode: open connections are cut). */
  stop(): void;
  /** Starts it again on the same port and data. */
  start(): void;
  /** Stops it and removes its data. */
  destroy(): void;
}

export async function startIsolatedPostgres(): Promise<IsolatedPostgres> {
  const bin = pgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'isolated-pg-'));
  chmodSync(dir, 0o755);
  const data = join(dir, 'data');
  const log = join(dir, 'postgres.log');
  spawnSync('mkdir', ['-p', data]);
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
    chownSync(data, uid, gid);
  }
  chmodSync(data, 0o700);
  asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '-N']);
  const options = [
    `-p ${port}`,
    `-c listen_addresses=127.0.0.1`,
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
    '-c shared_buffers=16MB',
  ].join(' ');
  let running = false;
  const start = () => {
    asPostgres(join(bin, 'pg_ctl'), ['start', '-D', data, '-l', log, '-w', '-t', '60', '-o', options]);
    running = true;
  };
  const stop = () => {
    if (!running) return;
    asPostgres(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w', '-t', '60']);
    running = false;
  };
  start();
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface IsolatedRedis {
  readonly port: number;
  /** redis://127.0.0.1:PORT */
  readonly url: string;
  /** True while the process runs. */
  readonly running: boolean;
  /**
   * Stops the server and waits until the port is closed: `graceful` (the default) sends SIGTERM
   * and SIGKILL after 3 s; `kill` is a crash (SIGKILL at once).
   */
  stop(how?: 'graceful' | 'kill'): Promise<void>;
  /** Starts it again on the same port (waits until it answers). */
  start(): Promise<void>;
}

async function waitForPort(port: number, open: boolean, timeoutMs = 10_000): Promise<void> {
  const { connect } = await import('node:net');
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  await vi.waitFor(
    async () => {
      if ((await answers()) !== open) throw new Error(`port ${port} still ${open ? 'closed' : 'open'} after ${timeoutMs} ms`);
    },
    { timeout: timeoutMs, interval: 25 },
  );
}

export async function startIsolatedRedis(): Promise<IsolatedRedis> {
  const bin = redisServerBin();
  if (!bin) throw new Error('redis-server not found');
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child) return;
    const proc = spawn(bin, ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], {
      stdio: 'ignore',
    });
    child = proc;
    proc.once('exit', () => {
      if (child === proc) child = null;
    });
    await waitForPort(port, true);
  };
  const stop = async (how: 'graceful' | 'kill' = 'graceful') => {
    const proc = child;
    if (!proc) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill(how === 'kill' ? 'SIGKILL' : 'SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
    child = null;
    await waitForPort(port, false);
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get running() {
      return child !== null;
    },
    start,
    stop,
  };
}
