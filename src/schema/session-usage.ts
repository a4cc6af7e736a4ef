// Session.usage (SPEC §10): token and request totals over the session's settled requests.
import type { SessionUsage } from '../domain/usage.js';
import { NO_USAGE } from '../domain/usage.js';
import { sessionUsage } from '../services/usage.js';
import { builder } from './builder.js';
import { SessionRef } from './session-ref.js';

const SessionUsageRef = builder.objectRef<SessionUsage>('SessionUsage').implement({
  description:
    "Totals over the session's settled LLM requests, kept in the same transaction as each settlement. Tokens are the provider-reported usage of succeeded requests.",
  fields: (t) => ({
    inputTokens: t.field({ type: 'SafeInt', description: 'Prompt tokens.', resolve: (u) => u.inputTokens }),
    outputTokens: t.field({ type: 'SafeInt', description: 'Completion tokens.', resolve: (u) => u.outputTokens }),
    cachedInputTokens: t.field({
      type: 'SafeInt',
      description: 'Prompt tokens served from the provider cache (0 when not reported).',
      resolve: (u) => u.cachedInputTokens,
    }),
    reasoningOutputTokens: t.field({
      type: 'SafeInt',
      description: 'Completion tokens spent on reasoning (0 when not reported).',
      resolve: (u) => u.reasoningOutputTokens,
    }),
    requests: t.int({
      description: 'Settled requests of every outcome: succeeded, failed, and cancelled (interrupted or expired). Open requests do not count.',
      resolve: (u) => u.requests,
    }),
    failedRequests: t.int({ description: 'Settled requests that failed (each retry attempt counts).', resolve: (u) => u.failedRequests }),
  }),
});

builder.objectField(SessionRef, 'usage', (t) =>
  t.field({
    type: SessionUsageRef,
    description: "Token and request totals over this session's settled LLM requests (a fork starts at zero).",
    resolve: async (s, _args, ctx) => (await sessionUsage(ctx.deps, s.id)) ?? NO_USAGE,
  }),
);
