// The composition root: buildApp(config) wires storage, bus, schema and transports once,
// and returns start/stop so tests and main.ts run real servers the same way.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execute, subscribe } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/connect.js';
import { makeSchemas, type Schemas } from './domain/validation.js';
import type { EventBus } from './events/bus.js';
import { createBus } from './events/create-bus.js';
import { GRAPHIQL_DEFAULT_QUERY } from './http/graphiql.js';
import { handleHealth } from './http/health.js';
import { silentLogger, type Logger } from './logger.js';
import type { GraphQLContext } from './schema/context.js';
import { buildSchema } from './schema/index.js';
import type { ConfigStatus, ServiceDeps } from './services/deps.js';

export interface AppOptions {
  logger?: Logger;
  /** Override the clock (tests). */
  now?: () => number;
}

export interface App {
  readonly config: Config;
  readonly deps: ServiceDeps;
  readonly server: Server;
  /** Listens on config.host:config.port; resolves with the bound address. */
  start(): Promise<{ url: string; port: number }>;
  stop(): Promise<void>;
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? silentLogger;
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  let bus: EventBus;
  try {
    bus = createBus(config, logger);
    await bus.start();
  } catch (error) {
    await database.close();
    throw error;
  }

  const limits = config.limits;
  const schemas: Schemas = makeSchemas(limits);
  const configStatus: ConfigStatus = { lastOutcome: 'applied', lastError: null, rejectedReloads: 0 };
  const deps: ServiceDeps = {
    db: database.db,
    bus,
    logger,
    limits: () => limits,
    schemas: () => schemas,
    now: options.now ?? Date.now,
    subscriberBufferLimit: () => config.subscriberBufferLimit,
    configStatus: () => configStatus,
  };

  const schema = buildSchema();
  const yoga = createYoga<{ req: IncomingMessage; res: ServerResponse }, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    logging: false,
    graphiql: { title: 'Agent conversations', defaultQuery: GRAPHIQL_DEFAULT_QUERY, subscriptionsProtocol: 'WS' },
    context: () => ({ deps }),
  });

  const server = createServer((req, res) => {
    if (handleHealth(req, res, { database, bus })) return;
    void yoga.handle(req, res);
  });

  // graphql-ws on the same server and path; it runs Yoga's Envelop pipeline so both transports behave alike.
  const wss = new WebSocketServer({ server, path: yoga.graphqlEndpoint });
  const wsServer = useServer(
    {
      execute: (args: unknown) => (args as { rootValue: { execute: typeof execute } }).rootValue.execute(args as never),
      subscribe: (args: unknown) => (args as { rootValue: { subscribe: typeof subscribe } }).rootValue.subscribe(args as never),
      onSubscribe: async (ctx, _id, params) => {
        const { schema: s, execute: run, subscribe: sub, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        const args = {
          schema: s,
          operationName: params.operationName,
          document: parse(params.query),
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

  let listening = false;
  return {
    config,
    deps,
    server,
    async start() {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      listening = true;
      const { port } = server.address() as AddressInfo;
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      return { url: `http://${host}:${port}/graphql`, port };
    },
    async stop() {
      await wsServer.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      if (listening) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      await bus.stop();
      await database.close();
    },
  };
}
