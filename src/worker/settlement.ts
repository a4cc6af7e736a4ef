// What a job settles with, made storable before it is sent. A FAILED settlement comes in
// forms to try in order — the provider's error as it came (strings made storable), then cut
// down, then without it — because the service refuses a rawResponse deeper or larger than its
// limits, and a refused settlement would leave the turn open until it expires.
import type { ErrorKind, LlmResultInput, StopReason } from '@agent-conversations/client';
import { boundedJson, CUT_DOWN, STORABLE } from './bounded-json.js';
import type { ProviderError } from './provider-error.js';
import type { Completion } from './provider.js';
import { clipped, storableText } from './storable-text.js';

/** Longest errorMessage sent as is, and once cut down, in UTF-16 units. */
const MAX_ERROR_MESSAGE_CHARS = 16_000;
const CUT_ERROR_MESSAGE_CHARS = 2_000;

/** The text was made storable and capped while it streamed; the raw fields are short. */
export function succeededResult(completion: Completion): LlmResultInput {
  const finish = completion.raw.finishReason;
  return {
    succeeded: {
      text: completion.text,
      ...(completion.usage ? { usage: completion.usage } : {}),
      rawResponse: boundedJson(completion.raw, CUT_DOWN),
      stopReason: stopReasonOf(finish, completion.functionCalls.length > 0),
      ...(finish !== null ? { nativeStopReason: finish } : {}),
      ...(completion.functionCalls.length > 0
        ? { functionCalls: completion.functionCalls.map((c) => ({ callId: c.callId, functionId: c.functionId, arguments: c.arguments ?? null })) }
        : {}),
    },
  };
}

/** The provider's finish reason as the reply's stop reason: tool calls win, `length` is LENGTH, anything else END. */
export function stopReasonOf(finishReason: string | null, madeCalls: boolean): StopReason {
  if (madeCalls) return 'FUNCTION_CALL';
  return finishReason === 'length' ? 'LENGTH' : 'END';
}

/** How a provider error is classified for the reply of a turn out of attempts. */
export function errorKindOf(error: ProviderError): ErrorKind {
  if (error.kind === 'rate_limited') return 'RATE_LIMITED';
  if (error.status === 401 || error.status === 403) return 'AUTH_EXPIRED';
  const code = (error.body as { code?: unknown } | null)?.code;
  if (code === 'context_length_exceeded' || (error.status === 400 && /context length|maximum context/i.test(error.message)))
    return 'CONTEXT_OVERFLOW';
  return error.kind === 'client' ? 'PERMANENT' : 'TRANSIENT';
}

function errorMessageOf(error: ProviderError): string {
  return error.status === null ? `${error.kind}: ${error.message}` : `${error.status} ${error.kind}: ${error.message}`;
}

/** The FAILED settlement forms for a provider error, most complete first. */
export function failedResults(error: ProviderError): LlmResultInput[] {
  const message = storableText(errorMessageOf(error));
  const raw = { kind: error.kind, status: error.status, error: error.body ?? null };
  const errorKind = errorKindOf(error);
  return [
    { failed: { errorMessage: clipped(message, MAX_ERROR_MESSAGE_CHARS), rawResponse: boundedJson(raw, STORABLE), errorKind } },
    { failed: { errorMessage: clipped(message, CUT_ERROR_MESSAGE_CHARS), rawResponse: boundedJson(raw, CUT_DOWN), errorKind } },
    { failed: { errorMessage: clipped(message, CUT_ERROR_MESSAGE_CHARS), errorKind } },
  ];
}
