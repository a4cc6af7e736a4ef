// Bad input (issue: Bad input): everything GraphQL's types cannot check is refused with
// BAD_USER_INPUT naming the field, and nothing is written. NUL (\u0000) is refused everywhere
// (Postgres text/jsonb cannot hold it); other unicode round-trips exactly.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../gql/index.js';
import type { AppendEntryInput, ContentBlockInput, MessageInput } from '../../gql/graphql.js';
import { CreateSession } from '../../helpers/documents.js';
import { createSession } from '../../helpers/flow.js';
import { backends, errorCode, startServer, type GraphQLResponse, type TestServer } from '../../helpers/server.js';

const BadInputEnsure = graphql(`
  mutation BadInputEnsure($input: EnsureSessionInput!) {
    ensureSession(input: $input) {
      created
    }
  }
`);

const BadInputSetMeta = graphql(`
  mutation BadInputSetMeta($input: SetSessionMetaInput!) {
    setSessionMeta(input: $input) {
      session {
        id
      }
    }
  }
`);

const BadInputSetStatus = graphql(`
  mutation BadInputSetStatus($input: SetSessionStatusInput!) {
    setSessionStatus(input: $input) {
      status
    }
  }
`);

const BadInputFork = graphql(`
  mutation BadInputFork($input: ForkSessionInput!) {
    forkSession(input: $input) {
      session {
        id
      }
    }
  }
`);

const BadInputAppend = graphql(`
  mutation BadInputAppend($input: AppendEntryInput!) {
    appendEntry(input: $input) {
      created
      entry {
        entryId
        origin
        ... on MessageEntry {
          message {
            timestamp
            content {
              ... on TextBlock {
                text
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
              ... on ImageBlock {
                data
                mime
              }
            }
            ... on FunctionResultMessage {
              details
            }
          }
        }
        ... on CustomEntry {
          customType
          data
        }
      }
    }
  }
`);

const BadInputAppendMany = graphql(`
  mutation BadInputAppendMany($input: AppendMessagesInput!) {
    appendMessages(input: $input) {
      lastEntryId
    }
  }
`);

const BadInputUpdate = graphql(`
  mutation BadInputUpdate($input: UpdateMessageInput!) {
    updateMessage(input: $input) {
      updated
    }
  }
`);

const BadInputState = graphql(`
  query BadInputState($id: ID!) {
    session(id: $id) {
      id
      title
      description
      metadata
      lastOffset
      messageCount
      updatedAt
      activeLeafId
    }
  }
`);

const BadInputList = graphql(`
  query BadInputList($metadata: JSONObject) {
    sessions(metadata: $metadata, first: 500) {
      nodes {
        id
      }
    }
  }
`);

const text = (t: string): ContentBlockInput => ({ text: { text: t } });
const user = (...content: ContentBlockInput[]): MessageInput => ({ user: { content } });
const NUL = '\u0000';

type Result = GraphQLResponse<unknown>;
function expectBadInput(r: Result, field: string) {
  expect(r.errors, JSON.stringify(r)).toBeDefined();
  expect(errorCode(r)).toBe('BAD_USER_INPUT');
  expect(r.errors![0]!.message).toContain(field);
  expect(r.errors![0]!.extensions?.field).toBe(field);
  expect(r.data).toBeNull();
}

// Full pages (up to 500 entries with every field) exceed the default query-cost limit, which is
// not what these tests are about: raise it.
const ROOMY = { requestLimits: { maxCost: 100_000_000 } };

