import { describe, expect, it } from 'vitest';
import { jsonEqual, metadataMatches } from '../../src/domain/metadata-filter.js';
import type { JsonObject, JsonValue } from '../../src/domain/types.js';

describe('metadataMatches', () => {
  const cases: [string, JsonObject, JsonObject | null, boolean][] = [
    ['empty filter matches everything', {}, { owner: 'u1' }, true],
    ['empty filter matches empty metadata', {}, {}, true],
    ['empty filter matches missing metadata', {}, null, true],
    ['equal scalar', { owner: 'u1' }, { owner: 'u1', team: 't' }, true],
    ['different scalar', { owner: 'u1' }, { owner: 'u2' }, false],
    ['missing key never matches', { owner: 'u1' }, { team: 't' }, false],
    ['non-empty filter vs empty metadata', { owner: 'u1' }, {}, false],
    ['non-empty filter vs missing metadata', { owner: 'u1' }, null, false],
    ['null value must be present', { x: null }, {}, false],
    ['null equals null', { x: null }, { x: null }, true],
    ['all keys AND', { a: 1, b: 2 }, { a: 1, b: 3 }, false],
    ['number vs string', { n: 1 }, { n: '1' }, false],
    ['boolean', { f: true }, { f: true }, true],
    ['nested object, key order ignored', { o: { a: 1, b: [1, 2] } }, { o: { b: [1, 2], a: 1 } }, true],
    ['nested object is not a subset match', { o: { a: 1 } }, { o: { a: 1, b: 2 } }, false],
    ['array order matters', { l: [1, 2] }, { l: [2, 1] }, false],
    ['array length matters', { l: [1] }, { l: [1, 1] }, false],
    ['array vs object', { l: [] }, { l: {} }, false],
    ['inherited keys do not count', { toString: 'x' }, {}, false],
  ];
  it.each(cases)('%s', (_name, filter, metadata, expected) => {
    expect(metadataMatches(filter, metadata)).toBe(expected);
  });
});

describe('jsonEqual', () => {
  const cases: [JsonValue, JsonValue, boolean][] = [
    [1, 1, true],
    ['a', 'a', true],
    [null, null, true],
    [null, {}, false],
    [[{ a: 1 }], [{ a: 1 }], true],
    [{ a: { b: { c: [1, { d: 2 }] } } }, { a: { b: { c: [1, { d: 2 }] } } }, true],
    [{ a: { b: { c: [1, { d: 2 }] } } }, { a: { b: { c: [1, { d: 3 }] } } }, false],
    [{ a: 1 }, { b: 1 }, false],
  ];
  it.each(cases)('%j vs %j → %s', (a, b, expected) => {
    expect(jsonEqual(a, b)).toBe(expected);
    expect(jsonEqual(b, a)).toBe(expected);
  });
});
