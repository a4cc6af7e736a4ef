// What every service receives: the app-wide services (built once in the composition root,
// app.ts) and the operation they run for (built per request: services/operation-context.ts).
import type { Live } from '../domain/live.js';
import type { Tracing } from '../telemetry/tracing.js';
import type { StorageHealth } from './storage-health.js';
import type { Identity } from '../auth/identity.js';
import type { Limits, StatementTimeouts } from '../config.js';
import type { Validators } from '../domain/validation.js';
import type { EventBus } from '../events/bus.js';
import type { SessionSequencers } from '../events/session-sequencer.js';
import type { StreamScope } from '../events/stream-scope.js';
import type { Logger } from '../logger.js';
import type { AttachmentStore } from '../store/attachment-store.js';
import type { Db } from '../store/db.js';
import type { LlmRuntime } from './llm-runtime.js';
import type { OperationLoaders } from './loaders.js';
import type { CallBudget } from './operation-context.js';

/** The settings services read at the moment of use. */
interface ServiceSettings {
  readonly limits: Limits;
  /** Events buffered per subscriber before it is cut off. */
  readonly subscriberBufferLimit: number;
}

/** Built once per app and shared by every operation. */
export interface AppServices {
  db: Db;
  bus: EventBus;
  logger: Logger;
  /** The limits and the subscriber buffer now configured (a reload replaces `current`). */
  settings: Live<ServiceSettings>;
  /** The input validators built from the current limits. */
  validators(): Validators;
  now(): number;
  /** Outcome of the last configuration reload (applied at boot). */
  configStatus(): ConfigStatus;
  /** The LLM request lifecycle: settings, partial text of open requests, the scheduler. */
  llm: LlmRuntime;
  /** The instance's per-session event sequencers (sessionEvents subscribers share one per session). */
  sequencers: SessionSequencers;
  /** Where attachment bytes live; default: the database (DatabaseAttachmentStore). */
  attachmentStore?: AttachmentStore;
  /** Counts a per-session subscriber refilling missing offsets from the database (metrics). */
  onGapRepair?: () => void;
  /** statement_timeout per operation class, when the database enforces it (Postgres; null on PGlite). */
  statementTimeouts?: () => StatementTimeouts | null;
  /** Whether the database refused the last write for lack of disk (STORAGE_FULL; /readyz). */
  storageHealth?: StorageHealth;
  /** OpenTelemetry traces, when they are on (telemetry/tracing.ts). */
  tracing?: Tracing;
}

/** What belongs to one operation (an HTTP request, one WebSocket operation, one SSE stream). */
interface OperationScope {
  /** The caller: its tenant confines every read and write (unrestricted when auth is off or for admins). */
  identity: Identity;
  /** The operation's batch loaders: one read per kind of per-parent lookup per tick. */
  loaders: OperationLoaders;
  /** The database calls the operation may still make (`db` charges every call to it). */
  budget: CallBudget;
  /** The subscription being served, in a subscription operation: its streams register their queues with it. */
  streamScope: StreamScope | undefined;
}

/**
 * One operation's view of the services: a plain object (the app services spread, `db` metered
 * by the operation's budget, and its scope). The app's own work (the LLM scheduler, the bus)
 * runs as the system operation the composition root builds once (unmetered, unrestricted).
 */
export type ServiceDeps = AppServices & OperationScope;

export interface ConfigStatus {
  lastOutcome: 'applied' | 'rejected';
  lastError: string | null;
  /** Rejected reloads since boot; never reset. */
  rejectedReloads: number;
}
