// SPEC §8: every `id` of an object type is unique service-wide. Entries get an opaque global
// id (per-session ids move to `entryId`), stable across every read path, distinct between
// sessions that reuse entry ids and between a fork and its source; `node(id:)` refetches a
// session or an entry from its id alone; a session id can never take the form of an entry id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { createSession } from '../helpers/flow.js';
import { backends, errorCode, startServer, type TestServer } from '../helpers/server.js';

const GidAppend = graphql(`
  mutation GidAppend($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      entry {
        id
        entryId
        sessionId
      }
    }
  }
`);

const GidFork = graphql(`
  mutation GidFork($input: ForkSessionInput!) {
    forkSession(input: $input) {
      session {
        id
      }
    }
  }
`);

const GidRead = graphql(`
  query GidRead($sessionId: ID!, $entryId: ID!) {
    entry(sessionId: $sessionId, id: $entryId) {
      id
      entryId
    }
    session(id: $sessionId) {
      id
      messages {
        nodes {
          id
          entryId
        }
      }
      events {
        nodes {
          ... on MessageAddedEvent {
            entryId
            entry {
              id
            }
          }
        }
      }
    }
  }
`);

const GidNode = graphql(`
  query GidNode($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Session {
        title
      }
      ... on Entry {
        entryId
        sessionId
      }
    }
  }
`);

const GidEnsure = graphql(`
  mutation GidEnsure($id: ID!) {
    ensureSession(input: { id: $id }) {
      created
    }
  }
`);

const say = (t: string) => ({ user: { content: [{ text: { text: t } }] } });

describe.each(backends())('service-wide ids (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend });
  });
  afterAll(() => server.stop());

  it('entries reusing an entry id in two sessions, and a fork copy, have distinct stable global ids', async () => {
    const a = (await createSession(server, { title: 'gid' })).id;
    const b = (await createSession(server, { title: 'gid' })).id;
    const ea = (await server.ok(GidAppend, { input: { sessionId: a, entryId: 'turn-1', message: say('a') } })).appendEntry.entry;
    const eb = (await server.ok(GidAppend, { input: { sessionId: b, entryId: 'turn-1', message: say('b') } })).appendEntry.entry;
    expect([ea.entryId, eb.entryId]).toEqual(['turn-1', 'turn-1']);
    expect(ea.id).not.toBe(eb.id);
    expect([ea.id, eb.id]).not.toContain('turn-1');
    const fork = (await server.ok(GidFork, { input: { sessionId: a, entryId: 'turn-1' } })).forkSession.session.id;
    const forkEntry = (await server.ok(GidRead, { sessionId: fork, entryId: 'x' })).session!.messages!.nodes[0]!;
    expect(new Set([ea.id, eb.id, forkEntry.id, a, b, fork]).size).toBe(6);
    // The same entry has the same id on every read path.
    const read = await server.ok(GidRead, { sessionId: a, entryId: 'turn-1' });
    expect(read.entry).toEqual({ id: ea.id, entryId: 'turn-1' });
    expect(read.session!.messages!.nodes).toEqual([{ id: ea.id, entryId: 'turn-1' }]);
    expect(read.session!.events!.nodes.filter((n) => 'entry' in n)).toEqual([{ entryId: 'turn-1', entry: { id: ea.id } }]);
  });

  it('node(id:) refetches a session or an entry; unknown and garbage ids are null', async () => {
    const s = (await createSession(server, { title: 'gid' })).id;
    const e = (await server.ok(GidAppend, { input: { sessionId: s, entryId: 'n-1', message: say('n') } })).appendEntry.entry;
    expect((await server.ok(GidNode, { id: s })).node).toEqual({ __typename: 'Session', id: s, title: 'gid' });
    expect((await server.ok(GidNode, { id: e.id })).node).toEqual({ __typename: 'MessageEntry', id: e.id, entryId: 'n-1', sessionId: s });
    for (const id of ['s_unknown', 'turn-1', e.id.slice(0, -2), `${e.id}A`, Buffer.from('["Entry","s_x","e"]').toString('base64url')]) {
      expect((await server.ok(GidNode, { id })).node, id).toBeNull();
    }
  });

  it('ensureSession refuses an id that has the form of an entry id', async () => {
    const s = (await createSession(server, { title: 'gid' })).id;
    const e = (await server.ok(GidAppend, { input: { sessionId: s, entryId: 'x', message: say('x') } })).appendEntry.entry;
    const r = await server.request(GidEnsure, { id: e.id });
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
    expect(r.errors![0]!.extensions?.field).toBe('input.id');
    expect((await server.ok(GidNode, { id: e.id })).node).toMatchObject({ __typename: 'MessageEntry' });
  });
});
