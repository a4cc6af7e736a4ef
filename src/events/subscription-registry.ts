// Every open subscription result stream, so shutdown can end them all (SSE streams complete,
// clients resume with `after`) and metrics can count them. The wrapper races the source
// against a stop signal, because an async generator cannot be returned while it awaits.
export class SubscriptionRegistry {
  private readonly stops = new Set<() => void>();

  get size(): number {
    return this.stops.size;
  }

  track<T>(source: AsyncIterable<T>, hooks: { onItem?: () => void; onClose?: () => void } = {}): AsyncIterableIterator<T> {
    const it = source[Symbol.asyncIterator]();
    let stop: () => void = () => {};
    const stopped = new Promise<IteratorResult<T>>((resolve) => {
      stop = () => resolve({ done: true, value: undefined });
    });
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      this.stops.delete(stop);
      hooks.onClose?.();
      void Promise.resolve(it.return?.()).catch(() => {});
    };
    this.stops.add(stop);
    const done: IteratorResult<T> = { done: true, value: undefined };
    const iterator: AsyncIterableIterator<T> = {
      next: async () => {
        if (closed) return done;
        try {
          const result = await Promise.race([it.next(), stopped]);
          if (result.done) close();
          else hooks.onItem?.();
          return result;
        } catch (error) {
          close();
          throw error;
        }
      },
      return: async () => {
        stop();
        close();
        return done;
      },
      throw: async (error: unknown) => {
        close();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** Ends every open stream: pending reads resolve as done. */
  closeAll(): void {
    for (const stop of [...this.stops]) stop();
  }
}
