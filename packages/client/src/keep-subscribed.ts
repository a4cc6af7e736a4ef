// One subscription kept alive: delivers results one at a time (an async handler is awaited
// before the next result), and when the subscription fails — the socket dropped, the server
// restarted, the subscriber was cut off — subscribes again after a backoff, asking `open`
// for fresh variables (watchSession passes the last offset it delivered).
import { Backoff, sleep, type BackoffOptions } from './backoff.js';
import { toClientError, type ClientError } from './errors.js';
import type { Sink } from './transport.js';

export interface KeepSubscribedOptions<T> {
  /** Subscribes (again); called for every attempt, so it can pass the current position. */
  open(sink: Sink<T>): () => void;
  /** Handles one result; the next waits for it. A throw ends the whole thing (done rejects). */
  deliver(data: T): void | Promise<void>;
  /** Whether to subscribe again after this failure (else done rejects with it). */
  shouldResume(error: ClientError): boolean;
  /** The server completed the stream: subscribe again, or finish (done resolves). */
  onComplete(): Promise<'resume' | 'done'>;
  /** After each (re)subscription was sent: e.g. look for what was missed while disconnected. */
  onSubscribed?: (() => void) | undefined;
  /** Before waiting to subscribe again (for logs and tests). */
  onResume?: ((error: ClientError, delayMs: number) => void) | undefined;
  /** Something worked (a result, a connection): the next failure waits the shortest delay again. */
  registerProgress?: ((reset: () => void) => () => void) | undefined;
  signal?: AbortSignal | undefined;
  backoff?: BackoffOptions | undefined;
}

type Outcome = { kind: 'error'; error: ClientError } | { kind: 'complete' } | { kind: 'stopped' } | { kind: 'failed'; error: unknown };

export interface Subscription {
  /** Resolves when stopped (signal or stop()) or finished; rejects on a failure that is not resumed. */
  readonly done: Promise<void>;
  stop(): void;
}

export function keepSubscribed<T>(options: KeepSubscribedOptions<T>): Subscription {
  const stopper = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stopper.signal]) : stopper.signal;
  const backoff = new Backoff(options.backoff);
  const unregister = options.registerProgress?.(() => backoff.reset()) ?? (() => {});

  const once = () =>
    new Promise<Outcome>((resolve) => {
      let settled = false;
      let delivering: Promise<void> = Promise.resolve();
      let failure: { error: unknown } | null = null;
      let unsubscribe: () => void = () => {};
      const finish = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        // Results already received are delivered before anything else happens.
        void delivering.then(() => resolve(failure ? { kind: 'failed', error: failure.error } : outcome));
      };
      const onAbort = () => {
        unsubscribe();
        finish({ kind: 'stopped' });
      };
      unsubscribe = options.open({
        next: (data) => {
          delivering = delivering.then(async () => {
            if (failure || signal.aborted) return;
            try {
              await options.deliver(data);
              backoff.reset();
            } catch (error) {
              failure = { error };
              unsubscribe();
              finish({ kind: 'stopped' });
            }
          });
        },
        error: (error) => finish({ kind: 'error', error }),
        complete: () => finish({ kind: 'complete' }),
      });
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
      options.onSubscribed?.();
    });

  const run = async () => {
    try {
      for (;;) {
        if (signal.aborted) return;
        const outcome = await once();
        if (outcome.kind === 'stopped') return;
        if (outcome.kind === 'failed') throw outcome.error;
        let error: ClientError;
        if (outcome.kind === 'complete') {
          try {
            if ((await options.onComplete()) === 'done') return;
            continue;
          } catch (thrown) {
            error = toClientError(thrown);
          }
        } else {
          error = outcome.error;
        }
        if (!options.shouldResume(error)) throw error;
        const delay = backoff.next();
        options.onResume?.(error, delay);
        await sleep(delay, signal);
      }
    } finally {
      unregister();
    }
  };

  return { done: run(), stop: () => stopper.abort() };
}
