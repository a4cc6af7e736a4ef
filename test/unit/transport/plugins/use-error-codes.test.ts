// useErrorCodes: parse and validation failures carry a code on every path, and an operation that
// cannot be picked answers OPERATION_RESOLUTION_FAILURE. Checked on the enveloped parse/validate,
// as the WebSocket bridge calls them (Yoga's HTTP handler codes these itself).
import { describe, expect, it } from 'vitest';
import type { GraphQLError } from 'graphql';
import { type ErrorCodesOptions, useErrorCodes } from '../../../../src/transport/plugins/use-error-codes.js';
import { post, specYoga } from './spec-yoga.js';

const options: ErrorCodesOptions = {};

describe('useErrorCodes', () => {
  const yoga = specYoga([useErrorCodes(options)]);
  const enveloped = (operationName?: string) => yoga.getEnveloped({ params: { operationName } } as never);

  it('codes a parse failure GRAPHQL_PARSE_FAILED', () => {
    const { parse } = enveloped();
    let error: GraphQLError | undefined;
    try {
      parse('{ hello');
    } catch (thrown) {
      error = thrown as GraphQLError;
    }
    expect(error?.extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('codes a validation failure GRAPHQL_VALIDATION_FAILED', () => {
    const { parse, validate, schema } = enveloped();
    const errors = validate(schema, parse('{ nope }'));
    expect(errors.map((e: GraphQLError) => e.extensions.code)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('answers a document whose operation cannot be picked with OPERATION_RESOLUTION_FAILURE', async () => {
    const { parse, validate, schema } = enveloped('Missing');
    const errors = validate(schema, parse('query A { hello } query B { hello }'));
    expect(errors.map((e: GraphQLError) => e.extensions.code)).toEqual(['OPERATION_RESOLUTION_FAILURE']);
    // Over HTTP the request is refused too.
    const { body } = await post(yoga, { query: 'query A { hello } query B { hello }', operationName: 'Missing' });
    expect(body.data).toBeUndefined();
  });
});
