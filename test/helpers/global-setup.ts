// Vitest global setup: runs once in the main process before any worker starts.
//
// - TEST_DATABASE_URL already set (CI, or a developer's own servers): nothing to do.
// - Otherwise, when the PostgreSQL and Redis binaries exist, start the throwaway
//   servers with scripts/test-servers.sh and export TEST_DATABASE_URL and
//   TEST_REDIS_URL; workers inherit process.env, so tests read them from there.
// - Binaries missing: do nothing; the integration suite then runs on PGlite only.
// - Under CI=true a missing TEST_DATABASE_URL / TEST_REDIS_URL is an error:
//   no suite may be skipped in CI.
//
// - The service is compiled once into .test-dist/ for the tests that start it as a process
//   (helpers/service-build.ts).
//
// Teardown stops only the servers this setup started itself (set
// TEST_SERVERS_KEEP=1 to leave them running for the next run). Servers a run started and could
// not stop (it was interrupted) are recognised by the owner file naming a process that is gone:
// the next run adopts them and stops them when it ends.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { EmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { migrate } from '../../src/db/migrate.js';
import { silentLogger } from '../../src/logger.js';
import { buildServiceForTests } from './service-build.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const script = resolve(root, 'scripts/test-servers.sh');

interface RunResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

function run(command: string): RunResult {
  const result = spawnSync('bash', [script, command], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return {
    ok: result.status === 0,
    stdout: result.stdout ?? '',
    stderr: result.stderr ?? (result.error ? String(result.error) : ''),
  };
}

const serversDir = process.env.TEST_SERVERS_DIR || '/tmp/agent-conversations-test-servers';
const ownerFile = resolve(serversDir, 'owner.pid');

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** True when the running servers were started by a test run that has since died. */
function leftByInterruptedRun(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(ownerFile, 'utf8').trim());
  } catch {
    return false;
  }
  return Number.isSafeInteger(pid) && pid > 0 && !processAlive(pid);
}

function claimServers(): void {
  mkdirSync(serversDir, { recursive: true });
  writeFileSync(ownerFile, `${process.pid}\n`);
}

function isCI(): boolean {
  const ci = process.env.CI;
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
}

/** Parse `export NAME=value` lines printed by `test-servers.sh env`. */
function parseEnv(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^export ([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match?.[1] && match[2] !== undefined) vars[match[1]] = match[2];
  }
  return vars;
}

/** Runs one statement on the test server's admin database. */
async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database that each server's fresh database is copied from (CREATE DATABASE …
 * TEMPLATE): the migrations run once per test run instead of once per server.
 */
async function createMigratedTemplate(adminUrl: string): Promise<string> {
  const name = `t_template_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 1 }) }) });
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
  return name;
}

/** The embedded backend runs under CI and with TEST_EMBEDDED=1; TEST_EMBEDDED=0 turns it off. */
function wantsEmbedded(): boolean {
  if (process.env.TEST_EMBEDDED_DATABASE_URL) return false;
  if (process.env.TEST_EMBEDDED === '0') return false;
  return process.env.TEST_EMBEDDED === '1' || isCI();
}

/**
 * The embedded default's own Postgres (the npm binaries, started by the service's module with its
 * settings: fsync on, the WAL cap, autovacuum), in a fresh folder for this run. Only
 * max_connections is raised: the suite runs many servers on it at once.
 */
async function startEmbeddedCluster(teardown: Array<() => Promise<void>>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-test-backend-'));
  try {
    const cluster = await EmbeddedPostgres.start({ dataDir, logger: silentLogger, extraSettings: { max_connections: '300' } });
    teardown.push(async () => {
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const { host, port } = cluster.poolConfig();
    const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(String(host))}&port=${port}`;
    process.env.TEST_EMBEDDED_DATABASE_URL = url;
    const template = await createMigratedTemplate(url);
    process.env.TEST_EMBEDDED_DATABASE_TEMPLATE = template;
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    const message = `global-setup: could not start the embedded backend: ${String(error)}`;
    if (isCI()) throw new Error(message);
    console.warn(`${message}\nglobal-setup: continuing without it.`);
  }
}

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const toStop: Array<'pg-stop' | 'redis-stop' | 'cluster-stop'> = [];
  const teardown: Array<() => Promise<void>> = [];
  // The embedded cluster (initdb, start, a migrated template: seconds of child processes) starts
  // first and finishes while the synchronous steps below run.
  const embeddedReady = wantsEmbedded() ? startEmbeddedCluster(teardown) : Promise.resolve();
  embeddedReady.catch(() => {}); // awaited below; its failure is reported there, not as an unhandled rejection
  buildServiceForTests();

  if (!process.env.TEST_DATABASE_URL && run('check').ok) {
    const orphaned = leftByInterruptedRun();
    const before = orphaned ? '' : run('status').stdout;
    if (orphaned) console.warn(`global-setup: adopting the test servers an interrupted run left in ${serversDir}; they stop when this run ends.`);
    const startResult = run('start');
    if (startResult.ok) {
      const vars = parseEnv(run('env').stdout);
      for (const name of ['TEST_DATABASE_URL', 'TEST_REDIS_URL', 'TEST_REDIS_CLUSTER_URL'] as const) {
        const value = vars[name];
        if (value && !process.env[name]) process.env[name] = value;
      }
      if (process.env.TEST_SERVERS_KEEP !== '1') {
        if (!/^postgres: running/m.test(before)) toStop.push('pg-stop');
        if (!/^redis: running/m.test(before)) toStop.push('redis-stop');
        if (!/^redis cluster: running/m.test(before)) toStop.push('cluster-stop');
        if (toStop.length > 0) claimServers();
      }
    } else {
      const message = `global-setup: scripts/test-servers.sh start failed:\n${startResult.stderr.trim()}`;
      if (isCI()) throw new Error(message);
      console.warn(`${message}\nglobal-setup: continuing with PGlite only.`);
    }
  }

  if (isCI()) {
    const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
    if (missing.length > 0) {
      await embeddedReady.catch(() => {});
      for (const step of teardown) await step().catch(() => {});
      throw new Error(
        `global-setup: CI=true but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set and the test servers could not be ` +
          'started (install postgresql and redis-server, or run scripts/test-servers.sh start and eval its env).',
      );
    }
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createMigratedTemplate(adminUrl);
    process.env.TEST_DATABASE_TEMPLATE = template;
    teardown.push(() => admin(adminUrl, `drop database if exists ${template} with (force)`));
  }

  await embeddedReady;

  if (toStop.length === 0 && teardown.length === 0) return undefined;
  return async () => {
    for (const step of teardown) await step().catch((error) => console.warn(`global-setup: teardown failed: ${String(error)}`));
    for (const command of toStop) {
      const result = run(command);
      if (!result.ok) console.warn(`global-setup: scripts/test-servers.sh ${command} failed:\n${result.stderr.trim()}`);
    }
    if (toStop.length > 0) rmSync(ownerFile, { force: true });
  };
}
