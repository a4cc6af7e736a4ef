// The composition root: buildApp(config) wires storage, bus, schema and transports once,
// and returns start/stop so tests and main.ts run real servers the same way.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { execute, GraphQLError, subscribe } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { bearerOf, createAuthenticator, type Authenticator } from './auth/authenticator.js';
import { ANONYMOUS, type Identity } from './auth/identity.js';
import type { Config } from './config.js';
import { ConfigReloader } from './config-reload.js';
import { openDatabase, type DatabaseHandle } from './db/connect.js';
import { makeSchemas, type Schemas } from './domain/validation.js';
import { createBus } from './events/create-bus.js';
import { SubscriptionRegistry } from './events/subscription-registry.js';
import { SwitchableBus } from './events/switchable-bus.js';
import { createDashboardHandler } from './http/dashboard.js';
import { GRAPHIQL_DEFAULT_QUERY } from './http/graphiql.js';
import { handleHealth } from './http/health.js';
import { batchWrites } from './http/ws-batching.js';
import { useSharedSubscriptionExecution } from './http/shared-subscription-execution.js';
import { Metrics } from './http/metrics.js';
import { useOperationTelemetry } from './http/operation-telemetry.js';
import {
  documentLimitPlugins,
  maskUnexpectedError,
  refuseOversizedBody,
  useCsrfPrevention,
  useInputErrorCodes,
  useSubscriptionTransportHint,
} from './http/security.js';
import { silentLogger, type Logger } from './logger.js';
import type { GraphQLContext } from './schema/context.js';
import { buildSchema } from './schema/index.js';
import type { ServiceDeps } from './services/deps.js';
import { LlmRuntimeImpl } from './services/llm-scheduler.js';

export interface AppOptions {
  logger?: Logger;
  /** Called with a new log level when a reload changes it. */
  setLogLevel?: (level: string) => void;
  /** Override the clock (tests). */
  now?: () => number;
  /** Environment read on reload (default process.env). */
  env?: NodeJS.ProcessEnv;
}

export interface App {
  readonly deps: ServiceDeps;
  readonly server: Server;
  readonly metrics: Metrics;
  readonly reloader: ConfigReloader;
  /** The configuration now in force. */
  config(): Config;
  /** Listens on config.host:config.port; resolves with the bound address. */
  start(): Promise<{ url: string; port: number }>;
  /** Drains and stops: refuses new work, closes WebSockets with 1001, ends SSE streams, waits for in-flight operations. */
  stop(): Promise<void>;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;
const requestIdOf = (header: string | string[] | null | undefined): string =>
  typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();

/** Credentials from graphql-ws connectionParams: `authorization` ("Bearer …"), `token` or `apiKey`. */
function credentialsFromParams(params: Readonly<Record<string, unknown>> | undefined) {
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const authorization = str(params?.authorization) ?? str(params?.Authorization);
  return {
    bearer: bearerOf(authorization) ?? str(params?.token),
    apiKey: str(params?.apiKey) ?? str(params?.['x-api-key']),
  };
}

const storageChanged = (a: Config, b: Config) =>
  a.databaseUrl !== b.databaseUrl || a.dataDir !== b.dataDir || a.databasePoolSize !== b.databasePoolSize;
const busChanged = (a: Config, b: Config) => a.redisUrl !== b.redisUrl || a.redisChannelPrefix !== b.redisChannelPrefix;

function open(config: Config): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
}

