// Deletes attachments that were uploaded and never referenced (SPEC §13): once older than
// ATTACHMENT_ORPHAN_GRACE_MS, an attachment no message has ever referenced and no draft holds
// goes, with its share of the blob (and the blob's chunk rows with the last share). Every
// instance sweeps every ATTACHMENT_SWEEP_INTERVAL_MS; batches are taken with `skip locked`, so
// instances sweeping at once share the work and delete each attachment once.
import type { Logger } from '../logger.js';
import { lockOrphans, stillOrphaned } from '../store/attachment-orphans.js';
import { releaseStoredBytes } from '../store/attachment-usage.js';
import { dropAttachment } from './attachments.js';
import type { ServiceDeps } from './deps.js';
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

export interface AttachmentSweepSettings {
  graceMs(): number;
  intervalMs(): number;
}

/** Runs the sweep on an interval (one at a time per instance), as the LLM scheduler runs its own. */
export class AttachmentSweeper {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly settings: AttachmentSweepSettings,
    private readonly logger: Logger,
  ) {}

  start(deps: ServiceDeps): void {
    this.stopped = false;
    const arm = () => {
      this.timer = setTimeout(() => {
        void this.sweep(deps).finally(() => !this.stopped && arm());
      }, this.settings.intervalMs());
      this.timer.unref();
    };
    arm();
  }

  /** One sweep now (none if one is already running). */
  sweep(deps: ServiceDeps): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.sweeping ??= sweepOrphanAttachments(deps, this.settings.graceMs(), () => this.stopped)
      .then((deleted) => {
        if (deleted > 0) this.logger.info({ deleted }, 'attachment sweep: deleted never-referenced attachments');
      })
      .catch((err: unknown) => this.logger.warn({ err: String(err) }, 'attachment sweep failed; retrying on the next interval'))
      .finally(() => {
        this.sweeping = null;
      });
    return this.sweeping;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.sweeping;
  }
}
