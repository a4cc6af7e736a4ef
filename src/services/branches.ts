// Branch points of the transcript tree (what a reader switches between with setActiveLeaf).
import type { EntryRecord } from '../domain/types.js';
import { listSiblings, type SiblingRow } from '../store/entry-siblings.js';
import type { ServiceDeps } from './deps.js';

/** A sibling of an entry, as the schema shows it. */
export type { SiblingRow };
import { withStorage } from './transaction.js';

/**
 * The entries sharing each entry's parent, itself included, oldest first. The entries were
 * read through tenant-checked operations (a session field, the entry query, a payload or a
 * stream event), so their sessions are the caller's. Entries of several sessions are looked
 * up one session at a time.
 */
export async function siblingsOfEntries(deps: Pick<ServiceDeps, 'db' | 'logger'>, entries: readonly EntryRecord[]): Promise<SiblingRow[][]> {
  const bySession = new Map<string, string[]>();
  for (const e of entries) bySession.set(e.sessionId, [...(bySession.get(e.sessionId) ?? []), e.id]);
  const found = new Map<string, Map<string, SiblingRow[]>>();
  await withStorage(deps, async () => {
    for (const [sessionId, ids] of bySession) found.set(sessionId, await listSiblings(deps.db, sessionId, ids));
  });
  // An entry not found any more (its session is being deleted) is its own only sibling.
  return entries.map((e) => found.get(e.sessionId)?.get(e.id) ?? [{ entryId: e.id, tipEntryId: e.id }]);
}

/** The siblings of one entry the caller already sees, looked up with the other entries of the same tick. */
export function entrySiblingsOf(deps: ServiceDeps, entry: EntryRecord): Promise<SiblingRow[]> {
  return deps.loaders.siblings.load(entry);
}
