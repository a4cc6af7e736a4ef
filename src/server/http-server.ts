// The HTTP server: routes one request to the drain refusal, health, GraphiQL assets,
// the dashboard, attachment downloads, the body limits and admission control, metrics, the
// JSON fast path (graphql-fast-path.ts) or Yoga.
import { createServer, type Server } from 'node:http';
import type { DatabaseHandle } from '../db/connect.js';
import type { EventBus } from '../events/bus.js';
import type { Config } from '../config.js';
import { BodyAdmission } from '../http/admission.js';
import { handleAttachmentRequest, refuseOversizedRequest, type AttachmentRouteOptions } from '../http/attachments.js';
import { createDashboardHandler } from '../http/dashboard.js';
import { serveGraphiQLAsset } from '../http/graphiql-assets.js';
import { handleHealth } from '../http/health.js';
import type { Metrics } from '../http/metrics.js';
import { checkMetricsAccess, type MetricsAccessOptions } from '../http/metrics-access.js';
import { baselineHeaders } from '../http/use-security-headers.js';
import { createGraphQLFastPath } from './graphql-fast-path.js';
import type { HttpDrain } from './http-drain.js';
import type { AppYoga } from './yoga.js';

export interface HttpServerOptions {
  yoga: AppYoga;
  metrics: Metrics;
  bus: EventBus;
  database(): DatabaseHandle;
  /** The configuration in force (body limits are reloadable). */
  config(): Config;
  /** Attachment downloads (GET /attachments/<id>). */
  attachments: AttachmentRouteOptions;
  /** True once shutdown began: new requests get 503 SHUTTING_DOWN. */
  draining(): boolean;
  /** Who may read /metrics. */
  metricsAccess: MetricsAccessOptions;
  /** Request body bytes in flight at once before new bodies get 503 OVERLOADED (reloadable). */
  maxInflightBodyBytes(): number;
  /** Time a client has to send its headers, and its whole request (slowloris); fixed at start. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Follows in-flight requests for the graceful drain. */
  drain: HttpDrain;
}

const SHUTTING_DOWN_BODY = JSON.stringify({
  errors: [{ message: 'The server is shutting down.', extensions: { code: 'SHUTTING_DOWN' } }],
});

export function createHttpServer(options: HttpServerOptions): Server {
  const { yoga, metrics, bus } = options;
  const admission = new BodyAdmission(options.maxInflightBodyBytes);
  const timeouts = {
    headersTimeout: options.headersTimeoutMs,
    requestTimeout: Math.max(options.requestTimeoutMs, options.headersTimeoutMs),
    // Expired requests are found by a periodic sweep (Node's default: every 30 s).
    connectionsCheckingInterval: Math.min(1000, options.headersTimeoutMs),
  };
  const dashboard = createDashboardHandler();
  const fastPath = createGraphQLFastPath({
    yoga,
    corsEnabled: () => options.config().corsOrigins.length > 0,
  });
  return createServer(timeouts, (req, res) => {
    baselineHeaders(res);
    options.drain.track(res);
    if (options.draining()) {
      res.writeHead(503, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(SHUTTING_DOWN_BODY), connection: 'close' });
      res.end(SHUTTING_DOWN_BODY);
      return;
    }
    if (handleHealth(req, res, { database: options.database, bus })) return;
    if (dashboard(req, res)) return;
    if (serveGraphiQLAsset(req, res)) return;
    if (handleAttachmentRequest(req, res, options.attachments)) return;
    // Multipart uploads may carry up to MAX_ATTACHMENT_BYTES more than other bodies.
    if (refuseOversizedRequest(req, res, options.config())) return;
    if (admission.refuse(req, res)) return;
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
    // Plain JSON POSTs skip Yoga's fetch-API adapter; everything else goes to Yoga.
    if (fastPath(req, res)) return;
    void yoga.handle(req, res);
  });
}
