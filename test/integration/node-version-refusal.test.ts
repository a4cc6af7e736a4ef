// The entry points refuse a Node.js older than package.json's engines, with the version found
// and the one needed, before anything else runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/process.js';

const readRepoFile = (name: string): string => readFileSync(join(ROOT, name), 'utf8');
const engines = (JSON.parse(readRepoFile('package.json')) as { engines: { node: string } }).engines.node;

/** A Node.js older than the engines range, if this machine has one (Debian's /usr/bin/node is 20 on these machines). */
function olderNode(): string | null {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    if (!existsSync(candidate)) continue;
    const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout.trim();
    if (Number(version.slice(1).split('.')[0]) < 22) return candidate;
  }
  return null;
}

describe('an unsupported Node.js', () => {
  it('stops the service entry with the version found and the version needed', () => {
    // The same check, forced to fail: a package.json whose engines no Node satisfies.
    const dir = mkdtempSync(join(tmpdir(), 'engines-'));
    const packageJson = join(dir, 'package.json');
    writeFileSync(packageJson, JSON.stringify({ engines: { node: '>=999.0' } }));
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { exitOnUnsupportedNode } from './src/runtime/node-version.ts'; exitOnUnsupportedNode(${JSON.stringify(packageJson)}); console.log('still running');`,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Node.js ${process.version} is too old`);
    expect(result.stderr).toContain('>=999.0');
    expect(result.stdout).not.toContain('still running');
  });

  const node20 = olderNode();
  it.runIf(node20 !== null)('is refused by `node src/main.ts` and by the npm pre-scripts with a plain message', () => {
    const env = { PATH: `${join(node20!, '..')}:/usr/bin:/bin`, HOME: process.env.HOME ?? '/tmp' };
    const tsx = join(ROOT, 'node_modules/.bin/tsx');
    for (const args of [
      [node20!, '--import', 'tsx', 'src/main.ts'],
      [tsx, 'scripts/check-node.ts'],
    ]) {
      const result = spawnSync(args[0]!, args.slice(1), { cwd: ROOT, encoding: 'utf8', env, timeout: 60_000 });
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr).toMatch(/Node\.js v\d+\.\d+\.\d+ is too old/);
      expect(result.stderr).toContain(engines);
    }
  });

  it.runIf(node20 !== null)('is refused by npm install (engine-strict in .npmrc), naming the engines range', () => {
    // The project's name, engines and .npmrc in a scratch folder (no dependencies to resolve).
    const dir = mkdtempSync(join(tmpdir(), 'engine-strict-'));
    const { name, version } = JSON.parse(readRepoFile('package.json')) as { name: string; version: string };
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version, engines: { node: engines } }));
    writeFileSync(join(dir, '.npmrc'), readRepoFile('.npmrc'));
    const env = { PATH: `${join(node20!, '..')}:/usr/bin:/bin`, HOME: dir };
    const result = spawnSync('npm', ['install', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: dir,
      encoding: 'utf8',
      env,
      timeout: 120_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('EBADENGINE');
    expect(result.stderr).toContain(engines);
  });

  it('names the supported major for version managers (.nvmrc, .node-version)', () => {
    const major = engines.replace(/^>=\s*/, '').split('.')[0];
    expect(readRepoFile('.nvmrc').trim()).toBe(major);
    expect(readRepoFile('.node-version').trim()).toBe(major);
  });
});
