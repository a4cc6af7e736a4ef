// The transcript tree is stored as branches: runs of entries where each is the only child
// of the one before. The path root → entry is the entry's branch chain, cut at the depths
// where each branch leaves its parent. These pure helpers turn a chain into depth ranges;
// how chains are made when entries are placed is append_chain's job (SQL, migration 0005).

/** [branchId, startDepth] from the root branch to the entry's own branch. */
export type BranchChain = readonly (readonly [number, number])[];

export interface PathSegment {
  branch: number;
  /** First depth of this segment on the path (inclusive). */
  from: number;
  /** Last depth of this segment on the path (inclusive). */
  to: number;
}

/** The depth ranges making up the path from the root to the entry at `leafDepth` on the chain's last branch. */
export function pathSegments(chain: BranchChain, leafDepth: number): PathSegment[] {
  const segments: PathSegment[] = [];
  for (let i = 0; i < chain.length; i++) {
    const [branch, from] = chain[i]!;
    const next = chain[i + 1];
    const to = next ? next[1] - 1 : leafDepth;
    if (to >= from) segments.push({ branch, from, to });
  }
  return segments;
}

/** The part of a path strictly below `afterDepth` (for keyset paging). */
export function segmentsAfter(segments: readonly PathSegment[], afterDepth: number): PathSegment[] {
  return segmentsBetween(segments, afterDepth, null);
}

/** The part of a path strictly between two depths (null = open end), for keyset paging in either direction. */
export function segmentsBetween(segments: readonly PathSegment[], afterDepth: number | null, beforeDepth: number | null): PathSegment[] {
  const lo = afterDepth === null ? -Infinity : afterDepth + 1;
  const hi = beforeDepth === null ? Infinity : beforeDepth - 1;
  const out: PathSegment[] = [];
  for (const s of segments) {
    const from = Math.max(s.from, lo);
    const to = Math.min(s.to, hi);
    if (from <= to) out.push({ branch: s.branch, from, to });
  }
  return out;
}
