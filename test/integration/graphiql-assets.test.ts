// Issue 11, V4: GraphiQL is no longer an amplifier. GET /graphql with Accept: text/html used to
// answer ~9 MB (every script, style and worker inline), uncached, to anyone. The page is now
// small; its assets are static files on this origin — immutable, with an ETag, precompressed
// with brotli and gzip. (test/e2e/graphiql.test.ts runs the page in Chromium, offline.)
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

/** A GET without fetch's automatic decompression: the raw bytes and headers. */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('V4: GraphiQL page and assets', () => {
  let server: TestServer;
  let origin: string;

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite' });
    origin = new URL(server.url).origin;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the page is small and references same-origin assets only', async () => {
    const page = await rawGet(server.url, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toMatch(/text\/html/);
    expect(page.body.length).toBeLessThan(64 * 1024);
    const html = page.body.toString('utf8');
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) expect(url, 'no other origin (offline)').toMatch(/^\/graphiql\//);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('serves each asset compressed (br, gzip), immutable, with an ETag that answers 304', async () => {
    const html = (await rawGet(server.url, { accept: 'text/html' })).body.toString('utf8');
    const script = /src="(\/graphiql\/[^"]+graphiql\.js)"/.exec(html)![1]!;

    const br = await rawGet(origin + script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['cache-control'])).toMatch(/immutable/);
    expect(String(br.headers['content-type'])).toMatch(/javascript/);
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const js = brotliDecompressSync(br.body).toString('utf8');
    expect(js.length).toBeGreaterThan(1_000_000);
    expect(br.body.length).toBeLessThan(js.length / 2);
    expect(js).toContain('YogaGraphiQL');

    const gz = await rawGet(origin + script, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString('utf8')).toBe(js);

    const plain = await rawGet(origin + script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(js);

    const cached = await rawGet(origin + script, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
  });

  it('the workers and styles are assets too; unknown asset paths are 404', async () => {
    const html = (await rawGet(server.url, { accept: 'text/html' })).body.toString('utf8');
    const base = /data-base="([^"]+)"/.exec(html)![1]!;
    for (const name of ['graphiql.css', 'editor.worker.js', 'json.worker.js', 'graphql.worker.js', 'boot.js', 'favicon.ico']) {
      const res = await rawGet(origin + base + name, { 'accept-encoding': 'br' });
      expect(res.status, name).toBe(200);
      expect(res.body.length, name).toBeGreaterThan(0);
    }
    expect((await rawGet(`${origin}/graphiql/0000000000000000/graphiql.js`)).status).toBe(404);
    expect((await rawGet(`${origin + base}../../etc/passwd`)).status).toBe(404);
  });

  it('many page loads stay cheap, and the server keeps answering health checks', async () => {
    const pages = await Promise.all(Array.from({ length: 60 }, () => rawGet(server.url, { accept: 'text/html' })));
    const total = pages.reduce((sum, p) => sum + p.body.length, 0);
    expect(total).toBeLessThan(60 * 64 * 1024);
    expect((await rawGet(server.url.replace('/graphql', '/healthz'))).status).toBe(200);
  });
});
