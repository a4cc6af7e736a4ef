// The service as an MCP server (SPEC §8's "what real clients need", issue 26): tools to list,
// search and read sessions — and, with MCP_WRITES, to send a message to or fork them — and a `session://{id}`
// resource per session whose changes a client can subscribe to. Every call runs as the caller
// of its HTTP request (the same authentication and tenant guard as GraphQL): a tenant sees,
// reads and is notified about only its own sessions.
import { McpServer, type RegisteredTool, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  type CallToolResult,
  McpError,
  type ServerNotification,
  type ServerRequest,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Identity } from '../auth/identity.js';
import { SESSION_STATUSES, type JsonObject, type SessionStatus } from '../domain/types.js';
import { ServiceError } from '../domain/errors.js';
import type { EventBus } from '../events/bus.js';
import type { Logger } from '../logger.js';
import type { ServiceDeps } from '../services/deps.js';
import { sendMessage } from '../services/conversation.js';
import { searchSessions } from '../services/search.js';
import { getSession, listSessions } from '../services/sessions.js';
import { pageSize } from '../domain/paging.js';
import { findSessionForMessages, forkSession, messages } from '../services/transcript.js';
import { sessionLine, transcriptText } from './transcript-text.js';

type McpExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export interface McpFaceOptions {
  /** The services as `identity` sees them, for one call. */
  depsFor(identity: Identity): ServiceDeps;
  /** The caller of the HTTP request a call arrived on. */
  identityOf(extra: McpExtra): Identity;
  /** MCP_WRITES: offer the tools that change sessions. */
  writes: boolean;
  bus: EventBus;
  logger: Logger;
}

const SESSION_URI = 'session://{id}';
const sessionUri = (id: string) => `session://${id}`;
const idOfUri = (uri: string): string | null =>
  uri.startsWith('session://') && uri.length > 'session://'.length ? decodeURIComponent(uri.slice(10)) : null;

/** MCP's code for a resource that does not exist (another tenant's session included). */
const RESOURCE_NOT_FOUND = -32002;
const resourceNotFound = (id: string) => new McpError(RESOURCE_NOT_FOUND, `Session "${id}" not found.`, { uri: sessionUri(id) });

/** Resources one MCP session may be subscribed to at once (each is a listener on the bus). */
const MAX_SUBSCRIPTIONS = 256;

/** Messages a resource read shows: the newest of the active path. */
const RESOURCE_MESSAGES = 200;

const status = z.enum(SESSION_STATUSES.map((s) => s.toUpperCase()) as [string, ...string[]]);
const toStatus = (value: string | undefined): SessionStatus | undefined => (value === undefined ? undefined : (value.toLowerCase() as SessionStatus));

const text = (value: string, structured?: Record<string, unknown>): CallToolResult => ({
  content: [{ type: 'text', text: value }],
  ...(structured ? { structuredContent: structured } : {}),
});

/** A tool's refusal, as MCP reports tool errors: a result the model can read, with the service's code. */
function refusal(error: unknown, logger: Logger): CallToolResult {
  if (error instanceof ServiceError) return { isError: true, content: [{ type: 'text', text: `${error.code}: ${error.message}` }] };
  logger.error({ err: error }, 'MCP tool failed');
  return { isError: true, content: [{ type: 'text', text: 'INTERNAL_SERVER_ERROR: Unexpected error.' }] };
}

/** The newest `last` messages of a session's active branch (before `before`) as text; null when the caller cannot see it. */
async function readPath(deps: ServiceDeps, sessionId: string, last: number, before?: string) {
  const input = { last: pageSize(deps, last), before };
  const session = await findSessionForMessages(deps, sessionId, input);
  if (!session) return null;
  const page = await messages(deps, session, input);
  const earlier = page.hasPreviousPage && page.cursors[0] ? { before: page.cursors[0] } : null;
  return { text: transcriptText(session, page.items, earlier), entryIds: page.items.map((e) => e.id), before: earlier?.before ?? null };
}

