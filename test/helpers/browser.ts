// Debian's Chromium through playwright-core, launched the way every browser test of this repo
// launches it: headless, no sandbox, no background network, a fresh throwaway profile.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
