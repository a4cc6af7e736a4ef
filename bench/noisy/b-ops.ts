// What tenant B of the noisy-neighbour scenario does and reports (bench/noisy/tenant-b.ts runs it
// as a child process; this module has no side effects, so the harness can import it).
import type { summarize } from '../lib/client.js';

export interface TenantBParams {
  url: string;
  wsUrl: string;
  token: string;
  pageSessionId: string;
  appendSessionIds: string[];
  turnSessionId: string;
  durationMs: number;
  opIntervalMs: number;
  turnIntervalMs: number;
  opTimeoutMs: number;
  turnTimeoutMs: number;
}

export const B_OPS = ['createSession', 'appendEntry', 'page', 'turn'] as const;
export type BOp = (typeof B_OPS)[number];

export interface TenantBResult {
  seconds: number;
  ops: Record<BOp, ReturnType<typeof summarize> & { failed: number; failures: Record<string, number>; firstFailure?: string }>;
  all: ReturnType<typeof summarize> & { failed: number };
  /** Operations that could not start on schedule because 64 were in flight. */
  delayedStarts: number;
}
