// Calls to the service that must survive a blip (a restart, a failover): retried with
// backoff while the error is retryable, the job still runs, and attempts remain.
import { Backoff, ClientError, sleep } from '../client/index.js';

export async function retrying<T>(call: () => Promise<T>, signal: AbortSignal | undefined, attempts = 8): Promise<T> {
  const backoff = new Backoff({ initialDelayMs: 100, maxDelayMs: 3_000 });
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const retryable = error instanceof ClientError && error.retryable;
      if (!retryable || attempt >= attempts || signal?.aborted) throw error;
      await sleep(backoff.next(), signal);
    }
  }
}
