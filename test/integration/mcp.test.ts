// The MCP face at /mcp (issue 26 §2), driven by the official SDK's own client over Streamable
// HTTP: the tools it lists, each tool's result and refusals, the session resource and its
// change notification, read-only unless MCP_WRITES, the same authentication and tenant guard as
// GraphQL (another tenant's session is invisible, its MCP session unusable), bounded sessions.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hs256Token, TEST_SECRET } from '../helpers/auth.js';
import { appendMessages, createSession, userText } from '../helpers/flow.js';
import { transportBackends, startServer, type TestServer } from '../helpers/server.js';

type ToolResult = { isError?: boolean; content: { type: string; text?: string }[]; structuredContent?: Record<string, unknown> };
const textOf = (result: unknown) => (result as ToolResult).content.map((c) => c.text ?? '').join('\n');

describe.each(transportBackends())('the MCP face at /mcp (%s)', (backend) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  const clients: Client[] = [];
  const mcpUrl = () => new URL(server.url.replace(/\/graphql$/, '/mcp'));

  async function connect(token: string | null): Promise<Client> {
    const client = new Client({ name: 'test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(mcpUrl(), {
      requestInit: token ? { headers: { authorization: `Bearer ${token}` } } : {},
    });
    await client.connect(transport);
    clients.push(client);
    return client;
  }
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const create = async (token: string, title: string) => (await createSession(server, { title }, as(token))).id;
  const append = async (token: string, sessionId: string, text: string) =>
    (await appendMessages(server, sessionId, [userText(text)], { headers: as(token) })).lastEntryId;

  beforeAll(async () => {
    server = await startServer({ backend, config: { auth: { jwtSecret: TEST_SECRET }, mcpMaxSessionsPerIdentity: 3 } });
    alice = await hs256Token({ sub: 'u_alice' });
    bob = await hs256Token({ sub: 'u_bob' });
  });
  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => {});
    await server?.stop();
  });

  it('refuses a caller without credentials, as /graphql does', async () => {
    const response = await fetch(mcpUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
      }),
    });
    expect(response.status).toBe(401);
    await expect(connect(null)).rejects.toThrow();
  });

  it('lists the read tools only (read-only by default) and the session resource template', async () => {
    const client = await connect(alice);
    const tools = (await client.listTools()).tools.map((t) => t.name).sort();
    expect(tools).toEqual(['list_sessions', 'read_session', 'search_sessions']);
    const templates = (await client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate);
    expect(templates).toEqual(['session://{id}']);
  });

  it('lists, searches and reads only the caller’s sessions, with entry ids and paging', async () => {
    const mine = await create(alice, 'Alice plans the trip');
    const first = await append(alice, mine, 'Book a train to Lisbon');
    for (let i = 0; i < 4; i++) await append(alice, mine, `Packing item ${i}`);
    const theirs = await create(bob, 'Bob secret plans');
    await append(bob, theirs, 'Lisbon is also in Bob’s plans');
    const client = await connect(alice);

    const listed = await client.callTool({ name: 'list_sessions', arguments: {} });
    expect(textOf(listed)).toContain(mine);
    expect(textOf(listed)).not.toContain(theirs);

    const found = await client.callTool({ name: 'search_sessions', arguments: { query: 'Lisbon' } });
    expect(textOf(found)).toContain(mine);
    expect(textOf(found)).toContain(first);
    expect(textOf(found)).not.toContain(theirs);

    const page = await client.callTool({ name: 'read_session', arguments: { sessionId: mine, last: 2 } });
    expect(textOf(page)).toContain('Packing item 3');
    expect(textOf(page)).not.toContain('Book a train');
    const before = (page as ToolResult).structuredContent?.before as string;
    expect(typeof before).toBe('string');
    const earlier = await client.callTool({ name: 'read_session', arguments: { sessionId: mine, last: 10, before } });
    expect(textOf(earlier)).toContain(first);
    expect(textOf(earlier)).toContain('Book a train to Lisbon');

    // Another tenant's session is not found, exactly like an unknown one.
    for (const sessionId of [theirs, 's_does_not_exist']) {
      const refused = (await client.callTool({ name: 'read_session', arguments: { sessionId } })) as ToolResult;
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toMatch(/^NOT_FOUND: /);
    }
    await expect(client.readResource({ uri: `session://${theirs}` })).rejects.toThrow(/not found/i);
    const resource = await client.readResource({ uri: `session://${mine}` });
    const [content] = resource.contents;
    expect(content && 'text' in content ? content.text : '').toContain('Book a train to Lisbon');
  });

  it('tells a subscriber when a session changes', async () => {
    const id = await create(alice, 'Watched');
    const client = await connect(alice);
    const updates: string[] = [];
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => {
      updates.push(n.params.uri);
    });
    await client.subscribeResource({ uri: `session://${id}` });
    // Another tenant cannot subscribe to it.
    const other = await connect(bob);
    await expect(other.subscribeResource({ uri: `session://${id}` })).rejects.toThrow(/not found/i);

    await append(alice, id, 'Something new');
    await expect.poll(() => updates, { message: 'the resource update notification' }).toContain(`session://${id}`);
  });

  it('keeps an MCP session to the caller that opened it', async () => {
    const client = await connect(alice);
    const sessionId = (client.transport as StreamableHTTPClientTransport).sessionId!;
    const response = await fetch(mcpUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': sessionId, ...as(bob) },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list', params: {} }),
    });
    expect(response.status).toBe(404);
  });

  it('closes a caller’s least recently used MCP session beyond MCP_MAX_SESSIONS_PER_IDENTITY', async () => {
    const carol = await hs256Token({ sub: 'u_carol' });
    const oldest = await connect(carol);
    for (let i = 0; i < 3; i++) await connect(carol);
    await expect(oldest.listTools()).rejects.toThrow();
  });
});

