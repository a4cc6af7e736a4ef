// Relay connection arguments (first/after, last/before) over any keyset-ordered list, with
// exact pageInfo. One algorithm for every connection; each list only says how to read a
// range of itself in either direction.
//
// The window is the items strictly between `after` and `before` (open when absent).
// - `first: n` (or neither): the first n items of the window.
// - `last: n`: the last n items of the window, still in list order.
// - both: `first` is applied, then `last` (the Relay algorithm): the last `last` of the
//   first `first` items of the window.
// pageInfo, the same in both directions:
// - hasPreviousPage: items exist before the page's first item (on an empty page: before
//   `before`, i.e. outside the window on its `after` side);
// - hasNextPage: items exist after the page's last item (on an empty page: after `after`).
// Reading a page costs one range read of page + 1 items; a flag the read cannot answer costs
// one more read of a single item (only when the opposite cursor is given).
import type { Live } from './live.js';
import type { Page } from './types.js';

export type Direction = 'forward' | 'backward';

/** Where a page is cut: exclusive bounds, null when open. */
export interface KeyRange<K> {
  after: K | null;
  before: K | null;
}

export interface KeysetList<T, K> {
  /** Up to `limit` items strictly inside `range`, nearest first: ascending when forward, descending when backward. */
  read(range: KeyRange<K>, direction: Direction, limit: number): Promise<T[]>;
  keyOf(item: T): K;
  cursorOf(item: T): string;
  /**
   * Optional: `read`, and in the same read whether any item lies at or beyond the bound the
   * read starts from (forward: key ≤ range.after; backward: key ≥ range.before). Saves the
   * separate existence read a page after a cursor otherwise costs. Null: not known (then
   * paginate reads it separately).
   */
  readAndProbe?(range: KeyRange<K>, direction: Direction, limit: number): Promise<{ items: T[]; beyondStart: boolean | null }>;
}

export interface PageArgs<K> {
  first?: number | null | undefined;
  last?: number | null | undefined;
  after: K | null;
  before: K | null;
}

/** Clamps a requested size to [1, max]; null means the default. */
export type SizeOf = (requested: number | null | undefined) => number;

export async function paginate<T, K>(list: KeysetList<T, K>, args: PageArgs<K>, sizeOf: SizeOf): Promise<Page<T>> {
  const backward = args.last != null && args.first == null;
  const size = sizeOf(backward ? args.last : args.first);
  const range = { after: args.after, before: args.before };
  const direction: Direction = backward ? 'backward' : 'forward';
  // Whether items exist at or beyond the cursor the read starts from (null: not asked).
  let beyondStart: boolean | null = null;
  let rows: T[];
  if (list.readAndProbe && (backward ? args.before : args.after) != null) {
    ({ items: rows, beyondStart } = await list.readAndProbe(range, direction, size + 1));
  } else {
    rows = await list.read(range, direction, size + 1);
  }
  const moreAhead = rows.length > size;
  let items = rows.slice(0, size);
  if (backward) items.reverse();
  let droppedBefore = false;
  if (!backward && args.last != null) {
    const keep = sizeOf(args.last);
    droppedBefore = items.length > keep;
    if (droppedBefore) items = items.slice(items.length - keep);
  }
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  // Items before the page: before its first item, or (empty page) before the window's end.
  const lo = firstItem === undefined ? args.before : list.keyOf(firstItem);
  const hi = lastItem === undefined ? args.after : list.keyOf(lastItem);
  const existsBefore = () => list.read({ after: null, before: lo }, 'backward', 1).then((r) => r.length > 0);
  const existsAfter = () => list.read({ after: hi, before: null }, 'forward', 1).then((r) => r.length > 0);

  let hasPreviousPage: boolean;
  let hasNextPage: boolean;
  if (backward) {
    // Without `after` the read ran to the start of the list; without `before` the page ends the list.
    hasPreviousPage = moreAhead || (args.after != null && (await existsBefore()));
    // The page ends right before `before` (or the window is empty): items after it are those at or after `before`.
    hasNextPage = args.before != null && (beyondStart ?? (await existsAfter()));
  } else {
    hasNextPage = moreAhead || (args.before != null && (await existsAfter()));
    // The page starts right after `after` (or the window is empty): items before it are those at or before `after`.
    hasPreviousPage = droppedBefore || (args.after != null && (beyondStart ?? (await existsBefore())));
  }
  return { items, cursors: items.map((item) => list.cursorOf(item)), hasNextPage, hasPreviousPage };
}

/** A page with nothing in it and nothing around it. */
export function emptyPage<T>(): Page<T> {
  return { items: [], cursors: [], hasNextPage: false, hasPreviousPage: false };
}

/** The configured page sizes (config.ts's `limits`), as anything that reads them answers them. */
export interface PageSizeSource {
  readonly settings: Live<{ readonly limits: { readonly defaultPageSize: number; readonly maxPageSize: number } }>;
}

/** Clamps a requested page size to [1, max]; absent means the configured default. */
export function pageSize(source: PageSizeSource, first: number | null | undefined): number {
  const { defaultPageSize, maxPageSize } = source.settings.current.limits;
  if (first === null || first === undefined) return Math.min(defaultPageSize, maxPageSize);
  return Math.max(1, Math.min(maxPageSize, Math.trunc(first)));
}
