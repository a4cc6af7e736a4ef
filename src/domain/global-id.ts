// Object ids that are unique service-wide, for normalized client caches (SPEC §8): Apollo's
// InMemoryCache, urql Graphcache and Relay key objects on __typename + id. An entry's own id
// is unique only within its session (and a fork copies a path under fresh ids, but a caller
// may reuse its ids in every session), so its global id names the session too. Opaque to
// clients, stable, and decodable back to (sessionId, entryId).

const ENTRY = 'Entry';

export function encodeEntryGlobalId(sessionId: string, entryId: string): string {
  return Buffer.from(JSON.stringify([ENTRY, sessionId, entryId]), 'utf8').toString('base64url');
}

/** The (sessionId, entryId) an entry global id names, or null when the value is not one. */
export function decodeEntryGlobalId(id: string): { sessionId: string; entryId: string } | null {
  if (id.length > 4096 || !/^[A-Za-z0-9_-]+$/.test(id)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== ENTRY) return null;
  const [, sessionId, entryId] = parsed as unknown[];
  if (typeof sessionId !== 'string' || typeof entryId !== 'string' || !sessionId || !entryId) return null;
  // Only the canonical spelling decodes, so each entry has exactly one global id.
  return encodeEntryGlobalId(sessionId, entryId) === id ? { sessionId, entryId } : null;
}
