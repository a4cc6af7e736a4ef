// SPEC §9 drafts, through GraphQL on every backend: save, clear, parked attachments (kept by a
// text-only save, replaced by a list), no event and no updatedAt bump, not copied by a fork,
// untouched by setSessionMeta, and what deleting a parked attachment does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { TEST_SECRET } from '../helpers/auth.js';
import { GetSession } from '../helpers/documents.js';
import { createSession } from '../helpers/flow.js';
import { seed } from '../helpers/seed.js';
import { backends, errorCode, startServer, type TestServer } from '../helpers/server.js';
import { upload } from '../helpers/uploads.js';

const SetDraft = graphql(`
  mutation SetDraft($input: SetDraftInput!) {
    setDraft(input: $input) {
      session {
        id
        updatedAt
        lastOffset
        draft {
          text
          updatedAt
          attachments {
            id
            filename
          }
        }
      }
    }
  }
`);

const GetDraft = graphql(`
  query GetDraft($id: ID!) {
    session(id: $id) {
      id
      title
      updatedAt
      lastOffset
      draft {
        text
        updatedAt
        attachments {
          id
        }
      }
    }
  }
`);

const DraftMeta = graphql(`
  mutation DraftMeta($id: ID!) {
    setSessionMeta(input: { sessionId: $id, title: "renamed" }) {
      session {
        id
      }
    }
  }
`);

const DraftFork = graphql(`
  mutation DraftFork($id: ID!, $entryId: ID!) {
    forkSession(input: { sessionId: $id, entryId: $entryId }) {
      session {
        id
        draft {
          text
        }
      }
    }
  }
`);

const DraftAppend = graphql(`
  mutation DraftAppend($id: ID!) {
    appendEntry(input: { sessionId: $id, message: { user: { content: [{ text: { text: "sent" } }] } } }) {
      session {
        activeLeafId
      }
    }
  }
`);

const DraftDeleteAttachment = graphql(`
  mutation DraftDeleteAttachment($id: ID!) {
    deleteAttachment(input: { id: $id }) {
      deleted
    }
  }
`);

