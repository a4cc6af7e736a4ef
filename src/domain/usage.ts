// Session usage totals (SPEC §10): what each settled request adds. Pure.
import type { LlmResult } from './context-item.js';

export interface SessionUsage {
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens: number;
  reasoningOutputTokens: number;
  /** Settled requests of every outcome: succeeded, failed and cancelled (interrupted or expired). */
  requests: number;
  /** Settled requests whose result is failed. */
  failedRequests: number;
}

export const NO_USAGE: SessionUsage = {
  inputTokens: 0,
  outputTokens: 0,
  cachedInputTokens: 0,
  reasoningOutputTokens: 0,
  requests: 0,
  failedRequests: 0,
};

/** What one settled request adds to its session's totals (tokens come only with a success). */
export function usageOfSettlement(result: LlmResult): SessionUsage {
  const usage = result.status === 'succeeded' ? result.usage : undefined;
  return {
    inputTokens: usage?.inputTokens ?? 0,
    outputTokens: usage?.outputTokens ?? 0,
    cachedInputTokens: usage?.cachedInputTokens ?? 0,
    reasoningOutputTokens: usage?.reasoningOutputTokens ?? 0,
    requests: 1,
    failedRequests: result.status === 'failed' ? 1 : 0,
  };
}

export function addUsage(a: SessionUsage, b: SessionUsage): SessionUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens,
    reasoningOutputTokens: a.reasoningOutputTokens + b.reasoningOutputTokens,
    requests: a.requests + b.requests,
    failedRequests: a.failedRequests + b.failedRequests,
  };
}
