// Issue 11: authentication and tenancy hold for the whole life of a stream, on both transports.
//   V1  a session moved to another tenant by an admin kept streaming to the old tenant;
//   V7  a token expiring more than 24.8 days ahead was refused on WebSocket at once;
//   V8  SSE streams outlived their token;
//   V12 configStatus showed operators' errors to every tenant;
//   and tokens without `exp` are refused unless AUTH_ALLOW_NON_EXPIRING=true.
import { print } from 'graphql';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { busListeners } from '../helpers/clients.js';
import { CreateSession } from '../helpers/documents.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { codeOf, frameCode, post, RawSse, RawWs, sleep } from '../helpers/raw-requests.js';
import { transportBackends, startServer, type TestServer } from '../helpers/server.js';

const MOVE =
  'mutation AuthStreamMove($id: ID!, $owner: String!) { setSessionMeta(input: { sessionId: $id, metadata: { owner: $owner } }) { session { id } } }';
const EVENTS = 'subscription AuthStreamEvents($id: ID!) { sessionEvents(sessionId: $id, after: 0) { offset type } }';
const CREATED = 'subscription AuthStreamCreated { sessionCreated { sessionId title } }';
const CONFIG_STATUS = 'query AuthStreamConfig { configStatus { lastOutcome lastError rejectedReloads } }';

const DAY_S = 24 * 3600;
const nowS = () => Math.floor(Date.now() / 1000);

describe.each(transportBackends())('streams keep checking the caller (%s)', (backend) => {
  let server: TestServer;
  let tokenA: string;
  let tokenB: string;
  let adminToken: string;

  beforeAll(async () => {
    server = await startServer({ backend, config: { auth: { jwtSecret: TEST_SECRET } } });
    tokenA = await hs256Token({ sub: 'u_a' });
    tokenB = await hs256Token({ sub: 'u_b' });
    adminToken = await hs256Token({ sub: 'ops', scope: 'admin' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const createAs = async (token: string) => (await createSession(server, { title: 'mine' }, bearer(token))).id;

  it('V1: when an admin moves a session to another tenant, the old tenant’s SSE and WebSocket streams end with NOT_FOUND before the new owner’s events', async () => {
    const id = await createAs(tokenA);
    const idle = busListeners(server);
    const sse = await RawSse.open(server.url, EVENTS, { id }, bearer(tokenA));
    const ws = await RawWs.connect(server.wsUrl, { authorization: `Bearer ${tokenA}` });
    try {
      ws.subscribe('events', EVENTS, { id });
      await sse.waitFor(() => sse.data.length >= 1, 'the created event');
      await ws.waitForNexts('events', 1);

      const moved = await post(server.url, MOVE, { id, owner: 'u_b' }, bearer(adminToken));
      expect(moved.body.errors).toBeUndefined();
      await appendMessages(server, id, [userText('for B only')], { headers: bearer(tokenB) });

      await sse.waitFor(() => sse.errors.length > 0 || sse.ended, 'the SSE stream to end');
      expect(sse.errors[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(sse.data.map((d) => (d as { sessionEvents: { offset: number } }).sessionEvents.offset)).toEqual([1]);

      const error = await ws.waitFor('events', 'error');
      expect(frameCode(error)).toBe('NOT_FOUND');
      const offsets = ws
        .of('events')
        .filter((m) => m.type === 'next')
        .map((m) => (m.payload as { data: { sessionEvents: { offset: number } } }).data.sessionEvents.offset);
      expect(offsets).toEqual([1]);
      expect(ws.closed).toBeNull();
      await expect.poll(() => busListeners(server), { message: 'the streams released their listeners' }).toBe(idle);
    } finally {
      sse.close();
      ws.close();
    }
  });

  it('V12: configStatus needs the admin scope when authentication is on', async () => {
    const tenant = await post(server.url, CONFIG_STATUS, {}, bearer(tokenA));
    expect(codeOf(tenant)).toBe('FORBIDDEN');
    expect(tenant.text).not.toContain('lastOutcome');
    const admin = await post(server.url, CONFIG_STATUS, {}, bearer(adminToken));
    expect(admin.body.errors).toBeUndefined();
    expect((admin.body.data as { configStatus: { lastOutcome: string } }).configStatus.lastOutcome).toBe('APPLIED');
  });

  it('V7: a token that expires in 30 days is accepted on WebSocket and its subscription lives', async () => {
    const token = await hs256Token({ sub: 'u_long', exp: nowS() + 30 * DAY_S });
    const ws = await RawWs.connect(server.wsUrl, { authorization: `Bearer ${token}` });
    try {
      ws.subscribe('created', CREATED);
      await expect.poll(() => busListeners(server), { message: 'subscribed' }).toBeGreaterThan(0);
      await sleep(200);
      expect(ws.closed).toBeNull();
      await createAs(token);
      const [next] = await ws.waitForNexts('created', 1);
      expect((next!.payload as { data: { sessionCreated: { title: string } } }).data.sessionCreated.title).toBe('mine');
      expect(ws.closed).toBeNull();
    } finally {
      ws.close();
    }
  });

  it('V8: an SSE stream ends with UNAUTHENTICATED when its token expires (WebSocket: 4403)', async () => {
    const token = await hs256Token({ sub: 'u_short', exp: nowS() + 2 });
    const id = await createAs(token);
    const sse = await RawSse.open(server.url, EVENTS, { id }, bearer(token));
    const ws = await RawWs.connect(server.wsUrl, { authorization: `Bearer ${token}` });
    try {
      ws.subscribe('events', EVENTS, { id });
      await sse.waitFor(() => sse.data.length >= 1, 'the created event');
      await sse.waitFor(() => sse.ended, 'the SSE stream to end at expiry', 15_000);
      expect(sse.errors.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      expect((await ws.waitClosed(15_000)).code).toBe(4403);
    } finally {
      sse.close();
      ws.close();
    }
  });
});

describe('tokens without exp', () => {
  let strict: TestServer;
  let lenient: TestServer;
  let token: string;

  beforeAll(async () => {
    strict = await startServer({ backend: 'pglite', config: { auth: { jwtSecret: TEST_SECRET } } });
    lenient = await startServer({ backend: 'pglite', config: { auth: { jwtSecret: TEST_SECRET, allowNonExpiring: true } } });
    token = await new SignJWT({ sub: 'forever' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().sign(new TextEncoder().encode(TEST_SECRET));
  });
  afterAll(async () => {
    await strict?.stop();
    await lenient?.stop();
  });

  it('are refused (HTTP 401, WebSocket 4403) unless AUTH_ALLOW_NON_EXPIRING=true', async () => {
    const refused = await post(strict.url, print(CreateSession), { input: { title: 'mine' } }, bearer(token));
    expect(refused.status).toBe(401);
    expect(codeOf(refused)).toBe('UNAUTHENTICATED');
    await expect(RawWs.connect(strict.wsUrl, { authorization: `Bearer ${token}` })).rejects.toThrow(/4403/);

    await createSession(lenient, { title: 'mine' }, bearer(token));
  });
});
