// Production runs compiled JavaScript: `npm run build` writes dist/ and `npm run start:prod`
// (`node dist/main.js`, no tsx loader) serves from it, on each backend, as the Dockerfile runs it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../helpers/process.js';
import { backends, createTestDatabase, dropTestDatabase } from '../helpers/server.js';

/** The start:prod command line from package.json, so the test runs what production runs. */
function startProdArgs(): string[] {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [command, ...args] = scripts['start:prod']!.split(' ');
  expect(command).toBe('node');
  return args;
}

async function listening(child: ChildProcess, output: () => string): Promise<string> {
  const url = () => /"url":"(http:\/\/127\.0\.0\.1:\d+\/graphql)"/.exec(output())?.[1];
  // Listening or exited: an exit fails at once, not after the timeout.
  await vi.waitFor(
    () => {
      if (!url() && child.exitCode === null) throw new Error(`dist/main.js did not listen within 60 s:\n${output()}`);
    },
    { timeout: 60_000, interval: 50 },
  );
  const listened = url();
  if (!listened) throw new Error(`dist/main.js exited before listening:\n${output()}`);
  return listened;
}

describe('the production build', () => {
  beforeAll(() => {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'pipe', timeout: 180_000 });
  }, 200_000);

  it('compiles every source file into dist/ with its layout, and no TypeScript is left to load', () => {
    expect(existsSync(join(ROOT, 'dist/main.js'))).toBe(true);
    expect(existsSync(join(ROOT, 'dist/worker/main.js'))).toBe(true);
    expect(existsSync(join(ROOT, 'dist/db/migrations/index.js'))).toBe(true);
    const main = readFileSync(join(ROOT, 'dist/main.js'), 'utf8');
    expect(main).not.toMatch(/from ["'][^"']+\.ts["']/);
  });

  describe.each(backends())('on %s', (backend) => {
    let child: ChildProcess | undefined;
    let databaseUrl: string | undefined;
    let out = '';
    beforeAll(async () => {
      databaseUrl = backend === 'pglite' ? undefined : await createTestDatabase({ backend });
    });
    afterAll(async () => {
      if (child && child.exitCode === null) child.kill('SIGKILL');
      if (databaseUrl) await dropTestDatabase(databaseUrl);
    });

    it('start:prod serves GraphQL from dist/ (migrations included) and stops cleanly on SIGTERM', async () => {
      const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', PORT: '0', LOG_LEVEL: 'info' };
      if (databaseUrl) env.DATABASE_URL = databaseUrl;
      else env.DATA_DIR = ':memory:';
      const proc = spawn(process.execPath, startProdArgs(), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child = proc;
      proc.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
      proc.stderr!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
      const url = await listening(proc, () => out);
      const post = async (query: string) => {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
        return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
      };
      const created = await post('mutation { createSession(input: { title: "built" }) { session { id title } } }');
      expect(created.errors).toBeUndefined();
      const id = (created.data!.createSession as { session: { id: string; title: string } }).session.id;
      const read = await post(`{ session(id: "${id}") { title lastOffset } }`);
      expect(read).toEqual({ data: { session: { title: 'built', lastOffset: 1 } } });
      const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
      proc.kill('SIGTERM');
      expect(await exited).toBe(0);
    }, 90_000);
  });
});
