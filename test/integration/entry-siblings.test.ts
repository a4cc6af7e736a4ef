// Entry.siblings: the branch points a reader can switch between. Each entry lists the entries
// with the same parent (itself included, oldest first) and where each of their branches ends;
// setting that tip as the active leaf shows the branch to its end. Entries are named by the
// caller (appendEntry's entryId) and recognised by their text, so the test reads only
// `siblings` and message text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { liveClient } from '../helpers/clients.js';
import { createSession } from '../helpers/flow.js';
import { backends, startServer, type TestServer } from '../helpers/server.js';

const SiblingsAppend = graphql(`
  mutation SiblingsAppend($sessionId: ID!, $entryId: ID!, $parentId: ID, $text: String!) {
    appendEntry(input: { sessionId: $sessionId, entryId: $entryId, parentId: $parentId, message: { user: { content: [{ text: { text: $text } }] } } }) {
      created
    }
  }
`);

const SiblingsPath = graphql(`
  query SiblingsPath($id: ID!, $fromEntryId: ID) {
    session(id: $id) {
      messages(first: 100, fromEntryId: $fromEntryId) {
        nodes {
          siblings {
            entryId
            tipEntryId
          }
          ... on MessageEntry {
            message {
              content {
                ... on TextBlock {
                  text
                }
              }
            }
          }
        }
      }
    }
  }
`);

const SiblingsSwitch = graphql(`
  mutation SiblingsSwitch($sessionId: ID!, $entryId: ID!) {
    setActiveLeaf(input: { sessionId: $sessionId, entryId: $entryId }) {
      session {
        id
      }
    }
  }
`);

const SiblingsFork = graphql(`
  mutation SiblingsFork($sessionId: ID!, $entryId: ID!) {
    forkSession(input: { sessionId: $sessionId, entryId: $entryId }) {
      session {
        id
      }
    }
  }
`);

const SiblingsLive = graphql(`
  subscription SiblingsLive($sessionId: ID!) {
    sessionEvents(sessionId: $sessionId, after: 0) {
      offset
      ... on MessageAddedEvent {
        entry {
          siblings {
            entryId
            tipEntryId
          }
        }
      }
    }
  }
`);

type Sibling = { entryId: string; tipEntryId: string };

describe.each(backends())('Entry.siblings (%s)', (backend) => {
  let server: TestServer;
  let sessionId: string;

  /** Appends a user message whose text is its id (so path nodes can be named). */
  const append = async (entryId: string, parentId?: string) => {
    await server.ok(SiblingsAppend, { sessionId, entryId, parentId, text: entryId });
  };

  /** The path ending at `fromEntryId` (default: the active path) as { text → siblings }. */
  const path = async (fromEntryId?: string) => {
    const { session } = await server.ok(SiblingsPath, { id: sessionId, fromEntryId });
    return session!.messages!.nodes.map((node) => {
      const content = 'message' in node ? node.message.content : [];
      const text = content.map((b) => ('text' in b ? b.text : '')).join('');
      return { text, siblings: node.siblings as Sibling[] };
    });
  };
  const siblingsOf = async (entryId: string) => (await path(entryId)).at(-1)!.siblings;

  beforeAll(async () => {
    server = await startServer({ backend });
    sessionId = (await createSession(server, { title: 'branches' })).id;
    // a → b → c, the first branch.
    await append('a');
    await append('b');
    await append('c');
  });
  afterAll(() => server?.stop());

  it('lists only the entry itself on a straight path, with the end of its branch', async () => {
    expect(await path()).toEqual([
      { text: 'a', siblings: [{ entryId: 'a', tipEntryId: 'c' }] },
      { text: 'b', siblings: [{ entryId: 'b', tipEntryId: 'c' }] },
      { text: 'c', siblings: [{ entryId: 'c', tipEntryId: 'c' }] },
    ]);
  });

  it('lists every child of the same parent, oldest first, each with the end of its branch', async () => {
    await append('d', 'a'); // a second child of a: a new branch
    await append('e'); // continues d's branch (d is its tip)
    await append('f', 'a'); // a third child of a
    const expected = [
      { entryId: 'b', tipEntryId: 'c' },
      { entryId: 'd', tipEntryId: 'e' },
      { entryId: 'f', tipEntryId: 'f' },
    ];
    expect(await siblingsOf('b')).toEqual(expected);
    expect(await siblingsOf('d')).toEqual(expected);
    expect(await siblingsOf('f')).toEqual(expected);
    // Entries above the branch point are unaffected.
    expect(await siblingsOf('a')).toEqual([{ entryId: 'a', tipEntryId: 'c' }]);
    // The active path is the newest branch: a → f.
    expect((await path()).map((n) => n.text)).toEqual(['a', 'f']);
  });

  it('finds branch points below the first level, on branches that started elsewhere', async () => {
    await append('g', 'd'); // d already has e: g starts a branch under d
    expect(await siblingsOf('e')).toEqual([
      { entryId: 'e', tipEntryId: 'e' },
      { entryId: 'g', tipEntryId: 'g' },
    ]);
    // d's own branch still ends at e.
    expect(await siblingsOf('d')).toContainEqual({ entryId: 'd', tipEntryId: 'e' });
  });

  it('switching to a sibling’s tip shows that branch to its end', async () => {
    const tip = (await siblingsOf('b')).find((s) => s.entryId === 'd')!.tipEntryId;
    await server.ok(SiblingsSwitch, { sessionId, entryId: tip });
    expect((await path()).map((n) => n.text)).toEqual(['a', 'd', 'e']);
  });

  it('is carried by live events', async () => {
    const client = liveClient('ws', server);
    try {
      const sub = client.subscribe(SiblingsLive, { sessionId });
      const events = await sub.waitFor(7);
      const added = events.map((e) => e.sessionEvents).filter((e) => 'entry' in e) as { entry: { siblings: Sibling[] } }[];
      // The fourth append (d, under a) is a branch point: b and, by now, f share its parent.
      expect(added[3]!.entry.siblings.map((s) => s.entryId)).toEqual(['b', 'd', 'f']);
    } finally {
      await client.dispose();
    }
  });

  it('a fork starts without branches', async () => {
    const fork = (await server.ok(SiblingsFork, { sessionId, entryId: 'e' })).forkSession.session.id;
    const { session } = await server.ok(SiblingsPath, { id: fork });
    for (const node of session!.messages!.nodes) expect(node.siblings).toHaveLength(1);
    expect(session!.messages!.nodes).toHaveLength(3);
  });
});
