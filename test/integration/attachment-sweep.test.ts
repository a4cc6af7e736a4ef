// Never-referenced attachments are swept after a grace period (issue 20, SPEC §13,
// ATTACHMENT_ORPHAN_GRACE_MS): the attachment row, its share of the blob and the blob's chunk
// rows go; attachments a message references (or once did), a draft holds, or still within the
// grace period stay. Sweeps on several instances at once delete each attachment once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanAttachments } from '../../src/services/attachment-sweep.js';
import { ATTACHMENT_CHUNK_BYTES } from '../../src/store/attachment-store.js';
import { createSession } from '../helpers/flow.js';
import { backends, errorCode, startServer, type TestServer } from '../helpers/server.js';
import { download, upload, type UploadedAttachment } from '../helpers/uploads.js';

const GRACE = 60_000;
const GET = 'query Get($id: ID!) { attachment(id: $id) { id } }';
const APPEND = `mutation Append($sessionId: ID!, $content: [ContentBlockInput!]!) {
  appendEntry(input: { sessionId: $sessionId, message: { user: { content: $content } } }) { entry { entryId } }
}`;
const UPDATE = `mutation Update($sessionId: ID!, $entryId: ID!, $content: [ContentBlockInput!]!) {
  updateMessage(input: { sessionId: $sessionId, entryId: $entryId, content: $content }) { updated }
}`;
const SET_DRAFT = `mutation Draft($sessionId: ID!, $ids: [ID!]) {
  setDraft(input: { sessionId: $sessionId, text: "", attachmentIds: $ids }) { session { id } }
}`;

let counter = 0;
const freshBytes = (size: number) => {
  counter += 1;
  const bytes = new Uint8Array(size).map((_, i) => (i * 7 + counter) % 256);
  bytes.set(new TextEncoder().encode(`${counter}:${Math.random()}`).subarray(0, size));
  return bytes;
};

describe.each(backends())('sweep of never-referenced attachments (%s)', (backend) => {
  let server: TestServer;
  let clock = 1_800_000_000_000;
  const newSession = async () => (await createSession(server, { title: 'sweep' })).id;
  const exists = async (a: UploadedAttachment) =>
    ((await server.request(GET, { id: a.id })).data as { attachment: { id: string } | null }).attachment !== null;
  const rows = async () => {
    const count = async (table: 'attachments' | 'attachment_blobs' | 'attachment_chunks') =>
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(server.app.deps.db)).rows[0]!.n;
    return { attachments: await count('attachments'), blobs: await count('attachment_blobs'), chunks: await count('attachment_chunks') };
  };
  const sweep = () => sweepOrphanAttachments(server.app.deps, GRACE);
  const append = async (sessionId: string, content: unknown[]) => {
    const result = await server.request(APPEND, { sessionId, content });
    expect(errorCode(result)).toBeUndefined();
    return (result.data as { appendEntry: { entry: { entryId: string } } }).appendEntry.entry.entryId;
  };

  beforeAll(async () => {
    // The periodic sweep is far off: this suite runs it itself.
    server = await startServer({ backend, now: () => clock, config: { attachmentOrphanGraceMs: GRACE, attachmentSweepIntervalMs: 3_600_000 } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('deletes what no message or draft ever referenced once the grace period is over, blob and chunk rows included', async () => {
    const sessionId = await newSession();
    const referencedBytes = freshBytes(10);
    const orphan = await upload(server.url, { sessionId, bytes: freshBytes(ATTACHMENT_CHUNK_BYTES + 100), name: 'orphan.bin' });
    const referenced = await upload(server.url, { sessionId, bytes: referencedBytes, name: 'ref.txt' });
    const sameBytes = await upload(server.url, { sessionId, bytes: referencedBytes, name: 'copy.txt' });
    const image = await upload(server.url, { sessionId, bytes: freshBytes(20), name: 'p.png', type: 'image/png' });
    const drafted = await upload(server.url, { sessionId, bytes: freshBytes(30), name: 'draft.txt' });
    const dropped = await upload(server.url, { sessionId, bytes: freshBytes(40), name: 'dropped.txt' });
    await append(sessionId, [{ file: { attachmentId: referenced.id } }, { image: { attachmentId: image.id } }]);
    const entryId = await append(sessionId, [{ file: { attachmentId: dropped.id } }]);
    expect(errorCode(await server.request(UPDATE, { sessionId, entryId, content: [{ text: { text: 'no file now' } }] }))).toBeUndefined();
    expect(errorCode(await server.request(SET_DRAFT, { sessionId, ids: [drafted.id] }))).toBeUndefined();

    clock += GRACE + 1;
    const young = await upload(server.url, { sessionId, bytes: freshBytes(50), name: 'young.txt' });
    const before = await rows();
    expect(await sweep()).toBe(2);
    const after = await rows();
    // Two attachment rows; one blob (the copy's bytes stay with `referenced`) and its two chunks.
    expect(after).toEqual({ attachments: before.attachments - 2, blobs: before.blobs - 1, chunks: before.chunks - 2 });
    expect(await exists(orphan)).toBe(false);
    expect(await exists(sameBytes)).toBe(false);
    expect((await download(orphan.url)).status).toBe(404);
    for (const kept of [referenced, image, drafted, dropped, young]) {
      expect(await exists(kept), kept.filename).toBe(true);
      expect((await download(kept.url)).status, kept.filename).toBe(200);
    }
    expect(new TextDecoder().decode((await download(referenced.url)).bytes)).toBe(new TextDecoder().decode(referencedBytes));
    expect(await sweep()).toBe(0);

    clock += GRACE - 1;
    expect(await sweep()).toBe(0);
    clock += 2;
    expect(await sweep()).toBe(1);
    expect(await exists(young)).toBe(false);
    expect(await rows()).toEqual({ attachments: after.attachments - 1, blobs: after.blobs - 1, chunks: after.chunks - 1 });
  });

  it('sweeps running at once (as on several instances) delete each attachment exactly once', async () => {
    const sessionId = await newSession();
    const orphans = [];
    for (let i = 0; i < 12; i++) orphans.push(await upload(server.url, { sessionId, bytes: freshBytes(100 + i) }));
    clock += GRACE + 1;
    const before = await rows();
    const deleted = await Promise.all([sweep(), sweep(), sweep()]);
    expect(deleted.reduce((a, b) => a + b, 0)).toBe(12);
    expect(await rows()).toEqual({ attachments: before.attachments - 12, blobs: before.blobs - 12, chunks: before.chunks - 12 });
    for (const orphan of orphans) expect(await exists(orphan)).toBe(false);
  });
});

describe('the periodic attachment sweep', () => {
  it('runs on its own every ATTACHMENT_SWEEP_INTERVAL_MS', async () => {
    let clock = 1_800_000_000_000;
    const server = await startServer({
      backend: 'pglite',
      now: () => clock,
      config: { attachmentOrphanGraceMs: GRACE, attachmentSweepIntervalMs: 20 },
    });
    try {
      const sessionId = (await createSession(server, { title: 'sweep' })).id;
      const orphan = await upload(server.url, { sessionId, bytes: freshBytes(10) });
      clock += GRACE + 1;
      await expect
        .poll(async () => ((await server.request(GET, { id: orphan.id })).data as { attachment: unknown }).attachment, {
          message: 'the orphan is swept',
        })
        .toBeNull();
    } finally {
      await server.stop();
    }
  });
});
