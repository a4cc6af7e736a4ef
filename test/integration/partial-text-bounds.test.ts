// Issue 11, V5: the partial text every instance keeps for open LLM requests is bounded per
// request and in total (LLM_PARTIAL_TEXT_MAX_CHARS_PER_REQUEST, LLM_PARTIAL_TEXT_MAX_TOTAL_CHARS).
// Past the per-request bound nothing more is kept (chunks still stream live); past the total
// the least recently streamed requests are forgotten, and an interrupt then settles them
// without partial text. Observed through what an interrupt stores.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../helpers/flow.js';
import { post } from '../helpers/raw-requests.js';
import { backends, startServer, type TestServer } from '../helpers/server.js';

const ADD = 'mutation PtAdd($input: AddContextItemInput!) { addContextItem(input: $input) { offset } }';
const CHUNK = 'mutation PtChunk($input: AppendLlmResponseChunkInput!) { appendLlmResponseChunk(input: $input) { accepted } }';
const OPEN = 'query PtOpen($id: ID!) { session(id: $id) { context { openRequest { offset } } } }';
const SETTLED =
  'query PtSettled($id: ID!) { session(id: $id) { events(first: 100) { nodes { type ... on LlmRequestSettledEvent { requestOffset result { __typename ... on LlmCancelled { reason partialText } } } } } } }';

describe.each(backends())('V5: partial text is bounded (%s)', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      backend,
      config: { llm: { debounceMs: 0, sweepIntervalMs: 50, partialTextMaxCharsPerRequest: 10, partialTextMaxTotalChars: 15 } },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const gql = async <T>(query: string, variables: Record<string, unknown>) => {
    const res = await post(server.url, query, variables);
    if (res.body.errors) throw new Error(res.text);
    return res.body.data as T;
  };
  /** A session with an open request; returns its id and the request offset. */
  const openRequest = async () => {
    const { id } = await createSession(server);
    await gql(ADD, { input: { sessionId: id, item: { role: 'USER', content: 'go' } } });
    const offset = await vi.waitFor(
      async () => {
        const open =
          (await gql<{ session: { context: { openRequest: { offset: number } | null } } }>(OPEN, { id })).session.context.openRequest?.offset ?? 0;
        if (!(open > 0)) throw new Error('a request opens');
        return open;
      },
      { timeout: 10_000, interval: 20 },
    );
    return { id, offset };
  };
  const chunk = (id: string, requestOffset: number, sequence: number, text: string) =>
    gql<{ appendLlmResponseChunk: { accepted: boolean } }>(CHUNK, { input: { sessionId: id, requestOffset, sequence, chunk: text } });
  const interrupt = async (id: string, requestOffset: number) => {
    await gql(ADD, { input: { sessionId: id, item: { role: 'USER', content: 'stop', llmRequestPolicy: 'INTERRUPT_CURRENT_REQUEST' } } });
    const events = (
      await gql<{
        session: { events: { nodes: { type: string; requestOffset?: number; result?: { reason: string; partialText: string | null } }[] } };
      }>(SETTLED, { id })
    ).session.events.nodes;
    return events.find((e) => e.type === 'LLM_REQUEST_SETTLED' && e.requestOffset === requestOffset)!.result!;
  };

  it('keeps at most the per-request bound; later chunks still stream but are not kept', async () => {
    const { id, offset } = await openRequest();
    expect((await chunk(id, offset, 0, '0123456789')).appendLlmResponseChunk.accepted).toBe(true);
    expect((await chunk(id, offset, 1, 'ABCDE')).appendLlmResponseChunk.accepted).toBe(true);
    expect((await chunk(id, offset, 2, 'F')).appendLlmResponseChunk.accepted).toBe(true);
    expect(await interrupt(id, offset)).toEqual({ __typename: 'LlmCancelled', reason: 'INTERRUPTED_BY_USER_INPUT', partialText: '0123456789' });
  });

  it('past the total bound, the least recently streamed request is forgotten', async () => {
    const first = await openRequest();
    const second = await openRequest();
    await chunk(first.id, first.offset, 0, 'aaaaaaaaaa');
    await chunk(second.id, second.offset, 0, 'bbbbbbbbbb');
    expect(await interrupt(first.id, first.offset)).toEqual({ __typename: 'LlmCancelled', reason: 'INTERRUPTED_BY_USER_INPUT', partialText: null });
    expect(await interrupt(second.id, second.offset)).toEqual({
      __typename: 'LlmCancelled',
      reason: 'INTERRUPTED_BY_USER_INPUT',
      partialText: 'bbbbbbbbbb',
    });
  });
});
