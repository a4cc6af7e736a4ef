// When the service may run without authentication: only as the embedded development server
// on a loopback address, unless AUTH_DISABLED=true says so explicitly.
import type { Config } from '../config.js';
import { ConfigError } from '../config.js';
import { authEnabled } from './authenticator.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

export function checkAuthPolicy(config: Config, env: NodeJS.ProcessEnv): { warning: string | null } {
  if (authEnabled(config.auth)) return { warning: null };
  if (config.auth.disabled) return { warning: 'authentication is DISABLED (AUTH_DISABLED=true): every caller sees every session' };
  if (env.NODE_ENV === 'production') {
    throw new ConfigError([
      'auth: NODE_ENV=production needs authentication: set AUTH_JWT_SECRET, AUTH_JWT_PUBLIC_KEY_FILE, AUTH_JWKS_FILE or AUTH_API_KEYS_FILE (or AUTH_DISABLED=true to run without it)',
    ]);
  }
  if (!LOOPBACK.test(config.host)) {
    throw new ConfigError([
      `host (HOST): ${config.host} is reachable from other machines but authentication is off; configure AUTH_* or set AUTH_DISABLED=true`,
    ]);
  }
  return { warning: `authentication is off (development mode): listening on ${config.host} only` };
}
