// The Yoga instance: schema, plugins in a deliberate order, and the per-request context
// (identity → the caller's view of the services). Both transports run its Envelop pipeline.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { bearerOf, type Authenticator } from '../auth/authenticator.js';
import type { Identity } from '../auth/identity.js';
import type { RequestLimits, TransportSettings } from '../config.js';
import type { SubscriptionRegistry } from '../events/subscription-registry.js';
import { GRAPHIQL_DEFAULT_QUERY } from '../http/graphiql.js';
import { renderGraphiQLPage } from '../http/graphiql-assets.js';
import { graphiqlPage } from '../http/graphiql-page.js';
import type { Metrics } from '../http/metrics.js';
import type { OperationLabels } from '../http/operation-labels.js';
import { useOperationTelemetry } from '../http/operation-telemetry.js';
import { useBodyErrorsWithoutEcho, useRequestGuards } from '../http/request-guards.js';
import { documentLimitPlugins, maskUnexpectedError, useInputErrorCodes, useSubscriptionTransportHint } from '../http/security.js';
import { corsPolicy, useCrossSitePolicy } from '../http/use-cross-site-policy.js';
import { useSecurityHeaders } from '../http/use-security-headers.js';
import { useSharedSubscriptionExecution } from '../http/shared-subscription-execution.js';
import { SubscriptionQuota, useSubscriptionQuota } from '../http/subscription-quota.js';
import { useStreamExpiry } from '../http/use-stream-expiry.js';
import { publicOriginOf } from '../http/attachments.js';
import { useMultipartUpload } from '../http/use-multipart-upload.js';
import { useStreamScope } from '../http/use-stream-scope.js';
import { useOperationScopes } from '../http/use-operation-scopes.js';
import { useCostLimit } from '../http/use-cost-limit.js';
import { holdUntilClosed, IdentityConcurrency } from '../http/identity-concurrency.js';
import { useIdentityConcurrency } from '../http/use-identity-concurrency.js';
import { useResponseBudget } from '../http/use-response-budget.js';
import type { Logger } from '../logger.js';
import type { Tracing } from '../telemetry/tracing.js';
import { useTracing } from '../telemetry/use-tracing.js';
import type { GraphQLContext } from '../schema/request-context.js';
import { buildSchema } from '../schema/index.js';
import type { ServiceDeps } from '../services/deps.js';

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
  /** Bounded metric labels for operation names. */
  operationLabels: OperationLabels;
  /** Document limits are fixed at start-up (armor plugins are built once). */
  requestLimits: RequestLimits;
  /** Origins allowed by CORS (reloadable); empty = no CORS headers. */
  corsOrigins(): readonly string[];
  /** Limits checked on raw parameters (nesting, variables): the current ones (reloadable). */
  currentRequestLimits(): RequestLimits;
  /** PUBLIC_URL when set: the origin of Attachment.url (else derived from each request). */
  publicUrl(): string | undefined;
  /** Caps per identity (reloadable). */
  transport(): TransportSettings;
  /** The authenticator in force (swapped on reload). */
  authenticator(): Authenticator;
  /** A fresh operation context for one caller (services/operation-context.ts): confined to its tenant, with its own loaders and budget. */
  operationFor(identity: Identity): ServiceDeps;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;
/** The caller's x-request-id when it is a sane token, else a fresh one. */
export const requestIdOf = (header: string | string[] | null | undefined): string =>
  typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();

export function createAppYoga(options: YogaOptions): AppYoga {
  const { logger, metrics, subscriptions } = options;
  const page = graphiqlPage(renderGraphiQLPage);
  const uploads = new IdentityConcurrency(
    'uploads',
    'MAX_CONCURRENT_UPLOADS_PER_IDENTITY',
    () => options.transport().maxConcurrentUploadsPerIdentity,
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
    // (http/graphiql-assets.ts), so GraphiQL works without reaching a CDN.
    renderGraphiQL: page.render,
    cors: corsPolicy(options.corsOrigins),
    graphiql: { title: 'Agent conversations', defaultQuery: GRAPHIQL_DEFAULT_QUERY, subscriptionsProtocol: 'WS' },
    // Unexpected errors reach clients as "Unexpected error." — no stack, SQL or paths.
    maskedErrors: { isDev: false, maskError: maskUnexpectedError },
    plugins: [
      useOperationTelemetry({ logger, metrics, subscriptions, labels: options.operationLabels }),
      useCrossSitePolicy(),
      // Multipart uploads: the caller is authenticated before the body is read.
      useMultipartUpload({
        authenticate: (r) =>
          options.authenticator().authenticate({ bearer: bearerOf(r.headers.get('authorization')), apiKey: r.headers.get('x-api-key') }),
        // An identity's uploads at once (MAX_CONCURRENT_UPLOADS_PER_IDENTITY), each held until its response ends.
        admit: (caller, serverContext) => {
          const res = (serverContext as Partial<ServerContext> | undefined)?.res;
          if (options.authenticator().enabled && res) holdUntilClosed(uploads, (caller as Identity).subject, res);
        },
      }),
      useSecurityHeaders({ pageContentSecurityPolicy: page.contentSecurityPolicy, corsEnabled: () => options.corsOrigins().length > 0 }),
      useBodyErrorsWithoutEcho(),
      useRequestGuards(options.currentRequestLimits),
      useInputErrorCodes(),
      useSubscriptionTransportHint(),
      // Before anything takes a slot or a quota: an operation over MAX_COST is refused first.
      useCostLimit({ maxCost: options.requestLimits.maxCost }),
      useIdentityConcurrency({ limits: options.transport, enabled: () => options.authenticator().enabled }),
      useResponseBudget({
        maxBytes: () => options.currentRequestLimits().maxResponseBytes,
        fieldsPerTurn: () => options.currentRequestLimits().fieldsPerEventLoopTurn,
        onYield: () => metrics.executionYields.inc(),
      }),
      // A narrowed credential (the worker scope) runs only its operations; refused before anything is opened or run.
      useOperationScopes({ identityOf: (context) => (context as Partial<GraphQLContext>).deps?.identity }),
      useSubscriptionQuota(new SubscriptionQuota(() => options.transport().maxSubscriptionsPerIdentity), () => options.authenticator().enabled),
      useSharedSubscriptionExecution({ metrics }),
      useStreamScope(),
      useStreamExpiry(),
      // Last of the plugins that replace the execute/subscribe function: it wraps the final one.
      ...(options.tracing ? [useTracing(options.tracing)] : []),
      ...documentLimitPlugins(options.requestLimits),
    ],
    // The WebSocket path passes its own identity, requestId and transport in the initial context.
    context: async (initial) => {
      const identity =
        initial.identity ??
        (await options.authenticator().authenticate({
          bearer: bearerOf(initial.request?.headers.get('authorization')),
          apiKey: initial.request?.headers.get('x-api-key'),
        }));
      return {
        deps: options.operationFor(identity),
        requestId: initial.requestId ?? requestIdOf(initial.request?.headers.get('x-request-id')),
        transport: initial.transport ?? 'http',
        publicOrigin: publicOriginOf(initial.req, options.publicUrl()),
      };
    },
  });
}
