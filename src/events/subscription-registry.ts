// Every open subscription result stream, so shutdown can end them all (SSE streams complete,
// clients resume with `after`) and metrics can count them. A stream counts as open from the
// consumer's first read until it ends, whatever ends it.
//
// A plain pull-through iterator rather than a Repeater: every replayed event passes through
// here, and a Repeater costs several promises per item (its push, its read, a race with stop).

export interface TrackHooks {
  onOpen?: () => void;
  onItem?: () => void;
  onClose?: () => void;
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

export class SubscriptionRegistry {
  private readonly stops = new Set<() => void>();

  get size(): number {
    return this.stops.size;
  }

  track<T>(source: AsyncIterable<T>, hooks: TrackHooks = {}): AsyncIterableIterator<T> {
    const stops = this.stops;
    let it: AsyncIterator<T> | null = null;
    let state: 'idle' | 'open' | 'closed' = 'idle';
    // Settles the read in flight as done when the stream is stopped while the source is quiet.
    let settlePending: ((result: IteratorResult<T>) => void) | null = null;
    const close = () => {
      if (state === 'closed') return;
      const wasOpen = state === 'open';
      state = 'closed';
      stops.delete(close);
      if (wasOpen) hooks.onClose?.();
      // Not awaited: a source stuck on the database must not hold up shutdown.
      if (it) void Promise.resolve(it.return?.()).catch(() => {});
      const settle = settlePending;
      settlePending = null;
      settle?.(DONE);
    };
    return {
      next(): Promise<IteratorResult<T>> {
        if (state === 'closed') return Promise.resolve(DONE);
        if (state === 'idle') {
          state = 'open';
          stops.add(close);
          hooks.onOpen?.();
          it = source[Symbol.asyncIterator]();
        }
        const read = it!.next();
        return new Promise<IteratorResult<T>>((resolve, reject) => {
          settlePending = resolve;
          read.then(
            (step) => {
              if (settlePending !== resolve) return; // stopped meanwhile: already settled as done
              settlePending = null;
              if (step.done) {
                close();
                resolve(DONE);
                return;
              }
              hooks.onItem?.();
              resolve(step);
            },
            (error: unknown) => {
              if (settlePending !== resolve) return;
              settlePending = null;
              close();
              reject(error);
            },
          );
        });
      },
      return(): Promise<IteratorResult<T>> {
        close();
        return Promise.resolve(DONE);
      },
      throw(error?: unknown): Promise<IteratorResult<T>> {
        close();
        return Promise.reject(error);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  /** Ends every open stream: pending reads resolve as done. */
  closeAll(): void {
    for (const stop of [...this.stops]) stop();
  }
}
