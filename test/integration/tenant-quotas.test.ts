// Issue 20, mechanism 5 (SPEC §12): per-tenant caps answer QUOTA_EXCEEDED, with
// `extensions.quota` naming the cap and `extensions.limit` its value, and store nothing:
//   - LLM_MAX_OPEN_REQUESTS_PER_TENANT: an addContextItem whose trigger would open one more
//     request than the tenant may have open (or about to open) is refused;
//   - MAX_CONTEXT_BYTES_PER_SESSION: an addContextItem that would push the session's stored
//     context (its visible items) past the cap is refused; shrinking it is always allowed.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { createSession } from '../helpers/flow.js';
import { backends, errorCode, startServer, type GraphQLResponse, type TestServer } from '../helpers/server.js';

/** A query text and the shape of its data. */
type Doc<T> = string & { readonly data?: T };
const doc = <T>(query: string) => query as Doc<T>;

const ADD = doc<{ addContextItem: { offset: number } }>(`mutation ($input: AddContextItemInput!) { addContextItem(input: $input) { offset } }`);
type Read = {
  session: { lastOffset: number; context: { items: { offset: number }[]; openRequest: { offset: number } | null } };
};
const READ = doc<Read>(
  `query ($id: ID!) { session(id: $id) { lastOffset context { items { offset } openRequest { offset } nextRequestAt pendingTriggerOffset } } }`,
);
const SETTLE = doc<{ settleLlmRequest: { settled: boolean } }>(
  `mutation ($input: SettleLlmRequestInput!) { settleLlmRequest(input: $input) { settled } }`,
);

const MAX_OPEN = 2;
const MAX_CONTEXT_BYTES = 64 * 1024;
const KB20 = 'x'.repeat(20 * 1024);

for (const backend of backends()) {
  describe(`per-tenant caps (${backend})`, { timeout: 60_000 }, () => {
    let server: TestServer;
    let alice: Record<string, string>;
    let bob: Record<string, string>;
    beforeAll(async () => {
      server = await startServer({
        backend,
        config: {
          auth: { jwtSecret: TEST_SECRET },
          llm: { debounceMs: 0, sweepIntervalMs: 50, requestTtlMs: 600_000, maxOpenRequestsPerTenant: MAX_OPEN },
          limits: { maxContextBytesPerSession: MAX_CONTEXT_BYTES },
        },
      });
      alice = bearer(await hs256Token({ sub: 'alice' }));
      bob = bearer(await hs256Token({ sub: 'bob' }));
    });
    afterAll(async () => {
      await server?.stop();
    });

    const call = <T>(query: Doc<T>, variables: Record<string, unknown>, headers: Record<string, string>) =>
      server.request<T, Record<string, unknown>>(query, variables, headers);
    const ok = async <T>(query: Doc<T>, variables: Record<string, unknown>, headers: Record<string, string>): Promise<T> => {
      const result = await call<T>(query, variables, headers);
      if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
      return result.data as T;
    };
    const newSession = async (as: Record<string, string>) => (await createSession(server, {}, as)).id;
    const add = (as: Record<string, string>, sessionId: string, item: Record<string, unknown>) => call(ADD, { input: { sessionId, item } }, as);
    const read = async (as: Record<string, string>, id: string) => (await ok(READ, { id }, as)).session;
    const openRequest = async (as: Record<string, string>, id: string) => {
      return vi.waitFor(
        async () => {
          const offset = (await read(as, id)).context.openRequest?.offset;
          if (offset === undefined) throw new Error(`a request opens in ${id}`);
          return offset;
        },
        { timeout: 10_000, interval: 20 },
      );
    };
    const expectQuota = (result: GraphQLResponse<unknown>, quota: string, limit: number) => {
      expect(errorCode(result)).toBe('QUOTA_EXCEEDED');
      expect(result.errors![0]!.extensions).toMatchObject({ quota, limit });
    };

    it('LLM_MAX_OPEN_REQUESTS_PER_TENANT: the item that would open one request too many is refused and nothing is stored', async () => {
      const busy = [await newSession(alice), await newSession(alice)];
      for (const id of busy) expect((await add(alice, id, { role: 'USER', content: 'work' })).errors).toBeUndefined();
      await openRequest(alice, busy[0]!);

      const third = await newSession(alice);
      const before = await read(alice, third);
      expectQuota(await add(alice, third, { role: 'USER', content: 'one too many' }), 'openLlmRequestsPerTenant', MAX_OPEN);
      // Nothing stored: no event, no item, no request scheduled.
      expect(await read(alice, third)).toEqual(before);

      // What opens no request passes; so does input to a session whose turn is already open.
      expect((await add(alice, third, { role: 'SYSTEM', content: 'rules' })).errors).toBeUndefined();
      expect((await add(alice, third, { role: 'USER', content: 'later', llmRequestPolicy: 'DONT_TRIGGER_REQUEST' })).errors).toBeUndefined();
      expect((await add(alice, busy[0]!, { role: 'USER', content: 'and also' })).errors).toBeUndefined();
      // Another tenant has its own count.
      expect((await add(bob, await newSession(bob), { role: 'USER', content: 'mine' })).errors).toBeUndefined();

      // Once one of the tenant's requests settles (and nothing waits behind it), a new turn may open.
      const settled = await ok(
        SETTLE,
        { input: { sessionId: busy[1]!, requestOffset: await openRequest(alice, busy[1]!), result: { succeeded: { text: 'ok' } } } },
        alice,
      );
      expect(settled.settleLlmRequest.settled).toBe(true);
      expect((await add(alice, third, { role: 'USER', content: 'now' })).errors).toBeUndefined();
    });

    it('MAX_CONTEXT_BYTES_PER_SESSION: an item that would push the stored context past the cap is refused; a compaction that shrinks it is allowed', async () => {
      const id = await newSession(alice);
      const note = (content: string, extra: Record<string, unknown> = {}) => ({
        role: 'DEVELOPER',
        content,
        llmRequestPolicy: 'DONT_TRIGGER_REQUEST',
        ...extra,
      });
      for (let i = 0; i < 3; i++) expect((await add(alice, id, note(KB20))).errors).toBeUndefined();
      const before = await read(alice, id);
      expect(before.context.items).toHaveLength(3);

      expectQuota(await add(alice, id, note(KB20)), 'contextBytesPerSession', MAX_CONTEXT_BYTES);
      expect(await read(alice, id)).toEqual(before);

      // A compaction replaces the history with a short summary: the context shrinks, and there is room again.
      expect(
        (await add(alice, id, note('summary of the notes', { compaction: { replacesHistoryThrough: before.lastOffset } }))).errors,
      ).toBeUndefined();
      expect((await read(alice, id)).context.items).toHaveLength(1);
      expect((await add(alice, id, note(KB20))).errors).toBeUndefined();
      expect((await read(alice, id)).context.items).toHaveLength(2);
    });
  });
}
