// The HTTP server: routes one request to the drain refusal, health, the Host allowlist, GraphiQL
// assets, the dashboard, attachment downloads, the body limits, metrics, and — a POST body once
// its caller is authenticated from the headers and its bytes admitted as they arrive — the JSON
// fast path (graphql-fast-path.ts) or Yoga, which get the identity with the body.
import type { Live } from '../../domain/live.js';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { bearerOf, type Authenticator } from '../../auth/authenticator.js';
import type { Identity } from '../../auth/identity.js';
import type { DatabaseHandle } from '../../db/connect.js';
import type { EventBus } from '../../events/bus.js';
import type { Config } from '../../config.js';
import type { LiveConfig } from '../../config-reload.js';
import { errorJson } from '../../domain/errors.js';
import { BodyAdmission, type AdmissionLimits } from './admission.js';
import { RefusalCooldown } from './refusal-cooldown.js';
import { handleAttachmentRequest, refuseOversizedRequest, type AttachmentRouteOptions } from './attachments.js';
import { handleSessionExportRequest } from './session-export.js';
import { createDashboardHandler } from './dashboard.js';
import { serveGraphiQLAsset } from '../graphiql/graphiql-assets.js';
import { handleHealth } from './health.js';
import type { StorageHealth } from '../../services/storage-health.js';
import { refuseDisallowedHost, type HostPolicy } from './host-allowlist.js';
import type { Metrics } from '../metrics.js';
import { checkMetricsAccess, type MetricsAccessOptions } from './metrics-access.js';
import { handOverBody } from './received-body.js';
import { baselineHeaders } from '../plugins/use-security-headers.js';
import type { McpEndpoint, RequestAccess } from '../../mcp/endpoint.js';
import { createGraphQLFastPath } from './graphql-fast-path.js';
import type { HttpDrain } from './http-drain.js';
import type { AppYoga, ServerContext } from '../yoga.js';
import { header } from './raw-http.js';

export interface HttpServerOptions {
  yoga: AppYoga;
  metrics: Metrics;
  bus: EventBus;
  database(): DatabaseHandle;
  /** Whether the database refused the last write for lack of disk (/readyz). */
  storageHealth?: StorageHealth;
  /** The configuration in force (body limits, admission and ALLOWED_HOSTS are reloadable; the HTTP timeouts are read at start-up). */
  config: LiveConfig;
  /** The authenticator in force: a POST's caller is authenticated before its body is read. */
  authenticator: Live<Authenticator>;
  /** Attachment downloads (GET /attachments/<id>). */
  attachments: AttachmentRouteOptions;
  /** True once shutdown began: new requests get 503 SHUTTING_DOWN. */
  draining(): boolean;
  /** Who may read /metrics. */
  metricsAccess: MetricsAccessOptions;
  /** Follows in-flight requests for the graceful drain. */
  drain: HttpDrain;
  /** The MCP face at /mcp. */
  mcp?: McpEndpoint;
}

const SHUTTING_DOWN_BODY = JSON.stringify({
  errors: [errorJson('SHUTTING_DOWN', 'The server is shutting down.')],
});

/**
 * The CORS headers of a refusal answered here, before Yoga (which adds them to its own answers),
 * by the rule of use-cross-site-policy.ts: only for an origin CORS_ORIGINS lists, exactly itself,
 * with credentials — so a frontend there can read a 401 or a Retry-After.
 */
function refusalCorsHeaders(req: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> {
  if (allowedOrigins.length === 0) return {};
  const origin = header(req, 'origin');
  if (origin === undefined || !allowedOrigins.includes(origin)) return { vary: 'Origin' };
  return {
    vary: 'Origin',
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'Retry-After, WWW-Authenticate',
  };
}

/** Answers a refusal from the headers; the body is not read, so the connection closes. */
function refuseBeforeBody(res: ServerResponse, status: number, error: ReturnType<typeof errorJson>, headers: Record<string, string>): void {
  const body = JSON.stringify({ errors: [error] });
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
    ...headers,
  });
  res.end(body);
}

function refuseUnauthenticated(res: ServerResponse, message: string, headers: Record<string, string>): void {
  refuseBeforeBody(res, 401, errorJson('UNAUTHENTICATED', message), { 'www-authenticate': 'Bearer', ...headers });
}

/** 429 for an identity that kept being refused without waiting (refusal-cooldown.ts). */
function refuseCoolingDown(res: ServerResponse, retryAfterMs: number, headers: Record<string, string>): void {
  const message = `This identity was answered RATE_LIMITED too often without waiting as told; its requests are refused unread for ${retryAfterMs} ms. Honour Retry-After.`;
  refuseBeforeBody(res, 429, errorJson('RATE_LIMITED', message, { retryAfterMs }), {
    'retry-after': String(Math.ceil(retryAfterMs / 1000)),
    ...headers,
  });
}

/** What body admission allows now: the transport settings and the largest body one request may carry. */
function admissionLimits(config: Config): AdmissionLimits {
  const { transport, requestLimits, limits } = config;
  return {
    maxBytes: transport.maxInflightBodyBytes,
    maxBytesPerIdentity: transport.maxInflightBodyBytesPerIdentity,
    // Pipelined requests on one connection hold at most one largest (multipart) body between them.
    maxBytesPerConnection: requestLimits.maxRequestBytes + limits.maxAttachmentBytes,
    minBytesPerSecond: transport.minBodyBytesPerSecond,
    rateGraceMs: transport.bodyRateGraceMs,
  };
}

