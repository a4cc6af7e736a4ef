// The attachment bytes one tenant may store (issue 20, MAX_ATTACHMENT_BYTES_PER_TENANT): an
// upload past it is QUOTA_EXCEEDED and stores nothing; identical bytes are stored (and counted)
// once; deleting frees the bytes; two uploads racing at the boundary never both get in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { createSession } from '../helpers/flow.js';
import { backends, errorCode, startServer, type TestServer } from '../helpers/server.js';
import { upload, uploadRaw } from '../helpers/uploads.js';

const QUOTA = 1000;
const LIST = 'query List($id: ID!) { session(id: $id) { attachments(first: 100) { nodes { id size } } } }';
const DELETE = 'mutation Delete($id: ID!) { deleteAttachment(input: { id: $id }) { deleted } }';

/** `size` bytes no other upload of the suite has (identical bytes would be stored once). */
let counter = 0;
const freshBytes = (size: number) => {
  counter += 1;
  const tag = new TextEncoder().encode(`${counter}:${Math.random()}:`);
  const bytes = new Uint8Array(size).fill(0x61);
  bytes.set(tag.subarray(0, size));
  return bytes;
};

describe.each(backends())('attachment bytes per tenant (%s)', (backend) => {
  let server: TestServer;
  const tokens = new Map<string, Record<string, string>>();
  const as = async (tenant: string) => {
    if (!tokens.has(tenant)) tokens.set(tenant, bearer(await hs256Token({ sub: tenant })));
    return tokens.get(tenant)!;
  };
  const newSession = async (who: Record<string, string>) => (await createSession(server, { title: 'quota' }, who)).id;
  const sizesOf = async (sessionId: string, who: Record<string, string>) =>
    (
      (await server.request(LIST, { id: sessionId }, who)).data as { session: { attachments: { nodes: { size: number }[] } } }
    ).session.attachments.nodes.map((n) => n.size);

  beforeAll(async () => {
    server = await startServer({ backend, config: { auth: { jwtSecret: TEST_SECRET }, limits: { maxAttachmentBytesPerTenant: QUOTA } } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses an upload past the cap with QUOTA_EXCEEDED naming the quota and its limit, and stores nothing', async () => {
    const alice = await as('alice-1');
    const sessionId = await newSession(alice);
    await upload(server.url, { sessionId, bytes: freshBytes(600), headers: alice });
    const over = await uploadRaw(server.url, { sessionId, bytes: freshBytes(401), headers: alice });
    expect(errorCode(over.body)).toBe('QUOTA_EXCEEDED');
    expect(over.body.errors?.[0]?.extensions).toMatchObject({ quota: 'attachmentBytesPerTenant', limit: QUOTA });
    expect(over.body.errors?.[0]?.message).toContain('MAX_ATTACHMENT_BYTES_PER_TENANT');
    expect(await sizesOf(sessionId, alice)).toEqual([600]);
    // Up to the cap exactly is fine, in any of the tenant's sessions.
    await upload(server.url, { sessionId: await newSession(alice), bytes: freshBytes(400), headers: alice });
    expect(errorCode((await uploadRaw(server.url, { sessionId, bytes: freshBytes(1), headers: alice })).body)).toBe('QUOTA_EXCEEDED');
  });

  it('counts what is stored: identical bytes again cost nothing, another tenant has its own cap, deleting frees the bytes', async () => {
    const alice = await as('alice-2');
    const bob = await as('bob-2');
    const sessionId = await newSession(alice);
    const bytes = freshBytes(900);
    const first = await upload(server.url, { sessionId, bytes, headers: alice });
    const again = await upload(server.url, { sessionId: await newSession(alice), bytes, headers: alice });
    expect(again.sha256).toBe(first.sha256);
    expect(errorCode((await uploadRaw(server.url, { sessionId, bytes: freshBytes(101), headers: alice })).body)).toBe('QUOTA_EXCEEDED');
    await upload(server.url, { sessionId: await newSession(bob), bytes: freshBytes(900), headers: bob });

    // The bytes stay while one attachment still holds them.
    expect(errorCode(await server.request(DELETE, { id: first.id }, alice))).toBeUndefined();
    expect(errorCode((await uploadRaw(server.url, { sessionId, bytes: freshBytes(101), headers: alice })).body)).toBe('QUOTA_EXCEEDED');
    expect(errorCode(await server.request(DELETE, { id: again.id }, alice))).toBeUndefined();
    await upload(server.url, { sessionId, bytes: freshBytes(1000), headers: alice });
  });

  it('of two uploads racing at the boundary exactly one is stored', async () => {
    for (let round = 0; round < 4; round++) {
      const who = await as(`racer-${round}`);
      const sessionId = await newSession(who);
      await upload(server.url, { sessionId, bytes: freshBytes(200), headers: who });
      const results = await Promise.all([0, 1].map(() => uploadRaw(server.url, { sessionId, bytes: freshBytes(500), headers: who })));
      expect(results.map((r) => errorCode(r.body) ?? 'stored').sort(), `round ${round}`).toEqual(['QUOTA_EXCEEDED', 'stored']);
      expect((await sizesOf(sessionId, who)).sort()).toEqual([200, 500]);
    }
  });
});

describe('attachment bytes with authentication off (one tenant)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { limits: { maxAttachmentBytesPerTenant: QUOTA } } });
  });
  afterAll(() => server?.stop());

  it('every caller shares the one cap', async () => {
    const sessionIds = await Promise.all([0, 1].map(async () => (await createSession(server, { title: 'quota' })).id));
    await upload(server.url, { sessionId: sessionIds[0]!, bytes: freshBytes(700) });
    const over = await uploadRaw(server.url, { sessionId: sessionIds[1]!, bytes: freshBytes(301) });
    expect(errorCode(over.body)).toBe('QUOTA_EXCEEDED');
    expect(over.body.errors?.[0]?.extensions).toMatchObject({ quota: 'attachmentBytesPerTenant', limit: QUOTA });
  });
});
