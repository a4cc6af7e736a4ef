// Issue 20, W5 (SPEC §12): a credential with the `worker` scope (a JWT `scope` claim or an API
// key's `scopes`) serves every tenant's LLM requests — claimableLlmRequests, claim, release,
// chunks, settle, the LLM trigger subscriptions, LlmRequest.prompt — and nothing else: every
// other operation answers FORBIDDEN and changes nothing. A tenant credential keeps reaching
// only its own tenant's requests.
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, hs256Token, newApiKey, TEST_SECRET, tempDir, writeApiKeysFile, wsConnect } from '../helpers/auth.js';
import { busListeners, waitForListeners } from '../helpers/clients.js';
import { CreateSession } from '../helpers/documents.js';
import { createSession } from '../helpers/flow.js';
import { download, upload } from '../helpers/uploads.js';
import { transportBackends, errorCode, startServer, type GraphQLResponse, type TestServer } from '../helpers/server.js';

/** A query text and the shape of its data. */
type Doc<T> = string & { readonly data?: T };
const doc = <T>(query: string) => query as Doc<T>;
type Listed = { sessionId: string; offset: number; claimedBy: string | null };

const ADD = doc<{ addContextItem: { offset: number } }>(`mutation ($input: AddContextItemInput!) { addContextItem(input: $input) { offset } }`);
const READ = doc<{
  session: { title: string; context: { items: { role: string; content: string }[]; openRequest: { offset: number } | null } };
}>(`query ($id: ID!) { session(id: $id) { title context { items { role content } openRequest { offset } } } }`);
const CLAIMABLE = doc<{ claimableLlmRequests: Listed[] }>(`{ claimableLlmRequests(limit: 50) { sessionId offset claimedBy } }`);
const CLAIM = doc<{ claimLlmRequest: { claimed: boolean; request: unknown } }>(`mutation ($input: ClaimLlmRequestInput!) {
  claimLlmRequest(input: $input) { claimed request { sessionId offset claimedBy prompt { role content } } }
}`);
const RELEASE = doc<{ releaseLlmRequest: { released: boolean } }>(
  `mutation ($input: ReleaseLlmRequestInput!) { releaseLlmRequest(input: $input) { released } }`,
);
const CHUNK = doc<{ appendLlmResponseChunk: { accepted: boolean } }>(
  `mutation ($input: AppendLlmResponseChunkInput!) { appendLlmResponseChunk(input: $input) { accepted } }`,
);
const SETTLE = doc<{ settleLlmRequest: { settled: boolean } }>(
  `mutation ($input: SettleLlmRequestInput!) { settleLlmRequest(input: $input) { settled } }`,
);

