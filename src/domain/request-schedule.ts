// When the service must act on a session's LLM request lifecycle next: open a request
// (after the debounce or a retry backoff) or expire the open one. Pure; the service stores
// the result in indexed columns so any instance's sweep can find due work.
import { needsRequest, retryDelayMs, type ContextHead } from './context-fold.js';

export interface RequestSchedule {
  /** When to open the next request; null when no trigger is pending or a request is open. */
  dueAt: number | null;
  /** When the open request expires; null when none is open. */
  expiresAt: number | null;
  /** When the current debounce began (the first trigger of the burst); null when none runs. */
  pendingSince: number | null;
}

export interface ScheduleTiming {
  debounceMs: number;
  /** Longest a burst can postpone its request: a steady stream of triggers still gets answered. */
  debounceMaxMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export const NO_SCHEDULE: RequestSchedule = { dueAt: null, expiresAt: null, pendingSince: null };

/**
 * The schedule after some events moved `before` to `after` at `now`. A new trigger
 * pushes the due time (a burst coalesces into one request), but never past the burst's
 * start + debounceMaxMs; a new failure waits its backoff; anything else keeps the due time.
 */
export function nextSchedule(
  before: ContextHead,
  after: ContextHead,
  previous: RequestSchedule,
  now: number,
  timing: ScheduleTiming,
): RequestSchedule {
  if (after.openRequest !== null) return { dueAt: null, expiresAt: after.openRequest.expiresAt, pendingSince: null };
  if (!needsRequest(after)) return NO_SCHEDULE;
  const freshTrigger = after.pendingTriggerOffset !== before.pendingTriggerOffset;
  if (!freshTrigger && previous.dueAt !== null) return { dueAt: previous.dueAt, expiresAt: null, pendingSince: previous.pendingSince };
  if (after.retryPending) {
    return { dueAt: now + retryDelayMs(after.failedAttempts, timing.retryBaseMs, timing.retryMaxMs), expiresAt: null, pendingSince: now };
  }
  const pendingSince = previous.dueAt !== null && previous.pendingSince !== null ? previous.pendingSince : now;
  const cap = Math.max(timing.debounceMaxMs, timing.debounceMs); // the first trigger always gets its full debounce
  return { dueAt: Math.min(now + timing.debounceMs, pendingSince + cap), expiresAt: null, pendingSince };
}

/** The earliest moment the scheduler must look at the session again, or null. */
export function wakeAt(schedule: RequestSchedule): number | null {
  const times = [schedule.dueAt, schedule.expiresAt].filter((t): t is number => t !== null);
  return times.length === 0 ? null : Math.min(...times);
}
