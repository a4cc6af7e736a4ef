// The request body limit (MAX_REQUEST_BYTES), checked on the headers before anything reads the body.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CatalogueCode, errorJson, type StatusOf } from '../../domain/errors.js';

function refuse<C extends CatalogueCode>(res: ServerResponse, status: StatusOf<C>, code: C, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify({ errors: [errorJson(code, message)] }));
}

/** Refuses request bodies over the limit before anything reads them. Returns true when it answered. */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse, maxBytes: number): boolean {
  if (req.method !== 'POST') return false;
  const length = req.headers['content-length'];
  if (length === undefined) {
    if (req.headers['transfer-encoding']) {
      refuse(res, 411, 'LENGTH_REQUIRED', 'Send the request body with a Content-Length header.');
      return true;
    }
    return false;
  }
  if (!/^\d+$/.test(length) || Number(length) > maxBytes) {
    refuse(res, 413, 'REQUEST_TOO_LARGE', `The request body is larger than ${maxBytes} bytes.`);
    return true;
  }
  return false;
}
