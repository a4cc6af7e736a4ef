// useSecurityHeaders: API answers are never cached, an HTML page gets its CSP and may not be
// framed, and answers vary by Origin whenever CORS is configured.
import { describe, expect, it } from 'vitest';
import { type SecurityHeadersOptions, useSecurityHeaders } from '../../../../src/transport/plugins/use-security-headers.js';
import { post, specYoga } from './spec-yoga.js';

describe('useSecurityHeaders', () => {
  let cors = false;
  const options: SecurityHeadersOptions = { pageContentSecurityPolicy: () => "default-src 'self'", corsEnabled: () => cors };
  const yoga = specYoga([useSecurityHeaders(options)]);

  it('marks API answers no-store, without page headers', async () => {
    const { headers } = await post(yoga, { query: '{ hello }' });
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('content-security-policy')).toBeNull();
    expect(headers.get('x-frame-options')).toBeNull();
  });

  it('gives an HTML answer its Content-Security-Policy, DENY framing and no referrer', async () => {
    const { createYoga, createSchema } = await import('graphql-yoga');
    const withPage = createYoga({
      schema: createSchema({ typeDefs: 'type Query { hello: String }' }),
      plugins: [useSecurityHeaders(options)],
      logging: false,
      graphiql: true,
    });
    const response = await withPage.fetch('http://localhost/graphql', { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('adds Vary: Origin only while CORS is configured', async () => {
    expect((await post(yoga, { query: '{ hello }' })).headers.get('vary') ?? '').not.toMatch(/origin/i);
    cors = true;
    expect((await post(yoga, { query: '{ hello }' })).headers.get('vary')).toMatch(/\bOrigin\b/);
  });
});
