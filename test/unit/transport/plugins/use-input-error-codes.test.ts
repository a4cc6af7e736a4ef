// useInputErrorCodes: a request-level error graphql-js gives no code (a variable that does not
// coerce) is the caller's: BAD_USER_INPUT; errors that have a code keep it.
import { describe, expect, it } from 'vitest';
import { type InputErrorCodesOptions, useInputErrorCodes } from '../../../../src/transport/plugins/use-input-error-codes.js';
import { codeOf, post, specYoga } from './spec-yoga.js';

const options: InputErrorCodesOptions = {};

describe('useInputErrorCodes', () => {
  it('codes a variable that does not coerce BAD_USER_INPUT', async () => {
    const { body } = await post(specYoga([useInputErrorCodes(options)]), {
      query: 'query($n: Int) { items(first: $n) { name } }',
      variables: { n: 'many' },
    });
    expect(codeOf(body)).toBe('BAD_USER_INPUT');
    expect(body.data).toBeUndefined();
  });

  it('leaves such an error without a code when it is not installed (the case it exists for)', async () => {
    const { body } = await post(specYoga([]), { query: 'query($n: Int) { items(first: $n) { name } }', variables: { n: 'many' } });
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(codeOf(body)).not.toBe('BAD_USER_INPUT');
  });

  it('keeps the code of an error that has one, and results without errors as they are', async () => {
    const yoga = specYoga([useInputErrorCodes(options)]);
    expect(codeOf((await post(yoga, { query: '{ nope }' })).body)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await post(yoga, { query: '{ hello }' })).body).toEqual({ data: { hello: 'world' } });
  });
});
