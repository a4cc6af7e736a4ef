// Path logic: the transcript tree stored as branches; the path root → entry as depth segments.
import { describe, expect, it } from 'vitest';
import { pathSegments, segmentsAfter, type BranchChain, type PathSegment } from '../../src/domain/path.js';

describe('pathSegments', () => {
  const cases: [string, BranchChain, number, PathSegment[]][] = [
    ['a single root branch', [[1, 0]], 0, [{ branch: 1, from: 0, to: 0 }]],
    ['a single branch, deeper leaf', [[1, 0]], 5, [{ branch: 1, from: 0, to: 5 }]],
    [
      'one fork',
      [
        [1, 0],
        [2, 3],
      ],
      6,
      [
        { branch: 1, from: 0, to: 2 },
        { branch: 2, from: 3, to: 6 },
      ],
    ],
    [
      'leaf at the first entry of its branch',
      [
        [1, 0],
        [2, 3],
      ],
      3,
      [
        { branch: 1, from: 0, to: 2 },
        { branch: 2, from: 3, to: 3 },
      ],
    ],
    [
      'three branches, single-entry middle segment',
      [
        [1, 0],
        [4, 3],
        [7, 4],
      ],
      9,
      [
        { branch: 1, from: 0, to: 2 },
        { branch: 4, from: 3, to: 3 },
        { branch: 7, from: 4, to: 9 },
      ],
    ],
    [
      'fork right under the root',
      [
        [1, 0],
        [2, 1],
      ],
      1,
      [
        { branch: 1, from: 0, to: 0 },
        { branch: 2, from: 1, to: 1 },
      ],
    ],
    ['a second root (new branch at depth 0)', [[3, 0]], 2, [{ branch: 3, from: 0, to: 2 }]],
    [
      'an empty middle segment is skipped',
      [
        [1, 0],
        [2, 3],
        [3, 3],
      ],
      5,
      [
        { branch: 1, from: 0, to: 2 },
        { branch: 3, from: 3, to: 5 },
      ],
    ],
  ];
  it.each(cases)('%s', (_name, chain, leafDepth, expected) => {
    expect(pathSegments(chain, leafDepth)).toEqual(expected);
  });
});

describe('segmentsAfter', () => {
  const segs: PathSegment[] = [
    { branch: 1, from: 0, to: 2 },
    { branch: 2, from: 3, to: 3 },
    { branch: 5, from: 4, to: 8 },
  ];
  const cases: [number, PathSegment[]][] = [
    [-1, segs],
    [0, [{ branch: 1, from: 1, to: 2 }, segs[1]!, segs[2]!]],
    [1, [{ branch: 1, from: 2, to: 2 }, segs[1]!, segs[2]!]],
    [2, [segs[1]!, segs[2]!]],
    [3, [segs[2]!]],
    [5, [{ branch: 5, from: 6, to: 8 }]],
    [7, [{ branch: 5, from: 8, to: 8 }]],
    [8, []],
    [100, []],
  ];
  it.each(cases)('after depth %d', (after, expected) => {
    expect(segmentsAfter(segs, after)).toEqual(expected);
  });
  it('does not modify its input', () => {
    const copy = structuredClone(segs);
    segmentsAfter(segs, 1);
    expect(segs).toEqual(copy);
  });
});

describe('model: branch bookkeeping + pathSegments reproduce every root → entry path', () => {
  // A model of the placement rule append_chain implements in SQL (pinned against the real
  // database by test/integration/append-chain.test.ts): a child extends its parent's branch when
  // the parent is that branch's tip, else starts a new branch whose chain is the parent's chain plus itself.
  interface Node {
    id: number;
    parent: number | null;
    branch: number;
    depth: number;
  }
  function grow(seed: number, size: number) {
    let state = seed;
    const rand = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % n;
    };
    const nodes: Node[] = [];
    const branches = new Map<number, { tip: number; chain: [number, number][] }>();
    let branchCount = 0;
    for (let i = 0; i < size; i++) {
      const roll = rand(10);
      const parent = nodes.length === 0 || roll === 0 ? null : roll < 7 ? nodes.length - 1 : rand(nodes.length);
      const p = parent === null ? null : nodes[parent]!;
      let branch: number;
      let depth: number;
      if (p && branches.get(p.branch)!.tip === p.depth) {
        branch = p.branch;
        depth = p.depth + 1;
        branches.get(branch)!.tip = depth;
      } else {
        branch = ++branchCount;
        depth = p ? p.depth + 1 : 0;
        branches.set(branch, { tip: depth, chain: [...(p ? branches.get(p.branch)!.chain : []), [branch, depth]] });
      }
      nodes.push({ id: i, parent, branch, depth });
    }
    return { nodes, branches };
  }

  it.each([1, 2, 3, 42, 1234])('seed %d', (seed) => {
    const { nodes, branches } = grow(seed, 150);
    const at = new Map(nodes.map((n) => [`${n.branch}:${n.depth}`, n.id]));
    for (const node of nodes) {
      const expected: number[] = [];
      for (let cur: number | null = node.id; cur !== null; cur = nodes[cur]!.parent) expected.unshift(cur);
      const segments = pathSegments(branches.get(node.branch)!.chain, node.depth);
      const viaSegments = segments.flatMap((s) => Array.from({ length: s.to - s.from + 1 }, (_, i) => at.get(`${s.branch}:${s.from + i}`)!));
      expect(viaSegments).toEqual(expected);
      // Paging: resuming after any depth yields exactly the rest of the path.
      const cut = Math.floor(expected.length / 2) - 1;
      const rest = segmentsAfter(segments, cut).flatMap((s) =>
        Array.from({ length: s.to - s.from + 1 }, (_, i) => at.get(`${s.branch}:${s.from + i}`)!),
      );
      expect(rest).toEqual(expected.slice(cut + 1));
    }
  });
});
