// The one paging algorithm every connection uses (domain/paging.ts), over an in-memory list,
// against the reference model of the Relay contract for arbitrary arguments — and the cost
// rule: one range read, plus at most one single-item read per flag it cannot answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginate, type Direction, type KeyRange, type KeysetList } from '../../src/domain/paging.js';
import { modelPage, type ModelArgs } from '../helpers/paging-model.js';

/** A sorted list of distinct keys as a KeysetList, counting the reads and the rows they return. */
function listOf(keys: readonly number[]) {
  const reads: { direction: Direction; limit: number; rows: number }[] = [];
  const list: KeysetList<number, number> = {
    async read(range: KeyRange<number>, direction: Direction, limit: number) {
      const inside = keys.filter((k) => (range.after === null || k > range.after) && (range.before === null || k < range.before));
      const rows = (direction === 'forward' ? inside : [...inside].reverse()).slice(0, limit);
      reads.push({ direction, limit, rows: rows.length });
      return rows;
    },
    keyOf: (k) => k,
    cursorOf: (k) => String(k),
  };
  return { list, reads };
}

const sizeOf = (max: number) => (n: number | null | undefined) => (n == null ? Math.min(50, max) : Math.max(1, Math.min(max, Math.trunc(n))));

/** Arguments over a list of n items: sizes around n, cursors naming existing items (none when empty). */
const argsFor = (n: number): fc.Arbitrary<ModelArgs> =>
  fc.record(
    {
      first: fc.integer({ min: 1, max: n + 3 }),
      last: fc.integer({ min: 1, max: n + 3 }),
      ...(n > 0 ? { after: fc.integer({ min: 0, max: n - 1 }), before: fc.integer({ min: 0, max: n - 1 }) } : {}),
    },
    { requiredKeys: [] },
  );

const listAndArgs = fc
  .uniqueArray(fc.integer({ min: 0, max: 1000 }), { maxLength: 30 })
  .map((a) => a.sort((x, y) => x - y))
  .chain((keys) => fc.tuple(fc.constant(keys), argsFor(keys.length)));

describe('paginate', () => {
  it('matches the reference model for any list and any first/after/last/before', async () => {
    await fc.assert(
      fc.asyncProperty(listAndArgs, async ([keys, args]) => {
        const { list, reads } = listOf(keys);
        const page = await paginate(
          list,
          {
            first: args.first,
            last: args.last,
            after: args.after === undefined ? null : keys[args.after]!,
            before: args.before === undefined ? null : keys[args.before]!,
          },
          sizeOf(500),
        );
        const want = modelPage(keys, args);
        expect(page.items).toEqual(want.items);
        expect(page.cursors).toEqual(want.items.map(String));
        expect(page.hasPreviousPage).toBe(want.hasPreviousPage);
        expect(page.hasNextPage).toBe(want.hasNextPage);
        // Cost: one page read of size + 1, and single-item probes only.
        expect(reads[0]!.limit).toBe(sizeOf(500)(args.last !== undefined && args.first === undefined ? args.last : args.first) + 1);
        expect(reads.length).toBeLessThanOrEqual(3);
        expect(reads.slice(1).every((r) => r.limit === 1)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('last: n without cursors is one backward read: the newest n, in list order', async () => {
    const { list, reads } = listOf([1, 2, 3, 4, 5, 6, 7]);
    const page = await paginate(list, { last: 3, after: null, before: null }, sizeOf(500));
    expect(page).toEqual({ items: [5, 6, 7], cursors: ['5', '6', '7'], hasPreviousPage: true, hasNextPage: false });
    expect(reads).toEqual([{ direction: 'backward', limit: 4, rows: 4 }]);
  });

  it('clamps sizes to [1, max] in both directions', async () => {
    const keys = Array.from({ length: 30 }, (_, i) => i);
    const { list } = listOf(keys);
    expect((await paginate(list, { first: 0, after: null, before: null }, sizeOf(10))).items).toEqual([0]);
    expect((await paginate(list, { last: -5, after: null, before: null }, sizeOf(10))).items).toEqual([29]);
    expect((await paginate(list, { last: 99, after: null, before: null }, sizeOf(10))).items).toEqual(keys.slice(20));
    expect((await paginate(list, { after: null, before: null }, sizeOf(10))).items).toEqual(keys.slice(0, 10));
  });
});
