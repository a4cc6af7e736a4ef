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
// Teardown stops only the servers this setup started itself (set
// TEST_SERVERS_KEEP=1 to leave them running for the next run).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

export default function setup(): (() => void) | undefined {
  const toStop: Array<'pg-stop' | 'redis-stop'> = [];

  if (!process.env.TEST_DATABASE_URL && run('check').ok) {
    const before = run('status').stdout;
    const startResult = run('start');
    if (startResult.ok) {
      const vars = parseEnv(run('env').stdout);
      for (const name of ['TEST_DATABASE_URL', 'TEST_REDIS_URL'] as const) {
        const value = vars[name];
        if (value && !process.env[name]) process.env[name] = value;
      }
      if (process.env.TEST_SERVERS_KEEP !== '1') {
        if (!/^postgres: running/m.test(before)) toStop.push('pg-stop');
        if (!/^redis: running/m.test(before)) toStop.push('redis-stop');
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
      throw new Error(
        `global-setup: CI=true but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set and the test servers could not be ` +
          'started (install postgresql and redis-server, or run scripts/test-servers.sh start and eval its env).',
      );
    }
  }

  if (toStop.length === 0) return undefined;
  return () => {
    for (const command of toStop) {
      const result = run(command);
      if (!result.ok) console.warn(`global-setup: scripts/test-servers.sh ${command} failed:\n${result.stderr.trim()}`);
    }
  };
}
