// Filename and MIME sanitising of uploads, and the headers the download route builds from them.
import { describe, expect, it } from 'vitest';
import { normalizeMime, sanitizeFilename } from '../../src/domain/attachment-names.js';
import { contentDisposition, dispositionType, ifRangeHolds, noneMatchHits, parseRange } from '../../src/transport/http/attachment-headers.js';

describe('sanitizeFilename', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\notes.txt', 'notes.txt'],
    ['dir/', 'attachment'],
    ['a\u0000b\u0007c\u001bd\u007fe\u0085f.txt', 'abcdef.txt'],
    ['bill\u202Efdp.exe', 'billfdp.exe'],
    ['line\u2028break', 'line break'],
    ['  many   spaces\tand\ttabs  ', 'many spaces and tabs'],
    ['', 'attachment'],
    [null, 'attachment'],
    ['...', 'attachment'],
    ['.hidden', '.hidden'],
    ['cafe\u0301.txt', 'café.txt'],
    ['lone \ud800 surrogate', 'lone \ufffd surrogate'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFilename(raw)).toBe(expected);
  });

  it('caps at 255 bytes of UTF-8, keeping the extension and whole characters', () => {
    const long = sanitizeFilename(`${'日本'.repeat(3000)}.tar.gz`);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(255);
    expect(long.endsWith('.gz')).toBe(true);
    expect(long).not.toContain('\ufffd');
    expect(sanitizeFilename('x'.repeat(10_000))).toBe('x'.repeat(255));
  });
});

describe('normalizeMime', () => {
  const isMime = (s: string) => /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;.*)?$/i.test(s);
  it.each([
    ['', 'application/octet-stream'],
    ['   ', 'application/octet-stream'],
    [null, 'application/octet-stream'],
    ['Image/PNG', 'image/png'],
    ['Text/Plain; charset=UTF-8', 'text/plain; charset=UTF-8'],
    ['not a mime', null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeMime(raw, isMime)).toBe(expected);
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, 10, { kind: 'full' }],
    ['bytes=0-4', 10, { kind: 'partial', start: 0, end: 4 }],
    ['bytes=5-', 10, { kind: 'partial', start: 5, end: 9 }],
    ['bytes=-3', 10, { kind: 'partial', start: 7, end: 9 }],
    ['bytes=-30', 10, { kind: 'partial', start: 0, end: 9 }],
    ['bytes=8-100', 10, { kind: 'partial', start: 8, end: 9 }],
    ['BYTES = 1 - 2', 10, { kind: 'partial', start: 1, end: 2 }],
    ['bytes=10-', 10, { kind: 'unsatisfiable' }],
    ['bytes=99999999999999999999-', 10, { kind: 'unsatisfiable' }],
    ['bytes=-0', 10, { kind: 'unsatisfiable' }],
    ['bytes=0-', 0, { kind: 'unsatisfiable' }],
    ['bytes=5-2', 10, { kind: 'full' }],
    ['bytes=0-1,3-4', 10, { kind: 'full' }],
    ['items=0-1', 10, { kind: 'full' }],
    ['bytes=-', 10, { kind: 'full' }],
    ['bytes=a-b', 10, { kind: 'full' }],
  ])('%j of %i bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

describe('conditional requests', () => {
  const etag = '"abc"';
  it('If-None-Match compares weakly, lists and * included', () => {
    expect(noneMatchHits(undefined, etag)).toBe(false);
    expect(noneMatchHits('"abc"', etag)).toBe(true);
    expect(noneMatchHits('W/"abc"', etag)).toBe(true);
    expect(noneMatchHits('"x", "abc"', etag)).toBe(true);
    expect(noneMatchHits('*', etag)).toBe(true);
    expect(noneMatchHits('"abd"', etag)).toBe(false);
  });
  it('If-Range holds only for the same strong tag', () => {
    expect(ifRangeHolds(undefined, etag)).toBe(true);
    expect(ifRangeHolds('"abc"', etag)).toBe(true);
    expect(ifRangeHolds('W/"abc"', etag)).toBe(false);
    expect(ifRangeHolds('Wed, 21 Oct 2015 07:28:00 GMT', etag)).toBe(false);
  });
});

describe('contentDisposition', () => {
  it('renders images, PDFs and plain text inline and everything else as a download', () => {
    expect(dispositionType('image/png')).toBe('inline');
    expect(dispositionType('application/pdf')).toBe('inline');
    expect(dispositionType('text/plain; charset=utf-8')).toBe('inline');
    expect(dispositionType('image/svg+xml')).toBe('attachment');
    expect(dispositionType('text/html')).toBe('attachment');
    expect(dispositionType('application/octet-stream')).toBe('attachment');
  });
  it('gives an ASCII fallback and an RFC 8187 filename*', () => {
    expect(contentDisposition('text/plain', 'plain.txt')).toBe(`inline; filename="plain.txt"; filename*=UTF-8''plain.txt`);
    expect(contentDisposition('application/zip', `naïve "q" \\ 50%'(x)*.zip`)).toBe(
      `attachment; filename="na_ve _q_ _ 50_'(x)*.zip"; filename*=UTF-8''na%C3%AFve%20%22q%22%20%5C%2050%25%27%28x%29%2A.zip`,
    );
  });
});
