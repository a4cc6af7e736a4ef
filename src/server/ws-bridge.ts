// graphql-ws on the HTTP server's path, running Yoga's Envelop pipeline so both transports
// behave alike. Yoga's HTTP hooks do not run here: authentication happens in onConnect
// (refused with close code 4403, and closed with 4403 when the token expires).
import type { Server } from 'node:http';
import { execute, GraphQLError, subscribe } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { bearerOf, type Authenticator } from '../auth/authenticator.js';
import { atTime } from '../auth/expiry.js';
import { ANONYMOUS, type Identity } from '../auth/identity.js';
import type { RequestLimits } from '../config.js';
import { guardRequestParams } from '../http/request-guards.js';
import { batchWrites } from '../http/ws-batching.js';
import { requestIdOf, type AppYoga } from './yoga.js';

export interface WebSocketBridgeOptions {
  server: Server;
  yoga: AppYoga;
  maxPayloadBytes: number;
  /** Limits checked on each operation's raw parameters before parsing (nesting, variables). */
  requestLimits(): RequestLimits;
  authenticator(): Authenticator;
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
  const { yoga } = options;
  const wss = new WebSocketServer({ server: options.server, path: yoga.graphqlEndpoint, maxPayload: options.maxPayloadBytes });
  wss.on('connection', batchWrites);
  const identities = new WeakMap<object, Identity>();
  const wsServer = useServer(
    {
      onConnect: async (ctx) => {
        let identity: Identity;
        try {
          identity = await options.authenticator().authenticate(credentialsFromParams(ctx.connectionParams));
        } catch {
          return false;
        }
        identities.set(ctx.extra.socket, identity);
        if (identity.expiresAt !== null) {
          const cancel = atTime(identity.expiresAt, () => ctx.extra.socket.close(4403, 'Token expired'));
          ctx.extra.socket.once('close', cancel);
        }
        return true;
      },
      execute: (args: unknown) => (args as { rootValue: { execute: typeof execute } }).rootValue.execute(args as never),
      subscribe: (args: unknown) => (args as { rootValue: { subscribe: typeof subscribe } }).rootValue.subscribe(args as never),
      onSubscribe: async (ctx, _id, params) => {
        const refusal = guardRequestParams(params, options.requestLimits());
        if (refusal) return [refusal];
        const { schema, execute: run, subscribe: sub, contextFactory, parse, validate } = yoga.getEnveloped({
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
          return [error instanceof GraphQLError ? error : new GraphQLError('Syntax error.', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
        }
        const args = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute: run, subscribe: sub },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wss,
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