export async function buildApp(initial: Config, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? silentLogger;
  let database = await open(initial);
  const bus = new SwitchableBus(createBus(initial, logger));
  try {
    await bus.start();
  } catch (error) {
    await database.close();
    throw error;
  }

  let config = initial;
  let schemas: Schemas = makeSchemas(config.limits);
  const llm = new LlmRuntimeImpl(() => config.llm, bus, logger);
  const deps: ServiceDeps = {
    db: database.db,
    bus,
    logger,
    limits: () => config.limits,
    schemas: () => schemas,
    now: options.now ?? Date.now,
    subscriberBufferLimit: () => config.subscriberBufferLimit,
    configStatus: () => reloader.status,
    identity: ANONYMOUS,
    llm,
  };
  // Opens, retries and expires LLM requests; hears response chunks on the bus.
  llm.start(deps);

  // A reload builds the new storage and bus first; only when both are up does anything swap.
  const reloader = new ConfigReloader(
    initial,
    async (next, previous) => {
      const nextAuthenticator =
        JSON.stringify(next.auth) === JSON.stringify(previous.auth) ? null : await createAuthenticator(next.auth);
      const nextDatabase = storageChanged(next, previous) ? await open(next) : null;
      let nextBus = null;
      if (busChanged(next, previous)) {
        nextBus = createBus(next, logger);
        try {
          await nextBus.start();
        } catch (error) {
          await nextDatabase?.close();
          throw error;
        }
      }
      if (nextDatabase) {
        const old = database;
        database = nextDatabase;
        deps.db = nextDatabase.db;
        // In-flight transactions hold the old handle; close it once they have had time to finish.
        setTimeout(() => void old.close().catch(() => {}), config.shutdownGraceMs).unref();
      }
      if (nextBus) await bus.swap(nextBus);
      if (nextAuthenticator) authenticator = nextAuthenticator;
      config = next;
      schemas = makeSchemas(next.limits);
      if (next.logLevel !== previous.logLevel) options.setLogLevel?.(next.logLevel);
    },
    logger,
    options.env,
  );

  let authenticator: Authenticator = await createAuthenticator(initial.auth);
  /** A view of the services for one caller: every operation is confined to its tenant. */
  const depsFor = (identity: Identity): ServiceDeps => Object.assign(Object.create(deps) as ServiceDeps, { identity });

  const metrics = new Metrics({ pool: () => database.poolStats(), bus: () => bus.counters() });
  deps.onGapRepair = () => metrics.gapRepairs.inc();
  const subscriptions = new SubscriptionRegistry();

  type ServerContext = { req: IncomingMessage; res: ServerResponse; requestId?: string; transport?: 'ws'; identity?: Identity };
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    logging: false,
    // Served with its assets inline, so GraphiQL works without reaching a CDN.
    renderGraphiQL,
    graphiql: { title: 'Agent conversations', defaultQuery: GRAPHIQL_DEFAULT_QUERY, subscriptionsProtocol: 'WS' },
    // Unexpected errors reach clients as "Unexpected error." — no stack, SQL or paths.
    maskedErrors: { isDev: false, maskError: maskUnexpectedError },
    plugins: [
      useOperationTelemetry({ logger, metrics, subscriptions }),
      useCsrfPrevention(),
      useInputErrorCodes(),
      useSubscriptionTransportHint(),
      useSharedSubscriptionExecution(),
      ...documentLimitPlugins(initial.requestLimits),
    ],
    // The WebSocket path passes its own identity, requestId and transport in the initial context.
    context: async (initial) => {
      const identity =
        initial.identity ??
        (await authenticator.authenticate({
          bearer: bearerOf(initial.request?.headers.get('authorization')),
          apiKey: initial.request?.headers.get('x-api-key'),
        }));
      return {
        deps: depsFor(identity),
        requestId: initial.requestId ?? requestIdOf(initial.request?.headers.get('x-request-id')),
        transport: initial.transport ?? 'http',
      };
    },
  });

  let draining = false;
  const dashboard = createDashboardHandler();
  const server = createServer((req, res) => {
    if (draining) {
      res.writeHead(503, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify({ errors: [{ message: 'The server is shutting down.', extensions: { code: 'SHUTTING_DOWN' } }] }));
      return;
    }
    if (handleHealth(req, res, { database: () => database, bus })) return;
    if (dashboard(req, res)) return;
    if (refuseOversizedBody(req, res, config.requestLimits.maxRequestBytes)) return;
    if ((req.url ?? '').split('?')[0] === '/metrics' && req.method === 'GET') {
      void metrics.render().then(({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType });
        res.end(body);
      });
      return;
    }
    void yoga.handle(req, res);
  });

  // graphql-ws on the same server and path; it runs Yoga's Envelop pipeline so both transports behave alike.
  const wss = new WebSocketServer({ server, path: yoga.graphqlEndpoint, maxPayload: initial.requestLimits.maxRequestBytes });
  wss.on('connection', batchWrites);
  // Over WebSocket the credentials travel in connectionParams, checked once per connection
  // (refused with close code 4403) and again when the token expires.
  const identities = new WeakMap<object, Identity>();
  const wsServer = useServer(
    {
      onConnect: async (ctx) => {
        let identity: Identity;
        try {
          identity = await authenticator.authenticate(credentialsFromParams(ctx.connectionParams));
        } catch {
          return false;
        }
        identities.set(ctx.extra.socket, identity);
        if (identity.expiresAt !== null) {
          const timer = setTimeout(() => ctx.extra.socket.close(4403, 'Token expired'), Math.max(0, identity.expiresAt - Date.now()));
          timer.unref();
          ctx.extra.socket.once('close', () => clearTimeout(timer));
        }
        return true;
      },
      execute: (args: unknown) => (args as { rootValue: { execute: typeof execute } }).rootValue.execute(args as never),
      subscribe: (args: unknown) => (args as { rootValue: { subscribe: typeof subscribe } }).rootValue.subscribe(args as never),
      onSubscribe: async (ctx, _id, params) => {
        const { schema: s, execute: run, subscribe: sub, contextFactory, parse, validate } = yoga.getEnveloped({
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
          schema: s,
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

  let listening = false;
  let stopped: Promise<void> | null = null;
  const stopAll = async () => {
    draining = true;
    const drainDeadline = Date.now() + config.shutdownGraceMs;
    // Stop accepting connections; WebSocket clients are told to go away (1001) and resume with `after`.
    server.close();
    for (const socket of wss.clients) socket.close(1001, 'server shutting down');
    // SSE streams complete; queries and mutations in flight may finish within the grace period.
    subscriptions.closeAll();
    await reloader.close();
    const idle = new Promise<void>((resolve) => {
      if (!listening) return resolve();
      server.closeIdleConnections();
      const poll = setInterval(() => {
        server.closeIdleConnections();
        server.getConnections((_err, count) => {
          if (count === 0) {
            clearInterval(poll);
            resolve();
          }
        });
      }, 25);
      setTimeout(() => {
        clearInterval(poll);
        server.closeAllConnections();
        resolve();
      }, config.shutdownGraceMs).unref();
    });
    await idle;
    // WebSocket peers that did not answer the close within the grace period are cut.
    for (const socket of wss.clients) socket.terminate();
    const teardown = (async () => {
      await wsServer.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await llm.stop();
      await bus.stop();
      await database.close();
    })();
    // A query still stuck in the database holds its pool client, and closing the pool waits for
    // it: past the grace period (at least 1 s for the teardown itself) stop waiting.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), Math.max(1000, drainDeadline - Date.now()));
      timer.unref();
    });
    if ((await Promise.race([teardown, late])) === 'late') logger.warn({}, 'shutdown: resources still busy after the grace period; not waiting for them');
    clearTimeout(timer);
  };

  return {
    deps,
    server,
    metrics,
    reloader,
    config: () => config,
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
    stop() {
      stopped ??= stopAll();
      return stopped;
    },
  };
}
