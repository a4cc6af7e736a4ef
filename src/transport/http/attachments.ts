// The HTTP side of attachments: `GET /attachments/<id>` (the bytes, with the caller's
// credentials and tenant check, and CORS for the origins CORS_ORIGINS lists), the body limit of
// multipart uploads, and the public origin that Attachment.url is built from.
import type { Live } from '../../domain/live.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Authenticator } from '../../auth/authenticator.js';
import type { Identity } from '../../auth/identity.js';
import type { Config } from '../../config.js';
import type { LiveConfig } from '../../config-reload.js';
import type { Logger } from '../../logger.js';
import * as attachments from '../../services/attachments.js';
import { errorJson, ServiceError } from '../../domain/errors.js';
import type { ServiceDeps } from '../../services/deps.js';
import { attachmentCorsHeaders, attachmentPreflightHeaders } from './attachment-cors.js';
import { contentDisposition, etagOf, ifRangeHolds, noneMatchHits, parseRange, servedContentType } from './attachment-headers.js';
import { refuseOversizedBody } from './body-limit.js';
import { callerOr401, header, sendJsonError } from './raw-http.js';

const PATH = /^\/attachments\/([^/?#]+)$/;

export interface AttachmentRouteOptions {
  authenticator: Live<Authenticator>;
  /** The services as one caller sees them (tenant-confined). */
  depsFor: (identity: Identity) => ServiceDeps;
  logger: Logger;
  /** The configuration in force: CORS_ORIGINS, the browser origins that get CORS headers here as on /graphql. */
  config: LiveConfig;
}

// What the route serves (OPTIONS answers CORS preflights only).
const METHODS = 'GET, HEAD';

/**
 * Answers `GET`/`HEAD`/`OPTIONS /attachments/<id>`; returns false for any other path. Unknown ids
 * and other tenants' attachments are the same 404. Served with the declared Content-Type (when a
 * header can carry it), `nosniff` and a sandboxing CSP, so an upload that lies about its type
 * cannot run as a page of this origin.
 */
export function handleAttachmentRequest(req: IncomingMessage, res: ServerResponse, options: AttachmentRouteOptions): boolean {
  const match = PATH.exec((req.url ?? '').split('?')[0]!);
  if (!match) return false;
  const origin = header(req, 'origin');
  const allowedOrigins = options.config.current.corsOrigins;
  // Set before any answer, errors included, so a listed frontend can read those too.
  for (const [name, value] of Object.entries(attachmentCorsHeaders(origin, allowedOrigins))) res.setHeader(name, value);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { allow: METHODS, ...attachmentPreflightHeaders(origin, allowedOrigins) });
    res.end();
    return true;
  }
  void serve(req, res, decodeURIComponentSafe(match[1]!), options).catch((error: unknown) => answerFailure(res, error, options.logger));
  return true;
}

