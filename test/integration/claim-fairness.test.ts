// Issue 20, W4 (SPEC §12): claims are served fairly between tenants. The work list
// (claimableLlmRequests) goes round-robin by tenant — a tenant's oldest request first, then
// the next tenant's, … — counting the requests a tenant already has in workers' hands, so one
// tenant's burst does not push another tenant's turn back. LLM_MAX_CLAIMED_PER_TENANT caps how
// many of one tenant's requests workers hold at once.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { createSession } from '../helpers/flow.js';
import { backends, startServer } from '../helpers/server.js';

/** A query text and the shape of its data. */
type Doc<T> = string & { readonly data?: T };
const doc = <T>(query: string) => query as Doc<T>;
type Request = { sessionId: string; offset: number };

const ADD = doc<unknown>(`mutation ($input: AddContextItemInput!) { addContextItem(input: $input) { offset } }`);
const OPEN = doc<{ session: { context: { openRequest: { offset: number } | null } } }>(
  `query ($id: ID!) { session(id: $id) { context { openRequest { offset } } } }`,
);
const CLAIMABLE = doc<{ claimableLlmRequests: Request[] }>(`query ($limit: Int) { claimableLlmRequests(limit: $limit) { sessionId offset } }`);
const CLAIM = doc<{ claimLlmRequest: { claimed: boolean; request: { claimedBy: string | null } | null } }>(
  `mutation ($input: ClaimLlmRequestInput!) { claimLlmRequest(input: $input) { claimed request { claimedBy } } }`,
);
const SETTLE = doc<unknown>(`mutation ($input: SettleLlmRequestInput!) { settleLlmRequest(input: $input) { settled } }`);

/** A server with authentication, a worker credential and two tenants. */
async function tenantsAndWorker(backend: Parameters<typeof startServer>[0]['backend'], llm: Record<string, unknown>) {
  const server = await startServer({
    backend,
    config: { auth: { jwtSecret: TEST_SECRET }, llm: { debounceMs: 0, sweepIntervalMs: 50, requestTtlMs: 600_000, ...llm } },
  });
  const [alice, bob, worker] = await Promise.all([
    hs256Token({ sub: 'alice' }),
    hs256Token({ sub: 'bob' }),
    hs256Token({ sub: 'worker-1', scope: 'worker' }),
  ]);
  const ok = async <T>(query: Doc<T>, variables: Record<string, unknown>, token: string): Promise<T> => {
    const result = await server.request<T, Record<string, unknown>>(query, variables, bearer(token));
    if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
    return result.data as T;
  };
  /** Opens `count` requests of one tenant (one session each), oldest first; resolves once all are open. */
  const openRequests = async (token: string, count: number): Promise<Request[]> => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const { id } = await createSession(server, {}, bearer(token));
      await ok(ADD, { input: { sessionId: id, item: { role: 'USER', content: `turn ${i}` } } }, token);
      ids.push(id);
    }
    const open: Request[] = [];
    for (const id of ids) {
      open.push(
        await vi.waitFor(
          async () => {
            const offset = (await ok(OPEN, { id }, token)).session.context.openRequest?.offset;
            if (offset === undefined) throw new Error(`a request opens in ${id}`);
            return { sessionId: id, offset };
          },
          { timeout: 10_000, interval: 20 },
        ),
      );
    }
    return open;
  };
  const claim = async (r: Request) =>
    (await ok(CLAIM, { input: { sessionId: r.sessionId, requestOffset: r.offset, workerId: 'worker-1' } }, worker)).claimLlmRequest;
  /** What the worker would claim next: the front of its work list. */
  const front = async (limit = 1) => (await ok(CLAIMABLE, { limit }, worker)).claimableLlmRequests;
  const settle = (r: Request) =>
    ok(SETTLE, { input: { sessionId: r.sessionId, requestOffset: r.offset, result: { succeeded: { text: 'done' } } } }, worker);
  return { server, alice, bob, openRequests, claim, front, settle };
}

for (const backend of backends()) {
  describe(`claims are served round-robin by tenant (${backend})`, { timeout: 90_000 }, () => {
    let world: Awaited<ReturnType<typeof tenantsAndWorker>>;
    beforeAll(async () => {
      world = await tenantsAndWorker(backend, {});
    });
    afterAll(async () => {
      await world?.server.stop();
    });

    it("tenant A opens 10 requests, then tenant B one: a worker claiming in order gets B's within its first 2 claims", async () => {
      const a = await world.openRequests(world.alice, 10);
      const [b] = await world.openRequests(world.bob, 1);
      const claimed: string[] = [];
      for (let i = 0; i < 2; i++) {
        const [next] = await world.front();
        expect((await world.claim(next!)).claimed).toBe(true);
        claimed.push(next!.sessionId);
      }
      expect(claimed).toContain(b!.sessionId);
      // The rest of A's burst follows, oldest first.
      const rest = (await world.front(20)).map((r) => r.sessionId);
      expect(rest).toEqual(a.map((r) => r.sessionId).filter((id) => !claimed.includes(id)));
    });
  });

  describe(`LLM_MAX_CLAIMED_PER_TENANT (${backend})`, { timeout: 90_000 }, () => {
    let world: Awaited<ReturnType<typeof tenantsAndWorker>>;
    beforeAll(async () => {
      world = await tenantsAndWorker(backend, { maxClaimedPerTenant: 2 });
    });
    afterAll(async () => {
      await world?.server.stop();
    });

    it('a tenant with 2 requests claimed gets no more claimed (nor listed) until one settles; other tenants are not held back', async () => {
      const [a1, a2, a3, a4] = await world.openRequests(world.alice, 4);
      const [b1] = await world.openRequests(world.bob, 1);
      expect((await world.claim(a1!)).claimed).toBe(true);
      expect((await world.claim(a2!)).claimed).toBe(true);
      expect(await world.claim(a3!)).toEqual({ claimed: false, request: { claimedBy: null } });
      // The work list offers only what may be claimed: B's request, none of A's.
      expect((await world.front(10)).map((r) => r.sessionId)).toEqual([b1!.sessionId]);
      expect((await world.claim(b1!)).claimed).toBe(true);
      // A renewal of a claim already held is not a new claim.
      expect((await world.claim(a2!)).claimed).toBe(true);

      await world.settle(a1!);
      expect((await world.front(10)).map((r) => r.sessionId)).toEqual([a3!.sessionId]);
      expect((await world.claim(a3!)).claimed).toBe(true);
      expect((await world.claim(a4!)).claimed).toBe(false);
    });
  });
}
