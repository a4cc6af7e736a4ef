// Authentication (issue 5, SPEC §7): JWT bearer tokens (HS256 secret, RS256 via a PEM file or
// a local JWKS file) with exp/nbf/issuer/audience checks, and API keys from a file of hashes.
// Missing, forged, expired or revoked credentials → UNAUTHENTICATED with HTTP 401; over
// WebSocket the connection is refused with close code 4403, and a token that expires while
// connected closes the socket with 4403.
import { rmSync } from 'node:fs';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  hs256Token,
  newApiKey,
  postGraphQL,
  rsaKeys,
  tempDir,
  TEST_AUDIENCE,
  TEST_ISSUER,
  TEST_SECRET,
  WRONG_SECRET,
  writeApiKeysFile,
  wsConnect,
  type RsaKeys,
} from '../helpers/auth.js';
import { createSession } from '../helpers/flow.js';
import { startServer, type TestServer } from '../helpers/server.js';

const WHO = '{ sessions(first: 100) { nodes { id metadata } } }';
const CREATE = 'mutation AuthCreate { createSession(input: { title: "t" }) { session { id metadata } } }';
const now = () => Math.floor(Date.now() / 1000);

const dir = tempDir('auth-suite-');
const VALID_KEY = newApiKey('valid');
const REVOKED_KEY = newApiKey('revoked');
const ADMIN_KEY = newApiKey('admin');
const TENANT_KEY = newApiKey('tenant');

let apiKeysFile: string;
let rsa: RsaKeys;
let hs: TestServer; // HS256 + issuer + audience + API keys
let pem: TestServer; // RS256 public key file
let jwks: TestServer; // local JWKS file
let keysOnly: TestServer; // API keys only

beforeAll(async () => {
  apiKeysFile = writeApiKeysFile(dir, [
    { key: VALID_KEY, subject: 'svc-indexer' },
    { key: REVOKED_KEY, subject: 'svc-old', revoked: true },
    { key: ADMIN_KEY, subject: 'ops', scopes: ['admin'] },
    { key: TENANT_KEY, subject: 'svc-bot', tenant: 'alice' },
  ]);
  rsa = await rsaKeys(dir);
  [hs, pem, jwks, keysOnly] = await Promise.all([
    startServer({
      backend: 'pglite',
      config: { auth: { jwtSecret: TEST_SECRET, jwtIssuer: TEST_ISSUER, jwtAudience: TEST_AUDIENCE, apiKeysFile } },
    }),
    startServer({ backend: 'pglite', config: { auth: { jwtPublicKeyFile: rsa.pemFile, jwtAlgorithm: 'RS256' } } }),
    startServer({ backend: 'pglite', config: { auth: { jwksFile: rsa.jwksFile } } }),
    startServer({ backend: 'pglite', config: { auth: { apiKeysFile } } }),
  ]);
});

afterAll(async () => {
  await Promise.all([hs, pem, jwks, keysOnly].filter(Boolean).map((s) => s.stop()));
  rmSync(dir, { recursive: true, force: true });
});

/** A valid HS256 token for the `hs` server. */
const good = (claims: Parameters<typeof hs256Token>[0] = {}) => hs256Token({ sub: 'alice', iss: TEST_ISSUER, aud: TEST_AUDIENCE, ...claims });

async function expectUnauthenticated(server: TestServer, headers: Record<string, string>, query = WHO) {
  const res = await postGraphQL(server.url, query, {}, headers);
  expect(res.status, res.text).toBe(401);
  expect(res.body.errors?.[0]?.extensions?.code, res.text).toBe('UNAUTHENTICATED');
  expect(res.body.data ?? null).toBeNull();
  return res;
}

async function expectOk(server: TestServer, headers: Record<string, string>, query = WHO) {
  const res = await postGraphQL(server.url, query, {}, headers);
  expect(res.status, res.text).toBe(200);
  expect(res.body.errors, res.text).toBeUndefined();
  return res;
}

