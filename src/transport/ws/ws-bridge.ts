// graphql-ws on the HTTP server's path, running Yoga's Envelop pipeline so both transports
// behave alike. Yoga's HTTP hooks do not run here: authentication happens in onConnect
// (refused with close code 4403, and closed with 4403 when the token expires). Connections per
// identity (4429) and subscriptions per connection (TOO_MANY_SUBSCRIPTIONS) are capped; the
// keep-alive and slow readers are handled in ws-slow-consumers.ts.
import type { Live } from '../../domain/live.js';
import type { Server } from 'node:http';
import { type execute, GraphQLError, type subscribe } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { bearerOf, type Authenticator } from '../../auth/authenticator.js';
import { atTime } from '../../auth/expiry.js';
import { ANONYMOUS, type Identity } from '../../auth/identity.js';
import type { LiveConfig } from '../../config-reload.js';
import { isAsyncIterable } from '../async-iterable.js';
import { HOST_NOT_ALLOWED_UPGRADE, hostRefused } from '../http/host-allowlist.js';
import { guardRequestParams } from '../request-params-guard.js';
import { tooManySubscriptions } from '../plugins/use-subscription-quota.js';
import { streamScopeOf } from '../plugins/use-stream-scope.js';
import { keepAlive, SocketStreams } from './ws-slow-consumers.js';
import { batchWrites } from './ws-batching.js';
import { clientError } from '../client-error.js';
import { requestIdOf, type AppYoga } from '../yoga.js';

export interface WebSocketBridgeOptions {
  server: Server;
  yoga: AppYoga;
  /**
   * The configuration in force: MAX_REQUEST_BYTES caps a message (read once, at start-up); the
   * raw-parameter limits, the keep-alive interval (when a socket opens), the caps and ALLOWED_HOSTS
   * (an upgrade with another Host is refused with 421 HOST_NOT_ALLOWED) are read at each use.
   */
  config: LiveConfig;
  authenticator: Live<Authenticator>;
}

/** Close code for an identity over its WebSocket connection cap. */
const TOO_MANY_CONNECTIONS_CLOSE_CODE = 4429;

/** What onSubscribe hands to the execute/subscribe functions below, besides Yoga's own. */
interface BridgeRoot {
  execute: typeof execute;
  subscribe: typeof subscribe;
  ws: { id: string; ctx: { subscriptions: Record<string, unknown> }; socket: object };
}

export interface WebSocketBridge {
  readonly wss: WebSocketServer;
  /** Asks every client to go away (1001): they resume elsewhere with `after`. */
  goAway(): void;
  /** Cuts clients that did not answer the close, then disposes graphql-ws and the server. */
  close(): Promise<void>;
}

/** Credentials from graphql-ws connectionParams: `authorization` ("Bearer …"), `token` or `apiKey`. */
function credentialsFromParams(params: Readonly<Record<string, unknown>> | undefined) {
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const authorization = str(params?.authorization) ?? str(params?.Authorization);
  return {
    bearer: bearerOf(authorization) ?? str(params?.token),
    apiKey: str(params?.apiKey) ?? str(params?.['x-api-key']),
  };
}

export function attachWebSocketBridge(options: WebSocketBridgeOptions): WebSocketBridge {
  const { yoga, config } = options;
  const hosts = { allowedHosts: () => config.current.allowedHosts, authEnabled: () => options.authenticator.current.enabled };
  const wss = new WebSocketServer({
    server: options.server,
    path: yoga.graphqlEndpoint,
    maxPayload: config.current.requestLimits.maxRequestBytes,
    verifyClient: ({ req }, accept) => {
      if (!hostRefused(yoga.graphqlEndpoint, req.headers.host, hosts)) return accept(true);
      const refusal = HOST_NOT_ALLOWED_UPGRADE;
      accept(false, refusal.status, refusal.body, refusal.headers);
    },
  });
  const socketStreams = new WeakMap<object, SocketStreams>();
  wss.on('connection', (socket) => {
    batchWrites(socket);
    const streams = new SocketStreams(socket);
    socketStreams.set(socket, streams);
    keepAlive(socket, config.current.transport.wsKeepAliveMs, streams);
  });
  const identities = new WeakMap<object, Identity>();
  /** Open connections per authenticated identity. */
  const connections = new Map<string, number>();
  const wsServer = useServer(
    {
      onConnect: async (ctx) => {
        let identity: Identity;
        const authenticator = options.authenticator.current;
        try {
          identity = await authenticator.authenticate(credentialsFromParams(ctx.connectionParams));
        } catch {
          return false;
        }
        if (authenticator.enabled) {
          const key = identity.subject;
          const open = connections.get(key) ?? 0;
          if (open >= config.current.transport.maxWsConnectionsPerIdentity) {
            ctx.extra.socket.close(TOO_MANY_CONNECTIONS_CLOSE_CODE, 'Too many WebSocket connections for this identity');
            return false;
          }
          connections.set(key, open + 1);
          ctx.extra.socket.once('close', () => {
            const left = (connections.get(key) ?? 1) - 1;
            if (left <= 0) connections.delete(key);
            else connections.set(key, left);
          });
        }
        identities.set(ctx.extra.socket, identity);
        if (identity.expiresAt !== null) {
          const cancel = atTime(identity.expiresAt, () => ctx.extra.socket.close(4403, 'Token expired'));
          ctx.extra.socket.once('close', cancel);
        }
        return true;
      },
      execute: (args: unknown) => (args as { rootValue: BridgeRoot }).rootValue.execute(args as never),
      subscribe: async (args: unknown) => {
        const { rootValue, contextValue } = args as { rootValue: BridgeRoot; contextValue: unknown };
        const result = await rootValue.subscribe(args as never);
        const streams = socketStreams.get(rootValue.ws.socket);
        if (!streams || !isAsyncIterable(result)) return result;
        return streams.adopt(rootValue.ws.id, rootValue.ws.ctx, result as AsyncIterable<never>, streamScopeOf(contextValue));
      },
      onSubscribe: async (ctx, id, params) => {
        const refusal = guardRequestParams(params, config.current.requestLimits);
        if (refusal) return [refusal];
        // graphql-ws has registered this operation already: it counts.
        if (Object.keys(ctx.subscriptions).length > config.current.transport.maxSubscriptionsPerConnection) {
          return [tooManySubscriptions('per connection')];
        }
        const {
          schema,
          execute: run,
          subscribe: sub,
          contextFactory,
          parse,
          validate,
        } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          requestId: requestIdOf(ctx.extra.request.headers['x-request-id']),
          transport: 'ws',
          identity: identities.get(ctx.extra.socket) ?? ANONYMOUS,
        });
        let document;
        try {
          document = parse(params.query);
        } catch (error) {
          return [error instanceof GraphQLError ? error : clientError('GRAPHQL_PARSE_FAILED', 'Syntax error.')];
        }
        const args = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute: run, subscribe: sub, ws: { id, ctx, socket: ctx.extra.socket } } satisfies BridgeRoot,
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wss,
    // graphql-ws's own keep-alive terminates slow readers without a word: ours is in keepAlive().
    0,
  );

  return {
    wss,
    goAway() {
      for (const socket of wss.clients) socket.close(1001, 'server shutting down');
    },
    async close() {
      for (const socket of wss.clients) socket.terminate();
      await wsServer.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
