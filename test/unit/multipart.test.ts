// The strict reading of GraphQL multipart requests: files land where the map says; anything
// malformed is refused with BAD_REQUEST.
import { describe, expect, it } from 'vitest';
import { operationsFromForm } from '../../src/transport/plugins/use-multipart-upload.js';

const ops = { query: 'mutation($f: File!) { x(f: $f) }', variables: { f: null, list: [null, null] } };

function form(parts: [string, string | Blob][]): FormData {
  const f = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') f.append(name, value);
    else f.append(name, value, 'file.bin');
  }
  return f;
}

const codeOf = (fn: () => unknown): { code: unknown; message: string } => {
  try {
    fn();
  } catch (error) {
    return { code: (error as { extensions?: { code?: unknown } }).extensions?.code, message: (error as Error).message };
  }
  return { code: undefined, message: '' };
};

describe('operationsFromForm', () => {
  it('puts each mapped file at its paths (one file may go to several)', () => {
    const file = new Blob(['a']);
    const result = operationsFromForm(
      form([
        ['operations', JSON.stringify(ops)],
        ['map', JSON.stringify({ 0: ['variables.f', 'variables.list.1'] })],
        ['0', file],
      ]),
    ) as { variables: { f: File; list: (File | null)[] } };
    expect(result.variables.f).toBeInstanceOf(Blob);
    expect(result.variables.list[0]).toBeNull();
    expect(result.variables.list[1]).toBe(result.variables.f);
  });

  it('accepts operations without files (no map)', () => {
    expect(operationsFromForm(form([['operations', JSON.stringify(ops)]]))).toEqual(ops);
  });

  it.each<[string, [string, string | Blob][], RegExp]>([
    ['no operations', [['map', '{}']], /"operations" field is missing/],
    [
      'operations twice',
      [
        ['operations', JSON.stringify(ops)],
        ['operations', JSON.stringify(ops)],
      ],
      /appears 2 times/,
    ],
    ['operations not JSON', [['operations', '{']], /not valid JSON/],
    ['operations a file', [['operations', new Blob(['{}'])]], /must be a field/],
    ['operations a string', [['operations', '"x"']], /JSON object or array/],
    [
      'map not an object',
      [
        ['operations', JSON.stringify(ops)],
        ['map', '[]'],
      ],
      /"map" must be a JSON object/,
    ],
    [
      'map entry not paths',
      [
        ['operations', JSON.stringify(ops)],
        ['map', '{"0":"variables.f"}'],
        ['0', new Blob(['a'])],
      ],
      /non-empty array/,
    ],
    [
      'file missing',
      [
        ['operations', JSON.stringify(ops)],
        ['map', '{"0":["variables.f"]}'],
      ],
      /"0" named in map is missing/,
    ],
    [
      'file twice',
      [
        ['operations', JSON.stringify(ops)],
        ['map', '{"0":["variables.f"]}'],
        ['0', new Blob(['a'])],
        ['0', new Blob(['b'])],
      ],
      /appears 2 times/,
    ],
    [
      'file is a field',
      [
        ['operations', JSON.stringify(ops)],
        ['map', '{"0":["variables.f"]}'],
        ['0', 'text'],
      ],
      /must be a file/,
    ],
    [
      'unmapped file',
      [
        ['operations', JSON.stringify(ops)],
        ['map', '{"0":["variables.f"]}'],
        ['0', new Blob(['a'])],
        ['1', new Blob(['b'])],
      ],
      /not named in map/,
    ],
    [
      'prototype path',
      [
        ['operations', JSON.stringify(ops)],
        ['map', '{"0":["__proto__.x"]}'],
        ['0', new Blob(['a'])],
      ],
      /not allowed/,
    ],
    [
      'path through nothing',
      [
        ['operations', JSON.stringify(ops)],
        ['map', '{"0":["variables.nope.x"]}'],
        ['0', new Blob(['a'])],
      ],
      /does not name a place/,
    ],
  ])('refuses %s with BAD_REQUEST', (_name, parts, message) => {
    const { code, message: got } = codeOf(() => operationsFromForm(form(parts)));
    expect(code).toBe('BAD_REQUEST');
    expect(got).toMatch(message);
  });
});
