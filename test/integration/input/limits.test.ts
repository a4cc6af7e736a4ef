// Limits (issue 5): every document and input limit just at (accepted) and just over (refused),
// the request body limit (413) and chunked bodies without a length (411), page-size clamps,
// introspection off via config, CSRF prevention, and masked unexpected errors. Each refusal
// writes nothing.
import { request as httpRequest } from 'node:http';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { graphql } from '../../gql/index.js';
import { postGraphQL, wsConnect } from '../../helpers/auth.js';
import { expectCleanBody } from '../../helpers/codes.js';
import { CreateSession } from '../../helpers/documents.js';
import { createSession } from '../../helpers/flow.js';
import { createTestDatabase, dropTestDatabase, errorCode, startServer, testDatabaseUrl, type TestServer } from '../../helpers/server.js';

const LimEnsure = graphql(`
  mutation LimEnsure($input: EnsureSessionInput!) {
    ensureSession(input: $input) {
      created
      session {
        id
      }
    }
  }
`);

const LimAppend = graphql(`
  mutation LimAppend($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      entry {
        entryId
      }
    }
  }
`);

const LimAppendMany = graphql(`
  mutation LimAppendMany($input: AppendMessagesInput!) {
    appendMessages(input: $input) {
      entryIds
    }
  }
`);

const LimState = graphql(`
  query LimState($id: ID!) {
    session(id: $id) {
      lastOffset
      messageCount
    }
    sessions(first: 1) {
      nodes {
        id
      }
    }
  }
`);

const LimPages = graphql(`
  query LimPages($id: ID!, $first: Int) {
    sessions(first: $first) {
      nodes {
        id
      }
      pageInfo {
        hasNextPage
      }
    }
    session(id: $id) {
      messages(first: $first) {
        nodes {
          entryId
        }
      }
      events(first: $first) {
        nodes {
          offset
        }
      }
    }
  }
`);

const expectClean = expectCleanBody;

const text = (t: string) => ({ text: { text: t } });
const user = (...blocks: ReturnType<typeof text>[]) => ({ user: { content: blocks } });
const nested = (levels: number): unknown => (levels === 0 ? 1 : [nested(levels - 1)]);
const nestedObject = (levels: number): unknown => (levels === 0 ? 1 : { n: nestedObject(levels - 1) });

// ------------------------------------------------------------------ document limits

