// The Yoga instance: schema, plugins in a deliberate order, and the per-request context
// (identity → the caller's view of the services). Both transports run its Envelop pipeline.
import type { Live } from '../domain/live.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { bearerOf, type Authenticator } from '../auth/authenticator.js';
import type { Identity } from '../auth/identity.js';
import type { LiveConfig } from '../config-reload.js';
import type { SubscriptionRegistry } from '../events/subscription-registry.js';
import type { Logger } from '../logger.js';
import { buildSchema } from '../schema/index.js';
import type { ServiceDeps } from '../services/deps.js';
import type { Tracing } from '../telemetry/tracing.js';
import { useTracing } from '../telemetry/use-tracing.js';
import type { GraphQLContext } from './context.js';
import { maskUnexpectedError } from './error-mask.js';
import { GRAPHIQL_DEFAULT_QUERY } from './graphiql/graphiql.js';
import { renderGraphiQLPage } from './graphiql/graphiql-assets.js';
import { graphiqlPage } from './graphiql/graphiql-page.js';
import { publicOriginOf } from './http/attachments.js';
import { holdUntilClosed, IdentityConcurrency } from './identity-concurrency.js';
import type { Metrics } from './metrics.js';
import { OperationLabels } from './operation-labels.js';
import { useBodyErrorsWithoutEcho } from './plugins/use-body-errors-without-echo.js';
import { useCostLimit } from './plugins/use-cost-limit.js';
import { corsPolicy, useCrossSitePolicy } from './plugins/use-cross-site-policy.js';
import { useDocumentLimits } from './plugins/use-document-limits.js';
import { useErrorCodes } from './plugins/use-error-codes.js';
import { useIdentityConcurrency } from './plugins/use-identity-concurrency.js';
import { useInputErrorCodes } from './plugins/use-input-error-codes.js';
import { useMultipartUpload } from './plugins/use-multipart-upload.js';
import { useOperationScopes } from './plugins/use-operation-scopes.js';
import { useOperationTelemetry } from './plugins/use-operation-telemetry.js';
import { useRequestGuards } from './plugins/use-request-guards.js';
import { useResponseBudget } from './plugins/use-response-budget.js';
import { useSecurityHeaders } from './plugins/use-security-headers.js';
import { useSharedSubscriptionExecution } from './plugins/use-shared-subscription-execution.js';
import { useStreamExpiry } from './plugins/use-stream-expiry.js';
import { useStreamScope } from './plugins/use-stream-scope.js';
import { SubscriptionQuota, useSubscriptionQuota } from './plugins/use-subscription-quota.js';
import { useSubscriptionTransportHint } from './plugins/use-subscription-transport-hint.js';

/** What the HTTP server and the WebSocket bridge pass into Yoga's initial context. */
export type ServerContext = {
  req: IncomingMessage;
  res: ServerResponse;
  requestId?: string;
  transport?: 'ws';
  identity?: Identity;
};

export type AppYoga = YogaServerInstance<ServerContext, GraphQLContext>;

