// Handing a request body that was already read (body admission, admission.ts) on to Yoga's node
// adapter, which takes `req.body` when it is set instead of reading the request stream.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/**
 * Sets the body Yoga reads. As a stream: whatwg-node accepts a pre-read body only when
 * `Object.keys(body)` is non-empty, which on a Buffer lists every byte (seconds for 10 MB).
 */
export function handOverBody(req: IncomingMessage, body: Buffer): void {
  (req as IncomingMessage & { body?: Readable }).body = Readable.from([body]);
}
