// The Relay paging contract as a reference model over a plain list (README "Paging"): what a
// connection must return for first/after/last/before, and exactly what its pageInfo flags say.
// Tests compare the service against it for many argument combinations.

export interface ModelArgs {
  first?: number;
  last?: number;
  /** Index (into the full list) of the item whose cursor is passed as `after`. */
  after?: number;
  /** Index of the item whose cursor is passed as `before`. */
  before?: number;
}

export interface ModelPage<T> {
  items: T[];
  hasPreviousPage: boolean;
  hasNextPage: boolean;
}

export function modelPage<T>(list: readonly T[], args: ModelArgs, defaultSize = 50): ModelPage<T> {
  const start = args.after === undefined ? 0 : args.after + 1;
  const end = args.before === undefined ? list.length : args.before;
  const window = list.slice(start, Math.max(start, end)).map((item, i) => ({ item, index: start + i }));
  let page = window;
  if (args.first !== undefined || args.last === undefined) page = page.slice(0, args.first ?? defaultSize);
  if (args.last !== undefined) page = page.slice(Math.max(0, page.length - args.last));
  // Items before the page's first item (empty page: before `before`); after its last (empty: after `after`).
  const lo = page.length ? page[0]!.index : end;
  const hi = page.length ? page[page.length - 1]!.index : start - 1;
  return { items: page.map((p) => p.item), hasPreviousPage: Math.min(lo, list.length) > 0, hasNextPage: hi < list.length - 1 };
}

/** A deterministic spread of argument combinations over a list of `n` items. */
export function modelCases(n: number, count: number, seed = 1): ModelArgs[] {
  let x = seed;
  const rand = (k: number) => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x % k;
  };
  const cases: ModelArgs[] = [{}, { first: 1 }, { last: 1 }, { last: n }, { first: n + 5 }, { last: 3, before: 0 }, { first: 3, after: n - 1 }];
  while (cases.length < count) {
    const c: ModelArgs = {};
    const shape = rand(6);
    if (shape !== 1) c.first = 1 + rand(Math.max(1, n));
    if (shape === 1 || shape === 2 || shape === 5) c.last = 1 + rand(Math.max(1, n));
    if (shape === 1 && rand(2)) delete c.first;
    if (rand(2)) c.after = rand(n);
    if (rand(2)) c.before = rand(n);
    cases.push(c);
  }
  return cases;
}
