// Plain JSON POSTs take a shorter road than Yoga's fetch-API adapter (transport/http/graphql-fast-path.ts).
// Whatever road a request takes, its answer is the same: here each request is sent once in a
// form the fast path takes and once with an Accept header Yoga negotiates identically but the
// fast path leaves to Yoga, and status, headers and body must match — for results, parse and
// validation errors, variable errors, service errors, document limits and operation choice.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hs256Token, TEST_AUDIENCE, TEST_ISSUER, TEST_SECRET, WRONG_SECRET } from '../helpers/auth.js';
import { transportBackends, startServer, type TestServer } from '../helpers/server.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function post(url: string, body: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Headers that legitimately differ between two answers. */
const comparable = (a: RawAnswer) => {
  const { date: _date, ...headers } = a.headers;
  return { status: a.status, headers, body: a.body };
};

// Each fast-path Accept, and one Yoga reads the same way but the fast path does not take.
const ACCEPT_PAIRS: [string | undefined, string][] = [
  [undefined, '*/*;q=0.8'],
  ['*/*', '*/*;q=0.8'],
  ['application/json', 'application/json;charset=utf-8'],
  ['application/graphql-response+json', 'application/graphql-response+json;charset=utf-8'],
  ['application/graphql-response+json, application/json', 'application/graphql-response+json;charset=utf-8, application/json'],
];

const APPEND = 'mutation($input: AppendEntryInput!) { appendEntry(input: $input) { created } }';

const BODIES: Record<string, unknown> = {
  result: { query: '{ __typename }' },
  'parse error': { query: '{ __typename' },
  'validation error': { query: '{ noSuchField }' },
  'variable that does not coerce': { query: 'query($n: Int!) { __typename }', variables: { n: 'x' } },
  'missing variable': { query: 'query($n: Int!) { __typename }' },
  'service error (unknown session)': {
    query: APPEND,
    variables: { input: { sessionId: 'no-such-session', message: { user: { content: [{ text: { text: 'hi' } }] } } } },
  },
  'two operations, no name': { query: 'query A { __typename } query B { __typename }' },
  'operation picked by name': { query: 'query A { __typename } query B { __typename }', operationName: 'B' },
  'unknown operation name': { query: 'query A { __typename }', operationName: 'C' },
  'too many aliases': { query: `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: __typename`).join(' ')} }` },
  introspection: { query: '{ __schema { queryType { name } } }' },
  'null extensions and variables': { query: '{ __typename }', variables: null, operationName: null, extensions: null },
};

describe.each(transportBackends())('the JSON fast path answers as Yoga does (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend });
  });
  afterAll(() => server?.stop());

  for (const [name, body] of Object.entries(BODIES)) {
    it(name, async () => {
      for (const [fast, viaYoga] of ACCEPT_PAIRS) {
        const text = JSON.stringify(body);
        const a = await post(server.url, text, fast === undefined ? {} : { accept: fast });
        const b = await post(server.url, text, { accept: viaYoga });
        expect(comparable(a), `Accept: ${fast}`).toEqual(comparable(b));
      }
    });
  }

  it('requests the fast path leaves to Yoga are answered by Yoga (batches, bad JSON, extra keys, refusals)', async () => {
    const cases: [string, number][] = [
      [JSON.stringify([{ query: '{ __typename }' }]), 400],
      ['{"query": "{ __typename }"', 400],
      [JSON.stringify({ query: '{ __typename }', unknown: 1 }), 400],
      [JSON.stringify({ query: '{ __typename }', variables: [1] }), 400],
      [JSON.stringify({ query: 'subscription { __typename }' }), 406],
    ];
    for (const [text, status] of cases) {
      const answer = await post(server.url, text, { accept: 'application/graphql-response+json' });
      expect(answer.status, text).toBe(status);
      expect(JSON.parse(answer.body).errors?.[0]?.extensions?.code, text).toBeTypeOf('string');
    }
  });
});

describe('the JSON fast path answers as Yoga does under other settings', () => {
  const settings: Record<string, Record<string, unknown>> = {
    'INTROSPECTION=false': { requestLimits: { introspection: false } },
    'authentication on': { auth: { jwtSecret: TEST_SECRET, jwtIssuer: TEST_ISSUER, jwtAudience: TEST_AUDIENCE } },
    'CORS_ORIGINS set': { corsOrigins: 'https://app.example.com' },
  };
  const servers: Record<string, TestServer> = {};
  beforeAll(async () => {
    for (const [name, config] of Object.entries(settings)) servers[name] = await startServer({ backend: 'pglite', config });
  });
  afterAll(() => Promise.all(Object.values(servers).map((s) => s.stop())));

  it.each(Object.keys(settings))('%s', async (name) => {
    const good = await hs256Token({ sub: 'u1', iss: TEST_ISSUER, aud: TEST_AUDIENCE });
    const forged = await hs256Token({ sub: 'u1', iss: TEST_ISSUER, aud: TEST_AUDIENCE }, WRONG_SECRET);
    const credentials: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${good}` },
      { authorization: `Bearer ${forged}` },
      { authorization: 'Basic eA==' },
    ];
    for (const body of [BODIES.result, BODIES.introspection, BODIES['service error (unknown session)'], BODIES['validation error']]) {
      for (const headers of credentials) {
        for (const [fast, viaYoga] of ACCEPT_PAIRS) {
          const text = JSON.stringify(body);
          const a = await post(servers[name]!.url, text, { ...headers, ...(fast === undefined ? {} : { accept: fast }) });
          const b = await post(servers[name]!.url, text, { ...headers, accept: viaYoga });
          expect(comparable(a), `${JSON.stringify(headers)} Accept: ${fast}`).toEqual(comparable(b));
        }
      }
    }
  });
});
