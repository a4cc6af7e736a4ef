// One claimed request, start to finish: stream the provider's answer into chunks, keep
// the lease alive, settle with the text and usage (or the provider's error), and stop at
// once when the request closes elsewhere (an interrupt, expiry) or the lease is lost.
import type OpenAI from 'openai';
import { ClientError, type ClaimResult, type Client } from '../client/index.js';
import type { Logger } from '../logger.js';
import { ChunkSender } from './chunk-sender.js';
import type { WorkerConfig } from './config.js';
import { ProviderError, streamCompletion, type Completion } from './provider.js';
import { retrying } from './service-calls.js';

/** Why a job stopped before settling. */
export type StopReason =
  /** The request was settled by someone else (an interrupt cancelled it, it expired, another worker settled it). */
  | 'closed'
  /** Another worker took the claim over (this worker's lease lapsed). */
  | 'lost'
  /** The worker is shutting down: the claim is released for another worker. */
  | 'shutdown'
  /** The worker was killed (tests): nothing more is sent. */
  | 'killed';

export class JobStopped extends Error {
  constructor(readonly reason: StopReason) {
    super(`job stopped: ${reason}`);
    this.name = 'JobStopped';
  }
}

export type JobOutcome = 'succeeded' | 'failed' | 'stale' | StopReason | 'error';

export interface JobContext {
  client: Client;
  provider: OpenAI;
  config: WorkerConfig;
  logger: Logger;
}

export type ClaimedRequest = ClaimResult & { request: NonNullable<ClaimResult['request']> };

export class Job {
  private readonly controller = new AbortController();

  constructor(
    private readonly ctx: JobContext,
    private readonly claim: ClaimedRequest,
  ) {}

  get sessionId(): string {
    return this.claim.request.sessionId;
  }

  get requestOffset(): number {
    return this.claim.request.offset;
  }

  stop(reason: StopReason): void {
    if (!this.controller.signal.aborted) this.controller.abort(new JobStopped(reason));
  }

  async run(): Promise<JobOutcome> {
    const { client, config, logger } = this.ctx;
    const { sessionId, offset: requestOffset, prompt } = this.claim.request;
    const signal = this.controller.signal;
    const target = { sessionId, requestOffset, workerId: config.workerId };
    const started = Date.now();
    // Taking over from a lapsed worker: its chunks are already out; streaming ours after
    // them would garble the live text, so this answer arrives with the settlement only.
    const streaming = this.claim.nextSequence === 0;
    const chunks = new ChunkSender(client, target, this.claim.nextSequence, signal, () => this.stop('closed'));
    const renewal = setInterval(() => void this.renew(), Math.max(100, Math.floor(config.leaseMs / 3)));

    let outcome: JobOutcome = 'error';
    let completion: Completion | null = null;
    let failure: { message: string; status?: number | null; kind?: string } | null = null;
    try {
      completion = await streamCompletion(this.ctx.provider, {
        model: config.model,
        prompt,
        signal,
        idleTimeoutMs: config.providerTimeoutMs,
        onDelta: (delta) => {
          if (streaming) chunks.push(delta);
        },
      });
      await chunks.flush();
      if (signal.aborted) throw signal.reason;
      const result = {
        succeeded: {
          text: completion.text,
          ...(completion.usage ? { usage: completion.usage } : {}),
          rawResponse: completion.raw,
        },
      };
      try {
        const settled = await retrying(
          () => client.settleLlmRequest({ sessionId, requestOffset, durationMs: Date.now() - started, result }),
          undefined,
        );
        outcome = settled.settled ? 'succeeded' : 'stale';
      } catch (error) {
        // The service refuses this answer for good (e.g. larger than its limits): report it as the attempt's failure.
        if (!(error instanceof ClientError) || error.retryable) throw error;
        failure = { message: error.message, kind: 'refused' };
        outcome = await this.settleFailed(
          new ProviderError(`the service refused the answer: ${error.message}`, 'client', null, { code: error.code }),
          Date.now() - started,
        );
      }
    } catch (error) {
      if (error instanceof JobStopped) {
        outcome = error.reason;
        if (error.reason === 'shutdown') await this.release();
      } else if (error instanceof ProviderError) {
        failure = { message: error.message, status: error.status, kind: error.kind };
        outcome = await this.settleFailed(error, Date.now() - started);
      } else {
        failure = { message: error instanceof Error ? error.message : String(error) };
        outcome = 'error';
      }
    } finally {
      clearInterval(renewal);
      this.stop('closed'); // ends the chunk sender and any renewal in flight
    }

    logger.info(
      {
        sessionId,
        requestOffset,
        workerId: config.workerId,
        model: config.model,
        outcome,
        durationMs: Date.now() - started,
        chunks: chunks.sent,
        chars: completion?.text.length ?? 0,
        inputTokens: completion?.usage?.inputTokens ?? null,
        outputTokens: completion?.usage?.outputTokens ?? null,
        takeover: !streaming,
        ...(failure ? { error: failure.message, errorKind: failure.kind ?? null, status: failure.status ?? null } : {}),
      },
      'request',
    );
    return outcome;
  }

  /** Renews the lease (another claim by this worker); a lost or closed request stops the job. */
  private async renew(): Promise<void> {
    if (this.controller.signal.aborted) return;
    try {
      const { config, client } = this.ctx;
      const renewed = await client.claimLlmRequest(
        { sessionId: this.sessionId, requestOffset: this.requestOffset, workerId: config.workerId, leaseMs: config.leaseMs },
        this.controller.signal,
      );
      if (!renewed.claimed) this.stop(renewed.request ? 'lost' : 'closed');
    } catch {
      // Unreachable for now: the next renewal tries again (the lease is three renewals long).
    }
  }

  private async settleFailed(error: ProviderError, durationMs: number): Promise<JobOutcome> {
    const { client } = this.ctx;
    const result = {
      failed: {
        errorMessage: error.status === null ? `${error.kind}: ${error.message}` : `${error.status} ${error.kind}: ${error.message}`,
        rawResponse: { kind: error.kind, status: error.status, error: (error.body ?? null) as never },
      },
    };
    try {
      const settled = await retrying(
        () => client.settleLlmRequest({ sessionId: this.sessionId, requestOffset: this.requestOffset, durationMs, result }),
        undefined,
      );
      return settled.settled ? 'failed' : 'stale';
    } catch {
      return 'error';
    }
  }

  /** Gives the claim back so another worker can take the request at once. */
  private async release(): Promise<void> {
    try {
      await retrying(
        () => this.ctx.client.releaseLlmRequest({ sessionId: this.sessionId, requestOffset: this.requestOffset, workerId: this.ctx.config.workerId }),
        undefined,
        3,
      );
    } catch {
      // The lease lapses by itself.
    }
  }
}
