// useSubscriptionTransportHint: a subscription sent as plain JSON (no stream to answer on) gets a
// GraphQL error saying which transports to use (BAD_REQUEST, 406) instead of an empty 406.
import { describe, expect, it } from 'vitest';
import {
  type SubscriptionTransportHintOptions,
  useSubscriptionTransportHint,
} from '../../../../src/transport/plugins/use-subscription-transport-hint.js';
import { codeOf, post, specYoga, sseEvents, subscribe, ticks } from './spec-yoga.js';

const options: SubscriptionTransportHintOptions = {};

describe('useSubscriptionTransportHint', () => {
  const yoga = specYoga([useSubscriptionTransportHint(options)]);

  it('answers a subscription over plain JSON with BAD_REQUEST naming WebSocket and SSE', async () => {
    const { status, body } = await post(yoga, { query: 'subscription { ticks }' });
    expect(status).toBe(406);
    expect(codeOf(body)).toBe('BAD_REQUEST');
    expect(body.errors?.[0]?.message).toMatch(/WebSocket.*text\/event-stream/);
  });

  it('leaves queries that merely mention the word, and unparseable documents, to the pipeline', async () => {
    expect((await post(yoga, { query: '{ hello } # subscription' })).body).toEqual({ data: { hello: 'world' } });
    const broken = await post(yoga, { query: 'subscription {' });
    expect(codeOf(broken.body)).not.toBe('BAD_REQUEST');
  });

  it('lets a subscription that asks for Server-Sent Events stream', async () => {
    const response = await subscribe(yoga, 'subscription { ticks }');
    expect(response.status).toBe(200);
    const events = sseEvents(response, 1);
    // The subscriber is registered once the stream is open; publish until it hears one.
    const timer = setInterval(() => ticks.publish('tick', { n: 7 }), 10);
    try {
      expect(await events).toEqual([{ data: { ticks: 7 } }]);
    } finally {
      clearInterval(timer);
    }
  });
});
