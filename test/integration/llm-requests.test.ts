// SPEC §5 — the LLM request lifecycle through GraphQL, with real subscription clients:
// the service opens requests (debounced), workers stream chunks and settle, interrupts,
// expiry, the retry cap, and two instances racing on one database.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql } from '../gql/index.js';
import type { ContextItemInput } from '../gql/graphql.js';
import { liveClient, waitForListeners, busListeners, type LiveClient } from '../helpers/clients.js';
import { createSession } from '../helpers/flow.js';
import { backends, createTestDatabase, dropTestDatabase, startServer, testDatabaseUrl, testRedisUrl, type TestServer } from '../helpers/server.js';
import type { RequestScheduler } from '../../src/services/llm-scheduler.js';

const LrAdd = graphql(`
  mutation LrAdd($input: AddContextItemInput!) {
    addContextItem(input: $input) {
      offset
    }
  }
`);

const LrSettle = graphql(`
  mutation LrSettle($input: SettleLlmRequestInput!) {
    settleLlmRequest(input: $input) {
      settled
      offset
      itemOffset
    }
  }
`);

const LrChunk = graphql(`
  mutation LrChunk($input: AppendLlmResponseChunkInput!) {
    appendLlmResponseChunk(input: $input) {
      accepted
    }
  }
`);

const LrContext = graphql(`
  query LrContext($id: ID!) {
    session(id: $id) {
      context {
        items {
          offset
          role
          content
        }
        prompt {
          role
          content
        }
        openRequest {
          offset
          requestedAt
          expiresAt
        }
        pendingTriggerOffset
        lastRequestOffset
        nextRequestAt
        failedAttempts
      }
    }
  }
`);

const LrEvents = graphql(`
  query LrEvents($id: ID!) {
    session(id: $id) {
      events(first: 100) {
        nodes {
          offset
          type
          ... on ContextItemAddedEvent {
            item {
              role
              content
              llmRequestOffset
            }
          }
          ... on LlmRequestSettledEvent {
            requestOffset
            durationMs
            result {
              __typename
              ... on LlmSucceeded {
                text
                usage {
                  inputTokens
                  outputTokens
                }
              }
              ... on LlmFailed {
                errorMessage
              }
              ... on LlmCancelled {
                reason
                partialText
              }
            }
          }
        }
      }
    }
  }
`);

const LrRequested = graphql(`
  subscription LrRequested($filter: SessionFilter) {
    llmRequestRequested(filter: $filter) {
      offset
      sessionId
      requestedAt
      expiresAt
    }
  }
`);

const LrSettled = graphql(`
  subscription LrSettled($filter: SessionFilter) {
    llmRequestSettled(filter: $filter) {
      offset
      sessionId
      requestOffset
      result {
        __typename
        ... on LlmSucceeded {
          text
        }
        ... on LlmCancelled {
          reason
          partialText
        }
      }
    }
  }
`);

const LrChunks = graphql(`
  subscription LrChunks($sessionId: ID!, $requestOffset: SafeInt!) {
    llmResponseChunks(sessionId: $sessionId, requestOffset: $requestOffset) {
      sessionId
      requestOffset
      sequence
      chunk
      at
    }
  }
`);

async function contextOf(server: TestServer, id: string) {
  return (await server.ok(LrContext, { id })).session!.context;
}
async function eventsOf(server: TestServer, id: string) {
  return (await server.ok(LrEvents, { id })).session!.events!.nodes;
}
/** Waits until a request is open in the session; returns it. */
const openRequestOf = (server: TestServer, id: string) =>
  vi.waitFor(
    async () => {
      const context = await contextOf(server, id);
      if (!context.openRequest) throw new Error(`a request opens (last: ${JSON.stringify(context)})`);
      return context.openRequest;
    },
    { timeout: 10_000, interval: 20 },
  );

/** A clock for the service that tests move forward (never back) instead of sleeping. */
function shiftedClock() {
  let shift = 0;
  return {
    now: () => Date.now() + shift,
    /** Moves the clock to `at` (if it is not there yet). */
    moveTo(at: number) {
      shift = Math.max(shift, at - Date.now());
    },
  };
}

const user = (content: string, llmRequestPolicy?: ContextItemInput['llmRequestPolicy']): ContextItemInput => ({
  role: 'USER',
  content,
  ...(llmRequestPolicy ? { llmRequestPolicy } : {}),
});

