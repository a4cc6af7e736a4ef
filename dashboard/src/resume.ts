// Resuming a session's event stream (pure: no DOM, no transport). The stream's offsets are
// gap-free and each event's identity, so a reader remembers the last offset it delivered,
// subscribes again with `after` = that offset when the connection drops, and drops anything at
// or below it (a replay that overlaps). Every event is then delivered exactly once, in order.

/** Handlers of one subscription attempt. */
export interface StreamSink<T> {
  next(value: T): void;
  error(error: unknown): void;
  complete(): void;
}

/** Starts one subscription attempt from `after`; returns a function that stops it. */
export type SubscribeFrom<T> = (after: number, sink: StreamSink<T>) => () => void;

/** How a failed attempt is treated: try again (connection lost, overflow) or give up. */
export type Verdict = 'retry' | 'fatal';

export interface ResumableOptions<T extends { offset: number }> {
  /** Deliver events with an offset above this (0 = the whole stream). */
  after: number;
  subscribe: SubscribeFrom<T>;
  /** Called once per offset, in increasing order. */
  onEvent(event: T): void;
  /** Classifies an attempt's error. */
  classify(error: unknown): Verdict;
  /** A fatal error (the stream stops). */
  onFatal(error: unknown): void;
  /** The server completed the stream: resolve true to subscribe again from the last offset. */
  onComplete(): Promise<boolean> | boolean;
  /** 'live' once an attempt delivers or a retry starts; 'retrying' while waiting to retry. */
  onState?(state: 'live' | 'retrying', attempt: number): void;
  signal: AbortSignal;
  /** Delay before retry number `attempt` (1, 2, …). */
  delay?(attempt: number): number;
  /** Injectable for tests. */
  sleep?(ms: number, signal: AbortSignal): Promise<void>;
}

/** Remembers the last delivered offset and refuses anything at or below it. */
export class OffsetTracker {
  #last: number;
  constructor(after: number) {
    this.#last = after;
  }
  get last(): number {
    return this.#last;
  }
  /** True (and remembered) when the offset is new. */
  accept(offset: number): boolean {
    if (offset <= this.#last) return false;
    this.#last = offset;
    return true;
  }
}

/** 250 ms, 500 ms, 1 s, 2 s, then 4 s at most, with ±20 % jitter so clients do not return in lockstep. */
export function backoff(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(4000, 250 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Keeps a session stream open until `signal` aborts or a fatal error: each attempt subscribes
 * from the last delivered offset; a lost connection waits (backoff) and tries again.
 * Returns the tracker, whose `last` is the newest offset delivered.
 */
export function watchResumable<T extends { offset: number }>(options: ResumableOptions<T>): OffsetTracker {
  const tracker = new OffsetTracker(options.after);
  const { signal } = options;
  const wait = options.sleep ?? sleep;
  const delay = options.delay ?? backoff;

  const attemptOnce = () =>
    new Promise<{ kind: 'error'; error: unknown } | { kind: 'complete' } | { kind: 'aborted' }>((resolve) => {
      let settled = false;
      let stop: (() => void) | null = null;
      const finish = (outcome: { kind: 'error'; error: unknown } | { kind: 'complete' } | { kind: 'aborted' }) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        stop?.();
        resolve(outcome);
      };
      const onAbort = () => finish({ kind: 'aborted' });
      const stopAttempt = options.subscribe(tracker.last, {
        next: (event) => {
          if (settled) return;
          if (tracker.accept(event.offset)) options.onEvent(event);
        },
        error: (error) => finish({ kind: 'error', error }),
        complete: () => finish({ kind: 'complete' }),
      });
      // The sink may have finished synchronously, before the stop function existed.
      if (settled) stopAttempt();
      else stop = stopAttempt;
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    });

  void (async () => {
    let failures = 0;
    while (!signal.aborted) {
      const before = tracker.last;
      const outcome = await attemptOnce();
      if (outcome.kind === 'aborted' || signal.aborted) return;
      if (outcome.kind === 'complete') {
        if (!(await options.onComplete())) return;
        failures = 0;
        continue;
      }
      if (options.classify(outcome.error) === 'fatal') {
        options.onFatal(outcome.error);
        return;
      }
      // An attempt that delivered something worked for a while: start the backoff over.
      failures = tracker.last > before ? 1 : failures + 1;
      options.onState?.('retrying', failures);
      await wait(delay(failures), signal);
      if (!signal.aborted) options.onState?.('live', failures);
    }
  })();
  return tracker;
}
