// Every error a client sees carries an `extensions.code`, on every transport. Yoga's HTTP
// pipeline codes parse and validation failures itself, but the WebSocket path (graphql-ws
// onSubscribe calls the enveloped parse/validate directly) does not. These hooks fill them in —
// GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, and OPERATION_RESOLUTION_FAILURE for a
// document whose operation cannot be picked. Codes already set stay. (Variable coercion errors
// get BAD_USER_INPUT from plugins/use-input-error-codes.ts.)
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { CatalogueCode } from '../../domain/errors.js';
import { clientError } from '../client-error.js';

/** The plugin takes no options: the codes are the catalogue's. */
export type ErrorCodesOptions = Record<string, never>;

const setCode = (error: unknown, code: CatalogueCode) => {
  const extensions = (error as { extensions?: Record<string, unknown> } | null)?.extensions;
  if (extensions && extensions.code === undefined) extensions.code = code;
};

export function useErrorCodes(_options: ErrorCodesOptions = {}): Plugin {
  return {
    onParse:
      () =>
      ({ result }) => {
        if (result instanceof Error) setCode(result, 'GRAPHQL_PARSE_FAILED');
      },
    onValidate:
      ({ params, context }) =>
      ({ result, setResult }) => {
        for (const error of result) setCode(error, 'GRAPHQL_VALIDATION_FAILED');
        // graphql-ws answers an operation it cannot pick (several in the document and no or a wrong
        // operationName) with an error of its own, without a code; report Yoga's instead.
        const operationName = (context as { params?: { operationName?: unknown } } | undefined)?.params?.operationName;
        if (result.length === 0 && !getOperationAST(params.documentAST, typeof operationName === 'string' ? operationName : undefined)) {
          setResult([clientError('OPERATION_RESOLUTION_FAILURE', 'Could not determine what operation to execute.', { status: 400 })]);
        }
      },
  };
}