export function createHttpServer(options: HttpServerOptions): Server {
  const { yoga, metrics, bus } = options;
  const admission = new BodyAdmission(() => admissionLimits(options.config.current));
  const cooldown = new RefusalCooldown(() => ({
    burst: options.config.current.transport.rateLimitedBurst,
    drainPerSecond: options.config.current.transport.rateLimitedDrainPerSecond,
  }));
  const hosts: HostPolicy = {
    allowedHosts: () => options.config.current.allowedHosts,
    authEnabled: () => options.authenticator.current.enabled,
  };
  // Time a client has to send its headers, and its whole request (slowloris).
  const { headersTimeoutMs, requestTimeoutMs } = options.config.current.transport;
  const timeouts = {
    headersTimeout: headersTimeoutMs,
    requestTimeout: Math.max(requestTimeoutMs, headersTimeoutMs),
    // Expired requests are found by a periodic sweep (Node's default: every 30 s).
    connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
  };
  const dashboard = createDashboardHandler();
  const fastPath = createGraphQLFastPath({
    yoga,
    corsEnabled: () => options.config.current.corsOrigins.length > 0,
  });

  /** The caller from the request's headers; null once a refusal (401) was answered. */
  const authenticate = async (req: IncomingMessage, res: ServerResponse): Promise<Identity | null> => {
    try {
      return await options.authenticator.current.authenticate({ bearer: bearerOf(header(req, 'authorization')), apiKey: header(req, 'x-api-key') });
    } catch (error) {
      refuseUnauthenticated(res, (error as Error).message, refusalCorsHeaders(req, options.config.current.corsOrigins));
      return null;
    }
  };
  /**
   * A POST body: its caller is authenticated from the headers (401 before any byte is read),
   * then the body is admitted as it arrives, accounted to the caller's identity (with
   * authentication off there is none, as for the other per-identity caps). Resolves with the
   * body, or null when it answered.
   */
  const receiveBody = async (req: IncomingMessage, res: ServerResponse): Promise<{ body: Buffer; identity: Identity } | null> => {
    const identity = await authenticate(req, res);
    if (!identity) return null;
    const cors = refusalCorsHeaders(req, options.config.current.corsOrigins);
    // With authentication off every caller is one anonymous identity: no per-identity cooldown.
    const subject = options.authenticator.current.enabled ? identity.subject : null;
    if (subject !== null) {
      const waitMs = cooldown.retryAfterMs(subject);
      if (waitMs > 0) {
        refuseCoolingDown(res, waitMs, cors);
        return null;
      }
      // Only a cooldown in force counts refusals: off (the default), a POST adds no listener.
      if (cooldown.enabled) {
        res.once('finish', () => {
          if (res.statusCode === 429) cooldown.noteRefused(subject);
        });
      }
    }
    const body = await admission.receive(req, res, subject, cors);
    return body && { body, identity };
  };

  /** /mcp admits its callers as /graphql does. */
  const mcpAccess: RequestAccess = { receive: receiveBody, authenticate };

  /** GraphQL: the fast path or Yoga, with the body already read and its caller's identity when there is one. */
  const handleGraphQL = (req: IncomingMessage, res: ServerResponse, received?: { body: Buffer; identity: Identity }) => {
    const context: Partial<ServerContext> = received ? { identity: received.identity } : {};
    if (received) {
      if (fastPath(req, res, received.body, context)) return;
      handOverBody(req, received.body);
    }
    void yoga.handle(req, res, context);
  };

  return createServer(timeouts, (req, res) => {
    baselineHeaders(res);
    options.drain.track(res);
    if (options.draining()) {
      res.writeHead(503, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(SHUTTING_DOWN_BODY), connection: 'close' });
      res.end(SHUTTING_DOWN_BODY);
      return;
    }
    if (handleHealth(req, res, { database: options.database, bus, storageHealth: options.storageHealth })) return;
    if (refuseDisallowedHost(req, res, hosts)) return;
    if (dashboard(req, res)) return;
    if (serveGraphiQLAsset(req, res)) return;
    if (handleAttachmentRequest(req, res, options.attachments)) return;
    // Session exports are authenticated and tenant-checked as attachment downloads are.
    if (handleSessionExportRequest(req, res, options.attachments)) return;
    if (options.mcp?.handle(req, res, mcpAccess)) return;
    // Multipart uploads may carry up to MAX_ATTACHMENT_BYTES more than other bodies.
    if (refuseOversizedRequest(req, res, options.config.current)) return;
    if ((req.url ?? '').split('?')[0] === '/metrics' && req.method === 'GET') {
      void (async () => {
        const verdict = await checkMetricsAccess(req, options.metricsAccess);
        if (!verdict.allowed) {
          res.writeHead(verdict.status, { 'content-type': 'application/json', ...(verdict.status === 401 ? { 'www-authenticate': 'Bearer' } : {}) });
          res.end(JSON.stringify({ errors: [{ message: verdict.message, extensions: { code: verdict.code } }] }));
          return;
        }
        const { contentType, body } = await metrics.render();
        res.writeHead(200, { 'content-type': contentType });
        res.end(body);
      })().catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
      return;
    }
    // Bodies of other methods are not read by anyone (Yoga ignores them; Node discards them).
    if (req.method !== 'POST' || !(Number(req.headers['content-length']) > 0)) return handleGraphQL(req, res);
    receiveBody(req, res)
      .then((received) => {
        if (received) handleGraphQL(req, res, received);
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
}
