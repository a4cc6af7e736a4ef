// `npm run compose:check` holds docker-compose.yml to the Compose Specification and to the
// project's rules even where no Docker is installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/process.js';

const check = (file?: string) =>
  spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/check-compose.ts', ...(file ? [file] : [])], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' },
    timeout: 60_000,
  });

const variant = (edit: (text: string) => string): string => {
  const file = join(mkdtempSync(join(tmpdir(), 'compose-')), 'docker-compose.yml');
  writeFileSync(file, edit(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')));
  return file;
};

describe('docker-compose.yml', () => {
  it('is valid and keeps secrets out of the file', () => {
    const result = check();
    expect(result.status, result.stderr).toBe(0);
    const text = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
    expect(text).toMatch(/POSTGRES_PASSWORD: \$\{POSTGRES_PASSWORD:\?/);
    expect(text).toMatch(/AUTH_JWT_SECRET: \$\{AUTH_JWT_SECRET:\?/);
  });

  it('refuses a hard-coded password, a port on every interface and a key the spec does not know', () => {
    const result = check(
      variant((text) =>
        text
          .replace(/POSTGRES_PASSWORD: \$\{POSTGRES_PASSWORD[^\n]*/, 'POSTGRES_PASSWORD: postgres')
          .replace('"${BIND_ADDRESS:-127.0.0.1}:4001:4000"', '"4001:4000"')
          .replace('interval: 10s', 'intervall: 10s'),
      ),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('POSTGRES_PASSWORD is written into the file');
    expect(result.stderr).toContain('port "4001:4000" is published on every interface');
    expect(result.stderr).toMatch(/healthcheck must NOT have additional properties/);
  });
});
