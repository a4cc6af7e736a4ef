// The client package may not import server code, so it keeps its own copy of the codes the
// service marks retryable (src/domain/errors.ts). This compares the two: a code the catalogue
// calls retryable is retried by ClientError and resumed by watchSession, and a code it calls
// final is neither.
import { describe, expect, it } from 'vitest';
import { ClientError, isResumable, RETRYABLE_CODES } from '@agent-conversations/client';
import { ERROR_CATALOGUE } from '../../src/domain/errors.js';

const catalogue = Object.entries({ ...ERROR_CATALOGUE.service, ...ERROR_CATALOGUE.protocol, ...ERROR_CATALOGUE.unexpected });
const retryable = catalogue.filter(([, spec]) => spec.retryable).map(([code]) => code);
const final = catalogue.filter(([, spec]) => !spec.retryable).map(([code]) => code);

describe("the client's retryable codes", () => {
  it('are the codes the service marks retryable, plus the transport failures the client names itself', () => {
    expect(retryable.length).toBeGreaterThan(0);
    expect([...RETRYABLE_CODES].sort()).toEqual([...retryable, 'NETWORK', 'HTTP_ERROR'].sort());
  });

  it.each(retryable)('%s: ClientError says retryable and watchSession resumes after it', (code) => {
    const error = new ClientError('x', { code });
    expect(error.retryable).toBe(true);
    expect(isResumable(error, false)).toBe(true);
  });

  it.each(final)('%s: neither retried nor resumed (without a 5xx status)', (code) => {
    const error = new ClientError('x', { code });
    expect(error.retryable).toBe(false);
    expect(isResumable(error, false)).toBe(false);
  });
});
