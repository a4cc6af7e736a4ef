// What a configuration reload does: build whatever the new configuration needs (storage,
// bus, authenticator) first; only when every part is up does anything swap, so a failed
// build leaves the last good configuration running.
import { createAuthenticator, type Authenticator } from '../auth/authenticator.js';
import type { Config } from '../config.js';
import type { ApplyConfig } from '../config-reload.js';
import { openDatabase, type DatabaseHandle } from '../db/connect.js';
import type { WireBus } from '../events/bus.js';
import { createBus } from '../events/create-bus.js';
import type { Logger } from '../logger.js';

export const openStorage = (config: Config, logger?: Logger): Promise<DatabaseHandle> =>
  openDatabase({
    logger,
    diskReserveBytes: config.embeddedDiskReserveBytes,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    poolTimeoutMs: config.databasePoolTimeoutMs,
    statementTimeoutMs: config.statementTimeouts.readMs,
  });

const storageChanged = (a: Config, b: Config) =>
  a.databaseUrl !== b.databaseUrl ||
  a.dataDir !== b.dataDir ||
  a.databasePoolSize !== b.databasePoolSize ||
  a.databasePoolTimeoutMs !== b.databasePoolTimeoutMs ||
  // Postgres connections carry the read timeout from their start (PGlite does not enforce it).
  (b.databaseUrl !== undefined && a.statementTimeouts.readMs !== b.statementTimeouts.readMs);
const busChanged = (a: Config, b: Config) => a.redisUrl !== b.redisUrl || a.redisChannelPrefix !== b.redisChannelPrefix;

/** The parts a reload may replace, and how to install each. */
export interface ReloadTargets {
  logger: Logger;
  swapDatabase(next: DatabaseHandle): void;
  swapBus(next: WireBus): Promise<void>;
  swapAuthenticator(next: Authenticator): void;
  /** Installs the new configuration (limits, validators, log level) once everything is built. */
  commit(next: Config, previous: Config): void;
}

export function reloadApplier(targets: ReloadTargets): ApplyConfig {
  return async (next, previous) => {
    const nextAuthenticator = JSON.stringify(next.auth) === JSON.stringify(previous.auth) ? null : await createAuthenticator(next.auth);
    const nextDatabase = storageChanged(next, previous) ? await openStorage(next, targets.logger) : null;
    let nextBus: WireBus | null = null;
    if (busChanged(next, previous)) {
      nextBus = createBus(next, targets.logger);
      try {
        await nextBus.start();
      } catch (error) {
        await nextDatabase?.close();
        throw error;
      }
    }
    if (nextDatabase) targets.swapDatabase(nextDatabase);
    if (nextBus) await targets.swapBus(nextBus);
    if (nextAuthenticator) targets.swapAuthenticator(nextAuthenticator);
    targets.commit(next, previous);
  };
}
