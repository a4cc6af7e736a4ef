// The composition root: buildApp(config) wires storage, bus, services and transports once,
// and returns start/stop so tests and main.ts run real servers the same way. Each part
// lives in its own file (transport/ for the servers); this one only composes them.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuthenticator, type Authenticator } from './auth/authenticator.js';
import type { Identity } from './auth/identity.js';
import type { Config } from './config.js';
import { ConfigReloader } from './config-reload.js';
import { SwitchableDatabase } from './db/switchable-database.js';
import { makeValidators, type Validators } from './domain/validation.js';
import { createBus } from './events/create-bus.js';
import { LargePayloadBus } from './events/large-payloads.js';
import { SubscriptionRegistry } from './events/subscription-registry.js';
import { StorageHealth } from './services/storage-health.js';
import { SwitchableBus } from './events/switchable-bus.js';
import { Metrics } from './transport/metrics.js';
import { silentLogger, type Logger } from './logger.js';
import { HttpDrain } from './transport/http/http-drain.js';
import { createHttpServer } from './transport/http/http-server.js';
import { openStorage, reloadApplier } from './transport/reload.js';
import { shutdown } from './transport/shutdown.js';
import { attachWebSocketBridge } from './transport/ws/ws-bridge.js';
import { createAppYoga } from './transport/yoga.js';
import { ATTACHMENT_CHUNK_BYTES } from './store/attachment-store.js';
import { readEvents } from './store/events.js';
import type { ServiceDeps } from './services/deps.js';
import { InstanceLlmRuntime } from './services/instance-llm-runtime.js';
import { attachmentSweeper } from './services/attachment-sweep.js';
import { sessionSweeper } from './services/session-retention.js';
import { McpEndpoint } from './mcp/endpoint.js';
import { startTracing } from './telemetry/tracing.js';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import { ConnectionShares } from './services/connection-shares.js';
import { operationFactory, systemOperation } from './services/operation-context.js';
import { createSessionSequencers } from './services/streams.js';

export interface AppOptions {
  logger?: Logger;
  /** Called with a new log level when a reload changes it. */
  setLogLevel?: (level: string) => void;
  /** Override the clock (tests). */
  now?: () => number;
  /** Environment read on reload (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Where spans go (tests): turns tracing on without an OTLP endpoint. */
  spanExporter?: SpanExporter;
}

