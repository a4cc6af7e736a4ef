// Concurrent writers (issue: Tests → Concurrency): idempotent appends under a race, one chain
// from many parallel appends with gap-free offsets, optimistic updates with exactly one winner,
// and writers to different sessions not blocking each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { createSession, userText } from '../helpers/flow.js';
import { backends, startServer, type TestServer } from '../helpers/server.js';

const ConcurrencyAppend = graphql(`
  mutation ConcurrencyAppend($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      created
      entry {
        entryId
        parentId
      }
    }
  }
`);

const ConcurrencyUpdate = graphql(`
  mutation ConcurrencyUpdate($input: UpdateMessageInput!) {
    updateMessage(input: $input) {
      updated
      revision
    }
  }
`);

const ConcurrencyState = graphql(`
  query ConcurrencyState($id: ID!, $after: String) {
    session(id: $id) {
      messageCount
      lastOffset
      activeLeafId
      events(first: 500) {
        nodes {
          offset
          type
          ... on MessageAddedEvent {
            entryId
          }
          ... on MessageUpdatedEvent {
            entryId
            revision
          }
        }
        pageInfo {
          hasNextPage
        }
      }
      messages(first: 500, after: $after) {
        nodes {
          entryId
          parentId
          revision
        }
      }
    }
  }
`);

// Full pages (up to 500 entries with every field) exceed the default query-cost limit, which is
// not what these tests are about: raise it.
const ROOMY = { requestLimits: { maxCost: 100_000_000 } };

describe.each(backends())('concurrency (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend, config: ROOMY });
  });
  afterAll(() => server.stop());

  const newSession = async () => (await createSession(server)).id;
  const state = async (id: string) => (await server.ok(ConcurrencyState, { id })).session!;

  it('100 concurrent appendEntry calls with one entryId → one entry, one event', async () => {
    const id = await newSession();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        server.ok(ConcurrencyAppend, { input: { sessionId: id, entryId: 'the-one', message: userText(`attempt ${i}`) } }),
      ),
    );
    expect(results.filter((r) => r.appendEntry.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.appendEntry.entry.entryId))).toEqual(new Set(['the-one']));
    const s = await state(id);
    expect(s.messageCount).toBe(1);
    expect(s.lastOffset).toBe(2);
    expect(s.activeLeafId).toBe('the-one');
    expect(s.events!.nodes.map((e) => [e.offset, e.type])).toEqual([
      [1, 'SESSION_CREATED'],
      [2, 'MESSAGE_ADDED'],
    ]);
    expect(s.messages!.nodes.map((n) => n.entryId)).toEqual(['the-one']);
  });

  it('200 concurrent appends without parent → one chain of 200, offsets 1..201 gap-free, messageCount 200', async () => {
    const id = await newSession();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => server.ok(ConcurrencyAppend, { input: { sessionId: id, message: userText(`m${i}`) } })),
    );
    const created = results.map((r) => r.appendEntry.entry);
    expect(new Set(created.map((e) => e.entryId)).size).toBe(200);

    // Walk the parents from the leaf: every entry's parent is the previous one, ending at a single root.
    const s = await state(id);
    expect(s.messageCount).toBe(200);
    expect(s.lastOffset).toBe(201);
    const parentOf = new Map(created.map((e) => [e.entryId, e.parentId ?? null]));
    const chain: string[] = [];
    for (let cur: string | null = s.activeLeafId!; cur !== null; cur = parentOf.get(cur) ?? null) {
      expect(parentOf.has(cur)).toBe(true);
      chain.unshift(cur);
      if (chain.length > 200) throw new Error('cycle');
    }
    expect(chain).toHaveLength(200);
    expect(created.filter((e) => e.parentId == null)).toHaveLength(1);
    // No two entries share a parent: it is one chain, not a tree.
    expect(new Set(created.map((e) => e.parentId ?? 'root')).size).toBe(200);
    // The active path is that chain.
    expect(s.messages!.nodes.map((n) => n.entryId)).toEqual(chain);

    // The stream: offsets 1..201, gap-free, one MESSAGE_ADDED per entry in chain order.
    const evs = s.events!.nodes;
    expect(s.events!.pageInfo.hasNextPage).toBe(false);
    expect(evs.map((e) => e.offset)).toEqual(Array.from({ length: 201 }, (_, i) => i + 1));
    expect(evs[0]!.type).toBe('SESSION_CREATED');
    expect(evs.slice(1).map((e) => ('entryId' in e ? e.entryId : null))).toEqual(chain);
  });

  it('50 concurrent updateMessage calls with the same expectedRevision → exactly one updated: true', async () => {
    const id = await newSession();
    const entryId = (await server.ok(ConcurrencyAppend, { input: { sessionId: id, message: userText('v0') } })).appendEntry.entry.entryId;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.ok(ConcurrencyUpdate, { input: { sessionId: id, entryId, content: [{ text: { text: `v1 by ${i}` } }], expectedRevision: 0 } }),
      ),
    );
    const winners = results.filter((r) => r.updateMessage.updated);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.updateMessage.revision).toBe(1);
    expect(results.filter((r) => !r.updateMessage.updated).every((r) => r.updateMessage.revision === 1)).toBe(true);
    const s = await state(id);
    expect(s.lastOffset).toBe(3);
    expect(s.events!.nodes.filter((e) => e.type === 'MESSAGE_UPDATED')).toHaveLength(1);
    expect(s.messages!.nodes[0]!.revision).toBe(1);
  });

  it('writers to two sessions in parallel both succeed, each with its own gap-free stream', async () => {
    const [a, b] = [await newSession(), await newSession()];
    const writes = Array.from({ length: 60 }, (_, i) =>
      server.ok(ConcurrencyAppend, { input: { sessionId: i % 2 ? a : b, message: userText(`w${i}`) } }),
    );
    await Promise.all(writes);
    for (const id of [a, b]) {
      const s = await state(id);
      expect(s.messageCount).toBe(30);
      expect(s.lastOffset).toBe(31);
      expect(s.events!.nodes.map((e) => e.offset)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
      expect(s.messages!.nodes).toHaveLength(30);
      expect(s.messages!.nodes.slice(1).every((n, i) => n.parentId === s.messages!.nodes[i]!.entryId)).toBe(true);
    }
  });
});
