// The provider's HTTP responses, bounded in what the worker holds in memory. The `openai`
// client buffers a server-sent event until its blank line, and an error body whole: a
// provider that never ends a line (or an event), or sends an endless error body, would grow
// the worker without limit. This fetch errors such a response once it passes `maxEventBytes`,
// which also closes the connection. (The answer's own size is bounded by the text limit.)
import { ProviderError } from './provider-error.js';

const LF = 0x0a;
const CR = 0x0d;

/** Errors the stream when more than `maxBytes` arrive between two event boundaries (a blank line). */
export function eventSizeLimit(maxBytes: number): TransformStream<Uint8Array, Uint8Array> {
  let sinceBoundary = 0;
  // Line ends in the current run of CR/LF (CRLF counts once): two or more end an event.
  let lineEnds = 0;
  let afterCR = false;
  return new TransformStream({
    transform(bytes, controller) {
      for (let i = 0; i < bytes.length; i++) {
        const byte = bytes[i]!;
        if (byte === LF) {
          if (!afterCR) lineEnds += 1;
          afterCR = false;
        } else if (byte === CR) {
          lineEnds += 1;
          afterCR = true;
        } else {
          if (lineEnds >= 2) sinceBoundary = 0;
          lineEnds = 0;
          afterCR = false;
        }
        sinceBoundary += 1;
      }
      if (sinceBoundary > maxBytes) {
        throw new ProviderError(
          `The provider sent a server-sent event longer than ${maxBytes} bytes (a line or an event that does not end).`,
          'server',
          null,
          null,
        );
      }
      controller.enqueue(bytes);
    },
  });
}

/** Errors the stream when the whole body passes `maxBytes`. */
function bodySizeLimit(maxBytes: number, status: number): TransformStream<Uint8Array, Uint8Array> {
  let total = 0;
  return new TransformStream({
    transform(bytes, controller) {
      total += bytes.length;
      if (total > maxBytes)
        throw new ProviderError(`The provider's error body (HTTP ${status}) is larger than ${maxBytes} bytes.`, 'server', status, null);
      controller.enqueue(bytes);
    },
  });
}

/** Statuses whose response has no body (a Response cannot be built with one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

export function boundedFetch(maxEventBytes: number, inner: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    if (!response.body || NULL_BODY.has(response.status)) return response;
    const limit = response.ok ? eventSizeLimit(maxEventBytes) : bodySizeLimit(maxEventBytes, response.status);
    return new Response(response.body.pipeThrough(limit), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
