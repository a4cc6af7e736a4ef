// Issue 3: two server instances share one Postgres database and one Redis. A subscriber on A
// sees B's (and A's) writes exactly once, in order — per-session streams and triggers, over
// WebSocket and SSE — and a client that drops off A resumes on B with `after` without a gap
// or a duplicate. Postgres only (PGlite cannot be shared between instances); Redis is a
// private redis-server so no other suite can interfere.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql } from '../gql/index.js';
import { busListeners, liveClient, TRANSPORTS, type LiveClient, type LiveSubscription } from '../helpers/clients.js';
import { createSession } from '../helpers/flow.js';
import { startIsolatedRedis, type IsolatedRedis } from '../helpers/isolated-servers.js';
import { createTestDatabase, dropTestDatabase, startServer, testDatabaseUrl, testRedisUrl, type TestServer } from '../helpers/server.js';

const MultiEvents = graphql(`
  subscription MultiEvents($sessionId: ID!, $after: SafeInt) {
    sessionEvents(sessionId: $sessionId, after: $after) {
      __typename
      offset
      sessionId
      type
      ... on MessageAddedEvent {
        entryId
      }
    }
  }
`);

const MultiMessageAdded = graphql(`
  subscription MultiMessageAdded($filter: MessageFilter) {
    messageAdded(filter: $filter) {
      offset
      sessionId
      entryId
    }
  }
`);

const MultiCreated = graphql(`
  subscription MultiCreated($filter: SessionCreatedFilter) {
    sessionCreated(filter: $filter) {
      sessionId
      metadata
    }
  }
`);

const MultiStatus = graphql(`
  subscription MultiStatus($filter: SessionFilter) {
    sessionStatusChanged(filter: $filter) {
      sessionId
      offset
      status
    }
  }
`);

const MultiDeleted = graphql(`
  subscription MultiDeleted($filter: SessionFilter) {
    sessionDeleted(filter: $filter) {
      sessionId
    }
  }
`);

const MultiAppend = graphql(`
  mutation MultiAppend($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      entry {
        entryId
      }
    }
  }
`);

const MultiStatusSet = graphql(`
  mutation MultiStatusSet($input: SetSessionStatusInput!) {
    setSessionStatus(input: $input) {
      status
    }
  }
`);

const MultiDelete = graphql(`
  mutation MultiDelete($input: DeleteSessionInput!) {
    deleteSession(input: $input) {
      deleted
    }
  }
`);

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

