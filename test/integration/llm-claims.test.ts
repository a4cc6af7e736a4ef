// SPEC §10 — model workers: the prompt pinned at a request's offset, claims with leases
// (first claim wins, renewal, lapse, release, chunks extend the holder's lease), the
// claimable work list, races between workers (also across two instances on one
// Postgres), and Session.usage totals kept in the settle transaction.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql } from '../gql/index.js';
import type { ContextItemInput } from '../gql/graphql.js';
import { createClient } from '@agent-conversations/client';
import { bearer, hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { createSession } from '../helpers/flow.js';
import { backends, createTestDatabase, dropTestDatabase, errorCode, startServer, testDatabaseUrl, type TestServer } from '../helpers/server.js';

const ClAdd = graphql(`
  mutation ClAdd($input: AddContextItemInput!) {
    addContextItem(input: $input) {
      offset
    }
  }
`);

const ClOpen = graphql(`
  query ClOpen($id: ID!) {
    session(id: $id) {
      context {
        prompt {
          offset
          role
          content
        }
        openRequest {
          offset
          sessionId
          claimedBy
          claimExpiresAt
          prompt {
            offset
            role
            content
          }
        }
      }
    }
  }
`);

const ClClaim = graphql(`
  mutation ClClaim($input: ClaimLlmRequestInput!) {
    claimLlmRequest(input: $input) {
      claimed
      nextSequence
      request {
        offset
        sessionId
        claimedBy
        claimExpiresAt
        prompt {
          role
          content
        }
      }
    }
  }
`);

const ClRelease = graphql(`
  mutation ClRelease($input: ReleaseLlmRequestInput!) {
    releaseLlmRequest(input: $input) {
      released
    }
  }
`);

const ClChunk = graphql(`
  mutation ClChunk($input: AppendLlmResponseChunkInput!) {
    appendLlmResponseChunk(input: $input) {
      accepted
    }
  }
`);

const ClSettle = graphql(`
  mutation ClSettle($input: SettleLlmRequestInput!) {
    settleLlmRequest(input: $input) {
      settled
    }
  }
`);

const ClClaimable = graphql(`
  query ClClaimable($metadata: JSONObject, $limit: Int) {
    claimableLlmRequests(metadata: $metadata, limit: $limit) {
      sessionId
      offset
      claimedBy
    }
  }
`);

const ClUsage = graphql(`
  query ClUsage($id: ID!) {
    session(id: $id) {
      usage {
        inputTokens
        outputTokens
        cachedInputTokens
        reasoningOutputTokens
        requests
        failedRequests
      }
    }
  }
`);

const ClUsageList = graphql(`
  query ClUsageList($metadata: JSONObject) {
    sessions(metadata: $metadata, first: 10) {
      nodes {
        id
        usage {
          requests
          outputTokens
        }
      }
    }
  }
`);

const user = (content: string, llmRequestPolicy?: ContextItemInput['llmRequestPolicy']): ContextItemInput => ({
  role: 'USER',
  content,
  ...(llmRequestPolicy ? { llmRequestPolicy } : {}),
});

/** Waits until `count` requests of the tagged sessions are open (and unclaimed); returns them. */
async function allOpen(server: TestServer, tag: Record<string, unknown>, count: number) {
  return vi.waitFor(
    async () => {
      const open = (await server.ok(ClClaimable, { metadata: tag, limit: count })).claimableLlmRequests;
      if (open.length !== count) throw new Error(`${count} requests open (${open.length} so far)`);
      return open;
    },
    { timeout: 60_000, interval: 100 },
  );
}

/** The service's clock for these suites: real time plus a shift the lease tests move forward. */
const clock = { shift: 0, now: () => Date.now() + clock.shift };

for (const backend of backends()) {
  // Generous per-test timeouts: these suites start real servers and may share a loaded machine.
  describe(`model worker claims and usage (${backend})`, { timeout: 60_000 }, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({
        backend,
        now: clock.now,
        config: { llm: { debounceMs: 0, sweepIntervalMs: 50, requestTtlMs: 3_600_000, retryBaseMs: 0, retryMaxMs: 0, maxAttempts: 2 } },
      });
    });
    afterAll(async () => {
      await server?.stop();
    });

    const newSession = async (metadata?: Record<string, unknown>) => (await createSession(server, { metadata: metadata ?? null })).id;
    const add = (id: string, item: ContextItemInput) => server.ok(ClAdd, { input: { sessionId: id, item } });
    const openRequest = (id: string) =>
      vi.waitFor(
        async () => {
          const found = (await server.ok(ClOpen, { id })).session!.context.openRequest?.offset;
          if (found === undefined) throw new Error(`a request opens in ${id}`);
          return found;
        },
        { timeout: 10_000, interval: 20 },
      );
    const claim = (sessionId: string, requestOffset: number, workerId: string, leaseMs?: number) =>
      server.ok(ClClaim, { input: { sessionId, requestOffset, workerId, ...(leaseMs === undefined ? {} : { leaseMs }) } });
    const settle = (sessionId: string, requestOffset: number, result: object) =>
      server.ok(ClSettle, { input: { sessionId, requestOffset, result } as never });

    it("pins the prompt at the request's offset: items added while it is open are not part of it", async () => {
      const id = await newSession();
      await add(id, { role: 'SYSTEM', content: 'be brief' });
      await add(id, {
        role: 'DEVELOPER',
        content: 'from slack',
        actor: { slack: { userId: 'U1', botName: 'b' } },
        llmRequestPolicy: 'DONT_TRIGGER_REQUEST',
      });
      await add(id, user('hello'));
      const offset = await openRequest(id);
      await add(id, user('and another thing'));

      const context = (await server.ok(ClOpen, { id })).session!.context;
      const pinned = [
        { role: 'SYSTEM', content: 'be brief' },
        // The trust boundary applies: a developer item from Slack reaches the model as USER.
        { role: 'USER', content: 'from slack' },
        { role: 'USER', content: 'hello' },
      ];
      expect(context.openRequest!.prompt.map(({ role, content }) => ({ role, content }))).toEqual(pinned);
      expect(context.openRequest!.prompt.every((m) => m.offset < offset)).toBe(true);
      expect(context.prompt.map((m) => m.content)).toEqual(['be brief', 'from slack', 'hello', 'and another thing']);

      const claimed = await claim(id, offset, 'w-1');
      expect(claimed.claimLlmRequest.request!.prompt).toEqual(pinned);
    });

    it('the first claim wins; others get claimed: false and see the holder; the holder renews; release frees it', async () => {
      const id = await newSession();
      await add(id, user('hi'));
      const offset = await openRequest(id);

      const first = (await claim(id, offset, 'w-a')).claimLlmRequest;
      expect(first.claimed).toBe(true);
      expect(first.nextSequence).toBe(0);
      expect(first.request).toMatchObject({ offset, sessionId: id, claimedBy: 'w-a' });
      const second = (await claim(id, offset, 'w-b')).claimLlmRequest;
      expect(second).toMatchObject({ claimed: false, request: { offset, claimedBy: 'w-a' } });

      const renewed = (await claim(id, offset, 'w-a', 120_000)).claimLlmRequest;
      expect(renewed.claimed).toBe(true);
      expect(renewed.request!.claimExpiresAt!).toBeGreaterThan(first.request!.claimExpiresAt!);
      const opened = (await server.ok(ClOpen, { id })).session!.context.openRequest!;
      expect(opened).toMatchObject({ claimedBy: 'w-a', claimExpiresAt: renewed.request!.claimExpiresAt });

      expect((await server.ok(ClRelease, { input: { sessionId: id, requestOffset: offset, workerId: 'w-b' } })).releaseLlmRequest.released).toBe(
        false,
      );
      expect((await server.ok(ClRelease, { input: { sessionId: id, requestOffset: offset, workerId: 'w-a' } })).releaseLlmRequest.released).toBe(
        true,
      );
      expect((await claim(id, offset, 'w-b')).claimLlmRequest).toMatchObject({ claimed: true, request: { claimedBy: 'w-b' } });
    });

    it('a lapsed lease can be taken over; a chunk from the holder extends its lease, a chunk from another worker does not', async () => {
      const id = await newSession();
      await add(id, user('hi'));
      const offset = await openRequest(id);
      const leaseMs = 60_000;

      const taken = (await claim(id, offset, 'w-a', leaseMs)).claimLlmRequest;
      expect(taken.claimed).toBe(true);
      // 40 s later the holder streams a chunk: past half its lease, so the lease is extended.
      clock.shift += 40_000;
      const chunk = (sequence: number, workerId: string) =>
        server.ok(ClChunk, { input: { sessionId: id, requestOffset: offset, sequence, chunk: `c${sequence}`, workerId } });
      expect((await chunk(0, 'w-a')).appendLlmResponseChunk.accepted).toBe(true);
      // Another 40 s: past the original lease, within the extended one.
      clock.shift += 40_000;
      expect((await claim(id, offset, 'w-b')).claimLlmRequest.claimed).toBe(false);
      // A chunk naming another worker is refused (the stream carries w-a's answer) and does not keep the claim alive.
      clock.shift += 10_000;
      expect((await chunk(1, 'w-b')).appendLlmResponseChunk.accepted).toBe(false);
      clock.shift += 20_000;
      const takeover = (await claim(id, offset, 'w-b')).claimLlmRequest;
      expect(takeover).toMatchObject({ claimed: true, request: { claimedBy: 'w-b' } });
      // The new holder learns how far the stream went: after w-a's one chunk.
      expect(takeover.nextSequence).toBe(1);
      expect((await chunk(1, 'w-b')).appendLlmResponseChunk.accepted).toBe(false);
      expect((await claim(id, offset, 'w-a')).claimLlmRequest).toMatchObject({ claimed: false, request: { claimedBy: 'w-b' } });
    });

    it('a lease is clamped to the configured maximum; bad input is refused; unknown sessions are NOT_FOUND; settled requests cannot be claimed', async () => {
      const id = await newSession();
      await add(id, user('hi'));
      const offset = await openRequest(id);
      const before = clock.now();
      const clamped = (await claim(id, offset, 'w-a', 2_000_000_000)).claimLlmRequest.request!;
      expect(clamped.claimExpiresAt! - before).toBeLessThanOrEqual(300_000 + 5_000);
      expect(clamped.claimExpiresAt! - before).toBeGreaterThanOrEqual(300_000);

      const bad = async (input: Record<string, unknown>) =>
        errorCode(await server.request(ClClaim, { input: { sessionId: id, requestOffset: offset, workerId: 'w', ...input } as never }));
      expect(await bad({ leaseMs: 0 })).toBe('BAD_USER_INPUT');
      expect(await bad({ workerId: '' })).toBe('BAD_USER_INPUT');
      expect(await bad({ workerId: 'has space' })).toBe('BAD_USER_INPUT');
      expect(await bad({ requestOffset: 0 })).toBe('BAD_USER_INPUT');
      expect(errorCode(await server.request(ClClaim, { input: { sessionId: 'nope', requestOffset: 1, workerId: 'w' } }))).toBe('NOT_FOUND');
      expect(errorCode(await server.request(ClRelease, { input: { sessionId: 'nope', requestOffset: 1, workerId: 'w' } }))).toBe('NOT_FOUND');

      expect((await claim(id, offset + 100, 'w-a')).claimLlmRequest).toEqual({ claimed: false, nextSequence: 0, request: null });
      expect((await settle(id, offset, { succeeded: { text: 'done' } })).settleLlmRequest.settled).toBe(true);
      expect((await claim(id, offset, 'w-a')).claimLlmRequest).toMatchObject({ claimed: false, request: null });
      expect((await server.ok(ClOpen, { id })).session!.context.openRequest).toBeNull();
    });

    it('claimableLlmRequests lists open requests nobody holds, filtered by metadata', async () => {
      const tag = { suite: `claimable-${Math.random()}` };
      const ids = [await newSession(tag), await newSession(tag), await newSession(tag)];
      for (const id of ids) await add(id, user('go'));
      const offsets = await Promise.all(ids.map((id) => openRequest(id)));
      const listed = async () => (await server.ok(ClClaimable, { metadata: tag, limit: 10 })).claimableLlmRequests;
      expect((await listed()).map((r) => r.sessionId).sort()).toEqual([...ids].sort());

      await claim(ids[0]!, offsets[0]!, 'w-a', 60_000);
      await settle(ids[1]!, offsets[1]!, { succeeded: { text: 'x' } });
      expect((await listed()).map((r) => r.sessionId)).toEqual([ids[2]]);
      // A lease that lapses puts the request back on the list.
      clock.shift += 61_000;
      expect((await listed()).map((r) => r.sessionId).sort()).toEqual([ids[0], ids[2]].sort());
      expect((await server.ok(ClClaimable, { metadata: { suite: 'none' } })).claimableLlmRequests).toEqual([]);
    });

    it('two workers racing for 100 requests: each request is claimed exactly once', async () => {
      const tag = { suite: `race-${Math.random()}` };
      const ids = await Promise.all(Array.from({ length: 100 }, () => newSession(tag)));
      await Promise.all(ids.map((id) => add(id, user('race'))));
      const open = await allOpen(server, tag, 100);
      const results = await Promise.all(
        open.map(async (r) => {
          const [a, b] = await Promise.all([claim(r.sessionId, r.offset, 'w-a'), claim(r.sessionId, r.offset, 'w-b')]);
          return [a.claimLlmRequest.claimed, b.claimLlmRequest.claimed];
        }),
      );
      for (const [a, b] of results) expect(Number(a) + Number(b)).toBe(1);
    }, 120_000);

    it('Session.usage totals every settled request: tokens of successes, failures counted, cancellations counted', async () => {
      const tag = { suite: `usage-${Math.random()}` };
      const id = await newSession(tag);
      const usage = async () => (await server.ok(ClUsage, { id })).session!.usage;
      expect(await usage()).toEqual({
        inputTokens: 0,
        outputTokens: 0,
        cachedInputTokens: 0,
        reasoningOutputTokens: 0,
        requests: 0,
        failedRequests: 0,
      });

      await add(id, user('one'));
      let offset = await openRequest(id);
      await settle(id, offset, {
        succeeded: { text: 'a', usage: { inputTokens: 10, outputTokens: 3, cachedInputTokens: 4, reasoningOutputTokens: 1 } },
      });
      await add(id, user('two'));
      offset = await openRequest(id);
      // A failure is retried (maxAttempts 2, no backoff): a new request opens.
      await settle(id, offset, { failed: { errorMessage: '429 rate limited' } });
      await expect
        .poll(async () => (await server.ok(ClOpen, { id })).session!.context.openRequest?.offset ?? offset, { message: 'the retry opens' })
        .toBeGreaterThan(offset);
      offset = await openRequest(id);
      await settle(id, offset, { succeeded: { text: 'b', usage: { inputTokens: 20, outputTokens: 5 } } });
      // A settle of a request that is no longer open changes nothing.
      await settle(id, offset, { succeeded: { text: 'b', usage: { inputTokens: 1000, outputTokens: 1000 } } });
      await add(id, user('three'));
      offset = await openRequest(id);
      // Interrupted: settled cancelled by the service.
      await add(id, user('stop', 'INTERRUPT_CURRENT_REQUEST'));

      expect(await usage()).toEqual({
        inputTokens: 30,
        outputTokens: 8,
        cachedInputTokens: 4,
        reasoningOutputTokens: 1,
        requests: 4,
        failedRequests: 1,
      });
      const listed = (await server.ok(ClUsageList, { metadata: tag })).sessions?.nodes;
      expect(listed).toEqual([{ id, usage: { requests: 4, outputTokens: 8 } }]);
    });
  });
}