for (const backend of transportBackends()) {
  describe(`the worker scope (${backend})`, { timeout: 60_000 }, () => {
    let server: TestServer;
    const workerKey = newApiKey('wk');
    const token = (claims: Parameters<typeof hs256Token>[0]) => hs256Token(claims);
    let alice: Record<string, string>;
    let bob: Record<string, string>;
    let workerJwt: string;
    let worker: Record<string, string>;
    const workerByKey = { 'x-api-key': workerKey };

    beforeAll(async () => {
      const apiKeysFile = writeApiKeysFile(tempDir('worker-scope-'), [{ key: workerKey, subject: 'worker-by-key', scopes: ['worker'] }]);
      server = await startServer({
        backend,
        config: { auth: { jwtSecret: TEST_SECRET, apiKeysFile }, llm: { debounceMs: 0, sweepIntervalMs: 50, requestTtlMs: 600_000 } },
      });
      alice = bearer(await token({ sub: 'alice' }));
      bob = bearer(await token({ sub: 'bob' }));
      // A worker token needs no tenant claim: it belongs to no tenant.
      workerJwt = await token({ sub: 'worker-1', scope: 'worker' });
      worker = bearer(workerJwt);
    });
    afterAll(async () => {
      await server?.stop();
    });

    const call = <T>(query: Doc<T> | string, variables: Record<string, unknown>, headers: Record<string, string>) =>
      server.request<T, Record<string, unknown>>(query, variables, headers);
    const ok = async <T>(query: Doc<T>, variables: Record<string, unknown>, headers: Record<string, string>): Promise<T> => {
      const result = await call<T>(query, variables, headers);
      if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
      return result.data as T;
    };
    /** A session of the tenant `as` with an open request; its id and the request's offset. */
    const openTurn = async (as: Record<string, string>, content: string) => {
      const { id } = await createSession(server, { title: 'mine' }, as);
      await ok(ADD, { input: { sessionId: id, item: { role: 'USER', content } } }, as);
      const offset = await vi.waitFor(
        async () => {
          const open = (await ok(READ, { id }, as)).session.context.openRequest?.offset;
          if (open === undefined) throw new Error(`a request opens in ${id}`);
          return open;
        },
        { timeout: 10_000, interval: 20 },
      );
      return { id, offset };
    };

    it("runs whole turns for two tenants' sessions: hears them, lists, claims, reads the prompt, streams, settles", async () => {
      const heard: string[] = [];
      const listeners = busListeners(server);
      const ws = wsConnect(server.wsUrl, { token: workerJwt });
      ws.client.subscribe(
        { query: 'subscription { llmRequestRequested { sessionId offset } }' },
        {
          next: (v) => heard.push((v.data as { llmRequestRequested: { sessionId: string } }).llmRequestRequested.sessionId),
          error: () => {},
          complete: () => {},
        },
      );
      expect(await ws.outcome).toEqual({ connected: true });
      await waitForListeners(server, listeners + 1);

      const a = await openTurn(alice, 'hello from alice');
      const b = await openTurn(bob, 'hello from bob');
      await expect.poll(() => heard, { message: 'the worker hears both requests' }).toEqual(expect.arrayContaining([a.id, b.id]));
      await ws.client.dispose();

      const listed = (await ok(CLAIMABLE, {}, worker)).claimableLlmRequests;
      expect(listed.map((r) => r.sessionId)).toEqual(expect.arrayContaining([a.id, b.id]));

      for (const [turn, as, who, text] of [
        [a, worker, 'worker-1', 'hello from alice'],
        [b, workerByKey, 'worker-by-key', 'hello from bob'],
      ] as const) {
        const target = { sessionId: turn.id, requestOffset: turn.offset, workerId: who };
        const claim = (await ok(CLAIM, { input: target }, as)).claimLlmRequest;
        expect(claim).toEqual({
          claimed: true,
          request: { sessionId: turn.id, offset: turn.offset, claimedBy: who, prompt: [{ role: 'USER', content: text }] },
        });
        expect((await ok(CHUNK, { input: { ...target, sequence: 0, chunk: 'hi ' } }, as)).appendLlmResponseChunk.accepted).toBe(true);
        const settled = await ok(
          SETTLE,
          { input: { sessionId: turn.id, requestOffset: turn.offset, result: { succeeded: { text: `answer to ${text}` } } } },
          as,
        );
        expect(settled.settleLlmRequest.settled).toBe(true);
      }
      // A claim released by its holder, on a fresh turn.
      const c = await openTurn(alice, 'again');
      const target = { sessionId: c.id, requestOffset: c.offset, workerId: 'worker-1' };
      expect((await ok(CLAIM, { input: target }, worker)).claimLlmRequest.claimed).toBe(true);
      expect((await ok(RELEASE, { input: target }, worker)).releaseLlmRequest.released).toBe(true);

      // Each tenant sees the answer in its own session.
      expect((await ok(READ, { id: a.id }, alice)).session.context.items).toEqual([
        { role: 'USER', content: 'hello from alice' },
        { role: 'ASSISTANT', content: 'answer to hello from alice' },
      ]);
      expect((await ok(READ, { id: b.id }, bob)).session.context.items).toEqual([
        { role: 'USER', content: 'hello from bob' },
        { role: 'ASSISTANT', content: 'answer to hello from bob' },
      ]);
    });

    it('every other operation answers FORBIDDEN to a worker credential and changes nothing', async () => {
      const a = await openTurn(alice, 'keep me');
      const forbidden: [string, string, Record<string, unknown>][] = [
        ['createSession', print(CreateSession), { input: { title: 'mine' } }],
        ['deleteSession', `mutation ($id: ID!) { deleteSession(input: { sessionId: $id }) { deleted } }`, { id: a.id }],
        ['setSessionMeta', `mutation ($id: ID!) { setSessionMeta(input: { sessionId: $id, title: "taken" }) { session { id } } }`, { id: a.id }],
        ['session (the transcript)', `query ($id: ID!) { session(id: $id) { title messages(last: 5) { nodes { id } } } }`, { id: a.id }],
        ['sessions', `{ sessions(first: 5) { nodes { id } } }`, {}],
        ['addContextItem', ADD, { input: { sessionId: a.id, item: { role: 'USER', content: 'injected' } } }],
        ['configStatus', `{ configStatus { lastOutcome } }`, {}],
        // One forbidden field makes the whole operation refused, the allowed ones included.
        ['a mixed document', `{ claimableLlmRequests { offset } sessions(first: 1) { nodes { id } } }`, {}],
        ['a field through a fragment', `query { ...F } fragment F on Query { sessions(first: 1) { nodes { id } } }`, {}],
      ];
      for (const headers of [worker, workerByKey]) {
        for (const [name, query, variables] of forbidden) {
          const result: GraphQLResponse<unknown> = await call(query, variables, headers);
          expect({ name, code: errorCode(result), data: result.data ?? null }).toEqual({ name, code: 'FORBIDDEN', data: null });
        }
      }
      for (const headers of [worker, workerByKey]) {
        const ws = wsConnect(server.wsUrl, headers === worker ? { token: workerJwt } : { apiKey: workerKey });
        const outcome = await new Promise<unknown>((resolve) => {
          ws.client.subscribe(
            { query: 'subscription ($id: ID!) { sessionEvents(sessionId: $id) { offset } }', variables: { id: a.id } },
            { next: resolve, error: resolve, complete: () => resolve('complete') },
          );
        });
        expect(JSON.stringify(outcome)).toContain('FORBIDDEN');
        await ws.client.dispose();
      }
      // Nothing changed: the session, its title, its context and its open request are as they were.
      const after = (await ok(READ, { id: a.id }, alice)).session;
      expect(after).toEqual({ title: 'mine', context: { items: [{ role: 'USER', content: 'keep me' }], openRequest: { offset: a.offset } } });
    });

    it("a worker credential cannot download a tenant's attachment over HTTP", async () => {
      const { id } = await createSession(server, { title: 'mine' }, alice);
      const attachment = await upload(server.url, { sessionId: id, bytes: 'tenant secret', name: 'secret.txt', headers: alice });
      expect((await download(attachment.url, alice)).status).toBe(200);
      for (const as of [worker, workerByKey]) {
        const refused = await download(attachment.url, as);
        expect(refused.status).not.toBe(200);
        expect(new TextDecoder().decode(refused.bytes)).not.toContain('tenant secret');
      }
    });

    it("a tenant credential cannot use the worker operations on another tenant's sessions", async () => {
      const a = await openTurn(alice, 'private');
      const target = { sessionId: a.id, requestOffset: a.offset, workerId: 'bob-worker' };
      for (const [query, variables] of [
        [CLAIM, { input: target }],
        [RELEASE, { input: target }],
        [CHUNK, { input: { ...target, sequence: 0, chunk: 'x' } }],
        [SETTLE, { input: { sessionId: a.id, requestOffset: a.offset, result: { succeeded: { text: 'hijacked' } } } }],
      ] as const) {
        expect(errorCode(await call(query, variables, bob))).toBe('NOT_FOUND');
      }
      const bobsList = (await ok(CLAIMABLE, {}, bob)).claimableLlmRequests;
      expect(bobsList.map((r) => r.sessionId)).not.toContain(a.id);
      // Alice's request is still open and unclaimed.
      const listed = (await ok(CLAIMABLE, {}, alice)).claimableLlmRequests;
      expect(listed.find((r) => r.sessionId === a.id)).toEqual({ sessionId: a.id, offset: a.offset, claimedBy: null });
    });
  });
}
