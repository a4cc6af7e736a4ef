// Issue 3 end to end: every subscription and every filter through real clients (graphql-ws
// over WebSocket, graphql-sse over Server-Sent Events) against a real server, on every
// backend. PGlite runs with the in-process bus; Postgres with the Redis bus when
// TEST_REDIS_URL is set (each server on its own channel prefix, so suites never hear each other).
import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql } from '../gql/index.js';
import type { LiveEventFieldsFragment } from '../gql/graphql.js';
import { busListeners, liveClient, TRANSPORTS, type LiveClient, type LiveSubscription, type Transport } from '../helpers/clients.js';
import { createSession } from '../helpers/flow.js';
import { startIsolatedRedis, type IsolatedRedis } from '../helpers/isolated-servers.js';
import { type Backend, backends, isPostgresServer, startServer, testRedisUrl, type TestServer } from '../helpers/server.js';

graphql(`
  fragment LiveEntryFields on Entry {
    __typename
    entryId
    kind
    parentId
    revision
    origin
    sessionId
    timestamp
    ... on MessageEntry {
      message {
        __typename
        role
        timestamp
        content {
          __typename
          ... on TextBlock {
            text
          }
        }
        ... on CustomMessage {
          customType
          details
        }
        ... on AssistantMessage {
          stopReason
        }
      }
    }
    ... on CustomEntry {
      customType
      data
    }
  }
`);

graphql(`
  fragment LiveEventFields on SessionEvent {
    __typename
    offset
    sessionId
    type
    at
    ... on SessionCreatedEvent {
      title
      description
      status
      forkedFrom
      createdAt
      metadata
    }
    ... on SessionMetaUpdatedEvent {
      title
      description
      metadata
    }
    ... on SessionStatusChangedEvent {
      status
      previousStatus
      statusReason
    }
    ... on MessageAddedEvent {
      entryId
      parentId
      origin
      entry {
        ...LiveEntryFields
      }
    }
    ... on MessageUpdatedEvent {
      entryId
      revision
      origin
      entry {
        ...LiveEntryFields
      }
    }
    ... on ActiveLeafSetEvent {
      entryId
    }
  }
`);

const LiveSessionEvents = graphql(`
  subscription LiveSessionEvents($sessionId: ID!, $after: SafeInt) {
    sessionEvents(sessionId: $sessionId, after: $after) {
      ...LiveEventFields
    }
  }
`);

const LiveOffsets = graphql(`
  subscription LiveOffsets($sessionId: ID!, $after: SafeInt) {
    sessionEvents(sessionId: $sessionId, after: $after) {
      offset
      sessionId
    }
  }
`);

const LiveSessionCreated = graphql(`
  subscription LiveSessionCreated($filter: SessionCreatedFilter) {
    sessionCreated(filter: $filter) {
      ...LiveEventFields
    }
  }
`);

const LiveSessionDeleted = graphql(`
  subscription LiveSessionDeleted($filter: SessionFilter) {
    sessionDeleted(filter: $filter) {
      __typename
      sessionId
      at
    }
  }
`);

const LiveMessageAdded = graphql(`
  subscription LiveMessageAdded($filter: MessageFilter) {
    messageAdded(filter: $filter) {
      ...LiveEventFields
    }
  }
`);

const LiveMessageUpdated = graphql(`
  subscription LiveMessageUpdated($filter: MessageFilter) {
    messageUpdated(filter: $filter) {
      ...LiveEventFields
    }
  }
`);

const LiveMetaUpdated = graphql(`
  subscription LiveMetaUpdated($filter: SessionFilter) {
    sessionMetaUpdated(filter: $filter) {
      ...LiveEventFields
    }
  }
`);

const LiveStatusChanged = graphql(`
  subscription LiveStatusChanged($filter: SessionFilter) {
    sessionStatusChanged(filter: $filter) {
      ...LiveEventFields
    }
  }
`);

const LiveEnsure = graphql(`
  mutation LiveEnsure($input: EnsureSessionInput!) {
    ensureSession(input: $input) {
      created
      session {
        id
        createdAt
      }
    }
  }
`);

const LiveFork = graphql(`
  mutation LiveFork($input: ForkSessionInput!) {
    forkSession(input: $input) {
      session {
        id
        forkedFrom
        createdAt
      }
    }
  }
`);

const LiveAppend = graphql(`
  mutation LiveAppend($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      created
      entry {
        entryId
        parentId
        timestamp
      }
    }
  }
`);

const LiveAppendMany = graphql(`
  mutation LiveAppendMany($input: AppendMessagesInput!) {
    appendMessages(input: $input) {
      entryIds
    }
  }
`);

const LiveUpdate = graphql(`
  mutation LiveUpdate($input: UpdateMessageInput!) {
    updateMessage(input: $input) {
      updated
      revision
    }
  }
`);

