// The dashboard shows attachment bytes from blob: URLs of its own origin; the type a blob gets
// decides what opening it in a tab does. Raster images only keep theirs (dashboard/src/blob-type.ts).
import { describe, expect, it } from 'vitest';
import { OPAQUE_TYPE, safeBlobType, withSafeType } from '../../dashboard/src/blob-type.js';

describe('safeBlobType', () => {
  it.each([
    ['image/png', 'image/png'],
    ['image/jpeg', 'image/jpeg'],
    ['image/gif', 'image/gif'],
    ['image/webp', 'image/webp'],
    ['image/avif', 'image/avif'],
    ['IMAGE/PNG; q=1', 'image/png'],
  ])('keeps the raster type %j as %j', (mime, expected) => expect(safeBlobType(mime)).toBe(expected));

  it.each([
    'image/svg+xml',
    'image/svg+xml; charset=utf-8',
    'text/html',
    'text/html; charset=utf-8',
    'application/xhtml+xml',
    'text/xml',
    'application/xml',
    'text/javascript',
    'application/pdf',
    'text/plain',
    'multipart/x-mixed-replace; boundary=x',
    '',
    'garbage',
  ])('makes %j opaque', (mime) => expect(safeBlobType(mime)).toBe(OPAQUE_TYPE));
});

describe('withSafeType', () => {
  it('keeps the bytes and replaces the type', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const safe = withSafeType(new Blob([svg], { type: 'image/svg+xml' }));
    expect(safe.type).toBe(OPAQUE_TYPE);
    expect(await safe.text()).toBe(svg);
    expect(withSafeType(new Blob([new Uint8Array([1, 2])], { type: 'image/png' })).type).toBe('image/png');
  });
});
