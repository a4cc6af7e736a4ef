// Admission control for request bodies: the bytes of bodies being received and processed at
// once are bounded (by their Content-Length, held until the response ends). Past the bound a
// new body is refused at once with 503 OVERLOADED and Retry-After, before any of it is read —
// 200 concurrent 4 MB appends otherwise grew the process to gigabytes and starved everything
// else, health checks included. One body is always admitted when nothing else is in flight, so
// a request up to MAX_REQUEST_BYTES can always get through.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const RETRY_AFTER_SECONDS = 1;

export class BodyAdmission {
  private inFlight = 0;

  constructor(private readonly maxBytes: () => number) {}

  /** Bytes of admitted bodies whose responses have not ended. */
  get bytesInFlight(): number {
    return this.inFlight;
  }

  /** Admits the request (reserving its body bytes until the response closes) or answers 503; true when it answered. */
  refuse(req: IncomingMessage, res: ServerResponse): boolean {
    const length = Number(req.headers['content-length'] ?? 0);
    if (!Number.isSafeInteger(length) || length <= 0) return false;
    if (this.inFlight > 0 && this.inFlight + length > this.maxBytes()) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': String(RETRY_AFTER_SECONDS), connection: 'close' });
      res.end(
        JSON.stringify({
          errors: [
            {
              message: 'The service is busy receiving other requests; nothing was applied. Retry shortly.',
              extensions: { code: 'OVERLOADED', retryable: true },
            },
          ],
        }),
      );
      return true;
    }
    this.inFlight += length;
    res.once('close', () => {
      this.inFlight -= length;
    });
    return false;
  }
}
