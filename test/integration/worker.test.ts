// The reference model worker (src/worker) against a real service and a fake OpenAI-compatible
// provider that speaks the real wire format (the `openai` package is not mocked): a full turn
// with streamed chunks and usage, an interrupt that closes the provider's connection,
// provider errors retried by the service, a worker crash taken over after the lease, graceful
// shutdown, requests already open at start, two workers, and 50 sessions at once.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import { createClient, type Client } from '@agent-conversations/client';
import type { Logger } from '../../src/logger.js';
import type { WorkerConfig } from '../../src/worker/config.js';
import { startWorker, type RunningWorker } from '../../src/worker/worker.js';
import { graphql } from '../gql/index.js';
import { createSession } from '../helpers/flow.js';
import { startFakeOpenAI } from '../helpers/fake-openai.js';
import { transportBackends, startServer, type TestServer } from '../helpers/server.js';

const WkTurns = graphql(`
  query WkTurns($id: ID!) {
    session(id: $id) {
      usage {
        inputTokens
        outputTokens
        cachedInputTokens
        reasoningOutputTokens
        requests
        failedRequests
      }
      context {
        openRequest {
          offset
          claimedBy
        }
      }
      events(first: 200) {
        nodes {
          offset
          ... on LlmRequestRequestedEvent {
            expiresAt
          }
          ... on ContextItemAddedEvent {
            item {
              role
              content
              llmRequestOffset
            }
          }
          ... on LlmRequestSettledEvent {
            requestOffset
            result {
              __typename
              ... on LlmSucceeded {
                text
                usage {
                  inputTokens
                  outputTokens
                  cachedInputTokens
                  reasoningOutputTokens
                }
                rawResponse
              }
              ... on LlmFailed {
                errorMessage
                rawResponse
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

type Turns = NonNullable<Awaited<ReturnType<typeof turnsOf>>>;
// `events` becomes nullable with SPEC §8 (a bad argument nulls the field): read it through `eventsOf`.
type EventNode = NonNullable<Turns['events']>['nodes'][number];
type Settled = Extract<EventNode, { requestOffset: number }>;

async function turnsOf(server: TestServer, id: string) {
  return (await server.ok(WkTurns, { id })).session!;
}
const eventsOf = (t: Turns): EventNode[] => t.events?.nodes ?? [];
const settledOf = (t: Turns): Settled[] => eventsOf(t).filter((e): e is Settled => 'requestOffset' in e);
const requestsOf = (t: Turns): number[] =>
  eventsOf(t)
    .filter((e) => 'expiresAt' in e)
    .map((e) => e.offset);
const assistantTexts = (t: Turns): string[] => eventsOf(t).flatMap((e) => ('item' in e && e.item.role === 'ASSISTANT' ? [e.item.content] : []));

/** A logger that keeps every line (the worker writes one `request` line per request). */
function memoryLogger() {
  const lines: { level: string; msg: string | undefined; [key: string]: unknown }[] = [];
  const at = (level: string) => (obj: object, msg?: string) => void lines.push({ level, msg, ...obj });
  const logger: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines, requests: () => lines.filter((l) => l.msg === 'request') };
}

for (const backend of transportBackends()) {
  // Generous per-test timeouts: every wait polls, so a loaded machine only makes the tests slower.
  describe(`the reference model worker (${backend})`, { timeout: 90_000 }, () => {
    let server: TestServer;
    let client: Client;
    const cleanups: (() => Promise<unknown> | void)[] = [];

    beforeAll(async () => {
      server = await startServer({
        backend,
        config: { llm: { debounceMs: 0, sweepIntervalMs: 50, retryBaseMs: 50, retryMaxMs: 200, maxAttempts: 4 } },
      });
      client = createClient({ url: server.url });
    });
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });
    afterAll(async () => {
      await client?.dispose();
      await server?.stop();
    });

    /** A fresh fake provider, a tag for this test's sessions, and a worker factory serving only them. */
    async function setUp() {
      const fake = await startFakeOpenAI();
      cleanups.push(() => fake.close());
      const tag = { suite: `worker-${randomUUID()}` };
      const log = memoryLogger();
      const workers: RunningWorker[] = [];
      const start = (over: Partial<WorkerConfig> = {}) => {
        const config: WorkerConfig = {
          graphqlUrl: server.url,
          apiToken: undefined,
          openaiBaseUrl: fake.url,
          openaiApiKey: 'sk-test',
          model: 'fake-model',
          workerId: `w-${randomUUID().slice(0, 8)}`,
          sessionMetadata: tag,
          concurrency: 4,
          leaseMs: 30_000,
          pollIntervalMs: 500,
          shutdownGraceMs: 5_000,
          providerTimeoutMs: 30_000,
          maxTextBytes: 1024 * 1024,
          maxTokens: 4096,
          turnDeadlineMs: 300_000,
          logLevel: 'silent',
          ...over,
        };
        const worker = startWorker(config, { logger: log.logger });
        workers.push(worker);
        cleanups.push(() => worker.kill());
        return worker;
      };
      const newSession = async (metadata: Record<string, unknown> = tag) => (await createSession(server, { metadata })).id;
      const say = (sessionId: string, content: string, policy?: 'INTERRUPT_CURRENT_REQUEST') =>
        client.addContextItem({ sessionId, item: { role: 'USER', content, ...(policy ? { llmRequestPolicy: policy } : {}) } });
      /** Polls the session until `check` holds; the failure names what was awaited and the last events seen. */
      const waitTurns = async (id: string, what: string, check: (t: Turns) => boolean, timeoutMs = 20_000): Promise<Turns> =>
        vi.waitFor(
          async () => {
            const last = await turnsOf(server, id);
            if (!check(last)) throw new Error(`${what}; last events: ${JSON.stringify(eventsOf(last).slice(-4))}`);
            // A settlement and its usage totals commit together, but `usage` and `events` are two
            // statements: a read between them sees one without the other. Wait for a read that saw both.
            if (last.usage.requests !== settledOf(last).length) throw new Error(`${what}; usage not yet read after the last settlement`);
            return last;
          },
          { timeout: timeoutMs, interval: 50 },
        );
      return { fake, tag, log, start, newSession, say, waitTurns };
    }

    it('a full turn: claims, streams chunks, settles the text with the provider usage; one log line', async () => {
      const { fake, log, start, newSession, say, waitTurns } = await setUp();
      fake.enqueue({
        kind: 'stream',
        deltas: ['Hel', 'lo, ', 'wor', 'ld!'],
        holdAfter: 2,
        usage: { prompt_tokens: 21, completion_tokens: 4, cached_tokens: 5, reasoning_tokens: 1 },
      });
      const worker = start();
      const id = await newSession();
      await client.addContextItem({ sessionId: id, item: { role: 'SYSTEM', content: 'Be kind.' } });
      await say(id, 'Hi there');

      const opened = await waitTurns(id, 'the request is claimed', (t) => t.context.openRequest?.claimedBy === worker.workerId);
      const requestOffset = opened.context.openRequest!.offset;
      const chunks: string[] = [];
      const chunkWatch = client.watchResponseChunks(id, requestOffset, { onChunk: (c) => void chunks.push(c.chunk) });
      await expect.poll(() => chunks.join(''), { message: 'the chunks before the hold stream', timeout: 20_000, interval: 50 }).toBe('Hello, ');
      fake.release();
      await chunkWatch.done;

      const done = await waitTurns(id, 'the request settles', (t) => settledOf(t).length === 1);
      const [settled] = settledOf(done);
      expect(settled!.requestOffset).toBe(requestOffset);
      expect(settled!.result).toMatchObject({
        __typename: 'LlmSucceeded',
        text: 'Hello, world!',
        usage: { inputTokens: 21, outputTokens: 4, cachedInputTokens: 5, reasoningOutputTokens: 1 },
      });
      expect(chunks.join('')).toBe('Hello, world!');
      expect(assistantTexts(done)).toEqual(['Hello, world!']);
      expect(done.usage).toEqual({
        inputTokens: 21,
        outputTokens: 4,
        cachedInputTokens: 5,
        reasoningOutputTokens: 1,
        requests: 1,
        failedRequests: 0,
      });

      // The provider got the pinned prompt, streaming with usage.
      const [call] = fake.calls;
      expect(call!.body).toMatchObject({
        model: 'fake-model',
        stream: true,
        stream_options: { include_usage: true },
        messages: [
          { role: 'system', content: 'Be kind.' },
          { role: 'user', content: 'Hi there' },
        ],
      });
      expect(call!.headers.authorization).toBe('Bearer sk-test');
      await expect.poll(() => log.requests().length, { message: 'the request is logged' }).toBe(1);
      expect(log.requests()[0]).toMatchObject({
        sessionId: id,
        requestOffset,
        outcome: 'succeeded',
        workerId: worker.workerId,
        inputTokens: 21,
        outputTokens: 4,
      });
    });

    it('an interrupt mid-stream cancels the request, the provider sees its connection closed, and the new input is answered', async () => {
      const { fake, start, newSession, say, waitTurns } = await setUp();
      fake.enqueue({ kind: 'stream', deltas: ['Once ', 'upon ', 'a time'], holdAfter: 2 });
      const worker = start();
      const id = await newSession();
      await say(id, 'Tell me a story');
      const opened = await waitTurns(id, 'the request is claimed', (t) => t.context.openRequest?.claimedBy === worker.workerId);
      const requestOffset = opened.context.openRequest!.offset;
      const chunks: string[] = [];
      const chunkWatch = client.watchResponseChunks(id, requestOffset, { onChunk: (c) => void chunks.push(c.chunk) });
      await expect.poll(() => chunks.join(''), { message: 'the first chunks stream' }).toBe('Once upon ');

      await say(id, 'Stop, say hi instead', 'INTERRUPT_CURRENT_REQUEST');
      await chunkWatch.done;
      await expect.poll(() => fake.calls[0]!.closedEarly, { message: 'the provider sees the first call aborted' }).toBe(true);
      expect(fake.calls[0]!.finished).toBe(false);

      const done = await waitTurns(id, 'the interrupting input is answered', (t) => settledOf(t).length === 2);
      const [cancelled, answered] = settledOf(done);
      expect(cancelled!.result).toEqual({ __typename: 'LlmCancelled', reason: 'INTERRUPTED_BY_USER_INPUT', partialText: 'Once upon ' });
      expect(answered!.result).toMatchObject({ __typename: 'LlmSucceeded', text: 'Echo: Stop, say hi instead' });
      expect(assistantTexts(done)).toEqual(['Echo: Stop, say hi instead']);
      expect(worker.outcomes.map((o) => o.outcome)).toEqual(['closed', 'succeeded']);
    });

    it('provider errors (429, 503, a timeout) are settled FAILED and retried by the service until one succeeds', async () => {
      const { fake, log, start, newSession, say, waitTurns } = await setUp();
      fake.enqueue(
        { kind: 'error', status: 429, message: 'Rate limit reached for fake-model', type: 'requests', code: 'rate_limit_exceeded' },
        { kind: 'error', status: 503, message: 'The server is overloaded', type: 'server_error' },
        { kind: 'stall' },
      );
      // A provider that never answers fails after PROVIDER_TIMEOUT_MS.
      start({ providerTimeoutMs: 3_000 });
      const id = await newSession();
      await say(id, 'hello?');

      const done = await waitTurns(id, 'a success after three failures', (t) => settledOf(t).some((s) => s.result.__typename === 'LlmSucceeded'));
      const results = settledOf(done).map((s) => s.result);
      expect(results.map((r) => r.__typename)).toEqual(['LlmFailed', 'LlmFailed', 'LlmFailed', 'LlmSucceeded']);
      const [rateLimited, overloaded, timedOut] = results as Extract<(typeof results)[number], { __typename: 'LlmFailed' }>[];
      expect(rateLimited!.errorMessage).toContain('429');
      expect(rateLimited!.errorMessage).toContain('Rate limit reached');
      expect(rateLimited!.rawResponse).toMatchObject({ kind: 'rate_limited', status: 429, error: { code: 'rate_limit_exceeded' } });
      expect(overloaded!.errorMessage).toContain('503');
      expect(timedOut!.errorMessage).toContain('timeout');
      expect(requestsOf(done)).toHaveLength(4);
      expect(done.usage).toMatchObject({ requests: 4, failedRequests: 3 });
      expect(fake.calls).toHaveLength(4);
      await expect.poll(() => log.requests().length, { message: 'four request log lines' }).toBe(4);
      expect(log.requests().map((l) => l.outcome)).toEqual(['failed', 'failed', 'failed', 'succeeded']);
    });

    it('a worker killed mid-stream: after its lease lapses another worker claims the request and completes it', async () => {
      const { fake, start, newSession, say, waitTurns } = await setUp();
      fake.enqueue({ kind: 'stream', deltas: ['partial ', 'answer'], holdAfter: 1 });
      const first = start({ leaseMs: 1_500, concurrency: 1 });
      const id = await newSession();
      await say(id, 'are you there?');
      await waitTurns(id, 'the first worker claims', (t) => t.context.openRequest?.claimedBy === first.workerId);
      await fake.waitForCalls(1);
      await expect.poll(() => fake.calls[0]!.sent, { message: 'the first worker receives a delta' }).toBe(1);

      await first.kill();
      await expect.poll(() => fake.calls[0]!.closedEarly, { message: 'the killed worker dropped its provider connection' }).toBe(true);
      const second = start({ leaseMs: 1_500, pollIntervalMs: 200 });
      const done = await waitTurns(id, 'the second worker completes it', (t) => settledOf(t).length === 1);
      expect(settledOf(done)[0]!.result).toMatchObject({ __typename: 'LlmSucceeded', text: 'Echo: are you there?' });
      expect(assistantTexts(done)).toEqual(['Echo: are you there?']);
      expect(second.outcomes).toEqual([{ sessionId: id, requestOffset: requestsOf(done)[0], outcome: 'succeeded' }]);
      expect(first.outcomes.map((o) => o.outcome)).toEqual(['killed']);
    });

    it('renews its lease while a long answer streams', async () => {
      const { fake, start, newSession, say, waitTurns } = await setUp();
      fake.enqueue({ kind: 'stream', deltas: ['slow ', 'and ', 'steady'], holdAfter: 1 });
      const worker = start({ leaseMs: 1_500 });
      const id = await newSession();
      await say(id, 'take long');
      await expect.poll(() => fake.calls[0]?.sent, { message: 'streaming started' }).toBe(1);
      // Nothing streams while the provider holds: only renewals move the lease forward.
      const leases: number[] = [];
      await vi.waitFor(
        async () => {
          // The list includes the requests this worker holds, with their lease.
          const held = (await client.claimableLlmRequests({ workerId: worker.workerId })).find((r) => r.sessionId === id);
          const at = held?.claimedBy === worker.workerId ? held.claimExpiresAt : null;
          if (at != null && at !== leases.at(-1)) leases.push(at);
          if (leases.length < 3) throw new Error(`lease expiries seen: ${JSON.stringify(leases)}`);
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(leases).toEqual([...leases].sort((x, y) => x - y));
      fake.release();
      const done = await waitTurns(id, 'settled', (t) => settledOf(t).length === 1);
      expect(assistantTexts(done)).toEqual(['slow and steady']);
      expect(worker.outcomes.map((o) => o.outcome)).toEqual(['succeeded']);
    });

    it('graceful stop releases a request it cannot finish in time; another worker takes it at once', async () => {
      const { fake, start, newSession, say, waitTurns } = await setUp();
      fake.enqueue({ kind: 'stream', deltas: ['never ', 'finished'], holdAfter: 1 });
      // A lease far longer than the test: only the release lets the second worker in.
      const first = start({ shutdownGraceMs: 200, leaseMs: 600_000 });
      const id = await newSession();
      await say(id, 'slow one');
      await waitTurns(id, 'the first worker claims', (t) => t.context.openRequest?.claimedBy === first.workerId);
      await expect.poll(() => fake.calls[0]?.sent, { message: 'streaming started' }).toBe(1);
      await first.stop();
      expect(first.outcomes.map((o) => o.outcome)).toEqual(['shutdown']);
      expect((await turnsOf(server, id)).context.openRequest?.claimedBy).toBeNull();

      start({ leaseMs: 600_000, pollIntervalMs: 200 });
      const done = await waitTurns(id, 'the second worker answers', (t) => settledOf(t).length === 1);
      expect(assistantTexts(done)).toEqual(['Echo: slow one']);
    });

    it('graceful stop lets a running request finish', async () => {
      const { fake, start, newSession, say, waitTurns } = await setUp();
      fake.enqueue({ kind: 'stream', deltas: ['almost ', 'done'], holdAfter: 1 });
      const worker = start({ shutdownGraceMs: 30_000 });
      const id = await newSession();
      await say(id, 'finish please');
      await expect.poll(() => fake.calls[0]?.sent, { message: 'streaming started' }).toBe(1);
      const stopping = worker.stop();
      fake.release();
      await stopping;
      expect(worker.outcomes.map((o) => o.outcome)).toEqual(['succeeded']);
      expect(assistantTexts(await waitTurns(id, 'settled', (t) => settledOf(t).length === 1))).toEqual(['almost done']);
    });

    it('picks up requests already open when it starts, and only those of its SESSION_METADATA', async () => {
      const { fake, start, newSession, say, waitTurns } = await setUp();
      const mine = [await newSession(), await newSession()];
      const other = await newSession({ suite: `other-${randomUUID()}` });
      for (const id of [...mine, other]) await say(id, `before the worker (${id})`);
      for (const id of [...mine, other]) await waitTurns(id, 'a request opens', (t) => t.context.openRequest !== null);

      start();
      for (const id of mine) await waitTurns(id, 'answered', (t) => settledOf(t).length === 1);
      expect((await turnsOf(server, other)).context.openRequest).toMatchObject({ claimedBy: null });
      expect(fake.calls).toHaveLength(2);
    });

    it('two workers share the work: every request is answered exactly once', async () => {
      const { fake, start, newSession, say, waitTurns } = await setUp();
      // Each answer takes ≥ 200 ms and a worker holds at most 4: one worker alone would need over a
      // second, while the other looks for open requests every 200 ms — both get work.
      fake.setDefault((body) => ({
        kind: 'stream',
        deltas: ['ok ', String(body.messages?.at(-1)?.content)],
        delayMs: 100,
        usage: { prompt_tokens: 3, completion_tokens: 2 },
      }));
      const a = start({ pollIntervalMs: 200 });
      const b = start({ pollIntervalMs: 200 });
      const ids = await Promise.all(Array.from({ length: 20 }, () => newSession()));
      await Promise.all(ids.map((id, i) => say(id, `q${i}`)));
      for (const [i, id] of ids.entries()) {
        const done = await waitTurns(id, `session ${i} answered`, (t) => settledOf(t).length === 1);
        expect(assistantTexts(done)).toEqual([`ok q${i}`]);
      }
      expect(fake.calls).toHaveLength(20);
      const succeeded = (w: RunningWorker) => w.outcomes.filter((o) => o.outcome === 'succeeded').length;
      expect(succeeded(a) + succeeded(b)).toBe(20);
      expect(succeeded(a)).toBeGreaterThan(0);
      expect(succeeded(b)).toBeGreaterThan(0);
    });

    it('50 sessions at once: all answered, usage totals per session', async () => {
      const { fake, start, newSession, say, waitTurns } = await setUp();
      fake.setDefault((body) => ({
        kind: 'stream',
        deltas: ['re: ', String(body.messages?.at(-1)?.content)],
        usage: { prompt_tokens: 7, completion_tokens: 2 },
      }));
      start({ concurrency: 8 });
      const ids = await Promise.all(Array.from({ length: 50 }, () => newSession()));
      await Promise.all(ids.map((id, i) => say(id, `n${i}`)));
      for (const [i, id] of ids.entries()) {
        const done = await waitTurns(id, `session ${i} answered`, (t) => settledOf(t).length === 1, 60_000);
        expect(assistantTexts(done)).toEqual([`re: n${i}`]);
        expect(done.usage).toEqual({
          inputTokens: 7,
          outputTokens: 2,
          cachedInputTokens: 0,
          reasoningOutputTokens: 0,
          requests: 1,
          failedRequests: 0,
        });
      }
      expect(fake.calls).toHaveLength(50);
    }, 120_000);
  });
}
