// When the service must act on a session's LLM request lifecycle next: open a request
// (after the debounce or a retry backoff) or expire the open one. Pure; the service stores
// the result in indexed columns so any instance's sweep can find due work.
import { needsRequest, retryDelayMs, type ContextState } from './context-fold.js';

export interface RequestSchedule {
  /** When to open the next request; null when no trigger is pending or a request is open. */
  dueAt: number | null;
  /** When the open request expires; null when none is open. */
  expiresAt: number | null;
}

export interface ScheduleTiming {
  debounceMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export const NO_SCHEDULE: RequestSchedule = { dueAt: null, expiresAt: null };

/**
 * The schedule after some events moved `before` to `after` at `now`. A new trigger
 * pushes the due time (a burst coalesces into one request); a new failure waits its
 * backoff; anything else keeps the due time already set.
 */
export function nextSchedule(
  before: ContextState,
  after: ContextState,
  previous: RequestSchedule,
  now: number,
  timing: ScheduleTiming,
): RequestSchedule {
  if (after.openRequest !== null) return { dueAt: null, expiresAt: after.openRequest.expiresAt };
  if (!needsRequest(after)) return NO_SCHEDULE;
  const freshTrigger = after.pendingTriggerOffset !== before.pendingTriggerOffset;
  if (!freshTrigger && previous.dueAt !== null) return { dueAt: previous.dueAt, expiresAt: null };
  const wait = after.retryPending
    ? retryDelayMs(after.failedAttempts, timing.retryBaseMs, timing.retryMaxMs)
    : timing.debounceMs;
  return { dueAt: now + wait, expiresAt: null };
}

/** The earliest moment the scheduler must look at the session again, or null. */
export function wakeAt(schedule: RequestSchedule): number | null {
  const times = [schedule.dueAt, schedule.expiresAt].filter((t): t is number => t !== null);
  return times.length === 0 ? null : Math.min(...times);
}
