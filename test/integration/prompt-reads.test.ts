// The pinned prompt of an open request is read once per request and operation (issue 20, C1):
// a prompt may be as large as the session's context (megabytes), and 20 aliases of
// `openRequest { prompt }` read it 20 times — each read a statement, a copy parsed into memory
// and event-loop time every other caller waits behind. The servers here run with a budget of
// database calls (MAX_DB_CALLS_PER_REQUEST) far below the aliases: the request only gets
// through because the aliases share one read.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postGraphQL } from '../helpers/auth.js';
import { createSession } from '../helpers/flow.js';
import { backends, startServer, type TestServer } from '../helpers/server.js';

const BUDGET = 10;
const ALIASES = 20;

const ADD = `mutation PrAdd($sessionId: ID!, $content: String!) {
  addContextItem(input: { sessionId: $sessionId, item: { role: USER, content: $content } }) { offset }
}`;
const OPEN = 'query PrOpen($id: ID!) { session(id: $id) { context { openRequest { offset } } } }';
/** `ALIASES` aliases of the open request's prompt, as finding C1 sent them. */
const PROMPTS = `query PrPrompts($id: ID!) { session(id: $id) { context { ${Array.from(
  { length: ALIASES },
  (_, i) => `p${i}: openRequest { offset prompt { role content } }`,
).join(' ')} } } }`;

describe.each(backends())('prompt reads (%s)', (backend) => {
  let server: TestServer;
  let sessionId: string;

  beforeAll(async () => {
    server = await startServer({ backend, config: { requestLimits: { maxDbCallsPerRequest: BUDGET }, llm: { debounceMs: 0 } } });
    sessionId = (await createSession(server, { title: 'prompt reads' })).id;
    const added = await postGraphQL(server.url, ADD, { sessionId, content: 'what is in the prompt?' });
    expect(added.body.errors, added.text).toBeUndefined();
    await vi.waitFor(
      async () => {
        const open = (await postGraphQL(server.url, OPEN, { id: sessionId })).body.data as { session: { context: { openRequest: unknown } } };
        if (!open.session.context.openRequest) throw new Error('no request opened');
      },
      { timeout: 10_000, interval: 25 },
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`${ALIASES} aliases of openRequest { prompt } read the prompt once: answered within a budget of ${BUDGET} database calls`, async () => {
    const res = await postGraphQL(server.url, PROMPTS, { id: sessionId });
    expect(res.body.errors, res.text).toBeUndefined();
    const context = (res.body.data as { session: { context: Record<string, { prompt: { role: string; content: string }[] }> } }).session.context;
    expect(Object.keys(context)).toHaveLength(ALIASES);
    for (const alias of Object.values(context)) {
      expect(alias.prompt.map((m) => m.content)).toEqual(['what is in the prompt?']);
    }
  });
});
