// A message of several megabytes takes tens of milliseconds in each synchronous step of an
// append: validation (which serializes it to check its size), serializing it for Postgres,
// parsing the stored row Postgres returns. Run back to back, and with other large requests'
// steps queued behind them, those steps held the event loop for over 100 ms, and a health probe
// or a small request that arrived meanwhile waited for all of it. For large inputs the service
// gives the event loop a turn between the steps; small inputs (nearly all) do not pay for it.

/** Characters of string content from which an input counts as large. */
const LARGE_INPUT_CHARS = 256 * 1024;

/** Most values looked at before deciding (an input's nesting is bounded by validation anyway). */
const MAX_VISITED = 10_000;

/** Whether the strings in `value` (a not yet validated input) add up to a large input. */
export function isLargeInput(value: unknown): boolean {
  let chars = 0;
  let visited = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && visited < MAX_VISITED) {
    const item = stack.pop();
    visited += 1;
    if (typeof item === 'string') {
      chars += item.length;
      if (chars >= LARGE_INPUT_CHARS) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const key in item) stack.push((item as Record<string, unknown>)[key]);
    }
  }
  return false;
}

/** Resolves after one turn of the event loop, in which pending I/O (probes, other requests) runs. */
export function yieldToIo(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
