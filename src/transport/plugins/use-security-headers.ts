// Response headers for everything Yoga answers: API responses are never cached (they hold
// per-caller data), the GraphiQL page gets its Content-Security-Policy and may not be framed,
// and answers vary by Origin whenever CORS is configured. (`X-Content-Type-Options: nosniff`
// is set for every response of the server in `baselineHeaders`, health and metrics included.)
import type { ServerResponse } from 'node:http';
import type { Plugin } from 'graphql-yoga';

export interface SecurityHeadersOptions {
  /** The GraphiQL page's CSP (see graphiql-page.ts). */
  pageContentSecurityPolicy: () => string | null;
  /** Whether CORS origins are configured (then caches must key on Origin). */
  corsEnabled: () => boolean;
}

export function useSecurityHeaders(options: SecurityHeadersOptions): Plugin {
  return {
    onResponse({ response }) {
      const headers = response.headers;
      if ((headers.get('content-type') ?? '').startsWith('text/html')) {
        const policy = options.pageContentSecurityPolicy();
        if (policy) headers.set('Content-Security-Policy', policy);
        headers.set('X-Frame-Options', 'DENY');
        headers.set('Referrer-Policy', 'no-referrer');
      } else {
        headers.set('Cache-Control', 'no-store');
      }
      if (options.corsEnabled() && !/\borigin\b/i.test(headers.get('vary') ?? '')) headers.append('Vary', 'Origin');
    },
  };
}

/** Headers every response of the server carries, set before any handler writes. */
export function baselineHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
}
