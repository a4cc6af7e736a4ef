// Request-level errors (e.g. a variable that does not coerce, a @oneOf input with two fields)
// carry no code from graphql-js; they are the caller's: BAD_USER_INPUT.
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { errorExtensions } from '../../domain/errors.js';
import { isAsyncIterable } from '../async-iterable.js';

/** The plugin takes no options: every uncoded request-level error becomes BAD_USER_INPUT. */
export type InputErrorCodesOptions = Record<string, never>;

type Result = { errors?: readonly GraphQLError[] };

function withInputCodes<T extends Result>(result: T): T {
  if (!result.errors?.some((e) => e.path === undefined && e.extensions?.code === undefined)) return result;
  return {
    ...result,
    errors: result.errors.map((e) =>
      e.path === undefined && e.extensions?.code === undefined
        ? new GraphQLError(e.message, {
            nodes: e.nodes,
            source: e.source,
            positions: e.positions,
            originalError: e.originalError,
            extensions: errorExtensions('BAD_USER_INPUT', { extensions: e.extensions }),
          })
        : e,
    ),
  };
}

export function useInputErrorCodes(_options: InputErrorCodesOptions = {}): Plugin {
  return {
    onExecute: () => ({
      onExecuteDone({ result, setResult }) {
        if (!isAsyncIterable(result)) setResult(withInputCodes(result) as typeof result);
      },
    }),
    onSubscribe: () => ({
      onSubscribeResult({ result, setResult }) {
        if (!isAsyncIterable(result)) setResult(withInputCodes(result) as typeof result);
      },
    }),
  };
}
