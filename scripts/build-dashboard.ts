// Builds the dashboard (dashboard/ → dashboard/dist) with Vite. Runs from `npm install`/`npm ci`
// (the `prepare` script) and before `npm start` with --if-stale, which skips the build when
// dist is newer than every source file (the dashboard's and the client package's it bundles). Where Vite is not installed (a production install
// without dev dependencies) it says so and exits 0: the service then serves a page that
// explains how to build the dashboard.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dashboard = join(root, 'dashboard');
const built = join(dashboard, 'dist', 'index.html');
const sources = [dashboard, join(root, 'packages', 'client', 'src')];

function newestSource(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'dist' || name === 'node_modules') continue;
    newest = Math.max(newest, newestSource(join(path, name)));
  }
  return newest;
}

if (process.argv.includes('--if-stale') && existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newestSource))) {
  process.exit(0);
}

let vite: typeof import('vite');
try {
  vite = await import('vite');
} catch {
  process.stdout.write('dashboard: Vite is not installed (dev dependencies omitted); /dashboard will say how to build it.\n');
  process.exit(0);
}

const started = Date.now();
await vite.build({ configFile: join(dashboard, 'vite.config.ts'), logLevel: 'warn' });
process.stdout.write(`dashboard: built dashboard/dist in ${Date.now() - started} ms\n`);
