// GraphiQL without a CDN, and without amplification. Yoga's renderer inlines ~9 MB of scripts,
// styles and Monaco workers into every page it renders: each unauthenticated GET with
// `Accept: text/html` cost 9 MB of output and the CPU to build it. Here the page is a few KB
// and the assets are static files under /graphiql/<content hash>/…: cached for good by the
// browser (immutable, ETag), compressed once per process (brotli and gzip, lazily, off the
// event loop), and served from memory. Everything stays on this origin: it works offline.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { css, editorWorkerService, favicon, graphqlWorker, js, jsonWorker } from '@graphql-yoga/render-graphiql/graphiql';

import { FETCHER_JS } from './graphiql-fetcher.js';
import type { CatalogueCode } from '../../domain/errors.js';

// graphql-ws's browser build (UMD: the `graphqlWs` global), which its exports map does not list.
const require = createRequire(import.meta.url);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const GRAPHIQL_ASSET_PREFIX = '/graphiql/';

interface AssetSource {
  name: string;
  type: string;
  body: Buffer;
}

/**
 * Loaded before GraphiQL's bundle, which captures the page's WebSocket class when it loads.
 * graphql-ws retries a socket closed with 4403 (access might be granted later), so GraphiQL kept
 * reconnecting with nothing shown; on this page a refusal is final: the close reaches graphql-ws
 * as 4401, which ends the operation with the reason in the result pane.
 */
const REFUSAL_JS = `(function () {
  var REFUSED = 4403;
  var Native = self.WebSocket;
  class RefusalReportingWebSocket extends Native {
    get onclose() {
      return super.onclose;
    }
    set onclose(handler) {
      super.onclose = typeof handler !== 'function' ? handler : function (event) {
        if (event.code !== REFUSED) return handler.call(this, event);
        var reason = 'The service refused the WebSocket connection (close code 4403: ' + (event.reason || 'Forbidden') + '). ' +
          'Put a valid token in the Headers pane, e.g. {"Authorization": "Bearer <token>"} (npm run token -- --sub u_1).';
        var final = new CloseEvent('close', { code: 4401, reason: reason, wasClean: event.wasClean });
        // The result pane prints the thrown close event as JSON: own fields make it read as an error.
        Object.defineProperty(final, 'message', { value: reason, enumerable: true });
        Object.defineProperty(final, 'extensions', { value: { code: ${JSON.stringify('UNAUTHENTICATED' satisfies CatalogueCode)}, closeCode: REFUSED }, enumerable: true });
        return handler.call(this, final);
      };
    }
  }
  self.WebSocket = RefusalReportingWebSocket;
})();
`;

/**
 * Starts GraphiQL once the page has loaded: reads its options from a JSON block (no inline script)
 * and gives it this page's fetcher (FETCHER_JS: HTTP with the Headers pane, subscriptions over
 * graphql-ws with the pane's credentials as connectionParams). A refused socket is reported by
 * REFUSAL_JS.
 */
const BOOT_JS = `(function () {
  var base = document.currentScript.getAttribute('data-base');
  var workers = { editorWorkerService: base + 'editor.worker.js', json: base + 'json.worker.js', graphql: base + 'graphql.worker.js' };
  self['MonacoEnvironment'] = { globalAPI: false, getWorkerUrl: function (_moduleId, label) { return workers[label]; } };
  var options = JSON.parse(document.getElementById('graphiql-options').textContent);

  // This page's fetcher (graphiql-fetcher.ts) replaces Yoga's: it takes the endpoint itself.
  options.fetcher = self.agentConversationsFetcher(options.endpoint);
  delete options.endpoint;

  YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), options);
})();
`;

function faviconBytes(): { type: string; body: Buffer } {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(favicon);
  return match ? { type: match[1]!, body: Buffer.from(match[2]!, 'base64') } : { type: 'image/x-icon', body: Buffer.alloc(0) };
}

