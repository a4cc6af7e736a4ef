// useMultipartUpload: a GraphQL multipart request is parsed strictly (every mapped file present
// once, no unmapped part, one operations field) and refused BAD_REQUEST otherwise, with nothing
// run; the caller is authenticated and admitted before its body is read.
import { describe, expect, it } from 'vitest';
import { clientError } from '../../../../src/transport/client-error.js';
import { type MultipartUploadOptions, useMultipartUpload } from '../../../../src/transport/plugins/use-multipart-upload.js';
import { codeOf, specYoga, type SpecYoga } from './spec-yoga.js';

const OPERATIONS = JSON.stringify({ query: 'mutation($file: File!) { fileSize(file: $file) }', variables: { file: null } });

/** Sends a multipart form built from `parts` (a string is a field, a Blob a file). */
async function upload(yoga: SpecYoga, parts: [string, string | Blob][], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, 'a.txt');
  }
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as Parameters<typeof codeOf>[0] & { data?: unknown } };
}

describe('useMultipartUpload', () => {
  const yoga = specYoga([useMultipartUpload()]);
  const file = new Blob(['hello file']);

  it('places each mapped file in its variable', async () => {
    const { status, body } = await upload(yoga, [
      ['operations', OPERATIONS],
      ['map', JSON.stringify({ 0: ['variables.file'] })],
      ['0', file],
    ]);
    expect(status).toBe(200);
    expect(body.data).toEqual({ fileSize: 10 });
  });

  it.each([
    [
      'a mapped file missing',
      [
        ['operations', OPERATIONS],
        ['map', JSON.stringify({ 0: ['variables.file'] })],
      ],
    ],
    [
      'a file part the map does not name',
      [
        ['operations', OPERATIONS],
        ['map', JSON.stringify({ 0: ['variables.file'] })],
        ['0', file],
        ['1', file],
      ],
    ],
    [
      'two operations fields',
      [
        ['operations', OPERATIONS],
        ['operations', OPERATIONS],
        ['map', JSON.stringify({ 0: ['variables.file'] })],
        ['0', file],
      ],
    ],
    [
      'a prototype path',
      [
        ['operations', OPERATIONS],
        ['map', JSON.stringify({ 0: ['__proto__.polluted'] })],
        ['0', file],
      ],
    ],
  ] as [string, [string, string | Blob][]][])('refuses %s with BAD_REQUEST, running nothing', async (_case, parts) => {
    const { status, body } = await upload(yoga, parts);
    expect(status).toBe(400);
    expect(codeOf(body)).toBe('BAD_REQUEST');
    expect(body.data).toBeUndefined();
  });

  it('authenticates and admits the caller before the body is read', async () => {
    const seen: unknown[] = [];
    const options: MultipartUploadOptions = {
      authenticate: async (request) => {
        if (request.headers.get('authorization') !== 'Bearer good') throw clientError('UNAUTHENTICATED', 'bad token', { status: 401 });
        return 'alice';
      },
      admit: (caller) => {
        seen.push(caller);
      },
    };
    const guarded = specYoga([useMultipartUpload(options)]);
    const parts: [string, string | Blob][] = [
      ['operations', OPERATIONS],
      ['map', JSON.stringify({ 0: ['variables.file'] })],
      ['0', file],
    ];
    const refused = await upload(guarded, parts, { authorization: 'Bearer bad' });
    expect(codeOf(refused.body)).toBe('UNAUTHENTICATED');
    expect(refused.body.data).toBeUndefined();
    expect(seen).toEqual([]);
    expect((await upload(guarded, parts, { authorization: 'Bearer good' })).body.data).toEqual({ fileSize: 10 });
    expect(seen).toEqual(['alice']);
  });
});
