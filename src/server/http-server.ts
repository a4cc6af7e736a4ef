// The HTTP server: routes one request to the drain refusal, health, metrics or Yoga.
import { createServer, type Server } from 'node:http';
import type { DatabaseHandle } from '../db/connect.js';
import type { EventBus } from '../events/bus.js';
import { handleHealth } from '../http/health.js';
import type { Metrics } from '../http/metrics.js';
import { refuseOversizedBody } from '../http/security.js';
import { baselineHeaders } from '../http/use-security-headers.js';
import type { AppYoga } from './yoga.js';

export interface HttpServerOptions {
  yoga: AppYoga;
  metrics: Metrics;
  bus: EventBus;
  database(): DatabaseHandle;
  /** Current body limit (reloadable). */
  maxRequestBytes(): number;
  /** True once shutdown began: new requests get 503 SHUTTING_DOWN. */
  draining(): boolean;
}

const SHUTTING_DOWN_BODY = JSON.stringify({
  errors: [{ message: 'The server is shutting down.', extensions: { code: 'SHUTTING_DOWN' } }],
});

export function createHttpServer(options: HttpServerOptions): Server {
  const { yoga, metrics, bus } = options;
  return createServer((req, res) => {
    baselineHeaders(res);
    if (options.draining()) {
      res.writeHead(503, { 'content-type': 'application/json', connection: 'close' });
      res.end(SHUTTING_DOWN_BODY);
      return;
    }
    if (handleHealth(req, res, { database: options.database, bus })) return;
    if (refuseOversizedBody(req, res, options.maxRequestBytes())) return;
    if ((req.url ?? '').split('?')[0] === '/metrics' && req.method === 'GET') {
      void metrics.render().then(({ contentType, body }) => {
        res.writeHead(200, { 'content-type': contentType });
        res.end(body);
      });
      return;
    }
    void yoga.handle(req, res);
  });
}