describe.each(backends())('drafts (%s)', (backend) => {
  let server: TestServer;
  let now = 1_800_000_000_000;
  const newSession = () => createSession(server, { title: 'chat' });
  const draftOf = async (id: string) => (await server.ok(GetDraft, { id })).session!;

  beforeAll(async () => {
    server = await startServer({ backend });
    // A clock that moves on every read, so "updatedAt unchanged" cannot pass by luck.
    server.app.deps.now = () => (now += 1000);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('saves the text: no event, session updatedAt unchanged, draft updatedAt set; a new save replaces it', async () => {
    const session = await newSession();
    const saved = (await server.ok(SetDraft, { input: { sessionId: session.id, text: 'half a thought' } })).setDraft.session;
    expect(saved.draft).toEqual({ text: 'half a thought', updatedAt: expect.any(Number), attachments: [] });
    expect(saved.updatedAt).toBe(session.updatedAt);
    expect(saved.lastOffset).toBe(session.lastOffset);
    const first = saved.draft!.updatedAt;
    const again = (await server.ok(SetDraft, { input: { sessionId: session.id, text: 'a whole thought' } })).setDraft.session;
    expect(again.draft!.text).toBe('a whole thought');
    expect(again.draft!.updatedAt).toBeGreaterThan(first);
    const read = await draftOf(session.id);
    expect(read).toMatchObject({ updatedAt: session.updatedAt, lastOffset: session.lastOffset, draft: { text: 'a whole thought' } });
  });

  it('clears on empty or whitespace-only text without attachments', async () => {
    const session = await newSession();
    expect((await draftOf(session.id)).draft).toBeNull();
    await server.ok(SetDraft, { input: { sessionId: session.id, text: 'something' } });
    expect((await server.ok(SetDraft, { input: { sessionId: session.id, text: ' \n\t\u00a0 ' } })).setDraft.session.draft).toBeNull();
    expect((await draftOf(session.id)).draft).toBeNull();
    await server.ok(SetDraft, { input: { sessionId: session.id, text: 'x' } });
    expect((await server.ok(SetDraft, { input: { sessionId: session.id, text: '' } })).setDraft.session.draft).toBeNull();
  });

  it('parks attachments: a text-only save keeps them, a list replaces them, blank text with attachments stays', async () => {
    const session = await newSession();
    const a = await upload(server.url, { sessionId: session.id, bytes: 'a', name: 'a.txt' });
    const b = await upload(server.url, { sessionId: session.id, bytes: 'b', name: 'b.txt' });
    const parked = await server.ok(SetDraft, { input: { sessionId: session.id, text: 'see files', attachmentIds: [b.id, a.id, b.id] } });
    expect(parked.setDraft.session.draft!.attachments).toEqual([
      { id: b.id, filename: 'b.txt' },
      { id: a.id, filename: 'a.txt' },
    ]);
    const textOnly = await server.ok(SetDraft, { input: { sessionId: session.id, text: 'see the files' } });
    expect(textOnly.setDraft.session.draft!.attachments.map((x) => x.id)).toEqual([b.id, a.id]);
    const blank = await server.ok(SetDraft, { input: { sessionId: session.id, text: '  ' } });
    expect(blank.setDraft.session.draft).toMatchObject({ text: '  ', attachments: [{ id: b.id }, { id: a.id }] });
    const replaced = await server.ok(SetDraft, { input: { sessionId: session.id, text: 'only a', attachmentIds: [a.id] } });
    expect(replaced.setDraft.session.draft!.attachments.map((x) => x.id)).toEqual([a.id]);
    const cleared = await server.ok(SetDraft, { input: { sessionId: session.id, text: '', attachmentIds: [] } });
    expect(cleared.setDraft.session.draft).toBeNull();
  });

  it('refuses attachments of another session and unknown sessions; changes nothing', async () => {
    const session = await newSession();
    const other = await newSession();
    const foreign = await upload(server.url, { sessionId: other.id, bytes: 'f' });
    await server.ok(SetDraft, { input: { sessionId: session.id, text: 'keep me' } });
    const refused = await server.request(SetDraft, { input: { sessionId: session.id, text: 'changed', attachmentIds: [foreign.id] } });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.field).toBe('input.attachmentIds[0]');
    const unknown = await server.request(SetDraft, { input: { sessionId: session.id, text: 'changed', attachmentIds: ['a_nope'] } });
    expect(unknown.errors?.[0]?.extensions?.field).toBe('input.attachmentIds[0]');
    expect((await draftOf(session.id)).draft!.text).toBe('keep me');
    expect(errorCode(await server.request(SetDraft, { input: { sessionId: 's_nope', text: 'x' } }))).toBe('NOT_FOUND');
    expect(errorCode(await server.request(SetDraft, { input: { sessionId: session.id, text: 'nul \u0000' } }))).toBe('BAD_USER_INPUT');
  });

  it('setSessionMeta leaves it alone; a fork does not carry it; appending does not clear it', async () => {
    const session = await newSession();
    await server.ok(SetDraft, { input: { sessionId: session.id, text: 'unsent' } });
    await server.ok(DraftMeta, { id: session.id });
    const entryId = (await server.ok(DraftAppend, { id: session.id })).appendEntry.session.activeLeafId!;
    expect(await draftOf(session.id)).toMatchObject({ title: 'renamed', draft: { text: 'unsent' } });
    const fork = (await server.ok(DraftFork, { id: session.id, entryId })).forkSession.session;
    expect(fork.draft).toBeNull();
    expect((await draftOf(fork.id)).draft).toBeNull();
  });

  it('deleting a parked attachment takes it out of the draft, and clears a draft left with nothing', async () => {
    const session = await newSession();
    const a = await upload(server.url, { sessionId: session.id, bytes: 'a' });
    const b = await upload(server.url, { sessionId: session.id, bytes: 'b' });
    await server.ok(SetDraft, { input: { sessionId: session.id, text: 'with two', attachmentIds: [a.id, b.id] } });
    expect((await server.ok(DraftDeleteAttachment, { id: a.id })).deleteAttachment.deleted).toBe(true);
    expect((await draftOf(session.id)).draft).toMatchObject({ text: 'with two', attachments: [{ id: b.id }] });
    await server.ok(SetDraft, { input: { sessionId: session.id, text: '' } });
    expect((await draftOf(session.id)).draft).toMatchObject({ text: '', attachments: [{ id: b.id }] });
    await server.ok(DraftDeleteAttachment, { id: b.id });
    expect((await draftOf(session.id)).draft).toBeNull();
  });
});

describe.each(backends())('drafts across tenants (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend, config: { auth: { jwtSecret: TEST_SECRET } } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("another tenant's session is NOT_FOUND for setDraft, and its attachments cannot be parked", async () => {
    const alice = await seed(server).tenant('alice').headers();
    const bob = await seed(server).tenant('bob').headers();
    const alices = await createSession(server, {}, alice);
    const bobs = await createSession(server, {}, bob);
    const file = await upload(server.url, { sessionId: alices.id, bytes: 'a', headers: alice });
    expect(errorCode(await server.request(SetDraft, { input: { sessionId: alices.id, text: 'hi' } }, bob))).toBe('NOT_FOUND');
    expect(errorCode(await server.request(SetDraft, { input: { sessionId: bobs.id, text: 'hi', attachmentIds: [file.id] } }, bob))).toBe(
      'BAD_USER_INPUT',
    );
    await server.request(SetDraft, { input: { sessionId: alices.id, text: 'mine' } }, alice);
    expect((await server.request(GetDraft, { id: alices.id }, alice)).data?.session?.draft?.text).toBe('mine');
    expect((await server.request(GetSession, { id: alices.id }, bob)).data?.session).toBeNull();
  });
});
