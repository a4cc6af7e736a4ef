// What every service needs, built once by the app and shared by all operations.
import type { Limits } from '../config.js';
import type { Schemas } from '../domain/validation.js';
import type { EventBus } from '../events/bus.js';
import type { Logger } from '../logger.js';
import type { Db } from '../store/sessions.js';

export interface ServiceDeps {
  db: Db;
  bus: EventBus;
  logger: Logger;
  /** Current limits and the validators built from them; swapped on config reload. */
  limits(): Limits;
  schemas(): Schemas;
  now(): number;
  /** Events buffered per subscriber before it is cut off. */
  subscriberBufferLimit(): number;
  /** Outcome of the last configuration reload (applied at boot). */
  configStatus(): ConfigStatus;
}

export interface ConfigStatus {
  lastOutcome: 'applied' | 'rejected';
  lastError: string | null;
  /** Rejected reloads since boot; never reset. */
  rejectedReloads: number;
}