describe('the MCP face with MCP_WRITES', () => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startServer({ backend: 'pglite', config: { mcpWrites: true } });
    client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url.replace(/\/graphql$/, '/mcp'))));
  });
  afterAll(async () => {
    await client?.close();
    await server?.stop();
  });

  it('forks a session at an entry', async () => {
    expect((await client.listTools()).tools.map((t) => t.name)).toContain('fork_session');
    const sessionId = (await createSession(server, { title: 'Source' })).id;
    const entryId = (await appendMessages(server, sessionId, [userText('Keep this')])).lastEntryId;
    await appendMessages(server, sessionId, [userText('Not this')]);

    const forked = (await client.callTool({ name: 'fork_session', arguments: { sessionId, entryId } })) as ToolResult;
    expect(forked.isError).toBeFalsy();
    const forkId = forked.structuredContent?.sessionId as string;
    const read = await client.callTool({ name: 'read_session', arguments: { sessionId: forkId } });
    expect(textOf(read)).toContain('Keep this');
    expect(textOf(read)).not.toContain('Not this');

    const refused = (await client.callTool({ name: 'fork_session', arguments: { sessionId, entryId: 'e_unknown' } })) as ToolResult;
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^ENTRY_NOT_FOUND: /);
  });

  it('sends a message: one user turn in the transcript and the context', async () => {
    expect((await client.listTools()).tools.map((t) => t.name)).toContain('send_message');
    const sessionId = (await createSession(server, { title: 'Chat' })).id;

    const sent = (await client.callTool({ name: 'send_message', arguments: { sessionId, text: 'Hello from MCP' } })) as ToolResult;
    expect(sent.isError).toBeFalsy();
    const entryId = sent.structuredContent?.entryId as string;
    const stored = await server.request(
      'query($id: ID!) { session(id: $id) { activeLeafId context { items { role content } } messages(last: 5) { nodes { entryId } } } }',
      { id: sessionId },
    );
    const session = (stored.data as { session: any }).session;
    expect(session.activeLeafId).toBe(entryId);
    expect(session.messages.nodes.map((n: { entryId: string }) => n.entryId)).toEqual([entryId]);
    expect(session.context.items).toEqual([{ role: 'USER', content: 'Hello from MCP' }]);
    expect(textOf(await client.callTool({ name: 'read_session', arguments: { sessionId } }))).toContain('Hello from MCP');

    const refused = (await client.callTool({ name: 'send_message', arguments: { sessionId: 's_unknown', text: 'x' } })) as ToolResult;
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^NOT_FOUND: /);
  });
});
