// An operation's share of the event loop (FIELDS_PER_EVENT_LOOP_TURN, issue 20): a big page is
// resolved a slice of fields per turn of the event loop, giving the loop back between slices
// (counted on /metrics as graphql_execution_yields_total), and its answer is the same as in one
// go. A small operation stays within one slice and never gives the loop back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendMessages, createSession } from '../helpers/flow.js';
import { transportBackends, errorCode, startServer, type TestServer } from '../helpers/server.js';

const PER_TURN = 100;
const MESSAGES = 60;
const BLOCKS = 4;

/** MESSAGES × (4 + BLOCKS) resolved fields (entryId, message, role, content, each block's text): several slices of PER_TURN. */
const FIELDS = MESSAGES * (4 + BLOCKS);
const PAGE = `query EtPage($id: ID!) { session(id: $id) { messages(first: ${MESSAGES}) { nodes { entryId
  ... on MessageEntry { message { role content { __typename ... on TextBlock { text } } } } } } } }`;
const SMALL = 'query EtSmall($id: ID!) { session(id: $id) { title } }';

async function yields(server: TestServer): Promise<number> {
  const text = await (await fetch(server.url.replace('/graphql', '/metrics'))).text();
  const line = text.split('\n').find((l) => l.startsWith('graphql_execution_yields_total '));
  return line ? Number(line.split(' ')[1]) : Number.NaN;
}

describe.each(transportBackends())('event-loop turns per operation (%s)', (backend) => {
  let sliced: TestServer;
  let whole: TestServer;
  let ids: Map<TestServer, string>;

  beforeAll(async () => {
    sliced = await startServer({ backend, config: { requestLimits: { fieldsPerEventLoopTurn: PER_TURN } } });
    whole = await startServer({ backend, config: { requestLimits: { fieldsPerEventLoopTurn: 0 } } });
    ids = new Map();
    for (const server of [sliced, whole]) {
      const { id } = await createSession(server, { title: 'slices' });
      const messages = Array.from({ length: MESSAGES }, (_, i) => ({
        user: { content: Array.from({ length: BLOCKS }, (_, b) => ({ text: { text: `message ${i} block ${b}` } })) },
      }));
      await appendMessages(server, id, messages);
      ids.set(server, id);
    }
  });
  afterAll(async () => {
    await sliced?.stop();
    await whole?.stop();
  });

  it(`a page of ${FIELDS} fields gives the loop back every ${PER_TURN} fields; its answer is the same as in one go`, async () => {
    const before = await yields(sliced);
    const answer = await sliced.request<{ session: { messages: { nodes: unknown[] } } }, unknown>(PAGE, { id: ids.get(sliced) });
    expect(errorCode(answer), JSON.stringify(answer.errors)).toBeUndefined();
    const after = await yields(sliced);
    expect(after - before).toBeGreaterThanOrEqual(Math.floor(FIELDS / PER_TURN) - 1);

    const inOneGo = await whole.request<{ session: { messages: { nodes: unknown[] } } }, unknown>(PAGE, { id: ids.get(whole) });
    expect(await yields(whole)).toBe(0);
    const strip = (nodes: unknown[]) => JSON.stringify(nodes).replace(/"entryId":"[^"]*"/g, '');
    expect(answer.data!.session.messages.nodes).toHaveLength(MESSAGES);
    expect(strip(answer.data!.session.messages.nodes)).toBe(strip(inOneGo.data!.session.messages.nodes));
  });

  it('a small operation never gives the loop back', async () => {
    const before = await yields(sliced);
    expect(errorCode(await sliced.request(SMALL, { id: ids.get(sliced) }))).toBeUndefined();
    // Each operation has a slice of its own: a small one after a big one is not put off.
    expect(await yields(sliced)).toBe(before);
  });
});
