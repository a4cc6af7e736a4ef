// Turns a credential (JWT bearer token or API key) into an Identity, with jose for every
// signature and claim check (exp/nbf, issuer, audience). No hand-rolled crypto.
import { readFileSync } from 'node:fs';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { createLocalJWKSet, errors as joseErrors, importSPKI, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { AuthSettings } from '../config.js';
import { brandCatalogued, errorExtensions } from '../domain/errors.js';
import { hashApiKey, loadApiKeys, type ApiKeyEntry } from './api-keys.js';
import { ANONYMOUS, type Identity } from './identity.js';

/**
 * UNAUTHENTICATED with HTTP 401. Thrown from the context factory, outside execution, where Yoga
 * answers with the error's status only when it is an instance of the GraphQLError class Yoga
 * loaded: so it is made with Yoga's createGraphQLError.
 */
const authError = (message: string): GraphQLError =>
  brandCatalogued(createGraphQLError(message, { extensions: errorExtensions('UNAUTHENTICATED', { status: 401 }) }));

interface Credentials {
  /** `Authorization: Bearer …` value (a JWT or an API key). */
  bearer?: string | null;
  /** `x-api-key` header value. */
  apiKey?: string | null;
}

export interface Authenticator {
  readonly enabled: boolean;
  authenticate(credentials: Credentials): Promise<Identity>;
}

type Verifier = (token: string) => Promise<JWTPayload>;

export function authEnabled(settings: AuthSettings): boolean {
  return Boolean(settings.jwtSecret || settings.jwtPublicKeyFile || settings.jwksFile || settings.apiKeysFile);
}

async function makeVerifier(settings: AuthSettings): Promise<Verifier | null> {
  const claims = {
    ...(settings.jwtIssuer ? { issuer: settings.jwtIssuer } : {}),
    ...(settings.jwtAudience ? { audience: settings.jwtAudience } : {}),
    clockTolerance: 5,
  };
  if (settings.jwtSecret) {
    const key = new TextEncoder().encode(settings.jwtSecret);
    return async (token) => (await jwtVerify(token, key, { ...claims, algorithms: ['HS256'] })).payload;
  }
  if (settings.jwtPublicKeyFile) {
    const key = await importSPKI(readFileSync(settings.jwtPublicKeyFile, 'utf8'), settings.jwtAlgorithm);
    return async (token) => (await jwtVerify(token, key, { ...claims, algorithms: [settings.jwtAlgorithm] })).payload;
  }
  if (settings.jwksFile) {
    const jwks: JWTVerifyGetKey = createLocalJWKSet(JSON.parse(readFileSync(settings.jwksFile, 'utf8')));
    return async (token) => (await jwtVerify(token, jwks, { ...claims, algorithms: ['RS256', 'ES256'] })).payload;
  }
  return null;
}

function scopesOf(payload: JWTPayload): string[] {
  const scope = payload.scope;
  const scopes = payload.scopes;
  return [...(typeof scope === 'string' ? scope.split(' ') : []), ...(Array.isArray(scopes) ? scopes.filter((s) => typeof s === 'string') : [])];
}

const looksLikeJwt = (token: string) => /^[\w-]+\.[\w-]+\.[\w-]*$/.test(token);

export async function createAuthenticator(settings: AuthSettings): Promise<Authenticator> {
  if (!authEnabled(settings)) return { enabled: false, authenticate: async () => ANONYMOUS };
  const verify = await makeVerifier(settings);
  const apiKeys: Map<string, ApiKeyEntry> | null = settings.apiKeysFile ? loadApiKeys(settings.apiKeysFile) : null;

  /**
   * The admin scope sees every tenant; the worker scope (without admin) serves every tenant's
   * LLM requests and nothing else (auth/scopes.ts); anything else is confined to its tenant.
   */
  const identityOf = (subject: string, scopes: readonly string[], tenant: string, expiresAt: number | null): Identity => {
    const admin = scopes.includes(settings.adminScope);
    const worker = !admin && scopes.includes(settings.workerScope);
    return { subject, tenant: admin || worker ? null : { [settings.tenantKey]: tenant }, admin, worker, expiresAt };
  };

  const fromApiKey = (key: string): Identity => {
    const entry = apiKeys?.get(hashApiKey(key));
    if (!entry) throw authError('Unknown API key.');
    if (entry.revoked) throw authError('This API key has been revoked.');
    return identityOf(entry.subject, entry.scopes, entry.tenant, null);
  };

  const fromJwt = async (token: string): Promise<Identity> => {
    if (!verify) throw authError('Bearer tokens are not accepted here; use an API key.');
    let payload: JWTPayload;
    try {
      payload = await verify(token);
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw authError('The token has expired.');
      if (error instanceof joseErrors.JWTClaimValidationFailed) throw authError(`The token was refused: ${error.message}.`);
      throw authError('The token is invalid.');
    }
    // A token without exp would be valid forever once leaked: refused unless explicitly allowed.
    if (typeof payload.exp !== 'number' && !settings.allowNonExpiring) {
      throw authError('The token has no expiry (`exp` claim); tokens that never expire are refused.');
    }
    const scopes = scopesOf(payload);
    const tenantValue = payload[settings.tenantClaim];
    const acrossTenants = scopes.includes(settings.adminScope) || scopes.includes(settings.workerScope);
    if (!acrossTenants && (typeof tenantValue !== 'string' || tenantValue.length === 0)) {
      throw authError(`The token has no "${settings.tenantClaim}" claim to identify its tenant.`);
    }
    const subject =
      typeof payload.sub === 'string' ? payload.sub : String(tenantValue ?? (scopes.includes(settings.adminScope) ? 'admin' : 'worker'));
    return identityOf(subject, scopes, tenantValue as string, typeof payload.exp === 'number' ? payload.exp * 1000 : null);
  };

  return {
    enabled: true,
    async authenticate({ bearer, apiKey }) {
      if (apiKey) return fromApiKey(apiKey);
      if (!bearer) throw authError('Authentication required: send `Authorization: Bearer <token>` or `x-api-key`.');
      if (looksLikeJwt(bearer)) return fromJwt(bearer);
      if (apiKeys) return fromApiKey(bearer);
      throw authError('The token is invalid.');
    },
  };
}

/** Splits an Authorization header value; anything but a Bearer scheme yields null. */
export function bearerOf(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
