// A body that is not valid JSON is answered with Yoga's BAD_REQUEST, which carries the parser's
// message in `extensions.originalError` — and that message quotes the caller's body. Nothing of
// the body is echoed back: the parser's message is replaced by a fixed one.
import type { Plugin } from 'graphql-yoga';

/** The plugin takes no options: the replacement message is fixed. */
export type BodyErrorsWithoutEchoOptions = Record<string, never>;

export function useBodyErrorsWithoutEcho(_options: BodyErrorsWithoutEchoOptions = {}): Plugin {
  return {
    onResultProcess({ result }) {
      for (const single of Array.isArray(result) ? result : [result]) {
        const errors = (single as { errors?: readonly { extensions?: Record<string, unknown> }[] } | null)?.errors;
        if (!Array.isArray(errors)) continue;
        for (const error of errors) {
          const original = error.extensions?.originalError as { name?: unknown } | undefined;
          // Kept as a non-GraphQL error (Yoga keys the HTTP status on it), without the parser's text.
          if (error.extensions?.code === 'BAD_REQUEST' && original && typeof original === 'object') {
            error.extensions.originalError = {
              name: typeof original.name === 'string' ? original.name : 'Error',
              message: 'The request body could not be parsed.',
            };
          }
        }
      }
    },
  };
}
