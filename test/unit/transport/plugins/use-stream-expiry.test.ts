// useStreamExpiry: a Server-Sent Events stream of a caller whose token expires ends at the
// expiry with one UNAUTHENTICATED error; streams without an expiry, and WebSocket ones (the
// bridge closes those itself), are left alone.
import { describe, expect, it } from 'vitest';
import type { Identity } from '../../../../src/auth/identity.js';
import { type StreamExpiryOptions, useStreamExpiry } from '../../../../src/transport/plugins/use-stream-expiry.js';
import { codeOf, specYoga, sseEvents, subscribe, ticks } from './spec-yoga.js';

const caller = (expiresAt: number | null): Identity => ({ subject: 'a', tenant: { owner: 'a' }, admin: false, worker: false, expiresAt });

const options: StreamExpiryOptions = {};

describe('useStreamExpiry', () => {
  it('ends an SSE stream at its token expiry with UNAUTHENTICATED', async () => {
    const yoga = specYoga([useStreamExpiry(options)], () => ({ identity: caller(Date.now() + 300) }));
    const started = Date.now();
    const events = await sseEvents(await subscribe(yoga, 'subscription { ticks }'), 5);
    expect(events).toHaveLength(1);
    expect(codeOf(events[0]!)).toBe('UNAUTHENTICATED');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('leaves a stream without expiry, and one over WebSocket, open', async () => {
    for (const spec of [{ identity: caller(null) }, { identity: caller(Date.now() + 50), transport: 'ws' as const }]) {
      const yoga = specYoga([useStreamExpiry(options)], () => spec);
      const events = sseEvents(await subscribe(yoga, 'subscription { ticks }'), 1);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const timer = setInterval(() => ticks.publish('tick', { n: 4 }), 10);
      try {
        expect(await events).toEqual([{ data: { ticks: 4 } }]);
      } finally {
        clearInterval(timer);
      }
    }
  });
});
