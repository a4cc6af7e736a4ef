// Graceful drain: stop accepting connections, answer new requests on open ones with 503
// SHUTTING_DOWN, ask WebSocket clients to go away (they resume with `after`), end SSE streams,
// let in-flight operations finish within the grace period, then tear everything down —
// without waiting forever on a query stuck in the database.
import type { Live } from '../domain/live.js';
import type { Server } from 'node:http';
import type { Logger } from '../logger.js';
import type { HttpDrain } from './http/http-drain.js';
import type { WebSocketBridge } from './ws/ws-bridge.js';

export interface ShutdownOptions {
  server: Server;
  /** In-flight HTTP requests and idle keep-alive connections. */
  drain: HttpDrain;
  ws: WebSocketBridge;
  logger: Logger;
  /** SHUTDOWN_GRACE_MS as configured when the stop begins. */
  settings: Live<{ readonly shutdownGraceMs: number }>;
  /** Starts refusing new requests (503 SHUTTING_DOWN). */
  startDraining(): void;
  /** Whether the server ever listened (nothing to drain otherwise). */
  listening(): boolean;
  /** Ends live streams that do not belong to a WebSocket (SSE). */
  endStreams(): void;
  /** Stops background work that must not outlive the drain (reload watcher). */
  beforeDrain(): Promise<void>;
  /** Releases the remaining resources (scheduler, bus, database). */
  teardown(): Promise<void>;
}

export async function shutdown(options: ShutdownOptions): Promise<void> {
  options.startDraining();
  const drainDeadline = Date.now() + options.settings.current.shutdownGraceMs;
  options.drain.begin(options.server);
  options.ws.goAway();
  options.endStreams();
  await options.beforeDrain();
  if (options.listening()) await options.drain.waitForConnections(options.server, Math.max(0, drainDeadline - Date.now()));
  const teardown = (async () => {
    await options.ws.close();
    await options.teardown();
  })();
  // A query still stuck in the database holds its pool client, and closing the pool waits for
  // it: past the grace period (at least 1 s for the teardown itself) stop waiting.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), Math.max(1000, drainDeadline - Date.now()));
    timer.unref();
  });
  if ((await Promise.race([teardown, late])) === 'late') {
    options.logger.warn({}, 'shutdown: resources still busy after the grace period; not waiting for them');
  }
  clearTimeout(timer);
}
