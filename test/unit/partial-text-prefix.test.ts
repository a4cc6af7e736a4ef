// The partial text of an open request is the gap-free prefix of what was heard: a chunk lost
// on the bus ends it there, so no stored partialText has a piece missing in its middle.
import { describe, expect, it } from 'vitest';
import { PartialTextBuffer } from '../../src/services/partial-text.js';

describe('PartialTextBuffer: the gap-free prefix', () => {
  it('stops at the first sequence never heard, and grows again once it is', () => {
    const b = new PartialTextBuffer({ maxRequests: 10 });
    for (const sequence of [0, 1, 4, 5]) b.add('s', 3, sequence, `t${sequence} `);
    expect(b.text('s', 3)).toBe('t0 t1 ');
    expect(b.chunks('s', 3).map((c) => c.sequence)).toEqual([0, 1]);
    expect(b.chunk('s', 3, 4)).toBe('t4 ');
    b.add('s', 3, 2, 't2 ');
    b.add('s', 3, 3, 't3 ');
    expect(b.text('s', 3)).toBe('t0 t1 t2 t3 t4 t5 ');
  });

  it('is empty when the first chunk was never heard', () => {
    const b = new PartialTextBuffer({ maxRequests: 10 });
    b.add('s', 3, 1, 'later');
    expect(b.text('s', 3)).toBeUndefined();
  });
});
