// Exponential backoff with full jitter, abortable. Reset after something worked.

export interface BackoffOptions {
  /** First delay (default 100 ms). */
  initialDelayMs?: number;
  /** Longest delay (default 5 s). */
  maxDelayMs?: number;
}

export class Backoff {
  private attempt = 0;
  private readonly initial: number;
  private readonly max: number;

  constructor(options: BackoffOptions = {}) {
    this.initial = options.initialDelayMs ?? 100;
    this.max = options.maxDelayMs ?? 5_000;
  }

  reset(): void {
    this.attempt = 0;
  }

  /** The next delay: random in [cap/2, cap], cap doubling per attempt up to the maximum. */
  next(): number {
    const cap = Math.min(this.max, this.initial * 2 ** this.attempt);
    this.attempt += 1;
    return cap / 2 + Math.random() * (cap / 2);
  }

  /** Waits the next delay; resolves early (false) when the signal aborts. */
  wait(signal?: AbortSignal): Promise<boolean> {
    return sleep(this.next(), signal);
  }
}

/** Resolves true after `ms`, or false as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
