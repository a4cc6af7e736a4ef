// Serves the built dashboard (dashboard/dist, made by `npm run dashboard:build`) at /dashboard.
// Same origin as /graphql, no CDN: the page works offline. Hashed assets are cached for a year
// (immutable); index.html is revalidated on every load (ETag), so a rebuild shows at once.
// Every answer carries a strict CSP (scripts and styles from this origin only, no framing)
// and nosniff. When the build is missing, a page says how to make it.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DASHBOARD_PATH = '/dashboard';
/** Where `npm run dashboard:build` writes (see dashboard/vite.config.ts). */
const DEFAULT_DASHBOARD_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../dashboard/dist');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Vite names bundled files `<name>-<hash>.<ext>` under assets/: their content never changes. */
const HASHED_ASSET = /^assets\/[\w.-]+-[\w-]{8,}\.\w+$/;

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  gzip: Buffer | null;
  etag: string;
}

export interface DashboardOptions {
  /** The build output folder (default dashboard/dist of this repo). */
  dir?: string;
}

const host = (req: IncomingMessage) => {
  const value = req.headers.host ?? '';
  return /^[\w.-]+(:\d+)?$|^\[[\da-fA-F:.]+\](:\d+)?$/.test(value) ? value : null;
};

/** The page's rules: everything from this origin; WebSocket to this host; inline images (base64 blocks) as data:/blob:. */
function securityHeaders(req: IncomingMessage): Record<string, string> {
  const h = host(req);
  // 'self' covers ws(s) to the same host in CSP 3 browsers; the explicit entries help older ones.
  const connect = ["'self'", ...(h ? [`ws://${h}`, `wss://${h}`] : [])].join(' ');
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data: blob:",
      `connect-src ${connect}`,
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
}

const MISSING_BUILD = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dashboard not built</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:4rem auto;max-width:40rem;color:#1f2933}code{background:#f0f2f5;padding:.1rem .3rem;border-radius:4px}</style>
</head><body>
<h1>The dashboard has not been built</h1>
<p>Its files are made from <code>dashboard/</code> by <code>npm install</code> (the <code>prepare</code> script)
or by hand with <code>npm run dashboard:build</code>. Run one of them and reload this page.</p>
<p>The GraphQL API and GraphiQL are at <a href="/graphql">/graphql</a>.</p>
</body></html>`;

/** Returns a request handler: true when it answered (any path under /dashboard), false otherwise. */
export function createDashboardHandler(options: DashboardOptions = {}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const dir = resolve(options.dir ?? DEFAULT_DASHBOARD_DIR);
  const cache = new Map<string, CachedFile>();

  /** The file's bytes and ETag, re-read when it changed on disk (a rebuild while running); null when absent. */
  const load = (relative: string): CachedFile | null => {
    const path = resolve(dir, relative);
    if (path !== dir && !path.startsWith(dir + sep)) return null;
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const hit = cache.get(path);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit;
    const body = readFileSync(path);
    const file: CachedFile = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      body,
      gzip: COMPRESSIBLE.has(extname(path)) && body.length > 1024 ? gzipSync(body) : null,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
    cache.set(path, file);
    return file;
  };

  return (req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0]!;
    if (path !== DASHBOARD_PATH && !path.startsWith(`${DASHBOARD_PATH}/`)) return false;
    const headers = securityHeaders(req);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed.\n');
      return true;
    }
    if (path === DASHBOARD_PATH) {
      const query = url.slice(path.length);
      res.writeHead(308, { ...headers, location: `${DASHBOARD_PATH}/${query}` });
      res.end();
      return true;
    }
    let relative: string;
    try {
      relative = decodeURIComponent(path.slice(DASHBOARD_PATH.length + 1));
    } catch {
      relative = '\0';
    }
    if (relative.includes('\0') || relative.split('/').some((part) => part === '..')) {
      res.writeHead(400, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad path.\n');
      return true;
    }
    const isAsset = relative.startsWith('assets/') || extname(relative) !== '';
    // Paths without an extension are the app's own routes (e.g. /dashboard/sessions/s_…): the page handles them.
    const file = isAsset ? load(relative) : load('index.html');
    if (!file) {
      if (isAsset) {
        res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('Not found.\n');
      } else {
        res.writeHead(503, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : MISSING_BUILD);
      }
      return true;
    }
    const ext = isAsset ? extname(relative) : '.html';
    const common = {
      ...headers,
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'cache-control': HASHED_ASSET.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag: file.etag,
      vary: 'accept-encoding',
    };
    const etags = (req.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
    if (etags.includes(file.etag)) {
      res.writeHead(304, common);
      res.end();
      return true;
    }
    const gzip = file.gzip !== null && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? file.gzip! : file.body;
    res.writeHead(200, { ...common, 'content-length': String(body.length), ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