describe('document limits (graphql-armor), at and over, on HTTP and WebSocket', () => {
  const LIMITS = { maxDepth: 5, maxAliases: 3, maxTokens: 200, maxDirectives: 3, maxCost: 100_000 };
  let server: TestServer;
  let costServer: TestServer;
  let costAt = 0;
  const COST_UNDER = '{ sessions(first: 10) { nodes { id title } } }';
  const COST_OVER = '{ sessions(first: 10) { nodes { id title description } } }';

  beforeAll(async () => {
    // A meter server (cost limit 10, every other limit roomy) reports each document's cost.
    const meter = await startServer({ backend: 'pglite', config: { requestLimits: { maxCost: 10 } } });
    const costOf = async (q: string) => {
      const res = await postGraphQL(meter.url, q);
      const found = /found (\d+(?:\.\d+)?)/.exec(res.body.errors?.[0]?.message ?? '');
      if (!found) throw new Error(`no cost reported: ${res.text}`);
      return Number(found[1]);
    };
    const under = await costOf(COST_UNDER);
    const over = await costOf(COST_OVER);
    await meter.stop();
    costAt = Math.ceil(under);
    expect(over).toBeGreaterThan(costAt);
    [server, costServer] = await Promise.all([
      startServer({ backend: 'pglite', config: { requestLimits: LIMITS } }),
      startServer({ backend: 'pglite', config: { requestLimits: { maxCost: costAt } } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), costServer?.stop()]);
  });

  const accepted = async (s: TestServer, query: string) => {
    const res = await postGraphQL(s.url, query);
    expect(res.body.errors, res.text).toBeUndefined();
    expect(res.status).toBe(200);
  };
  const refused = async (s: TestServer, query: string, what: RegExp) => {
    const res = await postGraphQL(s.url, query);
    expect(res.body.errors?.[0]?.extensions?.code, res.text).toBe('QUERY_TOO_COMPLEX');
    expect(res.body.errors?.[0]?.message).toMatch(what);
    expect(res.body.data ?? null).toBeNull();
    expect(res.status).toBeLessThan(500);
    expectClean(res.text);
  };

  // depth = nested fields (an inline fragment counts as a level too): sessions > edges > node > context > … = 5 / 6
  const DEPTH_5 = '{ sessions(first: 1) { edges { node { context { lastRequestOffset } } } } }';
  const DEPTH_6 = '{ sessions(first: 1) { edges { node { context { openRequest { offset } } } } } }';
  const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: session(id: "${i}") { id }`).join(' ')} }`;
  const tokens = (n: number) =>
    `{ ${Array(n - 2)
      .fill('__typename')
      .join(' ')} }`; // n lexer tokens
  const directives = (n: number) => `{ ${Array(n).fill('__typename @skip(if: false)').join(' ')} }`;

  it('query depth', async () => {
    await accepted(server, DEPTH_5);
    await refused(server, DEPTH_6, /depth limit of 5 exceeded, found 6/);
  });
  it('aliases', async () => {
    await accepted(server, aliases(3));
    await refused(server, aliases(4), /Aliases limit of 3 exceeded, found 4/);
  });
  it('tokens', async () => {
    await accepted(server, tokens(200));
    await refused(server, tokens(201), /Token limit of 200 exceeded/);
  });
  it('directives', async () => {
    await accepted(server, directives(3));
    await refused(server, directives(4), /Directives limit of 3 exceeded, found 4/);
  });
  it('cost', async () => {
    await accepted(costServer, COST_UNDER);
    await refused(costServer, COST_OVER, new RegExp(`Cost limit of ${costAt} exceeded`));
  });
  it('fragments do not hide depth', async () => {
    await refused(
      server,
      '{ session(id: "x") { ...S } } fragment S on Session { messages { edges { node { ... on MessageEntry { message { role } } } } } }',
      /depth limit/,
    );
  });

  it('the same limits apply over WebSocket', async () => {
    const client = createClient({ url: server.wsUrl, webSocketImpl: WebSocket, lazy: true, retryAttempts: 0, onNonLazyError: () => {} });
    const run = (query: string) =>
      new Promise<{ errors?: { message: string; extensions?: { code?: string } }[]; data?: unknown }>((resolve) => {
        let last = {};
        client.subscribe({ query }, { next: (r) => (last = r), error: (e) => resolve({ errors: e as never }), complete: () => resolve(last) });
      });
    try {
      for (const [ok, over] of [
        [DEPTH_5, DEPTH_6],
        [aliases(3), aliases(4)],
        [tokens(200), tokens(201)],
        [directives(3), directives(4)],
      ] as const) {
        expect((await run(ok)).errors).toBeUndefined();
        const res = await run(over);
        expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res)).toBe('QUERY_TOO_COMPLEX');
      }
      const deep = await run(
        'subscription { sessionEvents(sessionId: "x") { ... on MessageAddedEvent { entry { ... on MessageEntry { message { content { ... on TextBlock { text } } } } } } } }',
      );
      expect(deep.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    } finally {
      await client.dispose();
    }
  });
});

// ------------------------------------------------------------------ input limits

