// One claimed request, start to finish: stream the provider's answer into chunks, keep
// the lease alive, settle with the text and usage (or the provider's error), and stop at
// once when the request closes elsewhere (an interrupt, expiry) or the lease is lost.
// Streaming has a total deadline (TURN_DEADLINE_MS): past it the provider call is aborted
// and the attempt settles FAILED, so the service retries it while attempts remain.
import type OpenAI from 'openai';
import type { ClaimResult, Client, LlmResultInput } from '@agent-conversations/client';
import type { Logger } from '../logger.js';
import { ChunkSender } from './chunk-sender.js';
import type { WorkerConfig } from './config.js';
import { ProviderError, streamCompletion, type Completion } from './provider.js';
import { isRefusal, renewClaim, retrying } from './service-calls.js';
import { failedResults, succeededResult } from './settlement.js';

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

class JobStopped extends Error {
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
    const deadline = new AbortController();
    const deadlineTimer = setTimeout(
      () =>
        deadline.abort(
          new ProviderError(
            `The turn took longer than TURN_DEADLINE_MS (${config.turnDeadlineMs} ms); the provider call was aborted.`,
            'timeout',
            null,
            null,
          ),
        ),
      config.turnDeadlineMs,
    );
    /** Streaming (the provider call and the chunks) ends when the job stops or the deadline passes. */
    const streamingSignal = AbortSignal.any([signal, deadline.signal]);
    // Taking over from a lapsed worker: its chunks are already out; streaming ours after
    // them would garble the live text, so this answer arrives with the settlement only.
    const streaming = this.claim.nextSequence === 0;
    const chunks = new ChunkSender(client, target, this.claim.nextSequence, streamingSignal, () => this.stop('closed'));
    const renewal = setInterval(() => void this.renew(), Math.max(100, Math.floor(config.leaseMs / 3)));

    let outcome: JobOutcome = 'error';
    let completion: Completion | null = null;
    let failure: { message: string; status?: number | null; kind?: string } | null = null;
    try {
      completion = await streamCompletion(this.ctx.provider, {
        model: config.model,
        prompt,
        signal: streamingSignal,
        idleTimeoutMs: config.providerTimeoutMs,
        maxTextBytes: config.maxTextBytes,
        maxTokens: config.maxTokens,
        onDelta: (delta) => {
          if (streaming) chunks.push(delta);
        },
      });
      // Past the deadline the chunks stop, but a complete answer is still settled: it carries the text.
      await chunks.flush();
      if (signal.aborted) throw signal.reason;
      clearTimeout(deadlineTimer);
      try {
        outcome = (await this.settle([succeededResult(completion)], Date.now() - started)) ? 'succeeded' : 'stale';
      } catch (error) {
        // The service refuses this answer for good (e.g. larger than its limits): report it as the attempt's failure.
        if (!isRefusal(error)) throw error;
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
      clearTimeout(deadlineTimer);
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
        finishReason: completion?.raw.finishReason ?? null,
        inputTokens: completion?.usage?.inputTokens ?? null,
        outputTokens: completion?.usage?.outputTokens ?? null,
        takeover: !streaming,
        ...(failure ? { error: failure.message, errorKind: failure.kind ?? null, status: failure.status ?? null } : {}),
      },
      'request',
    );
    return outcome;
  }

  /** Renews the lease (another claim by this worker, without the prompt); a lost or closed request stops the job. */
  private async renew(): Promise<void> {
    if (this.controller.signal.aborted) return;
    try {
      const { config, client } = this.ctx;
      const renewed = await renewClaim(
        client,
        { sessionId: this.sessionId, requestOffset: this.requestOffset, workerId: config.workerId, leaseMs: config.leaseMs },
        this.controller.signal,
      );
      if (!renewed.claimed) this.stop(renewed.request ? 'lost' : 'closed');
    } catch {
      // Unreachable for now: the next renewal tries again (the lease is three renewals long).
    }
  }

  /**
   * Settles with the first of `forms` the service accepts: each is retried while the failure
   * is retryable; a refusal moves on to the next form (the last refusal is thrown).
   * Resolves whether it settled (false: the request was no longer open).
   */
  private async settle(forms: readonly LlmResultInput[], durationMs: number): Promise<boolean> {
    const { client } = this.ctx;
    for (const [i, result] of forms.entries()) {
      try {
        const settled = await retrying(
          () => client.settleLlmRequest({ sessionId: this.sessionId, requestOffset: this.requestOffset, durationMs, result }),
          undefined,
        );
        return settled.settled;
      } catch (error) {
        if (!isRefusal(error) || i === forms.length - 1) throw error;
      }
    }
    return false;
  }

  private async settleFailed(error: ProviderError, durationMs: number): Promise<JobOutcome> {
    try {
      return (await this.settle(failedResults(error), durationMs)) ? 'failed' : 'stale';
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
