// A provider's JSON (an error body, the response's ids) made fit for `rawResponse`: every
// string and key storable (no NUL, no lone surrogate), and the value bounded in depth,
// string length and number of nodes — what is cut off is replaced by a marker string, so the
// result stays JSON and says that it was cut. The service refuses JSON nested deeper than its
// MAX_JSON_DEPTH or larger than its message limit; a settle must not depend on the provider
// behaving.
import { clipped, storableText } from './storable-text.js';

export interface JsonBounds {
  /** Deepest nesting kept (objects and arrays); deeper values become TRUNCATED. */
  maxDepth: number;
  /** Longest string kept, in UTF-16 units; longer ones are cut and end in "…". */
  maxStringChars: number;
  /** Most values (of any kind) kept; past it the remaining ones become TRUNCATED. */
  maxNodes: number;
}

export const TRUNCATED = '[truncated]';

/** Only storable strings; nesting kept up to 64 (deeper is no provider's real answer, and keeps recursion shallow). */
export const STORABLE: JsonBounds = { maxDepth: 64, maxStringChars: Number.POSITIVE_INFINITY, maxNodes: Number.POSITIVE_INFINITY };
/** Small enough for any service limits (depth 32 is the default; the settlement adds 3 levels around it). */
export const CUT_DOWN: JsonBounds = { maxDepth: 8, maxStringChars: 2_000, maxNodes: 500 };

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** defineProperty, not assignment: a `__proto__` key stays a key instead of setting the prototype. */
const setKey = (target: { [key: string]: Json }, key: string, value: Json) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

export function boundedJson(value: unknown, bounds: JsonBounds): Json {
  let nodes = 0;
  const visit = (node: unknown, depth: number): Json => {
    nodes += 1;
    if (typeof node === 'string') return clipped(storableText(node), bounds.maxStringChars);
    if (typeof node === 'number') return Number.isFinite(node) ? node : null;
    if (typeof node === 'boolean' || node === null || node === undefined) return node ?? null;
    if (typeof node !== 'object') return String(node);
    if (depth >= bounds.maxDepth) return TRUNCATED;
    const exhausted = () => nodes >= bounds.maxNodes;
    if (Array.isArray(node)) {
      const items: Json[] = [];
      for (const child of node) {
        // One marker for everything past the budget, not one per value.
        if (exhausted()) {
          items.push(TRUNCATED);
          break;
        }
        items.push(visit(child, depth + 1));
      }
      return items;
    }
    const copy: { [key: string]: Json } = {};
    for (const [key, child] of Object.entries(node)) {
      if (child === undefined) continue;
      if (exhausted()) {
        setKey(copy, TRUNCATED, TRUNCATED);
        break;
      }
      setKey(copy, clipped(storableText(key), bounds.maxStringChars), visit(child, depth + 1));
    }
    return copy;
  };
  return visit(value, 0);
}
