// useDocumentLimits: depth, aliases, tokens and directives over their limits answer QUERY_TOO_COMPLEX; introspection can be off.
import { describe, expect, it } from 'vitest';
import { type DocumentLimitsOptions, useDocumentLimits } from '../../../../src/transport/plugins/use-document-limits.js';
import { codeOf, post, specYoga } from './spec-yoga.js';

const options: DocumentLimitsOptions = { maxDepth: 3, maxAliases: 2, maxTokens: 60, maxDirectives: 2, introspection: true };

describe('useDocumentLimits', () => {
  const yoga = specYoga([useDocumentLimits(options)]);

  it('runs a document within every limit', async () => {
    expect((await post(yoga, { query: '{ a: hello b: hello }' })).body).toEqual({ data: { a: 'world', b: 'world' } });
  });

  it.each([
    ['aliases', '{ a: hello b: hello c: hello }'],
    ['directives', '{ hello @skip(if: false) @skip(if: false) @skip(if: false) }'],
    ['tokens', `{ ${Array.from({ length: 80 }, () => 'hello').join(' ')} }`],
    ['depth', '{ items { parent { parent { parent { name } } } } }'],
  ])('refuses too many %s with QUERY_TOO_COMPLEX', async (_limit, query) => {
    const { body } = await post(yoga, { query });
    expect(codeOf(body)).toBe('QUERY_TOO_COMPLEX');
    expect(body.data).toBeUndefined();
  });

  it('answers introspection only when it is on', async () => {
    const on = await post(yoga, { query: '{ __schema { queryType { name } } }' });
    expect(on.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const off = await post(specYoga([useDocumentLimits({ ...options, introspection: false })]), { query: '{ __schema { queryType { name } } }' });
    expect(off.body.data).toBeUndefined();
    expect(off.body.errors?.length).toBeGreaterThan(0);
  });
});