const isPrematureClose = (error: unknown): boolean => (error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE';

/**
 * A failure while serving: cut a body already under way; before that, a service error keeps its
 * code (STORAGE_UNAVAILABLE only when storage failed) and anything else is an internal error.
 */
function answerFailure(res: ServerResponse, error: unknown, logger: Logger): void {
  if (isPrematureClose(error)) return; // the client went away
  if (!(error instanceof ServiceError)) logger.error({ err: { message: (error as Error).message } }, 'attachment download failed');
  if (res.headersSent) {
    res.destroy();
  } else if (error instanceof ServiceError) {
    const status = error.code === 'STORAGE_UNAVAILABLE' || error.code === 'OVERLOADED' ? 503 : 400;
    sendJsonError(res, status, error.code, error.message);
  } else {
    sendJsonError(res, 500, 'INTERNAL_SERVER_ERROR', 'The attachment could not be served.');
  }
}

const decodeURIComponentSafe = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

async function serve(req: IncomingMessage, res: ServerResponse, id: string | null, options: AttachmentRouteOptions): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJsonError(res, 405, 'METHOD_NOT_ALLOWED', 'Attachments are read with GET or HEAD.', { allow: METHODS });
    return;
  }
  const identity = await callerOr401(req, res, options.authenticator.current);
  if (!identity) return;
  const deps = options.depsFor(identity);
  const attachment =
    id === null || id.includes('\u0000')
      ? null
      : await attachments.getAttachment(deps, id).catch((error: unknown) => {
          const code = (error as { code?: string }).code;
          if (code === 'STORAGE_UNAVAILABLE' || code === 'OVERLOADED') throw error;
          return null;
        });
  if (!attachment) {
    sendJsonError(res, 404, 'NOT_FOUND', 'Attachment not found.');
    return;
  }
  const etag = etagOf(attachment.sha256);
  const common = {
    etag,
    'cache-control': 'private',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'accept-ranges': 'bytes',
  };
  if (noneMatchHits(header(req, 'if-none-match'), etag)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const size = attachment.size;
  const range = ifRangeHolds(header(req, 'if-range'), etag) ? parseRange(header(req, 'range'), size) : { kind: 'full' as const };
  if (range.kind === 'unsatisfiable') {
    sendJsonError(res, 416, 'RANGE_NOT_SATISFIABLE', `The range is outside the ${size} bytes of the attachment.`, {
      ...common,
      'content-range': `bytes */${size}`,
    });
    return;
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
  const contentType = servedContentType(attachment.mime);
  res.writeHead(range.kind === 'partial' ? 206 : 200, {
    ...common,
    'content-type': contentType,
    'content-disposition': contentDisposition(contentType, attachment.filename),
    'content-length': String(end - start + 1),
    ...(range.kind === 'partial' ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
  });
  if (req.method === 'HEAD' || end < start) {
    res.end();
    return;
  }
  // A chunk at a time, waiting for the socket to drain (a slow client never makes us hold the
  // file); a client that goes away stops the reads.
  await pipeline(attachments.readAttachment(deps, attachment, { start, end }), res);
}

const isMultipart = (req: IncomingMessage): boolean => (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * The request body limit. A multipart upload may carry MAX_ATTACHMENT_BYTES of file on top of
 * MAX_REQUEST_BYTES; past that it is refused before anything is read (413 ATTACHMENT_TOO_LARGE).
 * Every other body keeps MAX_REQUEST_BYTES. Returns true when it answered.
 */
export function refuseOversizedRequest(req: IncomingMessage, res: ServerResponse, config: Config): boolean {
  if (req.method !== 'POST' || !isMultipart(req)) return refuseOversizedBody(req, res, config.requestLimits.maxRequestBytes);
  const max = config.limits.maxAttachmentBytes + config.requestLimits.maxRequestBytes;
  const length = req.headers['content-length'];
  if (length !== undefined && /^\d+$/.test(length) && Number(length) > max) {
    res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
    res.end(
      JSON.stringify({
        errors: [
          errorJson(
            'ATTACHMENT_TOO_LARGE',
            `The upload is larger than ${config.limits.maxAttachmentBytes} bytes (MAX_ATTACHMENT_BYTES); nothing was stored.`,
            {
              maxBytes: config.limits.maxAttachmentBytes,
            },
          ),
        ],
      }),
    );
    return true;
  }
  return refuseOversizedBody(req, res, max);
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The origin Attachment.url starts with: PUBLIC_URL when configured (a path prefix is kept),
 * else the scheme (X-Forwarded-Proto when it says http or https) and Host the request came with.
 */
export function publicOriginOf(req: IncomingMessage | undefined, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const forwarded = header(req ?? ({ headers: {} } as IncomingMessage), 'x-forwarded-proto')
    ?.split(',')[0]
    ?.trim()
    .toLowerCase();
  const encrypted = Boolean((req?.socket as { encrypted?: boolean } | undefined)?.encrypted);
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : encrypted ? 'https' : 'http';
  const host = req?.headers.host;
  return `${scheme}://${host && HOST.test(host) ? host : 'localhost'}`;
}
