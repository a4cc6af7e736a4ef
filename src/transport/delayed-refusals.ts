// Holds a per-identity concurrency refusal (RATE_LIMITED) for RATE_LIMITED_ANSWER_DELAY_MS before
// it is answered. A caller that retries the moment it is refused — a loop, a broken client —
// then makes one attempt per delay on each of its connections instead of hundreds a second, and
// the instance stops spending its cores on parsing, costing and answering attempts it refuses. A
// caller that honours `Retry-After` loses nothing: the answer still says when a slot may free.
// What a held answer costs is a timer; past MAX_HELD_PER_IDENTITY held at once for one identity
// the next is answered at once (an identity cannot make the instance hold without bound).

/** Refusals held at once for one identity; past it they are answered without delay. */
const MAX_HELD_PER_IDENTITY = 64;

export class DelayedRefusals {
  private readonly held = new Map<string, number>();

  /** @param delayMs the delay now in force (reloadable; 0 answers at once) */
  constructor(private readonly delayMs: () => number) {}

  /** Refusals of `key` being held now. */
  holding(key: string): number {
    return this.held.get(key) ?? 0;
  }

  /** Resolves when a refusal of `key` may be answered: after the delay, at once past the bound, or when `signal` aborts. */
  hold(key: string, signal?: AbortSignal): Promise<void> {
    const delay = this.delayMs();
    const count = this.holding(key);
    if (delay <= 0 || count >= MAX_HELD_PER_IDENTITY || signal?.aborted) return Promise.resolve();
    this.held.set(key, count + 1);
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        const left = this.holding(key) - 1;
        if (left <= 0) this.held.delete(key);
        else this.held.set(key, left);
        resolve();
      };
      const timer = setTimeout(done, delay);
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}
