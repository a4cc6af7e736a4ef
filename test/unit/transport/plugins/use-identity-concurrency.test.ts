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
    heavyOperationShare: 1,
    rateLimitedAnswerDelayMs: 0,
    maxRunningOperationsPerIdentity: 0,
    operationQueueMs: 10_000,
  }),
  enabled: () => true,
};

type Limits = ReturnType<IdentityConcurrencyOptions['limits']>;

/** A spec server with `overrides` on top of the limits above; `x-caller` names the identity, `x-admin: yes` makes it an admin. */
const withLimits = (overrides: Partial<Limits> = {}) =>
  specYoga([useIdentityConcurrency({ ...options, limits: () => ({ ...options.limits(), ...overrides }) })], (request) => ({
    identity: { ...caller(request.headers.get('x-caller') ?? 'a'), admin: request.headers.get('x-admin') === 'yes' },
  }));

describe('useIdentityConcurrency', () => {
  const yoga = withLimits();
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

  it('holds a refusal for RATE_LIMITED_ANSWER_DELAY_MS before answering it', async () => {
    const delayed = withLimits({ rateLimitedAnswerDelayMs: 300 });
    const held = holdSearches();
    release = held.release;
    const first = post(delayed, { query: '{ searchSessions }' }, { 'x-caller': 'a' });
    await held.started;
    const sent = performance.now();
    const refused = await post(delayed, { query: '{ searchSessions }' }, { 'x-caller': 'a' });
    expect(performance.now() - sent).toBeGreaterThanOrEqual(290);
    expect(refused.status).toBe(429);
    expect(codeOf(refused.body)).toBe('RATE_LIMITED');
    release();
    expect((await first).body).toEqual({ data: { searchSessions: ['found'] } });
  });

  it("runs at most MAX_RUNNING_OPERATIONS_PER_IDENTITY of an identity's operations at once: the next waits its turn, another identity's runs", async () => {
    const one = (operationQueueMs: number) =>
      withLimits({ maxConcurrentSearchesPerIdentity: 4, maxRunningOperationsPerIdentity: 1, operationQueueMs });
    const queued = one(10_000);
    const held = holdSearches();
    release = held.release;
    const first = post(queued, { query: '{ searchSessions }' }, { 'x-caller': 'a' });
    await held.started;
    let secondAnswered = false;
    const second = post(queued, { query: '{ hello }' }, { 'x-caller': 'a' }).finally(() => (secondAnswered = true));
    // Another identity is not behind Alice's queue.
    expect((await post(queued, { query: '{ hello }' }, { 'x-caller': 'b' })).body).toEqual({ data: { hello: 'world' } });
    expect(secondAnswered).toBe(false);
    // An admin credential (it acts for every tenant) is not capped: its second operation runs beside its first.
    const adminSearch = post(queued, { query: '{ searchSessions }' }, { 'x-caller': 'ops', 'x-admin': 'yes' });
    expect((await post(queued, { query: '{ hello }' }, { 'x-caller': 'ops', 'x-admin': 'yes' })).body).toEqual({ data: { hello: 'world' } });
    expect(secondAnswered).toBe(false);
    release();
    expect((await adminSearch).body).toEqual({ data: { searchSessions: ['found'] } });
    expect((await first).body).toEqual({ data: { searchSessions: ['found'] } });
    expect((await second).body).toEqual({ data: { hello: 'world' } });

    // A wait past OPERATION_QUEUE_MS is refused, naming the setting.
    const impatient = one(50);
    const again = holdSearches();
    release = again.release;
    const running = post(impatient, { query: '{ searchSessions }' }, { 'x-caller': 'a' });
    await again.started;
    const refused = await post(impatient, { query: '{ hello }' }, { 'x-caller': 'a' });
    expect(refused.status).toBe(429);
    expect(codeOf(refused.body)).toBe('RATE_LIMITED');
    expect(JSON.stringify(refused.body)).toContain('MAX_RUNNING_OPERATIONS_PER_IDENTITY');
    release();
    expect((await running).body).toEqual({ data: { searchSessions: ['found'] } });
  });

  it("rests an identity's heavy lane after each heavy operation for t × (1 − share) / share (HEAVY_OPERATION_SHARE); another identity's is not", async () => {
    const shared = withLimits({ maxConcurrentSearchesPerIdentity: 4, maxRunningHeavyOperationsPerIdentity: 1, heavyOperationShare: 0.5 });
    const held = holdSearches();
    release = held.release;
    const first = post(shared, { query: '{ searchSessions }' }, { 'x-caller': 'a' });
    await held.started;
    await new Promise((resolve) => setTimeout(resolve, 400));
    release();
    expect((await first).body).toEqual({ data: { searchSessions: ['found'] } });
    // The first ran ≥ 400 ms: at a share of 0.5 the next of the same identity starts ≥ 400 ms
    // later, while another identity's runs meanwhile.
    const sent = performance.now();
    let nextAnswered = false;
    const next = post(shared, { query: '{ searchSessions }' }, { 'x-caller': 'a' }).finally(() => (nextAnswered = true));
    expect((await post(shared, { query: '{ searchSessions }' }, { 'x-caller': 'b' })).body).toEqual({ data: { searchSessions: ['found'] } });
    expect(nextAnswered).toBe(false);
    expect((await next).body).toEqual({ data: { searchSessions: ['found'] } });
    expect(performance.now() - sent).toBeGreaterThanOrEqual(390);
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