export interface YogaOptions {
  /** OpenTelemetry traces, when on: a span per operation (telemetry/use-tracing.ts). */
  tracing?: Tracing | undefined;
  logger: Logger;
  metrics: Metrics;
  subscriptions: SubscriptionRegistry;
  /**
   * The configuration in force, Yoga's one source of request limits, CORS origins, PUBLIC_URL and
   * per-identity caps. The settings of kind `restart` (the document limits, MAX_COST,
   * METRICS_OPERATION_NAMES) are read once here, when the plugins are built; the others on each use.
   */
  config: LiveConfig;
  /** The authenticator in force (swapped on reload). */
  authenticator: Live<Authenticator>;
  /** A fresh operation context for one caller (services/operation-context.ts): confined to its tenant, with its own loaders and budget. */
  operationFor(identity: Identity): ServiceDeps;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;
/** The caller's x-request-id when it is a sane token, else a fresh one. */
export const requestIdOf = (header: string | string[] | null | undefined): string =>
  typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();

export function createAppYoga(options: YogaOptions): AppYoga {
  const { logger, metrics, subscriptions, config } = options;
  // Read once: these settings are of reload kind `restart` (config.ts).
  const { requestLimits, metricsOperationNames } = config.current;
  const currentLimits = () => config.current.requestLimits;
  const corsOrigins = () => config.current.corsOrigins;
  const page = graphiqlPage(renderGraphiQLPage);
  const uploads = new IdentityConcurrency(
    'uploads',
    'MAX_CONCURRENT_UPLOADS_PER_IDENTITY',
    () => config.current.transport.maxConcurrentUploadsPerIdentity,
  );
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // The body limit is enforced before Yoga (http-server.ts: refuseOversizedRequest wants a
    // Content-Length within MAX_REQUEST_BYTES on every POST, and Node reads no more than that);
    // Yoga's own limit would pipe every body through a counting stream (≈35 µs per request).
    maxRequestBodySize: false,
    logging: false,
    // A small page; its assets are static, cacheable, precompressed files on this origin
    // (transport/graphiql/graphiql-assets.ts), so GraphiQL works without reaching a CDN.
    renderGraphiQL: page.render,
    cors: corsPolicy(corsOrigins),
    graphiql: { title: 'Agent conversations', defaultQuery: GRAPHIQL_DEFAULT_QUERY, subscriptionsProtocol: 'WS' },
    // Unexpected errors reach clients as "Unexpected error." — no stack, SQL or paths.
    maskedErrors: { isDev: false, maskError: maskUnexpectedError },
    plugins: [
      useOperationTelemetry({ logger, metrics, subscriptions, labels: new OperationLabels(metricsOperationNames) }),
      useCrossSitePolicy(),
      // Multipart uploads: the caller is authenticated before the body is read.
      useMultipartUpload({
        authenticate: (r) =>
          options.authenticator.current.authenticate({ bearer: bearerOf(r.headers.get('authorization')), apiKey: r.headers.get('x-api-key') }),
        // An identity's uploads at once (MAX_CONCURRENT_UPLOADS_PER_IDENTITY), each held until its response ends.
        admit: (caller, serverContext) => {
          const res = (serverContext as Partial<ServerContext> | undefined)?.res;
          if (options.authenticator.current.enabled && res) holdUntilClosed(uploads, (caller as Identity).subject, res);
        },
      }),
      useSecurityHeaders({ pageContentSecurityPolicy: page.contentSecurityPolicy, corsEnabled: () => corsOrigins().length > 0 }),
      useBodyErrorsWithoutEcho(),
      useRequestGuards({ limits: currentLimits }),
      useInputErrorCodes(),
      useSubscriptionTransportHint(),
      // Before anything takes a slot or a quota: an operation over MAX_COST is refused first.
      useCostLimit({ maxCost: requestLimits.maxCost }),
      useIdentityConcurrency({ limits: () => config.current.transport, enabled: () => options.authenticator.current.enabled }),
      useResponseBudget({
        maxBytes: () => currentLimits().maxResponseBytes,
        fieldsPerTurn: () => currentLimits().fieldsPerEventLoopTurn,
        loopShare: () => currentLimits().eventLoopSharePerOperation,
        onYield: () => metrics.executionYields.inc(),
      }),
      // A narrowed credential (the worker scope) runs only its operations; refused before anything is opened or run.
      useOperationScopes({ identityOf: (context) => (context as Partial<GraphQLContext>).deps?.identity }),
      useSubscriptionQuota({
        quota: new SubscriptionQuota(() => config.current.transport.maxSubscriptionsPerIdentity),
        enabled: () => options.authenticator.current.enabled,
      }),
      useSharedSubscriptionExecution({ metrics }),
      useStreamScope(),
      useStreamExpiry(),
      // Last of the plugins that replace the execute/subscribe function: it wraps the final one.
      ...(options.tracing ? [useTracing(options.tracing)] : []),
      useDocumentLimits(requestLimits),
      useErrorCodes(),
    ],
    // The WebSocket path passes its own identity, requestId and transport in the initial context.
    context: async (initial) => {
      const identity =
        initial.identity ??
        (await options.authenticator.current.authenticate({
          bearer: bearerOf(initial.request?.headers.get('authorization')),
          apiKey: initial.request?.headers.get('x-api-key'),
        }));
      return {
        deps: options.operationFor(identity),
        requestId: initial.requestId ?? requestIdOf(initial.request?.headers.get('x-request-id')),
        transport: initial.transport ?? 'http',
        publicOrigin: publicOriginOf(initial.req, config.current.publicUrl),
      };
    },
  });
}
