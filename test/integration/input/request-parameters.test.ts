// Issue 11: hostile request parameters answer a documented code, write nothing, hold nothing,
// and never hurt other work — on HTTP, SSE and WebSocket.
//   V2  a subscription with undeclared, deeply nested variables left its bus listener behind
//       (500), and over WebSocket closed the whole socket (4500);
//   V6  huge lists in variables stalled the event loop during coercion;
//   V10 deeply nested literals overflowed the parser's stack (500); a NUL in a subscription
//       argument answered 500;
//   V11 lone surrogates reached the database (STORAGE_UNAVAILABLE); a roles list with 70,000
//       entries overran Postgres' bind parameters;
//   and an invalid JSON body was echoed back in the error.
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { busListeners } from '../../helpers/clients.js';
import { CreateSession } from '../../helpers/documents.js';
import { appendMessages, createSession, userText } from '../../helpers/flow.js';
import { codeOf, frameCode, post, RawWs, sseOnce } from '../../helpers/raw-requests.js';
import { transportBackends, startServer, type TestServer } from '../../helpers/server.js';

/** createSession as text, for raw requests whose HTTP status is asserted. */
const CREATE = print(CreateSession);
const APPEND =
  'mutation GuardAppend($id: ID!, $text: String!) { appendEntry(input: { sessionId: $id, message: { user: { content: [{ text: { text: $text } }] } } }) { created } }';
const COUNT = 'query GuardCount { sessions(first: 500) { nodes { id } } }';
const MESSAGES = 'query GuardMessages($id: ID!, $roles: [MessageRole!]) { session(id: $id) { messages(roles: $roles) { nodes { id } } } }';
const CREATED_SUB = 'subscription GuardCreated { sessionCreated { sessionId title } }';

/** `depth` nested JSON arrays, as text (JSON.stringify itself overflows at this depth). */
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const subscribeBody = (query: string, variablesJson: string) => `{"query":${JSON.stringify(query)},"variables":${variablesJson}}`;

