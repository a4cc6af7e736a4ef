// Fan-out without repeated work: subscribers with the same document share one execution per
// event, proven through /metrics (graphql_subscription_executions_total{field}).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { busListeners, liveClient, TRANSPORTS, waitForListeners, type LiveSubscription } from '../helpers/clients.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { backends, startServer, type TestServer } from '../helpers/server.js';

const SharedEvents = graphql(`
  subscription SharedEvents($sessionId: ID!) {
    sessionEvents(sessionId: $sessionId) {
      offset
      type
      ... on MessageAddedEvent {
        entryId
      }
    }
  }
`);

const SharedAdded = graphql(`
  subscription SharedAdded($filter: MessageFilter) {
    messageAdded(filter: $filter) {
      entryId
    }
  }
`);

/** The value of one sample of a Prometheus text exposition (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return 0;
}

describe.each(backends().flatMap((backend) => TRANSPORTS.map((transport) => [backend, transport] as const)))(
  'shared subscription execution (%s, over %s)',
  (backend, transport) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({ backend });
    });
    afterAll(() => server.stop());

    const executions = async (field: string) => {
      const text = await (await fetch(server.url.replace('/graphql', '/metrics'))).text();
      return sample(text, 'graphql_subscription_executions_total', { field });
    };

    it('N subscribers × M events with one document run M executions (sessionEvents and a trigger)', async () => {
      const N = 5;
      const M = 4;
      const sessionId = (await createSession(server)).id;
      const append = (t: string) => appendMessages(server, sessionId, [userText(t)]);
      const client = liveClient(transport, server);
      try {
        const listening = busListeners(server);
        const streams: LiveSubscription<unknown>[] = [];
        const triggers: LiveSubscription<unknown>[] = [];
        for (let i = 0; i < N; i++) {
          streams.push(client.subscribe(SharedEvents, { sessionId }));
          triggers.push(client.subscribe(SharedAdded, { filter: { sessionId } }));
        }
        // sessionEvents listens for events and reconnects, a trigger for events.
        await waitForListeners(server, listening + 3 * N);
        // A warm-up event: once a subscriber received it, it is live on the bus (its catch-up
        // read from the database is behind it).
        await append('warm-up');
        const all = [...streams, ...triggers];
        await Promise.all(all.map((s) => s.waitFor(1)));
        const before = { events: await executions('sessionEvents'), added: await executions('messageAdded') };
        for (let m = 0; m < M; m++) await append(`m${m}`);
        await Promise.all(all.map((s) => s.waitFor(1 + M)));
        expect((await executions('sessionEvents')) - before.events).toBe(M);
        expect((await executions('messageAdded')) - before.added).toBe(M);
      } finally {
        await client.dispose();
      }
    });

    it('events that reach the bus out of order, or not at all, still cost one execution each and one repair per instance', async () => {
      const N = 6;
      const sessionId = (await createSession(server)).id;
      const append = (t: string) => appendMessages(server, sessionId, [userText(t)]);
      const metric = async (name: string, labels: Record<string, string> = {}) =>
        sample(await (await fetch(server.url.replace('/graphql', '/metrics'))).text(), name, labels);
      const client = liveClient(transport, server);
      const bus = server.app.deps.bus;
      const publish = bus.publish.bind(bus);
      try {
        const listening = busListeners(server);
        const streams = Array.from({ length: N }, () => client.subscribe(SharedEvents, { sessionId }));
        await waitForListeners(server, listening + 2 * N);
        await append('warm-up');
        await Promise.all(streams.map((s) => s.waitFor(1)));
        const before = { executions: await executions('sessionEvents'), repairs: await metric('events_gap_repairs_total') };

        // Two writers: the first one's publish is late, so the second event reaches the bus first.
        let late: Parameters<typeof publish>[0] | null = null;
        bus.publish = async (events) => {
          late = events;
        };
        await append('late');
        bus.publish = publish;
        await append('early');
        await publish(late!);
        // A publish lost on the bus: the next event arrives ahead of a hole that never fills.
        bus.publish = async () => {};
        await append('lost');
        bus.publish = publish;
        await append('after the loss');

        const received = await Promise.all(streams.map((s) => s.waitFor(5)));
        for (const items of received) {
          const offsets = items.map((i) => i.sessionEvents.offset);
          expect(offsets).toEqual(offsets.map((_, k) => offsets[0]! + k)); // in order, no gap, no duplicate
        }
        expect((await executions('sessionEvents')) - before.executions).toBe(4);
        expect((await metric('events_gap_repairs_total')) - before.repairs).toBe(1);
      } finally {
        bus.publish = publish;
        await client.dispose();
      }
    });
  },
);
