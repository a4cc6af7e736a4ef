// What the HTTP side does while the instance drains. Stopping the listener must not also drop
// idle keep-alive connections (http.Server.close does): a client may already have sent its next
// request on one, and it would see ECONNRESET instead of an answer. So idle connections stay
// open for a short linger; every request on them is answered 503 SHUTTING_DOWN with
// `Connection: close`, and responses still in flight close their connection when done.
import { Server as NetServer } from 'node:net';
import type { Server, ServerResponse } from 'node:http';

/** How long idle keep-alive connections stay open once in-flight requests are done. */
const LINGER_MS = 1000;
const POLL_MS = 25;

export class HttpDrain {
  private readonly responses = new Set<ServerResponse>();
  private draining = false;

  /** Responses whose requests are still being handled. */
  get inFlight(): number {
    return this.responses.size;
  }

  /** Follows a response until it closes; during the drain it closes its connection. */
  track(res: ServerResponse): void {
    this.responses.add(res);
    res.once('close', () => this.responses.delete(res));
    if (this.draining) res.setHeader('connection', 'close');
  }

  /** Stops accepting connections; responses not yet started will close theirs. */
  begin(server: Server): void {
    this.draining = true;
    for (const res of this.responses) if (!res.headersSent) res.setHeader('connection', 'close');
    // net.Server's close: stop listening, leave open connections alone (see above).
    if (server.listening) NetServer.prototype.close.call(server);
  }

  /**
   * Resolves once no connection is left, or when the grace period ends (then every connection
   * is cut). Idle connections are closed after the linger that follows the last in-flight request.
   */
  waitForConnections(server: Server, graceMs: number): Promise<void> {
    return new Promise<void>((resolve) => {
      let quietSince: number | null = null;
      const linger = Math.min(LINGER_MS, server.keepAliveTimeout || LINGER_MS, graceMs);
      const finish = () => {
        clearInterval(poll);
        clearTimeout(deadline);
        resolve();
      };
      const poll = setInterval(() => {
        if (this.inFlight > 0) quietSince = null;
        else {
          quietSince ??= Date.now();
          if (Date.now() - quietSince >= linger) server.closeIdleConnections();
        }
        server.getConnections((_err, count) => {
          if (count === 0) finish();
        });
      }, POLL_MS);
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        finish();
      }, graceMs);
      deadline.unref();
    });
  }
}
