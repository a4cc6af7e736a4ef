// The LLM runtime of one app instance: the settings (read at every use, so a reload applies),
// the partial-text buffer fed from the bus, and the request scheduler.
import type { Live } from '../domain/live.js';
import type { LlmSettings } from '../config.js';
import type { EventBus } from '../events/bus.js';
import type { Logger } from '../logger.js';
import type { ServiceDeps } from './deps.js';
import { RequestScheduler } from './llm-scheduler.js';
import type { LlmRuntime } from './llm-runtime.js';
import { PartialTextBuffer } from './partial-text.js';

/** The LLM runtime of one app instance: settings, the partial-text buffer and the scheduler. */
export class InstanceLlmRuntime implements LlmRuntime {
  readonly partials: PartialTextBuffer;
  readonly scheduler: RequestScheduler;

  /** `config` is read on every use, so a configuration reload applies (except the sweep interval and buffer size). */
  constructor(
    private readonly config: Live<{ readonly llm: LlmSettings; readonly auth: { readonly tenantKey: string } }>,
    private readonly bus: EventBus,
    logger: Logger,
  ) {
    const settings = config.current.llm;
    this.partials = new PartialTextBuffer({
      maxRequests: settings.partialTextMaxRequests,
      maxCharsPerRequest: settings.partialTextMaxCharsPerRequest,
      maxTotalChars: settings.partialTextMaxTotalChars,
    });
    this.scheduler = new RequestScheduler(() => this.config.current.llm, logger);
  }

  settings(): LlmSettings {
    return this.config.current.llm;
  }

  tenantKey(): string {
    return this.config.current.auth.tenantKey;
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
