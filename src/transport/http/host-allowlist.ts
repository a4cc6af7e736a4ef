// The Host header allowlist (ALLOWED_HOSTS), against DNS rebinding: a web page on a name the
// attacker controls, re-pointed at 127.0.0.1, reaches a service on the user's machine as a
// same-origin page — and with authentication off, which is loopback-only by default, it could
// read and write everything. The browser still sends the attacker's name as Host, so a request
// whose Host is not one the service answers for is refused (421 HOST_NOT_ALLOWED), on every HTTP
// route and on the WebSocket upgrade.
//
// The list in force: ALLOWED_HOSTS when set (`*` = any host); else, with authentication off,
// the loopback names, and with authentication on, any host (credentials are what protect it).
// An entry without a port matches any port. `/healthz` and `/readyz` are exempt: orchestrators
// probe them by the pod's address, and they reveal nothing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorJson } from '../../domain/errors.js';

/** The names a loopback-only service answers for by default. */
const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

const HOST_NOT_ALLOWED_STATUS = 421;

const HOST_NOT_ALLOWED_BODY = JSON.stringify({
  errors: [errorJson('HOST_NOT_ALLOWED', 'This service does not answer for the host named in the Host header; add it to ALLOWED_HOSTS.')],
});

/** `name` (lower case, no trailing dot) and `port` (null when absent) of a Host value or an entry; null when malformed. */
function parseHost(value: string): { name: string; port: string | null } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+?)\.?(?::(\d{1,5}))?$/.exec(value.trim().toLowerCase());
  return match ? { name: match[1]!, port: match[2] ?? null } : null;
}

/** The allowlist in force for these settings. */
function hostsInForce(allowedHosts: readonly string[], authEnabled: boolean): readonly string[] {
  if (allowedHosts.length > 0) return allowedHosts;
  return authEnabled ? ['*'] : LOOPBACK_HOSTS;
}

/** Whether a request with this Host header may be answered. A missing or malformed Host is not allowed (unless any host is). */
function hostAllowed(host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes('*')) return true;
  const got = host === undefined ? null : parseHost(host);
  if (!got) return false;
  return allowed.some((entry) => {
    const want = parseHost(entry);
    return want !== null && want.name === got.name && (want.port === null || want.port === got.port);
  });
}

export interface HostPolicy {
  /** ALLOWED_HOSTS (reloadable). */
  allowedHosts(): readonly string[];
  /** Whether authentication is on (decides the default). */
  authEnabled(): boolean;
}

const EXEMPT_PATHS = new Set(['/healthz', '/readyz']);

/** Whether a request to `path` with this Host is refused. */
export function hostRefused(path: string, host: string | undefined, policy: HostPolicy): boolean {
  return !EXEMPT_PATHS.has(path) && !hostAllowed(host, hostsInForce(policy.allowedHosts(), policy.authEnabled()));
}

/** Answers 421 HOST_NOT_ALLOWED when the request's Host is not allowed; true when it answered. */
export function refuseDisallowedHost(req: IncomingMessage, res: ServerResponse, policy: HostPolicy): boolean {
  if (!hostRefused((req.url ?? '').split('?')[0]!, req.headers.host, policy)) return false;
  res.writeHead(HOST_NOT_ALLOWED_STATUS, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(HOST_NOT_ALLOWED_BODY),
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(HOST_NOT_ALLOWED_BODY);
  return true;
}

/** The refusal of a WebSocket upgrade, in the form ws's verifyClient callback takes. */
export const HOST_NOT_ALLOWED_UPGRADE = {
  status: HOST_NOT_ALLOWED_STATUS,
  body: HOST_NOT_ALLOWED_BODY,
  headers: { 'Content-Type': 'application/json' },
} as const;
