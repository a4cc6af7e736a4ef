// Metadata subset match, shared by session listing and subscription filters:
// every key of the filter must deep-equal the metadata's value; `{}` matches everything.
import type { JsonObject, JsonValue } from './types.js';

export function metadataMatches(filter: JsonObject, metadata: JsonObject | null | undefined): boolean {
  const keys = Object.keys(filter);
  if (keys.length === 0) return true;
  if (!metadata) return false;
  return keys.every((key) => Object.hasOwn(metadata, key) && jsonEqual(filter[key] as JsonValue, metadata[key] as JsonValue));
}

/** Deep JSON equality: objects compare regardless of key order, arrays in order. */
export function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => jsonEqual(item, b[i] as JsonValue));
  }
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key] as JsonValue, b[key] as JsonValue));
}