export interface App {
  /** The app services, as the app's own work sees them (the system operation); each request gets its own copy of them. */
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

export async function buildApp(initial: Config, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? silentLogger;
  // The one configuration object every part reads; a reload replaces `current` (commit, below).
  const config: { current: Config } = { current: initial };
  const storage = new SwitchableDatabase(await openStorage(initial, logger), config);
  // OpenTelemetry: off (null) unless OTEL_EXPORTER_OTLP_ENDPOINT is set or a test gives an exporter.
  const tracing = startTracing({ env: options.env ?? process.env, exporter: options.spanExporter });
  if (tracing) storage.observeStatements(tracing.statementObserver());
  const bus = new SwitchableBus(createBus(initial, logger));
  try {
    await bus.start();
  } catch (error) {
    await storage.close();
    throw error;
  }

  let validators: Validators = makeValidators(config.current.limits);
  // The authenticator in force: a reload that changes the auth settings replaces `current`.
  const authenticator: { current: Authenticator } = { current: await createAuthenticator(initial.auth) };
  // Large stored events travel on the bus by reference and are read back from the database.
  const eventBus = new LargePayloadBus(bus, {
    settings: config,
    load: async (sessionId, offset) => (await readEvents(storage.db, sessionId, offset - 1, 1))[0] ?? null,
    logger,
  });
  const llm = new InstanceLlmRuntime(config, eventBus, logger);
  const metrics = new Metrics({ pool: () => storage.current.poolStats(), bus: () => bus.counters() });
  const onGapRepair = () => metrics.gapRepairs.inc();
  const storageHealth = new StorageHealth();
  const deps: ServiceDeps = systemOperation({
    db: storage.db,
    bus: eventBus,
    logger,
    ...(tracing ? { tracing } : {}),
    settings: config,
    validators: () => validators,
    now: options.now ?? Date.now,
    configStatus: () => reloader.status,
    llm,
    sequencers: createSessionSequencers({ db: storage.db, bus: eventBus, logger, onGapRepair }),
    onGapRepair,
    statementTimeouts: () => (storage.current.kind === 'postgres' ? config.current.statementTimeouts : null),
    storageHealth,
  });
  // Opens, retries and expires LLM requests; hears response chunks on the bus.
  llm.start(deps);
  // Deletes attachments never referenced once ATTACHMENT_ORPHAN_GRACE_MS has passed.
  const attachmentSweep = attachmentSweeper(deps, config, logger);
  attachmentSweep.start();
  // Deletes sessions past their expiresAt, and idle ones once SESSION_RETENTION is set.
  const sessionSweep = sessionSweeper(deps, config, logger, (reason, count) => metrics.sessionsSwept.inc({ reason }, count));
  sessionSweep.start();

  const reloader = new ConfigReloader(
    initial,
    reloadApplier({
      logger,
      // In-flight transactions keep the old database; it closes once they have had time to finish.
      swapDatabase: (next) => storage.swap(next),
      swapBus: (next) => bus.swap(next),
      swapAuthenticator(next) {
        authenticator.current = next;
      },
      commit(next, previous) {
        config.current = next;
        validators = makeValidators(next.limits);
        if (next.logLevel !== previous.logLevel) options.setLogLevel?.(next.logLevel);
      },
    }),
    logger,
    options.env,
  );

  const connectionShares = new ConnectionShares(config);
  /** The context of one operation of a caller: confined to its tenant, with its own loaders and budget. */
  const operationFor = operationFactory(deps, {
    metered: (meter) => storage.metered(meter),
    settings: config,
    // Each authenticated caller's own share of the pool; with authentication off every caller is one identity.
    connectionShare: (identity) => (authenticator.current.enabled ? () => connectionShares.acquire(identity.subject) : undefined),
  });
  // A download reads one chunk row per ATTACHMENT_CHUNK_BYTES: its budget also covers the largest file an upload may store.
  const downloadFor = (identity: Identity) =>
    operationFor(identity, { extraDbCalls: Math.ceil(config.current.limits.maxAttachmentBytes / ATTACHMENT_CHUNK_BYTES) });

  const subscriptions = new SubscriptionRegistry();

  const yoga = createAppYoga({
    tracing: tracing ?? undefined,
    logger,
    metrics,
    subscriptions,
    config,
    authenticator,
    operationFor,
  });

  let draining = false;
  let listening = false;
  const drain = new HttpDrain();
  // The MCP face (/mcp): each call runs as its request's caller, like a GraphQL operation.
  const mcp = new McpEndpoint({
    depsFor: (identity) => operationFor(identity),
    bus: eventBus,
    logger,
    settings: config,
  });

  const server = createHttpServer({
    mcp,
    drain,
    yoga,
    metrics,
    bus: eventBus,
    database: () => storage.current,
    storageHealth,
    config,
    attachments: { authenticator, depsFor: downloadFor, logger, config },
    draining: () => draining,
    metricsAccess: { authenticator, config },
    authenticator,
  });
  const ws = attachWebSocketBridge({
    server,
    yoga,
    config,
    authenticator,
  });

  let stopped: Promise<void> | null = null;
  return {
    deps,
    server,
    metrics,
    reloader,
    config: () => config.current,
    async start() {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.current.port, config.current.host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      listening = true;
      const { port } = server.address() as AddressInfo;
      const host = config.current.host.includes(':') ? `[${config.current.host}]` : config.current.host;
      return { url: `http://${host}:${port}/graphql`, port };
    },
    stop() {
      stopped ??= shutdown({
        server,
        drain,
        ws,
        logger,
        settings: config,
        startDraining: () => {
          draining = true;
        },
        listening: () => listening,
        endStreams: () => {
          subscriptions.closeAll();
          mcp.close();
        },
        beforeDrain: () => reloader.close(),
        teardown: async () => {
          await llm.stop();
          await attachmentSweep.stop();
          await sessionSweep.stop();
          await eventBus.stop();
          await storage.close();
          await tracing?.shutdown();
        },
      });
      return stopped;
    },
  };
}
