// Every open subscription result stream, so shutdown can end them all (SSE streams complete,
// clients resume with `after`) and metrics can count them. A stream counts as open while its
// Repeater runs: from the consumer's first read until it ends, whatever ends it.
import { Repeater } from '@repeaterjs/repeater';

export interface TrackHooks {
  onOpen?: () => void;
  onItem?: () => void;
  onClose?: () => void;
}

const STOPPED: unique symbol = Symbol('stopped');

export class SubscriptionRegistry {
  private readonly stops = new Set<() => void>();

  get size(): number {
    return this.stops.size;
  }

  track<T>(source: AsyncIterable<T>, hooks: TrackHooks = {}): Repeater<T> {
    return new Repeater<T>(async (push, stop) => {
      const end = () => void stop();
      this.stops.add(end);
      hooks.onOpen?.();
      const it = source[Symbol.asyncIterator]();
      // Each read races the source with a promise of its own: racing one long-lived "stopped"
      // promise would leave a reaction on it per event, retained for the life of the stream.
      let isStopped = false;
      let wake: (() => void) | null = null;
      void stop.then(() => {
        isStopped = true;
        wake?.();
      });
      try {
        for (;;) {
          const next = it.next();
          next.catch(() => {}); // still pending when the stream is stopped: its outcome no longer matters
          const stopped = new Promise<typeof STOPPED>((resolve) => {
            wake = () => resolve(STOPPED);
            if (isStopped) wake();
          });
          const step = await Promise.race([next, stopped]);
          wake = null;
          if (step === STOPPED || step.done) break;
          hooks.onItem?.();
          await push(step.value);
        }
      } finally {
        this.stops.delete(end);
        hooks.onClose?.();
        // Not awaited: a source stuck on the database must not hold up shutdown.
        void Promise.resolve(it.return?.()).catch(() => {});
      }
      stop();
    });
  }

  /** Ends every open stream: pending reads resolve as done. */
  closeAll(): void {
    for (const stop of [...this.stops]) stop();
  }
}
