// Issue 20: the Host allowlist (ALLOWED_HOSTS) against DNS rebinding. A page on an attacker's
// name re-pointed at 127.0.0.1 sends its own name as Host: with authentication off the service
// answers only the loopback names by default; every other Host gets 421 HOST_NOT_ALLOWED on every
// HTTP route and on the WebSocket upgrade, while /healthz and /readyz (probed by pod address)
// stay open. With authentication on, any Host is answered unless ALLOWED_HOSTS is set.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { bearer, hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { RawHttpConnection } from '../helpers/raw-requests.js';
import { startServer, type TestServer } from '../helpers/server.js';

const QUERY = JSON.stringify({ query: '{ __typename }' });

interface Answer {
  status: number;
  text: string;
}

/** One HTTP request to the server with the Host header given. */
function send(
  port: number,
  host: string,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host, ...init.headers };
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(init.body));
    }
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const graphql = (port: number, host: string, headers: Record<string, string> = {}) =>
  send(port, host, '/graphql', { method: 'POST', body: QUERY, headers });

/** The status line of a WebSocket upgrade of /graphql with this Host. */
async function upgrade(port: number, host: string): Promise<number> {
  const connection = await RawHttpConnection.open(port);
  try {
    connection.write(
      `GET /graphql HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n`,
    );
    const answer = await connection.response();
    return answer?.status ?? 0;
  } finally {
    connection.destroy();
  }
}

const expectRefused = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(421);
  expect(JSON.parse(answer.text).errors[0].extensions.code).toBe('HOST_NOT_ALLOWED');
};

describe('ALLOWED_HOSTS unset, authentication off: loopback names only', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite' });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers localhost, 127.0.0.1 and [::1] with any port', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost', 'LOCALHOST.']) {
      const answer = await graphql(port, host);
      expect(answer.status, `${host}: ${answer.text}`).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ data: { __typename: 'Query' } });
    }
  });

  it('refuses another Host with 421 HOST_NOT_ALLOWED on every route', async () => {
    const evil = `rebind.attacker.example:${port}`;
    expectRefused(await graphql(port, evil));
    expectRefused(await send(port, evil, `/graphql?query=${encodeURIComponent('{ __typename }')}`));
    expectRefused(await send(port, evil, '/graphql', { headers: { accept: 'text/html' } }));
    expectRefused(await send(port, evil, '/dashboard'));
    expectRefused(await send(port, evil, '/attachments/att_1'));
    expectRefused(await send(port, evil, '/metrics'));
    // Names that only look like loopback ones are other hosts.
    expectRefused(await graphql(port, 'localhost.attacker.example'));
    expectRefused(await graphql(port, '127.0.0.1.nip.io'));
    expectRefused(await graphql(port, `0.0.0.0:${port}`));
  });

  it('keeps /healthz and /readyz open whatever the Host (probes use the pod address)', async () => {
    expect((await send(port, '10.1.2.3:4000', '/healthz')).status).toBe(200);
    expect((await send(port, '10.1.2.3:4000', '/readyz')).status).toBe(200);
  });

  it('refuses the WebSocket upgrade for another Host, and accepts it for a loopback one', async () => {
    expect(await upgrade(port, `rebind.attacker.example:${port}`)).toBe(421);
    expect(await upgrade(port, `localhost:${port}`)).toBe(101);
  });
});

describe('ALLOWED_HOSTS unset, authentication on: any host', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { auth: { jwtSecret: TEST_SECRET } } });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers any Host: credentials decide', async () => {
    const token = bearer(await hs256Token({ sub: 'alice' }));
    expect((await graphql(port, 'api.example.com', token)).status).toBe(200);
    expect((await graphql(port, 'api.example.com')).status).toBe(401);
    expect(await upgrade(port, 'api.example.com')).toBe(101);
  });
});

describe('ALLOWED_HOSTS set', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startServer({
      backend: 'pglite',
      config: { auth: { jwtSecret: TEST_SECRET }, allowedHosts: ['api.example.com', 'internal.example:8443'] },
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers the listed hosts (an entry without a port: any port) and refuses the others, loopback included', async () => {
    const token = bearer(await hs256Token({ sub: 'alice' }));
    expect((await graphql(port, 'api.example.com', token)).status).toBe(200);
    expect((await graphql(port, 'API.example.com:9000', token)).status).toBe(200);
    expect((await graphql(port, 'internal.example:8443', token)).status).toBe(200);
    expectRefused(await graphql(port, 'internal.example:9000', token));
    expectRefused(await graphql(port, 'internal.example', token));
    expectRefused(await graphql(port, `127.0.0.1:${port}`, token));
    // Refused before authentication: the answer says nothing about credentials.
    expectRefused(await graphql(port, 'elsewhere.example'));
    expect(await upgrade(port, 'elsewhere.example')).toBe(421);
    expect(await upgrade(port, 'api.example.com')).toBe(101);
  });
});

describe('ALLOWED_HOSTS in the environment', () => {
  it('is a comma-separated list of hosts with optional ports, or *', () => {
    expect(loadConfig({ ALLOWED_HOSTS: 'api.example.com, [::1]:4000,10.0.0.5' }).allowedHosts).toEqual(['api.example.com', '[::1]:4000', '10.0.0.5']);
    expect(loadConfig({ ALLOWED_HOSTS: '*' }).allowedHosts).toEqual(['*']);
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://api.example.com' })).toThrow(/ALLOWED_HOSTS/);
  });
});