describe.each(backends())('bad input (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend, config: ROOMY });
  });
  afterAll(() => server.stop());

  const newSession = async (srv = server) => (await createSession(srv)).id;
  const state = async (id: string, srv = server) => (await srv.ok(BadInputState, { id })).session!;
  const listed = async (metadata: Record<string, unknown>, srv = server) =>
    (await srv.ok(BadInputList, { metadata })).sessions!.nodes.map((n) => n.id);

  /** Runs a failing mutation against a session with one message and checks that nothing changed. */
  async function refusedAndUnchanged(run: (sessionId: string, entryId: string) => Promise<Result>, field: string, srv = server) {
    const id = await newSession(srv);
    const entryId = (await srv.ok(BadInputAppend, { input: { sessionId: id, message: user(text('seed')) } })).appendEntry.entry.entryId;
    const before = await state(id, srv);
    expectBadInput(await run(id, entryId), field);
    expect(await state(id, srv)).toEqual(before);
  }

  describe('NUL (\\u0000) is refused, naming the field, and nothing is written', () => {
    it('in a title or description on create / ensure (no session appears)', async () => {
      const t = `t_${randomUUID()}`;
      expectBadInput(await server.request(CreateSession, { input: { title: `a${NUL}b`, metadata: { t } } }), 'input.title');
      expectBadInput(await server.request(CreateSession, { input: { description: NUL, metadata: { t } } }), 'input.description');
      const id = `nul-${randomUUID()}`;
      expectBadInput(await server.request(BadInputEnsure, { input: { id, title: NUL } }), 'input.title');
      expect(await listed({ t })).toEqual([]);
      expect((await server.ok(BadInputState, { id })).session).toBeNull();
    });

    it('in a metadata value or key on create (no session appears)', async () => {
      const t = `t_${randomUUID()}`;
      expectBadInput(await server.request(CreateSession, { input: { metadata: { t, v: `x${NUL}` } } }), 'input.metadata');
      expectBadInput(await server.request(CreateSession, { input: { metadata: { t, [`k${NUL}`]: 1 } } }), 'input.metadata');
      expectBadInput(await server.request(CreateSession, { input: { metadata: { t, deep: { list: ['ok', NUL] } } } }), 'input.metadata');
      expect(await listed({ t })).toEqual([]);
    });

    it('in an ensure id or entryId', async () => {
      expectBadInput(await server.request(BadInputEnsure, { input: { id: `a${NUL}b` } }), 'input.id');
      await refusedAndUnchanged(
        (sessionId) => server.request(BadInputAppend, { input: { sessionId, entryId: `e${NUL}1`, message: user(text('x')) } }),
        'input.entryId',
      );
    });

    const appendCases: [string, (sessionId: string) => AppendEntryInput, string][] = [
      ['a text block', (sessionId) => ({ sessionId, message: user(text('ok'), text(`bad${NUL}`)) }), 'input.message.content[1].text'],
      ['a thinking block', (sessionId) => ({ sessionId, message: user({ thinking: { text: NUL } }) }), 'input.message.content[0].text'],
      [
        'a thinking signature',
        (sessionId) => ({ sessionId, message: user({ thinking: { text: 't', signature: NUL } }) }),
        'input.message.content[0].signature',
      ],
      [
        'function call arguments',
        (sessionId) => ({ sessionId, message: user({ functionCall: { callId: 'c', functionId: 'f', arguments: { a: [NUL] } } }) }),
        'input.message.content[0].arguments',
      ],
      [
        'a function call id',
        (sessionId) => ({ sessionId, message: user({ functionCall: { callId: `c${NUL}`, functionId: 'f' } }) }),
        'input.message.content[0].callId',
      ],
      [
        'function result content',
        (sessionId) => ({ sessionId, message: user({ functionResult: { functionCallId: 'c', content: [{ k: NUL }] } }) }),
        'input.message.content[0].content[0]',
      ],
      [
        'function_result details',
        (sessionId) => ({ sessionId, message: { functionResult: { content: [], functionCallId: 'c', functionId: 'f', details: { [NUL]: 1 } } } }),
        'input.message.details',
      ],
      [
        'an assistant warning',
        (sessionId) => ({ sessionId, message: { assistant: { content: [], stopReason: 'END', warnings: ['ok', NUL] } } }),
        'input.message.warnings[1]',
      ],
      ['a custom message type', (sessionId) => ({ sessionId, message: { custom: { content: [], customType: NUL } } }), 'input.message.customType'],
      ['a custom entry type', (sessionId) => ({ sessionId, custom: { customType: `x${NUL}` } }), 'input.custom.customType'],
      ['custom entry data', (sessionId) => ({ sessionId, custom: { customType: 'x', data: `x${NUL}` } }), 'input.custom.data'],
      ['origin', (sessionId) => ({ sessionId, message: user(text('x')), origin: { turn: NUL } }), 'input.origin'],
    ];
    it.each(appendCases)('appendEntry: in %s', async (_name, input, field) => {
      await refusedAndUnchanged((sessionId) => server.request(BadInputAppend, { input: input(sessionId) }), field);
    });

    it('in set-meta title / metadata, set-status reason, fork title, updateMessage content, appendMessages', async () => {
      await refusedAndUnchanged((sessionId) => server.request(BadInputSetMeta, { input: { sessionId, title: NUL } }), 'input.title');
      await refusedAndUnchanged((sessionId) => server.request(BadInputSetMeta, { input: { sessionId, metadata: { a: NUL } } }), 'input.metadata');
      await refusedAndUnchanged(
        (sessionId) => server.request(BadInputSetStatus, { input: { sessionId, status: 'ERROR', reason: `r${NUL}` } }),
        'input.reason',
      );
      await refusedAndUnchanged(
        (sessionId, entryId) => server.request(BadInputUpdate, { input: { sessionId, entryId, content: [text(NUL)] } }),
        'input.content[0].text',
      );
      await refusedAndUnchanged(
        (sessionId) => server.request(BadInputAppendMany, { input: { sessionId, messages: [user(text('ok')), user(text(NUL))] } }),
        'input.messages[1].content[0].text',
      );
      const t = `t_${randomUUID()}`;
      const id = (await createSession(server, { metadata: { t } })).id;
      const e = (await server.ok(BadInputAppend, { input: { sessionId: id, message: user(text('x')) } })).appendEntry.entry.entryId;
      expectBadInput(await server.request(BadInputFork, { input: { sessionId: id, entryId: e, title: NUL } }), 'input.title');
      expect(await listed({ t })).toEqual([id]);
    });

    it('in a list metadata filter', async () => {
      const r = await server.request(BadInputList, { metadata: { a: NUL } });
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.extensions?.field).toBe('metadata');
      // A connection field is nullable: the error nulls `sessions` only, with its path.
      expect(r.data).toEqual({ sessions: null });
      expect(r.errors![0]!.path).toEqual(['sessions']);
    });
  });

  describe('images', () => {
    it.each([
      ['not base64 at all', 'not base64!'],
      ['wrong length', 'abc'],
      ['bad padding', 'YWJj='],
      ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
      ['url-safe alphabet', 'ab-_'],
      ['embedded newline', 'YWJj\nZGVm'],
    ])('invalid base64 (%s) → BAD_USER_INPUT', async (_name, data) => {
      await refusedAndUnchanged(
        (sessionId) => server.request(BadInputAppend, { input: { sessionId, message: user(text('ok'), { image: { data, mime: 'image/png' } }) } }),
        'input.message.content[1].data',
      );
    });

    it.each([['png'], ['image/'], ['/png'], ['image png'], ['image/png/x'], [''], ['image/pn g']])(
      'invalid MIME %j → BAD_USER_INPUT',
      async (mime) => {
        await refusedAndUnchanged(
          (sessionId) => server.request(BadInputAppend, { input: { sessionId, message: user({ image: { data: 'YWJj', mime } }) } }),
          'input.message.content[0].mime',
        );
      },
    );

    // Raster types only: SVG and other types are refused (attachment-image-types.test.ts).
    it('valid base64 and raster MIME types (with parameters) are stored as given', async () => {
      const id = await newSession();
      for (const [data, mime] of [
        ['YWJj', 'image/png'],
        ['YWI=', 'image/webp'],
        ['YQ==', 'image/jpeg; quality=high'],
        ['', 'image/gif'],
      ] as const) {
        const r = (await server.ok(BadInputAppend, { input: { sessionId: id, message: user({ image: { data, mime } }) } })).appendEntry.entry;
        expect((r as { message: { content: unknown[] } }).message.content).toEqual([{ data, mime }]);
      }
    });
  });

  describe('timestamps and counts', () => {
    // A Timestamp that is not a non-negative safe integer must be refused as bad input with a
    // message that says why — not masked as "Unexpected error." / INTERNAL_SERVER_ERROR. (GraphQL
    // variable-coercion errors carry no extensions.code here, like the @oneOf ones below.)
    it.each([
      ['negative', -1],
      ['fractional', 1.5],
      ['beyond 2^53-1', 2 ** 53],
      ['a string', 'yesterday'],
    ])('a %s message timestamp is refused as bad input', async (_name, timestamp) => {
      const id = await newSession();
      const before = await state(id);
      const r = await server.request(BadInputAppend, { input: { sessionId: id, message: { user: { content: [], timestamp } } } } as never);
      expect(r.errors).toBeDefined();
      expect(r.data ?? null).toBeNull();
      expect(r.errors![0]!.message).toMatch(/timestamp/i);
      expect(errorCode(r)).not.toBe('INTERNAL_SERVER_ERROR');
      expect(await state(id)).toEqual(before);
    });

    it('timestamp 0 is accepted', async () => {
      const id = await newSession();
      const r = (await server.ok(BadInputAppend, { input: { sessionId: id, message: { user: { content: [], timestamp: 0 } } } })).appendEntry.entry;
      expect((r as { message: { timestamp: number } }).message.timestamp).toBe(0);
    });

    it('negative usage counts are refused naming the field', async () => {
      await refusedAndUnchanged(
        (sessionId) =>
          server.request(BadInputAppend, {
            input: { sessionId, message: { assistant: { content: [], stopReason: 'END', usage: { input: 1, output: -1 } } } },
          }),
        'input.message.usage.output',
      );
    });
  });

  describe('@oneOf inputs with zero or two fields set are refused', () => {
    // A variable that breaks @oneOf fails variable coercion before any resolver runs; graphql-js
    // reports "Exactly one key must be specified for OneOf type …" and the service tags it
    // BAD_USER_INPUT. An inline literal fails validation: GRAPHQL_VALIDATION_FAILED.
    // Either way nothing is written.
    it.each([
      ['MessageInput with no field', { message: {} }, 'OneOf type "MessageInput"'],
      ['MessageInput with two fields', { message: { user: { content: [] }, custom: { customType: 'x', content: [] } } }, 'OneOf type "MessageInput"'],
      ['ContentBlockInput with no field', { message: { user: { content: [{}] } } }, 'OneOf type "ContentBlockInput"'],
      [
        'ContentBlockInput with two fields',
        { message: { user: { content: [{ text: { text: 'a' }, thinking: { text: 'b' } }] } } },
        'OneOf type "ContentBlockInput"',
      ],
      ['a oneOf field set to null', { message: { user: null } }, 'Field "user" must be non-null'],
    ])('%s (variables)', async (_name, fields, expected) => {
      const id = await newSession();
      const r = await server.request(BadInputAppend, { input: { sessionId: id, ...fields } } as never);
      expect(r.errors).toHaveLength(1);
      expect(r.errors![0]!.message).toContain(expected);
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      expect(r.data ?? null).toBeNull();
      expect((await state(id)).lastOffset).toBe(1);
    });

    it('inline literals', async () => {
      const id = await newSession();
      for (const message of ['{}', '{ user: { content: [] }, custom: { customType: "x", content: [] } }']) {
        const r = await server.request(`mutation { appendEntry(input: { sessionId: "${id}", message: ${message} }) { created } }`);
        expect(r.errors).toBeDefined();
        expect(errorCode(r)).toBe('GRAPHQL_VALIDATION_FAILED');
        expect(r.data ?? null).toBeNull();
      }
      const r = await server.request(
        `mutation { appendEntry(input: { sessionId: "${id}", message: { user: { content: [{ text: { text: "a" }, image: { data: "", mime: "image/png" } }] } } }) { created } }`,
      );
      expect(errorCode(r)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect((await state(id)).lastOffset).toBe(1);
    });
  });

  describe('ids', () => {
    it('an over-long or spaced entryId is refused', async () => {
      for (const entryId of ['x'.repeat(129), 'a b', '']) {
        await refusedAndUnchanged(
          (sessionId) => server.request(BadInputAppend, { input: { sessionId, entryId, message: user(text('x')) } }),
          'input.entryId',
        );
      }
      const id = await newSession();
      const ok = (await server.ok(BadInputAppend, { input: { sessionId: id, entryId: 'y'.repeat(128), message: user(text('x')) } })).appendEntry;
      expect(ok.entry.entryId).toHaveLength(128);
    });
  });

  describe('unicode round-trips exactly', () => {
    const samples = [
      '👩‍👩‍👧‍👦 family (ZWJ sequence) 🏳️‍🌈',
      'שלום עולם — مرحبا بالعالم (RTL)',
      'e\u0301 vs é, Å vs A\u030a, क्षि, 한국어',
      '\u202eRLO override\u202c and \u200f marks',
      '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 astral 𠜎, lone combining \u0301',
      'tab\tnewline\nCR\r quote " backslash \\ and \u2028 separators \u2029',
    ];
    it.each(samples)('%s', async (sample) => {
      const key = `ключ-${Array.from(sample).slice(0, 8).join('')}`;
      const created = await createSession(server, { title: sample, description: sample, metadata: { [key]: sample, list: [sample] } });
      expect(created.title).toBe(sample);
      expect(created.description).toBe(sample);
      expect(created.metadata).toEqual({ [key]: sample, list: [sample] });
      const r = (
        await server.ok(BadInputAppend, {
          input: {
            sessionId: created.id,
            entryId: 'запись-✓-1',
            message: user(
              text(sample),
              { thinking: { text: sample, signature: sample } },
              { functionCall: { callId: 'c', functionId: sample, arguments: { [sample]: sample } } },
            ),
            origin: { [sample]: sample },
          },
        })
      ).appendEntry.entry;
      expect(r.entryId).toBe('запись-✓-1');
      expect(r.origin).toEqual({ [sample]: sample });
      expect((r as { message: { content: unknown[] } }).message.content).toEqual([
        { text: sample },
        { text: sample, signature: sample },
        { callId: 'c', functionId: sample, arguments: { [sample]: sample } },
      ]);
      const c = (
        await server.ok(BadInputAppend, { input: { sessionId: created.id, custom: { customType: sample, data: [sample, { [sample]: 1 }] } } })
      ).appendEntry.entry;
      expect(c).toMatchObject({ customType: sample, data: [sample, { [sample]: 1 }] });
      // Read back from storage, not just echoed.
      const again = await state(created.id);
      expect(again).toMatchObject({ title: sample, description: sample, metadata: { [key]: sample, list: [sample] } });
      // The metadata filter finds it by the exact unicode value.
      expect(await listed({ [key]: sample })).toContain(created.id);
    });
  });

  describe('configured limits: just under passes, just over is refused', () => {
    let small: TestServer;
    beforeAll(async () => {
      small = await startServer({
        backend,
        config: {
          ...ROOMY,
          limits: {
            maxTextBytes: 16,
            maxBlocksPerMessage: 4,
            maxMetadataBytes: 64,
            maxJsonDepth: 3,
            maxShortTextLength: 10,
            maxIdLength: 8,
            maxMessageBytes: 600,
            maxBatchMessages: 3,
          },
        },
      });
    });
    afterAll(() => small.stop());

    const appendOk = async (sessionId: string, input: Omit<AppendEntryInput, 'sessionId'>) =>
      (await small.ok(BadInputAppend, { input: { sessionId, ...input } })).appendEntry.created;

    it('text size in bytes of UTF-8 (maxTextBytes 16)', async () => {
      const id = await newSession(small);
      expect(await appendOk(id, { message: user(text('x'.repeat(16))) })).toBe(true);
      expect(await appendOk(id, { message: user(text('é'.repeat(8))) })).toBe(true); // 16 bytes
      expect(await appendOk(id, { message: user({ thinking: { text: 'y'.repeat(16) } }) })).toBe(true);
      await refusedAndUnchanged(
        (sid) => small.request(BadInputAppend, { input: { sessionId: sid, message: user(text('x'.repeat(17))) } }),
        'input.message.content[0].text',
        small,
      );
      await refusedAndUnchanged(
        (sid) => small.request(BadInputAppend, { input: { sessionId: sid, message: user(text(`${'é'.repeat(8)}x`)) } }),
        'input.message.content[0].text',
        small,
      );
      await refusedAndUnchanged(
        (sid) => small.request(BadInputAppend, { input: { sessionId: sid, message: user({ thinking: { text: '😀'.repeat(5) } }) } }),
        'input.message.content[0].text',
        small,
      );
      await refusedAndUnchanged(
        (sid) =>
          small.request(BadInputAppend, { input: { sessionId: sid, message: user({ image: { data: 'YWJj'.repeat(5), mime: 'image/png' } }) } }),
        'input.message.content[0].data',
        small,
      );
      await refusedAndUnchanged(
        (sid, eid) => small.request(BadInputUpdate, { input: { sessionId: sid, entryId: eid, content: [text('z'.repeat(17))] } }),
        'input.content[0].text',
        small,
      );
    });

    it('blocks per message (maxBlocksPerMessage 4)', async () => {
      const id = await newSession(small);
      expect(await appendOk(id, { message: user(...Array.from({ length: 4 }, () => text('b'))) })).toBe(true);
      await refusedAndUnchanged(
        (sid) => small.request(BadInputAppend, { input: { sessionId: sid, message: user(...Array.from({ length: 5 }, () => text('b'))) } }),
        'input.message.content',
        small,
      );
      await refusedAndUnchanged(
        (sid, eid) => small.request(BadInputUpdate, { input: { sessionId: sid, entryId: eid, content: Array.from({ length: 5 }, () => text('b')) } }),
        'input.content',
        small,
      );
    });

    it('metadata and origin size (maxMetadataBytes 64)', async () => {
      const fits = { k: 'v'.repeat(56) }; // {"k":"…56…"} = 64 bytes
      expect(JSON.stringify(fits)).toHaveLength(64);
      const over = { k: 'v'.repeat(57) };
      const created = await createSession(small, { metadata: fits });
      expect(created.metadata).toEqual(fits);
      expectBadInput(await small.request(CreateSession, { input: { metadata: over } }), 'input.metadata');
      await refusedAndUnchanged((sid) => small.request(BadInputSetMeta, { input: { sessionId: sid, metadata: over } }), 'input.metadata', small);
      await refusedAndUnchanged(
        (sid) => small.request(BadInputAppend, { input: { sessionId: sid, message: user(text('x')), origin: over } }),
        'input.origin',
        small,
      );
      expect(await appendOk(created.id, { message: user(text('x')), origin: fits })).toBe(true);
      // Multi-byte characters count as bytes.
      expectBadInput(await small.request(CreateSession, { input: { metadata: { k: 'é'.repeat(29) } } }), 'input.metadata');
    });

    it('JSON nesting depth (maxJsonDepth 3)', async () => {
      const id = await newSession(small);
      const depth3 = { a: { b: { c: 1 } } };
      const depth4 = { a: { b: { c: { d: 1 } } } };
      expect(await appendOk(id, { message: user({ functionCall: { callId: 'c', functionId: 'f', arguments: depth3 } }) })).toBe(true);
      expect(await appendOk(id, { custom: { customType: 't', data: [[[1]]] } })).toBe(true);
      await refusedAndUnchanged(
        (sid) =>
          small.request(BadInputAppend, {
            input: { sessionId: sid, message: user({ functionCall: { callId: 'c', functionId: 'f', arguments: depth4 } }) },
          }),
        'input.message.content[0].arguments',
        small,
      );
      await refusedAndUnchanged(
        (sid) => small.request(BadInputAppend, { input: { sessionId: sid, custom: { customType: 't', data: [[[[1]]]] } } }),
        'input.custom.data',
        small,
      );
      await refusedAndUnchanged(
        (sid) =>
          small.request(BadInputAppend, {
            input: { sessionId: sid, message: { functionResult: { content: [], functionCallId: 'c', functionId: 'f', details: depth4 } } },
          }),
        'input.message.details',
        small,
      );
      expect((await createSession(small, { metadata: { x: { y: [1] } } })).metadata).toEqual({ x: { y: [1] } });
      expectBadInput(await small.request(CreateSession, { input: { metadata: { x: { y: [[1]] } } } }), 'input.metadata');
    });

    it('short text length (maxShortTextLength 10) and id length (maxIdLength 8)', async () => {
      expect((await createSession(small, { title: 't'.repeat(10) })).title).toHaveLength(10);
      expectBadInput(await small.request(CreateSession, { input: { title: 't'.repeat(11) } }), 'input.title');
      expectBadInput(await small.request(CreateSession, { input: { description: 'd'.repeat(11) } }), 'input.description');
      await refusedAndUnchanged(
        (sid) => small.request(BadInputSetStatus, { input: { sessionId: sid, status: 'ERROR', reason: 'r'.repeat(11) } }),
        'input.reason',
        small,
      );
      await refusedAndUnchanged(
        (sid) => small.request(BadInputAppend, { input: { sessionId: sid, custom: { customType: 'c'.repeat(11) } } }),
        'input.custom.customType',
        small,
      );
      expect((await small.ok(BadInputEnsure, { input: { id: `i${randomUUID().slice(0, 7)}` } })).ensureSession.created).toBe(true);
      expectBadInput(await small.request(BadInputEnsure, { input: { id: 'i'.repeat(9) } }), 'input.id');
      const id = await newSession(small);
      expect(await appendOk(id, { entryId: 'e'.repeat(8), message: user(text('x')) })).toBe(true);
      await refusedAndUnchanged(
        (sid) => small.request(BadInputAppend, { input: { sessionId: sid, entryId: 'e'.repeat(9), message: user(text('x')) } }),
        'input.entryId',
        small,
      );
    });

    it('whole message size (maxMessageBytes 600) and batch size (maxBatchMessages 3)', async () => {
      const id = await newSession(small);
      // Each block is well under maxTextBytes, but together they exceed the message limit.
      const big = user(
        ...Array.from({ length: 4 }, (_, i) => ({
          functionCall: { callId: `c${i}`, functionId: 'f', arguments: { a: 'x'.repeat(50), b: 'y'.repeat(50) } },
        })),
      );
      await refusedAndUnchanged((sid) => small.request(BadInputAppend, { input: { sessionId: sid, message: big } }), 'input.message', small);
      const batch = (n: number) => Array.from({ length: n }, () => user(text('m')));
      expect((await small.ok(BadInputAppendMany, { input: { sessionId: id, messages: batch(3) } })).appendMessages.lastEntryId).toBeTruthy();
      await refusedAndUnchanged(
        (sid) => small.request(BadInputAppendMany, { input: { sessionId: sid, messages: batch(4) } }),
        'input.messages',
        small,
      );
    });
  });
});