describe.runIf(testDatabaseUrl() && testRedisUrl())('two instances sharing Postgres and Redis (postgres)', () => {
  let redis: IsolatedRedis;
  let databaseUrl: string;
  let a: TestServer;
  let b: TestServer;
  const idle = new Map<TestServer, number>();

  beforeAll(async () => {
    const own = await startIsolatedRedis();
    redis = own;
    databaseUrl = await createTestDatabase();
    const prefix = `t-multi-${randomUUID()}:`;
    a = await startServer({ backend: 'postgres', databaseUrl, redisUrl: redis.url, config: { redisChannelPrefix: prefix } });
    b = await startServer({ backend: 'postgres', databaseUrl, redisUrl: redis.url, config: { redisChannelPrefix: prefix } });
    for (const s of [a, b]) idle.set(s, busListeners(s));
  }, 60_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
    await redis?.stop();
  });

  beforeEach(async () => {
    for (const s of [a, b]) await expect.poll(() => busListeners(s), { interval: 5, message: 'bus listeners back to idle' }).toBe(idle.get(s));
  });

  const create = async (on: TestServer, metadata: Record<string, unknown> = {}) => (await createSession(on, { metadata })).id;
  const say = async (on: TestServer, sessionId: string, t: string) =>
    (await on.ok(MultiAppend, { input: { sessionId, message: { user: { content: [{ text: { text: t } }] } } } })).appendEntry.entry.entryId;

  async function subscribed<T>(server: TestServer, sub: LiveSubscription<T>, listeners: number, before: number): Promise<LiveSubscription<T>> {
    // Waits for the listeners or the end of the subscription (which fails at once, not retried).
    await vi.waitFor(
      () => {
        if (!sub.ended && busListeners(server) < before + listeners) throw new Error(`bus listeners ${busListeners(server)} < ${before + listeners}`);
      },
      { timeout: 10_000, interval: 5 },
    );
    if (sub.ended) throw new Error(`subscription ended early: ${JSON.stringify(sub.errors)}`);
    return sub;
  }

  describe.each(TRANSPORTS)('over %s', (transport) => {
    let onA: LiveClient;
    let onB: LiveClient;
    beforeAll(() => {
      onA = liveClient(transport, a);
      onB = liveClient(transport, b);
    });
    afterAll(async () => {
      await onA?.dispose();
      await onB?.dispose();
    });

    it("a sessionEvents subscriber on A sees B's writes (and A's, interleaved) exactly once, in order", async () => {
      const sessionId = await create(b);
      const sub = onA.subscribe(MultiEvents, { sessionId, after: 0 });
      await sub.waitFor(1);
      // Concurrent writers on both instances: 40 appends through B, 40 through A.
      const ids = new Set<string>();
      await Promise.all(
        [b, a].map(async (server, w) => {
          for (let i = 0; i < 40; i++) ids.add(await say(server, sessionId, `w${w} ${i}`));
        }),
      );
      await sub.waitFor(81);
      expect(sub.items.map((r) => r.sessionEvents.offset)).toEqual(range(1, 81));
      const added = sub.items.slice(1).map((r) => (r.sessionEvents.__typename === 'MessageAddedEvent' ? r.sessionEvents.entryId : null));
      expect(new Set(added)).toEqual(ids);
      // A deletion on B ends the stream on A.
      await b.ok(MultiDelete, { input: { sessionId } });
      await sub.waitForEnd();
      expect(sub.completed).toBe(true);
      expect(sub.items).toHaveLength(81);
    });

    it("trigger subscribers on A see B's events exactly once, in order, with their filters", async () => {
      const beforeA = busListeners(a);
      const created = await subscribed(a, onA.subscribe(MultiCreated, { filter: { metadata: { multi: transport } } }), 1, beforeA);
      const beforeA2 = busListeners(a);
      const added = await subscribed(
        a,
        onA.subscribe(MultiMessageAdded, { filter: { metadata: { multi: transport }, roles: ['USER'] } }),
        1,
        beforeA2,
      );
      const beforeA3 = busListeners(a);
      const status = await subscribed(a, onA.subscribe(MultiStatus, { filter: { metadata: { multi: transport } } }), 1, beforeA3);
      const beforeA4 = busListeners(a);
      const deleted = await subscribed(a, onA.subscribe(MultiDeleted, { filter: { metadata: { multi: transport } } }), 1, beforeA4);

      const s1 = await create(b, { multi: transport });
      const s2 = await create(b, { multi: transport });
      await create(b, { multi: 'other' }); // filtered out everywhere
      const order: string[] = [];
      for (let i = 0; i < 20; i++) order.push(await say(b, i % 2 ? s1 : s2, `m${i}`));
      await b.ok(MultiStatusSet, { input: { sessionId: s1, status: 'WORKING' } });
      await b.ok(MultiStatusSet, { input: { sessionId: s2, status: 'DONE' } });
      await b.ok(MultiStatusSet, { input: { sessionId: s1, status: 'DONE' } });
      await b.ok(MultiDelete, { input: { sessionId: s2 } });

      await created.waitFor(2);
      await added.waitFor(20);
      await status.waitFor(3);
      await deleted.waitFor(1);
      expect(created.items.map((r) => r.sessionCreated.sessionId)).toEqual([s1, s2]);
      expect(added.items.map((r) => r.messageAdded.entryId)).toEqual(order);
      expect(status.items.map((r) => [r.sessionStatusChanged.sessionId, r.sessionStatusChanged.status])).toEqual([
        [s1, 'WORKING'],
        [s2, 'DONE'],
        [s1, 'DONE'],
      ]);
      expect(deleted.items.map((r) => r.sessionDeleted.sessionId)).toEqual([s2]);
      // Each event exactly once: one more event flushes anything a duplicate delivery would have added.
      await say(b, s1, 'flush');
      await added.waitFor(21);
      expect(added.items).toHaveLength(21);
      expect(created.items).toHaveLength(2);
      expect(status.items).toHaveLength(3);
      for (const sub of [created, added, status, deleted]) sub.unsubscribe();
    });

    it('a client that loses A resumes on B with `after` and ends with exactly the stream', async () => {
      const sessionId = await create(a);
      let stop = false;
      let written = 1;
      const writer = (async () => {
        // Writes alternate between the instances until told to stop (bounded by count).
        while (!stop && written < 400) {
          await say(written % 2 ? a : b, sessionId, `w ${written}`);
          written += 1;
        }
      })();
      const first = onA.subscribe(MultiEvents, { sessionId, after: 0 });
      await first.waitFor(30);
      first.unsubscribe(); // the dashboard loses its connection to A
      const seen = first.items.map((r) => r.sessionEvents.offset);
      const last = seen.at(-1) as number;
      const second = onB.subscribe(MultiEvents, { sessionId, after: last });
      await second.waitFor(10);
      stop = true;
      await writer;
      await second.waitFor(written - last);
      const all = [...seen, ...second.items.map((r) => r.sessionEvents.offset)];
      expect(all).toEqual(range(1, written));
      second.unsubscribe();
    }, 30_000);
  });
});
