// Operations the conversation suites share (test/integration/conversation-*.test.ts): plain
// GraphQL strings over the test server, failing the test on any error.
import { vi } from 'vitest';
import { createSession as createSessionFields } from './flow.js';
import type { GraphQLResponse, TestServer } from './server.js';

export async function ok<T = any>(server: TestServer, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = (await server.request(query, variables)) as GraphQLResponse<T>;
  if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
  return result.data as T;
}

export const text = (t: string) => ({ content: [{ text: { text: t } }] });

/** A new session's id (title "c"), created through the kit. */
export async function createSession(server: TestServer, metadata?: Record<string, unknown>): Promise<string> {
  return (await createSessionFields(server, { title: 'c', metadata: metadata ?? null })).id;
}

export interface Sent {
  entryId: string;
  parentId: string | null;
  contextOffset: number | null;
  created: boolean;
}

export async function send(
  server: TestServer,
  sessionId: string,
  message: string,
  extra: { parentId?: string; entryId?: string; llmRequestPolicy?: string } = {},
): Promise<Sent> {
  const data = await ok(
    server,
    `mutation($input: SendMessageInput!) { sendMessage(input: $input) { entry { entryId parentId } contextOffset created session { activeLeafId } } }`,
    { input: { sessionId, message: text(message), ...extra } },
  );
  const p = data.sendMessage;
  return { entryId: p.entry.entryId, parentId: p.entry.parentId, contextOffset: p.contextOffset, created: p.created };
}

export interface OpenRequest {
  offset: number;
  triggerEntryId: string | null;
  prompt: {
    offset: number;
    role: string;
    content: string;
    entryId: string | null;
    key: string | null;
    functionCalls: unknown[];
    functionResult: unknown;
  }[];
}

const OPEN = `query($id: ID!) { session(id: $id) { context { openRequest { offset triggerEntryId
  prompt { offset role content entryId key functionCalls { callId functionId arguments } functionResult { callId functionId } } } } } }`;

/** Waits until a request other than those in `seen` is open, and answers it. */
export async function openRequest(server: TestServer, sessionId: string, seen: readonly number[] = []): Promise<OpenRequest> {
  return vi.waitFor(
    async () => {
      const data = await ok(server, OPEN, { id: sessionId });
      const open = data.session.context.openRequest as OpenRequest | null;
      if (!open || seen.includes(open.offset)) throw new Error(`no new request opened in session ${sessionId} (seen: ${seen.join(', ')})`);
      return open;
    },
    { timeout: 10_000, interval: 20 },
  );
}

export async function settle(server: TestServer, sessionId: string, requestOffset: number, result: Record<string, unknown>): Promise<boolean> {
  const data = await ok(server, 'mutation($input: SettleLlmRequestInput!) { settleLlmRequest(input: $input) { settled } }', {
    input: { sessionId, requestOffset, result },
  });
  return data.settleLlmRequest.settled as boolean;
}

export async function chunk(server: TestServer, sessionId: string, requestOffset: number, sequence: number, text: string): Promise<void> {
  await ok(server, 'mutation($input: AppendLlmResponseChunkInput!) { appendLlmResponseChunk(input: $input) { accepted } }', {
    input: { sessionId, requestOffset, sequence, chunk: text },
  });
}

export const ENTRY = `entryId parentId timestamp ... on MessageEntry { message { role content { __typename ... on TextBlock { text }
  ... on FunctionCallBlock { callId functionId arguments } }
  ... on AssistantMessage { stopReason nativeStopReason errorKind usage { input output cacheRead reasoning } } } }`;

/** The session's active path (messages), its count and leaf. */
export async function transcript(server: TestServer, sessionId: string, fromEntryId?: string) {
  const data = await ok(
    server,
    `query($id: ID!, $from: ID) { session(id: $id) { messageCount activeLeafId messages(first: 100, fromEntryId: $from) { nodes { ${ENTRY} } } } }`,
    { id: sessionId, from: fromEntryId ?? null },
  );
  return data.session as { messageCount: number; activeLeafId: string; messages: { nodes: any[] } };
}