describe('input limits, page clamps, body limit, CSRF, introspection', () => {
  const LIMITS = {
    defaultPageSize: 3,
    maxPageSize: 5,
    maxIdLength: 16,
    maxTextBytes: 100,
    maxMessageBytes: 300,
    maxBlocksPerMessage: 3,
    maxBatchMessages: 3,
    maxMetadataBytes: 64,
    maxJsonDepth: 4,
    maxShortTextLength: 20,
  };
  const MAX_BODY = 4096;
  let server: TestServer;
  let noIntrospection: TestServer;
  let canary: string;

  beforeAll(async () => {
    [server, noIntrospection] = await Promise.all([
      startServer({ backend: 'pglite', config: { limits: LIMITS, requestLimits: { maxRequestBytes: MAX_BODY } } }),
      startServer({ backend: 'pglite', config: { requestLimits: { introspection: false } } }),
    ]);
    canary = (await createSession(server, { title: 'canary' })).id;
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), noIntrospection?.stop()]);
  });

  const state = async () => {
    const s = await server.ok(LimState, { id: canary });
    return { lastOffset: s.session?.lastOffset, messageCount: s.session?.messageCount, newest: s.sessions!.nodes[0]?.id };
  };
  /** Runs a refused operation: BAD_USER_INPUT naming `field`, and nothing written. */
  const refused = async (run: () => Promise<{ errors?: { message: string; extensions?: { code?: string; field?: unknown } }[] }>, field: RegExp) => {
    const before = await state();
    const res = await run();
    expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.message).toMatch(field);
    expect(await state()).toEqual(before);
  };

  it('short text (title): 20 characters accepted, 21 refused', async () => {
    expect((await createSession(server, { title: 't'.repeat(20) })).title).toHaveLength(20);
    await refused(() => server.request(CreateSession, { input: { title: 't'.repeat(21) } }), /input\.title/);
  });

  it('caller ids: 16 characters accepted, 17 refused (ensureSession id and entry id)', async () => {
    expect((await server.ok(LimEnsure, { input: { id: 'i'.repeat(16) } })).ensureSession.created).toBe(true);
    await refused(() => server.request(LimEnsure, { input: { id: 'j'.repeat(17) } }), /input\.id/);
    await server.ok(LimAppend, { input: { sessionId: canary, entryId: 'e'.repeat(16), message: user(text('x')) } });
    await refused(() => server.request(LimAppend, { input: { sessionId: canary, entryId: 'f'.repeat(17), message: user(text('x')) } }), /entryId/);
  });

  it('text bytes (UTF-8): 100 bytes accepted, 101 refused; multi-byte characters count as bytes', async () => {
    await server.ok(LimAppend, { input: { sessionId: canary, message: user(text('a'.repeat(100))) } });
    await server.ok(LimAppend, { input: { sessionId: canary, message: user(text('é'.repeat(50))) } });
    await refused(() => server.request(LimAppend, { input: { sessionId: canary, message: user(text('a'.repeat(101))) } }), /text/);
    await refused(() => server.request(LimAppend, { input: { sessionId: canary, message: user(text('é'.repeat(51))) } }), /text/);
    await refused(() => server.request(LimAppend, { input: { sessionId: canary, message: user(text('€'.repeat(34))) } }), /text/);
  });

  it('blocks per message: 3 accepted, 4 refused', async () => {
    await server.ok(LimAppend, { input: { sessionId: canary, message: user(text('1'), text('2'), text('3')) } });
    await refused(
      () => server.request(LimAppend, { input: { sessionId: canary, message: user(text('1'), text('2'), text('3'), text('4')) } }),
      /content/,
    );
  });

  it('messages per batch: 3 accepted, 4 refused', async () => {
    const m = user(text('b'));
    expect((await server.ok(LimAppendMany, { input: { sessionId: canary, messages: [m, m, m] } })).appendMessages.entryIds).toHaveLength(3);
    await refused(() => server.request(LimAppendMany, { input: { sessionId: canary, messages: [m, m, m, m] } }), /messages/);
  });

  it('message / entry size as JSON: 300 bytes accepted, 301 refused', async () => {
    const size = (data: string) => Buffer.byteLength(JSON.stringify({ customType: 't', data }));
    const fill = (bytes: number) => 'd'.repeat(bytes - size(''));
    expect(size(fill(300))).toBe(300);
    await server.ok(LimAppend, { input: { sessionId: canary, custom: { customType: 't', data: fill(300) } } });
    await refused(() => server.request(LimAppend, { input: { sessionId: canary, custom: { customType: 't', data: fill(301) } } }), /custom/);
    // A message grows past the limit with function-call arguments (not a text string).
    const args = { s: 'x'.repeat(400) };
    await refused(
      () =>
        server.request(LimAppend, {
          input: {
            sessionId: canary,
            message: { assistant: { stopReason: 'FUNCTION_CALL', content: [{ functionCall: { callId: 'c1', functionId: 'f', arguments: args } }] } },
          },
        }),
      /message/,
    );
  });

  it('metadata size as JSON: 64 bytes accepted, 65 refused (create, set-meta)', async () => {
    const fill = (bytes: number) => ({ k: 'm'.repeat(bytes - Buffer.byteLength(JSON.stringify({ k: '' }))) });
    expect(Buffer.byteLength(JSON.stringify(fill(64)))).toBe(64);
    await createSession(server, { metadata: fill(64) });
    await refused(() => server.request(CreateSession, { input: { metadata: fill(65) } }), /metadata/);
    await refused(() => server.request(LimAppend, { input: { sessionId: canary, origin: fill(65), message: user(text('o')) } }), /origin/);
  });

  it('JSON depth: 4 levels accepted, 5 refused (entry data, metadata, function arguments)', async () => {
    await server.ok(LimAppend, { input: { sessionId: canary, custom: { customType: 't', data: nested(4) } } });
    await refused(() => server.request(LimAppend, { input: { sessionId: canary, custom: { customType: 't', data: nested(5) } } }), /data/);
    await createSession(server, { metadata: nestedObject(4) as Record<string, unknown> });
    await refused(() => server.request(CreateSession, { input: { metadata: nestedObject(5) as Record<string, unknown> } }), /metadata/);
    await refused(
      () =>
        server.request(LimAppend, {
          input: {
            sessionId: canary,
            message: { assistant: { stopReason: 'END', content: [{ functionCall: { callId: 'c', functionId: 'f', arguments: nested(5) } }] } },
          },
        }),
      /arguments/,
    );
  });

  it('page sizes: default 3, clamped to [1, 5] for sessions, messages and events', async () => {
    const many = (await createSession(server, { title: 'pages' })).id;
    await server.ok(LimAppendMany, { input: { sessionId: many, messages: [user(text('1')), user(text('2')), user(text('3'))] } });
    await server.ok(LimAppendMany, { input: { sessionId: many, messages: [user(text('4')), user(text('5')), user(text('6'))] } });
    for (let i = 0; i < 6; i++) await createSession(server);
    const counts = async (first: number | undefined) => {
      const data = await server.ok(LimPages, first === undefined ? { id: many } : { id: many, first });
      return [data.sessions!.nodes.length, data.session?.messages?.nodes.length, data.session?.events?.nodes.length];
    };
    expect(await counts(undefined)).toEqual([3, 3, 3]);
    expect(await counts(4)).toEqual([4, 4, 4]);
    expect(await counts(5)).toEqual([5, 5, 5]);
    expect(await counts(6)).toEqual([5, 5, 5]);
    expect(await counts(2_147_483_647)).toEqual([5, 5, 5]);
    expect(await counts(1)).toEqual([1, 1, 1]);
    expect(await counts(0)).toEqual([1, 1, 1]);
    expect(await counts(-2_147_483_648)).toEqual([1, 1, 1]);
  });

  describe('request body', () => {
    const bodyOf = (bytes: number) => {
      const base = JSON.stringify({ query: '{ __typename }', variables: { pad: '' } });
      const body = JSON.stringify({ query: '{ __typename }', variables: { pad: 'p'.repeat(bytes - base.length) } });
      expect(Buffer.byteLength(body)).toBe(bytes);
      return body;
    };
    const post = async (body: string) => {
      const res = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      return { status: res.status, text: await res.text() };
    };

    it(`${MAX_BODY} bytes accepted, ${MAX_BODY + 1} refused with 413 REQUEST_TOO_LARGE`, async () => {
      const at = await post(bodyOf(MAX_BODY));
      expect(at.status, at.text).toBe(200);
      expect(JSON.parse(at.text)).toEqual({ data: { __typename: 'Query' } });
      const over = await post(bodyOf(MAX_BODY + 1));
      expect(over.status).toBe(413);
      expect(JSON.parse(over.text).errors[0].extensions.code).toBe('REQUEST_TOO_LARGE');
      const huge = await post(bodyOf(MAX_BODY * 50));
      expect(huge.status).toBe(413);
    });

    const raw = (headers: Record<string, string | number>, chunks: string[]) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const url = new URL(server.url);
        const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        for (const c of chunks) req.write(c);
        req.end();
      });

    it('a chunked body without Content-Length is refused with 411 LENGTH_REQUIRED', async () => {
      const res = await raw({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, ['{"query":', '"{ __typename }"}']);
      expect(res.status).toBe(411);
      expect(JSON.parse(res.text).errors[0].extensions.code).toBe('LENGTH_REQUIRED');
    });

    it('a lying or malformed Content-Length is refused', async () => {
      const res = await raw({ 'content-type': 'application/json', 'content-length': '99999999999' }, ['{}']);
      expect(res.status).toBe(413);
      const malformed = await raw({ 'content-type': 'application/json', 'content-length': '12abc' }, ['{}']).catch(() => ({ status: 400, text: '' }));
      expect(malformed.status).toBeGreaterThanOrEqual(400);
      expect(malformed.status).toBeLessThan(500);
      await expect(state()).resolves.toBeTruthy();
    });

    it('a WebSocket message over the limit closes the socket (1009)', async () => {
      const conn = wsConnect(server.wsUrl, {});
      expect(await conn.outcome).toEqual({ connected: true });
      const errors: unknown[] = [];
      conn.client.subscribe(
        { query: `{ __typename }`, variables: { pad: 'p'.repeat(MAX_BODY + 10) } },
        { next: () => {}, error: (e) => errors.push(e), complete: () => {} },
      );
      const closed = await conn.closed;
      expect(closed.code).toBe(1009);
      await conn.client.dispose();
    });
  });

  describe('CSRF prevention', () => {
    const send = async (init: RequestInit, url = server.url) => {
      const res = await fetch(url, init);
      const text = await res.text();
      return {
        status: res.status,
        text,
        code: (JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code,
      };
    };
    const before = { lastOffset: 0 };

    it('text/plain POST is refused with CSRF_REJECTED and runs nothing', async () => {
      before.lastOffset = (await state()).lastOffset ?? 0;
      const res = await send({
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          query: `mutation { appendEntry(input: { sessionId: "${canary}", message: { user: { content: [{ text: { text: "csrf" } }] } } }) { created } }`,
        }),
      });
      expect(res.code, res.text).toBe('CSRF_REJECTED');
      expect(res.status).toBe(403);
      expect((await state()).lastOffset).toBe(before.lastOffset);
    });

    it('form-encoded and multipart POSTs are refused', async () => {
      const form = await send({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=%7B__typename%7D' });
      expect(form.code).toBe('CSRF_REJECTED');
      const multipart = await send({ method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' });
      expect(multipart.code).toBe('CSRF_REJECTED');
    });

    it('a GET query runs without any special header (GraphQL over HTTP, EventSource)', async () => {
      const url = `${server.url}?query=${encodeURIComponent('{ __typename }')}`;
      const bare = await send({ method: 'GET', headers: { accept: 'application/json' } }, url);
      expect(bare.status, bare.text).toBe(200);
      expect(JSON.parse(bare.text)).toEqual({ data: { __typename: 'Query' } });
    });

    it('a mutation over GET is refused with METHOD_NOT_ALLOWED (HTTP 405, Allow: POST) and runs nothing', async () => {
      before.lastOffset = (await state()).lastOffset ?? 0;
      const query = `mutation { appendEntry(input: { sessionId: "${canary}", message: { user: { content: [{ text: { text: "via GET" } }] } } }) { created } }`;
      const res = await fetch(`${server.url}?query=${encodeURIComponent(query)}`, { headers: { accept: 'application/json' } });
      const text = await res.text();
      expect(res.status, text).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect((JSON.parse(text) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('METHOD_NOT_ALLOWED');
      expect((await state()).lastOffset).toBe(before.lastOffset);
    });

    it('a JSON POST is fine', async () => {
      const res = await send({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
      expect(res.status).toBe(200);
      expect(res.code).toBeUndefined();
    });
  });

  describe('introspection', () => {
    it('is on by default', async () => {
      const res = await postGraphQL(server.url, '{ __schema { queryType { name } } }');
      expect(res.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    });
    it('is refused when INTROSPECTION=false; __typename still works', async () => {
      for (const q of [
        '{ __schema { types { name } } }',
        '{ __type(name: "Session") { fields { name } } }',
        'query { a: __schema { queryType { name } } }',
      ]) {
        const res = await postGraphQL(noIntrospection.url, q);
        expect(res.body.errors?.length, res.text).toBeGreaterThan(0);
        expect(res.body.data ?? null).toBeNull();
        expect(res.status).toBeLessThan(500);
        expect(res.text).not.toContain('SessionStatus');
      }
      const typename = await postGraphQL(noIntrospection.url, '{ __typename }');
      expect(typename.body).toEqual({ data: { __typename: 'Query' } });
    });
  });
});

// ------------------------------------------------------------------ masked errors

describe.runIf(testDatabaseUrl())('unexpected errors are masked', () => {
  let server: TestServer;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    server = await startServer({ backend: 'postgres', databaseUrl });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a storage failure reaches the client as STORAGE_UNAVAILABLE, with no SQL, stack or path', async () => {
    const id = (await createSession(server, { title: 'x' })).id;
    await dropTestDatabase(databaseUrl);
    for (const [doc, vars] of [
      [LimState, { id }],
      [CreateSession, { input: { title: 'y' } }],
      [LimAppend, { input: { sessionId: id, message: user(text('z')) } }],
    ] as const) {
      const res = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: (await import('graphql')).print(doc), variables: vars }),
      });
      const body = await res.text();
      expect(res.status).toBeLessThan(600);
      expect(errorCode(JSON.parse(body))).toBe('STORAGE_UNAVAILABLE');
      expectClean(body);
      expect(body).not.toContain(new URL(databaseUrl).pathname.slice(1));
    }
  });
});
