// `GET /sessions/<id>/export`: the session as a JSONL archive (services/session-export.ts),
// with the caller's credentials and tenant check as for attachment downloads (another tenant's
// session is the same 404 as an unknown one). `?attachments=reference` leaves the bytes out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceError } from '../../domain/errors.js';
import { ATTACHMENT_MODES, type AttachmentMode } from '../../domain/session-archive.js';
import { exportSession } from '../../services/session-export.js';
import type { AttachmentRouteOptions } from './attachments.js';
import { callerOr401, sendJsonError } from './raw-http.js';

const PATH = /^\/sessions\/([^/?#]+)\/export$/;

/** The media type of the archive (one JSON value per line). */
const ARCHIVE_CONTENT_TYPE = 'application/jsonl; charset=utf-8';

/** Waits until the response takes more, or fails when the client went away. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', gone);
      resolve();
    };
    const gone = () => {
      res.off('drain', done);
      res.off('close', gone);
      reject(Object.assign(new Error('the client went away'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    };
    res.on('drain', done);
    res.on('close', gone);
  });
}

/** Answers `GET /sessions/<id>/export`; returns false for any other path. */
export function handleSessionExportRequest(req: IncomingMessage, res: ServerResponse, options: AttachmentRouteOptions): boolean {
  const [path, query = ''] = (req.url ?? '').split('?', 2) as [string, string?];
  const match = PATH.exec(path);
  if (!match) return false;
  void serve(req, res, match[1]!, new URLSearchParams(query), options).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    if (!(error instanceof ServiceError)) options.logger.error({ err: { message: (error as Error).message } }, 'session export failed');
    if (res.headersSent) {
      // Cut mid-body: the archive lacks its "end" line, so an import refuses it.
      res.destroy();
    } else if (error instanceof ServiceError) {
      const status =
        error.code === 'NOT_FOUND'
          ? 404
          : error.code === 'FORBIDDEN'
            ? 403
            : error.code === 'STORAGE_UNAVAILABLE' || error.code === 'OVERLOADED'
              ? 503
              : 400;
      sendJsonError(res, status, error.code, error.message);
    } else {
      sendJsonError(res, 500, 'INTERNAL_SERVER_ERROR', 'The session could not be exported.');
    }
  });
  return true;
}

async function serve(
  req: IncomingMessage,
  res: ServerResponse,
  rawId: string,
  query: URLSearchParams,
  options: AttachmentRouteOptions,
): Promise<void> {
  if (req.method !== 'GET') {
    sendJsonError(res, 405, 'METHOD_NOT_ALLOWED', 'A session is exported with GET.', { allow: 'GET' });
    return;
  }
  const identity = await callerOr401(req, res, options.authenticator.current);
  if (!identity) return;
  const mode = query.get('attachments') ?? 'inline';
  if (!(ATTACHMENT_MODES as readonly string[]).includes(mode)) {
    sendJsonError(res, 400, 'BAD_USER_INPUT', `attachments: must be one of ${ATTACHMENT_MODES.join(', ')}.`);
    return;
  }
  let id: string;
  try {
    id = decodeURIComponent(rawId);
  } catch {
    sendJsonError(res, 404, 'NOT_FOUND', 'Session not found.');
    return;
  }
  if (id.includes('\u0000')) {
    sendJsonError(res, 404, 'NOT_FOUND', 'Session not found.');
    return;
  }
  await exportSession(options.depsFor(identity), id, mode as AttachmentMode, {
    start() {
      res.writeHead(200, {
        'content-type': ARCHIVE_CONTENT_TYPE,
        'content-disposition': `attachment; filename="session-export.jsonl"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
    },
    async write(text) {
      if (res.destroyed) throw Object.assign(new Error('the client went away'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
      if (!res.write(text)) await drained(res);
    },
  });
  res.end();
}