describe.each(transportBackends())('hostile request parameters (%s)', (backend) => {
  let server: TestServer;
  let sessionCount: () => Promise<number>;

  beforeAll(async () => {
    server = await startServer({ backend, config: { requestLimits: { maxVariableListLength: 100_000, maxVariableNodes: 200_000 } } });
    sessionCount = async () => ((await post(server.url, COUNT)).body.data as { sessions: { nodes: unknown[] } }).sessions.nodes.length;
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('V2: undeclared deeply nested variables on a subscription', () => {
    it('SSE: a coded error, and no bus listener left behind', async () => {
      const idle = busListeners(server);
      for (let i = 0; i < 5; i++) {
        const res = await sseOnce(server.url, subscribeBody(CREATED_SUB, `{"junk":${deepArray(10_000)}}`));
        expect(res.status).toBeLessThan(500);
        const code = res.results.flatMap((r) => r.errors ?? [])[0]?.extensions?.code;
        expect(code, res.text.slice(0, 300)).toBe('BAD_USER_INPUT');
      }
      expect(busListeners(server)).toBe(idle);
    });

    it('WebSocket: the failure is that subscription’s coded error; the socket and its healthy subscription live on', async () => {
      const idle = busListeners(server);
      const ws = await RawWs.connect(server.wsUrl);
      try {
        ws.subscribe('healthy', CREATED_SUB);
        await expect.poll(() => busListeners(server), { message: 'healthy subscription registered' }).toBeGreaterThan(idle);
        const withHealthy = busListeners(server);
        ws.sendRaw(`{"id":"junk","type":"subscribe","payload":{"query":${JSON.stringify(CREATED_SUB)},"variables":{"junk":${deepArray(10_000)}}}}`);
        const error = await ws.waitFor('junk', 'error');
        expect(frameCode(error)).toBe('BAD_USER_INPUT');
        expect(busListeners(server)).toBe(withHealthy);
        expect(ws.closed).toBeNull();
        // The healthy subscription still receives events.
        await createSession(server, { title: 'after junk' });
        const [next] = await ws.waitForNexts('healthy', 1);
        expect((next!.payload as { data: { sessionCreated: { title: string } } }).data.sessionCreated.title).toBe('after junk');
      } finally {
        ws.close();
      }
      await expect.poll(() => busListeners(server), { message: 'listeners released' }).toBe(idle);
    });
  });

  describe('V6: oversized variables are refused before coercion', () => {
    it('a list longer than the limit (HTTP and WebSocket)', async () => {
      const limited = await startServer({ backend, config: { requestLimits: { maxVariableListLength: 1000 } } });
      try {
        const { id } = await createSession(limited);
        const roles = Array.from({ length: 20_000 }, () => 'USER');
        const res = await post(limited.url, MESSAGES, { id, roles });
        expect(res.status).toBe(400);
        expect(codeOf(res)).toBe('BAD_USER_INPUT');
        expect(res.body.errors?.[0]?.message).toMatch(/^variables: .*longer than 1000/);

        const ws = await RawWs.connect(limited.wsUrl);
        try {
          ws.subscribe('big', MESSAGES, { id, roles });
          expect(frameCode(await ws.waitFor('big', 'error'))).toBe('BAD_USER_INPUT');
          expect(ws.closed).toBeNull();
        } finally {
          ws.close();
        }
        // Within the limit it works.
        expect((await post(limited.url, MESSAGES, { id, roles: roles.slice(0, 1000) })).body.errors).toBeUndefined();
      } finally {
        await limited.stop();
      }
    });

    it('more values than the limit, spread over short lists', async () => {
      const before = await sessionCount();
      const metadata = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`k${i}`, Array.from({ length: 600 }, (_, j) => j)]));
      const res = await post(server.url, CREATE, { input: { title: 'many values', metadata } });
      expect(res.status).toBe(400);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.body.errors?.[0]?.message).toMatch(/^variables: more than 200000 values/);
      expect(await sessionCount()).toBe(before);
    });
  });

  describe('V10: nesting that would overflow the parser', () => {
    const deepList = `{ __typename(x: ${'['.repeat(3000)}${']'.repeat(3000)}) }`;
    const deepObject = `{ __typename(x: ${'{a:'.repeat(1500)}1${'}'.repeat(1500)}) }`;

    it('HTTP: QUERY_TOO_COMPLEX, not 500', async () => {
      for (const query of [deepList, deepObject]) {
        const res = await post(server.url, query);
        expect(res.status, res.text.slice(0, 200)).toBeLessThan(500);
        expect(codeOf(res)).toBe('QUERY_TOO_COMPLEX');
      }
      // The server keeps serving.
      await createSession(server);
    });

    it('variables nested 1,500 deep (even undeclared ones): BAD_USER_INPUT', async () => {
      const nested = `${'{"a":'.repeat(1500)}1${'}'.repeat(1500)}`;
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: subscribeBody('query GuardDeepVars { __typename }', `{"junk":${nested}}`),
      });
      const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(response.status).toBeLessThan(500);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('WebSocket: the same refusals, the socket stays open', async () => {
      const ws = await RawWs.connect(server.wsUrl);
      try {
        ws.subscribe('list', deepList);
        ws.subscribe('object', deepObject);
        expect(frameCode(await ws.waitFor('list', 'error'))).toBe('QUERY_TOO_COMPLEX');
        expect(frameCode(await ws.waitFor('object', 'error'))).toBe('QUERY_TOO_COMPLEX');
        expect(ws.closed).toBeNull();
      } finally {
        ws.close();
      }
    });

    it('a NUL in a subscription argument: BAD_USER_INPUT on SSE and WebSocket', async () => {
      const query = 'subscription GuardNul($id: ID!) { sessionEvents(sessionId: $id, after: 0) { offset } }';
      const sse = await sseOnce(server.url, JSON.stringify({ query, variables: { id: 'a\u0000b' } }));
      expect(sse.results.flatMap((r) => r.errors ?? [])[0]?.extensions?.code, sse.text.slice(0, 300)).toBe('BAD_USER_INPUT');
      const literal = await sseOnce(server.url, JSON.stringify({ query: 'subscription { sessionEvents(sessionId: "a\\u0000b") { offset } }' }));
      expect(literal.results.flatMap((r) => r.errors ?? [])[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const ws = await RawWs.connect(server.wsUrl);
      try {
        ws.subscribe('nul', query, { id: 'a\u0000b' });
        const frames = await vi.waitFor(
          () => {
            const answered = ws.of('nul');
            if (!answered.some((m) => m.type === 'error' || m.type === 'next')) throw new Error('an answer');
            return answered;
          },
          { timeout: 10_000, interval: 20 },
        );
        expect(frameCode(frames[0])).toBe('BAD_USER_INPUT');
        expect(ws.closed).toBeNull();
      } finally {
        ws.close();
      }
    });
  });

  describe('V11: malformed Unicode and repeated enum values', () => {
    it('a lone surrogate anywhere in the variables: BAD_USER_INPUT, nothing stored', async () => {
      const before = await sessionCount();
      for (const variables of [{ title: 'x\ud800' }, { metadata: { note: 'y\udc00z' } }, { metadata: { ['k\ud800']: 1 } }]) {
        const res = await post(server.url, CREATE, { input: variables });
        expect(res.status).toBeLessThan(500);
        expect(codeOf(res), res.text).toBe('BAD_USER_INPUT');
      }
      const { id } = await createSession(server);
      const append = await post(server.url, APPEND, { id, text: 'a\ud83d' });
      expect(codeOf(append)).toBe('BAD_USER_INPUT');
      expect(await sessionCount()).toBe(before + 1);
      // A well-formed pair is fine.
      expect((await post(server.url, APPEND, { id, text: 'emoji 🙂' })).body.errors).toBeUndefined();
    });

    it('roles repeated 70,000 times are one filter, not 70,000 bind parameters', async () => {
      const { id } = await createSession(server);
      await appendMessages(server, id, [userText('hello')]);
      const res = await post(server.url, MESSAGES, { id, roles: Array.from({ length: 70_000 }, () => 'USER') });
      expect(res.body.errors, res.text.slice(0, 300)).toBeUndefined();
      expect((res.body.data as { session: { messages: { nodes: unknown[] } } }).session.messages.nodes).toHaveLength(1);
    });
  });

  it('an invalid JSON body is not echoed back', async () => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ __typename }", secret-fragment-xyz',
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(text).not.toContain('secret-fragment');
    expect(text).not.toContain('__typename');
  });
});
