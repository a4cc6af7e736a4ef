// Credentials for the security suites: HS256 tokens with any claims, an RS256 key pair written
// to a temporary PEM file and JWKS file, and an API keys file writer (hashes only, as the
// service expects). Everything is signed with jose; nothing here is hand-rolled crypto.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import WebSocket from 'ws';

/** The HS256 secret the suites configure (AUTH_JWT_SECRET needs ≥ 16 characters). */
export const TEST_SECRET = 'test-secret-0123456789-abcdefghij';
export const WRONG_SECRET = 'another-secret-0123456789-abcdefg';
export const TEST_ISSUER = 'https://issuer.test';
export const TEST_AUDIENCE = 'agent-conversations';

/** A temporary directory for key and API-key files of one suite. */
export function tempDir(prefix = 'auth-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export interface TokenClaims {
  sub?: string;
  /** Expiry as seconds since epoch (absolute); see `expiresIn` for a relative one. */
  exp?: number;
  /** Seconds from now until expiry (default 3600); ignored when `exp` is given. */
  expiresIn?: number;
  /** Not-before as seconds since epoch. */
  nbf?: number;
  aud?: string | string[];
  iss?: string;
  /** Space-separated scopes (the `scope` claim). */
  scope?: string;
  /** Any other claims. */
  extra?: Record<string, unknown>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function payloadOf(claims: TokenClaims): JWTPayload {
  const payload: JWTPayload = { ...(claims.extra ?? {}) };
  if (claims.sub !== undefined) payload.sub = claims.sub;
  if (claims.scope !== undefined) payload.scope = claims.scope;
  if (claims.aud !== undefined) payload.aud = claims.aud;
  if (claims.iss !== undefined) payload.iss = claims.iss;
  if (claims.nbf !== undefined) payload.nbf = claims.nbf;
  payload.iat = nowSeconds();
  payload.exp = claims.exp ?? nowSeconds() + (claims.expiresIn ?? 3600);
  return payload;
}

/** An HS256 JWT signed with `secret` (default TEST_SECRET). */
export async function hs256Token(claims: TokenClaims, secret: string = TEST_SECRET): Promise<string> {
  return new SignJWT(payloadOf(claims)).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

export interface RsaKeys {
  privateKey: CryptoKey;
  /** SPKI PEM file with the public key (AUTH_JWT_PUBLIC_KEY_FILE). */
  pemFile: string;
  /** JWKS file `{ keys: [publicJwk] }` (AUTH_JWKS_FILE). */
  jwksFile: string;
  kid: string;
  /** An RS256 JWT signed with this pair's private key. */
  sign(claims: TokenClaims): Promise<string>;
}

/** Generates an RS256 key pair and writes its public half as a PEM file and a JWKS file in `dir`. */
export async function rsaKeys(dir: string, name = 'rsa'): Promise<RsaKeys> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `${name}-${randomBytes(4).toString('hex')}`;
  const pemFile = join(dir, `${name}.pub.pem`);
  writeFileSync(pemFile, await exportSPKI(publicKey));
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const jwksFile = join(dir, `${name}.jwks.json`);
  writeFileSync(jwksFile, JSON.stringify({ keys: [jwk] }));
  return {
    privateKey,
    pemFile,
    jwksFile,
    kid,
    sign: (claims) => new SignJWT(payloadOf(claims)).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid }).sign(privateKey),
  };
}

export interface ApiKeySpec {
  /** The plain key the client sends; the file stores only its SHA-256. */
  key: string;
  subject: string;
  tenant?: string;
  scopes?: string[];
  revoked?: boolean;
}

export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

/** Writes an AUTH_API_KEYS_FILE in `dir` and returns its path. */
export function writeApiKeysFile(dir: string, keys: ApiKeySpec[], name = 'api-keys.json'): string {
  const file = join(dir, name);
  const body = {
    keys: keys.map((k) => ({
      sha256: sha256Hex(k.key),
      subject: k.subject,
      ...(k.tenant !== undefined ? { tenant: k.tenant } : {}),
      scopes: k.scopes ?? [],
      revoked: k.revoked ?? false,
    })),
  };
  writeFileSync(file, JSON.stringify(body, null, 2));
  return file;
}

/** A fresh random API key. */
export const newApiKey = (prefix = 'ak'): string => `${prefix}_${randomBytes(24).toString('base64url')}`;

/** HTTP headers for a bearer credential. */
export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export interface RawResponse {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; [key: string]: unknown } }[];
  };
  text: string;
}

/** POSTs a GraphQL request and returns the HTTP status with the parsed body (for status assertions). */
export async function postGraphQL(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  let body: RawResponse['body'] = {};
  try {
    body = JSON.parse(text) as RawResponse['body'];
  } catch {
    // left empty: the caller asserts on `text` / `status`
  }
  return { status: response.status, body, text };
}

export type WsOutcome = { connected: true } | { connected: false; code: number; reason: string };

export interface WsConnection {
  client: Client;
  /** Resolves on the server's ack (connected) or on the first close before it. */
  outcome: Promise<WsOutcome>;
  /** Resolves with the close code whenever the socket closes (after connecting, too). */
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a graphql-ws connection at once (not lazily), without retries, with the given connectionParams. */
export function wsConnect(wsUrl: string, connectionParams: Record<string, unknown> | undefined): WsConnection {
  let settle!: (o: WsOutcome) => void;
  let closedWith!: (c: { code: number; reason: string }) => void;
  const outcome = new Promise<WsOutcome>((resolve) => (settle = resolve));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (closedWith = resolve));
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    ...(connectionParams ? { connectionParams } : {}),
    lazy: false,
    retryAttempts: 0,
    shouldRetry: () => false,
    onNonLazyError: () => {},
    on: {
      connected: () => settle({ connected: true }),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        settle({ connected: false, code, reason });
        closedWith({ code, reason });
      },
    },
  });
  return { client, outcome, closed };
}