describe('HTTP: JWT bearer tokens (HS256, issuer + audience)', () => {
  it('accepts a valid token and stamps its subject as the tenant', async () => {
    const res = await expectOk(hs, bearer(await good()), CREATE);
    const session = (res.body.data as { createSession: { session: { metadata: unknown } } }).createSession.session;
    expect(session.metadata).toEqual({ owner: 'alice' });
  });

  it('no credentials → 401 UNAUTHENTICATED', async () => {
    await expectUnauthenticated(hs, {});
    await expectUnauthenticated(hs, {}, CREATE);
  });

  it('a mutation without credentials writes nothing', async () => {
    await expectUnauthenticated(hs, {}, CREATE);
    const admin = await expectOk(hs, { 'x-api-key': ADMIN_KEY });
    const before = (admin.body.data as { sessions: { nodes: unknown[] } }).sessions.nodes.length;
    await expectUnauthenticated(hs, bearer(await hs256Token({ sub: 'x', iss: TEST_ISSUER, aud: TEST_AUDIENCE }, WRONG_SECRET)), CREATE);
    const after = await expectOk(hs, { 'x-api-key': ADMIN_KEY });
    expect((after.body.data as { sessions: { nodes: unknown[] } }).sessions.nodes.length).toBe(before);
  });

  it('forged (signed with another secret) → 401', async () => {
    await expectUnauthenticated(hs, bearer(await hs256Token({ sub: 'alice', iss: TEST_ISSUER, aud: TEST_AUDIENCE }, WRONG_SECRET)));
  });

  it('tampered payload (signature of another token) → 401', async () => {
    const [h, , s] = (await good()).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'bob', iss: TEST_ISSUER, aud: TEST_AUDIENCE, exp: now() + 600 })).toString('base64url');
    await expectUnauthenticated(hs, bearer(`${h}.${payload}.${s}`));
  });

  it('alg "none" (unsigned) → 401', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'alice', iss: TEST_ISSUER, aud: TEST_AUDIENCE, exp: now() + 600 })).toString('base64url');
    await expectUnauthenticated(hs, bearer(`${header}.${payload}.`));
  });

  it('expired → 401, and the message says so', async () => {
    const res = await expectUnauthenticated(hs, bearer(await good({ exp: now() - 60 })));
    expect(res.body.errors?.[0]?.message).toMatch(/expired/i);
  });

  it('not yet valid (nbf in the future) → 401', async () => {
    await expectUnauthenticated(hs, bearer(await good({ nbf: now() + 600 })));
  });

  it('wrong audience → 401; missing audience → 401', async () => {
    await expectUnauthenticated(hs, bearer(await good({ aud: 'someone-else' })));
    await expectUnauthenticated(hs, bearer(await hs256Token({ sub: 'alice', iss: TEST_ISSUER })));
  });

  it('wrong issuer → 401; missing issuer → 401', async () => {
    await expectUnauthenticated(hs, bearer(await good({ iss: 'https://evil.test' })));
    await expectUnauthenticated(hs, bearer(await hs256Token({ sub: 'alice', aud: TEST_AUDIENCE })));
  });

  it('a token without a tenant claim (no sub) → 401', async () => {
    await expectUnauthenticated(hs, bearer(await hs256Token({ iss: TEST_ISSUER, aud: TEST_AUDIENCE })));
    await expectUnauthenticated(hs, bearer(await hs256Token({ sub: '', iss: TEST_ISSUER, aud: TEST_AUDIENCE })));
  });

  it('garbage, empty and non-Bearer Authorization headers → 401', async () => {
    await expectUnauthenticated(hs, { authorization: 'Bearer not-a-token' });
    await expectUnauthenticated(hs, { authorization: 'Bearer a.b.c' });
    await expectUnauthenticated(hs, { authorization: 'Bearer ' });
    await expectUnauthenticated(hs, { authorization: `Basic ${Buffer.from('alice:pw').toString('base64')}` });
    await expectUnauthenticated(hs, { authorization: await good() }); // no scheme
  });

  it('an RS256 token is refused by the HS256 server (no algorithm confusion)', async () => {
    await expectUnauthenticated(hs, bearer(await rsa.sign({ sub: 'alice', iss: TEST_ISSUER, aud: TEST_AUDIENCE })));
  });

  it('the error reveals nothing about the verification internals', async () => {
    const res = await expectUnauthenticated(hs, bearer(await hs256Token({ sub: 'a', iss: TEST_ISSUER, aud: TEST_AUDIENCE }, WRONG_SECRET)));
    expect(res.text).not.toMatch(/stack|node_modules|\/src\/|at .*\(/);
    expect(res.text).not.toContain(TEST_SECRET);
  });

  it('the admin scope is honoured (scope claim or scopes array)', async () => {
    await expectOk(hs, bearer(await good({ sub: 'ops', scope: 'read admin' })));
    await expectOk(hs, bearer(await good({ sub: 'ops', extra: { scopes: ['admin'] } })));
  });
});

