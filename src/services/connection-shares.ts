// Each identity's share of this instance's database pool (DATABASE_POOL_SHARE_PER_IDENTITY,
// SPEC §12). An operation takes a slot of its caller's share before it asks the pool for a
// connection and gives it back with the connection, so one caller's work — however many
// requests it sends, however long its statements or its waits for a lock — holds at most its
// share of the pool, and the rest stays free for every other caller. Past the share the
// caller's work waits in that caller's own queue and, when no slot frees within the wait, is
// refused with RATE_LIMITED before it touched the database.
import type { Live } from '../domain/live.js';
import { ServiceError } from '../domain/errors.js';
import { IdentitySlots, type ReleaseSlot } from './identity-slots.js';

export type { ReleaseSlot };

/** What a refused caller is told to wait: a slot frees when one of its own statements or transactions ends. */
const SHARE_RETRY_AFTER_MS = 1000;

const shareExhausted = (limit: number, waitMs: number): ServiceError =>
  new ServiceError(
    'RATE_LIMITED',
    `Your other operations held all ${limit} database connections one caller may use at once (DATABASE_POOL_SHARE_PER_IDENTITY) for ${waitMs} ms; nothing was applied. Retry after ${SHARE_RETRY_AFTER_MS} ms, or send fewer requests at once.`,
    { retryable: true, retryAfterMs: SHARE_RETRY_AFTER_MS, limit },
  );

export class ConnectionShares extends IdentitySlots {
  /** The share (connections per identity; 0: none) and the longest wait for a slot, as now configured. */
  constructor(settings: Live<{ readonly databasePoolSharePerIdentity: number; readonly databasePoolTimeoutMs: number }>) {
    super(() => ({ perIdentity: settings.current.databasePoolSharePerIdentity, waitMs: settings.current.databasePoolTimeoutMs }), shareExhausted);
  }
}
