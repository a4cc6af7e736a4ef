// `/mcp`: the MCP face over the Streamable HTTP transport of the official SDK. Every request
// is authenticated like a GraphQL request (a POST before its body is read, its bytes admitted
// as they arrive); an MCP session belongs to the identity that initialised it, and a request
// naming another identity's session is answered as if the session did not exist. MCP sessions
// are bounded: at most MCP_MAX_SESSIONS_PER_IDENTITY per caller (a new one closes that
// caller's least recently used) and closed after MCP_SESSION_IDLE_MS without a request.
import type { Live } from '../domain/live.js';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { ANONYMOUS, type Identity } from '../auth/identity.js';
import { createMcpServer, type McpFaceOptions } from './server.js';

const MCP_PATH = '/mcp';

interface McpSettings {
  readonly mcpEnabled: boolean;
  readonly mcpWrites: boolean;
  readonly mcpMaxSessionsPerIdentity: number;
  readonly mcpSessionIdleMs: number;
}

export interface McpEndpointOptions extends Omit<McpFaceOptions, 'identityOf' | 'writes'> {
  /** MCP_ENABLED, MCP_WRITES, MCP_MAX_SESSIONS_PER_IDENTITY and MCP_SESSION_IDLE_MS, as now configured. */
  settings: Live<McpSettings>;
}

/** How the HTTP server admits a request's caller (and a POST's body), as for /graphql. */
export interface RequestAccess {
  /** The caller from the headers (401 answered, null returned, when refused). */
  authenticate(req: IncomingMessage, res: ServerResponse): Promise<Identity | null>;
  /** The caller and the admitted body of a POST (refusals answered, null returned). */
  receive(req: IncomingMessage, res: ServerResponse): Promise<{ body: Buffer; identity: Identity } | null>;
}

interface McpSession {
  transport: StreamableHTTPServerTransport;
  close(): void;
  owner: string;
  lastUsed: number;
}

function jsonRpcError(res: ServerResponse, status: number, code: number, message: string): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The identity a transport hands to the MCP server with each request (read back by identityOf). */
const authInfoOf = (identity: Identity): AuthInfo => ({ token: '', clientId: identity.subject, scopes: [], extra: { identity } });

export class McpEndpoint {
  private readonly sessions = new Map<string, McpSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: McpEndpointOptions) {
    this.sweeper = setInterval(() => this.closeIdle(), 30_000);
    this.sweeper.unref();
  }

  /** Whether this request is for /mcp (answered here when it is). */
  handle(req: IncomingMessage, res: ServerResponse, access: RequestAccess): boolean {
    if ((req.url ?? '').split('?')[0] !== MCP_PATH) return false;
    if (!this.options.settings.current.mcpEnabled) {
      jsonRpcError(res, 404, -32601, 'The MCP endpoint is turned off (MCP_ENABLED=false).');
      return true;
    }
    this.serve(req, res, access).catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'MCP request failed');
      jsonRpcError(res, 500, -32603, 'Unexpected error.');
    });
    return true;
  }

  private async serve(req: IncomingMessage, res: ServerResponse, access: RequestAccess): Promise<void> {
    let identity: Identity;
    let body: unknown;
    if (req.method === 'POST') {
      const received = await access.receive(req, res);
      if (!received) return;
      identity = received.identity;
      try {
        body = JSON.parse(received.body.toString('utf8'));
      } catch {
        return jsonRpcError(res, 400, -32700, 'Parse error: the body is not JSON.');
      }
    } else if (req.method === 'GET' || req.method === 'DELETE') {
      const caller = await access.authenticate(req, res);
      if (!caller) return;
      identity = caller;
    } else {
      res.setHeader('allow', 'GET, POST, DELETE');
      return jsonRpcError(res, 405, -32000, 'Method not allowed.');
    }
    const owner = identity.subject ?? ANONYMOUS.subject;
    (req as IncomingMessage & { auth?: AuthInfo }).auth = authInfoOf(identity);

    const sessionId = header(req, 'mcp-session-id');
    if (sessionId !== undefined) {
      const session = this.sessions.get(sessionId);
      // Another caller's session is answered as an unknown one: its existence is not revealed.
      if (!session || session.owner !== owner) return jsonRpcError(res, 404, -32001, 'Session not found.');
      session.lastUsed = Date.now();
      return session.transport.handleRequest(req, res, body);
    }
    if (req.method !== 'POST' || !isInitializeRequest(body)) {
      return jsonRpcError(res, 400, -32000, 'Bad Request: no Mcp-Session-Id; start with an initialize request.');
    }
    const session = await this.open(owner);
    await session.transport.handleRequest(req, res, body);
  }

  private async open(owner: string): Promise<McpSession> {
    const settings = this.options.settings.current;
    const mine = [...this.sessions.entries()].filter(([, s]) => s.owner === owner).sort((a, b) => a[1].lastUsed - b[1].lastUsed);
    for (const [id] of mine.slice(0, Math.max(0, mine.length - settings.mcpMaxSessionsPerIdentity + 1))) this.closeSession(id);

    const face = createMcpServer({
      depsFor: this.options.depsFor,
      identityOf: (extra) => (extra.authInfo?.extra?.identity as Identity | undefined) ?? ANONYMOUS,
      writes: settings.mcpWrites,
      bus: this.options.bus,
      logger: this.options.logger,
    });
    const session: McpSession = {
      owner,
      lastUsed: Date.now(),
      close: () => face.close(),
      transport: new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => {
          this.sessions.set(id, session);
        },
        onsessionclosed: (id) => this.closeSession(id),
      }),
    };
    session.transport.onclose = () => {
      const id = session.transport.sessionId;
      if (id !== undefined) this.closeSession(id);
    };
    await face.server.connect(session.transport);
    return session;
  }

  private closeSession(id: string): void {
    const session = this.sessions.get(id);
    if (!session) return;
    this.sessions.delete(id);
    session.close();
    void session.transport.close().catch(() => {});
  }

  private closeIdle(): void {
    const cutoff = Date.now() - this.options.settings.current.mcpSessionIdleMs;
    for (const [id, session] of this.sessions) if (session.lastUsed < cutoff) this.closeSession(id);
  }

  /** Ends every MCP session (shutdown). */
  close(): void {
    clearInterval(this.sweeper);
    for (const id of [...this.sessions.keys()]) this.closeSession(id);
  }
}
