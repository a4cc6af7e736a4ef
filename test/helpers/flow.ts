// The operations tests run most, typed from the committed schema (GraphQL Code Generator), each
// failing the test on any GraphQL error. A test that asserts a refusal uses `server.request`
// with the same documents and reads `errors` itself.
import { graphql } from '../gql/index.js';
import type { CreateSessionInput, MessageInput } from '../gql/graphql.js';
import { CreateSession, GetSession } from './documents.js';
import type { GraphQLResponse, TestServer } from './server.js';

export const AppendMessages = graphql(`
  mutation AppendMessages($input: AppendMessagesInput!) {
    appendMessages(input: $input) {
      entryIds
      lastEntryId
      session {
        id
        messageCount
        lastOffset
        activeLeafId
      }
    }
  }
`);

/** Anything that sends an operation and returns the response: a TestServer, or a wrapper over another server's URL. */
export type Requester = Pick<TestServer, 'request'>;

/** Request headers of one caller: `{}` for the anonymous caller of a server without authentication. */
export type Headers = Record<string, string>;

/** The data of a response, or an Error naming every GraphQL error of it. */
export function dataOf<T>(result: GraphQLResponse<T>, what: string): T {
  if (result.errors?.length || !result.data) throw new Error(`${what}: ${JSON.stringify(result.errors ?? 'no data')}`);
  return result.data;
}

/** A user message of plain text, as `MessageInput`. */
export const userText = (text: string): MessageInput => ({ user: { content: [{ text: { text } }] } });

/** An assistant message of plain text, as `MessageInput`. */
export const assistantText = (text: string): MessageInput => ({ assistant: { content: [{ text: { text } }], stopReason: 'END' } });

/** Creates a session as `headers`' caller and returns its scalar fields. */
export async function createSession(server: Requester, input: CreateSessionInput = {}, headers: Headers = {}) {
  return dataOf(await server.request(CreateSession, { input }, headers), 'createSession').createSession.session;
}

/** Reads a session's scalar fields (null when the caller cannot see it). */
export async function getSession(server: Requester, id: string, headers: Headers = {}) {
  return dataOf(await server.request(GetSession, { id }, headers), 'session').session;
}

/** Appends messages in one call (after the active leaf unless `parentId` is given). */
export async function appendMessages(
  server: Requester,
  sessionId: string,
  messages: readonly MessageInput[],
  options: { parentId?: string; headers?: Headers } = {},
) {
  const input = { sessionId, messages: [...messages], ...(options.parentId ? { parentId: options.parentId } : {}) };
  return dataOf(await server.request(AppendMessages, { input }, options.headers ?? {}), 'appendMessages').appendMessages;
}
