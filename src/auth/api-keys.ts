// API keys for services: a JSON file maps SHA-256 hashes of keys to identities, so the file
// never holds a usable key. Format:
//   { "keys": [ { "sha256": "<hex>", "subject": "svc-indexer", "scopes": ["admin"], "revoked": false } ] }
// `scopes` may name the admin scope (every tenant, every operation) or the worker scope (every
// tenant's LLM requests, nothing else: auth/scopes.ts); a key with neither is its tenant's.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const fileSchema = z.strictObject({
  keys: z.array(
    z.strictObject({
      sha256: z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters'),
      subject: z.string().min(1),
      /** Overrides the tenant value (default: the subject). */
      tenant: z.string().min(1).optional(),
      scopes: z.array(z.string()).default([]),
      revoked: z.boolean().default(false),
    }),
  ),
});

export interface ApiKeyEntry {
  subject: string;
  tenant: string;
  scopes: string[];
  revoked: boolean;
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export function loadApiKeys(file: string): Map<string, ApiKeyEntry> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`AUTH_API_KEYS_FILE ${file}: ${(error as Error).message}`);
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`AUTH_API_KEYS_FILE ${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  return new Map(
    parsed.data.keys.map((k) => [
      k.sha256.toLowerCase(),
      { subject: k.subject, tenant: k.tenant ?? k.subject, scopes: k.scopes, revoked: k.revoked },
    ]),
  );
}
