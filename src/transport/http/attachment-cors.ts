// CORS for GET /attachments/<id>, by the rule /graphql follows (use-cross-site-policy.ts
// corsPolicy): headers only for an origin CORS_ORIGINS lists, which gets exactly itself back
// with credentials; never `*`, never an unlisted or `null` origin. Pure.

/** What a frontend may send: credentials, a byte range, and the validators of a cached copy. */
const ALLOWED_REQUEST_HEADERS = ['Authorization', 'X-Api-Key', 'Range', 'If-None-Match', 'If-Range'];
/** What a frontend may read beyond the CORS-safelisted response headers. */
const EXPOSED_RESPONSE_HEADERS = ['ETag', 'Content-Range', 'Content-Disposition', 'Accept-Ranges', 'Content-Length'];
const METHODS = 'GET, HEAD';

/**
 * The CORS headers of any answer on the attachment route. `Vary: Origin` whenever CORS is
 * configured: answers differ by origin, and a cache must not hand one origin's to another.
 */
export function attachmentCorsHeaders(origin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> {
  if (allowedOrigins.length === 0) return {};
  if (origin === undefined || !allowedOrigins.includes(origin)) return { vary: 'Origin' };
  return {
    vary: 'Origin',
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': EXPOSED_RESPONSE_HEADERS.join(', '),
  };
}

/** The extra headers of a preflight (OPTIONS) answer for a listed origin; none for any other. */
export function attachmentPreflightHeaders(origin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> {
  if (origin === undefined || !allowedOrigins.includes(origin)) return {};
  return {
    'access-control-allow-methods': METHODS,
    'access-control-allow-headers': ALLOWED_REQUEST_HEADERS.join(', '),
    'access-control-max-age': '600',
  };
}
