// The tenant guard. A caller sees only sessions whose metadata carries its tenant subset, and
// every session it creates carries that subset; another tenant's session behaves exactly as if
// it did not exist. Visibility is decided by one predicate, applied at one choke point per
// kind of access:
//   - service entry: `visibleOrNull` (reads) and `requireVisible` (mutations, NOT_FOUND);
//   - list queries: `listTenant`, which every store list query requires as a parameter;
//   - streams: `eventVisible`, applied by events/bus-stream.ts to every event a stream
//     delivers (bus events carry the session's metadata at event time, so it costs no read).
import type { Identity } from '../auth/identity.js';
import { notFound } from '../domain/errors.js';
import { metadataMatches } from '../domain/metadata-filter.js';
import type { JsonObject } from '../domain/types.js';

/** The one predicate: may this caller see a session with this metadata? */
function canSee(identity: Identity, metadata: JsonObject | null | undefined): boolean {
  return identity.tenant === null || metadataMatches(identity.tenant, metadata ?? {});
}

/** Service entry for reads: the session when the caller may see it, else null. */
export function visibleOrNull<S extends { metadata: JsonObject }>(identity: Identity, session: S | null | undefined): S | null {
  return session && canSee(identity, session.metadata) ? session : null;
}

/** Service entry for mutations and subscriptions: the session, or NOT_FOUND (also for another tenant's). */
export function requireVisible<S extends { metadata: JsonObject }>(identity: Identity, session: S | null | undefined, id: string): S {
  const visible = visibleOrNull(identity, session);
  if (!visible) throw notFound(id);
  return visible;
}

/** For list queries: the metadata subset every listed session must carry (null: every tenant). */
export function listTenant(identity: Identity): JsonObject | null {
  return identity.tenant;
}

/** True when the caller is confined to a tenant (a write must then check the session first). */
export function isConfined(identity: Identity): boolean {
  return identity.tenant !== null;
}

/** For streams: whether the caller may see the session of an event, from the metadata it carries. */
export function eventVisible(identity: Identity): (event: { metadata: JsonObject }) => boolean {
  return (event) => canSee(identity, event.metadata);
}

/** The caller's tenant keys win over anything the caller wrote: they cannot be removed or changed. */
export function stampTenant(identity: Identity, metadata: JsonObject): JsonObject {
  return identity.tenant === null ? metadata : { ...metadata, ...identity.tenant };
}
