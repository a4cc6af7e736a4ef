// The response byte budget (issue 20, mechanism 4; finding C1): a request's response, and each
// event of a subscription, holds at most MAX_RESPONSE_BYTES of string and JSON values (64 MiB). Past it
// the request answers one RESPONSE_TOO_LARGE error instead of the data — the response is never
// built (C1: 20 aliases of `openRequest { prompt }` over a 24 MB context were 320 MB of JSON
// and +1.4 GB of memory). Counted as fields resolve, on HTTP and WebSocket alike; a subscription
// event over it is delivered as that error and the stream goes on.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { parseConfig } from '../../src/config.js';
import { postGraphQL, type RawResponse } from '../helpers/auth.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { transportBackends, startServer, type TestServer } from '../helpers/server.js';

const KiB = 1024;
const BUDGET = 256 * KiB;
const ITEM = 100 * KiB;

const ADD = `mutation RbAdd($sessionId: ID!, $content: String!, $policy: LlmRequestPolicy!) {
  addContextItem(input: { sessionId: $sessionId, item: { role: USER, content: $content, llmRequestPolicy: $policy } }) { offset }
}`;
const OPEN = 'query RbOpen($id: ID!) { session(id: $id) { context { openRequest { offset } } } }';
/** `count` aliases of the open request's prompt (C1). */
const prompts = (count: number) =>
  `query RbPrompts($id: ID!) { ${Array.from({ length: count }, (_, i) => `p${i}: session(id: $id) { context { openRequest { prompt { content } } } }`).join(' ')} }`;
const PAGE =
  'query RbPage($id: ID!, $first: Int) { session(id: $id) { messages(first: $first) { nodes { ... on MessageEntry { message { content { ... on TextBlock { text } } } } } } } }';

const codeOf = (res: RawResponse) => res.body.errors?.[0]?.extensions?.code;

describe('the default budget', () => {
  it('is 64 MiB: a worker can read the largest context a session may hold as its prompt; a page holds several of the largest messages', () => {
    const config = parseConfig({});
    expect(config.requestLimits.maxResponseBytes).toBe(64 * 1024 * 1024);
    expect(config.requestLimits.maxResponseBytes).toBeGreaterThanOrEqual(config.limits.maxContextBytesPerSession);
    expect(config.requestLimits.maxResponseBytes).toBeGreaterThan(4 * config.limits.maxMessageBytes);
  });
});

describe.each(transportBackends())('response byte budget (%s)', (backend) => {
  let server: TestServer;
  let sessionId: string;

  beforeAll(async () => {
    server = await startServer({ backend, config: { requestLimits: { maxResponseBytes: BUDGET }, llm: { debounceMs: 0 } } });
    sessionId = (await createSession(server, { title: 'big context' })).id;
    // A context of two 100 KiB items; the second opens a request whose prompt is both.
    for (const [i, policy] of ['DONT_TRIGGER_REQUEST', 'AFTER_CURRENT_REQUEST'].entries()) {
      const res = await postGraphQL(server.url, ADD, { sessionId, content: `${i}`.repeat(ITEM), policy });
      expect(res.body.errors, res.text).toBeUndefined();
    }
    await vi.waitFor(
      async () => {
        const open = (await postGraphQL(server.url, OPEN, { id: sessionId })).body.data as { session: { context: { openRequest: unknown } } };
        if (!open.session.context.openRequest) throw new Error('no request opened');
      },
      { timeout: 10_000, interval: 25 },
    );
    for (let i = 0; i < 3; i++) await appendMessages(server, sessionId, [userText('m'.repeat(ITEM))]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('C1: 20 aliases of openRequest { prompt } are refused with RESPONSE_TOO_LARGE; the answer is a few hundred bytes, not 4 MB', async () => {
    const one = await postGraphQL(server.url, prompts(1), { id: sessionId });
    expect(one.body.errors, one.text.slice(0, 300)).toBeUndefined();
    expect(one.text.length).toBeGreaterThan(2 * ITEM);

    const many = await postGraphQL(server.url, prompts(20), { id: sessionId });
    expect(codeOf(many), many.text.slice(0, 300)).toBe('RESPONSE_TOO_LARGE');
    expect(many.body.errors).toHaveLength(1);
    expect(many.body.errors?.[0]?.extensions?.maxBytes).toBe(BUDGET);
    expect(many.body.data ?? null).toBeNull();
    expect(many.status).toBe(200);
    expect(many.text.length).toBeLessThan(1000);
  });

  it('message bodies count: a page over the budget is refused whole, a smaller page is answered', async () => {
    const whole = await postGraphQL(server.url, PAGE, { id: sessionId, first: 3 });
    expect(codeOf(whole), whole.text.slice(0, 300)).toBe('RESPONSE_TOO_LARGE');
    expect(whole.text.length).toBeLessThan(1000);
    const part = await postGraphQL(server.url, PAGE, { id: sessionId, first: 2 });
    expect(part.body.errors, part.text.slice(0, 300)).toBeUndefined();
    expect((part.body.data as { session: { messages: { nodes: unknown[] } } }).session.messages.nodes).toHaveLength(2);
  });

  it('over graphql-ws: a query over the budget is refused; a subscription event over it arrives as the error and the stream goes on', async () => {
    const client = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, lazy: true, retryAttempts: 0, onNonLazyError: () => {} });
    try {
      const query = await new Promise<{ errors?: { extensions?: Record<string, unknown> }[] }>((resolve) => {
        let last = {};
        client.subscribe(
          { query: prompts(20), variables: { id: sessionId } },
          { next: (r) => (last = r), error: (e) => resolve({ errors: e as never }), complete: () => resolve(last) },
        );
      });
      expect(query.errors?.[0]?.extensions?.code, JSON.stringify(query).slice(0, 300)).toBe('RESPONSE_TOO_LARGE');

      // The stored stream replayed: three 100 KiB items… are within the budget one by one; a
      // message of 300 KiB is not. Then a small one.
      await appendMessages(server, sessionId, [userText('x'.repeat(3 * ITEM))]);
      await appendMessages(server, sessionId, [userText('small and last')]);
      const events: {
        data?: { sessionEvents: { offset: number; entry?: { message?: { content: { text?: string }[] } } } } | null;
        errors?: { extensions?: Record<string, unknown> }[];
      }[] = [];
      await new Promise<void>((resolve, reject) => {
        const stop = client.subscribe(
          {
            query: `subscription RbEvents($id: ID!) { sessionEvents(sessionId: $id, after: 0) { offset
              ... on MessageAddedEvent { entry { ... on MessageEntry { message { content { ... on TextBlock { text } } } } } } } }`,
            variables: { id: sessionId },
          },
          {
            next: (r) => {
              events.push(r as never);
              if (JSON.stringify(r).includes('small and last')) {
                stop();
                resolve();
              }
            },
            error: reject,
            complete: () => resolve(),
          },
        );
      });
      const refused = events.filter((e) => e.errors?.[0]?.extensions?.code === 'RESPONSE_TOO_LARGE');
      expect(refused).toHaveLength(1);
      expect(refused[0]!.data ?? null).toBeNull();
      const texts = events.flatMap((e) => e.data?.sessionEvents.entry?.message?.content.map((c) => c.text?.length) ?? []);
      expect(texts).toEqual([ITEM, ITEM, ITEM, 'small and last'.length]);
    } finally {
      await client.dispose();
    }
  });
});
