// Branch points of the transcript tree (what a reader switches between with setActiveLeaf).
import type { EntryRecord } from '../domain/types.js';
import { listSiblings, type SiblingRow } from '../store/entry-siblings.js';
import type { ServiceDeps } from './deps.js';
import { withStorage } from './transaction.js';

/**
 * The entries sharing `entry`'s parent, itself included, oldest first. `entry` was read through
 * a tenant-checked operation (a session field, the entry query, a payload or a stream event),
 * so its session is the caller's.
 */
export async function entrySiblings(deps: ServiceDeps, entry: EntryRecord): Promise<SiblingRow[]> {
  const rows = await withStorage(deps, () => listSiblings(deps.db, entry.sessionId, entry.id));
  // A just-published entry is always stored; an empty answer would only mean it is being deleted.
  return rows.length ? rows : [{ entryId: entry.id, tipEntryId: entry.id }];
}
