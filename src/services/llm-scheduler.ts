// Opens and expires LLM requests (SPEC §5). Local timers give low latency; a periodic
// sweep of the indexed schedule columns makes sure nothing is lost when an instance
// dies. Every action re-checks inside the session's locked transaction, so several
// instances acting on one session produce exactly one event: timers are only hints.
import type { LlmSettings } from '../config.js';
import { needsRequest, planExpiry, planRequest, type PlannedEvent } from '../domain/context-fold.js';
import { PartialTextBuffer } from '../events/partial-text.js';
import type { EventBus } from '../events/bus.js';
import type { Logger } from '../logger.js';
import { findDueSessions } from '../store/context.js';
import { changeContext } from './context-state.js';
import type { ServiceDeps } from './deps.js';
import type { LlmRuntime } from './llm-runtime.js';
import { withStorage } from './transaction.js';

/** Sessions handled per sweep query. */
const SWEEP_BATCH = 200;
/** setTimeout's ceiling; longer waits are re-armed on firing. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class RequestScheduler {
  private readonly timers = new Map<string, { at: number; timer: NodeJS.Timeout }>();
  private readonly running = new Map<string, Promise<void>>();
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private stopped = true;
  private deps: ServiceDeps | null = null;

  constructor(
    private readonly settings: () => LlmSettings,
    private readonly logger: Logger,
  ) {}

  start(deps: ServiceDeps): void {
    this.deps = deps;
    this.stopped = false;
    this.sweepTimer = setInterval(() => void this.sweep(), this.settings().sweepIntervalMs);
    this.sweepTimer.unref();
  }

  /** Arms (or moves, or clears) this instance's timer for a session. */
  wake(sessionId: string, at: number | null): void {
    if (this.stopped || !this.deps) return;
    const existing = this.timers.get(sessionId);
    if (existing && existing.at === at) return;
    if (existing) clearTimeout(existing.timer);
    this.timers.delete(sessionId);
    if (at === null) return;
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, at - this.deps.now()));
    const timer = setTimeout(() => {
      this.timers.delete(sessionId);
      void this.tick(sessionId);
    }, delay);
    timer.unref();
    this.timers.set(sessionId, { at, timer });
  }

  /** Acts on one session if something is due; ticks of one session run one after another. */
  tick(sessionId: string): Promise<void> {
    const previous = this.running.get(sessionId) ?? Promise.resolve();
    const next = previous.then(() => this.act(sessionId));
    this.running.set(sessionId, next);
    void next.finally(() => {
      if (this.running.get(sessionId) === next) this.running.delete(sessionId);
    });
    return next;
  }

  /** One pass over every session with due or expired work, from the database. */
  sweep(): Promise<void> {
    if (this.stopped || !this.deps) return Promise.resolve();
    // One sweep at a time per instance: a slow database must not stack them up.
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([this.sweeping, ...this.running.values()]);
  }

  private async sweepOnce(): Promise<void> {
    const deps = this.deps!;
    try {
      const ids = await withStorage(deps, () => findDueSessions(deps.db, deps.now(), SWEEP_BATCH));
      for (const id of ids) {
        if (this.stopped) return;
        await this.tick(id);
      }
    } catch (err) {
      this.logger.warn({ err: String(err) }, 'llm scheduler: sweep failed; retrying on the next interval');
    }
  }

  private async act(sessionId: string): Promise<void> {
    if (this.stopped || !this.deps) return;
    const deps = this.deps;
    try {
      await changeContext(
        deps,
        sessionId,
        ({ state, schedule, now }) => {
          // Re-checked under the row lock: whichever instance gets here first acts, the rest see nothing due.
          let event: PlannedEvent | null = planExpiry(state, now);
          if (!event && needsRequest(state) && schedule.dueAt !== null && schedule.dueAt <= now) {
            event = planRequest(state, now, this.settings().requestTtlMs);
          }
          return { events: event ? [event] : [], result: () => undefined };
        },
        { missing: () => undefined },
      );
    } catch (err) {
      this.logger.warn({ err: String(err), sessionId }, 'llm scheduler: tick failed; the sweep will retry');
    }
  }
}

/** The LLM runtime of one app instance: settings, the partial-text buffer and the scheduler. */
export class LlmRuntimeImpl implements LlmRuntime {
  readonly partials: PartialTextBuffer;
  readonly scheduler: RequestScheduler;

  /** `config` is read on every use, so a configuration reload applies (except the sweep interval and buffer size). */
  constructor(
    private readonly config: () => LlmSettings,
    private readonly bus: EventBus,
    logger: Logger,
  ) {
    const settings = config();
    this.partials = new PartialTextBuffer({
      maxRequests: settings.partialTextMaxRequests,
      maxCharsPerRequest: settings.partialTextMaxCharsPerRequest,
      maxTotalChars: settings.partialTextMaxTotalChars,
    });
    this.scheduler = new RequestScheduler(config, logger);
  }

  settings(): LlmSettings {
    return this.config();
  }

  wake(sessionId: string, at: number | null): void {
    this.scheduler.wake(sessionId, at);
  }

  start(deps: ServiceDeps): void {
    this.partials.attach(this.bus);
    this.scheduler.start(deps);
  }

  async stop(): Promise<void> {
    await this.scheduler.stop();
    this.partials.detach();
  }
}
