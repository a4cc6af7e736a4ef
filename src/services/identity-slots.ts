// A few slots per identity, with a queue of its own: work of one identity past its slots waits
// behind that identity's earlier work (first come, first served), never behind another
// identity's, and is refused when no slot of its own frees in time. Used for each identity's
// share of the database pool (connection-shares.ts) and for the turns its heavy operations
// take on the event loop (transport/plugins/use-identity-concurrency.ts).

/** Gives a slot back; calling it again does nothing. */
export type ReleaseSlot = () => void;

export interface SlotSettings {
  /** Slots one identity may hold at once; 0: unlimited (no slot is ever waited for). */
  perIdentity: number;
  /** Longest wait in the identity's queue, in ms. */
  waitMs: number;
}

interface Waiter {
  grant(): void;
}

class Slots {
  held = 0;
  readonly queue: Waiter[] = [];
}

export class IdentitySlots {
  private readonly slots = new Map<string, Slots>();

  /**
   * @param settings the limits now in force (reloadable)
   * @param refusal what a wait that timed out throws
   */
  constructor(
    private readonly settings: () => SlotSettings,
    private readonly refusal: (limit: number, waitMs: number) => Error,
  ) {}

  /** Slots `key` holds now. */
  held(key: string): number {
    return this.slots.get(key)?.held ?? 0;
  }

  /** Work of `key` waiting for a slot now. */
  waiting(key: string): number {
    return this.slots.get(key)?.queue.length ?? 0;
  }

  /**
   * Takes a slot of `key`, waiting in its queue when all are in use; rejects with the refusal
   * when none frees in time, and with the signal's reason when the work is abandoned while it
   * waits (a caller that went away does not run later, behind nobody).
   */
  acquire(key: string, signal?: AbortSignal): Promise<ReleaseSlot> {
    const { perIdentity, waitMs } = this.settings();
    if (perIdentity <= 0) return Promise.resolve(() => {});
    if (signal?.aborted) return Promise.reject(signal.reason);
    let mine = this.slots.get(key);
    if (!mine) this.slots.set(key, (mine = new Slots()));
    if (mine.held < perIdentity) {
      mine.held += 1;
      return Promise.resolve(this.releaser(key, mine));
    }
    const queued = mine;
    return new Promise<ReleaseSlot>((resolve, reject) => {
      const leave = (reason: unknown) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const at = queued.queue.indexOf(waiter);
        if (at >= 0) queued.queue.splice(at, 1);
        this.forgetIfIdle(key, queued);
        reject(reason);
      };
      const onAbort = () => leave(signal!.reason);
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve(this.releaser(key, queued));
        },
      };
      const timer = setTimeout(() => leave(this.refusal(perIdentity, waitMs)), waitMs);
      timer.unref?.();
      signal?.addEventListener('abort', onAbort, { once: true });
      queued.queue.push(waiter);
    });
  }

  private releaser(key: string, mine: Slots): ReleaseSlot {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes straight to the identity's next waiter (held stays the same), unless
      // the limit shrank (a reload) below what is held.
      const limit = this.settings().perIdentity;
      const next = limit <= 0 || mine.held <= limit ? mine.queue.shift() : undefined;
      if (next) return next.grant();
      mine.held -= 1;
      this.forgetIfIdle(key, mine);
    };
  }

  private forgetIfIdle(key: string, mine: Slots): void {
    if (mine.held <= 0 && mine.queue.length === 0 && this.slots.get(key) === mine) this.slots.delete(key);
  }
}
