// Every error code is written once, in the catalogue (src/domain/errors.ts); the rest of src/
// names a code only through it (ServiceError, clientError, errorJson, errorExtensions, whose
// code parameter is the catalogue's type). A literal `code: 'SOME_CODE'` elsewhere is the start
// of a second list.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../src/domain/errors.js';

const SRC = new URL('../../src/', import.meta.url).pathname;
const CATALOGUE_FILE = 'domain/errors.ts';
const codes = new Set(Object.values(ERROR_CATALOGUE).flatMap((group) => Object.keys(group)));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );

describe('error codes', () => {
  it('are written as `code:` literals only in the catalogue', () => {
    const literals: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const path = relative(SRC, file);
      if (path === CATALOGUE_FILE) continue;
      for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
        for (const match of line.matchAll(/\bcode: '([A-Z][A-Z0-9_]*)'/g)) {
          if (codes.has(match[1]!)) literals.push(`src/${path}:${i + 1}: ${match[1]}`);
        }
      }
    }
    expect(literals).toEqual([]);
  });
});
