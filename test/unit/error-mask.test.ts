// What the mask (transport/error-mask.ts) shows a client: errors made from the catalogue and the
// protocol errors of graphql-js / Yoga as they are; anything else as "Unexpected error." with
// INTERNAL_SERVER_ERROR, whatever it claims to be.
import { GraphQLError, locatedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorExtensions, errorJson, ServiceError } from '../../src/domain/errors.js';
import { clientError } from '../../src/transport/client-error.js';
import { maskUnexpectedError } from '../../src/transport/error-mask.js';

const mask = (error: unknown) => maskUnexpectedError(error, 'Unexpected error.', false) as GraphQLError;

describe('the error mask', () => {
  it('shows a ServiceError, also inside the located error graphql-js wraps a resolver failure in', () => {
    const error = new ServiceError('NOT_FOUND', 'Session "s" not found.', { sessionId: 's' });
    expect(mask(error)).toBe(error);
    const located = locatedError(new ServiceError('BAD_USER_INPUT', 'input.title: too long'), [], ['createSession']);
    expect(mask(located).extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(mask(located).message).toBe('input.title: too long');
  });

  it('shows a transport error made from the catalogue, with its status', () => {
    const error = clientError('CSRF_REJECTED', 'A POST needs a Content-Type of application/json.', { status: 403 });
    expect(mask(error)).toBe(error);
    expect(error.extensions).toEqual({ code: 'CSRF_REJECTED', http: { status: 403 } });
  });

  it("shows graphql-js's own protocol errors", () => {
    const error = new GraphQLError('Cannot query field "nope" on type "Query".');
    expect(mask(error)).toBe(error);
  });

  it('masks a failure that only dresses up as a GraphQLError (its toString tag)', () => {
    const leak = Object.assign(new Error('relation "secret_table" does not exist'), { [Symbol.toStringTag]: 'GraphQLError' });
    const masked = mask(leak);
    expect(masked.message).toBe('Unexpected error.');
    expect(masked.extensions.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('masks a driver error a resolver let through', () => {
    const masked = mask(locatedError(new Error('connect ECONNREFUSED 10.0.0.5:5432'), [], ['session']));
    expect(masked.message).toBe('Unexpected error.');
    expect(masked.extensions.code).toBe('INTERNAL_SERVER_ERROR');
  });
});

describe('errors made from the catalogue', () => {
  it('keep the code first and let no extra field replace it', () => {
    expect(Object.keys(errorExtensions('RATE_LIMITED', { extensions: { limit: 4 }, status: 429, headers: { 'Retry-After': '1' } }))).toEqual([
      'code',
      'limit',
      'http',
    ]);
    expect(errorExtensions('BAD_USER_INPUT', { extensions: { code: undefined } }).code).toBe('BAD_USER_INPUT');
  });

  it('write the same JSON body by hand as through Yoga', () => {
    expect(errorJson('SHUTTING_DOWN', 'The server is shutting down.')).toEqual({
      message: 'The server is shutting down.',
      extensions: { code: 'SHUTTING_DOWN' },
    });
  });
});