/** An MCP server for one MCP session (one client connection); its calls run as each request's caller. */
export function createMcpServer(options: McpFaceOptions): { server: McpServer; close(): void } {
  const server = new McpServer(
    { name: 'agent-conversations', version: '0.1.0' },
    {
      capabilities: { resources: { subscribe: true } },
      instructions:
        'Sessions are conversations with an agent: list_sessions and search_sessions find them, read_session reads the messages of one (the active branch, newest last, with entry ids), and each is the resource session://<id>.',
    },
  );
  const deps = (extra: McpExtra) => options.depsFor(options.identityOf(extra));
  const guarded =
    <A>(run: (args: A, extra: McpExtra) => Promise<CallToolResult>) =>
    async (args: A, extra: McpExtra): Promise<CallToolResult> => {
      try {
        return await run(args, extra);
      } catch (error) {
        return refusal(error, options.logger);
      }
    };

  server.registerTool(
    'list_sessions',
    {
      title: 'List sessions',
      description: 'The sessions you can see, most recently changed first.',
      inputSchema: {
        status: status.optional().describe('Only sessions with this status.'),
        metadata: z.record(z.string(), z.unknown()).optional().describe('Only sessions whose metadata has these keys with these values.'),
        limit: z.number().int().min(1).optional().describe('How many (default 20, at most the service page size).'),
      },
    },
    guarded(async ({ status: wanted, metadata, limit }, extra) => {
      const d = deps(extra);
      const page = await listSessions(d, { first: pageSize(d, limit ?? 20), status: toStatus(wanted), metadata: metadata as JsonObject | undefined });
      const lines = page.items.map(sessionLine);
      return text(lines.length ? lines.join('\n') : '(no sessions)', {
        sessions: page.items.map(({ id, title, status, messageCount, updatedAt }) => ({ id, title, status, messageCount, updatedAt })),
      });
    }),
  );

  server.registerTool(
    'search_sessions',
    {
      title: 'Search sessions',
      description: 'Full-text search over titles and messages; the best matches first, each with the matching passages and their entry ids.',
      inputSchema: {
        query: z.string().describe('Words to look for.'),
        status: status.optional().describe('Only sessions with this status.'),
        limit: z.number().int().min(1).optional().describe('How many sessions (default 10, at most the service page size).'),
      },
    },
    guarded(async ({ query, status: wanted, limit }, extra) => {
      const d = deps(extra);
      const page = await searchSessions(d, { query, first: pageSize(d, limit ?? 10), status: toStatus(wanted) });
      const blocks = page.items.map((hit) => [sessionLine(hit.session), ...hit.snippets.map((s) => `  ${s.entryId}: ${s.text}`)].join('\n'));
      return text(blocks.length ? blocks.join('\n\n') : `(nothing matches "${query}")`, {
        hits: page.items.map((hit) => ({ sessionId: hit.session.id, title: hit.session.title, snippets: hit.snippets })),
      });
    }),
  );

  server.registerTool(
    'read_session',
    {
      title: 'Read a session',
      description: 'The messages of a session’s active branch, oldest first, each under its entry id; pages back with `before`.',
      inputSchema: {
        sessionId: z.string().describe('The session.'),
        last: z.number().int().min(1).optional().describe('How many of the newest messages (default 20, at most the service page size).'),
        before: z.string().optional().describe('Only messages before this cursor (given at the top of the previous page).'),
      },
    },
    guarded(async ({ sessionId, last, before }, extra) => {
      const read = await readPath(deps(extra), sessionId, last ?? 20, before);
      if (!read) throw new ServiceError('NOT_FOUND', `Session "${sessionId}" not found.`, { sessionId });
      return text(read.text, { sessionId, entryIds: read.entryIds, before: read.before });
    }),
  );

  const writeTools: RegisteredTool[] = [];
  if (options.writes) {
    writeTools.push(
      server.registerTool(
        'fork_session',
        {
          title: 'Fork a session',
          description: 'A new session holding the path from the first message to `entryId`; the original is unchanged.',
          inputSchema: {
            sessionId: z.string().describe('The session to fork.'),
            entryId: z.string().describe('The last message to carry over (an entry id from read_session).'),
            title: z.string().optional().describe('Title of the new session (default: the source’s).'),
          },
        },
        guarded(async ({ sessionId, entryId, title }, extra) => {
          const fork = await forkSession(deps(extra), { sessionId, entryId, title });
          return text(`Forked into ${sessionLine(fork)}`, { sessionId: fork.id });
        }),
      ),
      server.registerTool(
        'send_message',
        {
          title: 'Send a message',
          description:
            'One user turn (sendMessage): the text goes into the transcript and the model’s context, and the model’s reply lands under it when a worker answers. Returns the new entry id.',
          inputSchema: {
            sessionId: z.string().describe('The session.'),
            text: z.string().describe('The message.'),
            parentId: z
              .string()
              .optional()
              .describe('Answer under this entry instead of the active leaf (an earlier message’s parent makes an edit: a branch).'),
          },
        },
        guarded(async ({ sessionId, text: body, parentId }, extra) => {
          const d = deps(extra);
          const sent = await sendMessage(d, {
            sessionId,
            message: { role: 'user', timestamp: d.now(), content: [{ type: 'text', text: body }] },
            parentId: parentId ?? null,
          });
          const entryId = sent.entries[0]?.id ?? null;
          return text(`Sent as entry ${entryId} in ${sessionLine(sent.session)}; the reply lands under it.`, { sessionId, entryId });
        }),
      ),
    );
  }

  server.registerResource(
    'session',
    new ResourceTemplate(SESSION_URI, {
      list: async (extra) => {
        const d = deps(extra);
        const page = await listSessions(d, { first: pageSize(d, 50) });
        return { resources: page.items.map((s) => ({ uri: sessionUri(s.id), name: s.title || s.id, mimeType: 'text/markdown' })) };
      },
    }),
    { title: 'Session transcript', description: 'A session’s active branch as Markdown (the newest 200 messages).', mimeType: 'text/markdown' },
    async (uri, variables, extra) => {
      const id = String(variables.id);
      const read = await readPath(deps(extra), id, RESOURCE_MESSAGES);
      if (!read) throw resourceNotFound(id);
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: read.text }] };
    },
  );

  // Subscriptions: a change to a subscribed session (any event of its stream, or its deletion)
  // sends notifications/resources/updated; the client reads the resource again.
  const watched = new Map<string, () => void>();
  server.server.setRequestHandler(SubscribeRequestSchema, async (request, extra) => {
    const { uri } = request.params;
    const id = idOfUri(uri);
    // Only a session the caller can see: another tenant's is "not found", as everywhere.
    if (id === null || !(await getSession(deps(extra), id))) throw resourceNotFound(id ?? uri);
    if (!watched.has(uri) && watched.size >= MAX_SUBSCRIPTIONS) {
      throw new McpError(-32600, `At most ${MAX_SUBSCRIPTIONS} resources may be subscribed to in one MCP session: unsubscribe from one first.`);
    }
    if (!watched.has(uri)) {
      let pending = false;
      const stopListening = options.bus.listen((event) => {
        if (event.sessionId !== id || pending) return;
        // One notification per burst of events: the client rereads the whole resource anyway.
        pending = true;
        queueMicrotask(() => {
          pending = false;
          void server.server.sendResourceUpdated({ uri }).catch(() => {});
        });
      });
      // A sharded bus (Redis Cluster) delivers only the sessions this instance watches.
      const unwatch = options.bus.watch?.(id);
      watched.set(uri, () => {
        stopListening();
        unwatch?.();
      });
    }
    return {};
  });
  server.server.setRequestHandler(UnsubscribeRequestSchema, async (request) => {
    watched.get(request.params.uri)?.();
    watched.delete(request.params.uri);
    return {};
  });

  return {
    server,
    close() {
      for (const off of watched.values()) off();
      watched.clear();
      for (const tool of writeTools) tool.remove();
      void server.close().catch(() => {});
    },
  };
}
