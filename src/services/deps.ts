// What every service needs, built once by the app and shared by all operations.
import type { Identity } from '../auth/identity.js';
import type { Limits } from '../config.js';
import type { Schemas } from '../domain/validation.js';
import type { EventBus } from '../events/bus.js';
import type { StreamScope } from '../events/stream-scope.js';
import type { Logger } from '../logger.js';
import type { AttachmentStore } from '../store/attachment-store.js';
import type { Db } from '../store/sessions.js';
import type { LlmRuntime } from './llm-runtime.js';

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
  /** The LLM request lifecycle: settings, partial text of open requests, the scheduler. */
  llm: LlmRuntime;
  /** The caller: its tenant confines every read and write (unrestricted when auth is off or for admins). */
  identity: Identity;
  /** Where attachment bytes live; default: the database (DatabaseAttachmentStore). */
  attachmentStore?: AttachmentStore;
  /** Counts a per-session subscriber refilling missing offsets from the database (metrics). */
  onGapRepair?: () => void;
  /** The subscription being served, in a subscription operation's deps: its streams register their queues with it. */
  streamScope?: StreamScope;
}

export interface ConfigStatus {
  lastOutcome: 'applied' | 'rejected';
  lastError: string | null;
  /** Rejected reloads since boot; never reset. */
  rejectedReloads: number;
}
