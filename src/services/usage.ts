// Reads Session.usage. A page of sessions asks for the usage of each: the lookups of one
// caller made in the same turn of the event loop share one query.
import type { SessionUsage } from '../domain/usage.js';
import { readSessionUsage } from '../store/llm-requests.js';
import type { ServiceDeps } from './deps.js';
import { withStorage } from './transaction.js';

type Batch = Map<string, { resolve: (u: SessionUsage | null) => void; reject: (e: unknown) => void }[]>;
const pending = new WeakMap<ServiceDeps, Batch>();

/** The usage totals of a session the caller already sees; null when it does not exist (any more). */
export function sessionUsage(deps: ServiceDeps, sessionId: string): Promise<SessionUsage | null> {
  let batch = pending.get(deps);
  if (!batch) {
    const created: Batch = new Map();
    batch = created;
    pending.set(deps, created);
    setImmediate(() => {
      pending.delete(deps);
      void flush(deps, created);
    });
  }
  const waiters = batch.get(sessionId) ?? [];
  batch.set(sessionId, waiters);
  return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
}

async function flush(deps: ServiceDeps, batch: Batch): Promise<void> {
  try {
    const found = await withStorage(deps, () => readSessionUsage(deps.db, [...batch.keys()]));
    for (const [id, waiters] of batch) for (const w of waiters) w.resolve(found.get(id) ?? null);
  } catch (error) {
    for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
  }
}
