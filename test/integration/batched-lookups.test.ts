// Issue 20, finding A2 and mechanisms 3–4: a page costs a fixed number of database calls
// whatever its size. Per-parent lookups (the attachment of every file and image block, the
// attachments, draft and usage of every session of a list, the siblings of every entry) are
// batched per operation, and every operation has a budget of database calls
// (MAX_DB_CALLS_PER_REQUEST) past which the rest is refused with QUERY_TOO_COMPLEX. The
// servers here run with a budget far below the page sizes: a big page only gets through
// because its lookups are batched (one lookup per row would be refused). The finding used
// 256 blocks × 200 messages; 32 × 200 shows the same bound in a fraction of the time.
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClient, TRANSPORTS } from '../helpers/clients.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { backends, errorCode, startServer, type TestServer } from '../helpers/server.js';
import { upload } from '../helpers/uploads.js';

/** Database calls one request may make on these servers: far fewer than the rows of any page below. */
const BUDGET = 25;
const MESSAGES = 200;
const BLOCKS_PER_MESSAGE = 32;
const IMAGES_PER_MESSAGE = 4;
const SESSIONS = 60;
/** The page size asked for: larger than the list. */
const LIST_PAGE = 200;
const ALIASES = 3;

// A PNG signature and a header chunk: enough to be stored as an image.
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
]);

const SET_DRAFT = `mutation($input: SetDraftInput!) { setDraft(input: $input) { session { id } } }`;

const PAGE = `query($id: ID!, $first: Int!) {
  session(id: $id) {
    messages(first: $first) {
      nodes {
        entryId
        siblings { entryId }
        ... on MessageEntry {
          message {
            content {
              __typename
              ... on FileBlock { attachment { id filename } }
              ... on ImageBlock { image: attachment { id mime } }
            }
          }
        }
      }
    }
  }
}`;

const LIST_FIELDS = `nodes {
  id
  attachments(first: 5) { nodes { id filename } pageInfo { hasNextPage } }
  draft { text attachments { id } }
  usage { requests }
}`;
const LIST = `query {
  ${Array.from({ length: ALIASES }, (_, i) => `s${i}: sessions(first: ${LIST_PAGE}) { ${LIST_FIELDS} }`).join('\n  ')}
}`;

type Block = { __typename: string; attachment?: { id: string; filename: string }; image?: { id: string; mime: string } };
type PageData = { session: { messages: { nodes: { entryId: string; siblings: { entryId: string }[]; message: { content: Block[] } }[] } } };
type ListSession = {
  id: string;
  attachments: { nodes: { id: string; filename: string }[]; pageInfo: { hasNextPage: boolean } };
  draft: { text: string; attachments: { id: string }[] } | null;
  usage: { requests: number };
};

