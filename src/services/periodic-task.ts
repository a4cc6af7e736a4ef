// A task run on an interval, one run at a time per instance: the background sweeps use it.
// A failed run is logged and the next interval tries again; stop() waits for a run under way.
import type { Logger } from '../logger.js';

export class PeriodicTask {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  /**
   * @param run the work; `shouldStop` turns true once stop() was called, so long runs end early.
   * @param intervalMs read before each wait, so a reloaded setting applies from the next run.
   */
  constructor(
    private readonly name: string,
    private readonly intervalMs: () => number,
    private readonly run: (shouldStop: () => boolean) => Promise<void>,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.stopped = false;
    const arm = () => {
      this.timer = setTimeout(() => {
        void this.runNow().finally(() => !this.stopped && arm());
      }, this.intervalMs());
      this.timer.unref();
    };
    arm();
  }

  /** One run now (none when one is already under way or the task is stopped). */
  runNow(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.run(() => this.stopped)
      .catch((err: unknown) => this.logger.warn({ err: String(err) }, `${this.name} failed; retrying on the next interval`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
