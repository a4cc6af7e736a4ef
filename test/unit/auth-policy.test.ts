// Start-up policy (issue 5, SPEC §7): when the service may run without authentication.
import { describe, expect, it } from 'vitest';
import { checkAuthPolicy } from '../../src/auth/policy.js';
import { ConfigError, loadConfig, parseConfig } from '../../src/config.js';

const config = (raw: Record<string, unknown> = {}) => parseConfig(raw);

describe('auth start-up policy', () => {
  it('refuses NODE_ENV=production without authentication, naming the settings to use', () => {
    let thrown: unknown;
    try {
      checkAuthPolicy(config(), { NODE_ENV: 'production' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as ConfigError).message;
    expect(message).toMatch(/NODE_ENV=production/);
    expect(message).toMatch(/AUTH_JWT_SECRET/);
    expect(message).toMatch(/AUTH_DISABLED=true/);
  });

  it('allows production without authentication when AUTH_DISABLED=true, with a warning', () => {
    const cfg = loadConfig({ NODE_ENV: 'production', AUTH_DISABLED: 'true', HOST: '0.0.0.0' });
    expect(cfg.auth.disabled).toBe(true);
    const { warning } = checkAuthPolicy(cfg, { NODE_ENV: 'production' });
    expect(warning).toMatch(/DISABLED/);
  });

  it('AUTH_DISABLED=false (explicit) is still refused in production', () => {
    const cfg = loadConfig({ NODE_ENV: 'production', AUTH_DISABLED: 'false' });
    expect(() => checkAuthPolicy(cfg, { NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  it.each(['0.0.0.0', '::', '10.1.2.3', 'example.com', '192.168.0.1'])('refuses non-loopback HOST %s without authentication', (host) => {
    expect(() => checkAuthPolicy(config({ host }), {})).toThrow(/HOST/);
  });

  it.each(['127.0.0.1', '127.1.2.3', '::1', 'localhost'])('allows loopback %s in development with a warning naming the host', (host) => {
    const { warning } = checkAuthPolicy(config({ host }), { NODE_ENV: 'development' });
    expect(warning).toBeTruthy();
    expect(warning).toContain(host);
    expect(checkAuthPolicy(config({ host }), {}).warning).toBeTruthy();
  });

  it.each([
    ['an HS256 secret', { jwtSecret: 'x'.repeat(32) }],
    ['a public key file', { jwtPublicKeyFile: '/nonexistent/key.pem' }],
    ['a JWKS file', { jwksFile: '/nonexistent/jwks.json' }],
    ['an API keys file', { apiKeysFile: '/nonexistent/keys.json' }],
  ])('with %s configured, production on any host starts without a warning', (_name, auth) => {
    expect(checkAuthPolicy(config({ host: '0.0.0.0', auth }), { NODE_ENV: 'production' })).toEqual({ warning: null });
  });

  it('reads the auth settings from their environment variables', () => {
    const cfg = loadConfig({
      AUTH_JWT_SECRET: 's'.repeat(20),
      AUTH_JWT_ISSUER: 'iss',
      AUTH_JWT_AUDIENCE: 'aud',
      AUTH_TENANT_CLAIM: 'org',
      AUTH_TENANT_KEY: 'tenant',
      AUTH_ADMIN_SCOPE: 'ops',
      AUTH_API_KEYS_FILE: '/k.json',
    });
    expect(cfg.auth).toMatchObject({
      jwtSecret: 's'.repeat(20),
      jwtIssuer: 'iss',
      jwtAudience: 'aud',
      tenantClaim: 'org',
      tenantKey: 'tenant',
      adminScope: 'ops',
      apiKeysFile: '/k.json',
    });
  });

  it('refuses a short HS256 secret at start-up', () => {
    expect(() => loadConfig({ AUTH_JWT_SECRET: 'short' })).toThrow(/AUTH_JWT_SECRET/);
  });
});
