// SPEC §9 attachments, through GraphQL and real HTTP on every backend: multipart uploads
// (fetch + FormData, curl, Apollo's upload link), Attachment fields and listing, the bytes at
// /attachments/<id> (ETag, Range, headers), file and image blocks in messages, deletion and
// ATTACHMENT_IN_USE, fork sharing and deletion with the session, limits and hostile input.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { promisify } from 'node:util';
import { ApolloClient, gql, InMemoryCache } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionAttachmentsQuery } from '../gql/graphql.js';
import { graphql } from '../gql/index.js';
import { bearer, hs256Token, newApiKey, tempDir, TEST_SECRET, writeApiKeysFile } from '../helpers/auth.js';
import { createSession, getSession } from '../helpers/flow.js';
import { backends, errorCode, startServer, type TestServer } from '../helpers/server.js';
import { download, sha256Hex, upload, uploadRaw, UPLOAD_MUTATION, type UploadedAttachment } from '../helpers/uploads.js';

const MAX_BYTES = 64 * 1024;

const SessionAttachments = graphql(`
  query SessionAttachments($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
    session(id: $id) {
      id
      attachments(first: $first, after: $after, last: $last, before: $before) {
        nodes {
          id
          filename
          size
        }
        edges {
          cursor
        }
        pageInfo {
          hasNextPage
          hasPreviousPage
          startCursor
          endCursor
        }
      }
    }
  }
`);

const GetAttachment = graphql(`
  query GetAttachment($id: ID!) {
    attachment(id: $id) {
      id
      sessionId
      filename
      mime
      size
      sha256
      createdAt
      url
    }
  }
`);

const DeleteAttachment = graphql(`
  mutation DeleteAttachment($id: ID!) {
    deleteAttachment(input: { id: $id }) {
      deleted
    }
  }
`);

const AppendWithBlocks = graphql(`
  mutation AppendWithBlocks($sessionId: ID!, $content: [ContentBlockInput!]!) {
    appendEntry(input: { sessionId: $sessionId, message: { user: { content: $content } } }) {
      session {
        activeLeafId
      }
      entry {
        ... on MessageEntry {
          message {
            content {
              __typename
              ... on TextBlock {
                text
              }
              ... on FileBlock {
                file: attachment {
                  id
                  sessionId
                  filename
                  mime
                  size
                  sha256
                  url
                }
              }
              ... on ImageBlock {
                data
                mime
                image: attachment {
                  id
                  mime
                }
              }
            }
          }
        }
      }
    }
  }
`);

const UpdateContent = graphql(`
  mutation UpdateContent($sessionId: ID!, $entryId: ID!, $content: [ContentBlockInput!]!) {
    updateMessage(input: { sessionId: $sessionId, entryId: $entryId, content: $content }) {
      updated
    }
  }
`);

