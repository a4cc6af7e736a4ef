// Pure HTTP header logic for serving attachment bytes: Range (RFC 9110 §14), conditional
// requests on the ETag, Content-Type, and Content-Disposition with an RFC 6266 / RFC 8187 filename*.
import { DEFAULT_MIME } from '../../domain/attachment-names.js';
import { isMediaType } from '../../domain/media-type.js';

/** Outcome of a Range header against a representation of `size` bytes. */
export type RangeOutcome = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * One byte range → partial; a range that starts past the end (or a zero-length suffix, or any
 * range of an empty file) → unsatisfiable. No header, a malformed one, another unit or several
 * ranges → the full representation (a server may ignore Range; multipart/byteranges is not served).
 */
export function parseRange(header: string | undefined, size: number): RangeOutcome {
  if (header === undefined) return { kind: 'full' };
  const match = /^\s*bytes\s*=\s*([^,]*)$/i.exec(header);
  if (!match) return { kind: 'full' };
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(match[1]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'full' };
  if (spec[1] === '') {
    const suffix = Number(spec[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(spec[1]);
  const last = spec[2] === '' ? Number.POSITIVE_INFINITY : Number(spec[2]);
  if (last < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(last, size - 1) };
}

/** The strong ETag of an attachment: its quoted SHA-256. */
export const etagOf = (sha256: string): string => `"${sha256}"`;

/** If-None-Match (weak comparison, as RFC 9110 asks for it): true when the client's copy is current. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** If-Range: the Range applies only while the client's validator is still current (strong comparison; dates are not ours). */
export function ifRangeHolds(header: string | undefined, etag: string): boolean {
  return header === undefined || header.trim() === etag;
}

/**
 * The Content-Type a stored type is served with: itself when a header can carry it, else
 * application/octet-stream (a row stored before uploads were held to the header grammar).
 */
export const servedContentType = (mime: string): string => (isMediaType(mime) ? mime : DEFAULT_MIME);

/** Types a browser may render in place; everything else downloads (HTML, SVG, scripts never run from our origin). */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|avif|bmp)|audio\/[\w.+-]+|video\/[\w.+-]+|application\/pdf|text\/plain)(\s*;.*)?$/i;

export const dispositionType = (mime: string): 'inline' | 'attachment' => (INLINE_TYPES.test(mime) ? 'inline' : 'attachment');

/** RFC 8187 attr-char: what may stay unescaped in filename*. */
const encodeExtValue = (s: string): string => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `inline|attachment; filename="<ASCII fallback>"; filename*=UTF-8''<percent-encoded>` — the
 * fallback keeps printable ASCII except quote, backslash and percent (replaced by "_").
 */
export function contentDisposition(mime: string, filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${dispositionType(mime)}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(filename)}`;
}
