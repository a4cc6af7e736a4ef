// What an upload may call itself: a safe filename and a MIME type, from untrusted input.
// Pure; the HTTP layer builds headers from the results (src/transport/http/attachment-headers.ts).

/** Longest stored filename, in bytes of UTF-8 (the common filesystem limit). */
const MAX_FILENAME_BYTES = 255;
/** The name of an upload that gives none (or nothing usable). */
const DEFAULT_FILENAME = 'attachment';
export const DEFAULT_MIME = 'application/octet-stream';

const utf8Bytes = (s: string): number => Buffer.byteLength(s, 'utf8');
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Cuts `s` to at most `max` UTF-8 bytes at a code point boundary. */
function cutUtf8(s: string, max: number): string {
  let out = '';
  let bytes = 0;
  for (const ch of s) {
    const n = utf8Bytes(ch);
    if (bytes + n > max) break;
    out += ch;
    bytes += n;
  }
  return out;
}

/**
 * A filename safe to store and to put in a Content-Disposition header: the last segment of any
 * path (`../../x` → `x`, `C:\a\b` → `b`), whitespace runs (tabs, line breaks too) collapsed to one
 * space, without control or format characters (e.g. bidi overrides), at most 255 bytes (the extension is kept when
 * the stem is cut). Nothing usable left → "attachment".
 */
export function sanitizeFilename(raw: string | null | undefined): string {
  let name = (raw ?? '').replace(LONE_SURROGATE, '\uFFFD').normalize('NFC');
  name = name.split(/[/\\]/).pop() ?? '';
  name = name.replace(/\s+/gu, ' ');
  name = name.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  if (name === '' || /^\.+$/.test(name)) return DEFAULT_FILENAME;
  if (utf8Bytes(name) <= MAX_FILENAME_BYTES) return name;
  const ext = /\.[^.\s]{1,16}$/u.exec(name)?.[0] ?? '';
  const stem = cutUtf8(name.slice(0, name.length - ext.length), MAX_FILENAME_BYTES - utf8Bytes(ext)).trimEnd();
  return stem === '' ? cutUtf8(name, MAX_FILENAME_BYTES) : `${stem}${ext}`;
}

/**
 * A MIME type as stored: blank → application/octet-stream; type and subtype lower-cased,
 * parameters kept. Returns null for something that is not blank and not a MIME type
 * (the caller decides whether that is an error or falls back to the default).
 */
export function normalizeMime(raw: string | null | undefined, isMime: (s: string) => boolean): string | null {
  const trimmed = (raw ?? '').trim();
  if (trimmed === '') return DEFAULT_MIME;
  if (!isMime(trimmed)) return null;
  const semicolon = trimmed.indexOf(';');
  return semicolon < 0 ? trimmed.toLowerCase() : `${trimmed.slice(0, semicolon).trim().toLowerCase()}${trimmed.slice(semicolon)}`;
}
