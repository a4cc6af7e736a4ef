// Serving the dashboard's files (src/transport/http/dashboard.ts): content types, caching (ETag and 304,
// immutable hashed assets), the security headers, the page's own routes, refusals, and the
// page that explains a missing build. Runs the handler on a real HTTP server over a folder the
// test writes; the last case checks the service itself answers /dashboard.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardHandler } from '../../src/transport/http/dashboard.js';
import { startServer } from '../helpers/server.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request (fetch would normalise `..` in paths and decode gzip). */
function get(port: number, path: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function serve(dir: string): Promise<{ server: Server; port: number }> {
  const handle = createDashboardHandler({ dir });
  const server = createServer((req, res) => {
    if (handle(req, res)) return;
    res.writeHead(418);
    res.end('not the dashboard');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port };
}

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('the dashboard file handler', () => {
  let dir: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dashboard-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><title>Dashboard</title><script type="module" src="/dashboard/assets/index-AbCd1234.js"></script>',
    );
    writeFileSync(join(dir, 'assets', 'index-AbCd1234.js'), SCRIPT);
    writeFileSync(join(dir, 'assets', 'index-AbCd1234.css'), 'body{margin:0}');
    ({ server, port } = await serve(dir));
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('redirects /dashboard to /dashboard/, keeping the query', async () => {
    const answer = await get(port, '/dashboard?x=1');
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe('/dashboard/?x=1');
  });

  it('serves the page with strict security headers, revalidated by ETag', async () => {
    const answer = await get(port, '/dashboard/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`ws://127.0.0.1:${port}`);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.body.toString()).toContain('<title>Dashboard</title>');
    const again = await get(port, '/dashboard/', { headers: { 'if-none-match': String(answer.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers the page’s own routes with the page', async () => {
    const answer = await get(port, '/dashboard/sessions/s_123');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('<title>Dashboard</title>');
  });

  it('serves hashed assets as immutable, with the right type, gzip when asked and nothing on HEAD', async () => {
    const script = await get(port, '/dashboard/assets/index-AbCd1234.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body.toString()).toBe(SCRIPT);
    const css = await get(port, '/dashboard/assets/index-AbCd1234.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');

    const zipped = await get(port, '/dashboard/assets/index-AbCd1234.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.body.length).toBeLessThan(SCRIPT.length);

    const head = await get(port, '/dashboard/assets/index-AbCd1234.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(SCRIPT.length));
    expect(head.body.length).toBe(0);
  });

  it('sees a rebuild at once', async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Rebuilt</title>');
    const answer = await get(port, '/dashboard/');
    expect(answer.body.toString()).toContain('Rebuilt');
  });

  it('refuses unknown files, paths outside the folder and other methods', async () => {
    expect((await get(port, '/dashboard/assets/missing-12345678.js')).status).toBe(404);
    expect((await get(port, '/dashboard/../package.json')).status).toBe(400);
    expect((await get(port, '/dashboard/assets/..%2f..%2fsecret.txt')).status).toBe(400);
    expect((await get(port, '/dashboard/%E0%A4%A')).status).toBe(400);
    const post = await get(port, '/dashboard/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('leaves every other path alone', async () => {
    expect((await get(port, '/dashboards')).status).toBe(418);
    expect((await get(port, '/graphql')).status).toBe(418);
  });
});

describe('the dashboard handler without a build', () => {
  let dir: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dashboard-missing-'));
    ({ server, port } = await serve(join(dir, 'dist')));
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('explains how to build it', async () => {
    const answer = await get(port, '/dashboard/');
    expect(answer.status).toBe(503);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.toString()).toContain('npm run dashboard:build');
    expect((await get(port, '/dashboard/assets/index-AbCd1234.js')).status).toBe(404);
  });
});

describe('the service at /dashboard', () => {
  it('is answered by the dashboard handler, with its headers', async () => {
    const service = await startServer({ backend: 'pglite' });
    try {
      const origin = new URL(service.url).origin;
      const answer = await fetch(`${origin}/dashboard/`);
      // 200 with a build (npm install makes one), 503 with the explanation without.
      expect([200, 503]).toContain(answer.status);
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    } finally {
      await service.stop();
    }
  });
});
