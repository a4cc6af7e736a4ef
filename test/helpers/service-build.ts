// The service compiled once per test run for the tests that start it as a process (start-up,
// signals, kill -9, logs): `node .test-dist/main.js` costs about half the CPU of `node --import
// tsx src/main.ts` (1.45 against 3.1 s a start), and those tests start it dozens of times. The
// global setup builds it as `npm run build` builds dist/ (esbuild, file by file, the same layout,
// so paths the code resolves relative to its own files hold). A source changed since (watch mode)
// makes the build stale, and the tests then start src/main.ts through tsx as before.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = join(ROOT, 'src');
const OUT = join(ROOT, '.test-dist');
/** Holds the newest source modification time the build was made from. */
const STAMP = join(OUT, '.sources-mtime');

function sourceFiles(dir = SOURCES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

const newestSourceMtime = (files = sourceFiles()): number => Math.max(...files.map((file) => statSync(file).mtimeMs));

/** Compiles src/ into .test-dist/ (called once by the global setup). */
export function buildServiceForTests(): void {
  const files = sourceFiles();
  const newest = newestSourceMtime(files);
  rmSync(OUT, { recursive: true, force: true });
  buildSync({
    entryPoints: files,
    outbase: SOURCES,
    outdir: OUT,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    logLevel: 'warning',
    tsconfig: join(ROOT, 'tsconfig.build.json'),
  });
  writeFileSync(STAMP, String(newest));
}

/** The compiled entry point when the build matches the sources, else null (start src/main.ts through tsx). */
export function freshServiceEntry(): string | null {
  try {
    return Number(readFileSync(STAMP, 'utf8')) === newestSourceMtime() ? join(OUT, 'main.js') : null;
  } catch {
    return null;
  }
}
