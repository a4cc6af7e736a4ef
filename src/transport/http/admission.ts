// Admission control for request bodies, once the caller is known (http-server.ts authenticates
// from the headers first). The body is read here, and its bytes are counted as they arrive
// (body-ledger.ts: in all, per identity, per connection, with a reserve for small bodies) and
// held until the response ends — 200 concurrent 4 MB appends otherwise grew the process to
// gigabytes. Announcing a Content-Length reserves nothing: a socket that announces 10 MiB and
// trickles holds the bytes it sent, and a body slower than `minBytesPerSecond` (on average,
// after a grace period) is dropped with 408 REQUEST_TIMEOUT. A body that cannot fit is refused
// (503 OVERLOADED for the instance's bound, 429 RATE_LIMITED for the identity's or the
// connection's, both with Retry-After) before any of it is read when its announced length
// already cannot, else when the chunk that does not fit arrives; nothing was applied either way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CatalogueCode, errorJson, type StatusOf } from '../../domain/errors.js';
import { BodyLedger, type Bound, type LedgerLimits } from './body-ledger.js';

const RETRY_AFTER_SECONDS = 1;

export interface AdmissionLimits extends LedgerLimits {
  /** Slowest average arrival rate once `rateGraceMs` have passed; 0 = none. */
  minBytesPerSecond: number;
  rateGraceMs: number;
}

/** How often a body still arriving is checked against the minimum rate, after its grace period. */
const RATE_CHECK_MS = 1000;

interface Refusal {
  status: number;
  code: CatalogueCode;
  message: string;
  headers?: Record<string, string>;
  extensions?: Record<string, unknown>;
}

/** A refusal of code C with one of the statuses the catalogue lists for it. */
const refusal = <C extends CatalogueCode>(
  code: C,
  status: StatusOf<C>,
  message: string,
  more: Pick<Refusal, 'headers' | 'extensions'> = {},
): Refusal => ({
  status,
  code,
  message,
  ...more,
});

const retryLater = { 'retry-after': String(RETRY_AFTER_SECONDS) };

const REFUSALS: Record<Bound, Refusal> = {
  instance: refusal('OVERLOADED', 503, 'The service is busy receiving other requests; nothing was applied. Retry shortly.', {
    headers: retryLater,
    extensions: { retryable: true },
  }),
  identity: refusal(
    'RATE_LIMITED',
    429,
    'Your other request bodies still being received or answered hold as many bytes as one caller may; nothing was applied. Retry shortly.',
    { headers: retryLater, extensions: { retryAfterMs: RETRY_AFTER_SECONDS * 1000 } },
  ),
  connection: refusal(
    'RATE_LIMITED',
    429,
    'Other requests on this connection hold as many body bytes as one connection may; nothing was applied. Retry shortly.',
    { headers: retryLater, extensions: { retryAfterMs: RETRY_AFTER_SECONDS * 1000 } },
  ),
};

const tooSlow = (limits: AdmissionLimits): Refusal =>
  refusal('REQUEST_TIMEOUT', 408, `The request body arrived slower than ${limits.minBytesPerSecond} bytes per second; nothing was applied.`);

/** Answers a refusal and closes the connection (the rest of the body is not read). */
function refuse(res: ServerResponse, refusal: Refusal, headers: Record<string, string>): void {
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ errors: [errorJson(refusal.code, refusal.message, refusal.extensions)] });
  res.writeHead(refusal.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
    ...refusal.headers,
    ...headers,
  });
  res.end(body);
}

export class BodyAdmission {
  private readonly ledger = new BodyLedger();

  constructor(
    private readonly limits: () => AdmissionLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Bytes of received bodies whose responses have not ended. */
  get bytesInFlight(): number {
    return this.ledger.bytesHeld;
  }

  /**
   * Reads the body of `req` (its Content-Length, already checked against the request limit) for
   * `identity` (null: none to account to). Resolves with the body, or null when it answered a refusal (with `refusalHeaders`
   * added, e.g. CORS) or the client went away. The body's bytes stay counted until the response closes.
   */
  receive(req: IncomingMessage, res: ServerResponse, identity: string | null, refusalHeaders: Record<string, string> = {}): Promise<Buffer | null> {
    const announced = Number(req.headers['content-length'] ?? 0);
    if (!(announced > 0)) return Promise.resolve(Buffer.alloc(0));
    const ledger = this.ledger;
    const hold = ledger.open(identity, req.socket, announced);
    const refusedAs = this.ledger.exceeded(hold, announced, this.limits());
    if (refusedAs) {
      refuse(res, REFUSALS[refusedAs], refusalHeaders);
      return Promise.resolve(null);
    }
    res.once('close', () => ledger.release(hold));
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      const started = this.now();
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      const finish = (body: Buffer | null, refusal?: Refusal) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        req.off('data', onData);
        if (refusal) {
          ledger.release(hold);
          refuse(res, refusal, refusalHeaders);
        }
        resolve(body);
      };
      const onData = (chunk: Buffer) => {
        if (settled) return;
        const bound = ledger.exceeded(hold, chunk.length, this.limits());
        if (bound) return finish(null, REFUSALS[bound]);
        ledger.take(hold, chunk.length);
        chunks.push(chunk);
      };
      const checkRate = () => {
        const limits = this.limits();
        const elapsed = this.now() - started;
        if (limits.minBytesPerSecond > 0 && elapsed >= limits.rateGraceMs && hold.held < (limits.minBytesPerSecond * elapsed) / 1000) {
          return finish(null, tooSlow(limits));
        }
        timer = setTimeout(checkRate, Math.max(0, limits.rateGraceMs - elapsed) || RATE_CHECK_MS).unref();
      };
      req.on('data', onData);
      req.once('end', () => finish(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
      // The client went away (or the stream broke) before the body was whole: nothing to answer.
      const abandon = () => {
        if (settled) return;
        finish(null);
        res.destroy();
      };
      req.once('error', abandon);
      req.once('close', abandon);
      timer = setTimeout(checkRate, this.limits().rateGraceMs).unref();
    });
  }
}
