// Debian's Chromium through playwright-core, launched the way every browser test of this repo
// launches it: headless, no sandbox, no background network, a fresh throwaway profile.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
const CI = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';

/** Browser suites run wherever Chromium is installed, and must run in CI. */
export const hasChromium = existsSync(CHROMIUM) || CI;

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchChromium(options: { viewport?: { width: number; height: number } } = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    ...(options.viewport ? { viewport: options.viewport } : {}),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the dashboard (`npm run dashboard:build`) once, when `dashboard/dist` has no build yet. */
export function buildDashboardIfMissing(): void {
  if (existsSync(join(ROOT, 'dashboard/dist/index.html'))) return;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-dashboard.ts'], { cwd: ROOT, stdio: 'inherit', timeout: 120_000 });
  if (result.status !== 0) throw new Error('npm run dashboard:build failed');
}
