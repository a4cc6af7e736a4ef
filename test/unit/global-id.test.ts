// Entry global ids: opaque, stable, unique per (session, entry), decodable; anything else is not one.
import { describe, expect, it } from 'vitest';
import { decodeEntryGlobalId, encodeEntryGlobalId } from '../../src/domain/global-id.js';

describe('entry global ids', () => {
  const pairs: [string, string][] = [
    ['s_1', 'turn-1'],
    ['s_2', 'turn-1'],
    ['a:b', 'c'],
    ['a', 'b:c'],
    ['ключ-✓', 'запись/1'],
    ['s_0190f5a0b1c27d3e8f9a0b1c2d3e4f50', 'e_0190f5a0b1c27d3e8f9a0b1c2d3e4f51'],
  ];

  it('round-trip, are URL-safe, and differ for every (session, entry) pair', () => {
    const ids = pairs.map(([s, e]) => encodeEntryGlobalId(s, e));
    expect(new Set(ids).size).toBe(pairs.length);
    for (const [i, [s, e]] of pairs.entries()) {
      expect(ids[i]).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(encodeEntryGlobalId(s, e)).toBe(ids[i]); // stable
      expect(decodeEntryGlobalId(ids[i]!)).toEqual({ sessionId: s, entryId: e });
    }
  });

  it.each([
    ['a session id', 's_0190f5a0b1c27d3e8f9a0b1c2d3e4f50'],
    ['a per-session entry id', 'turn-1'],
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['another tag', Buffer.from('["Session","s","e"]').toString('base64url')],
    ['missing part', Buffer.from('["Entry","s"]').toString('base64url')],
    ['empty part', Buffer.from('["Entry","","e"]').toString('base64url')],
    ['non-string part', Buffer.from('["Entry","s",1]').toString('base64url')],
    ['non-canonical JSON', Buffer.from('[ "Entry", "s", "e" ]').toString('base64url')],
    ['too long', 'A'.repeat(5000)],
  ])('%s is not an entry id', (_what, value) => {
    expect(decodeEntryGlobalId(value)).toBeNull();
  });
});
