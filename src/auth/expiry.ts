// Timers for credential expiry. setTimeout holds at most 2^31−1 ms (~24.8 days): a longer delay
// overflows and fires at once, which refused every WebSocket whose token lived longer than
// that. Long waits are re-armed in steps.

const MAX_TIMER_MS = 2 ** 31 - 1;

/** Calls `fire` once at `at` (ms since epoch), however far away. Returns the cancel function. */
export function atTime(at: number, fire: () => void, now: () => number = Date.now): () => void {
  let timer: NodeJS.Timeout | undefined;
  let cancelled = false;
  const arm = () => {
    if (cancelled) return;
    const left = at - now();
    if (left <= 0) {
      fire();
      return;
    }
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
    timer.unref();
  };
  arm();
  return () => {
    cancelled = true;
    if (timer) clearTimeout(timer);
  };
}
