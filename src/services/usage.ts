// Reads Session.usage. A page of sessions asks for the usage of each: the lookups of one
// operation made in the same tick share one read (the operation's usage loader).
import type { SessionUsage } from '../domain/usage.js';
import type { ServiceDeps } from './deps.js';

/** The usage totals of a session the caller already sees; null when it does not exist (any more). */
export function sessionUsage(deps: ServiceDeps, sessionId: string): Promise<SessionUsage | null> {
  return deps.loaders.usage.load(sessionId);
}
