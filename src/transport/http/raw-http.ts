// The few pieces the routes answered outside Yoga (attachments, session exports, /mcp, the
// admission refusals) share: one header's value, an error answered as a GraphQL-shaped JSON body,
// and the caller read from the request's credentials.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerOf, type Authenticator } from '../../auth/authenticator.js';
import type { Identity } from '../../auth/identity.js';
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

/** The caller of a route outside Yoga, from its bearer token or API key; null once 401 UNAUTHENTICATED was answered. */
export async function callerOr401(req: IncomingMessage, res: ServerResponse, authenticator: Authenticator): Promise<Identity | null> {
  try {
    return await authenticator.authenticate({ bearer: bearerOf(header(req, 'authorization')), apiKey: header(req, 'x-api-key') });
  } catch (error) {
    sendJsonError(res, 401, 'UNAUTHENTICATED', (error as Error).message, { 'www-authenticate': 'Bearer' });
    return null;
  }
}
