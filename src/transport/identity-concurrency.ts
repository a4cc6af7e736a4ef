// Per-identity concurrency limits for the expensive classes of work (SPEC §12): searches, large
// operations and uploads. One identity may run a few of each at once on this instance; past it
// the work is refused with RATE_LIMITED (HTTP 429, `Retry-After`, `extensions.retryAfterMs`)
// before it starts, so one caller cannot take every database connection and every other
// tenant's share. With authentication off every caller is the same anonymous identity: the
// transports then apply no limit (as for the subscription and connection caps).
import { clientError } from './client-error.js';

/** What a refused caller is told to wait before trying again: a slot frees when one of its own requests ends. */
const RETRY_AFTER_MS = 1000;

/** Gives back what `acquire` took; calling it again does nothing. */
export type Release = () => void;

export const rateLimited = (what: string, limit: number, setting: string) =>
  clientError(
    'RATE_LIMITED',
    `Too many ${what} at once for this identity (at most ${limit}, ${setting}); retry after ${RETRY_AFTER_MS} ms, once one of them has finished.`,
    { extensions: { retryAfterMs: RETRY_AFTER_MS, limit }, status: 429, headers: { 'Retry-After': String(Math.ceil(RETRY_AFTER_MS / 1000)) } },
  );

/** Slots in use per identity for one class of work, on this instance. */
export class IdentityConcurrency {
  private readonly inUse = new Map<string, number>();

  /**
   * @param what how a refusal names the work ("searches")
   * @param setting the setting that bounds it, named in the refusal
   * @param max the current limit (reloadable)
   */
  constructor(
    private readonly what: string,
    private readonly setting: string,
    private readonly max: () => number,
  ) {}

  /** Slots `key` holds now. */
  held(key: string): number {
    return this.inUse.get(key) ?? 0;
  }

  /** Takes `count` slots for `key` (all or none), or throws RATE_LIMITED. */
  acquire(key: string, count = 1): Release {
    const held = this.held(key);
    const max = this.max();
    if (held + count > max) throw rateLimited(this.what, max, this.setting);
    this.inUse.set(key, held + count);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.held(key) - count;
      if (left <= 0) this.inUse.delete(key);
      else this.inUse.set(key, left);
    };
  }
}

/** Holds one of `key`'s slots in `limiter` until the HTTP exchange `response` ends (answered or cut), or throws RATE_LIMITED. */
export function holdUntilClosed(limiter: IdentityConcurrency, key: string, response: { once(event: 'close', listener: () => void): unknown }): void {
  response.once('close', limiter.acquire(key));
}
