// useRequestGuards: a document nested too deep is refused QUERY_TOO_COMPLEX, and variables with too
// many values, too deep or with too long a list BAD_USER_INPUT, status 400, before anything is parsed.
import { describe, expect, it } from 'vitest';
import { type RequestGuardsOptions, useRequestGuards } from '../../../../src/transport/plugins/use-request-guards.js';
import { codeOf, post, specYoga } from './spec-yoga.js';

let limits = { maxNesting: 4, maxVariableNodes: 20, maxVariableListLength: 5 };
const options: RequestGuardsOptions = { limits: () => limits };

describe('useRequestGuards', () => {
  const yoga = specYoga([useRequestGuards(options)]);

  it('lets a request within the limits through', async () => {
    const { status, body } = await post(yoga, { query: 'query($n: Int) { items(first: $n) { name } }', variables: { n: 1 } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ items: [{ name: 'item 0' }] });
  });

  it('refuses brackets nested past the limit with QUERY_TOO_COMPLEX', async () => {
    const { status, body } = await post(yoga, { query: '{ items { parent { parent { parent { name } } } } }' });
    expect(status).toBe(400);
    expect(codeOf(body)).toBe('QUERY_TOO_COMPLEX');
  });

  it.each([
    ['too many values', { v: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i])) }],
    ['a list too long', { v: [1, 2, 3, 4, 5, 6] }],
    ['nesting too deep', { v: { a: { b: { c: { d: { e: 1 } } } } } }],
  ])('refuses variables with %s as BAD_USER_INPUT', async (_what, variables) => {
    const { status, body } = await post(yoga, { query: '{ hello }', variables });
    expect(status).toBe(400);
    expect(codeOf(body)).toBe('BAD_USER_INPUT');
    expect(body.data).toBeUndefined();
  });

  it('reads the limits on every request (they reload)', async () => {
    const variables = { v: [1, 2, 3, 4, 5, 6] };
    expect(codeOf((await post(yoga, { query: '{ hello }', variables })).body)).toBe('BAD_USER_INPUT');
    limits = { ...limits, maxVariableListLength: 10 };
    expect((await post(yoga, { query: '{ hello }', variables })).body).toEqual({ data: { hello: 'world' } });
  });
});
