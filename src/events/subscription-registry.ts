// Every open subscription result stream, so shutdown can end them all (SSE streams complete,
// clients resume with `after`) and metrics can count them. A stream counts as open from the
// consumer's first read until it ends, whatever ends it.
//
// A plain pull-through iterator rather than a Repeater: every replayed event passes through
// here, and a Repeater costs several promises per item (its push, its read, a race with stop).
// A class, not closures: an idle subscription holds one small object here (the TypeScript
// loader names every closure, which gives each one a property table of its own).

export interface TrackHooks {
  onOpen?: () => void;
  onItem?: () => void;
  onClose?: () => void;
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

interface Stoppable {
  stop(): void;
}

export class SubscriptionRegistry {
  private readonly streams = new Set<Stoppable>();

  get size(): number {
    return this.streams.size;
  }

  track<T>(source: AsyncIterable<T>, hooks: TrackHooks = {}): AsyncIterableIterator<T> {
    return new TrackedStream(source, hooks, this.streams);
  }

  /** Ends every open stream: pending reads resolve as done. */
  closeAll(): void {
    for (const stream of [...this.streams]) stream.stop();
  }
}

class TrackedStream<T> implements AsyncIterableIterator<T>, Stoppable {
  private it: AsyncIterator<T> | null = null;
  private state: 'idle' | 'open' | 'closed' = 'idle';
  /** Settles the read in flight as done when the stream is stopped while the source is quiet. */
  private settlePending: ((result: IteratorResult<T>) => void) | null = null;

  constructor(
    private readonly source: AsyncIterable<T>,
    private readonly hooks: TrackHooks,
    private readonly registry: Set<Stoppable>,
  ) {}

  next(): Promise<IteratorResult<T>> {
    if (this.state === 'closed') return Promise.resolve(DONE);
    if (this.state === 'idle') {
      this.state = 'open';
      this.registry.add(this);
      this.hooks.onOpen?.();
      this.it = this.source[Symbol.asyncIterator]();
    }
    const read = this.it!.next();
    return new Promise<IteratorResult<T>>((resolve, reject) => {
      this.settlePending = resolve;
      read.then(
        (step) => {
          if (this.settlePending !== resolve) return; // stopped meanwhile: already settled as done
          this.settlePending = null;
          if (step.done) {
            this.stop();
            resolve(DONE);
            return;
          }
          this.hooks.onItem?.();
          resolve(step);
        },
        (error: unknown) => {
          if (this.settlePending !== resolve) return;
          this.settlePending = null;
          this.stop();
          reject(error);
        },
      );
    });
  }

  return(): Promise<IteratorResult<T>> {
    this.stop();
    return Promise.resolve(DONE);
  }

  throw(error?: unknown): Promise<IteratorResult<T>> {
    this.stop();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  stop(): void {
    if (this.state === 'closed') return;
    const wasOpen = this.state === 'open';
    this.state = 'closed';
    this.registry.delete(this);
    if (wasOpen) this.hooks.onClose?.();
    // Not awaited: a source stuck on the database must not hold up shutdown.
    if (this.it) void Promise.resolve(this.it.return?.()).catch(() => {});
    const settle = this.settlePending;
    this.settlePending = null;
    settle?.(DONE);
  }
}
