// Issue 11 (hardening): what is written is what is read, on both backends. PGlite stripped a
// leading U+FEFF from titles (Postgres kept it), and a `__proto__` metadata key was silently
// dropped by validation (assignment to `__proto__` sets a prototype instead of a key).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../helpers/flow.js';
import { post } from '../helpers/raw-requests.js';
import { backends, startServer, type TestServer } from '../helpers/server.js';

const READ = 'query RtRead($id: ID!) { session(id: $id) { id title description metadata statusReason } }';
const STATUS =
  'mutation RtStatus($id: ID!, $reason: String) { setSessionStatus(input: { sessionId: $id, status: ERROR, reason: $reason }) { status } }';
const LIST = 'query RtList($metadata: JSONObject) { sessions(first: 500, metadata: $metadata) { nodes { id title metadata } } }';

const BOM = '\uFEFF';

describe.each(backends())('exact round trips (%s)', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ backend });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const res = await post(server.url, query, variables);
    if (res.body.errors) throw new Error(res.text);
    return res.body.data as T;
  };
  type Session = { id: string; title: string; description: string; metadata: Record<string, unknown>; statusReason?: string | null };

  it('a leading U+FEFF in title, description and status reason is kept', async () => {
    const created = await createSession(server, { title: `${BOM}title`, description: `${BOM}description` });
    await gql(STATUS, { id: created.id, reason: `${BOM}reason` });
    const read = (await gql<{ session: Session }>(READ, { id: created.id })).session;
    expect(read.title).toBe(`${BOM}title`);
    expect(read.description).toBe(`${BOM}description`);
    expect(read.statusReason).toBe(`${BOM}reason`);
    const listed = (await gql<{ sessions: { nodes: Session[] } }>(LIST)).sessions.nodes.find((s) => s.id === created.id);
    expect(listed?.title).toBe(`${BOM}title`);
  });

  it('a `__proto__` metadata key is stored, read back and matched like any other key', async () => {
    const metadata = JSON.parse('{"__proto__": {"tier": "gold"}, "app": "web"}') as Record<string, unknown>;
    const created = await createSession(server, { metadata });
    expect(Object.keys(created.metadata).sort()).toEqual(['__proto__', 'app']);
    const read = (await gql<{ session: Session }>(READ, { id: created.id })).session;
    expect(Object.keys(read.metadata).sort()).toEqual(['__proto__', 'app']);
    expect(Object.getOwnPropertyDescriptor(read.metadata, '__proto__')?.value).toEqual({ tier: 'gold' });
    expect(read.metadata.app).toBe('web');

    // As a GraphQL literal too.
    const literal = (
      await gql<{ createSession: { session: Session } }>(
        'mutation RtLiteral { createSession(input: { metadata: { __proto__: "x" } }) { session { id title description metadata } } }',
      )
    ).createSession.session;
    expect(Object.keys(literal.metadata)).toEqual(['__proto__']);

    // A filter on that key narrows like any other: it does not turn into an empty filter.
    const other = await createSession(server, { metadata: { app: 'web' } });
    const filtered = (
      await gql<{ sessions: { nodes: Session[] } }>(LIST, { metadata: JSON.parse('{"__proto__": {"tier": "gold"}}') })
    ).sessions.nodes.map((s) => s.id);
    expect(filtered).toContain(created.id);
    expect(filtered).not.toContain(other.id);
    expect(filtered).not.toContain(literal.id);
  });
});
