// Serving attachment bytes safely to browsers (issue 20: M1, C2, D1, the download loop):
// MIME types that a header cannot carry are refused at upload and never break a download;
// CORS_ORIGINS covers GET /attachments/<id> like /graphql; a slow many-chunk download adds no
// listener per chunk; SVG and HTML are served as sandboxed downloads.
import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_CHUNK_BYTES } from '../../src/store/attachment-store.js';
import { createSession } from '../helpers/flow.js';
import { backends, errorCode, startServer, type TestServer } from '../helpers/server.js';
import { download, sha256Hex, upload, uploadRaw } from '../helpers/uploads.js';

const APP = 'https://app.example.com';
const LIST = 'query List($id: ID!) { session(id: $id) { attachments(first: 100) { nodes { id mime } } } }';

/** Every access-control-* header of a response. */
const corsHeaders = (headers: Headers) => [...headers.entries()].filter(([k]) => k.startsWith('access-control-'));
const listed = (value: string | null) => (value ?? '').split(',').map((s) => s.trim().toLowerCase());

describe.each(backends())('serving attachments (%s)', (backend) => {
  let server: TestServer;
  const newSession = async () => (await createSession(server, { title: 'files' })).id;
  const mimesOf = async (sessionId: string) =>
    (
      (await server.request(LIST, { id: sessionId })).data as { session: { attachments: { nodes: { mime: string }[] } } }
    ).session.attachments.nodes.map((n) => n.mime);

  beforeAll(async () => {
    server = await startServer({ backend, config: { corsOrigins: APP } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a MIME type a header cannot carry (non-ASCII, CR/LF, control characters) with BAD_USER_INPUT and stores nothing', async () => {
    const sessionId = await newSession();
    for (const mime of [
      'text/plain; name="日本"',
      'text/plain; name="a\r\nX-Evil: 1"',
      'text/plain;\r\n name=x',
      'text/plain; name="tab\u0007bell"',
      'text/plain; name=caf\u00e9',
      'text/plain;\u00a0charset=utf-8',
    ]) {
      const result = await uploadRaw(server.url, { sessionId, bytes: 'x', input: { mime } });
      expect(errorCode(result.body), JSON.stringify(mime)).toBe('BAD_USER_INPUT');
      expect(result.body.errors?.[0]?.extensions?.field).toBe('input.mime');
    }
    expect(await mimesOf(sessionId)).toEqual([]);
    // Tokens and quoted strings (with quoted pairs) of RFC 9110 are kept as given.
    for (const mime of ['text/plain; charset="utf-8"', 'application/x-thing; a="b \\"c\\""; d=e', 'text/plain;format=flowed']) {
      const attachment = await upload(server.url, { sessionId, bytes: 'x', input: { mime } });
      expect(attachment.mime).toBe(mime);
      const got = await download(attachment.url);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe(mime);
    }
  });

  it('serves a stored type a header cannot carry as application/octet-stream, never as a storage error', async () => {
    const sessionId = await newSession();
    const attachment = await upload(server.url, { sessionId, bytes: 'bytes', name: 'n.txt', type: 'text/plain' });
    // A row stored before uploads were checked against the header grammar.
    await sql`update attachments set mime = ${'text/plain; name="日本"'} where id = ${attachment.id}`.execute(server.app.deps.db);
    for (const method of ['GET', 'HEAD'] as const) {
      const got = await download(attachment.url, {}, method);
      expect(got.status, method).toBe(200);
      expect(got.headers.get('content-type')).toBe('application/octet-stream');
      expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    }
    expect(new TextDecoder().decode((await download(attachment.url)).bytes)).toBe('bytes');
  });

  it('answers the CORS preflight of a listed origin and gives it the headers a frontend reads', async () => {
    const sessionId = await newSession();
    const attachment = await upload(server.url, { sessionId, bytes: 'hello world', name: 'h.txt', type: 'text/plain' });
    const pre = await fetch(attachment.url, {
      method: 'OPTIONS',
      headers: { origin: APP, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, x-api-key, range' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(APP);
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(listed(pre.headers.get('access-control-allow-methods'))).toEqual(expect.arrayContaining(['get', 'head']));
    expect(listed(pre.headers.get('access-control-allow-headers'))).toEqual(expect.arrayContaining(['authorization', 'x-api-key', 'range']));
    expect(pre.headers.get('vary')).toMatch(/\borigin\b/i);

    const got = await download(attachment.url, { origin: APP, range: 'bytes=0-4' });
    expect(got.status).toBe(206);
    expect(got.headers.get('access-control-allow-origin')).toBe(APP);
    expect(got.headers.get('access-control-allow-credentials')).toBe('true');
    expect(listed(got.headers.get('access-control-expose-headers'))).toEqual(
      expect.arrayContaining(['etag', 'content-range', 'content-disposition', 'accept-ranges', 'content-length']),
    );
    expect(got.headers.get('vary')).toMatch(/\borigin\b/i);
    // Errors reach the frontend too.
    const missing = await download(attachment.url.replace(attachment.id, 'a_00000000000000000000000000000000'), { origin: APP });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(APP);
  });

  it('gives an unlisted, `null` or look-alike origin no CORS headers at all on the attachment route', async () => {
    const sessionId = await newSession();
    const attachment = await upload(server.url, { sessionId, bytes: 'x' });
    for (const origin of ['https://evil.example', 'null', `${APP}.evil.example`, 'http://app.example.com']) {
      const pre = await fetch(attachment.url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } });
      expect(corsHeaders(pre.headers), origin).toEqual([]);
      const got = await download(attachment.url, { origin });
      expect(got.status).toBe(200);
      expect(corsHeaders(got.headers), origin).toEqual([]);
    }
  });

  it('a slow download of a many-chunk attachment adds no listener per chunk (no MaxListenersExceededWarning)', async () => {
    const sessionId = await newSession();
    const bytes = new Uint8Array(14 * ATTACHMENT_CHUNK_BYTES + 17).map((_, i) => (i * 31) % 251);
    const attachment = await upload(server.url, { sessionId, bytes, name: 'big.bin' });
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      // A reader that takes one piece at a time and lets the server's writes back up in between.
      const received = await new Promise<Buffer>((resolve, reject) => {
        const req = httpRequest(attachment.url, (res) => {
          const pieces: Buffer[] = [];
          res.on('data', (piece: Buffer) => {
            pieces.push(piece);
            res.pause();
            setTimeout(() => res.resume(), 1);
          });
          res.on('end', () => resolve(Buffer.concat(pieces)));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      });
      expect(received.length).toBe(bytes.length);
      expect(sha256Hex(received)).toBe(attachment.sha256);
      // Warnings are emitted on a later tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning').map((w) => w.message)).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('serves SVG and HTML as sandboxed downloads with nosniff, never rendered in place', async () => {
    const sessionId = await newSession();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>';
    for (const [mime, name] of [
      ['image/svg+xml', 'x.svg'],
      ['text/html', 'x.html'],
      ['application/xhtml+xml', 'x.xhtml'],
      ['text/xml', 'x.xml'],
    ] as const) {
      const attachment = await upload(server.url, { sessionId, bytes: svg, name, type: mime });
      const got = await download(attachment.url);
      expect(got.headers.get('content-disposition'), mime).toMatch(/^attachment;/);
      expect(got.headers.get('content-security-policy'), mime).toMatch(/\bsandbox\b/);
      expect(got.headers.get('x-content-type-options'), mime).toBe('nosniff');
    }
  });
});
