// Tenant isolation (issue 5, SPEC §7): two tenants, alice and bob, with auth on. For every
// query, mutation and subscription of the API, nothing of alice's is visible to or changeable
// by bob — on HTTP and over WebSocket — and another tenant's session behaves exactly as if it
// did not exist (null / NOT_FOUND / deleted: false; ensureSession never hands it over). An
// admin-scope token sees both tenants.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient as createSseClient } from 'graphql-sse';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { graphql } from '../gql/index.js';
import { bearer, hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { busListeners, waitForListeners } from '../helpers/clients.js';
import { createSession } from '../helpers/flow.js';
import { backends, startServer, type GraphQLResponse, type TestServer } from '../helpers/server.js';

// ---------------------------------------------------------------- documents

// createSession over each transport (HTTP and WebSocket) is under test: the tenant it stamps.
const IsoCreate = graphql(`
  mutation IsoCreate($input: CreateSessionInput!) {
    createSession(input: $input) {
      session {
        id
        metadata
      }
    }
  }
`);

const IsoEnsure = graphql(`
  mutation IsoEnsure($input: EnsureSessionInput!) {
    ensureSession(input: $input) {
      created
      session {
        id
        title
        metadata
      }
    }
  }
`);

const IsoDelete = graphql(`
  mutation IsoDelete($input: DeleteSessionInput!) {
    deleteSession(input: $input) {
      deleted
    }
  }
`);

const IsoFork = graphql(`
  mutation IsoFork($input: ForkSessionInput!) {
    forkSession(input: $input) {
      session {
        id
        metadata
        forkedFrom
      }
    }
  }
`);

const IsoSetMeta = graphql(`
  mutation IsoSetMeta($input: SetSessionMetaInput!) {
    setSessionMeta(input: $input) {
      session {
        id
        title
        metadata
      }
    }
  }
`);

const IsoSetStatus = graphql(`
  mutation IsoSetStatus($input: SetSessionStatusInput!) {
    setSessionStatus(input: $input) {
      status
      previousStatus
    }
  }
`);

const IsoSetLeaf = graphql(`
  mutation IsoSetLeaf($input: SetActiveLeafInput!) {
    setActiveLeaf(input: $input) {
      activeLeafId
    }
  }
`);

const IsoAppend = graphql(`
  mutation IsoAppend($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      created
      entry {
        entryId
        sessionId
      }
      session {
        id
        lastOffset
      }
    }
  }
`);

const IsoAppendMany = graphql(`
  mutation IsoAppendMany($input: AppendMessagesInput!) {
    appendMessages(input: $input) {
      lastEntryId
    }
  }
`);

const IsoUpdate = graphql(`
  mutation IsoUpdate($input: UpdateMessageInput!) {
    updateMessage(input: $input) {
      updated
      revision
    }
  }
`);

const IsoAddItem = graphql(`
  mutation IsoAddItem($input: AddContextItemInput!) {
    addContextItem(input: $input) {
      offset
    }
  }
`);

const IsoChunk = graphql(`
  mutation IsoChunk($input: AppendLlmResponseChunkInput!) {
    appendLlmResponseChunk(input: $input) {
      accepted
    }
  }
`);

const IsoSettle = graphql(`
  mutation IsoSettle($input: SettleLlmRequestInput!) {
    settleLlmRequest(input: $input) {
      settled
      offset
    }
  }
`);

const IsoRead = graphql(`
  query IsoRead($id: ID!, $entryId: ID!) {
    session(id: $id) {
      id
      metadata
      messages(first: 50, includeCustom: true) {
        nodes {
          entryId
        }
      }
      entry(id: $entryId) {
        entryId
      }
      events(first: 500) {
        nodes {
          offset
        }
      }
      context {
        items {
          offset
          content
        }
        openRequest {
          offset
        }
      }
    }
    entry(sessionId: $id, id: $entryId) {
      entryId
    }
  }
`);

const IsoList = graphql(`
  query IsoList($metadata: JSONObject, $status: SessionStatus) {
    sessions(first: 500, metadata: $metadata, status: $status) {
      nodes {
        id
        metadata
      }
      edges {
        cursor
      }
    }
  }
`);

const IsoSnapshot = graphql(`
  query IsoSnapshot($id: ID!) {
    session(id: $id) {
      ...SessionFields
      messages(first: 500, includeCustom: true) {
        nodes {
          entryId
          revision
        }
      }
      events(first: 500) {
        nodes {
          offset
          type
        }
      }
      context {
        items {
          offset
          content
        }
        openRequest {
          offset
        }
        pendingTriggerOffset
        lastRequestOffset
      }
    }
  }
`);

const IsoNode = graphql(`
  query IsoNode($id: ID!) {
    node(id: $id) {
      id
    }
  }
`);

const IsoEntryGlobalId = graphql(`
  query IsoEntryGlobalId($id: ID!, $entryId: ID!) {
    entry(sessionId: $id, id: $entryId) {
      id
    }
  }
`);

const IsoOwnEntry = graphql(`
  query IsoOwnEntry($id: ID!, $entryId: ID!) {
    session(id: $id) {
      entry(id: $entryId) {
        entryId
      }
    }
  }
`);

// Subscriptions (each selects sessionId so the receiver can be checked).
const SUBS = {
  sessionCreated: 'subscription IsoSubCreated($filter: SessionCreatedFilter) { sessionCreated(filter: $filter) { sessionId metadata } }',
  sessionDeleted: 'subscription IsoSubDeleted($filter: SessionFilter) { sessionDeleted(filter: $filter) { sessionId } }',
  messageAdded: 'subscription IsoSubAdded($filter: MessageFilter) { messageAdded(filter: $filter) { sessionId entryId } }',
  messageUpdated: 'subscription IsoSubUpdated($filter: MessageFilter) { messageUpdated(filter: $filter) { sessionId revision } }',
  sessionMetaUpdated: 'subscription IsoSubMeta($filter: SessionFilter) { sessionMetaUpdated(filter: $filter) { sessionId metadata } }',
  sessionStatusChanged: 'subscription IsoSubStatus($filter: SessionFilter) { sessionStatusChanged(filter: $filter) { sessionId status } }',
  llmRequestRequested: 'subscription IsoSubRequested($filter: SessionFilter) { llmRequestRequested(filter: $filter) { sessionId offset } }',
  llmRequestSettled: 'subscription IsoSubSettled($filter: SessionFilter) { llmRequestSettled(filter: $filter) { sessionId requestOffset } }',
} as const;
type Trigger = keyof typeof SUBS;
const TRIGGERS = Object.keys(SUBS) as Trigger[];

// ---------------------------------------------------------------- transports

type Result<T> = GraphQLResponse<T>;
type Exec = <T, V>(doc: TypedDocumentNode<T, V>, variables: V) => Promise<Result<T>>;

const httpExec =
  (server: TestServer, token: string): Exec =>
  (doc, variables) =>
    server.request(doc, variables, bearer(token));

function wsClient(server: TestServer, token: string): Client {
  return createClient({
    url: server.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: true,
    retryAttempts: 0,
    onNonLazyError: () => {},
  });
}

/** A query or mutation over graphql-ws: the single result (or the errors it ended with). */
const wsExec =
  (client: Client): Exec =>
  (doc, variables) =>
    new Promise((resolve) => {
      let last: Result<never> = {};
      client.subscribe(
        { query: print(doc), variables: variables as Record<string, unknown> },
        {
          next: (r) => (last = r as Result<never>),
          error: (e) => resolve({ errors: Array.isArray(e) ? e : [{ message: String((e as { reason?: string })?.reason ?? e) }] } as Result<never>),
          complete: () => resolve(last),
        },
      );
    });

interface Collected {
  items: Record<string, { sessionId: string } & Record<string, unknown>>[];
  errors: { message: string; extensions?: { code?: string } }[];
  done: boolean;
  stop: () => void;
}

/** What both subscription clients offer (graphql-ws over WebSocket, graphql-sse over HTTP). */
type SubClient = Pick<Client, 'subscribe' | 'dispose'>;

function sseClient(server: TestServer, token: string): SubClient {
  return createSseClient({ url: server.url, singleConnection: false, retryAttempts: 0, headers: { authorization: `Bearer ${token}` } });
}

const subClient = (transport: 'ws' | 'sse', server: TestServer, token: string): SubClient =>
  transport === 'ws' ? wsClient(server, token) : sseClient(server, token);

function collect(client: Pick<Client, 'subscribe'>, query: string, variables: Record<string, unknown> = {}): Collected {
  const c: Collected = { items: [], errors: [], done: false, stop: () => {} };
  c.stop = client.subscribe(
    { query, variables },
    {
      next: (r) => {
        if (r.errors) c.errors.push(...(r.errors as Collected['errors']));
        if (r.data) c.items.push(r.data as Collected['items'][number]);
      },
      error: (e) => {
        if (Array.isArray(e)) c.errors.push(...(e as Collected['errors']));
        else c.errors.push({ message: String((e as { reason?: string })?.reason ?? e) });
        c.done = true;
      },
      complete: () => (c.done = true),
    },
  );
  return c;
}

const sessionIdOf = (item: Collected['items'][number]) => (Object.values(item)[0] as { sessionId: string }).sessionId;

// ---------------------------------------------------------------- helpers

const text = (t: string) => ({ text: { text: t } });
const userMessage = (t: string) => ({ user: { content: [text(t)] } });
const codeOf = (r: Result<unknown>) => r.errors?.[0]?.extensions?.code;

function expectCode(r: Result<unknown>, code: string) {
  expect(codeOf(r), JSON.stringify(r)).toBe(code);
  // Nothing of the other tenant's session rides along in the error.
  expect(JSON.stringify(r)).not.toContain('alice-secret');
}

function ok<T>(r: Result<T>): T {
  if (r.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(r.errors)}`);
  return r.data as T;
}

for (const backend of backends()) {
  describe(`tenant isolation (${backend})`, () => {
    let server: TestServer;
    let aliceToken: string;
    let bobToken: string;
    let adminToken: string;
    let alice: Exec;
    let admin: Exec;
    const clients: SubClient[] = [];

    // alice's fixture session: a message, a custom entry, a branch, context items and an open request.
    let A: string;
    const M1 = 'alice-m1';
    const M2 = 'alice-m2';
    let requestOffset: number;

    beforeAll(async () => {
      server = await startServer({
        backend,
        config: { auth: { jwtSecret: TEST_SECRET }, llm: { debounceMs: 0, requestTtlMs: 600_000 } },
      });
      [aliceToken, bobToken, adminToken] = await Promise.all([
        hs256Token({ sub: 'alice' }),
        hs256Token({ sub: 'bob' }),
        hs256Token({ sub: 'operator', scope: 'admin' }),
      ]);
      alice = httpExec(server, aliceToken);
      admin = httpExec(server, adminToken);

      A = (await createSession(server, { title: 'alice-secret title', metadata: { project: 'x', note: 'alice-secret' } }, bearer(aliceToken))).id;
      ok(await alice(IsoAppend, { input: { sessionId: A, entryId: M1, message: userMessage('alice-secret hello') } }));
      ok(await alice(IsoAppend, { input: { sessionId: A, entryId: M2, message: userMessage('alice-secret second') } }));
      ok(await alice(IsoAppend, { input: { sessionId: A, custom: { customType: 'note', data: { s: 'alice-secret' } } } }));
      ok(await alice(IsoAddItem, { input: { sessionId: A, item: { role: 'USER', content: 'alice-secret context' } } }));
      requestOffset = await vi.waitFor(
        async () => {
          const offset = ok(await alice(IsoSnapshot, { id: A })).session?.context.openRequest?.offset ?? 0;
          if (offset <= 0) throw new Error('alice request opens');
          return offset;
        },
        { timeout: 10_000, interval: 20 },
      );
    });

    afterAll(async () => {
      await Promise.all(clients.map((c) => c.dispose()));
      await server?.stop();
    });

    const snapshot = async (id: string) => ok(await admin(IsoSnapshot, { id })).session;

    it('alice sees her own session, stamped with her tenant', async () => {
      const snap = ok(await alice(IsoSnapshot, { id: A })).session!;
      expect(snap.metadata).toEqual({ project: 'x', note: 'alice-secret', owner: 'alice' });
      expect(snap.messageCount).toBe(2);
    });

    for (const transport of ['http', 'ws'] as const) {
      describe(`bob over ${transport}`, () => {
        let bob: Exec;
        let B: string;
        let before: Awaited<ReturnType<typeof snapshot>>;

        beforeAll(async () => {
          if (transport === 'http') bob = httpExec(server, bobToken);
          else {
            const client = wsClient(server, bobToken);
            clients.push(client);
            bob = wsExec(client);
          }
          B = ok(await bob(IsoCreate, { input: { title: 'bob', metadata: { project: 'x' } } })).createSession.session.id;
          ok(await bob(IsoAppend, { input: { sessionId: B, entryId: `bob-m1-${transport}`, message: userMessage('bob') } }));
          before = await snapshot(A);
        });

        // Every step below must leave alice's session exactly as it was.
        const expectUntouched = async () => expect(await snapshot(A)).toEqual(before);

        it('session / entry / Session.messages, entry, events, context: null', async () => {
          const r = await bob(IsoRead, { id: A, entryId: M1 });
          expect(r.errors).toBeUndefined();
          expect(r.data).toEqual({ session: null, entry: null });
          // alice's entry id under bob's own session is unknown there too.
          expect(ok(await bob(IsoOwnEntry, { id: B, entryId: M1 })).session?.entry).toBeNull();
          expect(ok(await bob(IsoRead, { id: 'no-such-session', entryId: M1 }))).toEqual({ session: null, entry: null });
          // node(id:) hides alice's session and entries exactly like the other reads.
          const entryGlobalId = ok(await alice(IsoEntryGlobalId, { id: A, entryId: M1 })).entry!.id;
          expect(ok(await alice(IsoNode, { id: entryGlobalId })).node).toEqual({ id: entryGlobalId });
          expect(ok(await bob(IsoNode, { id: A })).node).toBeNull();
          expect(ok(await bob(IsoNode, { id: entryGlobalId })).node).toBeNull();
        });

        it('sessions: only his own; a metadata filter naming alice narrows, never widens', async () => {
          const ids = (r: Result<{ sessions: { nodes: { id: string; metadata: Record<string, unknown> }[] } | null }>) =>
            ok(r).sessions!.nodes.map((n) => n.id);
          const all = ok(await bob(IsoList, {})).sessions!.nodes;
          expect(all.map((n) => n.id)).toContain(B);
          expect(all.map((n) => n.id)).not.toContain(A);
          expect(all.every((n) => n.metadata.owner === 'bob')).toBe(true);
          expect(ids(await bob(IsoList, { metadata: { owner: 'alice' } }))).toEqual([]);
          expect(ids(await bob(IsoList, { metadata: { owner: 'alice', project: 'x' } }))).toEqual([]);
          expect(ids(await bob(IsoList, { metadata: { project: 'x' } }))).not.toContain(A);
          expect(ids(await bob(IsoList, { metadata: { project: 'x' } }))).toContain(B);
          expect(ids(await bob(IsoList, { metadata: { note: 'alice-secret' } }))).toEqual([]);
          expect(ids(await bob(IsoList, { status: 'IDLE' }))).not.toContain(A);
        });

        it('createSession: his tenant is stamped, whatever metadata he sends', async () => {
          const s = ok(await bob(IsoCreate, { input: { metadata: { owner: 'alice', project: 'x' } } })).createSession.session;
          expect(s.metadata).toEqual({ owner: 'bob', project: 'x' });
          expect(ok(await alice(IsoRead, { id: s.id, entryId: 'x' })).session).toBeNull();
          const bare = ok(await bob(IsoCreate, { input: {} })).createSession.session;
          expect(bare.metadata).toEqual({ owner: 'bob' });
        });

        it("ensureSession with alice's id: FORBIDDEN, nothing handed over, nothing changes", async () => {
          const r = await bob(IsoEnsure, { input: { id: A, title: 'hijack', metadata: { owner: 'bob' } } });
          expectCode(r, 'FORBIDDEN');
          expect(r.data ?? null).toBeNull();
          await expectUntouched();
          // A fresh id is his, stamped.
          const fresh = ok(await bob(IsoEnsure, { input: { id: `bob-ensured-${transport}`, metadata: { owner: 'alice' } } })).ensureSession;
          expect(fresh.created).toBe(true);
          expect(fresh.session.metadata).toEqual({ owner: 'bob' });
          // and alice cannot take it back.
          expectCode(await alice(IsoEnsure, { input: { id: `bob-ensured-${transport}` } }), 'FORBIDDEN');
        });

        it('deleteSession: deleted false, the session survives', async () => {
          expect(ok(await bob(IsoDelete, { input: { sessionId: A } })).deleteSession.deleted).toBe(false);
          await expectUntouched();
        });

        it('forkSession: NOT_FOUND, no fork appears anywhere', async () => {
          const countBefore = ok(await admin(IsoList, {})).sessions!.nodes.length;
          expectCode(await bob(IsoFork, { input: { sessionId: A, entryId: M1 } }), 'NOT_FOUND');
          expectCode(await bob(IsoFork, { input: { sessionId: A, entryId: 'unknown' } }), 'NOT_FOUND');
          expect(ok(await admin(IsoList, {})).sessions!.nodes.length).toBe(countBefore);
          await expectUntouched();
        });

        it('setSessionMeta / setSessionStatus / setActiveLeaf: NOT_FOUND', async () => {
          expectCode(await bob(IsoSetMeta, { input: { sessionId: A, title: 'x', metadata: { owner: 'bob' } } }), 'NOT_FOUND');
          expectCode(await bob(IsoSetMeta, { input: { sessionId: A } }), 'NOT_FOUND');
          expectCode(await bob(IsoSetStatus, { input: { sessionId: A, status: 'ERROR', reason: 'x' } }), 'NOT_FOUND');
          expectCode(await bob(IsoSetStatus, { input: { sessionId: A, status: 'IDLE' } }), 'NOT_FOUND');
          expectCode(await bob(IsoSetLeaf, { input: { sessionId: A, entryId: M1 } }), 'NOT_FOUND');
          await expectUntouched();
        });

        it("appendEntry (also replaying alice's entry id) / appendMessages / updateMessage: NOT_FOUND", async () => {
          expectCode(await bob(IsoAppend, { input: { sessionId: A, message: userMessage('x') } }), 'NOT_FOUND');
          // The idempotent-replay path must not hand out alice's entry.
          expectCode(await bob(IsoAppend, { input: { sessionId: A, entryId: M1, message: userMessage('x') } }), 'NOT_FOUND');
          expectCode(await bob(IsoAppend, { input: { sessionId: A, parentId: M1, custom: { customType: 'x' } } }), 'NOT_FOUND');
          expectCode(await bob(IsoAppendMany, { input: { sessionId: A, messages: [userMessage('x')] } }), 'NOT_FOUND');
          expectCode(await bob(IsoUpdate, { input: { sessionId: A, entryId: M1, content: [text('x')] } }), 'NOT_FOUND');
          expectCode(await bob(IsoUpdate, { input: { sessionId: A, entryId: M1, content: [text('x')], expectedRevision: 0 } }), 'NOT_FOUND');
          await expectUntouched();
        });

        it('addContextItem / appendLlmResponseChunk / settleLlmRequest: NOT_FOUND', async () => {
          expectCode(await bob(IsoAddItem, { input: { sessionId: A, item: { role: 'USER', content: 'x' } } }), 'NOT_FOUND');
          expectCode(
            await bob(IsoAddItem, { input: { sessionId: A, item: { role: 'USER', content: 'x', llmRequestPolicy: 'INTERRUPT_CURRENT_REQUEST' } } }),
            'NOT_FOUND',
          );
          expectCode(await bob(IsoChunk, { input: { sessionId: A, requestOffset, sequence: 0, chunk: 'injected' } }), 'NOT_FOUND');
          expectCode(await bob(IsoChunk, { input: { sessionId: A, requestOffset: requestOffset + 99, sequence: 0, chunk: 'x' } }), 'NOT_FOUND');
          expectCode(await bob(IsoSettle, { input: { sessionId: A, requestOffset, result: { succeeded: { text: 'injected' } } } }), 'NOT_FOUND');
          expectCode(await bob(IsoSettle, { input: { sessionId: A, requestOffset, result: { cancelled: { reason: 'EXPIRED' } } } }), 'NOT_FOUND');
          await expectUntouched();
        });

        it('alice does not see bob either', async () => {
          expect(ok(await alice(IsoRead, { id: B, entryId: `bob-m1-${transport}` }))).toEqual({ session: null, entry: null });
          expectCode(await alice(IsoSetStatus, { input: { sessionId: B, status: 'DONE' } }), 'NOT_FOUND');
          expect(ok(await alice(IsoDelete, { input: { sessionId: B } })).deleteSession.deleted).toBe(false);
        });
      });
    }

    it('setSessionMeta cannot remove or change the tenant key', async () => {
      const own = (await createSession(server, { metadata: { a: 1 } }, bearer(aliceToken))).id;
      const changed = ok(await alice(IsoSetMeta, { input: { sessionId: own, metadata: { owner: 'bob', a: 2 } } })).setSessionMeta.session;
      expect(changed.metadata).toEqual({ owner: 'alice', a: 2 });
      const emptied = ok(await alice(IsoSetMeta, { input: { sessionId: own, metadata: {} } })).setSessionMeta.session;
      expect(emptied.metadata).toEqual({ owner: 'alice' });
      const bobView = await httpExec(server, bobToken)(IsoRead, { id: own, entryId: 'x' });
      expect(ok(bobView).session).toBeNull();
    });

    it('forkSession of her own session stamps alice on the fork', async () => {
      const fork = ok(await alice(IsoFork, { input: { sessionId: A, entryId: M1 } })).forkSession.session;
      expect(fork.metadata.owner).toBe('alice');
      expect(fork.forkedFrom).toBe(A);
      expect(ok(await httpExec(server, bobToken)(IsoRead, { id: fork.id, entryId: M1 })).session).toBeNull();
    });

    it('the admin scope sees both tenants, and what it creates carries no tenant', async () => {
      const bobs = ok(await httpExec(server, bobToken)(IsoList, {})).sessions!.nodes.map((n) => n.id);
      const all = ok(await admin(IsoList, {})).sessions!.nodes;
      const ids = all.map((n) => n.id);
      expect(ids).toContain(A);
      for (const id of bobs) expect(ids).toContain(id);
      expect(new Set(all.map((n) => n.metadata.owner))).toEqual(new Set(['alice', 'bob']));
      expect(
        ok(await admin(IsoList, { metadata: { owner: 'bob' } }))
          .sessions!.nodes.map((n) => n.id)
          .sort(),
      ).toEqual([...bobs].sort());
      expect(ok(await admin(IsoRead, { id: A, entryId: M1 })).entry?.entryId).toBe(M1);
      const own = ok(await admin(IsoCreate, { input: { metadata: { owner: 'alice' } } })).createSession.session;
      expect(own.metadata).toEqual({ owner: 'alice' });
      expect(ok(await alice(IsoRead, { id: own.id, entryId: 'x' })).session?.id).toBe(own.id);
    });

    describe.each(['ws', 'sse'] as const)('subscriptions over %s', (transport) => {
      it("sessionEvents and llmResponseChunks of alice's session: NOT_FOUND for bob", async () => {
        const client = subClient(transport, server, bobToken);
        clients.push(client);
        for (const variables of [{ sessionId: A }, { sessionId: A, after: 0 }, { sessionId: A, after: 2 }]) {
          const sub = collect(
            client,
            'subscription IsoSubEvents($sessionId: ID!, $after: SafeInt) { sessionEvents(sessionId: $sessionId, after: $after) { offset sessionId } }',
            variables,
          );
          await vi.waitFor(
            () => {
              if (!sub.done && sub.errors.length === 0) throw new Error('sessionEvents did not end');
            },
            { timeout: 10_000, interval: 5 },
          );
          expect(sub.items).toEqual([]);
          expect(sub.errors[0]?.extensions?.code, JSON.stringify(sub.errors)).toBe('NOT_FOUND');
        }
        const chunks = collect(
          client,
          'subscription IsoSubChunks($sessionId: ID!, $requestOffset: SafeInt!) { llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) { sessionId chunk } }',
          { sessionId: A, requestOffset },
        );
        await vi.waitFor(
          () => {
            if (!chunks.done && chunks.errors.length === 0) throw new Error('llmResponseChunks did not end');
          },
          { timeout: 10_000, interval: 5 },
        );
        expect(chunks.items).toEqual([]);
        expect(chunks.errors[0]?.extensions?.code, JSON.stringify(chunks.errors)).toBe('NOT_FOUND');
        // Control: alice may subscribe to her own stream and replays it.
        const aliceClient = subClient(transport, server, aliceToken);
        clients.push(aliceClient);
        const own = collect(
          aliceClient,
          'subscription IsoSubEventsOwn($sessionId: ID!) { sessionEvents(sessionId: $sessionId, after: 0) { offset sessionId } }',
          {
            sessionId: A,
          },
        );
        await vi.waitFor(
          () => {
            if (own.items.length < 3) throw new Error(`alice replay: ${JSON.stringify(own)}`);
          },
          { timeout: 10_000, interval: 5 },
        );
        own.stop();
      });

      it("bob never receives alice's trigger events (unfiltered, by sessionId, by metadata); the admin receives both", async () => {
        const bobClient = subClient(transport, server, bobToken);
        const adminClient = subClient(transport, server, adminToken);
        clients.push(bobClient, adminClient);
        const aliceProbe = (await createSession(server, { title: 'probe' }, bearer(aliceToken))).id;
        const bobSubs: Record<string, Collected> = {};
        const adminSubs: Record<string, Collected> = {};
        const listeners = busListeners(server);
        for (const t of TRIGGERS) {
          bobSubs[`${t}:all`] = collect(bobClient, SUBS[t]);
          bobSubs[`${t}:owner`] = collect(bobClient, SUBS[t], { filter: { metadata: { owner: 'alice' } } });
          if (t !== 'sessionCreated') bobSubs[`${t}:session`] = collect(bobClient, SUBS[t], { filter: { sessionId: aliceProbe } });
          adminSubs[t] = collect(adminClient, SUBS[t]);
        }
        // Live once every subscription's listener is on the bus.
        await waitForListeners(server, listeners + Object.keys(bobSubs).length + TRIGGERS.length);
        for (const [name, sub] of Object.entries({ ...bobSubs, ...adminSubs })) expect(sub.errors, name).toEqual([]);

        // alice fires every trigger, on a fresh session and on the probe.
        const runAll = async (exec: Exec, owner: string) => {
          const s = ok(await exec(IsoCreate, { input: { title: `${owner}-t`, metadata: { project: 'x' } } })).createSession.session.id;
          const ids = [s];
          for (const id of owner === 'alice' ? [s, aliceProbe] : [s]) {
            const e = ok(await exec(IsoAppend, { input: { sessionId: id, message: userMessage(`${owner}-secret`) } })).appendEntry.entry.entryId;
            ok(await exec(IsoUpdate, { input: { sessionId: id, entryId: e, content: [text('edit')] } }));
            ok(await exec(IsoSetMeta, { input: { sessionId: id, title: 'changed' } }));
            ok(await exec(IsoSetStatus, { input: { sessionId: id, status: 'WORKING' } }));
            ok(await exec(IsoAddItem, { input: { sessionId: id, item: { role: 'USER', content: 'go' } } }));
            const offset = await vi.waitFor(
              async () => {
                const open = ok(await exec(IsoSnapshot, { id })).session?.context.openRequest?.offset ?? 0;
                if (open <= 0) throw new Error(`${owner} request opens`);
                return open;
              },
              { timeout: 10_000, interval: 20 },
            );
            ok(await exec(IsoChunk, { input: { sessionId: id, requestOffset: offset, sequence: 0, chunk: 'c' } }));
            expect(
              ok(await exec(IsoSettle, { input: { sessionId: id, requestOffset: offset, result: { succeeded: { text: 'done' } } } })).settleLlmRequest
                .settled,
            ).toBe(true);
          }
          expect(ok(await exec(IsoDelete, { input: { sessionId: s } })).deleteSession.deleted).toBe(true);
          return ids;
        };
        const aliceIds = [...(await runAll(alice, 'alice')), aliceProbe];
        // Then bob does the same on his own sessions: once his own events arrived, any of
        // alice's (published earlier, on the same bus) would have arrived before them.
        const bobIds = await runAll(httpExec(server, bobToken), 'bob');
        for (const t of TRIGGERS) {
          await vi.waitFor(
            () => {
              if (!bobSubs[`${t}:all`]!.items.some((i) => bobIds.includes(sessionIdOf(i))))
                throw new Error(`bob's own ${t} event: ${JSON.stringify(bobSubs[`${t}:all`])}`);
            },
            { timeout: 10_000, interval: 5 },
          );
          await vi.waitFor(
            () => {
              const items = adminSubs[t]!.items;
              if (!items.some((i) => aliceIds.includes(sessionIdOf(i))) || !items.some((i) => bobIds.includes(sessionIdOf(i))))
                throw new Error(`admin ${t}: ${JSON.stringify(adminSubs[t])}`);
            },
            { timeout: 10_000, interval: 5 },
          );
        }
        for (const [name, sub] of Object.entries(bobSubs)) {
          const leaked = sub.items.filter((i) => !sessionIdOf(i) || aliceIds.includes(sessionIdOf(i)) || JSON.stringify(i).includes('alice'));
          expect(leaked, `bob's ${name} received alice's events`).toEqual([]);
          expect(sub.errors, name).toEqual([]);
        }
        for (const sub of [...Object.values(bobSubs), ...Object.values(adminSubs)]) sub.stop();
      }, 60_000);
    });
  });
}