const sources: AssetSource[] = [
  { name: 'graphiql.js', type: 'text/javascript; charset=utf-8', body: Buffer.from(js, 'utf8') },
  { name: 'graphiql.css', type: 'text/css; charset=utf-8', body: Buffer.from(css, 'utf8') },
  { name: 'editor.worker.js', type: 'text/javascript; charset=utf-8', body: Buffer.from(editorWorkerService, 'utf8') },
  { name: 'json.worker.js', type: 'text/javascript; charset=utf-8', body: Buffer.from(jsonWorker, 'utf8') },
  { name: 'graphql.worker.js', type: 'text/javascript; charset=utf-8', body: Buffer.from(graphqlWorker, 'utf8') },
  {
    name: 'graphql-ws.js',
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(join(dirname(require.resolve('graphql-ws/package.json')), 'umd', 'graphql-ws.js')),
  },
  { name: 'fetcher.js', type: 'text/javascript; charset=utf-8', body: Buffer.from(FETCHER_JS, 'utf8') },
  { name: 'boot.js', type: 'text/javascript; charset=utf-8', body: Buffer.from(BOOT_JS, 'utf8') },
  { name: 'ws-refusal.js', type: 'text/javascript; charset=utf-8', body: Buffer.from(REFUSAL_JS, 'utf8') },
  { name: 'favicon.ico', ...faviconBytes() },
];

/** One hash over every asset: a new GraphiQL build gets new URLs, so old ones can be cached forever. */
const VERSION = (() => {
  const hash = createHash('sha256');
  for (const s of sources) hash.update(s.name).update(s.body);
  return hash.digest('hex').slice(0, 16);
})();

/** Where the assets live, e.g. /graphiql/0123456789abcdef/ */
const GRAPHIQL_ASSET_BASE = `${GRAPHIQL_ASSET_PREFIX}${VERSION}/`;

interface Asset {
  type: string;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

let compressed: Promise<Map<string, Asset>> | null = null;

/** Compresses every asset once per process (on first use; zlib runs on the thread pool). */
function assets(): Promise<Map<string, Asset>> {
  compressed ??= Promise.all(
    sources.map(async (s): Promise<[string, Asset]> => {
      const [br, gz] = await Promise.all([
        // Mid-range levels: within a few percent of the best ratio at a fraction of the CPU.
        brotli(s.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: s.body.length } }),
        gzipAsync(s.body, { level: 6 }),
      ]);
      return [s.name, { type: s.type, etag: `"${VERSION}-${s.name}"`, identity: s.body, br, gzip: gz }];
    }),
  ).then((entries) => new Map(entries));
  return compressed;
}

/** Picks br, gzip or identity from Accept-Encoding (a q=0 refuses an encoding). */
function encodingFor(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Serves GET/HEAD /graphiql/<version>/<name>; returns false for every other request. */
export function serveGraphiQLAsset(req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (!path.startsWith(GRAPHIQL_ASSET_PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const name = path.startsWith(GRAPHIQL_ASSET_BASE) ? path.slice(GRAPHIQL_ASSET_BASE.length) : null;
  void assets().then(
    (all) => {
      const asset = name === null ? undefined : all.get(name);
      if (!asset) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('Not found');
        return;
      }
      const headers: Record<string, string | number> = {
        'content-type': asset.type,
        'cache-control': 'public, max-age=31536000, immutable',
        etag: asset.etag,
        vary: 'Accept-Encoding',
        'x-content-type-options': 'nosniff',
      };
      if (req.headers['if-none-match'] === asset.etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      const encoding = encodingFor(req.headers['accept-encoding']);
      const body = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.identity;
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      headers['content-length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    () => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('GraphiQL assets unavailable');
    },
  );
  return true;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Options as JSON that is safe inside a <script type="application/json"> block. */
const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value ?? {})
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Yoga's `renderGraphiQL`: a small page that loads the static assets. */
export function renderGraphiQLPage(options?: { title?: string } & Record<string, unknown>): string {
  const base = GRAPHIQL_ASSET_BASE;
  // The browser asks for the assets next: have them compressed by then.
  void assets().catch(() => {});
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(options?.title || 'GraphiQL')}</title>
    <link rel="icon" href="${base}favicon.ico" />
    <link rel="stylesheet" href="${base}graphiql.css" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run this app.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${jsonForHtml(options)}</script>
    <script src="${base}ws-refusal.js"></script>
    <script src="${base}graphiql.js"></script>
    <script src="${base}graphql-ws.js"></script>
    <script src="${base}fetcher.js"></script>
    <script src="${base}boot.js" data-base="${base}"></script>
  </body>
</html>
`;
}
