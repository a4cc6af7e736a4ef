// Deletes sessions at the end of their life (SPEC §13): a session whose `expiresAt` has passed,
// and — with SESSION_RETENTION set — one idle (unchanged) for longer than that. Each goes as
// deleteSession deletes one: entries, events, context, requests, draft, and the attachments no
// other session references; `sessionDeleted` is published after commit. Every instance sweeps
// every SESSION_SWEEP_INTERVAL_MS; batches are taken with `skip locked`, so instances sweeping
// at once share the work and delete each session once.
import type { Live } from '../domain/live.js';
import type { Logger } from '../logger.js';
import { lockSweepable, type SweepReason } from '../store/session-retention.js';
import type { ServiceDeps } from './deps.js';
import { PeriodicTask } from './periodic-task.js';
import { dropLockedSession } from './sessions.js';
import { transact } from './transaction.js';

/** Sessions deleted per transaction: a batch's locks are held only while it is deleted. */
const SWEEP_BATCH = 50;

export type SweepCounts = Record<SweepReason, number>;

async function sweepBatch(deps: ServiceDeps, now: number, idleBefore: number | null): Promise<{ counts: SweepCounts; full: boolean }> {
  return transact(deps, async (trx, writer) => {
    const candidates = await lockSweepable(trx, now, idleBefore, SWEEP_BATCH);
    const counts: SweepCounts = { expired: 0, idle: 0 };
    for (const { session, reason } of candidates) {
      await dropLockedSession(deps, trx, writer, session);
      counts[reason] += 1;
    }
    return { counts, full: candidates.length === SWEEP_BATCH };
  });
}

/**
 * Deletes every session due now (`retentionMs` 0: only those with an expiry of their own);
 * returns how many, by reason.
 */
export async function sweepSessions(deps: ServiceDeps, retentionMs: number, shouldStop: () => boolean = () => false): Promise<SweepCounts> {
  const now = deps.now();
  const idleBefore = retentionMs > 0 ? now - retentionMs : null;
  const total: SweepCounts = { expired: 0, idle: 0 };
  for (;;) {
    const { counts, full } = await sweepBatch(deps, now, idleBefore);
    total.expired += counts.expired;
    total.idle += counts.idle;
    if (!full || shouldStop()) return total;
  }
}

/** How long an idle session is kept (0: forever), and how often the sweep runs. */
export type SessionSweepSettings = Live<{ readonly sessionRetentionMs: number; readonly sessionSweepIntervalMs: number }>;

/** The sweep on SESSION_SWEEP_INTERVAL_MS, one run at a time per instance; `onSwept` counts what it deleted. */
export function sessionSweeper(
  deps: ServiceDeps,
  settings: SessionSweepSettings,
  logger: Logger,
  onSwept: (reason: SweepReason, count: number) => void,
): PeriodicTask {
  return new PeriodicTask(
    'session sweep',
    () => settings.current.sessionSweepIntervalMs,
    async (shouldStop) => {
      const counts = await sweepSessions(deps, settings.current.sessionRetentionMs, shouldStop);
      for (const reason of ['expired', 'idle'] as const) if (counts[reason] > 0) onSwept(reason, counts[reason]);
      if (counts.expired + counts.idle > 0) logger.info(counts, 'session sweep: deleted sessions at the end of their life');
    },
    logger,
  );
}