const ForkAt = graphql(`
  mutation ForkAt($sessionId: ID!, $entryId: ID!) {
    forkSession(input: { sessionId: $sessionId, entryId: $entryId }) {
      session {
        id
        messages(first: 10) {
          nodes {
            ... on MessageEntry {
              message {
                content {
                  ... on FileBlock {
                    attachment {
                      id
                      sessionId
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);

const BlockOwners = graphql(`
  query BlockOwners($id: ID!) {
    session(id: $id) {
      messages(first: 10) {
        nodes {
          ... on MessageEntry {
            message {
              content {
                ... on FileBlock {
                  attachment {
                    id
                    filename
                    sessionId
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);

const EventsWithFiles = graphql(`
  query EventsWithFiles($id: ID!) {
    session(id: $id) {
      events(first: 20) {
        nodes {
          __typename
          ... on MessageAddedEvent {
            entry {
              ... on MessageEntry {
                message {
                  content {
                    ... on FileBlock {
                      attachment {
                        id
                        sessionId
                        filename
                        mime
                        size
                        sha256
                        url
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);

const DeleteSession = graphql(`
  mutation DeleteSessionForAttachments($sessionId: ID!) {
    deleteSession(input: { sessionId: $sessionId }) {
      deleted
    }
  }
`);

const pngBytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 100 }, (_, i) => i)]);

describe.each(backends())('attachments (%s)', (backend) => {
  let server: TestServer;
  const newSession = async (title = 'with files') => createSession(server, { title });
  const listOf = async (sessionId: string) => (await server.ok(SessionAttachments, { id: sessionId, first: 100 })).session!.attachments!.nodes;

  beforeAll(async () => {
    server = await startServer({ backend, config: { limits: { maxAttachmentBytes: MAX_BYTES } } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('uploads a file: fields, no event, updatedAt unchanged, listed and readable by id', async () => {
    const session = await newSession();
    const attachment = await upload(server.url, { sessionId: session.id, bytes: 'hello, world', name: 'greeting.txt', type: 'text/plain' });
    expect(attachment).toMatchObject({
      sessionId: session.id,
      filename: 'greeting.txt',
      mime: 'text/plain',
      size: 12,
      sha256: sha256Hex('hello, world'),
      url: `${server.url.replace(/\/graphql$/, '')}/attachments/${attachment.id}`,
    });
    expect(attachment.id).toMatch(/^a_[0-9a-f]{32}$/);
    const after = (await getSession(server, session.id))!;
    expect(after.lastOffset).toBe(session.lastOffset);
    expect(after.updatedAt).toBe(session.updatedAt);
    expect((await server.ok(GetAttachment, { id: attachment.id })).attachment).toEqual(attachment);
    expect((await server.ok(GetAttachment, { id: 'a_unknown' })).attachment).toBeNull();
    expect(await listOf(session.id)).toEqual([{ id: attachment.id, filename: 'greeting.txt', size: 12 }]);
  });

  it('pages Session.attachments in upload order; a foreign cursor is INVALID_CURSOR on that field only', async () => {
    const session = await newSession();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await upload(server.url, { sessionId: session.id, bytes: `file ${n}`, name: `f${n}.txt` })).id);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const result: SessionAttachmentsQuery = await server.ok(SessionAttachments, { id: session.id, first: 2, after });
      const page = result.session!.attachments!;
      seen.push(...page.nodes.map((n) => n.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(ids);
    const bad = await server.request(SessionAttachments, { id: session.id, first: 2, after: 'nonsense' });
    expect(bad.data?.session?.id).toBe(session.id);
    expect(bad.data?.session?.attachments).toBeNull();
    expect(errorCode(bad)).toBe('INVALID_CURSOR');
    expect(bad.errors?.[0]?.path).toEqual(['session', 'attachments']);
  });

  it('pages Session.attachments both ways (first/after, last/before, mixed) with exact pageInfo; a bad `before` is INVALID_CURSOR', async () => {
    const session = await newSession();
    for (const n of [1, 2, 3, 4, 5]) await upload(server.url, { sessionId: session.id, bytes: `file ${n}`, name: `f${n}.txt` });
    const all = (await server.ok(SessionAttachments, { id: session.id, first: 100 })).session!.attachments!;
    const ids = all.nodes.map((n) => n.id);
    const cursor = all.edges.map((e) => e.cursor);
    expect(ids).toHaveLength(5);
    expect(all.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false, startCursor: cursor[0], endCursor: cursor[4] });
    const page = async (args: { first?: number; after?: string; last?: number; before?: string }) => {
      const p = (await server.ok(SessionAttachments, { id: session.id, ...args })).session!.attachments!;
      return { ids: p.nodes.map((n) => n.id), prev: p.pageInfo.hasPreviousPage, next: p.pageInfo.hasNextPage, start: p.pageInfo.startCursor };
    };

    // Forward: the flags are exact on both sides.
    expect(await page({ first: 2 })).toMatchObject({ ids: ids.slice(0, 2), prev: false, next: true });
    expect(await page({ first: 2, after: cursor[1] })).toMatchObject({ ids: ids.slice(2, 4), prev: true, next: true });
    expect(await page({ first: 2, after: cursor[2] })).toMatchObject({ ids: ids.slice(3), prev: true, next: false });
    expect(await page({ first: 2, after: cursor[4] })).toMatchObject({ ids: [], prev: true, next: false, start: null });

    // Backward: the newest first, still oldest-first within the page; walk back to the start.
    expect(await page({ last: 2 })).toMatchObject({ ids: ids.slice(3), prev: true, next: false });
    const back: string[] = [];
    let before: string | undefined;
    for (;;) {
      const p = await page({ last: 2, ...(before ? { before } : {}) });
      back.unshift(...p.ids);
      if (!p.prev) break;
      before = p.start!;
    }
    expect(back).toEqual(ids);
    expect(await page({ last: 2, before: cursor[1] })).toMatchObject({ ids: ids.slice(0, 1), prev: false, next: true });
    expect(await page({ last: 2, before: cursor[0] })).toMatchObject({ ids: [], prev: false, next: true });

    // Both cursors: the window between them; both sizes: Relay's first-then-last.
    expect(await page({ after: cursor[0], before: cursor[4], first: 10 })).toMatchObject({ ids: ids.slice(1, 4), prev: true, next: true });
    expect(await page({ after: cursor[0], before: cursor[4], last: 2 })).toMatchObject({ ids: ids.slice(2, 4), prev: true, next: true });
    expect(await page({ after: cursor[0], before: cursor[2], last: 5 })).toMatchObject({ ids: ids.slice(1, 2), prev: true, next: true });
    expect(await page({ first: 3, last: 2 })).toMatchObject({ ids: ids.slice(1, 3), prev: true, next: true });

    const bad = await server.request(SessionAttachments, { id: session.id, last: 2, before: 'nonsense' });
    expect(bad.data?.session?.id).toBe(session.id);
    expect(bad.data?.session?.attachments).toBeNull();
    expect(errorCode(bad)).toBe('INVALID_CURSOR');
    expect(bad.errors?.[0]?.path).toEqual(['session', 'attachments']);
  });

  it('serves the bytes with type, disposition, ETag, private caching, nosniff; 304 on If-None-Match; HEAD', async () => {
    const session = await newSession();
    const attachment = await upload(server.url, { sessionId: session.id, bytes: pngBytes, name: 'pixel.png', type: 'image/png' });
    const got = await download(attachment.url);
    expect(got.status).toBe(200);
    expect(Buffer.from(got.bytes).equals(Buffer.from(pngBytes))).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-length')).toBe(String(pngBytes.length));
    expect(got.headers.get('content-disposition')).toBe(`inline; filename="pixel.png"; filename*=UTF-8''pixel.png`);
    expect(got.headers.get('etag')).toBe(`"${sha256Hex(pngBytes)}"`);
    expect(got.headers.get('cache-control')).toBe('private');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('accept-ranges')).toBe('bytes');
    const cached = await download(attachment.url, { 'if-none-match': `W/"x", "${attachment.sha256}"` });
    expect(cached.status).toBe(304);
    expect(cached.bytes.length).toBe(0);
    const head = await download(attachment.url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(pngBytes.length));
    expect(head.bytes.length).toBe(0);
    const post = await fetch(attachment.url, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers a single Range with 206 and Content-Range, an unsatisfiable one with 416; If-Range with another tag gets it all', async () => {
    const session = await newSession();
    const text = 'abcdefghijklmnopqrstuvwxyz';
    const attachment = await upload(server.url, { sessionId: session.id, bytes: text, name: 'abc.txt', type: 'text/plain' });
    const part = async (range: string, extra: Record<string, string> = {}) => {
      const r = await download(attachment.url, { range, ...extra });
      return { status: r.status, range: r.headers.get('content-range'), body: new TextDecoder().decode(r.bytes) };
    };
    expect(await part('bytes=2-5')).toEqual({ status: 206, range: 'bytes 2-5/26', body: 'cdef' });
    expect(await part('bytes=20-')).toEqual({ status: 206, range: 'bytes 20-25/26', body: 'uvwxyz' });
    expect(await part('bytes=-3')).toEqual({ status: 206, range: 'bytes 23-25/26', body: 'xyz' });
    expect(await part('bytes=24-1000')).toEqual({ status: 206, range: 'bytes 24-25/26', body: 'yz' });
    const unsatisfiable = await part('bytes=26-30');
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.range).toBe('bytes */26');
    expect(JSON.parse(unsatisfiable.body).errors[0].extensions.code).toBe('RANGE_NOT_SATISFIABLE');
    expect(await part('bytes=0-1,4-5')).toEqual({ status: 200, range: null, body: text });
    expect(await part('bytes=2-5', { 'if-range': '"stale"' })).toEqual({ status: 200, range: null, body: text });
    expect(await part('bytes=2-5', { 'if-range': `"${attachment.sha256}"` })).toMatchObject({ status: 206, body: 'cdef' });
  });

  it('streams a file larger than one storage chunk, whole and by range across the chunk boundary', async () => {
    const big = await startServer({ backend, config: { limits: { maxAttachmentBytes: 2 * 1024 * 1024 } } });
    try {
      const session = await createSession(big);
      const bytes = Uint8Array.from({ length: 700 * 1024 }, (_, i) => (i * 7) % 251);
      const attachment = await upload(big.url, { sessionId: session.id, bytes, name: 'big.bin' });
      expect(attachment.sha256).toBe(sha256Hex(bytes));
      const whole = await download(attachment.url);
      expect(sha256Hex(whole.bytes)).toBe(sha256Hex(bytes));
      const start = 256 * 1024 - 10;
      const ranged = await download(attachment.url, { range: `bytes=${start}-${start + 29}` });
      expect(ranged.status).toBe(206);
      expect(Buffer.from(ranged.bytes).equals(Buffer.from(bytes.subarray(start, start + 30)))).toBe(true);
    } finally {
      await big.stop();
    }
  });

  it('stores a blank MIME type as application/octet-stream; `mime` and `filename` override the part; a bad `mime` is BAD_USER_INPUT', async () => {
    const session = await newSession();
    expect((await upload(server.url, { sessionId: session.id, bytes: 'x', name: 'x' })).mime).toBe('application/octet-stream');
    const renamed = await upload(server.url, {
      sessionId: session.id,
      bytes: 'x',
      name: 'x.bin',
      type: 'application/octet-stream',
      input: { filename: 'notes.MD', mime: 'Text/Markdown; charset=utf-8' },
    });
    expect(renamed).toMatchObject({ filename: 'notes.MD', mime: 'text/markdown; charset=utf-8' });
    expect((await upload(server.url, { sessionId: session.id, bytes: 'x', input: { mime: '   ' } })).mime).toBe('application/octet-stream');
    const bad = await uploadRaw(server.url, { sessionId: session.id, bytes: 'x', input: { mime: 'not a type\r\nx-evil: 1' } });
    expect(errorCode(bad.body)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.extensions?.field).toBe('input.mime');
  });

  it('sanitises hostile filenames and serves them in a safe Content-Disposition', async () => {
    const session = await newSession();
    const named = async (name: string) => upload(server.url, { sessionId: session.id, bytes: 'x', input: { filename: name } });
    expect((await named('../../etc/passwd')).filename).toBe('passwd');
    expect((await named('C:\\Users\\me\\report.pdf')).filename).toBe('report.pdf');
    expect((await named('evil\r\nX-Injected: 1\u0000\u202Egnp.exe')).filename).toBe('evil X-Injected: 1gnp.exe');
    expect((await named('   ')).filename).toBe('attachment');
    expect((await named('..')).filename).toBe('attachment');
    const long = await named(`${'é'.repeat(5000)}.txt`);
    expect(Buffer.byteLength(long.filename)).toBeLessThanOrEqual(255);
    expect(long.filename.endsWith('.txt')).toBe(true);
    const unicode = await upload(server.url, {
      sessionId: session.id,
      bytes: 'x',
      type: 'text/plain',
      input: { filename: 'résumé "final"; 100%.txt' },
    });
    const got = await download(unicode.url);
    expect(got.headers.get('content-disposition')).toBe(
      `inline; filename="r_sum_ _final_; 100_.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22%3B%20100%25.txt`,
    );
  });

  it('serves a file that claims to be HTML as a download, sandboxed and with nosniff', async () => {
    const session = await newSession();
    const html = await upload(server.url, { sessionId: session.id, bytes: '<script>alert(1)</script>', name: 'page.html', type: 'text/html' });
    expect(html.mime).toBe('text/html');
    const got = await download(html.url);
    expect(got.headers.get('content-type')).toBe('text/html');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; /);
  });

  it('refuses a file over MAX_ATTACHMENT_BYTES with ATTACHMENT_TOO_LARGE and stores nothing', async () => {
    const session = await newSession();
    const exact = await upload(server.url, { sessionId: session.id, bytes: new Uint8Array(MAX_BYTES), name: 'max.bin' });
    expect(exact.size).toBe(MAX_BYTES);
    const over = await uploadRaw(server.url, { sessionId: session.id, bytes: new Uint8Array(MAX_BYTES + 1), name: 'over.bin' });
    expect(errorCode(over.body)).toBe('ATTACHMENT_TOO_LARGE');
    // Far over: refused from Content-Length before the body is read.
    const huge = await uploadRaw(server.url, { sessionId: session.id, bytes: new Uint8Array(MAX_BYTES + 11 * 1024 * 1024), name: 'huge.bin' });
    expect(huge.status).toBe(413);
    expect(errorCode(huge.body)).toBe('ATTACHMENT_TOO_LARGE');
    expect((await listOf(session.id)).map((a) => a.id)).toEqual([exact.id]);
  });

  it('refuses malformed multipart bodies (file part missing, duplicated, unmapped; no operations) with BAD_REQUEST and stores nothing', async () => {
    const session = await newSession();
    const operations = JSON.stringify({ query: UPLOAD_MUTATION, variables: { input: { sessionId: session.id, file: null } } });
    const send = async (build: (form: FormData) => void) => {
      const form = new FormData();
      build(form);
      const response = await fetch(server.url, { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
      return { status: response.status, body: (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] } };
    };
    const file = () => new Blob(['data']);
    const missing = await send((f) => {
      f.append('operations', operations);
      f.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    });
    const duplicated = await send((f) => {
      f.append('operations', operations);
      f.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
      f.append('0', file(), 'a.txt');
      f.append('0', file(), 'b.txt');
    });
    const unmapped = await send((f) => {
      f.append('operations', operations);
      f.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
      f.append('0', file(), 'a.txt');
      f.append('1', file(), 'b.txt');
    });
    const noOperations = await send((f) => {
      f.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
      f.append('0', file(), 'a.txt');
    });
    const twoOperations = await send((f) => {
      f.append('operations', operations);
      f.append('operations', operations);
      f.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
      f.append('0', file(), 'a.txt');
    });
    const protoPath = await send((f) => {
      f.append('operations', operations);
      f.append('map', JSON.stringify({ 0: ['__proto__.polluted'] }));
      f.append('0', file(), 'a.txt');
    });
    for (const [name, result] of Object.entries({ missing, duplicated, unmapped, noOperations, twoOperations, protoPath })) {
      expect({ name, status: result.status, code: result.body.errors?.[0]?.extensions?.code }).toEqual({ name, status: 400, code: 'BAD_REQUEST' });
    }
    expect(missing.body.errors?.[0]?.message).toMatch(/"0".*missing/);
    expect(duplicated.body.errors?.[0]?.message).toMatch(/"0" appears 2 times/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A File variable sent as JSON is not a file.
    const asJson = await server.request(UPLOAD_MUTATION, { input: { sessionId: session.id, file: 'not a file' } });
    expect(errorCode(asJson)).toBe('BAD_USER_INPUT');
    expect(await listOf(session.id)).toEqual([]);
  });

  it('needs the CSRF header for multipart, and stores nothing from an upload cut off half-way', async () => {
    const session = await newSession();
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: UPLOAD_MUTATION, variables: { input: { sessionId: session.id, file: null } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append('0', new Blob(['x']), 'x.txt');
    const refused = await fetch(server.url, { method: 'POST', body: form });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('CSRF_REJECTED');
    expect(await listOf(session.id)).toEqual([]);

    const port = new URL(server.url).port;
    const boundary = 'XyZboundary';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n`,
      JSON.stringify({ query: UPLOAD_MUTATION, variables: { input: { sessionId: session.id, file: null } } }),
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.file"]}`,
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="cut.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      'x'.repeat(1000),
    ].join('');
    // 1. The connection drops mid-body.
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\napollo-require-preflight: true\r\nContent-Length: ${body.length + 5000}\r\n\r\n${body}`,
          () => {
            socket.destroy();
            resolve();
          },
        );
      });
      socket.on('error', reject);
    });
    // 2. The body is complete as HTTP but the multipart ends inside the file (no closing boundary).
    const truncated = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true' },
      body,
    });
    expect(truncated.status).toBe(400);
    expect(((await truncated.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('BAD_REQUEST');
    await expect
      .poll(() => new Promise<number>((resolve) => server.app.server.getConnections((_e, n) => resolve(n))), {
        message: 'the cut-off connection is gone (open connections)',
      })
      .toBeLessThanOrEqual(1);
    expect(await listOf(session.id)).toEqual([]);
    expect((await upload(server.url, { sessionId: session.id, bytes: 'after' })).size).toBe(5);
  });

  it('works with curl -F, exactly as the README shows', async () => {
    const session = await newSession();
    const run = promisify(execFile);
    const { stdout } = await run('curl', [
      '-sS',
      server.url,
      '-H',
      'apollo-require-preflight: true',
      '-F',
      `operations={"query":"mutation($file: File!) { uploadAttachment(input: { sessionId: \\"${session.id}\\", file: $file }) { attachment { id filename mime size } } }","variables":{"file":null}}`,
      '-F',
      'map={"0":["variables.file"]}',
      '-F',
      '0=@package.json;type=application/json',
    ]);
    const result = JSON.parse(stdout) as { data: { uploadAttachment: { attachment: UploadedAttachment } } };
    expect(result.data.uploadAttachment.attachment).toMatchObject({ filename: 'package.json', mime: 'application/json' });
  });

  it("works with Apollo Client's upload link", async () => {
    const session = await newSession();
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new UploadHttpLink({ uri: server.url, headers: { 'apollo-require-preflight': 'true' } }),
    });
    const file = new File(['apollo bytes'], 'apollo.txt', { type: 'text/plain' });
    const result = await client.mutate<{ uploadAttachment: { attachment: UploadedAttachment } }>({
      mutation: gql(UPLOAD_MUTATION),
      variables: { input: { sessionId: session.id, file } },
    });
    expect(result.data?.uploadAttachment.attachment).toMatchObject({
      filename: 'apollo.txt',
      mime: 'text/plain',
      size: 12,
      sha256: sha256Hex('apollo bytes'),
    });
  });

  it('puts attachments in messages as file blocks and image blocks; validates the image input', async () => {
    const session = await newSession();
    const other = await newSession();
    const png = await upload(server.url, { sessionId: session.id, bytes: pngBytes, name: 'chart.png', type: 'image/png' });
    const doc = await upload(server.url, { sessionId: session.id, bytes: 'report', name: 'report.txt', type: 'text/plain' });
    const foreign = await upload(server.url, { sessionId: other.id, bytes: 'elsewhere', name: 'other.txt' });
    const appended = await server.ok(AppendWithBlocks, {
      sessionId: session.id,
      content: [
        { text: { text: 'see attached' } },
        { file: { attachmentId: doc.id } },
        { image: { attachmentId: png.id } },
        { image: { data: 'AAAA', mime: 'image/gif' } },
      ],
    });
    const entry = appended.appendEntry.entry as { message: { content: Record<string, unknown>[] } };
    expect(entry.message.content).toEqual([
      { __typename: 'TextBlock', text: 'see attached' },
      {
        __typename: 'FileBlock',
        file: { id: doc.id, sessionId: session.id, filename: 'report.txt', mime: 'text/plain', size: 6, sha256: doc.sha256, url: doc.url },
      },
      { __typename: 'ImageBlock', data: null, mime: 'image/png', image: { id: png.id, mime: 'image/png' } },
      { __typename: 'ImageBlock', data: 'AAAA', mime: 'image/gif', image: null },
    ]);
    const refused = async (content: unknown[]) => {
      const result = await server.request(AppendWithBlocks, { sessionId: session.id, content: content as never });
      return { code: errorCode(result), field: result.errors?.[0]?.extensions?.field };
    };
    expect(await refused([{ text: { text: 'x' } }, { file: { attachmentId: 'a_nope' } }])).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.message.content[1].attachmentId',
    });
    expect(await refused([{ file: { attachmentId: foreign.id } }])).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.message.content[0].attachmentId',
    });
    expect((await refused([{ image: { attachmentId: png.id, data: 'AAAA', mime: 'image/png' } }])).code).toBe('BAD_USER_INPUT');
    expect(await refused([{ image: { attachmentId: png.id, mime: 'image/png' } }])).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.message.content[0]',
    });
    expect(await refused([{ image: { mime: 'image/png' } }])).toEqual({ code: 'BAD_USER_INPUT', field: 'input.message.content[0].data' });
    expect(await refused([{ image: {} }])).toMatchObject({ code: 'BAD_USER_INPUT' });
    const session1 = (await getSession(server, session.id))!;
    expect(session1.messageCount).toBe(1);
  });

  it('refuses to delete an attachment a message references (ATTACHMENT_IN_USE) until the message drops it', async () => {
    const session = await newSession();
    const attachment = await upload(server.url, { sessionId: session.id, bytes: 'in use', name: 'used.txt' });
    const entryId = (await server.ok(AppendWithBlocks, { sessionId: session.id, content: [{ file: { attachmentId: attachment.id } }] })).appendEntry
      .session.activeLeafId!;
    const inUse = await server.request(DeleteAttachment, { id: attachment.id });
    expect(errorCode(inUse)).toBe('ATTACHMENT_IN_USE');
    expect((await download(attachment.url)).status).toBe(200);
    await server.ok(UpdateContent, { sessionId: session.id, entryId, content: [{ text: { text: 'no file any more' } }] });
    expect((await server.ok(DeleteAttachment, { id: attachment.id })).deleteAttachment.deleted).toBe(true);
    expect((await server.ok(GetAttachment, { id: attachment.id })).attachment).toBeNull();
    expect((await download(attachment.url)).status).toBe(404);
    expect(errorCode(await server.request(DeleteAttachment, { id: attachment.id }))).toBe('NOT_FOUND');
    // updateMessage may reference one again, and then it is in use again.
    const again = await upload(server.url, { sessionId: session.id, bytes: 'in use', name: 'again.txt' });
    await server.ok(UpdateContent, { sessionId: session.id, entryId, content: [{ file: { attachmentId: again.id } }] });
    expect(errorCode(await server.request(DeleteAttachment, { id: again.id }))).toBe('ATTACHMENT_IN_USE');
  });

  it('an old event still renders a file block whose attachment was deleted since (from what the block stored)', async () => {
    const session = await newSession();
    const attachment = await upload(server.url, { sessionId: session.id, bytes: 'short-lived', name: 'gone.txt', type: 'text/plain' });
    const entryId = (await server.ok(AppendWithBlocks, { sessionId: session.id, content: [{ file: { attachmentId: attachment.id } }] })).appendEntry
      .session.activeLeafId!;
    await server.ok(UpdateContent, { sessionId: session.id, entryId, content: [{ text: { text: 'dropped' } }] });
    await server.ok(DeleteAttachment, { id: attachment.id });
    const events = await server.ok(EventsWithFiles, { id: session.id });
    const added = events.session!.events!.nodes.find((e) => e.__typename === 'MessageAddedEvent') as {
      entry: { message: { content: { attachment?: Record<string, unknown> }[] } };
    };
    expect(added.entry.message.content[0]!.attachment).toEqual({
      id: attachment.id,
      sessionId: session.id,
      filename: 'gone.txt',
      mime: 'text/plain',
      size: 11,
      sha256: attachment.sha256,
      url: attachment.url,
    });
  });

  it('stores identical bytes once per tenant: deleting one attachment leaves the other readable', async () => {
    const session = await newSession();
    const a = await upload(server.url, { sessionId: session.id, bytes: 'same bytes', name: 'a.txt' });
    const b = await upload(server.url, { sessionId: session.id, bytes: 'same bytes', name: 'b.txt' });
    expect(a.id).not.toBe(b.id);
    expect(a.sha256).toBe(b.sha256);
    const blobs = await server.app.deps.db.selectFrom('attachment_blobs').select(['id', 'ref_count']).where('sha256', '=', a.sha256).execute();
    expect(blobs).toEqual([{ id: expect.any(Number), ref_count: 2 }]);
    await server.ok(DeleteAttachment, { id: a.id });
    expect(new TextDecoder().decode((await download(b.url)).bytes)).toBe('same bytes');
    await server.ok(DeleteAttachment, { id: b.id });
    expect(await server.app.deps.db.selectFrom('attachment_blobs').select('id').where('sha256', '=', a.sha256).execute()).toEqual([]);
  });

  it('a fork shares the attachments of its copied path; deleting the source leaves them to the fork; deleting both removes them', async () => {
    const source = await newSession('source');
    const shared = await upload(server.url, { sessionId: source.id, bytes: 'shared', name: 'shared.txt' });
    const onlySource = await upload(server.url, { sessionId: source.id, bytes: 'only source', name: 'only.txt' });
    const entryId = (await server.ok(AppendWithBlocks, { sessionId: source.id, content: [{ file: { attachmentId: shared.id } }] })).appendEntry
      .session.activeLeafId!;
    const fork = (await server.ok(ForkAt, { sessionId: source.id, entryId })).forkSession.session;
    const forkBlock = (fork.messages!.nodes[0] as { message: { content: { attachment: { id: string } }[] } }).message.content[0]!;
    expect(forkBlock.attachment.id).toBe(shared.id);
    // The fork may reference the shared attachment in new messages too.
    await server.ok(AppendWithBlocks, { sessionId: fork.id, content: [{ file: { attachmentId: shared.id } }] });
    expect(errorCode(await server.request(AppendWithBlocks, { sessionId: fork.id, content: [{ file: { attachmentId: onlySource.id } }] }))).toBe(
      'BAD_USER_INPUT',
    );

    await server.ok(DeleteSession, { sessionId: source.id });
    expect((await server.ok(GetAttachment, { id: onlySource.id })).attachment).toBeNull();
    expect((await download(onlySource.url)).status).toBe(404);
    const inherited = (await server.ok(GetAttachment, { id: shared.id })).attachment;
    expect(inherited).toMatchObject({ id: shared.id, sessionId: fork.id, sha256: shared.sha256 });
    // A block names the attachment as it was written (in the source); its owner is read live.
    const owners = (await server.ok(BlockOwners, { id: fork.id })).session!.messages!.nodes.flatMap((n) =>
      'message' in n ? n.message.content.map((b) => ('attachment' in b ? b.attachment : null)) : [],
    );
    expect(owners).toEqual([
      { id: shared.id, filename: 'shared.txt', sessionId: fork.id },
      { id: shared.id, filename: 'shared.txt', sessionId: fork.id },
    ]);
    expect((await listOf(fork.id)).map((a) => a.id)).toEqual([shared.id]);
    expect(new TextDecoder().decode((await download(shared.url)).bytes)).toBe('shared');

    await server.ok(DeleteSession, { sessionId: fork.id });
    expect((await server.ok(GetAttachment, { id: shared.id })).attachment).toBeNull();
    expect((await download(shared.url)).status).toBe(404);
  });

  it('uploads to an unknown session fail with NOT_FOUND; an unknown attachment id downloads as 404', async () => {
    const result = await uploadRaw(server.url, { sessionId: 's_nope', bytes: 'x' });
    expect(errorCode(result.body)).toBe('NOT_FOUND');
    const missing = await download(`${server.url.replace(/\/graphql$/, '')}/attachments/a_nope`);
    expect(missing.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(missing.bytes)).errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('Attachment.url origin', () => {
  it('uses PUBLIC_URL when configured', async () => {
    const server = await startServer({ backend: 'pglite', config: { publicUrl: 'https://chat.example.com/api/' } });
    try {
      const session = await createSession(server);
      const attachment = await upload(server.url, { sessionId: session.id, bytes: 'x' });
      expect(attachment.url).toBe(`https://chat.example.com/api/attachments/${attachment.id}`);
    } finally {
      await server.stop();
    }
  });
});

describe.each(backends())('attachments across tenants (%s)', (backend) => {
  let server: TestServer;
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let admin: Record<string, string>;
  const aliceKey = newApiKey('alice');
  const dir = tempDir('attachments-auth-');

  beforeAll(async () => {
    const apiKeysFile = writeApiKeysFile(dir, [{ key: aliceKey, subject: 'alice-bot', tenant: 'alice' }]);
    server = await startServer({ backend, config: { auth: { jwtSecret: TEST_SECRET, apiKeysFile } } });
    alice = bearer(await hs256Token({ sub: 'alice' }));
    bob = bearer(await hs256Token({ sub: 'bob' }));
    admin = bearer(await hs256Token({ sub: 'ops', scope: 'admin' }));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const as = async <T, V>(who: Record<string, string>, document: TypedDocumentNode<T, V>, variables: V) => server.request(document, variables, who);

  it("serves bytes only with the owner's credentials; another tenant's attachment is the same 404 as an unknown one", async () => {
    const session = await createSession(server, { title: 'private' }, alice);
    const attachment = await upload(server.url, { sessionId: session.id, bytes: 'secret bytes', name: 's.txt', headers: alice });
    expect((await download(attachment.url, alice)).status).toBe(200);
    expect(new TextDecoder().decode((await download(attachment.url, { 'x-api-key': aliceKey })).bytes)).toBe('secret bytes');
    expect((await download(attachment.url, admin)).status).toBe(200);

    const anonymous = await download(attachment.url);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(new TextDecoder().decode(anonymous.bytes)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await download(attachment.url, bearer('forged.token.value'))).status).toBe(401);

    const asBob = await download(attachment.url, bob);
    const unknown = await download(attachment.url.replace(attachment.id, 'a_00000000000000000000000000000000'), bob);
    expect(asBob.status).toBe(404);
    expect(new TextDecoder().decode(asBob.bytes)).toBe(new TextDecoder().decode(unknown.bytes));
    expect((await as(bob, GetAttachment, { id: attachment.id })).data?.attachment).toBeNull();
    expect((await as(alice, GetAttachment, { id: attachment.id })).data?.attachment?.id).toBe(attachment.id);
    expect(errorCode(await as(bob, DeleteAttachment, { id: attachment.id }))).toBe('NOT_FOUND');
    const intoAlices = await uploadRaw(server.url, { sessionId: session.id, bytes: 'x', headers: bob });
    expect(errorCode(intoAlices.body)).toBe('NOT_FOUND');

    const bobs = await createSession(server, { title: 'mine' }, bob);
    const borrowed = await as(bob, AppendWithBlocks, { sessionId: bobs.id, content: [{ file: { attachmentId: attachment.id } }] });
    expect(errorCode(borrowed)).toBe('BAD_USER_INPUT');
    expect((await as(alice, DeleteAttachment, { id: attachment.id })).data?.deleteAttachment.deleted).toBe(true);
  });

  it('refuses a multipart upload without credentials before reading it', async () => {
    const session = await createSession(server, {}, alice);
    const result = await uploadRaw(server.url, { sessionId: session.id, bytes: 'x' });
    expect(result.status).toBe(401);
    expect(errorCode(result.body)).toBe('UNAUTHENTICATED');
  });

  it('a session that references an attachment shows it to its own tenant', async () => {
    const source = await createSession(server, { title: 'source' }, alice);
    const attachment = await upload(server.url, { sessionId: source.id, bytes: 'shared', name: 'shared.txt', headers: alice });
    const entryId = (await as(alice, AppendWithBlocks, { sessionId: source.id, content: [{ file: { attachmentId: attachment.id } }] })).data!
      .appendEntry.session.activeLeafId!;
    const fork = (await as(alice, ForkAt, { sessionId: source.id, entryId })).data!.forkSession.session;
    // An operator hands the fork to bob.
    await as(
      admin,
      graphql(`mutation HandOver($id: ID!) { setSessionMeta(input: { sessionId: $id, metadata: { owner: "bob" } }) { session { id } } }`),
      {
        id: fork.id,
      },
    );
    expect((await as(bob, GetAttachment, { id: attachment.id })).data?.attachment?.id).toBe(attachment.id);
    expect((await download(attachment.url, bob)).status).toBe(200);
    // Bob can read it but not delete it: his fork's message uses it.
    expect(errorCode(await as(bob, DeleteAttachment, { id: attachment.id }))).toBe('ATTACHMENT_IN_USE');
  });
});