describe('HTTP: RS256 tokens', () => {
  it('via a PEM public key file: valid accepted, forged / expired / nbf refused', async () => {
    await expectOk(pem, bearer(await rsa.sign({ sub: 'alice' })));
    const other = await rsaKeys(dir, 'other-pem');
    await expectUnauthenticated(pem, bearer(await other.sign({ sub: 'alice' })));
    await expectUnauthenticated(pem, bearer(await rsa.sign({ sub: 'alice', exp: now() - 60 })));
    await expectUnauthenticated(pem, bearer(await rsa.sign({ sub: 'alice', nbf: now() + 600 })));
    // HS256 signed with the PEM text as secret (classic key-confusion attack) is refused.
    const { readFileSync } = await import('node:fs');
    const confused = await new SignJWT({ sub: 'alice', exp: now() + 600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(readFileSync(rsa.pemFile, 'utf8')));
    await expectUnauthenticated(pem, bearer(confused));
    await expectUnauthenticated(pem, bearer(await hs256Token({ sub: 'alice' })));
  });

  it('via a local JWKS file: valid accepted, unknown key and expired refused', async () => {
    await expectOk(jwks, bearer(await rsa.sign({ sub: 'alice' })));
    const other = await rsaKeys(dir, 'other-jwks');
    await expectUnauthenticated(jwks, bearer(await other.sign({ sub: 'alice' })));
    await expectUnauthenticated(jwks, bearer(await rsa.sign({ sub: 'alice', exp: now() - 60 })));
    await expectUnauthenticated(jwks, {});
  });
});

describe('HTTP: API keys', () => {
  it('a valid key via x-api-key and via Bearer', async () => {
    const a = await expectOk(hs, { 'x-api-key': VALID_KEY }, CREATE);
    expect((a.body.data as { createSession: { session: { metadata: unknown } } }).createSession.session.metadata).toEqual({ owner: 'svc-indexer' });
    await expectOk(hs, bearer(VALID_KEY));
    await expectOk(keysOnly, { 'x-api-key': VALID_KEY });
    await expectOk(keysOnly, bearer(VALID_KEY));
  });

  it('a key with an explicit tenant stamps that tenant', async () => {
    const res = await expectOk(keysOnly, { 'x-api-key': TENANT_KEY }, CREATE);
    expect((res.body.data as { createSession: { session: { metadata: unknown } } }).createSession.session.metadata).toEqual({ owner: 'alice' });
  });

  it('a revoked key → 401 via x-api-key and via Bearer', async () => {
    const res = await expectUnauthenticated(hs, { 'x-api-key': REVOKED_KEY });
    expect(res.body.errors?.[0]?.message).toMatch(/revoked/i);
    await expectUnauthenticated(hs, bearer(REVOKED_KEY));
    await expectUnauthenticated(keysOnly, { 'x-api-key': REVOKED_KEY });
  });

  it('an unknown key → 401 via x-api-key and via Bearer', async () => {
    await expectUnauthenticated(hs, { 'x-api-key': newApiKey() });
    await expectUnauthenticated(hs, bearer(newApiKey()));
    await expectUnauthenticated(keysOnly, { 'x-api-key': 'x' });
  });

  it('a file hash is not itself a usable key', async () => {
    const { sha256Hex } = await import('../helpers/auth.js');
    await expectUnauthenticated(keysOnly, { 'x-api-key': sha256Hex(VALID_KEY) });
  });

  it('an API-keys-only server refuses JWTs', async () => {
    await expectUnauthenticated(keysOnly, bearer(await good()));
  });

  it('x-api-key wins over Authorization: a revoked key is not rescued by a valid token', async () => {
    await expectUnauthenticated(hs, { 'x-api-key': REVOKED_KEY, ...bearer(await good()) });
  });
});

describe('HTTP: Server-Sent Events subscriptions need credentials too', () => {
  it('no credentials → 401', async () => {
    const res = await fetch(hs.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { sessionCreated { sessionId } }' }),
    });
    const text = await res.text();
    expect(text).toContain('UNAUTHENTICATED');
    expect(text).not.toContain('"sessionCreated"');
  });
});

