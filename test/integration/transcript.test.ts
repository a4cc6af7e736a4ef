// SPEC §2 — the transcript tree: append, append-many, update-message, get, messages (paths,
// filters, pagination), set-active-leaf and fork — as seen through GraphQL, on every backend.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../src/domain/events.js';
import { graphql } from '../gql/index.js';
import { createSession, getSession } from '../helpers/flow.js';
import type { AppendEntryInput, MessageInput, MessageRole } from '../gql/graphql.js';
import { backends, errorCode, startServer, type TestServer } from '../helpers/server.js';

graphql(`
  fragment TranscriptMessageFields on Message {
    role
    timestamp
    content {
      __typename
      ... on TextBlock {
        text
      }
      ... on ImageBlock {
        data
        mime
      }
      ... on ThinkingBlock {
        text
        signature
      }
      ... on FunctionCallBlock {
        callId
        functionId
        arguments
      }
      ... on FunctionResultBlock {
        functionCallId
        content
      }
    }
    ... on AssistantMessage {
      stopReason
      nativeStopReason
      errorKind
      usage {
        input
        output
        cacheRead
        cacheWrite
        reasoning
      }
      warnings
    }
    ... on FunctionResultMessage {
      functionCallId
      functionId
      details
    }
    ... on CustomMessage {
      customType
      details
    }
  }
`);

graphql(`
  fragment TranscriptEntryFields on Entry {
    __typename
    entryId
    sessionId
    parentId
    kind
    revision
    timestamp
    origin
    ... on MessageEntry {
      message {
        ...TranscriptMessageFields
      }
    }
    ... on CustomEntry {
      customType
      data
    }
  }
`);

const TranscriptAppend = graphql(`
  mutation TranscriptAppend($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      created
      entry {
        ...TranscriptEntryFields
      }
      session {
        ...SessionFields
      }
    }
  }
`);

const TranscriptAppendMany = graphql(`
  mutation TranscriptAppendMany($input: AppendMessagesInput!) {
    appendMessages(input: $input) {
      entries {
        ...TranscriptEntryFields
      }
      entryIds
      lastEntryId
      session {
        ...SessionFields
      }
    }
  }
`);

const TranscriptUpdate = graphql(`
  mutation TranscriptUpdate($input: UpdateMessageInput!) {
    updateMessage(input: $input) {
      updated
      revision
      entry {
        ...TranscriptEntryFields
      }
    }
  }
`);

