// Who is calling, and which sessions they may see.
import type { JsonObject } from '../domain/types.js';

export interface Identity {
  /** The token's subject or the API key's identity. */
  subject: string;
  /** Metadata every visible session must carry (e.g. `{ owner: "u_1" }`); null = every session (admin, or auth off). */
  tenant: JsonObject | null;
  admin: boolean;
  /**
   * The worker scope: serves every tenant's LLM requests and nothing else (auth/scopes.ts).
   * Its `tenant` is null (it belongs to none); the tenant guard confines it instead.
   */
  worker: boolean;
  /** When the credential stops being valid (ms since epoch), if it expires. */
  expiresAt: number | null;
}

/** The identity of every caller when authentication is off: unrestricted. */
export const ANONYMOUS: Identity = { subject: 'anonymous', tenant: null, admin: true, worker: false, expiresAt: null };
