// Keeps the open-request rows (pinned prompt, worker lease) and the session's usage totals
// in step with the context fold, inside the transaction that appends the events.
import type { RequestChange } from '../domain/request-changes.js';
import { addUsage, NO_USAGE, usageOfSettlement, type SessionUsage } from '../domain/usage.js';
import { addSessionUsage, deleteOpenRequest, insertOpenRequest } from '../store/llm-requests.js';
import type { Db } from '../store/db.js';

export async function recordRequestChanges(db: Db, sessionId: string, changes: readonly RequestChange[]): Promise<void> {
  let usage: SessionUsage | null = null;
  for (const change of changes) {
    if (change.kind === 'opened') {
      await insertOpenRequest(db, sessionId, change);
    } else {
      await deleteOpenRequest(db, sessionId, change.offset);
      usage = addUsage(usage ?? NO_USAGE, usageOfSettlement(change.result));
    }
  }
  if (usage) await addSessionUsage(db, sessionId, usage);
}