const TranscriptMessages = graphql(`
  query TranscriptMessages($id: ID!, $first: Int, $after: String, $fromEntryId: ID, $roles: [MessageRole!], $includeCustom: Boolean) {
    session(id: $id) {
      messages(first: $first, after: $after, fromEntryId: $fromEntryId, roles: $roles, includeCustom: $includeCustom) {
        edges {
          cursor
          node {
            entryId
          }
        }
        nodes {
          ...TranscriptEntryFields
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

const TranscriptEntry = graphql(`
  query TranscriptEntry($sessionId: ID!, $id: ID!) {
    entry(sessionId: $sessionId, id: $id) {
      ...TranscriptEntryFields
    }
    session(id: $sessionId) {
      entry(id: $id) {
        ...TranscriptEntryFields
      }
    }
  }
`);

const TranscriptSetLeaf = graphql(`
  mutation TranscriptSetLeaf($input: SetActiveLeafInput!) {
    setActiveLeaf(input: $input) {
      activeLeafId
      session {
        ...SessionFields
      }
    }
  }
`);

const TranscriptFork = graphql(`
  mutation TranscriptFork($input: ForkSessionInput!) {
    forkSession(input: $input) {
      session {
        ...SessionFields
      }
    }
  }
`);

const TranscriptSetMeta = graphql(`
  mutation TranscriptSetMeta($input: SetSessionMetaInput!) {
    setSessionMeta(input: $input) {
      session {
        id
      }
    }
  }
`);

const TranscriptSetStatus = graphql(`
  mutation TranscriptSetStatus($input: SetSessionStatusInput!) {
    setSessionStatus(input: $input) {
      status
    }
  }
`);

const TranscriptEvents = graphql(`
  query TranscriptEvents($id: ID!, $after: String) {
    session(id: $id) {
      lastOffset
      events(after: $after, first: 500) {
        nodes {
          offset
          type
          sessionId
          at
          ... on SessionCreatedEvent {
            title
            forkedFrom
            createdAt
          }
          ... on MessageAddedEvent {
            entryId
            parentId
            origin
            entry {
              ...TranscriptEntryFields
            }
          }
          ... on MessageUpdatedEvent {
            entryId
            revision
            origin
            entry {
              ...TranscriptEntryFields
            }
          }
          ... on ActiveLeafSetEvent {
            entryId
          }
        }
      }
    }
  }
`);

const text = (t: string) => ({ text: { text: t } });
const user = (t: string): MessageInput => ({ user: { content: [text(t)] } });
const assistant = (t: string): MessageInput => ({ assistant: { content: [text(t)], stopReason: 'END' } });
const fnResult = (t: string): MessageInput => ({ functionResult: { content: [text(t)], functionCallId: 'c1', functionId: 'f' } });
const customMsg = (t: string): MessageInput => ({ custom: { content: [text(t)], customType: 'note' } });
const textOf = (e: { message?: { content: { __typename?: string; text?: string }[] } }) => e.message?.content[0]?.text;

// Full pages (up to 500 entries with every field) exceed the default query-cost limit, which is
// not what these tests are about: raise it.
const ROOMY = { requestLimits: { maxCost: 100_000_000 } };

describe.each(backends())('transcript (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend, config: ROOMY });
  });
  afterAll(() => server.stop());

  const newSession = async (input: { title?: string; description?: string; metadata?: Record<string, unknown> } = {}) => createSession(server, input);
  const session = async (id: string) => (await getSession(server, id))!;
  const append = async (input: AppendEntryInput) => (await server.ok(TranscriptAppend, { input })).appendEntry;
  const appendUser = async (sessionId: string, t: string, parentId?: string) =>
    (await append({ sessionId, message: user(t), ...(parentId ? { parentId } : {}) })).entry;
  const events = async (id: string, after = 0) => (await server.ok(TranscriptEvents, { id, after: String(after) })).session!.events!.nodes;
  const messages = async (
    id: string,
    args: { first?: number; after?: string | null; fromEntryId?: string; roles?: MessageRole[]; includeCustom?: boolean } = {},
  ) => (await server.ok(TranscriptMessages, { id, ...args })).session!.messages!;
  const pathIds = async (id: string, args: { fromEntryId?: string; roles?: MessageRole[]; includeCustom?: boolean } = {}) =>
    (await messages(id, { first: 500, ...args })).nodes.map((n) => n.entryId);
  const getEntry = async (sessionId: string, id: string) => {
    const r = await server.ok(TranscriptEntry, { sessionId, id });
    expect(r.session?.entry ?? null).toEqual(r.entry);
    return r.entry;
  };

  /** Collects what the bus delivers for one session while `work` runs. */
  async function heard(sessionId: string, work: () => Promise<unknown>): Promise<BusEvent[]> {
    const got: BusEvent[] = [];
    const stop = server.app.deps.bus.listen((e) => {
      if (e.sessionId === sessionId) got.push(e);
    });
    try {
      await work();
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      stop();
    }
    return got;
  }

  describe('append: messages of every role round-trip exactly', () => {
    const allBlocks = [
      { text: { text: 'plain text' } },
      { image: { data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', mime: 'image/png' } },
      { thinking: { text: 'let me think', signature: 'sig-123' } },
      { thinking: { text: 'unsigned thought' } },
      { functionCall: { callId: 'call_1', functionId: 'search', arguments: { q: 'x', opts: { n: 3, flags: [true, null, 1.5, 'y'] }, empty: {} } } },
      { functionCall: { callId: 'call_2', functionId: 'noargs' } },
      { functionCall: { callId: 'call_3', functionId: 'scalar', arguments: 'just a string' } },
      { functionResult: { functionCallId: 'call_1', content: ['text result', 42, { found: [1, 2] }, [true, false], false] } },
    ];
    const blocksOut = [
      { __typename: 'TextBlock', text: 'plain text' },
      { __typename: 'ImageBlock', data: allBlocks[1]!.image!.data, mime: 'image/png' },
      { __typename: 'ThinkingBlock', text: 'let me think', signature: 'sig-123' },
      { __typename: 'ThinkingBlock', text: 'unsigned thought', signature: null },
      {
        __typename: 'FunctionCallBlock',
        callId: 'call_1',
        functionId: 'search',
        arguments: { q: 'x', opts: { n: 3, flags: [true, null, 1.5, 'y'] }, empty: {} },
      },
      { __typename: 'FunctionCallBlock', callId: 'call_2', functionId: 'noargs', arguments: null },
      { __typename: 'FunctionCallBlock', callId: 'call_3', functionId: 'scalar', arguments: 'just a string' },
      { __typename: 'FunctionResultBlock', functionCallId: 'call_1', content: ['text result', 42, { found: [1, 2] }, [true, false], false] },
    ];

    const cases: [string, MessageInput, Record<string, unknown>][] = [
      [
        'user with all 5 block kinds',
        { user: { content: allBlocks, timestamp: 1_700_000_000_001 } },
        { role: 'USER', timestamp: 1_700_000_000_001, content: blocksOut },
      ],
      [
        'assistant with every optional field',
        {
          assistant: {
            content: allBlocks,
            stopReason: 'ERROR',
            nativeStopReason: 'provider_overloaded',
            errorKind: 'RATE_LIMITED',
            usage: { input: 1200, output: 345, cacheRead: 1000, cacheWrite: 12, reasoning: 99 },
            warnings: ['dropped temperature', 'second'],
            timestamp: 1_700_000_000_002,
          },
        },
        {
          role: 'ASSISTANT',
          timestamp: 1_700_000_000_002,
          content: blocksOut,
          stopReason: 'ERROR',
          nativeStopReason: 'provider_overloaded',
          errorKind: 'RATE_LIMITED',
          usage: { input: 1200, output: 345, cacheRead: 1000, cacheWrite: 12, reasoning: 99 },
          warnings: ['dropped temperature', 'second'],
        },
      ],
      [
        'assistant, minimal, partial usage',
        { assistant: { content: [], stopReason: 'FUNCTION_CALL', usage: { output: 0 }, timestamp: 3 } },
        {
          role: 'ASSISTANT',
          timestamp: 3,
          content: [],
          stopReason: 'FUNCTION_CALL',
          nativeStopReason: null,
          errorKind: null,
          usage: { input: null, output: 0, cacheRead: null, cacheWrite: null, reasoning: null },
          warnings: null,
        },
      ],
      [
        'function_result with details',
        {
          functionResult: {
            content: allBlocks,
            functionCallId: 'call_1',
            functionId: 'search',
            details: { exitCode: 0, files: ['a', 'b'] },
            timestamp: 5,
          },
        },
        {
          role: 'FUNCTION_RESULT',
          timestamp: 5,
          content: blocksOut,
          functionCallId: 'call_1',
          functionId: 'search',
          details: { exitCode: 0, files: ['a', 'b'] },
        },
      ],
      [
        'function_result without details',
        { functionResult: { content: [text('ok')], functionCallId: 'c', functionId: 'f', timestamp: 6 } },
        {
          role: 'FUNCTION_RESULT',
          timestamp: 6,
          content: [blocksOut[0]!].map(() => ({ __typename: 'TextBlock', text: 'ok' })),
          functionCallId: 'c',
          functionId: 'f',
          details: null,
        },
      ],
      [
        'custom-role message with scalar details',
        { custom: { content: allBlocks, customType: 'bash-output', details: [1, 'two', { three: 3 }], timestamp: 7 } },
        { role: 'CUSTOM', timestamp: 7, content: blocksOut, customType: 'bash-output', details: [1, 'two', { three: 3 }] },
      ],
    ];

    it.each(cases)('%s', async (_name, message, expected) => {
      const s = await newSession();
      const origin = { turn_id: `turn-${randomUUID()}`, n: 1 };
      const r = await append({ sessionId: s.id, message, origin });
      expect(r.created).toBe(true);
      expect(r.entry).toMatchObject({ __typename: 'MessageEntry', kind: 'MESSAGE', sessionId: s.id, parentId: null, revision: 0, origin });
      expect(r.entry.entryId).toMatch(/^e_[0-9a-f]{32}$/);
      expect((r.entry as { message: unknown }).message).toEqual(expected);
      // The same entry through every read path and on the stream.
      expect(await getEntry(s.id, r.entry.entryId)).toEqual(r.entry);
      expect((await messages(s.id)).nodes).toEqual([r.entry]);
      const evs = await events(s.id);
      expect(evs.map((e) => [e.offset, e.type])).toEqual([
        [1, 'SESSION_CREATED'],
        [2, 'MESSAGE_ADDED'],
      ]);
      expect(evs[1]).toMatchObject({ entryId: r.entry.entryId, parentId: null, origin, entry: r.entry });
      expect(r.session).toMatchObject({ messageCount: 1, activeLeafId: r.entry.entryId, lastOffset: 2 });
    });

    it('a message without a timestamp gets the current time; the entry timestamp is the append time', async () => {
      const s = await newSession();
      const before = Date.now();
      const e = await appendUser(s.id, 'now');
      const after = Date.now();
      const m = (e as { message: { timestamp: number } }).message;
      expect(m.timestamp).toBeGreaterThanOrEqual(before);
      expect(m.timestamp).toBeLessThanOrEqual(after);
      expect(e.timestamp).toBeGreaterThanOrEqual(before);
      expect(e.timestamp).toBeLessThanOrEqual(after);
      expect(e.origin).toBeNull();
    });

    it('appending chains to the active leaf, counts messages and bumps updatedAt', async () => {
      const s = await newSession();
      const a = await append({ sessionId: s.id, message: user('a') });
      const b = await append({ sessionId: s.id, message: assistant('b') });
      const c = await append({ sessionId: s.id, message: fnResult('c') });
      const d = await append({ sessionId: s.id, message: customMsg('d') });
      expect([a, b, c, d].map((r) => r.entry.parentId)).toEqual([null, a.entry.entryId, b.entry.entryId, c.entry.entryId]);
      expect(d.session).toMatchObject({ messageCount: 4, activeLeafId: d.entry.entryId, lastOffset: 5 });
      expect(d.session.updatedAt).toBeGreaterThanOrEqual(s.updatedAt);
      expect(await pathIds(s.id)).toEqual([a, b, c, d].map((r) => r.entry.entryId));
    });
  });

  describe('append: custom entries', () => {
    it('are stored with customType and data, move the leaf, are not counted, and are listed only with includeCustom', async () => {
      const s = await newSession();
      const m1 = await appendUser(s.id, 'one');
      const c = await append({
        sessionId: s.id,
        custom: { customType: 'compaction', data: { summary: 'x', through: 3, l: [1, null] } },
        origin: { k: 1 },
      });
      expect(c.created).toBe(true);
      expect(c.entry).toMatchObject({
        __typename: 'CustomEntry',
        kind: 'CUSTOM',
        parentId: m1.entryId,
        customType: 'compaction',
        data: { summary: 'x', through: 3, l: [1, null] },
        revision: 0,
        origin: { k: 1 },
      });
      expect(c.session).toMatchObject({ messageCount: 1, activeLeafId: c.entry.entryId, lastOffset: 3 });
      const m2 = await appendUser(s.id, 'two');
      expect(m2.parentId).toBe(c.entry.entryId);
      const noData = await append({ sessionId: s.id, custom: { customType: 'marker' } });
      const scalar = await append({ sessionId: s.id, custom: { customType: 'scalar', data: 'str' } });
      expect(noData.entry).toMatchObject({ customType: 'marker', data: null });
      expect(scalar.entry).toMatchObject({ customType: 'scalar', data: 'str' });
      expect(scalar.session.messageCount).toBe(2);

      expect(await pathIds(s.id)).toEqual([m1.entryId, m2.entryId]);
      expect(await pathIds(s.id, { includeCustom: false })).toEqual([m1.entryId, m2.entryId]);
      expect(await pathIds(s.id, { includeCustom: true })).toEqual([
        m1.entryId,
        c.entry.entryId,
        m2.entryId,
        noData.entry.entryId,
        scalar.entry.entryId,
      ]);
      expect(await pathIds(s.id, { roles: ['USER'], includeCustom: true })).toEqual([m1.entryId, m2.entryId]);
      expect(await pathIds(s.id, { roles: ['CUSTOM'], includeCustom: true })).toEqual([]);
      expect(await getEntry(s.id, c.entry.entryId)).toEqual(c.entry);
      const ev = (await events(s.id)).find((e) => e.offset === 3)!;
      expect(ev).toMatchObject({ type: 'MESSAGE_ADDED', entryId: c.entry.entryId, parentId: m1.entryId, origin: { k: 1 }, entry: c.entry });
    });

    it.each([
      ['both message and custom', { message: user('x'), custom: { customType: 't' } }],
      ['neither', {}],
    ])('%s → BAD_USER_INPUT, nothing written', async (_name, fields) => {
      const s = await newSession();
      await appendUser(s.id, 'first');
      const before = await session(s.id);
      const r = await server.request(TranscriptAppend, { input: { sessionId: s.id, ...fields } });
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      expect(r.data).toBeNull();
      expect(await session(s.id)).toEqual(before);
    });
  });

  describe('append: entryId idempotency', () => {
    it('a replay returns the existing entry, created false, writes nothing, fires nothing, leaves the leaf', async () => {
      const s = await newSession();
      const first = await append({ sessionId: s.id, entryId: 'client-1', message: user('original'), origin: { try: 1 } });
      expect(first.created).toBe(true);
      expect(first.entry.entryId).toBe('client-1');
      const other = await appendUser(s.id, 'other');
      const before = await session(s.id);
      expect(before.activeLeafId).toBe(other.entryId);

      const replays: AppendEntryInput[] = [
        { sessionId: s.id, entryId: 'client-1', message: user('changed'), origin: { try: 2 } },
        { sessionId: s.id, entryId: 'client-1', custom: { customType: 'different kind' } },
        // The idempotency check comes before parent validation.
        { sessionId: s.id, entryId: 'client-1', message: user('x'), parentId: 'does-not-exist' },
        { sessionId: s.id, entryId: 'client-1', message: user('x'), parentId: other.entryId },
      ];
      for (const input of replays) {
        const heardEvents = await heard(s.id, async () => {
          const r = await append(input);
          expect(r.created).toBe(false);
          expect(r.entry).toEqual(first.entry);
          expect(r.session).toEqual(before);
        });
        expect(heardEvents).toEqual([]);
      }
      expect(await session(s.id)).toEqual(before);
      expect(await getEntry(s.id, 'client-1')).toEqual(first.entry);
      expect((await events(s.id)).length).toBe(before.lastOffset);
    });

    it('entry ids are per session: the same entryId in another session is a new entry', async () => {
      const a = await newSession();
      const b = await newSession();
      const ea = await append({ sessionId: a.id, entryId: 'shared', message: user('in a') });
      const eb = await append({ sessionId: b.id, entryId: 'shared', message: user('in b') });
      expect(ea.created && eb.created).toBe(true);
      expect(textOf((await getEntry(a.id, 'shared')) as never)).toBe('in a');
      expect(textOf((await getEntry(b.id, 'shared')) as never)).toBe('in b');
    });

    it('a replayed custom entry id is idempotent too', async () => {
      const s = await newSession();
      const c1 = await append({ sessionId: s.id, entryId: 'mark', custom: { customType: 'm', data: 1 } });
      const c2 = await append({ sessionId: s.id, entryId: 'mark', custom: { customType: 'm', data: 2 } });
      expect(c1.created).toBe(true);
      expect(c2.created).toBe(false);
      expect(c2.entry).toEqual(c1.entry);
      expect(c2.session.lastOffset).toBe(2);
    });
  });

  describe('append: parents and branches', () => {
    it('an unknown parentId (or one of another session) is PARENT_NOT_FOUND and writes nothing', async () => {
      const s = await newSession();
      await appendUser(s.id, 'root');
      const other = await newSession();
      const foreign = await appendUser(other.id, 'elsewhere');
      const before = await session(s.id);
      for (const parentId of ['e_nope', foreign.entryId]) {
        const r = await server.request(TranscriptAppend, { input: { sessionId: s.id, parentId, message: user('x') } });
        expect(errorCode(r)).toBe('PARENT_NOT_FOUND');
        expect(r.data).toBeNull();
        const r2 = await server.request(TranscriptAppend, { input: { sessionId: s.id, parentId, entryId: 'new-id', message: user('x') } });
        expect(errorCode(r2)).toBe('PARENT_NOT_FOUND');
      }
      expect(await session(s.id)).toEqual(before);
      expect(await getEntry(s.id, 'new-id')).toBeNull();
    });

    it('an explicit parent starts a branch and moves the leaf there; only the active path is listed', async () => {
      const s = await newSession();
      const a = await appendUser(s.id, 'a');
      const b = await appendUser(s.id, 'b');
      const c = await appendUser(s.id, 'c');
      const d = (await append({ sessionId: s.id, parentId: a.entryId, message: assistant('d') })).entry;
      expect(d.parentId).toBe(a.entryId);
      expect((await session(s.id)).activeLeafId).toBe(d.entryId);
      expect(await pathIds(s.id)).toEqual([a.entryId, d.entryId]);
      expect(await pathIds(s.id, { fromEntryId: c.entryId })).toEqual([a.entryId, b.entryId, c.entryId]);
      expect(await pathIds(s.id, { fromEntryId: b.entryId })).toEqual([a.entryId, b.entryId]);
      expect(await pathIds(s.id, { fromEntryId: a.entryId })).toEqual([a.entryId]);
      // Appending without a parent continues from the new leaf.
      const e = await appendUser(s.id, 'e');
      expect(e.parentId).toBe(d.entryId);
      expect(await pathIds(s.id)).toEqual([a.entryId, d.entryId, e.entryId]);
      // A second root.
      const r2 = (await append({ sessionId: s.id, parentId: null, message: user('x') })).entry;
      expect(r2.parentId).toBe(e.entryId); // null parentId means "default": the active leaf
      // An explicit parent equal to the leaf just extends the path.
      const f = await appendUser(s.id, 'f', r2.entryId);
      expect(await pathIds(s.id)).toEqual([a.entryId, d.entryId, e.entryId, r2.entryId, f.entryId]);
      // All messages count, on every branch.
      expect((await session(s.id)).messageCount).toBe(7);
      // An unknown fromEntryId is ENTRY_NOT_FOUND.
      const r = await server.request(TranscriptMessages, { id: s.id, fromEntryId: 'e_unknown' });
      expect(errorCode(r)).toBe('ENTRY_NOT_FOUND');
    });

    it('a tree with several branches: every branch view is exactly its root → entry path', async () => {
      const s = await newSession();
      const parentOf = new Map<string, string | null>();
      const all: string[] = [];
      const add = async (parentId?: string) => {
        const e = (await append({ sessionId: s.id, message: user(`m${all.length}`), ...(parentId ? { parentId } : {}) })).entry;
        parentOf.set(e.entryId, e.parentId ?? null);
        all.push(e.entryId);
        return e.entryId;
      };
      // Grow a random-ish but deterministic tree: mostly extend, sometimes branch from an earlier entry.
      for (let i = 0; i < 60; i++) {
        if (i > 0 && i % 7 === 0) await add(all[(i * 13) % all.length]);
        else await add();
      }
      const expectedPath = (id: string) => {
        const path: string[] = [];
        for (let cur: string | null = id; cur; cur = parentOf.get(cur) ?? null) path.unshift(cur);
        return path;
      };
      for (const id of all.filter((_, i) => i % 5 === 0 || i === all.length - 1)) {
        expect(await pathIds(s.id, { fromEntryId: id })).toEqual(expectedPath(id));
      }
      expect(await pathIds(s.id)).toEqual(expectedPath(all[all.length - 1]!));
    });
  });

  describe('messages: roles filter and pagination', () => {
    it('roles keeps only those roles (and drops custom entries); includeCustom is ignored with roles', async () => {
      const s = await newSession();
      const ids: Record<string, string[]> = { USER: [], ASSISTANT: [], FUNCTION_RESULT: [], CUSTOM: [], entry: [] };
      const make = [
        ['USER', user],
        ['ASSISTANT', assistant],
        ['FUNCTION_RESULT', fnResult],
        ['CUSTOM', customMsg],
      ] as const;
      for (let i = 0; i < 3; i++) {
        for (const [role, f] of make) ids[role]!.push((await append({ sessionId: s.id, message: f(`${role}${i}`) })).entry.entryId);
        ids.entry!.push((await append({ sessionId: s.id, custom: { customType: 'bookkeeping' } })).entry.entryId);
      }
      const inOrder = await pathIds(s.id, { includeCustom: true });
      expect(inOrder).toHaveLength(15);
      const pick = (roles: string[]) => inOrder.filter((id) => roles.some((r) => ids[r]!.includes(id)));
      expect(await pathIds(s.id, { roles: ['USER'] })).toEqual(ids.USER);
      expect(await pathIds(s.id, { roles: ['CUSTOM'] })).toEqual(ids.CUSTOM);
      expect(await pathIds(s.id, { roles: ['ASSISTANT', 'FUNCTION_RESULT'] })).toEqual(pick(['ASSISTANT', 'FUNCTION_RESULT']));
      expect(await pathIds(s.id, { roles: ['USER', 'ASSISTANT', 'FUNCTION_RESULT', 'CUSTOM'], includeCustom: true })).toEqual(
        pick(['USER', 'ASSISTANT', 'FUNCTION_RESULT', 'CUSTOM']),
      );
      expect(await pathIds(s.id)).toEqual(pick(['USER', 'ASSISTANT', 'FUNCTION_RESULT', 'CUSTOM']));
      // An empty roles list keeps nothing.
      expect(await pathIds(s.id, { roles: [] })).toEqual([]);
      const nodes = (await messages(s.id, { roles: ['FUNCTION_RESULT'] })).nodes;
      expect(nodes.every((n) => n.__typename === 'MessageEntry' && n.message.role === 'FUNCTION_RESULT')).toBe(true);
    });

    it('pages of 50 over 120 messages with custom entries interleaved return every message once, in order', async () => {
      const s = await newSession();
      const expectedAll: string[] = [];
      const expectedMessages: string[] = [];
      for (let i = 0; i < 120; i++) {
        const r = (await append({ sessionId: s.id, message: i % 2 ? assistant(`m${i}`) : user(`m${i}`) })).entry;
        expectedAll.push(r.entryId);
        expectedMessages.push(r.entryId);
        if (i % 3 === 0) expectedAll.push((await append({ sessionId: s.id, custom: { customType: 'tick', data: i } })).entry.entryId);
      }
      expect((await session(s.id)).messageCount).toBe(120);

      async function walk(args: { first?: number; roles?: MessageRole[]; includeCustom?: boolean }) {
        const got: string[] = [];
        const sizes: number[] = [];
        let after: string | null = null;
        for (;;) {
          const page = await messages(s.id, { ...args, after });
          expect(page!.edges.map((e) => e.node.entryId)).toEqual(page!.nodes.map((n) => n.entryId));
          got.push(...page!.nodes.map((n) => n.entryId));
          sizes.push(page!.nodes.length);
          if (!page!.pageInfo.hasNextPage) break;
          expect(page!.pageInfo.endCursor).toBe(page!.edges[page!.edges.length - 1]!.cursor);
          after = page!.pageInfo.endCursor;
          if (sizes.length > 500) throw new Error('paging does not end');
        }
        return { got, sizes };
      }
      const plain = await walk({ first: 50 });
      expect(plain.sizes).toEqual([50, 50, 20]);
      expect(plain.got).toEqual(expectedMessages);
      const withCustom = await walk({ first: 50, includeCustom: true });
      expect(withCustom.got).toEqual(expectedAll);
      expect(withCustom.sizes).toEqual([50, 50, 50, 10]);
      const users = await walk({ first: 7, roles: ['USER'] });
      expect(users.got).toEqual(expectedMessages.filter((_, i) => i % 2 === 0));
      const byDefault = await walk({});
      expect(byDefault.sizes).toEqual([50, 50, 20]);
      // Any edge cursor resumes right after its item.
      const page = await messages(s.id, { first: 10, includeCustom: true });
      const fromFourth = await messages(s.id, { first: 3, includeCustom: true, after: page!.edges[3]!.cursor });
      expect(fromFourth!.nodes.map((n) => n.entryId)).toEqual(expectedAll.slice(4, 7));
      // After the last item: an empty page.
      const end = await messages(s.id, { after: plain.got.length ? (await messages(s.id, { first: 500 })).pageInfo.endCursor : null });
      expect(end).toEqual({ edges: [], nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });
    });

    it('pagination follows an active path that crosses several branches', async () => {
      const s = await newSession();
      const parentOf = new Map<string, string | null>();
      let leaf: string | null = null;
      const chain = async (n: number, parentId?: string) => {
        const r = (
          await server.ok(TranscriptAppendMany, {
            input: { sessionId: s.id, ...(parentId ? { parentId } : {}), messages: Array.from({ length: n }, (_, i) => user(`x${i}`)) },
          })
        ).appendMessages;
        for (const e of r.entries) parentOf.set(e.entryId, e.parentId ?? null);
        leaf = r.lastEntryId;
        return r.entryIds;
      };
      const first = await chain(30);
      const second = await chain(25, first[9]); // branch off at depth 9
      await chain(5, first[29]); // extend the abandoned branch (a side branch)
      const third = await chain(20, second[14]); // branch off the second branch
      await chain(4, first[29]);
      await server.ok(TranscriptSetLeaf, { input: { sessionId: s.id, entryId: third[19]! } });
      const expected: string[] = [];
      for (let cur: string | null = third[19]!; cur; cur = parentOf.get(cur) ?? null) expected.unshift(cur);
      expect(expected).toHaveLength(10 + 15 + 20);
      expect(leaf).not.toBeNull();
      const got: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page = await messages(s.id, { first: 4, after });
        got.push(...page!.nodes.map((n) => n.entryId));
        if (!page!.pageInfo.hasNextPage) break;
        after = page!.pageInfo.endCursor;
      }
      expect(got).toEqual(expected);
    });

    it('a garbled cursor, or one from another list, is INVALID_CURSOR', async () => {
      const s = await newSession();
      await appendUser(s.id, 'x');
      const sessionsCursor = (
        await server.ok(
          graphql(`
          query TranscriptSessionsCursor {
            sessions(first: 1) {
              pageInfo {
                endCursor
              }
            }
          }
        `),
        )
      ).sessions!.pageInfo.endCursor!;
      const bad = [
        '%%%',
        'abc',
        Buffer.from('{"k":"m","d":-1}').toString('base64url'),
        Buffer.from('{"k":"m","d":1.5}').toString('base64url'),
        Buffer.from('{"k":"m"}').toString('base64url'),
        sessionsCursor,
      ];
      for (const after of bad) {
        const r = await server.request(TranscriptMessages, { id: s.id, after });
        expect(errorCode(r), after).toBe('INVALID_CURSOR');
      }
    });

    describe('page size with configured limits (defaultPageSize 5, maxPageSize 20)', () => {
      let small: TestServer;
      let sid: string;
      beforeAll(async () => {
        small = await startServer({ backend, config: { ...ROOMY, limits: { maxPageSize: 20, defaultPageSize: 5 } } });
        sid = (await createSession(small)).id;
        await small.ok(TranscriptAppendMany, { input: { sessionId: sid, messages: Array.from({ length: 25 }, (_, i) => user(`p${i}`)) } });
      });
      afterAll(() => small.stop());
      it.each([
        ['absent → 5', undefined, 5],
        ['0 → 1', 0, 1],
        ['-5 → 1', -5, 1],
        ['20 → 20', 20, 20],
        ['21 → 20', 21, 20],
        ['9999 → 20', 9999, 20],
      ])('first %s', async (_n, first, expected) => {
        const page = (await small.ok(TranscriptMessages, { id: sid, ...(first === undefined ? {} : { first }) })).session!.messages;
        expect(page!.nodes).toHaveLength(expected);
        expect(page!.pageInfo.hasNextPage).toBe(true);
      });
    });
  });

  describe('appendMessages', () => {
    it('chains in order, fires one MESSAGE_ADDED per entry at consecutive offsets, leaves the leaf on the last', async () => {
      const s = await newSession();
      const root = await appendUser(s.id, 'root');
      const origin = { batch: 'b1' };
      const r = (
        await server.ok(TranscriptAppendMany, {
          input: { sessionId: s.id, messages: [user('1'), assistant('2'), fnResult('3'), customMsg('4')], origin },
        })
      ).appendMessages;
      const ids = r.entries.map((e) => e.entryId);
      expect(r.entryIds).toEqual(ids);
      expect(r.lastEntryId).toBe(ids[3]);
      expect(new Set(ids).size).toBe(4);
      expect(r.entries.map((e) => e.parentId)).toEqual([root.entryId, ids[0], ids[1], ids[2]]);
      expect(r.entries.map((e) => textOf(e as never))).toEqual(['1', '2', '3', '4']);
      expect(r.entries.every((e) => e.revision === 0 && e.kind === 'MESSAGE')).toBe(true);
      expect(r.entries.every((e) => JSON.stringify(e.origin) === JSON.stringify(origin))).toBe(true);
      expect(r.session).toMatchObject({ activeLeafId: ids[3], messageCount: 5, lastOffset: 6 });
      const evs = await events(s.id, 2);
      expect(evs.map((e) => [e.offset, e.type, 'entryId' in e ? e.entryId : null])).toEqual(ids.map((id, i) => [3 + i, 'MESSAGE_ADDED', id]));
      expect(evs.map((e) => ('parentId' in e ? e.parentId : undefined))).toEqual([root.entryId, ids[0], ids[1], ids[2]]);
      expect(evs.every((e) => 'origin' in e && JSON.stringify(e.origin) === JSON.stringify(origin))).toBe(true);
      expect(await pathIds(s.id)).toEqual([root.entryId, ...ids]);
    });

    it('parentId applies to the first message (a branch); the rest chain after it', async () => {
      const s = await newSession();
      const a = await appendUser(s.id, 'a');
      const b = await appendUser(s.id, 'b');
      const r = (await server.ok(TranscriptAppendMany, { input: { sessionId: s.id, parentId: a.entryId, messages: [user('x'), user('y')] } }))
        .appendMessages;
      expect(r.entries.map((e) => e.parentId)).toEqual([a.entryId, r.entryIds[0]]);
      expect(await pathIds(s.id)).toEqual([a.entryId, ...r.entryIds]);
      expect(await pathIds(s.id, { fromEntryId: b.entryId })).toEqual([a.entryId, b.entryId]);
      // A batch into an empty session starts at a root.
      const empty = await newSession();
      const first = (await server.ok(TranscriptAppendMany, { input: { sessionId: empty.id, messages: [user('only')] } })).appendMessages;
      expect(first.entries[0]!.parentId).toBeNull();
      expect(first.lastEntryId).toBe(first.entryIds[0]);
    });

    it('an empty list is EMPTY_BATCH; an unknown parent is PARENT_NOT_FOUND; nothing is written', async () => {
      const s = await newSession();
      await appendUser(s.id, 'a');
      const before = await session(s.id);
      const empty = await server.request(TranscriptAppendMany, { input: { sessionId: s.id, messages: [] } });
      expect(errorCode(empty)).toBe('EMPTY_BATCH');
      const orphan = await server.request(TranscriptAppendMany, { input: { sessionId: s.id, parentId: 'e_missing', messages: [user('x')] } });
      expect(errorCode(orphan)).toBe('PARENT_NOT_FOUND');
      // One bad message fails the whole batch.
      const bad = await server.request(TranscriptAppendMany, {
        input: { sessionId: s.id, messages: [user('fine'), { user: { content: [{ image: { data: 'not base64!', mime: 'image/png' } }] } }] },
      });
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
      expect(bad.errors![0]!.message).toContain('input.messages[1]');
      expect(await session(s.id)).toEqual(before);
    });

    it('is not idempotent: the same batch twice appends twice', async () => {
      const s = await newSession();
      const once = (await server.ok(TranscriptAppendMany, { input: { sessionId: s.id, messages: [user('same')] } })).appendMessages;
      const twice = (await server.ok(TranscriptAppendMany, { input: { sessionId: s.id, messages: [user('same')] } })).appendMessages;
      expect(twice.entryIds[0]).not.toBe(once.entryIds[0]);
      expect(twice.session.messageCount).toBe(2);
    });
  });

  describe('updateMessage', () => {
    it('replaces the content fully, revision +1, timestamps unchanged, fires MESSAGE_UPDATED with the new message and revision', async () => {
      const s = await newSession();
      const orig = (
        await append({
          sessionId: s.id,
          message: { assistant: { content: [text('a'), text('b')], stopReason: 'END', usage: { input: 1 }, timestamp: 100 } },
        })
      ).entry;
      const next = await appendUser(s.id, 'after');
      const before = await session(s.id);
      const origin = { turn_id: 'u1' };
      const r = (
        await server.ok(TranscriptUpdate, {
          input: { sessionId: s.id, entryId: orig.entryId, content: [{ thinking: { text: 'hmm' } }, text('final')], origin },
        })
      ).updateMessage;
      expect(r.updated).toBe(true);
      expect(r.revision).toBe(1);
      expect(r.entry).toMatchObject({ entryId: orig.entryId, revision: 1, timestamp: orig.timestamp, parentId: null, origin: orig.origin });
      const msg = (r.entry as { message: Record<string, unknown> }).message;
      expect(msg).toMatchObject({
        role: 'ASSISTANT',
        timestamp: 100,
        stopReason: 'END',
        usage: { input: 1, output: null, cacheRead: null, cacheWrite: null, reasoning: null },
        content: [
          { __typename: 'ThinkingBlock', text: 'hmm', signature: null },
          { __typename: 'TextBlock', text: 'final' },
        ],
      });
      expect(await getEntry(s.id, orig.entryId)).toEqual(r.entry);
      const after = await session(s.id);
      expect(after).toMatchObject({ lastOffset: before.lastOffset + 1, messageCount: before.messageCount, activeLeafId: next.entryId });
      const ev = (await events(s.id, before.lastOffset))[0]!;
      expect(ev).toMatchObject({
        offset: before.lastOffset + 1,
        type: 'MESSAGE_UPDATED',
        entryId: orig.entryId,
        revision: 1,
        origin,
        entry: r.entry,
      });

      const r2 = (await server.ok(TranscriptUpdate, { input: { sessionId: s.id, entryId: orig.entryId, content: [] } })).updateMessage;
      expect(r2).toMatchObject({ updated: true, revision: 2 });
      expect((r2.entry as { message: { content: unknown[] } }).message.content).toEqual([]);
    });

    it('expectedRevision mismatch → updated false with the current revision, nothing written, no event', async () => {
      const s = await newSession();
      const e = await appendUser(s.id, 'v0');
      const ok = (await server.ok(TranscriptUpdate, { input: { sessionId: s.id, entryId: e.entryId, content: [text('v1')], expectedRevision: 0 } }))
        .updateMessage;
      expect(ok).toMatchObject({ updated: true, revision: 1 });
      const before = await session(s.id);
      for (const expectedRevision of [0, 2, 7]) {
        const heardEvents = await heard(s.id, async () => {
          const r = (await server.ok(TranscriptUpdate, { input: { sessionId: s.id, entryId: e.entryId, content: [text('lost')], expectedRevision } }))
            .updateMessage;
          expect(r.updated).toBe(false);
          expect(r.revision).toBe(1);
          expect(textOf(r.entry as never)).toBe('v1');
        });
        expect(heardEvents).toEqual([]);
      }
      expect(await session(s.id)).toEqual(before);
      expect(textOf((await getEntry(s.id, e.entryId)) as never)).toBe('v1');
      const ok2 = (await server.ok(TranscriptUpdate, { input: { sessionId: s.id, entryId: e.entryId, content: [text('v2')], expectedRevision: 1 } }))
        .updateMessage;
      expect(ok2).toMatchObject({ updated: true, revision: 2 });
    });

    it('details: replaced on function_result and custom messages, kept when not given; DETAILS_NOT_SUPPORTED on user/assistant', async () => {
      const s = await newSession();
      const fr = (
        await append({
          sessionId: s.id,
          message: { functionResult: { content: [text('r')], functionCallId: 'c', functionId: 'f', details: { v: 1 } } },
        })
      ).entry;
      const cm = (await append({ sessionId: s.id, message: { custom: { content: [text('c')], customType: 't', details: 'old' } } })).entry;
      const u = await appendUser(s.id, 'u');
      const a = (await append({ sessionId: s.id, message: assistant('a') })).entry;

      const r1 = (await server.ok(TranscriptUpdate, { input: { sessionId: s.id, entryId: fr.entryId, content: [text('r2')], details: { v: 2 } } }))
        .updateMessage;
      expect((r1.entry as { message: { details: unknown } }).message.details).toEqual({ v: 2 });
      const r2 = (await server.ok(TranscriptUpdate, { input: { sessionId: s.id, entryId: fr.entryId, content: [text('r3')] } })).updateMessage;
      expect((r2.entry as { message: { details: unknown; functionCallId: string } }).message).toMatchObject({
        details: { v: 2 },
        functionCallId: 'c',
      });
      const r3 = (await server.ok(TranscriptUpdate, { input: { sessionId: s.id, entryId: cm.entryId, content: [text('c2')], details: ['new'] } }))
        .updateMessage;
      expect((r3.entry as { message: unknown }).message).toMatchObject({ role: 'CUSTOM', customType: 't', details: ['new'] });

      const before = await session(s.id);
      for (const id of [u.entryId, a.entryId]) {
        const r = await server.request(TranscriptUpdate, { input: { sessionId: s.id, entryId: id, content: [text('x')], details: { no: true } } });
        expect(errorCode(r)).toBe('DETAILS_NOT_SUPPORTED');
        expect(r.data).toBeNull();
      }
      expect(await session(s.id)).toEqual(before);
      expect(textOf((await getEntry(s.id, u.entryId)) as never)).toBe('u');
    });

    it('a custom entry → INVALID_ENTRY_KIND; an unknown entry → ENTRY_NOT_FOUND; nothing written', async () => {
      const s = await newSession();
      const c = (await append({ sessionId: s.id, custom: { customType: 'x', data: 1 } })).entry;
      const foreign = await appendUser((await newSession()).id, 'elsewhere');
      const before = await session(s.id);
      const kind = await server.request(TranscriptUpdate, { input: { sessionId: s.id, entryId: c.entryId, content: [text('x')] } });
      expect(errorCode(kind)).toBe('INVALID_ENTRY_KIND');
      for (const entryId of ['e_missing', foreign.entryId]) {
        const r = await server.request(TranscriptUpdate, { input: { sessionId: s.id, entryId, content: [text('x')] } });
        expect(errorCode(r)).toBe('ENTRY_NOT_FOUND');
      }
      expect(await session(s.id)).toEqual(before);
      expect(await getEntry(s.id, c.entryId)).toEqual(c);
    });
  });

  describe('entry', () => {
    it('is null when the entry, or the session, is unknown', async () => {
      const s = await newSession();
      const e = await appendUser(s.id, 'x');
      expect(await getEntry(s.id, 'e_unknown')).toBeNull();
      const r = await server.ok(TranscriptEntry, { sessionId: 's_unknown', id: e.entryId });
      expect(r.entry).toBeNull();
      expect(r.session).toBeNull();
      const other = await newSession();
      expect(await getEntry(other.id, e.entryId)).toBeNull();
    });
  });

  describe('setActiveLeaf', () => {
    it('moves the active path; the next append chains from there; ACTIVE_LEAF_SET is stored; none of the six triggers fire', async () => {
      const s = await newSession();
      const a = await appendUser(s.id, 'a');
      const b = await appendUser(s.id, 'b');
      const c = await appendUser(s.id, 'c');
      const before = await session(s.id);
      let moved: { activeLeafId: string; session: typeof before } | undefined;
      const bus = await heard(s.id, async () => {
        moved = (await server.ok(TranscriptSetLeaf, { input: { sessionId: s.id, entryId: b.entryId } })).setActiveLeaf;
      });
      const payload = moved!;
      expect(payload.activeLeafId).toBe(b.entryId);
      expect(payload.session).toMatchObject({ activeLeafId: b.entryId, lastOffset: before.lastOffset + 1, messageCount: 3 });
      expect(bus.map((e) => e.type)).toEqual(['active_leaf_set']);
      const evs = await events(s.id, before.lastOffset);
      expect(evs).toHaveLength(1);
      expect(evs[0]).toMatchObject({ type: 'ACTIVE_LEAF_SET', entryId: b.entryId, offset: before.lastOffset + 1 });
      expect(await pathIds(s.id)).toEqual([a.entryId, b.entryId]);

      const d = await appendUser(s.id, 'd');
      expect(d.parentId).toBe(b.entryId);
      expect(await pathIds(s.id)).toEqual([a.entryId, b.entryId, d.entryId]);
      expect(await pathIds(s.id, { fromEntryId: c.entryId })).toEqual([a.entryId, b.entryId, c.entryId]);

      // Back to the old branch, and onto a custom entry.
      await server.ok(TranscriptSetLeaf, { input: { sessionId: s.id, entryId: c.entryId } });
      expect(await pathIds(s.id)).toEqual([a.entryId, b.entryId, c.entryId]);
      const ce = (await append({ sessionId: s.id, custom: { customType: 'k' } })).entry;
      await server.ok(TranscriptSetLeaf, { input: { sessionId: s.id, entryId: a.entryId } });
      await server.ok(TranscriptSetLeaf, { input: { sessionId: s.id, entryId: ce.entryId } });
      expect(await pathIds(s.id, { includeCustom: true })).toEqual([a.entryId, b.entryId, c.entryId, ce.entryId]);
    });

    it('to the current leaf is a no-op; an unknown entry is ENTRY_NOT_FOUND; nothing written', async () => {
      const s = await newSession();
      const a = await appendUser(s.id, 'a');
      const before = await session(s.id);
      const same = (await server.ok(TranscriptSetLeaf, { input: { sessionId: s.id, entryId: a.entryId } })).setActiveLeaf;
      expect(same.session).toEqual(before);
      const foreign = await appendUser((await newSession()).id, 'x');
      for (const entryId of ['e_missing', foreign.entryId]) {
        const r = await server.request(TranscriptSetLeaf, { input: { sessionId: s.id, entryId } });
        expect(errorCode(r)).toBe('ENTRY_NOT_FOUND');
      }
      expect(await session(s.id)).toEqual(before);
    });
  });

  describe('fork', () => {
    /**
     * r ─ a ─ k(custom) ─ b ─ x
     *          └ y ─ z        (branch from a; active leaf z)
     */
    async function tree() {
      const src = await newSession({ title: 'source', description: 'desc', metadata: { owner: 'u_1', deep: { l: [1] } } });
      const r = (await append({ sessionId: src.id, message: { user: { content: [text('r')], timestamp: 11 } }, origin: { turn: 1 } })).entry;
      const a = (
        await append({ sessionId: src.id, message: { assistant: { content: [text('a')], stopReason: 'END', warnings: ['w'], timestamp: 12 } } })
      ).entry;
      const k = (await append({ sessionId: src.id, custom: { customType: 'compaction', data: { through: 2 } }, origin: { turn: 2 } })).entry;
      const b = await appendUser(src.id, 'b');
      const x = await appendUser(src.id, 'x');
      const y = await appendUser(src.id, 'y', a.entryId);
      const z = (await append({ sessionId: src.id, message: fnResult('z'), entryId: 'caller-z' })).entry;
      await server.ok(TranscriptSetStatus, { input: { sessionId: src.id, status: 'WORKING' } });
      return { src: await session(src.id), r, a, k, b, x, y, z };
    }

    it('copies exactly the root → entry path (custom entries included) with fresh ids into a new idle session', async () => {
      const t = await tree();
      // An update before the fork: the copy gets the current content, but revision 0.
      const upd = (await server.ok(TranscriptUpdate, { input: { sessionId: t.src.id, entryId: t.a.entryId, content: [text('a edited')] } }))
        .updateMessage;
      expect(upd.revision).toBe(1);
      const srcBefore = await session(t.src.id);
      const srcPathBefore = (await messages(t.src.id, { first: 500, includeCustom: true })).nodes;
      const before = Date.now();
      const fork = (await server.ok(TranscriptFork, { input: { sessionId: t.src.id, entryId: t.b.entryId, title: 'my fork' } })).forkSession.session;
      expect(fork.id).toMatch(/^s_/);
      expect(fork.id).not.toBe(t.src.id);
      expect(fork).toMatchObject({
        title: 'my fork',
        description: 'desc',
        metadata: { owner: 'u_1', deep: { l: [1] } },
        status: 'IDLE',
        statusReason: null,
        forkedFrom: t.src.id,
        messageCount: 3, // r, a, b — the custom entry does not count
        lastOffset: 1,
      });
      expect(fork.createdAt).toBeGreaterThanOrEqual(before);
      expect(await session(fork.id)).toEqual(fork);

      const copied = (await messages(fork.id, { first: 500, includeCustom: true })).nodes;
      const originals = [t.r, { ...t.a, message: (upd.entry as { message: unknown }).message, revision: 1 }, t.k, t.b];
      expect(copied).toHaveLength(4);
      expect(fork.activeLeafId).toBe(copied[3]!.entryId);
      const sourceIds = new Set(srcPathBefore.map((e) => e.entryId).concat([t.x.entryId, t.y.entryId, t.z.entryId]));
      for (let i = 0; i < 4; i++) {
        const c = copied[i]!;
        const o = originals[i]!;
        expect(sourceIds.has(c.entryId)).toBe(false);
        expect(c.sessionId).toBe(fork.id);
        expect(c.parentId).toBe(i === 0 ? null : copied[i - 1]!.entryId);
        expect(c.revision).toBe(0);
        const strip = ({ entryId: _i, sessionId: _s, parentId: _p, revision: _r, ...rest }: typeof c) => rest;
        expect(strip(c)).toEqual(strip(o as typeof c));
      }
      expect(new Set(copied.map((c) => c.entryId)).size).toBe(4);
      expect((copied[1] as { message: { content: { text: string }[] } }).message.content[0]!.text).toBe('a edited');
      expect(await pathIds(fork.id)).toEqual([copied[0]!.entryId, copied[1]!.entryId, copied[3]!.entryId]);
      // Its stream starts with its own created event at offset 1, carrying forkedFrom.
      const evs = await events(fork.id);
      expect(evs).toHaveLength(1);
      expect(evs[0]).toMatchObject({ offset: 1, type: 'SESSION_CREATED', forkedFrom: t.src.id, title: 'my fork', createdAt: fork.createdAt });
      // The source is untouched.
      expect(await session(t.src.id)).toEqual(srcBefore);
      expect((await messages(t.src.id, { first: 500, includeCustom: true })).nodes).toEqual(srcPathBefore);
      // Source entry ids are not entries of the fork.
      expect(await getEntry(fork.id, t.r.entryId)).toBeNull();
      // The caller-chosen id was not copied either; the fork can use it freely.
      const zFork = (await server.ok(TranscriptFork, { input: { sessionId: t.src.id, entryId: t.z.entryId } })).forkSession.session;
      const zPath = await pathIds(zFork.id);
      expect(zPath).toHaveLength(4);
      expect(zPath).not.toContain('caller-z');
      expect((await append({ sessionId: zFork.id, entryId: 'caller-z', message: user('free') })).created).toBe(true);
    });

    it('without a title takes the source title; a fork at a branch tip copies the path across branches', async () => {
      const t = await tree();
      const fork = (await server.ok(TranscriptFork, { input: { sessionId: t.src.id, entryId: t.z.entryId } })).forkSession.session;
      expect(fork).toMatchObject({ title: 'source', forkedFrom: t.src.id, messageCount: 4 });
      const nodes = (await messages(fork.id, { first: 500, includeCustom: true })).nodes;
      expect(nodes.map((n) => textOf(n as never))).toEqual(['r', 'a', 'y', 'z']);
      // Fork at the root: one entry.
      const rootFork = (await server.ok(TranscriptFork, { input: { sessionId: t.src.id, entryId: t.r.entryId, title: '' } })).forkSession.session;
      expect(rootFork).toMatchObject({ title: '', messageCount: 1 });
      expect((await messages(rootFork.id, { includeCustom: true })).nodes.map((n) => textOf(n as never))).toEqual(['r']);
      // Fork at the custom entry: its copy is the active leaf.
      const kFork = (await server.ok(TranscriptFork, { input: { sessionId: t.src.id, entryId: t.k.entryId } })).forkSession.session;
      const kNodes = (await messages(kFork.id, { includeCustom: true })).nodes;
      expect(kNodes.map((n) => n.kind)).toEqual(['MESSAGE', 'MESSAGE', 'CUSTOM']);
      expect(kFork).toMatchObject({ messageCount: 2, activeLeafId: kNodes[2]!.entryId });
      // A fork of a fork.
      const ff = (await server.ok(TranscriptFork, { input: { sessionId: fork.id, entryId: fork.activeLeafId! } })).forkSession.session;
      expect(ff).toMatchObject({ forkedFrom: fork.id, messageCount: 4 });
    });

    it('later changes to either side do not affect the other', async () => {
      const t = await tree();
      const fork = (await server.ok(TranscriptFork, { input: { sessionId: t.src.id, entryId: t.b.entryId } })).forkSession.session;
      const forkPath = (await messages(fork.id, { first: 500, includeCustom: true })).nodes;

      // Change the source: append, update, meta.
      await appendUser(t.src.id, 'src more', t.b.entryId);
      await server.ok(TranscriptUpdate, { input: { sessionId: t.src.id, entryId: t.r.entryId, content: [text('r changed')] } });
      await server.ok(TranscriptSetMeta, { input: { sessionId: t.src.id, title: 'renamed', metadata: { owner: 'u_2' } } });
      expect(await session(fork.id)).toEqual(fork);
      expect((await messages(fork.id, { first: 500, includeCustom: true })).nodes).toEqual(forkPath);

      // Change the fork: append on its leaf and on a branch, update a copied entry.
      const srcNow = await session(t.src.id);
      const srcPath = (await messages(t.src.id, { first: 500, includeCustom: true })).nodes;
      const more = await appendUser(fork.id, 'fork more');
      expect(more.parentId).toBe(fork.activeLeafId);
      const side = await appendUser(fork.id, 'fork side', forkPath[0]!.entryId);
      await server.ok(TranscriptUpdate, { input: { sessionId: fork.id, entryId: forkPath[1]!.entryId, content: [text('fork edit')] } });
      expect(await session(t.src.id)).toEqual(srcNow);
      expect((await messages(t.src.id, { first: 500, includeCustom: true })).nodes).toEqual(srcPath);
      expect(await pathIds(fork.id)).toEqual([forkPath[0]!.entryId, side.entryId]);
      expect(await pathIds(fork.id, { fromEntryId: more.entryId, includeCustom: true })).toEqual([...forkPath.map((n) => n.entryId), more.entryId]);
      expect((await session(fork.id)).messageCount).toBe(5);
    });

    it('an unknown fork point (or one of another session) is ENTRY_NOT_FOUND and creates nothing', async () => {
      const t = await tree();
      const foreign = await appendUser((await newSession()).id, 'x');
      const count = async () =>
        (
          await server.ok(
            graphql(`
            query TranscriptCountForks($metadata: JSONObject) {
              sessions(first: 500, metadata: $metadata) {
                nodes {
                  id
                }
              }
            }
          `),
            { metadata: { owner: 'u_1', deep: { l: [1] } } },
          )
        ).sessions!.nodes.length;
      const n = await count();
      for (const entryId of ['e_missing', foreign.entryId]) {
        const r = await server.request(TranscriptFork, { input: { sessionId: t.src.id, entryId } });
        expect(errorCode(r)).toBe('ENTRY_NOT_FOUND');
        expect(r.data).toBeNull();
      }
      expect(await count()).toBe(n);
    });
  });
});
