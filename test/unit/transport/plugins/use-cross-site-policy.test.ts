// useCrossSitePolicy: simple-content-type POSTs need a preflight header; mutations are POST only.
import { describe, expect, it } from 'vitest';
import { type CrossSitePolicyOptions, useCrossSitePolicy } from '../../../../src/transport/plugins/use-cross-site-policy.js';
import { specYoga } from './spec-yoga.js';

const options: CrossSitePolicyOptions = {};

describe('useCrossSitePolicy', () => {
  const yoga = specYoga([useCrossSitePolicy(options)]);
  // A form POST: what any page can make a browser send to another site without a preflight.
  const postForm = (headers: Record<string, string> = {}) =>
    yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ query: '{ hello }' }).toString(),
    });

  it('refuses a form POST with CSRF_REJECTED (403)', async () => {
    const response = await postForm();
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0].extensions.code).toBe('CSRF_REJECTED');
  });

  it('lets it through with a header only a preflighted request carries', async () => {
    const response = await postForm({ 'x-graphql-yoga-csrf': '1' });
    expect(await response.json()).toEqual({ data: { hello: 'world' } });
  });

  it('runs a query over GET and refuses a mutation there with 405 and Allow: POST', async () => {
    const query = await yoga.fetch(`http://localhost/graphql?query=${encodeURIComponent('{ hello }')}`);
    expect(await query.json()).toEqual({ data: { hello: 'world' } });
    const mutation = await yoga.fetch(`http://localhost/graphql?query=${encodeURIComponent('mutation { touch }')}`);
    expect(mutation.status).toBe(405);
    expect(mutation.headers.get('allow')).toBe('POST');
    expect((await mutation.json()).errors[0].extensions.code).toBe('METHOD_NOT_ALLOWED');
  });
});
