// The GraphiQL page with a Content-Security-Policy that fits it exactly: its scripts and Monaco's
// editor workers are same-origin static files (transport/graphiql/graphiql-assets.ts), any inline script is
// allowed by hash only (never 'unsafe-inline'), it talks only to its own origin, and no other
// site may frame it.
import { createHash } from 'node:crypto';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

type RenderOptions = Parameters<typeof renderGraphiQL>[0];

export interface GraphiQLPage {
  /** Yoga's `renderGraphiQL` option. */
  render(options: RenderOptions): string;
  /** The CSP of the page last rendered (null before the first render). */
  contentSecurityPolicy(): string | null;
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

function policyFor(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`);
  return [
    "default-src 'none'",
    // Its scripts are same-origin static files (graphiql-assets.ts); inline ones only by hash.
    `script-src 'self'${hashes.map((h) => ` ${h}`).join('')}`,
    // Monaco and GraphiQL add style elements and attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    // Queries, mutations, SSE and the WebSocket all go to this origin.
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function graphiqlPage(render: (options: RenderOptions) => string = renderGraphiQL): GraphiQLPage {
  // The page is the same for every request (static options); hash it once per distinct page.
  let last: { html: string; policy: string } | null = null;
  return {
    render(options) {
      const html = render(options);
      if (last?.html !== html) last = { html, policy: policyFor(html) };
      return html;
    },
    contentSecurityPolicy: () => last?.policy ?? null,
  };
}
