// The subscription a stream belongs to. Each subscription gets one (transport/plugins/use-stream-scope.ts),
// handed down explicitly in its ServiceDeps (`streamScope`); every bounded queue its streams
// create registers with it. The transport then learns at once when the stream fails (overflow),
// even while it is not reading from it — a client that stopped reading blocks the transport's
// writes, so the stream's error would otherwise wait behind them — and can end the stream as
// overflowed when the client stops answering (keep-alive).
// Not an AsyncLocalStorage: on Node 22 one in use turns on the async hooks for every promise of
// the process (a replayed event cost 49 → 42 µs of CPU without them, bench/profile.ts replay).

/** What a scope can do to a queue of its stream. */
export interface ScopedQueue {
  /** Ends the queue with its overflow error (the documented SUBSCRIPTION_OVERFLOW). */
  overflow(): void;
}

export class StreamScope {
  private readonly queues = new Set<ScopedQueue>();
  private readonly listeners = new Set<(error: Error) => void>();
  private failure_: Error | null = null;

  get failure(): Error | null {
    return this.failure_;
  }

  register(queue: ScopedQueue): void {
    this.queues.add(queue);
  }

  /** A queue of this stream failed; the first failure is reported (synchronously). */
  failed(error: Error): void {
    if (this.failure_) return;
    this.failure_ = error;
    for (const listener of [...this.listeners]) listener(error);
  }

  /** Calls `listener` on the stream's first failure (at once if it already failed). */
  onFailure(listener: (error: Error) => void): () => void {
    if (this.failure_) {
      listener(this.failure_);
      return () => {};
    }
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Ends the stream as overflowed: its client is not taking its events. */
  overflow(): void {
    for (const queue of [...this.queues]) queue.overflow();
  }
}
