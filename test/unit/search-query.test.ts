// How a search box's text becomes the websearch part and the prefix word, and the cursor fingerprint.
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/domain/canonical-json.js';
import { parseSearchQuery, searchFingerprint } from '../../src/domain/search-query.js';

describe('parseSearchQuery', () => {
  it.each([
    ['', { text: '', websearch: '', prefix: null }],
    ['   ', { text: '', websearch: '', prefix: null }],
    ['deplo', { text: 'deplo', websearch: '', prefix: "'deplo':*" }],
    ['  failed   deplo ', { text: 'failed deplo', websearch: 'failed', prefix: "'deplo':*" }],
    ['"exact phrase" wor', { text: '"exact phrase" wor', websearch: '"exact phrase"', prefix: "'wor':*" }],
    ['"exact phrase"', { text: '"exact phrase"', websearch: '"exact phrase"', prefix: null }],
    ['"unclosed phra', { text: '"unclosed phra', websearch: '"unclosed phra', prefix: null }],
    ['cats -dogs', { text: 'cats -dogs', websearch: 'cats -dogs', prefix: null }],
    ['cats or dog', { text: 'cats or dog', websearch: 'cats or dog', prefix: null }],
    ['cats OR', { text: 'cats OR', websearch: 'cats OR', prefix: null }],
    ["it's", { text: "it's", websearch: '', prefix: "'it''s':*" }],
    ['back\\slash', { text: 'back\\slash', websearch: '', prefix: "'back\\\\slash':*" }],
    ['a:* & b', { text: 'a:* & b', websearch: 'a:* &', prefix: "'b':*" }],
  ])('%j', (raw, expected) => {
    expect(parseSearchQuery(raw)).toEqual(expected);
  });
});

describe('searchFingerprint', () => {
  it('is the same for equal queries and filters (key order aside) and differs otherwise', () => {
    expect(searchFingerprint('q', null, { a: 1, b: [1, { c: 2, d: 3 }] })).toBe(searchFingerprint('q', null, { b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(searchFingerprint('q', null, null)).not.toBe(searchFingerprint('q2', null, null));
    expect(searchFingerprint('q', 'done', null)).not.toBe(searchFingerprint('q', null, null));
    expect(searchFingerprint('q', null, {})).not.toBe(searchFingerprint('q', null, null));
  });
  it('canonicalJson sorts keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}');
  });
});
