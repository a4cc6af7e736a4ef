// The README's short examples for the AI SDK and MCP, as code that runs: each `// #region
// <name>` must appear in README.md verbatim (test/clients/readme-snippets.test.ts checks that
// and runs them against a real service).

// #region ai-sdk
import { createClient } from '@agent-conversations/client';
import { loadUIMessages, ServiceChatTransport } from '@agent-conversations/client/ai-sdk';
import { Chat } from '@ai-sdk/react';

export async function openChat(url: string, sessionId: string) {
  const client = createClient({ url }); // e.g. http://localhost:4000/graphql
  const transport = new ServiceChatTransport({ client });
  // The session's active path (ids = entry ids); in a component: useChat({ chat, resume: true }).
  return new Chat({ id: sessionId, messages: await loadUIMessages(client, sessionId), transport });
}
// #endregion

// #region mcp
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export async function searchSessions(serviceUrl: string, query: string, token?: string) {
  const mcp = new Client({ name: 'my-agent', version: '1.0.0' });
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  await mcp.connect(new StreamableHTTPClientTransport(new URL('/mcp', serviceUrl), { requestInit: { headers } }));
  const result = await mcp.callTool({ name: 'search_sessions', arguments: { query } });
  await mcp.close();
  return result;
}
// #endregion
