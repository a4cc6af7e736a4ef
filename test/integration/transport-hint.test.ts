// A subscription sent as a plain JSON request gets a GraphQL error saying which transports
// carry subscriptions, instead of an empty 406.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

describe('subscriptions over plain HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ backend: 'pglite' });
  });
  afterAll(() => server.stop());

  const post = (query: string) =>
    fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

  it('is refused with BAD_REQUEST naming WebSocket and SSE', async () => {
    const response = await post('subscription { sessionCreated { sessionId } }');
    expect(response.status).toBe(406);
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('BAD_REQUEST');
    expect(body.errors[0]!.message).toMatch(/WebSocket.*text\/event-stream/);
  });

  it('leaves queries that merely mention the word alone', async () => {
    const response = await post('query subscription { configStatus { lastOutcome } }');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { configStatus: { lastOutcome: 'APPLIED' } } });
  });
});
