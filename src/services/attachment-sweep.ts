// Deletes attachments that were uploaded and never referenced (SPEC §13): once older than
// ATTACHMENT_ORPHAN_GRACE_MS, an attachment no message has ever referenced and no draft holds
// goes, with its share of the blob (and the blob's chunk rows with the last share). Every
// instance sweeps every ATTACHMENT_SWEEP_INTERVAL_MS; batches are taken with `skip locked`, so
// instances sweeping at once share the work and delete each attachment once.
import type { Live } from '../domain/live.js';
import type { Logger } from '../logger.js';
import { lockOrphans, stillOrphaned } from '../store/attachment-orphans.js';
import { releaseStoredBytes } from '../store/attachment-usage.js';
import { dropAttachment } from './attachments.js';
import type { ServiceDeps } from './deps.js';
import { PeriodicTask } from './periodic-task.js';
import { transact } from './transaction.js';

/** Attachments deleted per transaction: a batch's locks are held only while it is deleted. */
const SWEEP_BATCH = 100;

/** One batch in one transaction; the number deleted and whether the batch was full. */
async function sweepBatch(deps: ServiceDeps, cutoff: number): Promise<{ deleted: number; full: boolean }> {
  return transact(deps, async (trx) => {
    const candidates = await lockOrphans(trx, cutoff, SWEEP_BATCH);
    const orphaned = await stillOrphaned(
      trx,
      candidates.map((c) => c.id),
    );
    const freed = [];
    for (const candidate of candidates) if (orphaned.has(candidate.id)) freed.push(await dropAttachment(deps, trx, candidate));
    await releaseStoredBytes(trx, freed);
    return { deleted: freed.length, full: candidates.length === SWEEP_BATCH };
  });
}

/** Deletes every attachment never referenced and uploaded more than `graceMs` ago; returns how many it deleted. */
export async function sweepOrphanAttachments(deps: ServiceDeps, graceMs: number, shouldStop: () => boolean = () => false): Promise<number> {
  const cutoff = deps.now() - graceMs;
  let total = 0;
  for (;;) {
    const { deleted, full } = await sweepBatch(deps, cutoff);
    total += deleted;
    if (!full || deleted === 0 || shouldStop()) return total;
  }
}

/** How old a never-referenced attachment must be to go, and how often the sweep runs. */
export type AttachmentSweepSettings = Live<{ readonly attachmentOrphanGraceMs: number; readonly attachmentSweepIntervalMs: number }>;

/** The sweep on ATTACHMENT_SWEEP_INTERVAL_MS, one run at a time per instance. */
export function attachmentSweeper(deps: ServiceDeps, settings: AttachmentSweepSettings, logger: Logger): PeriodicTask {
  return new PeriodicTask(
    'attachment sweep',
    () => settings.current.attachmentSweepIntervalMs,
    async (shouldStop) => {
      const deleted = await sweepOrphanAttachments(deps, settings.current.attachmentOrphanGraceMs, shouldStop);
      if (deleted > 0) logger.info({ deleted }, 'attachment sweep: deleted never-referenced attachments');
    },
    logger,
  );
}