const LiveSetMeta = graphql(`
  mutation LiveSetMeta($input: SetSessionMetaInput!) {
    setSessionMeta(input: $input) {
      session {
        id
      }
    }
  }
`);

const LiveSetStatus = graphql(`
  mutation LiveSetStatus($input: SetSessionStatusInput!) {
    setSessionStatus(input: $input) {
      status
    }
  }
`);

const LiveDelete = graphql(`
  mutation LiveDelete($input: DeleteSessionInput!) {
    deleteSession(input: $input) {
      deleted
    }
  }
`);

// Event payloads are checked field by field with toMatchObject; a loose view keeps that readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ev = LiveEventFieldsFragment & Record<string, any>;
const text = (t: string) => [{ text: { text: t } }];

/** The server configuration per backend: Postgres exercises the Redis bus (a private redis-server) when available. */
function serverOptions(backend: Backend, redisUrl: string | undefined) {
  return {
    backend,
    ...(isPostgresServer(backend) && redisUrl ? { redisUrl } : {}),
    config: { redisChannelPrefix: `t-subs-${randomUUID()}:` },
  };
}

describe.each(backends())('subscriptions end to end (%s)', (backend) => {
  let server: TestServer;

  let idleListeners = 0;
  let redis: IsolatedRedis | null = null;
  beforeAll(async () => {
    if (isPostgresServer(backend) && testRedisUrl()) redis = await startIsolatedRedis();
    server = await startServer(serverOptions(backend, redis?.url));
    idleListeners = busListeners(server);
  }, 60_000);
  // Unsubscribing is asynchronous (the server notices the complete message or the closed SSE
  // stream): start every test from a quiet bus so `subscribed` counts only its own listeners.
  beforeEach(async () => {
    await vi.waitFor(
      () => {
        if (busListeners(server) !== idleListeners) throw new Error(`bus listeners ${busListeners(server)}, idle ${idleListeners}`);
      },
      { timeout: 10_000, interval: 5 },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
  });

  const create = async (input: { title?: string; description?: string; metadata?: Record<string, unknown> } = {}) => createSession(server, input);
  const say = async (sessionId: string, t: string, extra: Record<string, unknown> = {}) =>
    (await server.ok(LiveAppend, { input: { sessionId, message: { user: { content: text(t) } }, ...extra } })).appendEntry.entry;

  /** Subscribes and waits until the server registered the subscription on its bus. */
  async function subscribed<T, V>(
    client: LiveClient,
    doc: Parameters<LiveClient['subscribe']>[0],
    variables: V,
    listeners = 1,
  ): Promise<LiveSubscription<T>> {
    const before = busListeners(server);
    const sub = client.subscribe(doc as never, variables) as LiveSubscription<T>;
    // Registered, or ended: an ended subscription fails at once, not after the timeout.
    await vi.waitFor(
      () => {
        if (!sub.ended && busListeners(server) < before + listeners) throw new Error(`bus listeners ${busListeners(server)} < ${before + listeners}`);
      },
      { timeout: 10_000, interval: 5 },
    );
    if (sub.ended) throw new Error(`subscription ended before it was registered: ${JSON.stringify(sub.errors)}`);
    return sub;
  }

  describe.each(TRANSPORTS)('over %s', (transport: Transport) => {
    let client: LiveClient;
    beforeAll(() => {
      client = liveClient(transport, server);
    });
    afterAll(async () => {
      await client?.dispose();
    });

    it('sessionEvents replays the whole stream with every payload field, continues live, and completes on deletion', async () => {
      const s = await create({ title: 'T', description: 'D', metadata: { team: 'a', n: 1 } });
      const u1 = await say(s.id, 'hello', { entryId: `u1-${transport}`, origin: { turn_id: 't1' } });
      const c1 = (await server.ok(LiveAppend, { input: { sessionId: s.id, custom: { customType: 'note', data: { k: [1, 2] } } } })).appendEntry.entry;
      const many = await server.ok(LiveAppendMany, {
        input: {
          sessionId: s.id,
          origin: { turn_id: 't2' },
          messages: [
            { assistant: { content: text('a1'), stopReason: 'END' } },
            { custom: { customType: 'card', content: text('c'), details: { x: 1 } } },
          ],
        },
      });
      const [a1, cm] = many.appendMessages.entryIds as [string, string];

      const sub = client.subscribe(LiveSessionEvents, { sessionId: s.id, after: 0 });
      const replay = await sub.waitFor(5);
      expect(replay.map((r) => r.sessionEvents.offset)).toEqual([1, 2, 3, 4, 5]);
      const [created, added, custom, assistant, customMsg] = replay.map((r) => r.sessionEvents) as [Ev, Ev, Ev, Ev, Ev];
      expect(created).toMatchObject({
        __typename: 'SessionCreatedEvent',
        type: 'SESSION_CREATED',
        sessionId: s.id,
        title: 'T',
        description: 'D',
        status: 'IDLE',
        forkedFrom: null,
        createdAt: s.createdAt,
        metadata: { team: 'a', n: 1 },
      });
      expect(typeof created.at).toBe('number');
      expect(added).toMatchObject({
        __typename: 'MessageAddedEvent',
        type: 'MESSAGE_ADDED',
        entryId: u1.entryId,
        parentId: null,
        origin: { turn_id: 't1' },
        entry: {
          __typename: 'MessageEntry',
          entryId: u1.entryId,
          kind: 'MESSAGE',
          sessionId: s.id,
          revision: 0,
          message: { __typename: 'UserMessage', role: 'USER', content: [{ __typename: 'TextBlock', text: 'hello' }] },
        },
      });
      expect(custom).toMatchObject({
        type: 'MESSAGE_ADDED',
        entryId: c1.entryId,
        parentId: u1.entryId,
        entry: { __typename: 'CustomEntry', kind: 'CUSTOM', customType: 'note', data: { k: [1, 2] } },
      });
      expect(assistant).toMatchObject({
        entryId: a1,
        parentId: c1.entryId,
        origin: { turn_id: 't2' },
        entry: { message: { __typename: 'AssistantMessage', role: 'ASSISTANT', stopReason: 'END' } },
      });
      expect(customMsg).toMatchObject({
        entryId: cm,
        parentId: a1,
        entry: { message: { __typename: 'CustomMessage', role: 'CUSTOM', customType: 'card', details: { x: 1 } } },
      });

      // Live part: every other stored event type, with its payload.
      await server.ok(LiveUpdate, { input: { sessionId: s.id, entryId: a1, content: text('a1 v2'), origin: { turn_id: 't3' } } });
      await server.ok(LiveSetMeta, { input: { sessionId: s.id, title: 'T2', metadata: { team: 'b' } } });
      await server.ok(LiveSetStatus, { input: { sessionId: s.id, status: 'ERROR', reason: 'boom' } });
      await server.ok(LiveSetStatus, { input: { sessionId: s.id, status: 'ERROR', reason: 'boom' } }); // no-op: no event
      const all = await sub.waitFor(8);
      const [updated, meta, status] = all.slice(5).map((r) => r.sessionEvents) as [Ev, Ev, Ev];
      expect(updated).toMatchObject({
        __typename: 'MessageUpdatedEvent',
        type: 'MESSAGE_UPDATED',
        offset: 6,
        entryId: a1,
        revision: 1,
        origin: { turn_id: 't3' },
        entry: { entryId: a1, revision: 1, message: { role: 'ASSISTANT', content: [{ text: 'a1 v2' }] } },
      });
      expect(meta).toMatchObject({ __typename: 'SessionMetaUpdatedEvent', offset: 7, title: 'T2', description: 'D', metadata: { team: 'b' } });
      expect(status).toMatchObject({
        __typename: 'SessionStatusChangedEvent',
        offset: 8,
        status: 'ERROR',
        previousStatus: 'IDLE',
        statusReason: 'boom',
      });

      // A fork's stream starts at its own creation, with forkedFrom; the source stream is unaffected.
      const fork = (await server.ok(LiveFork, { input: { sessionId: s.id, entryId: a1 } })).forkSession.session;
      const forkSub = client.subscribe(LiveSessionEvents, { sessionId: fork.id, after: 0 });
      const forkEvents = await forkSub.waitFor(1);
      expect(forkEvents.map((r) => r.sessionEvents)).toMatchObject([{ offset: 1, type: 'SESSION_CREATED', forkedFrom: s.id, sessionId: fork.id }]);
      forkSub.unsubscribe();

      // Deletion is live-only and ends the per-session stream.
      await server.ok(LiveDelete, { input: { sessionId: s.id } });
      await sub.waitForEnd();
      expect(sub.completed).toBe(true);
      expect(sub.errors).toEqual([]);
      expect(sub.items.map((r) => r.sessionEvents.offset)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    });

    it('sessionEvents replays 300 stored events then continues live while 200 more are written concurrently: 1..501 once each, in order', async () => {
      const s = await create();
      const batch = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ user: { content: text(`${tag} ${i}`) } }));
      await server.ok(LiveAppendMany, { input: { sessionId: s.id, messages: batch(150, 'a') } });
      await server.ok(LiveAppendMany, { input: { sessionId: s.id, messages: batch(150, 'b') } }); // offsets 1..301 stored
      // The writer starts first and runs during the replay: 100 single appends and 20 batches of 5.
      const writer = (async () => {
        for (let i = 0; i < 20; i++) {
          await Promise.all([
            ...Array.from({ length: 5 }, (_, j) => say(s.id, `live ${i}.${j}`)),
            server.ok(LiveAppendMany, { input: { sessionId: s.id, messages: batch(5, `live batch ${i}`) } }),
          ]);
        }
      })();
      const sub = client.subscribe(LiveOffsets, { sessionId: s.id, after: 0 });
      await writer;
      await sub.waitFor(501, 30_000);
      const offsets = sub.items.map((r) => r.sessionEvents.offset);
      expect(offsets).toEqual(range(1, 501));
      expect(new Set(sub.items.map((r) => r.sessionEvents.sessionId))).toEqual(new Set([s.id]));
      // Nothing more arrives for a quiet session: one more write is exactly offset 502.
      await say(s.id, 'last');
      await sub.waitFor(502);
      expect(sub.items.map((r) => r.sessionEvents.offset).slice(500)).toEqual([501, 502]);
      sub.unsubscribe();
    }, 60_000);

    it('unsubscribing from a quiet session releases its bus listeners at once (no event needed)', async () => {
      const s = await create();
      const sub = await subscribed<{ sessionEvents: Ev }, unknown>(client, LiveSessionEvents, { sessionId: s.id, after: 0 }, 2);
      await sub.waitFor(1);
      const trigger = await subscribed<{ messageAdded: Ev }, unknown>(client, LiveMessageAdded, { filter: { sessionId: s.id } });
      sub.unsubscribe();
      trigger.unsubscribe();
      await expect.poll(() => busListeners(server), { message: 'bus listeners back to idle', interval: 5 }).toBe(idleListeners);
    });

    it('sessionEvents on an unknown session is refused at subscribe time with NOT_FOUND', async () => {
      const sub = client.subscribe(LiveSessionEvents, { sessionId: `nope-${randomUUID()}`, after: 0 });
      const error = await sub.waitForError();
      expect(error.extensions?.code).toBe('NOT_FOUND');
      await sub.waitForEnd();
      expect(sub.items).toEqual([]);
    });

    it('sessionEvents refuses a negative `after`', async () => {
      const s = await create();
      const sub = client.subscribe(LiveSessionEvents, { sessionId: s.id, after: -1 });
      const error = await sub.waitForError();
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(sub.items).toEqual([]);
    });

    it('sessionEvents without `after` is live only; with `after` it resumes exactly after that offset', async () => {
      const s = await create();
      for (let i = 0; i < 4; i++) await say(s.id, `old ${i}`); // offsets 2..5
      const live = await subscribed<{ sessionEvents: Ev }, unknown>(client, LiveSessionEvents, { sessionId: s.id }, 2);
      // The stream starts at the head the server read after registering; write until it is
      // visibly live, then some more: what arrives must be contiguous and newer than offset 5.
      let written = 5;
      await vi.waitFor(
        async () => {
          if (live.items.length > 0 || written >= 50) return;
          await say(s.id, `new ${written}`);
          written += 1;
          throw new Error(`not live yet after writing up to offset ${written}`);
        },
        { timeout: 10_000, interval: 10 },
      );
      await live.waitFor(1);
      for (let i = 0; i < 3; i++) await say(s.id, `more ${i}`);
      written += 3;
      const offsets = () => live.items.map((r) => r.sessionEvents.offset);
      await expect.poll(() => offsets().at(-1), { message: `live offsets, want up to ${written}`, interval: 5 }).toBe(written);
      const got = offsets();
      expect(got[0]).toBeGreaterThan(5);
      expect(got).toEqual(range(got[0] as number, written));

      const resumed = client.subscribe(LiveSessionEvents, { sessionId: s.id, after: 3 });
      await resumed.waitFor(written - 3);
      expect(resumed.items.map((r) => r.sessionEvents.offset)).toEqual(range(4, written));
      live.unsubscribe();
      resumed.unsubscribe();
    });

    it('sessionCreated: empty filter gets create, ensure and fork; the metadata filter is a subset match', async () => {
      const all = await subscribed<{ sessionCreated: Ev }, unknown>(client, LiveSessionCreated, {});
      const none = await subscribed<{ sessionCreated: Ev }, unknown>(client, LiveSessionCreated, { filter: null });
      const teamA = await subscribed<{ sessionCreated: Ev }, unknown>(client, LiveSessionCreated, { filter: { metadata: { team: 'a' } } });
      const nested = await subscribed<{ sessionCreated: Ev }, unknown>(client, LiveSessionCreated, {
        filter: { metadata: { cfg: { deep: [1, { x: true }] } } },
      });

      const s1 = await create({ title: 'one', metadata: { team: 'a', extra: 1 } });
      const s2 = await create({ title: 'two', metadata: { team: 'b' } });
      const ensuredId = `ens-${randomUUID()}`;
      await server.ok(LiveEnsure, { input: { id: ensuredId, metadata: { cfg: { deep: [1, { x: true }] }, team: 'c' } } });
      await server.ok(LiveEnsure, { input: { id: ensuredId } }); // exists: no event
      const e1 = await say(s1.id, 'x');
      const fork = (await server.ok(LiveFork, { input: { sessionId: s1.id, entryId: e1.entryId, title: 'forked' } })).forkSession.session;

      await all.waitFor(4);
      await none.waitFor(4);
      await teamA.waitFor(2);
      await nested.waitFor(1);
      const ids = (sub: LiveSubscription<{ sessionCreated: Ev }>) => sub.items.map((r) => r.sessionCreated.sessionId);
      expect(ids(all)).toEqual([s1.id, s2.id, ensuredId, fork.id]);
      expect(ids(none)).toEqual(ids(all));
      expect(ids(teamA)).toEqual([s1.id, fork.id]); // a fork inherits the metadata
      expect(ids(nested)).toEqual([ensuredId]);
      expect(all.items[3]?.sessionCreated).toMatchObject({
        __typename: 'SessionCreatedEvent',
        offset: 1,
        title: 'forked',
        status: 'IDLE',
        forkedFrom: s1.id,
        createdAt: fork.createdAt,
      });
      expect(all.items[0]?.sessionCreated).toMatchObject({ title: 'one', metadata: { team: 'a', extra: 1 }, createdAt: s1.createdAt });
      for (const sub of [all, none, teamA, nested]) sub.unsubscribe();
    });

    it('sessionDeleted: sessionId and metadata filters (metadata as of deletion); live-only payload', async () => {
      const a = await create({ metadata: { team: 'a' } });
      const b = await create({ metadata: { team: 'b' } });
      const c = await create({ metadata: { team: 'b' } });
      const all = await subscribed<{ sessionDeleted: { sessionId: string; at: number; __typename: string } }, unknown>(
        client,
        LiveSessionDeleted,
        {},
      );
      const onlyA = await subscribed<{ sessionDeleted: { sessionId: string } }, unknown>(client, LiveSessionDeleted, { filter: { sessionId: a.id } });
      const teamB = await subscribed<{ sessionDeleted: { sessionId: string } }, unknown>(client, LiveSessionDeleted, {
        filter: { metadata: { team: 'b' } },
      });
      const both = await subscribed<{ sessionDeleted: { sessionId: string } }, unknown>(client, LiveSessionDeleted, {
        filter: { sessionId: b.id, metadata: { team: 'b' } },
      });
      const contradiction = await subscribed<{ sessionDeleted: { sessionId: string } }, unknown>(client, LiveSessionDeleted, {
        filter: { sessionId: a.id, metadata: { team: 'b' } },
      });

      await server.ok(LiveSetMeta, { input: { sessionId: c.id, metadata: { team: 'z' } } }); // c leaves team b before deletion
      await server.ok(LiveDelete, { input: { sessionId: a.id } });
      await server.ok(LiveDelete, { input: { sessionId: a.id } }); // already gone: no event
      await server.ok(LiveDelete, { input: { sessionId: b.id } });
      await server.ok(LiveDelete, { input: { sessionId: c.id } });

      await all.waitFor(3);
      await teamB.waitFor(1);
      await onlyA.waitFor(1);
      await both.waitFor(1);
      expect(all.items.map((r) => r.sessionDeleted.sessionId)).toEqual([a.id, b.id, c.id]);
      expect(all.items[0]?.sessionDeleted.__typename).toBe('SessionDeletedEvent');
      expect(typeof all.items[0]?.sessionDeleted.at).toBe('number');
      expect(onlyA.items.map((r) => r.sessionDeleted.sessionId)).toEqual([a.id]);
      expect(teamB.items.map((r) => r.sessionDeleted.sessionId)).toEqual([b.id]);
      expect(both.items.map((r) => r.sessionDeleted.sessionId)).toEqual([b.id]);
      expect(contradiction.items).toEqual([]);
      for (const sub of [all, onlyA, teamB, both, contradiction]) sub.unsubscribe();
    });

    it('messageAdded: roles (custom entries never match, CUSTOM matches custom-role messages), sessionId, metadata at event time, AND', async () => {
      const s = await create({ metadata: { team: 'a' } });
      const other = await create({ metadata: { team: 'b' } });
      type M = { messageAdded: Ev };
      const all = await subscribed<M, unknown>(client, LiveMessageAdded, {});
      const users = await subscribed<M, unknown>(client, LiveMessageAdded, { filter: { roles: ['USER'] } });
      const customRole = await subscribed<M, unknown>(client, LiveMessageAdded, { filter: { roles: ['CUSTOM'] } });
      const everyRole = await subscribed<M, unknown>(client, LiveMessageAdded, {
        filter: { roles: ['USER', 'ASSISTANT', 'FUNCTION_RESULT', 'CUSTOM'] },
      });
      const ofS = await subscribed<M, unknown>(client, LiveMessageAdded, { filter: { sessionId: s.id } });
      const teamB = await subscribed<M, unknown>(client, LiveMessageAdded, { filter: { metadata: { team: 'b' } } });
      const sAndAssistant = await subscribed<M, unknown>(client, LiveMessageAdded, { filter: { sessionId: s.id, roles: ['ASSISTANT'] } });

      const u = await say(s.id, 'u1'); // s: team a
      const ce = (await server.ok(LiveAppend, { input: { sessionId: s.id, custom: { customType: 'note' } } })).appendEntry.entry;
      const cm = (await server.ok(LiveAppend, { input: { sessionId: s.id, message: { custom: { customType: 'card', content: text('c') } } } }))
        .appendEntry.entry;
      const fr = (
        await server.ok(LiveAppend, {
          input: { sessionId: s.id, message: { functionResult: { content: text('r'), functionCallId: 'call-1', functionId: 'f' } } },
        })
      ).appendEntry.entry;
      const ou = await say(other.id, 'o1'); // other: team b
      await server.ok(LiveSetMeta, { input: { sessionId: s.id, metadata: { team: 'b' } } }); // s moves to team b
      const many = await server.ok(LiveAppendMany, {
        input: { sessionId: s.id, messages: [{ assistant: { content: text('a'), stopReason: 'END' } }, { user: { content: text('u2') } }] },
      });
      const [a2, u2] = many.appendMessages.entryIds as [string, string];

      await all.waitFor(7);
      await Promise.all([users.waitFor(3), customRole.waitFor(1), everyRole.waitFor(6), ofS.waitFor(6), teamB.waitFor(3), sAndAssistant.waitFor(1)]);
      const ids = (sub: LiveSubscription<M>) => sub.items.map((r) => r.messageAdded.entryId);
      expect(ids(all)).toEqual([u.entryId, ce.entryId, cm.entryId, fr.entryId, ou.entryId, a2, u2]);
      expect(ids(users)).toEqual([u.entryId, ou.entryId, u2]);
      expect(ids(customRole)).toEqual([cm.entryId]);
      expect(ids(everyRole)).toEqual([u.entryId, cm.entryId, fr.entryId, ou.entryId, a2, u2]); // the custom entry matches no role
      expect(ids(ofS)).toEqual([u.entryId, ce.entryId, cm.entryId, fr.entryId, a2, u2]);
      expect(ids(teamB)).toEqual([ou.entryId, a2, u2]); // s matched only after its metadata changed
      expect(ids(sAndAssistant)).toEqual([a2]);
      expect(all.items[1]?.messageAdded).toMatchObject({ __typename: 'MessageAddedEvent', entry: { __typename: 'CustomEntry', customType: 'note' } });
      expect(all.items[3]?.messageAdded).toMatchObject({ entry: { message: { __typename: 'FunctionResultMessage', role: 'FUNCTION_RESULT' } } });
      for (const sub of [all, users, customRole, everyRole, ofS, teamB, sAndAssistant]) sub.unsubscribe();
    });

    it('messageUpdated: roles, sessionId and metadata filters; payload carries the full message, revision and origin', async () => {
      const s = await create({ metadata: { team: 'a' } });
      const other = await create({ metadata: { team: 'b' } });
      type M = { messageUpdated: Ev };
      const all = await subscribed<M, unknown>(client, LiveMessageUpdated, {});
      const assistants = await subscribed<M, unknown>(client, LiveMessageUpdated, { filter: { roles: ['ASSISTANT'] } });
      const customs = await subscribed<M, unknown>(client, LiveMessageUpdated, { filter: { roles: ['CUSTOM'] } });
      const ofOther = await subscribed<M, unknown>(client, LiveMessageUpdated, { filter: { sessionId: other.id } });
      const teamA = await subscribed<M, unknown>(client, LiveMessageUpdated, { filter: { metadata: { team: 'a' } } });

      const many = await server.ok(LiveAppendMany, {
        input: {
          sessionId: s.id,
          messages: [
            { user: { content: text('u') } },
            { assistant: { content: text('a'), stopReason: 'END' } },
            { custom: { customType: 'k', content: text('c') } },
          ],
        },
      });
      const [u, a, c] = many.appendMessages.entryIds as [string, string, string];
      const ou = await say(other.id, 'o');
      await server.ok(LiveAppend, { input: { sessionId: s.id, custom: { customType: 'not-a-message' } } }); // adds, never updates

      await server.ok(LiveUpdate, { input: { sessionId: s.id, entryId: a, content: text('a v1'), origin: { turn_id: 'x' } } });
      await server.ok(LiveUpdate, { input: { sessionId: s.id, entryId: u, content: text('u v1') } });
      await server.ok(LiveUpdate, { input: { sessionId: s.id, entryId: c, content: text('c v1'), details: { d: 1 } } });
      await server.ok(LiveUpdate, { input: { sessionId: other.id, entryId: ou.entryId, content: text('o v1') } });
      await server.ok(LiveSetMeta, { input: { sessionId: s.id, metadata: { team: 'z' } } });
      await server.ok(LiveUpdate, { input: { sessionId: s.id, entryId: a, content: text('a v2'), expectedRevision: 1 } });

      await all.waitFor(5);
      await Promise.all([assistants.waitFor(2), customs.waitFor(1), ofOther.waitFor(1), teamA.waitFor(3)]);
      const pairs = (sub: LiveSubscription<M>) => sub.items.map((r) => `${r.messageUpdated.entryId}@${r.messageUpdated.revision}`);
      expect(pairs(all)).toEqual([`${a}@1`, `${u}@1`, `${c}@1`, `${ou.entryId}@1`, `${a}@2`]);
      expect(pairs(assistants)).toEqual([`${a}@1`, `${a}@2`]);
      expect(pairs(customs)).toEqual([`${c}@1`]);
      expect(pairs(ofOther)).toEqual([`${ou.entryId}@1`]);
      expect(pairs(teamA)).toEqual([`${a}@1`, `${u}@1`, `${c}@1`]); // not after s left team a
      expect(all.items[0]?.messageUpdated).toMatchObject({
        __typename: 'MessageUpdatedEvent',
        type: 'MESSAGE_UPDATED',
        sessionId: s.id,
        origin: { turn_id: 'x' },
        entry: { entryId: a, revision: 1, message: { role: 'ASSISTANT', stopReason: 'END', content: [{ text: 'a v1' }] } },
      });
      expect(all.items[2]?.messageUpdated).toMatchObject({ entry: { message: { __typename: 'CustomMessage', details: { d: 1 } } } });
      for (const sub of [all, assistants, customs, ofOther, teamA]) sub.unsubscribe();
    });

    it('sessionMetaUpdated: metadata filter against the metadata after the change; sessionId filter; no event for a no-op', async () => {
      const s = await create({ title: 't', metadata: { team: 'a' } });
      const other = await create({ metadata: { team: 'b' } });
      type M = { sessionMetaUpdated: Ev };
      const all = await subscribed<M, unknown>(client, LiveMetaUpdated, {});
      const teamB = await subscribed<M, unknown>(client, LiveMetaUpdated, { filter: { metadata: { team: 'b' } } });
      const ofS = await subscribed<M, unknown>(client, LiveMetaUpdated, { filter: { sessionId: s.id } });
      const ofSteamA = await subscribed<M, unknown>(client, LiveMetaUpdated, { filter: { sessionId: s.id, metadata: { team: 'a' } } });

      await server.ok(LiveSetMeta, { input: { sessionId: s.id, title: 't2' } }); // still team a
      await server.ok(LiveSetMeta, { input: { sessionId: s.id, title: 't2' } }); // no-op: no event
      await server.ok(LiveSetMeta, { input: { sessionId: s.id, metadata: { team: 'b', v: 2 } } }); // now team b
      await server.ok(LiveSetMeta, { input: { sessionId: other.id, description: 'od' } });

      await all.waitFor(3);
      await Promise.all([teamB.waitFor(2), ofS.waitFor(2), ofSteamA.waitFor(1)]);
      const summary = (sub: LiveSubscription<M>) => sub.items.map((r) => [r.sessionMetaUpdated.sessionId, r.sessionMetaUpdated.offset]);
      expect(summary(all)).toEqual([
        [s.id, 2],
        [s.id, 3],
        [other.id, 2],
      ]);
      expect(summary(teamB)).toEqual([
        [s.id, 3],
        [other.id, 2],
      ]);
      expect(summary(ofS)).toEqual([
        [s.id, 2],
        [s.id, 3],
      ]);
      expect(summary(ofSteamA)).toEqual([[s.id, 2]]);
      expect(all.items[1]?.sessionMetaUpdated).toMatchObject({
        __typename: 'SessionMetaUpdatedEvent',
        type: 'SESSION_META_UPDATED',
        title: 't2',
        description: '',
        metadata: { team: 'b', v: 2 },
      });
      for (const sub of [all, teamB, ofS, ofSteamA]) sub.unsubscribe();
    });

    it('sessionStatusChanged: payload and filters', async () => {
      const s = await create({ metadata: { team: 'a' } });
      const other = await create({ metadata: { team: 'b' } });
      type M = { sessionStatusChanged: Ev };
      const all = await subscribed<M, unknown>(client, LiveStatusChanged, {});
      const ofOther = await subscribed<M, unknown>(client, LiveStatusChanged, { filter: { sessionId: other.id } });
      const teamA = await subscribed<M, unknown>(client, LiveStatusChanged, { filter: { metadata: { team: 'a' } } });

      await server.ok(LiveSetStatus, { input: { sessionId: s.id, status: 'WORKING' } });
      await server.ok(LiveSetStatus, { input: { sessionId: s.id, status: 'WORKING' } }); // no-op
      await server.ok(LiveSetStatus, { input: { sessionId: other.id, status: 'ERROR', reason: 'bad' } });
      await server.ok(LiveSetStatus, { input: { sessionId: s.id, status: 'DONE' } });

      await all.waitFor(3);
      await Promise.all([ofOther.waitFor(1), teamA.waitFor(2)]);
      expect(all.items.map((r) => r.sessionStatusChanged)).toMatchObject([
        { __typename: 'SessionStatusChangedEvent', sessionId: s.id, offset: 2, status: 'WORKING', previousStatus: 'IDLE', statusReason: null },
        { sessionId: other.id, offset: 2, status: 'ERROR', previousStatus: 'IDLE', statusReason: 'bad' },
        { sessionId: s.id, offset: 3, status: 'DONE', previousStatus: 'WORKING' },
      ]);
      expect(ofOther.items.map((r) => r.sessionStatusChanged.status)).toEqual(['ERROR']);
      expect(teamA.items.map((r) => r.sessionStatusChanged.status)).toEqual(['WORKING', 'DONE']);
      for (const sub of [all, ofOther, teamA]) sub.unsubscribe();
    });

    it('invalid filters are refused at subscribe time with a clear error', async () => {
      const deep = (n: number): Record<string, unknown> => (n === 0 ? { leaf: 1 } : { d: deep(n - 1) });
      const cases: {
        name: string;
        doc: Parameters<LiveClient['subscribe']>[0];
        variables: Record<string, unknown>;
        code: string;
        message: RegExp;
      }[] = [
        { name: 'empty roles', doc: LiveMessageAdded, variables: { filter: { roles: [] } }, code: 'BAD_USER_INPUT', message: /roles/ },
        { name: 'empty roles (updated)', doc: LiveMessageUpdated, variables: { filter: { roles: [] } }, code: 'BAD_USER_INPUT', message: /roles/ },
        {
          name: 'metadata too deep',
          doc: LiveMetaUpdated,
          variables: { filter: { metadata: deep(40) } },
          code: 'BAD_USER_INPUT',
          message: /deep|nest/i,
        },
        {
          name: 'metadata too deep (created)',
          doc: LiveSessionCreated,
          variables: { filter: { metadata: deep(40) } },
          code: 'BAD_USER_INPUT',
          message: /deep|nest/i,
        },
        { name: 'empty sessionId', doc: LiveStatusChanged, variables: { filter: { sessionId: '' } }, code: 'BAD_USER_INPUT', message: /sessionId/ },
        { name: 'unknown role', doc: LiveMessageAdded, variables: { filter: { roles: ['ROBOT'] } }, code: 'BAD_USER_INPUT', message: /ROBOT/ },
        { name: 'unknown field', doc: LiveSessionCreated, variables: { filter: { sessionId: 'x' } }, code: 'BAD_USER_INPUT', message: /sessionId/ },
        {
          name: 'metadata not an object',
          doc: LiveSessionDeleted,
          variables: { filter: { metadata: [1, 2] } },
          code: 'BAD_USER_INPUT',
          message: /metadata|JSONObject|object/i,
        },
      ];
      const before = busListeners(server);
      const observed: Record<string, string | undefined> = {};
      for (const c of cases) {
        const sub = client.subscribe(c.doc, c.variables);
        const error = await sub.waitForError();
        observed[c.name] = error.extensions?.code;
        expect(error.message, c.name).toMatch(c.message);
        await sub.waitForEnd();
        expect(sub.items, c.name).toEqual([]);
      }
      expect(observed).toEqual(Object.fromEntries(cases.map((c) => [c.name, c.code])));
      // Nothing was left registered on the bus by the refused subscriptions.
      expect(busListeners(server)).toBe(before);
    });

    it('an unknown filter field is a GraphQL validation error in the document', async () => {
      const sub = client.subscribe(
        // Not a typed document: codegen would refuse it, which is the point.
        parse('subscription { sessionCreated(filter: { sessionId: "x" }) { sessionId } }'),
        {},
      );
      const error = await sub.waitForError();
      expect(error.message).toMatch(/sessionId/);
      expect(error.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(sub.items).toEqual([]);
    });
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
