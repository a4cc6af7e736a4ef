// The reference model worker: hears requests as the service opens them, also looks for
// open requests nobody holds (at start, after every reconnect, periodically — that is how
// the requests of a crashed worker are found once its lease lapses), claims up to
// `concurrency` of them, and runs each as a Job. Settled events stop the jobs they close.
import type OpenAI from 'openai';
import { createClient, type Client, type Subscription } from '@agent-conversations/client';
import { createLogger, type Logger } from '../logger.js';
import type { WorkerConfig } from './config.js';
import { Job, type ClaimedRequest, type JobOutcome } from './job.js';
import { createProvider } from './provider.js';

export interface WorkerDeps {
  client?: Client;
  provider?: OpenAI;
  logger?: Logger;
  /** Told when the worker cannot go on (e.g. its credentials are refused). */
  onFatal?: (error: unknown) => void;
}

export interface RunningWorker {
  readonly workerId: string;
  /** Requests being worked on now. */
  readonly active: number;
  /** Outcomes of finished jobs, in order (for tests and metrics). */
  readonly outcomes: readonly { sessionId: string; requestOffset: number; outcome: JobOutcome }[];
  /** Graceful: stop claiming, let running requests finish within the grace period, release the rest. */
  stop(): Promise<void>;
  /** Abrupt, like a crash: abort everything, settle and release nothing. */
  kill(): Promise<void>;
}

const keyOf = (sessionId: string, offset: number) => `${offset}\u0001${sessionId}`;

export function startWorker(config: WorkerConfig, deps: WorkerDeps = {}): RunningWorker {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const ownsClient = !deps.client;
  const client = deps.client ?? createClient({ url: config.graphqlUrl, token: config.apiToken });
  const provider = deps.provider ?? createProvider({ baseURL: config.openaiBaseUrl, apiKey: config.openaiApiKey, maxTextBytes: config.maxTextBytes });
  const filter = config.sessionMetadata ? { metadata: config.sessionMetadata } : {};
  const jobs = new Map<string, { job: Job; done: Promise<JobOutcome> }>();
  const claiming = new Set<string>();
  /** Requests whose job ended in an error (the service unreachable or refusing): left alone for a lease period. */
  const coolingDown = new Map<string, number>();
  const outcomes: { sessionId: string; requestOffset: number; outcome: JobOutcome }[] = [];
  const lifetime = new AbortController();
  let accepting = true;
  let polling: Promise<void> | null = null;
  let pollAgain = false;

  const full = () => jobs.size + claiming.size >= config.concurrency;

  /** Claims one request if there is room; starts its job when the claim is won. */
  async function offer(sessionId: string, offset: number): Promise<void> {
    const key = keyOf(sessionId, offset);
    if (!accepting || full() || jobs.has(key) || claiming.has(key)) return;
    const until = coolingDown.get(key);
    if (until !== undefined) {
      if (Date.now() < until) return;
      coolingDown.delete(key);
    }
    claiming.add(key);
    try {
      const claim = await client.claimLlmRequest(
        { sessionId, requestOffset: offset, workerId: config.workerId, leaseMs: config.leaseMs },
        lifetime.signal,
      );
      if (!claim.claimed || !claim.request || !accepting) return;
      const job = new Job({ client, provider, config, logger }, claim as ClaimedRequest);
      const done = job.run().then((outcome) => {
        outcomes.push({ sessionId, requestOffset: offset, outcome });
        if (outcome === 'error') {
          for (const [k, t] of coolingDown) if (t <= Date.now()) coolingDown.delete(k);
          coolingDown.set(key, Date.now() + config.leaseMs);
        }
        return outcome;
      });
      jobs.set(key, { job, done });
      void done.finally(() => {
        jobs.delete(key);
        // A slot is free: take work that arrived while we were full.
        if (accepting) void poll();
      });
    } catch (error) {
      if (!lifetime.signal.aborted) logger.warn({ sessionId, requestOffset: offset, err: String(error) }, 'claim failed');
    } finally {
      claiming.delete(key);
    }
  }

  /** Offers the open requests nobody holds (and this worker's own, after a restart). */
  function poll(): Promise<void> {
    if (!accepting) return Promise.resolve();
    if (polling) {
      pollAgain = true;
      return polling;
    }
    polling = (async () => {
      do {
        pollAgain = false;
        if (full()) break;
        try {
          const open = await client.claimableLlmRequests(
            { metadata: config.sessionMetadata ?? null, limit: Math.max(10, config.concurrency * 2), workerId: config.workerId },
            lifetime.signal,
          );
          for (const request of open) {
            if (!accepting || full()) break;
            await offer(request.sessionId, request.offset);
          }
        } catch (error) {
          if (!lifetime.signal.aborted) logger.warn({ err: String(error) }, 'looking for open requests failed; trying again later');
        }
      } while (pollAgain && accepting);
    })().finally(() => {
      polling = null;
    });
    return polling;
  }

  const fatal = (error: unknown) => {
    if (lifetime.signal.aborted) return;
    logger.error({ err: String(error) }, 'subscription failed for good');
    deps.onFatal?.(error);
  };

  const subscriptions: Subscription[] = [
    client.watchLlmRequests({
      filter,
      signal: lifetime.signal,
      onRequest: (request) => void offer(request.sessionId, request.offset),
      // Requested events are live only: after every (re)connection, look for what was missed.
      onSubscribed: () => void poll(),
      onResume: ({ error }) => logger.warn({ err: error.message }, 'reconnecting to the service'),
    }),
    client.watchLlmSettled({
      filter,
      signal: lifetime.signal,
      onSettled: (event) => jobs.get(keyOf(event.sessionId, event.requestOffset))?.job.stop('closed'),
    }),
  ];
  for (const s of subscriptions) s.done.catch(fatal);
  const timer = setInterval(() => void poll(), config.pollIntervalMs);
  logger.info({ workerId: config.workerId, model: config.model, concurrency: config.concurrency, graphqlUrl: config.graphqlUrl }, 'worker started');

  async function shutDown(mode: 'stop' | 'kill'): Promise<void> {
    if (!accepting && lifetime.signal.aborted) return;
    accepting = false;
    clearInterval(timer);
    lifetime.abort();
    for (const s of subscriptions) s.stop();
    const running = [...jobs.values()];
    if (mode === 'kill') {
      for (const { job } of running) job.stop('killed');
    } else {
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        graceTimer = setTimeout(resolve, config.shutdownGraceMs);
      });
      await Promise.race([Promise.allSettled(running.map((r) => r.done)), grace]);
      clearTimeout(graceTimer);
      for (const { job } of jobs.values()) job.stop('shutdown');
    }
    await Promise.allSettled(running.map((r) => r.done));
    await Promise.allSettled(subscriptions.map((s) => s.done));
    if (ownsClient) await client.dispose();
    logger.info({ workerId: config.workerId, mode }, 'worker stopped');
  }

  return {
    workerId: config.workerId,
    get active() {
      return jobs.size;
    },
    outcomes,
    stop: () => shutDown('stop'),
    kill: () => shutDown('kill'),
  };
}
