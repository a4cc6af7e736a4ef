// The reference worker's configuration for tests: against `graphqlUrl`, a fake OpenAI at
// `openaiBaseUrl`, serving only the sessions whose metadata carries `sessionMetadata`, with
// short polls and generous limits; `overrides` changes any setting.
import { randomUUID } from 'node:crypto';
import type { WorkerConfig } from '../../src/worker/config.js';

export function testWorkerConfig(
  base: { graphqlUrl: string; openaiBaseUrl: string; sessionMetadata: Record<string, string> },
  overrides: Partial<WorkerConfig> = {},
): WorkerConfig {
  return {
    apiToken: undefined,
    openaiApiKey: 'sk-test',
    model: 'fake-model',
    workerId: `w-${randomUUID().slice(0, 8)}`,
    concurrency: 1,
    leaseMs: 30_000,
    pollIntervalMs: 100,
    shutdownGraceMs: 2_000,
    providerTimeoutMs: 30_000,
    maxTextBytes: 1024 * 1024,
    maxTokens: 4096,
    turnDeadlineMs: 300_000,
    logLevel: 'silent',
    ...base,
    ...overrides,
  };
}
