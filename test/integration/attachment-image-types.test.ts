// Image blocks hold raster images only (issue 20, D1): an SVG or HTML "image" would become a
// same-origin page in a client that shows it from a blob: URL. Inline `mime` and the attachment
// an image block references are both checked; a file block may still carry any type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../helpers/flow.js';
import { backends, errorCode, startServer, type GraphQLResponse, type TestServer } from '../helpers/server.js';
import { upload } from '../helpers/uploads.js';

const APPEND = `mutation Append($sessionId: ID!, $content: [ContentBlockInput!]!) {
  appendEntry(input: { sessionId: $sessionId, message: { user: { content: $content } } }) { entry { entryId } }
}`;
const APPEND_MANY = `mutation AppendMany($sessionId: ID!, $content: [ContentBlockInput!]!) {
  appendMessages(input: { sessionId: $sessionId, messages: [{ user: { content: [] } }, { user: { content: $content } }] }) { entryIds }
}`;
const UPDATE = `mutation Update($sessionId: ID!, $entryId: ID!, $content: [ContentBlockInput!]!) {
  updateMessage(input: { sessionId: $sessionId, entryId: $entryId, content: $content }) { updated }
}`;
const COUNT = 'query Count($id: ID!) { session(id: $id) { messageCount } }';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';

describe.each(backends())('image block types (%s)', (backend) => {
  let server: TestServer;
  const newSession = async () => (await createSession(server, { title: 'images' })).id;
  const refusal = (result: GraphQLResponse<unknown>) => ({
    code: errorCode(result),
    field: result.errors?.[0]?.extensions?.field,
  });
  const messageCount = async (id: string) =>
    ((await server.request(COUNT, { id })).data as { session: { messageCount: number } }).session.messageCount;

  beforeAll(async () => {
    server = await startServer({ backend });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('accepts the raster types inline (any case, with parameters) and refuses SVG, HTML and other types naming the field', async () => {
    const sessionId = await newSession();
    for (const mime of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'IMAGE/PNG', 'image/png; q=1']) {
      const result = await server.request(APPEND, { sessionId, content: [{ image: { data: 'AAAA', mime } }] });
      expect(result.errors, mime).toBeUndefined();
    }
    for (const mime of [
      'image/svg+xml',
      'image/svg+xml; charset=utf-8',
      'text/html',
      'application/xhtml+xml',
      'image/x-icon',
      'application/octet-stream',
    ]) {
      const result = await server.request(APPEND, { sessionId, content: [{ text: { text: 'see' } }, { image: { data: 'AAAA', mime } }] });
      expect(refusal(result), mime).toEqual({ code: 'BAD_USER_INPUT', field: 'input.message.content[1].mime' });
    }
    expect(await messageCount(sessionId)).toBe(7);
  });

  it('refuses an image block that references an SVG or HTML attachment (append, appendMessages, updateMessage); a file block may carry it', async () => {
    const sessionId = await newSession();
    const png = await upload(server.url, { sessionId, bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), name: 'p.png', type: 'image/png' });
    const svg = await upload(server.url, { sessionId, bytes: SVG, name: 'x.svg', type: 'image/svg+xml' });
    const html = await upload(server.url, { sessionId, bytes: SVG, name: 'x.html', type: 'text/html' });
    const pdf = await upload(server.url, { sessionId, bytes: '%PDF', name: 'x.pdf', type: 'application/pdf' });
    for (const attachment of [svg, html, pdf]) {
      const result = await server.request(APPEND, { sessionId, content: [{ image: { attachmentId: attachment.id } }] });
      expect(refusal(result), attachment.mime).toEqual({ code: 'BAD_USER_INPUT', field: 'input.message.content[0].attachmentId' });
      expect(result.errors?.[0]?.message).toContain(attachment.mime);
    }
    const many = await server.request(APPEND_MANY, { sessionId, content: [{ image: { attachmentId: svg.id } }] });
    expect(refusal(many)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.messages[1].content[0].attachmentId' });
    expect(await messageCount(sessionId)).toBe(0);

    const ok = await server.request(APPEND, { sessionId, content: [{ image: { attachmentId: png.id } }, { file: { attachmentId: svg.id } }] });
    expect(ok.errors).toBeUndefined();
    const entryId = (ok.data as { appendEntry: { entry: { entryId: string } } }).appendEntry.entry.entryId;
    const update = await server.request(UPDATE, { sessionId, entryId, content: [{ image: { attachmentId: html.id } }] });
    expect(refusal(update)).toEqual({ code: 'BAD_USER_INPUT', field: 'input.content[0].attachmentId' });
  });
});
