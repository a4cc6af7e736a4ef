// Hot reload of the configuration (file watch and SIGHUP). A reload is validated whole;
// `apply` builds whatever must be rebuilt before swapping anything, so a failed build
// leaves the last good configuration running. Reloads run one at a time.
import type { Live } from './domain/live.js';
import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parseConfig, readRawConfig, SETTINGS, type Config, type Setting } from './config.js';
import type { Logger } from './logger.js';
import type { ConfigStatus } from './services/deps.js';

export type ApplyConfig = (next: Config, previous: Config) => Promise<void>;

/**
 * The configuration in force, as one object every part of the app reads: `current` is replaced
 * whole when a reload is applied. Read it at the moment of use; a setting whose reload kind is
 * `restart` is read once, when its consumer is built.
 */
export type LiveConfig = Live<Config>;

const valueAt = (config: Config, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], config);

/** The settings of a kind of reloadability whose value differs between two configurations. */
const changed = (a: Config, b: Config, reload: Setting['reload']): Setting[] =>
  SETTINGS.filter((s) => s.reload === reload && JSON.stringify(valueAt(a, s.path)) !== JSON.stringify(valueAt(b, s.path)));

const REFUSED = SETTINGS.filter((s) => s.reload === 'refused').map((s) => s.path.join('.'));

export class ConfigReloader {
  readonly status: ConfigStatus = { lastOutcome: 'applied', lastError: null, rejectedReloads: 0 };
  private queue: Promise<void> = Promise.resolve();
  private watcher: FSWatcher | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private current: Config,
    private readonly apply: ApplyConfig,
    private readonly logger: Logger,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  get config(): Config {
    return this.current;
  }

  /** Re-reads env + CONFIG_FILE and applies it; resolves when done (never throws). */
  reload(): Promise<void> {
    this.queue = this.queue.then(() => this.reloadNow());
    return this.queue;
  }

  private async reloadNow(): Promise<void> {
    let next: Config;
    try {
      next = parseConfig(readRawConfig(this.env));
      if (changed(next, this.current, 'refused').length > 0) {
        throw new Error(`${REFUSED.join(' and ')} cannot change while running; restart the service to change them`);
      }
      const pendingRestart = changed(next, this.current, 'restart').map((s) => s.env);
      await this.apply(next, this.current);
      if (pendingRestart.length > 0)
        this.logger.warn({ settings: pendingRestart }, 'configuration reloaded; these settings take effect after a restart');
    } catch (error) {
      this.status.lastOutcome = 'rejected';
      this.status.lastError = error instanceof Error ? error.message : String(error);
      this.status.rejectedReloads += 1;
      this.logger.warn({ error: this.status.lastError, rejectedReloads: this.status.rejectedReloads }, 'configuration reload rejected');
      return;
    }
    this.current = next;
    this.status.lastOutcome = 'applied';
    this.status.lastError = null;
    this.logger.info({}, 'configuration reloaded');
  }

  /** Watches CONFIG_FILE (its folder, so editors that replace the file are seen too). */
  watchFile(): void {
    const file = this.env.CONFIG_FILE;
    if (!file || this.watcher) return;
    const path = resolve(file);
    try {
      this.watcher = watch(dirname(path), (_event, name) => {
        if (name !== null && name !== basename(path)) return;
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.reload(), 100);
      });
      this.watcher.on('error', (error) => this.logger.warn({ error: error.message }, 'config file watch failed'));
    } catch (error) {
      this.logger.warn({ error: (error as Error).message, file }, 'cannot watch the config file; SIGHUP still reloads');
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.watcher?.close();
    this.watcher = null;
    await this.queue;
  }
}
