// Generated ids: a kind prefix over a UUIDv7, so ids sort by creation time. The only place ids
// are made: session ids, appended entries and the entries a fork copies all come from here.
import { uuidv7 } from 'uuidv7';

export type IdKind = 's' | 'e' | 'a';

export function newId(kind: IdKind): string {
  return `${kind}_${uuidv7().replaceAll('-', '')}`;
}

/** Ids a caller may choose (ensureSession, appendEntry.entryId): printable, no whitespace or control characters. */
export const CALLER_ID_PATTERN = /^[\p{L}\p{N}\p{M}\p{P}\p{S}]+$/u;
