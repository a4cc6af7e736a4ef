// One serialization per JSON value, for hashing and comparing (cursor fingerprints, dedup scopes).
import type { JsonValue } from './types.js';

/** JSON with object keys sorted, so equal values always serialize alike. */
export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k] as JsonValue)}`).join(',')}}`;
}
