// Runs the real process entry (the service compiled for this test run, or src/main.ts through tsx
// when a source changed since: helpers/service-build.ts) for tests of start-up, signals and logs.
// The environment is built from scratch, so settings of the test runner never leak in.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { freshServiceEntry } from './service-build.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServiceProcess {
  readonly child: ChildProcess;
  /** Everything written to stdout / stderr so far. */
  stdout(): string;
  stderr(): string;
  /** Parsed JSON log lines from stdout. */
  logs(): Record<string, unknown>[];
  /** Resolves with the exit code (or the signal name). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with http://127.0.0.1:PORT/graphql once the service logged that it listens. */
  listening(timeoutMs?: number): Promise<string>;
  /** SIGKILL if still running (cleanup). */
  kill(): void;
}

/**
 * Starts `node .test-dist/main.js` (as the Dockerfile runs `dist/`), or `node --import tsx
 * src/main.ts` (as `npm start` does) when that build is stale, with exactly `env` (plus PATH and
 * HOME). Not the `tsx` CLI: it runs the service in a child process and relays only SIGINT and
 * SIGTERM, so a SIGHUP would kill the wrapper and orphan the service.
 */
export function spawnService(env: Record<string, string>): ServiceProcess {
  const compiled = freshServiceEntry();
  const child = spawn(process.execPath, compiled ? ['--enable-source-maps', compiled] : ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  let done = false;
  void exited.then(() => (done = true));
  const logs = () =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    logs,
    exited,
    async listening(timeoutMs = 30_000) {
      const url = await vi.waitFor(
        () => {
          const line = logs().find((l) => typeof l.url === 'string');
          if (line || done) return line?.url as string | undefined;
          throw new Error(`the service did not listen within ${timeoutMs} ms:\n${out}\n${err}`);
        },
        { timeout: timeoutMs, interval: 25 },
      );
      if (url === undefined) throw new Error(`the service exited before listening:\n${out}\n${err}`);
      return url;
    },
    kill() {
      if (!done) child.kill('SIGKILL');
    },
  };
}
