// SQL shared by the per-tenant rules (claim fairness and caps, SPEC §12). A session's tenant is
// its metadata value under the tenant key (AUTH_TENANT_KEY); sessions without that key are one
// tenant of their own (every session when authentication is off and nobody set the key).
import { type RawBuilder, sql } from 'kysely';
import type { JsonValue } from '../domain/types.js';
import type { Db } from './db.js';

/** The tenant of the sessions row aliased `alias`, as jsonb (null: no tenant key). */
export function tenantOf(alias: string, tenantKey: string): RawBuilder<unknown> {
  return sql`${sql.ref(`${alias}.metadata`)} -> ${tenantKey}`;
}

/** The sessions row aliased `alias` belongs to `tenant` (undefined: has no tenant key). */
export function sameTenant(alias: string, tenantKey: string, tenant: JsonValue | undefined): RawBuilder<boolean> {
  if (tenant === undefined) return sql<boolean>`(${tenantOf(alias, tenantKey)}) is null`;
  const value = JSON.stringify(tenant);
  // Containment lets the metadata GIN index narrow the rows; equality makes the match exact.
  return sql<boolean>`(${sql.ref(`${alias}.metadata`)} @> jsonb_build_object(${tenantKey}::text, ${value}::jsonb) and ${tenantOf(alias, tenantKey)} = ${value}::jsonb)`;
}

/** What a tenant lock serializes (the first key of the advisory lock). */
export const TENANT_LOCKS = { openRequests: 0x41430001, claims: 0x41430002 } as const;

/**
 * Takes a transaction-scoped advisory lock for one tenant and one rule, so the count a cap is
 * checked against cannot change until the transaction ends. Tenants whose values hash alike
 * share a lock (they only wait for each other).
 */
export async function lockTenant(db: Db, rule: keyof typeof TENANT_LOCKS, tenant: JsonValue | undefined): Promise<void> {
  const value = tenant === undefined ? '' : JSON.stringify(tenant);
  await sql`select pg_advisory_xact_lock(${sql.lit(TENANT_LOCKS[rule])}, hashtext(${value}))`.execute(db);
}
