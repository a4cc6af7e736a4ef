// A setting's reloadability is part of its definition (src/config.ts): the reloader refuses a
// reload that changes a `refused` setting, applies the rest, and names the `restart` settings
// whose new value waits for a restart. Every setting has exactly one environment variable.
import { describe, expect, it } from 'vitest';
import { loadConfig, SETTINGS } from '../../src/config.js';
import { ConfigReloader } from '../../src/config-reload.js';

function reloaderWith(env: NodeJS.ProcessEnv) {
  const warnings: { obj: object; msg?: string }[] = [];
  const logger = { debug() {}, info() {}, warn: (obj: object, msg?: string) => warnings.push({ obj, msg }), error() {} };
  const applied: number[] = [];
  const reloader = new ConfigReloader(loadConfig({ ...env }), async (next) => void applied.push(next.requestLimits.maxCost), logger, env);
  return { reloader, warnings, applied };
}

describe('reloadability from the setting definitions', () => {
  it('names every setting once, by its own variable', () => {
    const names = SETTINGS.map((s) => s.env);
    expect(new Set(names).size).toBe(names.length);
    expect(SETTINGS.find((s) => s.env === 'MAX_PAGE_SIZE')).toEqual({ env: 'MAX_PAGE_SIZE', path: ['limits', 'maxPageSize'], reload: 'live' });
  });

  it('applies a reload that changes a restart-only setting and says it waits for a restart', async () => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: ':memory:', MAX_COST: '5000' };
    const { reloader, warnings, applied } = reloaderWith(env);
    env.MAX_COST = '6000';
    env.MAX_PAGE_SIZE = '80';
    await reloader.reload();
    expect(reloader.status.lastOutcome).toBe('applied');
    expect(applied).toEqual([6000]);
    expect(warnings).toEqual([{ obj: { settings: ['MAX_COST'] }, msg: 'configuration reloaded; these settings take effect after a restart' }]);
  });

  it('refuses a reload that changes a refused setting, naming them', async () => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: ':memory:', PORT: '4100' };
    const { reloader, applied } = reloaderWith(env);
    env.PORT = '4101';
    await reloader.reload();
    expect(reloader.status.lastOutcome).toBe('rejected');
    expect(reloader.status.lastError).toBe('port and host cannot change while running; restart the service to change them');
    expect(applied).toEqual([]);
  });
});
