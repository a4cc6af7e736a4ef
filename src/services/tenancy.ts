// Tenant isolation: a caller sees only sessions whose metadata carries its tenant subset,
// and every session it creates carries that subset. Another tenant's session behaves
// exactly as if it did not exist.
import type { Identity } from '../auth/identity.js';
import { metadataMatches } from '../domain/metadata-filter.js';
import type { JsonObject } from '../domain/types.js';

export function canSee(identity: Identity, metadata: JsonObject | null | undefined): boolean {
  return identity.tenant === null || metadataMatches(identity.tenant, metadata ?? {});
}

/** The caller's tenant keys win over anything the caller wrote: they cannot be removed or changed. */
export function stampTenant(identity: Identity, metadata: JsonObject): JsonObject {
  return identity.tenant === null ? metadata : { ...metadata, ...identity.tenant };
}
