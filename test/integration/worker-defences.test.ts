// The reference worker defends itself against a hostile or broken model server (SPEC §12,
// issue 20 W1–W3): its answer is capped at the service's text limit (the provider call is
// aborted there), an SSE event that never ends is cut off, every request names max_tokens, a
// turn has a total deadline, NUL and lone surrogates never reach the service, a settle the
// service refuses is not retried as is, and lease renewals do not download the prompt.
// Memory is bounded by what the fake provider could write before the worker hung up, and the
// settle attempts are counted on the wire between the worker and the service.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, type Client } from '@agent-conversations/client';
import { silentLogger } from '../../src/logger.js';
import { loadWorkerConfig, type WorkerConfig } from '../../src/worker/config.js';
import { startWorker } from '../../src/worker/worker.js';
import { graphql } from '../gql/index.js';
import { createSession } from '../helpers/flow.js';
import { startFakeOpenAI } from '../helpers/fake-openai.js';
import { transportBackends, startServer, type TestServer } from '../helpers/server.js';

const WdTurns = graphql(`
  query WdTurns($id: ID!) {
    session(id: $id) {
      usage {
        requests
        failedRequests
      }
      context {
        openRequest {
          offset
        }
        items {
          role
          content
        }
      }
      events(first: 200) {
        nodes {
          ... on LlmRequestSettledEvent {
            requestOffset
            result {
              __typename
              ... on LlmSucceeded {
                text
                rawResponse
              }
              ... on LlmFailed {
                errorMessage
                rawResponse
              }
            }
          }
        }
      }
    }
  }
`);

type Turns = NonNullable<Awaited<ReturnType<typeof turnsOf>>>;
type Result = Extract<NonNullable<Turns['events']>['nodes'][number], { requestOffset: number }>['result'];
type Succeeded = Extract<Result, { __typename: 'LlmSucceeded' }>;
type Failed = Extract<Result, { __typename: 'LlmFailed' }>;

async function turnsOf(server: TestServer, id: string) {
  return (await server.ok(WdTurns, { id })).session!;
}
const resultsOf = (t: Turns): Result[] => (t.events?.nodes ?? []).flatMap((e) => ('requestOffset' in e ? [e.result] : []));

/** Nesting depth of a JSON value (a scalar is 0). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');
const MiB = 1024 * 1024;

/** What the worker sent the service, one entry per HTTP request. */
interface WireCall {
  /** The root field, e.g. settleLlmRequest. */
  field: string;
  query: string;
  responseBytes: number;
  /** extensions.code of the first error, if any; NETWORK when the request failed on the wire. */
  code: string | null;
}

/** Answers a request in place of the service (a proxy in front of it), or null to pass it on. */
type Interceptor = (call: WireCall, body: string) => Response | null;

