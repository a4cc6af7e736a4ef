// What the context services need from the LLM request machinery at run time: the
// settings, the partial text heard for open requests, and a way to arm the scheduler.
import type { LlmSettings } from '../config.js';
import type { PartialTextBuffer } from './partial-text.js';

export interface LlmRuntime {
  settings(): LlmSettings;
  /** The session metadata key that names a session's tenant (AUTH_TENANT_KEY): per-tenant caps and claim fairness group by it. */
  tenantKey(): string;
  /** Text streamed so far per open request, fed from the bus on every instance. */
  readonly partials: PartialTextBuffer;
  /** After a commit: the session needs the scheduler again at `at` (null: nothing scheduled). */
  wake(sessionId: string, at: number | null): void;
}