for (const backend of backends()) {
  describe(`claims under tenancy (${backend})`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer({ backend, config: { auth: { jwtSecret: TEST_SECRET }, llm: { debounceMs: 0, sweepIntervalMs: 50 } } });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it("another tenant's request behaves as if it did not exist: NOT_FOUND to claim or release, never listed", async () => {
      const aliceToken = await hs256Token({ sub: 'alice' });
      const alice = createClient({ url: server.url, token: aliceToken });
      const bob = createClient({ url: server.url, token: await hs256Token({ sub: 'bob' }) });
      try {
        const { id } = await createSession(server, { metadata: null }, bearer(aliceToken));
        await alice.addContextItem({ sessionId: id, item: user('mine') });
        const offset = await vi.waitFor(
          async () => {
            const open = (await alice.request(ClOpen, { id })).session!.context.openRequest?.offset;
            if (open === undefined) throw new Error('the request opens');
            return open;
          },
          { timeout: 10_000, interval: 20 },
        );

        await expect(bob.claimLlmRequest({ sessionId: id, requestOffset: offset, workerId: 'bob-w' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
        await expect(bob.releaseLlmRequest({ sessionId: id, requestOffset: offset, workerId: 'bob-w' })).rejects.toMatchObject({
          code: 'NOT_FOUND',
        });
        expect(await bob.claimableLlmRequests()).toEqual([]);
        expect((await bob.request(ClUsage, { id })).session).toBeNull();

        expect((await alice.claimableLlmRequests()).map((r) => r.sessionId)).toEqual([id]);
        expect(await alice.claimLlmRequest({ sessionId: id, requestOffset: offset, workerId: 'alice-w' })).toMatchObject({ claimed: true });
      } finally {
        await alice.dispose();
        await bob.dispose();
      }
    });
  });
}

describe.runIf(testDatabaseUrl())('claims across two instances sharing one Postgres', () => {
  let databaseUrl: string;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    const config = { llm: { debounceMs: 0, sweepIntervalMs: 50 } };
    a = await startServer({ backend: 'postgres', databaseUrl, config });
    b = await startServer({ backend: 'postgres', databaseUrl, config });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('two workers on two instances racing for 100 requests: each request is claimed exactly once', async () => {
    const tag = { suite: `two-instances-${Math.random()}` };
    const ids = await Promise.all(Array.from({ length: 100 }, async () => (await createSession(a, { metadata: tag })).id));
    await Promise.all(ids.map((id) => a.ok(ClAdd, { input: { sessionId: id, item: user('race') } })));
    const open = await allOpen(b, tag, 100);
    const claim = (s: TestServer, sessionId: string, requestOffset: number, workerId: string) =>
      s.ok(ClClaim, { input: { sessionId, requestOffset, workerId } }).then((r) => r.claimLlmRequest.claimed);
    const results = await Promise.all(open.map((r) => Promise.all([claim(a, r.sessionId, r.offset, 'w-a'), claim(b, r.sessionId, r.offset, 'w-b')])));
    for (const [x, y] of results) expect(Number(x) + Number(y)).toBe(1);
  }, 120_000);
});
