// SPEC §8: cross-site protection comes from a CORS allowlist (CORS_ORIGINS), never from a
// reflected origin; and every response carries the security headers a browser needs
// (nosniff everywhere, no-store on API answers, a CSP that forbids framing on GraphiQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

const APP = 'https://app.example.com';
const DEV = 'http://localhost:5173';

const preflight = (url: string, origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
  });

const post = (url: string, origin?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify({ query: '{ __typename }' }),
  });

/** Every access-control-* header of a response. */
const corsHeaders = (res: Response) => [...res.headers.entries()].filter(([k]) => k.startsWith('access-control-'));

describe('CORS', () => {
  let plain: TestServer;
  let allowing: TestServer;
  beforeAll(async () => {
    [plain, allowing] = await Promise.all([
      startServer({ backend: 'pglite' }),
      startServer({ backend: 'pglite', config: { corsOrigins: `${APP}, ${DEV}` } }),
    ]);
  });
  afterAll(() => Promise.all([plain?.stop(), allowing?.stop()]));

  it('without CORS_ORIGINS no response carries CORS headers, whatever the Origin', async () => {
    for (const origin of [APP, 'https://evil.example', 'null']) {
      expect(corsHeaders(await preflight(plain.url, origin)), origin).toEqual([]);
      const res = await post(plain.url, origin);
      expect(res.status).toBe(200);
      expect(corsHeaders(res), origin).toEqual([]);
    }
  });

  it('a listed origin gets exactly itself back, with credentials, on the preflight and the request', async () => {
    for (const origin of [APP, DEV]) {
      const pre = await preflight(allowing.url, origin);
      expect(pre.status).toBeLessThan(300);
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
      expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
      expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
      expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
      const res = await post(allowing.url, origin);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toMatch(/\borigin\b/i);
    }
  });

  it('an unlisted origin, a `null` origin and a look-alike get no CORS headers at all', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://app.example.com.evil.example', 'http://app.example.com', `${APP}:8443`]) {
      expect(corsHeaders(await preflight(allowing.url, origin)), origin).toEqual([]);
      expect(corsHeaders(await post(allowing.url, origin)), origin).toEqual([]);
    }
  });
});

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend: 'pglite' });
  });
  afterAll(() => server?.stop());

  const root = () => server.url.replace(/\/graphql$/, '');

  it('X-Content-Type-Options: nosniff on every response', async () => {
    const responses = [
      await post(server.url),
      await fetch(`${server.url}?query=${encodeURIComponent('{ __typename }')}`),
      await fetch(server.url, { headers: { accept: 'text/html' } }),
      await fetch(`${root()}/healthz`),
      await fetch(`${root()}/metrics`),
      await fetch(`${root()}/no-such-path`),
      await fetch(server.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
    ];
    for (const res of responses) expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff');
  });

  it('API answers are not cached: Cache-Control: no-store on POST, GET and errors', async () => {
    const responses = [
      await post(server.url),
      await fetch(`${server.url}?query=${encodeURIComponent('{ __typename }')}`),
      await fetch(`${server.url}?query=${encodeURIComponent('{ nope }')}`),
    ];
    for (const res of responses) expect(res.headers.get('cache-control'), res.url).toBe('no-store');
  });

  it('the GraphiQL page has a CSP that runs only its own same-origin scripts and forbids framing', async () => {
    const res = await fetch(server.url, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // Its scripts are static files of this origin (no inline code to allow); the options travel
    // in a JSON data block, which is not executed.
    expect(csp).toMatch(/script-src 'self'(;|$| )/);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      if (/type="application\/json"/.test(attributes!)) continue;
      expect(attributes).toMatch(/src="\/graphiql\//);
      expect(body!.trim()).toBe('');
    }
  });
});
