// The media type grammar stored types are held to (RFC 9110: what a Content-Type header can
// carry), and the raster image types image blocks and the dashboard's blobs keep.
import { describe, expect, it } from 'vitest';
import { essenceOf, isMediaType, isRasterImageType } from '../../src/domain/media-type.js';
import { servedContentType } from '../../src/transport/http/attachment-headers.js';

describe('isMediaType', () => {
  it.each([
    'text/plain',
    'Text/Markdown; charset=utf-8',
    'text/plain;charset=utf-8',
    'text/plain ;\tformat=flowed',
    'text/plain; charset="utf-8"',
    'application/x-thing; a="b \\"c\\" \\\\ d"',
    'application/vnd.api+json',
    "application/x-t; k=!#$%&'*+.^_`|~-",
    'multipart/mixed; boundary="a b:c,d/e?f=g"',
  ])('accepts %j', (mime) => expect(isMediaType(mime)).toBe(true));

  it.each([
    'text',
    'text/',
    'text/plain;',
    'text/plain; name="日本"',
    'text/plain; name=日本',
    'text/plain; name=caf\u00e9',
    'text/plain; name="caf\u00e9"',
    'text/plain; name="a\r\nX-Evil: 1"',
    'text/plain;\r\n name=x',
    'text/plain;\n name=x',
    'text/plain; name="bell\u0007"',
    'text/plain; name="nul\u0000"',
    'text/plain; name="del\u007f"',
    'text/plain;\u00a0charset=utf-8',
    'text/plain; name="unterminated',
    'text/plain; name="a"b"',
    'text/plain; name="trailing\\"',
    'text/plain; na me=x',
    'text/plain; name=a b',
    'text/pl ain',
  ])('refuses %j', (mime) => expect(isMediaType(mime)).toBe(false));
});

describe('servedContentType', () => {
  it('serves a type a header can carry as it is, anything else as application/octet-stream', () => {
    expect(servedContentType('text/plain; charset=utf-8')).toBe('text/plain; charset=utf-8');
    expect(servedContentType('text/plain; name="日本"')).toBe('application/octet-stream');
    expect(servedContentType('text/plain\r\nX-Evil: 1')).toBe('application/octet-stream');
  });
});

describe('raster image types', () => {
  it.each([
    ['image/png', true],
    ['IMAGE/JPEG', true],
    ['image/gif; x=1', true],
    [' image/webp ', true],
    ['image/avif', true],
    ['image/svg+xml', false],
    ['image/svg+xml; charset=utf-8', false],
    ['text/html', false],
    ['image/png+xml', false],
    ['image/x-icon', false],
    ['', false],
  ])('%j → %s', (mime, expected) => expect(isRasterImageType(mime)).toBe(expected));

  it('essenceOf drops parameters and case', () => expect(essenceOf('Image/PNG ; q=1')).toBe('image/png'));
});
