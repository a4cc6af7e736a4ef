// useSubscriptionQuota: with authentication on, an identity holds at most its quota of open
// subscriptions; past it a subscribe answers TOO_MANY_SUBSCRIPTIONS and opens nothing, and a
// closed one gives its place back. Other identities have their own quota.
import { describe, expect, it, vi } from 'vitest';
import type { Identity } from '../../../../src/auth/identity.js';
import { SubscriptionQuota, type SubscriptionQuotaOptions, useSubscriptionQuota } from '../../../../src/transport/plugins/use-subscription-quota.js';
import { codeOf, specYoga, sseEvents, subscribe, ticks } from './spec-yoga.js';

const caller = (subject: string): Identity => ({ subject, tenant: { owner: subject }, admin: false, worker: false, expiresAt: null });

describe('useSubscriptionQuota', () => {
  let enabled = true;
  const quota = new SubscriptionQuota(() => 1);
  const options: SubscriptionQuotaOptions = { quota, enabled: () => enabled };
  const yoga = specYoga([useSubscriptionQuota(options)], (request) => ({ identity: caller(request.headers.get('x-caller') ?? 'a') }));

  it('refuses an identity its second open subscription; another identity and a freed place are let in', async () => {
    const first = await subscribe(yoga, 'subscription { ticks }', { 'x-caller': 'a' });
    const [refused] = await sseEvents(await subscribe(yoga, 'subscription { ticks }', { 'x-caller': 'a' }), 1);
    expect(codeOf(refused!)).toBe('TOO_MANY_SUBSCRIPTIONS');

    const other = await subscribe(yoga, 'subscription { ticks }', { 'x-caller': 'b' });
    const timer = setInterval(() => ticks.publish('tick', { n: 2 }), 10);
    try {
      expect(await sseEvents(other, 1)).toEqual([{ data: { ticks: 2 } }]);
      // Closing the first (sseEvents cancels the stream once it has read) gives its place back.
      expect(await sseEvents(first, 1)).toEqual([{ data: { ticks: 2 } }]);
      await vi.waitFor(async () => {
        const again = await subscribe(yoga, 'subscription { ticks }', { 'x-caller': 'a' });
        expect(await sseEvents(again, 1)).toEqual([{ data: { ticks: 2 } }]);
      });
    } finally {
      clearInterval(timer);
    }
  });

  it('does not count while authentication is off (every caller is one anonymous identity)', async () => {
    enabled = false;
    const timer = setInterval(() => ticks.publish('tick', { n: 3 }), 10);
    try {
      const held = await subscribe(yoga, 'subscription { ticks }', { 'x-caller': 'c' });
      const second = await subscribe(yoga, 'subscription { ticks }', { 'x-caller': 'c' });
      expect(await sseEvents(second, 1)).toEqual([{ data: { ticks: 3 } }]);
      expect(await sseEvents(held, 1)).toEqual([{ data: { ticks: 3 } }]);
    } finally {
      clearInterval(timer);
      enabled = true;
    }
  });
});
