// useStreamScope: each subscription runs with a stream scope of its own on its context, and its
// database-call budget starts over with every event it delivers (each event counts as one request).
import { describe, expect, it } from 'vitest';
import { type StreamScopeOptions, useStreamScope } from '../../../../src/transport/plugins/use-stream-scope.js';
import { specYoga, sseEvents, subscribe, ticks } from './spec-yoga.js';

/** Publishes ticks until `events` settles (a subscriber is registered once its stream is open). */
async function whilePublishing<T>(events: Promise<T>): Promise<T> {
  const timer = setInterval(() => ticks.publish('tick', { n: 1 }), 10);
  try {
    return await events;
  } finally {
    clearInterval(timer);
  }
}

const options: StreamScopeOptions = {};

describe('useStreamScope', () => {
  it('gives a subscription a stream scope and resets its budget per event', async () => {
    let resets = 0;
    const yoga = specYoga([useStreamScope(options)], () => ({ onBudgetReset: () => (resets += 1) }));
    const events = await whilePublishing(sseEvents(await subscribe(yoga, 'subscription { scoped }'), 3));
    expect(events).toEqual([{ data: { scoped: true } }, { data: { scoped: true } }, { data: { scoped: true } }]);
    expect(resets).toBeGreaterThanOrEqual(3);
  });

  it('is what puts the scope there: without it the context has none', async () => {
    const yoga = specYoga([]);
    expect(await whilePublishing(sseEvents(await subscribe(yoga, 'subscription { scoped }'), 1))).toEqual([{ data: { scoped: false } }]);
  });
});
