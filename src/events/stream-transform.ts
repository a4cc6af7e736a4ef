// Filters and ends a subscription stream with a plain iterator, not an async generator:
// a generator cannot be returned while it awaits the source, so an unsubscribe on a quiet
// stream would keep its bus listeners until the next event. Here `return` goes straight
// to the source, which releases a pending read at once.

/** What to do with one source item: deliver something, skip it, or end the stream. */
export type Step<T> = { emit: T } | 'skip' | 'end';

export function transformStream<S, T>(
  source: AsyncIterator<S>,
  step: (item: S) => Step<T>,
  prelude: readonly T[] = [],
): AsyncIterableIterator<T> {
  const done: IteratorResult<T> = { done: true, value: undefined };
  const queued = [...prelude];
  let finished = false;
  const finish = async (): Promise<IteratorResult<T>> => {
    if (!finished) {
      finished = true;
      await source.return?.();
    }
    return done;
  };
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      if (finished) return done;
      if (queued.length > 0) return { done: false, value: queued.shift()! };
      for (;;) {
        const result = await source.next(); // a source error (e.g. overflow) rejects; the source cleans up itself
        if (finished) return done;
        if (result.done) return finish();
        const next = step(result.value);
        if (next === 'end') return finish();
        if (next !== 'skip') return { done: false, value: next.emit };
      }
    },
    return: finish,
    async throw(error: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
