// The tenant guard. A caller sees only sessions whose metadata carries its tenant subset, and
// every session it creates carries that subset; another tenant's session behaves exactly as if
// it did not exist. Visibility is decided by one predicate, applied at one choke point per
// kind of access:
//   - service entry: `findSession` (reads) and `lockSession` (writes, in their transaction)
//     are how every service operation gets hold of a session;
//   - list queries: `listTenant`, which every store list query requires as a parameter;
//   - streams: `eventVisible`, applied by events/bus-stream.ts to every event a stream
//     delivers (bus events carry the session's metadata at event time, so it costs no read).
// A worker credential (auth/scopes.ts) belongs to no tenant and serves them all: it reaches a
// session only through an operation that serves LLM requests (access 'serve'); every other
// entry refuses it with FORBIDDEN, and its streams deliver only LLM request events.
import type { Identity } from '../auth/identity.js';
import { WORKER_EVENT_TYPES, workerForbidden } from '../auth/scopes.js';
import { notFound } from '../domain/errors.js';
import { metadataMatches } from '../domain/metadata-filter.js';
import type { JsonObject } from '../domain/types.js';
import type { Db } from '../store/db.js';
import * as store from '../store/sessions.js';
import type { ServiceDeps } from './deps.js';
import { withStorage } from './transaction.js';

/**
 * How an operation reaches sessions: as its caller's tenant (every operation), or to serve
 * their LLM requests (the worker operations: claims, chunks, settlements).
 */
export type Access = 'tenant' | 'serve';

/** FORBIDDEN for a worker credential outside the operations that serve LLM requests. */
function admit(identity: Identity, access: Access): void {
  if (identity.worker && access !== 'serve') throw workerForbidden();
}

/** The one predicate: may this caller see a session with this metadata? */
function canSee(identity: Identity, metadata: JsonObject | null | undefined): boolean {
  return identity.tenant === null || metadataMatches(identity.tenant, metadata ?? {});
}

/** The session when the caller may see it, else null (for a session already read). */
export function visibleOrNull<S extends { metadata: JsonObject }>(
  identity: Identity,
  session: S | null | undefined,
  access: Access = 'tenant',
): S | null {
  admit(identity, access);
  return session && canSee(identity, session.metadata) ? session : null;
}

/**
 * Service entry for reads: the caller's session, or null (unknown, or another tenant's). Reads
 * where its active leaf sits in the same statement (`activeLeaf` of store.SessionWithLeaf).
 */
export async function findSession<S extends store.LockedSession = store.LockedSession>(
  deps: ServiceDeps,
  id: string,
  db: Db = deps.db,
  /** How the session is read (a read that brings more along in the same statement); its result passes the guard here. */
  read: (db: Db, id: string) => Promise<S | null> = store.getSessionWithActiveLeaf as (db: Db, id: string) => Promise<S | null>,
  access: Access = 'tenant',
): Promise<S | null> {
  admit(deps.identity, access);
  return visibleOrNull(deps.identity, await withStorage(deps, () => read(db, id)), access);
}

/** Service entry for writes: row-locks the caller's session for the rest of the transaction, or null. */
export async function lockSession(
  deps: ServiceDeps,
  trx: Db,
  id: string,
  mode: 'update' | 'share' = 'update',
  access: Access = 'tenant',
): Promise<store.LockedSession | null> {
  admit(deps.identity, access);
  return visibleOrNull(deps.identity, await store.lockSession(trx, id, mode), access);
}

/** NOT_FOUND unless the caller got a session. */
export function orNotFound<S>(session: S | null, id: string): S {
  if (session === null) throw notFound(id);
  return session;
}

/** For list queries: the metadata subset every listed session must carry (null: every tenant). */
export function listTenant(identity: Identity, access: Access = 'tenant'): JsonObject | null {
  admit(identity, access);
  return identity.tenant;
}

/** True when the caller is confined to a tenant (a write must then check the session first). */
export function isConfined(identity: Identity): boolean {
  admit(identity, 'tenant');
  return identity.tenant !== null;
}

/**
 * For streams: whether the caller may see the session of an event, from the metadata it
 * carries. A worker credential sees the LLM request events of every session, nothing else.
 */
export function eventVisible(identity: Identity): (event: { metadata: JsonObject; type?: string }) => boolean {
  if (identity.worker) return (event) => event.type !== undefined && WORKER_EVENT_TYPES.has(event.type);
  return (event) => canSee(identity, event.metadata);
}

/** The caller's tenant keys win over anything the caller wrote: they cannot be removed or changed. */
export function stampTenant(identity: Identity, metadata: JsonObject): JsonObject {
  admit(identity, 'tenant');
  return identity.tenant === null ? metadata : { ...metadata, ...identity.tenant };
}
