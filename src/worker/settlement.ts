// What a job settles with, made storable before it is sent. A FAILED settlement comes in
// forms to try in order — the provider's error as it came (strings made storable), then cut
// down, then without it — because the service refuses a rawResponse deeper or larger than its
// limits, and a refused settlement would leave the turn open until it expires.
import type { LlmResultInput } from '@agent-conversations/client';
import { boundedJson, CUT_DOWN, STORABLE } from './bounded-json.js';
import type { ProviderError } from './provider-error.js';
import type { Completion } from './provider.js';
import { clipped, storableText } from './storable-text.js';

/** Longest errorMessage sent as is, and once cut down, in UTF-16 units. */
const MAX_ERROR_MESSAGE_CHARS = 16_000;
const CUT_ERROR_MESSAGE_CHARS = 2_000;

/** The text was made storable and capped while it streamed; the raw fields are short. */
export function succeededResult(completion: Completion): LlmResultInput {
  return {
    succeeded: {
      text: completion.text,
      ...(completion.usage ? { usage: completion.usage } : {}),
      rawResponse: boundedJson(completion.raw, CUT_DOWN),
    },
  };
}

export function errorMessageOf(error: ProviderError): string {
  return error.status === null ? `${error.kind}: ${error.message}` : `${error.status} ${error.kind}: ${error.message}`;
}

/** The FAILED settlement forms for a provider error, most complete first. */
export function failedResults(error: ProviderError): LlmResultInput[] {
  const message = storableText(errorMessageOf(error));
  const raw = { kind: error.kind, status: error.status, error: error.body ?? null };
  return [
    { failed: { errorMessage: clipped(message, MAX_ERROR_MESSAGE_CHARS), rawResponse: boundedJson(raw, STORABLE) } },
    { failed: { errorMessage: clipped(message, CUT_ERROR_MESSAGE_CHARS), rawResponse: boundedJson(raw, CUT_DOWN) } },
    { failed: { errorMessage: clipped(message, CUT_ERROR_MESSAGE_CHARS) } },
  ];
}