describe('WebSocket: credentials in connectionParams', () => {
  const refused = async (server: TestServer, params: Record<string, unknown> | undefined) => {
    const conn = wsConnect(server.wsUrl, params);
    try {
      const outcome = await conn.outcome;
      expect(outcome).toMatchObject({ connected: false, code: 4403 });
    } finally {
      await conn.client.dispose();
    }
  };
  const accepted = async (server: TestServer, params: Record<string, unknown>) => {
    const conn = wsConnect(server.wsUrl, params);
    try {
      expect(await conn.outcome).toEqual({ connected: true });
    } finally {
      await conn.client.dispose();
    }
  };

  it('accepts { authorization: "Bearer …" }, { token } and { apiKey }', async () => {
    await accepted(hs, { authorization: `Bearer ${await good()}` });
    await accepted(hs, { token: await good() });
    await accepted(hs, { apiKey: VALID_KEY });
    await accepted(pem, { authorization: `Bearer ${await rsa.sign({ sub: 'alice' })}` });
    await accepted(jwks, { token: await rsa.sign({ sub: 'alice' }) });
  });

  it('refuses with 4403: none, forged, expired, nbf, wrong audience / issuer, revoked and unknown API keys', async () => {
    await refused(hs, undefined);
    await refused(hs, {});
    await refused(hs, { authorization: `Bearer ${await hs256Token({ sub: 'alice', iss: TEST_ISSUER, aud: TEST_AUDIENCE }, WRONG_SECRET)}` });
    await refused(hs, { token: await good({ exp: now() - 60 }) });
    await refused(hs, { token: await good({ nbf: now() + 600 }) });
    await refused(hs, { token: await good({ aud: 'other' }) });
    await refused(hs, { token: await good({ iss: 'other' }) });
    await refused(hs, { apiKey: REVOKED_KEY });
    await refused(hs, { apiKey: newApiKey() });
    await refused(hs, { token: 42 });
    await refused(pem, { token: await hs256Token({ sub: 'alice' }) });
    await refused(jwks, { token: await (await rsaKeys(dir, 'ws-other')).sign({ sub: 'alice' }) });
  });

  it('a refused connection never delivers events', async () => {
    const conn = wsConnect(hs.wsUrl, { token: await good({ exp: now() - 60 }) });
    const received: unknown[] = [];
    conn.client.subscribe(
      { query: 'subscription { sessionCreated { sessionId } }' },
      { next: (v) => received.push(v), error: () => {}, complete: () => {} },
    );
    expect(await conn.outcome).toMatchObject({ connected: false, code: 4403 });
    await createSession(hs, { title: 't' }, bearer(await good()));
    await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([]);
    await conn.client.dispose();
  });

  it('a token that expires while connected closes the socket with 4403', async () => {
    // Expires ~2 s from now (the verifier allows 5 s of clock skew at connect time; the
    // connection is closed at the token's own exp, without tolerance).
    const exp = now() + 2;
    const conn = wsConnect(hs.wsUrl, { token: await good({ exp }) });
    const errors: unknown[] = [];
    const items: unknown[] = [];
    let completed = false;
    conn.client.subscribe(
      { query: 'subscription { sessionCreated { sessionId } }' },
      { next: (v) => items.push(v), error: (e) => errors.push(e), complete: () => (completed = true) },
    );
    expect(await conn.outcome).toEqual({ connected: true });
    const closed = await Promise.race([conn.closed, new Promise<null>((r) => setTimeout(() => r(null), 8000))]);
    expect(closed).not.toBeNull();
    expect(closed!.code).toBe(4403);
    expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000 - 50);
    // The live subscription ends with the close (no further events).
    await vi.waitFor(
      () => {
        if (errors.length === 0 && !completed) throw new Error('subscription still open after the close');
      },
      { timeout: 2000, interval: 5 },
    );
    expect(items).toEqual([]);
    await conn.client.dispose();
  }, 15_000);

  it('an API key (no expiry) stays connected', async () => {
    const conn = wsConnect(hs.wsUrl, { apiKey: VALID_KEY });
    expect(await conn.outcome).toEqual({ connected: true });
    const closed = await Promise.race([conn.closed, new Promise<null>((r) => setTimeout(() => r(null), 300))]);
    expect(closed).toBeNull();
    await conn.client.dispose();
  });
});