describe.each(backends())('batched per-parent lookups under a budget of database calls (%s)', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ backend, config: { requestLimits: { maxDbCallsPerRequest: BUDGET } } });
  });
  afterAll(() => server.stop());

  async function ok<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await server.request<T, Record<string, unknown>>(query, variables);
    if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors.slice(0, 3))}`);
    return result.data as T;
  }
  const newSession = async (title: string) => (await createSession(server, { title })).id;

  describe('a page of messages whose blocks all name one attachment (A2)', () => {
    let sessionId: string;
    let fileId: string;
    let imageId: string;

    beforeAll(async () => {
      sessionId = await newSession('many blocks');
      fileId = (await upload(server.url, { sessionId, bytes: 'the one file', name: 'notes.txt', type: 'text/plain' })).id;
      imageId = (await upload(server.url, { sessionId, bytes: PNG, name: 'dot.png', type: 'image/png' })).id;
      const content = [
        ...Array.from({ length: BLOCKS_PER_MESSAGE - IMAGES_PER_MESSAGE }, () => ({ file: { attachmentId: fileId } })),
        ...Array.from({ length: IMAGES_PER_MESSAGE }, () => ({ image: { attachmentId: imageId } })),
      ];
      for (let sent = 0; sent < MESSAGES; sent += 50) {
        await appendMessages(
          server,
          sessionId,
          Array.from({ length: 50 }, () => ({ user: { content } })),
        );
      }
    }, 120_000);

    it.each([MESSAGES, 20])(`answers a page of %i messages × ${BLOCKS_PER_MESSAGE} blocks in full`, async (first) => {
      const data = await ok<PageData>(PAGE, { id: sessionId, first });
      const nodes = data.session.messages.nodes;
      expect(nodes).toHaveLength(first);
      for (const node of nodes) {
        expect(node.siblings).toEqual([{ entryId: node.entryId }]);
        expect(node.message.content).toHaveLength(BLOCKS_PER_MESSAGE);
        const files = node.message.content.filter((b) => b.__typename === 'FileBlock');
        const images = node.message.content.filter((b) => b.__typename === 'ImageBlock');
        expect(files).toHaveLength(BLOCKS_PER_MESSAGE - IMAGES_PER_MESSAGE);
        expect(images).toHaveLength(IMAGES_PER_MESSAGE);
        for (const b of files) expect(b.attachment).toEqual({ id: fileId, filename: 'notes.txt' });
        for (const b of images) expect(b.image).toEqual({ id: imageId, mime: 'image/png' });
      }
    });
  });

  describe('a list of sessions asking for the attachments, draft and usage of each, under aliases', () => {
    const expected = new Map<string, { attachment: string; draftText: string }>();

    beforeAll(async () => {
      const ids = await Promise.all(Array.from({ length: SESSIONS }, (_, i) => newSession(`listed ${i}`)));
      for (let i = 0; i < ids.length; i += 20) {
        await Promise.all(
          ids.slice(i, i + 20).map(async (sessionId, j) => {
            const n = i + j;
            const attachment = (await upload(server.url, { sessionId, bytes: `file of session ${n}`, name: `f${n}.txt`, type: 'text/plain' })).id;
            // Every other session has a draft parking its attachment.
            const draftText = n % 2 === 0 ? `draft ${n}` : '';
            if (draftText) await ok(SET_DRAFT, { input: { sessionId, text: draftText, attachmentIds: [attachment] } });
            expected.set(sessionId, { attachment, draftText });
          }),
        );
      }
    }, 120_000);

    it(`answers ${ALIASES} aliases of sessions(first: ${LIST_PAGE}) over ${SESSIONS} sessions in full`, async () => {
      const data = await ok<Record<string, { nodes: ListSession[] }>>(LIST);
      for (let a = 0; a < ALIASES; a++) {
        const listed = data[`s${a}`]!.nodes.filter((s) => expected.has(s.id));
        expect(listed).toHaveLength(SESSIONS);
        for (const s of listed) {
          const want = expected.get(s.id)!;
          expect(s.attachments.nodes.map((n) => n.id)).toEqual([want.attachment]);
          expect(s.attachments.pageInfo.hasNextPage).toBe(false);
          expect(s.draft).toEqual(want.draftText ? { text: want.draftText, attachments: [{ id: want.attachment }] } : null);
          expect(s.usage.requests).toBe(0);
        }
      }
    });
  });

  it.each(TRANSPORTS)('gives a subscription (%s) a fresh budget for each event it delivers', async (transport) => {
    const sessionId = await newSession(`events over ${transport}`);
    const events = BUDGET;
    for (let i = 0; i < events; i++) {
      await appendMessages(server, sessionId, [userText(`m${i}`)]);
    }
    // Each delivered event looks up its entry's siblings (several calls): more than the budget over all events.
    const client = liveClient(transport, server);
    try {
      const sub = client.subscribe<{ sessionEvents: { offset: number; entry?: { siblings: { entryId: string }[] } } }, { id: string }>(
        parse(
          `subscription($id: ID!) { sessionEvents(sessionId: $id, after: 0) { offset ... on MessageAddedEvent { entry { siblings { entryId } } } } }`,
        ),
        { id: sessionId },
      );
      // The session's creation, then its messages.
      const items = await sub.waitFor(events + 1);
      expect(sub.errors).toEqual([]);
      const siblings = items.flatMap((i) => (i.sessionEvents.entry ? [i.sessionEvents.entry.siblings.length] : []));
      expect(siblings).toEqual(Array.from({ length: events }, () => 1));
    } finally {
      await client.dispose();
    }
  });

  it('refuses the rest of a request over the budget with QUERY_TOO_COMPLEX', async () => {
    const id = await newSession('one read per alias');
    // Every root field reads its session: one call each, more of them than the budget.
    const query = `query($id: ID!) { ${Array.from({ length: BUDGET + 5 }, (_, i) => `a${i}: session(id: $id) { id }`).join(' ')} }`;
    const result = await server.request<Record<string, { id: string } | null>, { id: string }>(query, { id });
    expect(errorCode(result)).toBe('QUERY_TOO_COMPLEX');
    expect(result.errors?.[0]?.extensions?.maxDbCalls).toBe(BUDGET);
    const answered = Object.values(result.data ?? {}).filter((s) => s?.id === id);
    expect(answered).toHaveLength(BUDGET);
    // The next request has a budget of its own.
    expect(await ok<{ a: { id: string } }>(`query($id: ID!) { a: session(id: $id) { id } }`, { id })).toEqual({ a: { id } });
  });
});
