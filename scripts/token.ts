// Signs a JWT with the configured HS256 secret (AUTH_JWT_SECRET or the config file's
// auth.jwtSecret), so a developer or an operator can call a service that has auth on:
//
//   npm run token -- --sub u_1                 a tenant's token (the tenant is its subject)
//   npm run token -- --sub ops --admin         every tenant's sessions
//   npm run token -- --sub w_1 --worker        the model-worker scope
//   npm run token -- --sub u_1 --ttl 1h        lifetime: 30s, 15m, 1h, 7d (default 1h)
//
// It prints the token alone on stdout; use it as `Authorization: Bearer <token>`.
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import { ConfigError, loadConfig } from '../src/config.js';
import { exitOnUnsupportedNode } from '../src/runtime/node-version.js';

exitOnUnsupportedNode();

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** `30s`, `15m`, `1h`, `7d` → seconds. */
function ttlSeconds(text: string): number | null {
  const match = /^(\d+)([smhd])$/.exec(text.trim());
  return match ? Number(match[1]) * UNITS[match[2]!]! : null;
}

function fail(message: string): never {
  process.stderr.write(`token: ${message}\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    sub: { type: 'string' },
    admin: { type: 'boolean', default: false },
    worker: { type: 'boolean', default: false },
    ttl: { type: 'string', default: '1h' },
    help: { type: 'boolean', short: 'h', default: false },
  },
  strict: true,
});
if (values.help) {
  process.stdout.write('usage: npm run token -- --sub <subject> [--admin | --worker] [--ttl 1h]\n');
  process.exit(0);
}
if (!values.sub) fail('--sub <subject> is required (the tenant, e.g. --sub u_1)');
if (values.admin && values.worker) fail('choose one of --admin and --worker');
const ttl = ttlSeconds(values.ttl);
if (ttl === null || ttl <= 0) fail(`--ttl ${values.ttl}: use a number with s, m, h or d (e.g. 15m, 1h, 7d)`);

let auth: ReturnType<typeof loadConfig>['auth'];
try {
  auth = loadConfig().auth;
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (!auth.jwtSecret) {
  fail(
    'no HS256 secret configured: set AUTH_JWT_SECRET (the same value the service runs with), or put auth.jwtSecret in CONFIG_FILE. ' +
      'Services configured with a public key or JWKS take tokens from your identity provider instead.',
  );
}

const scopes = [values.admin ? auth.adminScope : null, values.worker ? auth.workerScope : null].filter((s): s is string => s !== null);
const claims: Record<string, unknown> = { ...(scopes.length > 0 ? { scope: scopes.join(' ') } : {}) };
if (auth.tenantClaim !== 'sub') claims[auth.tenantClaim] = values.sub;
let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(values.sub).setIssuedAt().setExpirationTime(`${ttl}s`);
if (auth.jwtIssuer) jwt = jwt.setIssuer(auth.jwtIssuer);
if (auth.jwtAudience) jwt = jwt.setAudience(auth.jwtAudience);
process.stdout.write(`${await jwt.sign(new TextEncoder().encode(auth.jwtSecret))}\n`);