for (const backend of backends()) {
  describe(`the LLM request lifecycle (${backend})`, () => {
    let server: TestServer;
    let slow: TestServer; // debounce too long to ever fire: states before a request
    let client: LiveClient;
    beforeAll(async () => {
      server = await startServer({
        backend,
        config: { llm: { debounceMs: 250, sweepIntervalMs: 50, retryBaseMs: 20, retryMaxMs: 40, maxAttempts: 3 } },
      });
      slow = await startServer({ backend, config: { llm: { debounceMs: 600_000, debounceMaxMs: 3_600_000 } } });
      client = liveClient('ws', server);
    });
    afterAll(async () => {
      await client?.dispose();
      await server?.stop();
      await slow?.stop();
    });

    const newSession = async (s: TestServer = server, metadata?: Record<string, unknown>) =>
      (await createSession(s, { metadata: metadata ?? null })).id;
    const add = (id: string, item: ContextItemInput, s: TestServer = server) => s.ok(LrAdd, { input: { sessionId: id, item } });
    const settle = (id: string, requestOffset: number, result: object, s: TestServer = server) =>
      s.ok(LrSettle, { input: { sessionId: id, requestOffset, result } as never });
    const chunk = (id: string, requestOffset: number, sequence: number, text: string, s: TestServer = server) =>
      s.ok(LrChunk, { input: { sessionId: id, requestOffset, sequence, chunk: text } });

    it('a full turn: item → requested → chunks → succeeded, seen by worker and dashboard subscriptions', async () => {
      const tag = { turn: `t-${Math.random()}` };
      const id = await newSession(server, tag);
      const before = busListeners(server);
      const requested = client.subscribe(LrRequested, { filter: { metadata: tag } });
      const settled = client.subscribe(LrSettled, { filter: { sessionId: id } });
      await waitForListeners(server, before + 2);

      const item = await add(id, { role: 'SYSTEM', content: 'be kind' });
      const question = await add(id, user('hello?'));
      const [req] = await requested.waitFor(1);
      expect(req!.llmRequestRequested).toMatchObject({ sessionId: id, offset: question.addContextItem.offset + 1 });
      const requestOffset = req!.llmRequestRequested.offset;
      expect(req!.llmRequestRequested.expiresAt).toBeGreaterThan(req!.llmRequestRequested.requestedAt);

      const mid = busListeners(server);
      const chunks = client.subscribe(LrChunks, { sessionId: id, requestOffset });
      await waitForListeners(server, mid + 1);
      expect((await chunk(id, requestOffset, 0, 'Hi ')).appendLlmResponseChunk.accepted).toBe(true);
      expect((await chunk(id, requestOffset, 1, 'there')).appendLlmResponseChunk.accepted).toBe(true);
      // A chunk for a request that is not open is refused.
      expect((await chunk(id, requestOffset + 100, 0, 'x')).appendLlmResponseChunk.accepted).toBe(false);
      const got = await chunks.waitFor(2);
      expect(got.map((c) => [c.llmResponseChunks.sequence, c.llmResponseChunks.chunk])).toEqual([
        [0, 'Hi '],
        [1, 'there'],
      ]);

      const done = await settle(id, requestOffset, { succeeded: { text: 'Hi there', usage: { inputTokens: 5, outputTokens: 2 } } }, server);
      expect(done.settleLlmRequest).toEqual({ settled: true, offset: requestOffset + 2, itemOffset: requestOffset + 1 });
      const [s] = await settled.waitFor(1);
      expect(s!.llmRequestSettled).toMatchObject({ requestOffset, result: { __typename: 'LlmSucceeded', text: 'Hi there' } });
      await chunks.waitForEnd(); // the chunk stream completes when its request settles

      const ctx = await contextOf(server, id);
      expect(ctx.prompt).toEqual([
        { role: 'SYSTEM', content: 'be kind' },
        { role: 'USER', content: 'hello?' },
        { role: 'ASSISTANT', content: 'Hi there' },
      ]);
      expect(ctx).toMatchObject({ openRequest: null, pendingTriggerOffset: null, lastRequestOffset: requestOffset, nextRequestAt: null });
      const events = await eventsOf(server, id);
      expect(events.map((e) => e.type)).toEqual([
        'SESSION_CREATED',
        'CONTEXT_ITEM_ADDED',
        'CONTEXT_ITEM_ADDED',
        'LLM_REQUEST_REQUESTED',
        'CONTEXT_ITEM_ADDED',
        'LLM_REQUEST_SETTLED',
      ]);
      expect(events[4]).toMatchObject({ item: { role: 'ASSISTANT', content: 'Hi there', llmRequestOffset: requestOffset } });
      expect(item.addContextItem.offset).toBe(2);
      // Settling again is refused and writes nothing.
      expect((await settle(id, requestOffset, { failed: { errorMessage: 'late' } })).settleLlmRequest).toEqual({
        settled: false,
        offset: null,
        itemOffset: null,
      });
      expect(await eventsOf(server, id)).toHaveLength(6);
    });

    it('a burst of items is coalesced by the debounce into one request', async () => {
      const id = await newSession(slow);
      for (let i = 0; i < 5; i++) await add(id, user(`part ${i}`), slow);
      const pending = await contextOf(slow, id);
      expect(pending.openRequest).toBeNull();
      expect(pending.nextRequestAt).not.toBeNull();
      // The same burst on the fast server opens exactly one request covering all five.
      const fast = await newSession();
      await Promise.all([0, 1, 2, 3, 4].map((i) => add(fast, user(`part ${i}`))));
      const open = await openRequestOf(server, fast);
      expect(open.offset).toBe(7);
      const ctx = await contextOf(server, fast);
      expect(ctx.pendingTriggerOffset).toBeNull();
      expect((await eventsOf(server, fast)).filter((e) => e.type === 'LLM_REQUEST_REQUESTED')).toHaveLength(1);
    });

    it('each trigger item pushes the due time', async () => {
      const id = await newSession(slow);
      await add(id, user('one'), slow);
      const first = (await contextOf(slow, id)).nextRequestAt!;
      await expect.poll(() => Date.now(), { message: 'time moves' }).toBeGreaterThan(first - 600_000 + 5);
      await add(id, user('two'), slow);
      expect((await contextOf(slow, id)).nextRequestAt!).toBeGreaterThan(first);
      await add(id, { role: 'SYSTEM', content: 'not a trigger' }, slow);
      const kept = (await contextOf(slow, id)).nextRequestAt!;
      await add(id, user('quiet', 'DONT_TRIGGER_REQUEST'), slow);
      expect((await contextOf(slow, id)).nextRequestAt).toBe(kept);
    });

    it('an interrupt mid-stream settles the request cancelled with the partial text, then triggers the next one', async () => {
      const id = await newSession();
      await add(id, user('write a poem'));
      const open = await openRequestOf(server, id);
      // Out of order and with a duplicate: the partial text follows the sequence, each once.
      await chunk(id, open.offset, 1, 'roses ');
      await chunk(id, open.offset, 0, 'Red ');
      await chunk(id, open.offset, 1, 'ROSES ');
      await chunk(id, open.offset, 2, 'are');
      const interrupt = await add(id, user('stop, write prose', 'INTERRUPT_CURRENT_REQUEST'));
      const events = await eventsOf(server, id);
      const cancel = events.find((e) => e.type === 'LLM_REQUEST_SETTLED')!;
      expect(cancel).toMatchObject({
        offset: interrupt.addContextItem.offset - 1,
        requestOffset: open.offset,
        result: { __typename: 'LlmCancelled', reason: 'INTERRUPTED_BY_USER_INPUT', partialText: 'Red roses are' },
      });
      const next = await openRequestOf(server, id);
      expect(next.offset).toBeGreaterThan(interrupt.addContextItem.offset);
      expect((await contextOf(server, id)).prompt.map((m) => m.content)).toEqual(['write a poem', 'stop, write prose']);
    });

    it('interrupt racing a settle: the late settle is refused and its text never appears', async () => {
      const id = await newSession();
      await add(id, user('q1'));
      const open = await openRequestOf(server, id);
      await add(id, user('q2', 'INTERRUPT_CURRENT_REQUEST'));
      const late = await settle(id, open.offset, { succeeded: { text: 'LATE ANSWER' } });
      expect(late.settleLlmRequest).toEqual({ settled: false, offset: null, itemOffset: null });
      const events = await eventsOf(server, id);
      expect(JSON.stringify(events)).not.toContain('LATE ANSWER');
      expect((await contextOf(server, id)).items.map((i) => i.content)).toEqual(['q1', 'q2']);
    });

    it('a non-interrupting item parks as the next trigger and does not disturb the open request', async () => {
      const id = await newSession();
      await add(id, user('first'));
      const open = await openRequestOf(server, id);
      const parked = await add(id, user('second'));
      let ctx = await contextOf(server, id);
      expect(ctx.openRequest!.offset).toBe(open.offset);
      expect(ctx.pendingTriggerOffset).toBe(parked.addContextItem.offset);
      await settle(id, open.offset, { succeeded: { text: 'answer one' } });
      ctx = await vi.waitFor(
        async () => {
          const next = await contextOf(server, id);
          if ((next.openRequest?.offset ?? 0) <= open.offset)
            throw new Error(`the parked trigger opens the next request (last: ${JSON.stringify(next)})`);
          return next;
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(ctx.prompt.map((m) => m.content)).toEqual(['first', 'second', 'answer one']);
      expect(ctx.pendingTriggerOffset).toBeNull();
    });

    it('an interrupt with only a debounce pending invents no cancelled settlement', async () => {
      const id = await newSession(slow);
      await add(id, user('a'), slow);
      const second = await add(id, user('b', 'INTERRUPT_CURRENT_REQUEST'), slow);
      const events = await eventsOf(slow, id);
      expect(events.map((e) => e.type)).toEqual(['SESSION_CREATED', 'CONTEXT_ITEM_ADDED', 'CONTEXT_ITEM_ADDED']);
      const ctx = await contextOf(slow, id);
      expect(ctx).toMatchObject({ openRequest: null, pendingTriggerOffset: second.addContextItem.offset });
    });

    it('a failed request is retried with backoff up to the configured maximum attempts', async () => {
      const id = await newSession();
      await add(id, user('flaky'));
      const seen: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        const open = await openRequestOf(server, id);
        expect(seen).not.toContain(open.offset);
        seen.push(open.offset);
        const r = await settle(id, open.offset, { failed: { errorMessage: `boom ${attempt}` } });
        expect(r.settleLlmRequest.settled).toBe(true);
      }
      const ctx = await contextOf(server, id);
      // Out of attempts: nothing pending, nothing scheduled.
      expect(ctx).toMatchObject({ openRequest: null, pendingTriggerOffset: null, nextRequestAt: null, failedAttempts: 3 });
      const events = await eventsOf(server, id);
      expect(events.filter((e) => e.type === 'LLM_REQUEST_REQUESTED')).toHaveLength(3);
      // Fresh input starts a fresh turn with a full budget.
      await add(id, user('again'));
      await openRequestOf(server, id);
    });

    it('validates settlements and chunks (BAD_USER_INPUT, NOT_FOUND)', async () => {
      const id = await newSession(slow);
      const bad = await slow.request(LrSettle, {
        input: { sessionId: id, requestOffset: 1, result: { succeeded: { text: 'x', usage: { inputTokens: -1, outputTokens: 1 } } } } as never,
      });
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const missing = await slow.request(LrSettle, {
        input: { sessionId: 'nope', requestOffset: 1, result: { failed: { errorMessage: 'x' } } } as never,
      });
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const notOpen = await slow.ok(LrSettle, { input: { sessionId: id, requestOffset: 1, result: { failed: { errorMessage: 'x' } } } as never });
      expect(notOpen.settleLlmRequest.settled).toBe(false);
      const neg = await slow.request(LrChunk, { input: { sessionId: id, requestOffset: 1, sequence: -1, chunk: 'x' } });
      expect(neg.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const gone = await slow.request(LrChunk, { input: { sessionId: 'nope', requestOffset: 1, sequence: 0, chunk: 'x' } });
      expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe(`request expiry (${backend})`, () => {
    let server: TestServer;
    // The service's clock is moved past the deadline instead of waiting for it: a busy machine
    // can neither expire a request early nor make the test wait.
    const clock = shiftedClock();
    beforeAll(async () => {
      server = await startServer({ backend, now: clock.now, config: { llm: { debounceMs: 10, requestTtlMs: 600_000, sweepIntervalMs: 50 } } });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('a request still open at expiresAt is settled cancelled/expired exactly once', async () => {
      const { id } = await createSession(server);
      await server.ok(LrAdd, { input: { sessionId: id, item: user('anyone there?') } });
      const open = await openRequestOf(server, id);
      expect(open.expiresAt - open.requestedAt).toBe(600_000);
      clock.moveTo(open.expiresAt);
      await expect.poll(async () => (await contextOf(server, id)).openRequest, { message: 'the request expires' }).toBeNull();
      // Extra sweeps and ticks after the fact change nothing.
      const scheduler = (server.app.deps.llm as unknown as { scheduler: RequestScheduler }).scheduler;
      await Promise.all([scheduler.sweep(), scheduler.tick(id), scheduler.tick(id)]);
      const settled = (await eventsOf(server, id)).filter((e) => e.type === 'LLM_REQUEST_SETTLED');
      expect(settled).toHaveLength(1);
      expect(settled[0]).toMatchObject({ requestOffset: open.offset, result: { __typename: 'LlmCancelled', reason: 'EXPIRED' } });
      // Expired is not a failure: no retry.
      expect(await contextOf(server, id)).toMatchObject({ pendingTriggerOffset: null, nextRequestAt: null });
      // A settle after expiry is refused.
      const late = await server.ok(LrSettle, {
        input: { sessionId: id, requestOffset: open.offset, result: { succeeded: { text: 'too late' } } } as never,
      });
      expect(late.settleLlmRequest.settled).toBe(false);
    });
  });
}

describe.runIf(testDatabaseUrl() && testRedisUrl())('two instances on one database', () => {
  const clock = shiftedClock();
  let a: TestServer;
  let b: TestServer;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    // Both instances share one clock, moved past due times and deadlines instead of waiting for them.
    const config = { llm: { debounceMs: 150, requestTtlMs: 600_000, sweepIntervalMs: 20 } };
    a = await startServer({ backend: 'postgres', databaseUrl, redisUrl: testRedisUrl()!, config, now: clock.now });
    b = await startServer({ backend: 'postgres', databaseUrl, redisUrl: testRedisUrl()!, config, now: clock.now });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });
  const schedulerOf = (s: TestServer) => (s.app.deps.llm as unknown as { scheduler: RequestScheduler }).scheduler;

  it('racing to open and to expire the same request produce exactly one of each', async () => {
    const { id } = await createSession(a);
    await a.ok(LrAdd, { input: { sessionId: id, item: user('race me') } });
    const due = (await contextOf(b, id)).nextRequestAt!;
    clock.moveTo(due);
    // Both instances (timer, sweep and explicit ticks) go for it at once.
    await Promise.all([schedulerOf(a).tick(id), schedulerOf(b).tick(id), schedulerOf(a).sweep(), schedulerOf(b).sweep()]);
    const open = await openRequestOf(b, id);
    clock.moveTo(open.expiresAt);
    await Promise.all([schedulerOf(a).tick(id), schedulerOf(b).tick(id), schedulerOf(a).sweep(), schedulerOf(b).sweep()]);
    await expect.poll(async () => (await contextOf(a, id)).openRequest, { message: 'expired' }).toBeNull();
    const events = await eventsOf(a, id);
    expect(events.filter((e) => e.type === 'LLM_REQUEST_REQUESTED')).toHaveLength(1);
    const settled = events.filter((e) => e.type === 'LLM_REQUEST_SETTLED');
    expect(settled).toHaveLength(1);
    expect(settled[0]).toMatchObject({ result: { reason: 'EXPIRED' } });
  });

  it('an interrupt on one instance keeps the partial text streamed through the other', async () => {
    const { id } = await createSession(a);
    await a.ok(LrAdd, { input: { sessionId: id, item: user('long answer please') } });
    const open = await openRequestOf(a, id);
    // A dashboard on B: once it has the chunks, B's partial-text buffer has heard them too.
    const client = liveClient('ws', b);
    try {
      const before = busListeners(b);
      const chunks = client.subscribe(LrChunks, { sessionId: id, requestOffset: open.offset });
      await waitForListeners(b, before + 1);
      await a.ok(LrChunk, { input: { sessionId: id, requestOffset: open.offset, sequence: 0, chunk: 'Once upon ' } });
      await a.ok(LrChunk, { input: { sessionId: id, requestOffset: open.offset, sequence: 1, chunk: 'a time' } });
      await chunks.waitFor(2);
      await b.ok(LrAdd, { input: { sessionId: id, item: user('enough', 'INTERRUPT_CURRENT_REQUEST') } });
      const cancel = (await eventsOf(a, id)).find((e) => e.type === 'LLM_REQUEST_SETTLED');
      expect(cancel).toMatchObject({ result: { reason: 'INTERRUPTED_BY_USER_INPUT', partialText: 'Once upon a time' } });
    } finally {
      await client.dispose();
    }
  });
});