/** A fetch that records every GraphQL request the worker makes. */
function recordingFetch(calls: WireCall[], intercept: Interceptor = () => null): typeof fetch {
  return async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    const query = body ? ((JSON.parse(body) as { query?: string }).query ?? '') : '';
    const field = /\{\s*(\w+)/.exec(query)?.[1] ?? '?';
    const call: WireCall = { field, query, responseBytes: 0, code: null };
    calls.push(call);
    try {
      const response = intercept(call, body) ?? (await fetch(input, init));
      const text = await response.clone().text();
      call.responseBytes = utf8(text);
      try {
        call.code = (JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code ?? null;
      } catch {
        call.code = `HTTP ${response.status}`;
      }
      return response;
    } catch (error) {
      call.code = 'NETWORK';
      throw error;
    }
  };
}

for (const backend of transportBackends()) {
  describe(`the reference worker defends itself (${backend})`, { timeout: 90_000 }, () => {
    let server: TestServer;
    let client: Client;
    const cleanups: (() => Promise<unknown>)[] = [];

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

    async function setUp() {
      const fake = await startFakeOpenAI();
      cleanups.push(() => fake.close());
      const tag = { suite: `defences-${randomUUID()}` };
      const wire: WireCall[] = [];
      const start = (over: Partial<WorkerConfig> = {}, intercept?: Interceptor) => {
        const config: WorkerConfig = {
          // The documented defaults, as `npm run worker` would have them.
          ...loadWorkerConfig({ MODEL: 'fake-model' }, []),
          graphqlUrl: server.url,
          openaiBaseUrl: fake.url,
          openaiApiKey: 'sk-test',
          workerId: `wd-${randomUUID().slice(0, 8)}`,
          sessionMetadata: tag,
          pollIntervalMs: 500,
          logLevel: 'silent',
          ...over,
        };
        const workerClient = createClient({ url: server.url, fetch: recordingFetch(wire, intercept) });
        const worker = startWorker(config, { client: workerClient, logger: silentLogger });
        cleanups.push(async () => {
          await worker.kill();
          await workerClient.dispose();
        });
        return worker;
      };
      const newSession = async () => (await createSession(server, { metadata: tag })).id;
      const say = (sessionId: string, content: string) => client.addContextItem({ sessionId, item: { role: 'USER', content } });
      const waitResults = async (id: string, what: string, check: (results: Result[]) => boolean, timeoutMs = 45_000): Promise<Turns> =>
        vi.waitFor(
          async () => {
            const last = await turnsOf(server, id);
            const results = resultsOf(last);
            if (!check(results)) throw new Error(`${what}; results so far: ${JSON.stringify(results)?.slice(0, 400)}`);
            // A settlement, its usage totals and its context change commit together, but `usage`,
            // `context` and `events` are separate statements: wait for a read that saw the last one in all three.
            if (last.usage.requests !== results.length) throw new Error(`${what}; usage not yet read after the last settlement`);
            if (results.at(-1)?.__typename === 'LlmSucceeded' && last.context.openRequest !== null)
              throw new Error(`${what}; context not yet read after the last settlement`);
            return last;
          },
          { timeout: timeoutMs, interval: 50 },
        );
      const settles = () => wire.filter((c) => c.field === 'settleLlmRequest');
      return { fake, wire, settles, start, newSession, say, waitResults };
    }

    it('W1: endless deltas — the answer stops at MAX_TEXT_BYTES, the provider call is aborted, one settle (finish "length")', async () => {
      const { fake, settles, start, newSession, say, waitResults } = await setUp();
      // Far more than the service takes in one request (MAX_REQUEST_BYTES 10 MiB).
      fake.enqueue({ kind: 'endless', limitBytes: 24 * MiB });
      start();
      const id = await newSession();
      await say(id, 'never stop talking');

      const done = await waitResults(id, 'the request settles', (r) => r.length > 0);
      const [result] = resultsOf(done) as Succeeded[];
      expect(result!.__typename).toBe('LlmSucceeded');
      expect(utf8(result!.text)).toBeLessThanOrEqual(MiB);
      expect(utf8(result!.text)).toBeGreaterThan(MiB - 1024);
      expect(result!.rawResponse).toMatchObject({ finishReason: 'length' });
      expect(done.usage).toEqual({ requests: 1, failedRequests: 0 });
      expect(done.context.items.at(-1)).toEqual({ role: 'ASSISTANT', content: result!.text });
      // The worker hung up: the provider wrote a bounded amount, not its 24 MiB.
      await expect.poll(() => fake.calls[0]!.closedEarly, { message: 'the provider sees the call aborted' }).toBe(true);
      expect(fake.calls[0]!.finished).toBe(false);
      expect(fake.calls[0]!.bytes).toBeLessThan(12 * MiB);
      expect(settles().map((s) => s.code)).toEqual([null]);
    });

    it('W1: an SSE line that never ends is cut off and the attempt settles FAILED; the retry is answered', async () => {
      const { fake, settles, start, newSession, say, waitResults } = await setUp();
      fake.enqueue({ kind: 'unterminated', limitBytes: 32 * MiB });
      // The provider never goes silent long enough for PROVIDER_TIMEOUT_MS to help.
      start({ providerTimeoutMs: 10_000 });
      const id = await newSession();
      await say(id, 'hello?');

      const done = await waitResults(id, 'a failure, then an answer', (r) => r.length >= 2);
      const [failed, answered] = resultsOf(done) as [Failed, Succeeded];
      expect([failed.__typename, answered.__typename]).toEqual(['LlmFailed', 'LlmSucceeded']);
      expect(failed.errorMessage).toMatch(/server-sent event .*longer than \d+ bytes/);
      expect(answered.text).toBe('Echo: hello?');
      expect(fake.calls[0]!.closedEarly).toBe(true);
      expect(fake.calls[0]!.bytes).toBeLessThan(16 * MiB);
      expect(settles().map((s) => s.code)).toEqual([null, null]);
    });

    it('W1: every provider call names max_tokens (MODEL_MAX_TOKENS)', async () => {
      const { fake, start, newSession, say, waitResults } = await setUp();
      start({ maxTokens: 321 });
      const id = await newSession();
      await say(id, 'short please');
      await waitResults(id, 'answered', (r) => r.length === 1);
      expect(fake.calls[0]!.body).toMatchObject({ max_tokens: 321 });
      expect(loadWorkerConfig({ MODEL: 'm' }, []).maxTokens).toBe(4096);
    });

    it('W1: a turn past TURN_DEADLINE_MS is aborted and settled FAILED though the provider keeps streaming', async () => {
      const { fake, start, newSession, say, waitResults } = await setUp();
      fake.enqueue({ kind: 'endless', delta: 'tick ', delayMs: 50 });
      start({ turnDeadlineMs: 1_500 });
      const id = await newSession();
      await say(id, 'go on forever');

      const done = await waitResults(id, 'a failure, then an answer', (r) => r.length >= 2);
      const [failed, answered] = resultsOf(done) as [Failed, Succeeded];
      expect([failed.__typename, answered.__typename]).toEqual(['LlmFailed', 'LlmSucceeded']);
      expect(failed.errorMessage).toContain('TURN_DEADLINE_MS');
      expect(failed.rawResponse).toMatchObject({ kind: 'timeout' });
      expect(fake.calls[0]!.closedEarly).toBe(true);
    });

    it('W1: a settle the service refuses for good is sent once, then reported as the attempt failure', async () => {
      const { fake, settles, start, newSession, say, waitResults } = await setUp();
      // A worker configured for a larger text limit than the service's (MAX_TEXT_BYTES 1 MiB).
      fake.enqueue({ kind: 'endless', limitBytes: 2 * MiB });
      start({ maxTextBytes: 3 * MiB });
      const id = await newSession();
      await say(id, 'a long one');

      const done = await waitResults(id, 'a failure, then an answer', (r) => r.length >= 2);
      const [failed, answered] = resultsOf(done) as [Failed, Succeeded];
      expect([failed.__typename, answered.__typename]).toEqual(['LlmFailed', 'LlmSucceeded']);
      expect(failed.errorMessage).toContain('the service refused the answer');
      expect(settles().map((s) => s.code)).toEqual(['BAD_USER_INPUT', null, null]);
    });

    it("W1: a settle refused with an HTTP 4xx whatever its body (a proxy's HTML 413) is not sent again as is", async () => {
      const { fake, settles, start, newSession, say, waitResults } = await setUp();
      fake.enqueue({ kind: 'stream', deltas: Array.from({ length: 100 }, () => 'y'.repeat(1024)) });
      // A proxy in front of the service that takes no request body over 64 KiB.
      start({}, (call, body) =>
        call.field === 'settleLlmRequest' && utf8(body) > 64 * 1024
          ? new Response('<html><body><h1>413 Request Entity Too Large</h1></body></html>', { status: 413, headers: { 'content-type': 'text/html' } })
          : null,
      );
      const id = await newSession();
      await say(id, 'a long answer please');

      const done = await waitResults(id, 'a failure, then an answer', (r) => r.length >= 2);
      const [failed, answered] = resultsOf(done) as [Failed, Succeeded];
      expect([failed.__typename, answered.__typename]).toEqual(['LlmFailed', 'LlmSucceeded']);
      expect(failed.errorMessage).toContain('the service refused the answer');
      expect(answered.text).toBe('Echo: a long answer please');
      expect(settles().map((s) => s.code)).toEqual(['HTTP 413', null, null]);
    });

    it('W2: NUL and lone surrogates in deltas and in provider errors are replaced (U+FFFD) before they are sent', async () => {
      const { fake, wire, start, newSession, say, waitResults } = await setUp();
      fake.enqueue(
        { kind: 'error', status: 503, message: 'over\u0000loaded \udc00', type: 'server_error' },
        // A surrogate pair split across two deltas is still one character.
        { kind: 'stream', deltas: ['Hel\u0000lo ', '\ud83d', '\ude00 ok \udc00', 'end\ud800'] },
      );
      start();
      const id = await newSession();
      await say(id, 'weird bytes');

      const done = await waitResults(id, 'a failure, then an answer', (r) => r.length >= 2);
      const [failed, answered] = resultsOf(done) as [Failed, Succeeded];
      expect([failed.__typename, answered.__typename]).toEqual(['LlmFailed', 'LlmSucceeded']);
      expect(failed.errorMessage).toContain('over\ufffdloaded \ufffd');
      expect(failed.rawResponse).toMatchObject({ status: 503, error: { message: 'over\ufffdloaded \ufffd' } });
      expect(answered.text).toBe('Hel\ufffdlo \u{1f600} ok \ufffdend\ufffd');
      expect(done.usage).toEqual({ requests: 2, failedRequests: 1 });
      expect(fake.calls).toHaveLength(2);
      // Every chunk was accepted (none refused for a NUL).
      expect(wire.filter((c) => c.field === 'appendLlmResponseChunk' && c.code !== null)).toEqual([]);
    });

    it('W3: a provider error nested 60 deep still settles FAILED (rawResponse cut down), and the retry is answered', async () => {
      const { fake, settles, start, newSession, say, waitResults } = await setUp();
      let nested: unknown = 'the bottom';
      for (let i = 0; i < 60; i++) nested = { inner: nested };
      fake.enqueue({ kind: 'error', status: 500, body: { error: { message: 'deep trouble', type: 'server_error', detail: nested } } });
      start();
      const id = await newSession();
      await say(id, 'dig');

      const done = await waitResults(id, 'a failure, then an answer', (r) => r.length >= 2);
      const [failed, answered] = resultsOf(done) as [Failed, Succeeded];
      expect([failed.__typename, answered.__typename]).toEqual(['LlmFailed', 'LlmSucceeded']);
      expect(failed.errorMessage).toContain('500');
      expect(failed.errorMessage).toContain('deep trouble');
      expect(depthOf(failed.rawResponse)).toBeLessThanOrEqual(32);
      expect(answered.text).toBe('Echo: dig');
      // The refused settle is followed by one with a smaller rawResponse, then the retry's success.
      expect(settles().map((s) => s.code)).toEqual(['BAD_USER_INPUT', null, null]);
    });

    it('renewing the lease does not download the prompt again', async () => {
      const { fake, wire, start, newSession, say, waitResults } = await setUp();
      fake.enqueue({ kind: 'stream', deltas: ['slow ', 'answer'], holdAfter: 1 });
      start({ leaseMs: 1_500 });
      const id = await newSession();
      const big = 'context '.repeat(40_000); // 320 kB in the prompt
      await client.addContextItem({ sessionId: id, item: { role: 'SYSTEM', content: big, llmRequestPolicy: 'DONT_TRIGGER_REQUEST' } });
      await say(id, 'with a large context');
      await expect.poll(() => fake.calls[0]?.sent, { message: 'streaming started' }).toBe(1);
      const claims = () => wire.filter((c) => c.field === 'claimLlmRequest');
      // The first claim and at least three renewals (every third of the lease).
      await expect.poll(() => claims().length, { message: 'three renewals', timeout: 20_000 }).toBeGreaterThanOrEqual(4);
      fake.release();
      await waitResults(id, 'answered', (r) => r.length === 1);
      const withPrompt = claims().filter((c) => c.responseBytes > utf8(big));
      expect(withPrompt).toHaveLength(1);
      expect(claims().filter((c) => !c.query.includes('prompt')).length).toBeGreaterThanOrEqual(3);
    });
  });
}
