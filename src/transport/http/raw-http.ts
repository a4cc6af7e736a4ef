// The few pieces the routes answered outside Yoga (attachments, session exports, /mcp, the
// admission refusals) share: one header's value, and an error answered as a GraphQL-shaped JSON body.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CatalogueCode, errorJson } from '../../domain/errors.js';

/** One request header's value; repeated headers joined as HTTP does (", "). */
export const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** Answers `status` with `{ errors: [{ message, extensions: { code } }] }`, never cached. */
export function sendJsonError(res: ServerResponse, status: number, code: CatalogueCode, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify({ errors: [errorJson(code, message)] }));
}
