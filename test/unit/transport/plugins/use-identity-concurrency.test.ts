// useIdentityConcurrency: one identity's searches at once are capped (RATE_LIMITED, 429, Retry-After); others are not held up.
import { afterEach, describe, expect, it } from 'vitest';
import type { Identity } from '../../../../src/auth/identity.js';
import { type IdentityConcurrencyOptions, useIdentityConcurrency } from '../../../../src/transport/plugins/use-identity-concurrency.js';
import { codeOf, holdSearches, post, specYoga } from './spec-yoga.js';

const caller = (subject: string): Identity => ({ subject, tenant: { owner: subject }, admin: false, worker: false, expiresAt: null });

const options: IdentityConcurrencyOptions = {
  limits: () => ({
    maxConcurrentSearchesPerIdentity: 1,
    maxConcurrentLargeOperationsPerIdentity: 1,
    largeOperationCost: 1_000_000,
    maxRunningHeavyOperationsPerIdentity: 4,
    heavyOperationQueueMs: 10_000,
  }),
  enabled: () => true,
};

describe('useIdentityConcurrency', () => {
  const yoga = specYoga([useIdentityConcurrency(options)], (request) => ({ identity: caller(request.headers.get('x-caller') ?? 'a') }));
  let release = () => {};
  afterEach(() => release());

  it('refuses an identity a second search while its first runs, and lets another identity search', async () => {
    const held = holdSearches();
    release = held.release;
    const first = post(yoga, { query: '{ searchSessions }' }, { 'x-caller': 'a' });
    await held.started;
    const second = await post(yoga, { query: '{ searchSessions }' }, { 'x-caller': 'a' });
    expect(second.status).toBe(429);
    expect(codeOf(second.body)).toBe('RATE_LIMITED');
    expect(second.headers.get('retry-after')).toBe('1');
    const other = post(yoga, { query: '{ searchSessions }' }, { 'x-caller': 'b' });
    release();
    expect((await first).body).toEqual({ data: { searchSessions: ['found'] } });
    expect((await other).body).toEqual({ data: { searchSessions: ['found'] } });
  });

  it('applies no cap when callers have no identities of their own', async () => {
    const open = specYoga([useIdentityConcurrency({ ...options, enabled: () => false })]);
    const held = holdSearches();
    release = held.release;
    const both = [post(open, { query: '{ searchSessions }' }), post(open, { query: '{ searchSessions }' })];
    release();
    for (const answer of await Promise.all(both)) expect(answer.body).toEqual({ data: { searchSessions: ['found'] } });
  });
});
