// useCostLimit: an operation estimated over MAX_COST is refused before anything runs.
import { describe, expect, it } from 'vitest';
import { type CostLimitOptions, useCostLimit } from '../../../../src/transport/plugins/use-cost-limit.js';
import { codeOf, post, specYoga } from './spec-yoga.js';

const options: CostLimitOptions = { maxCost: 100 };

describe('useCostLimit', () => {
  const yoga = specYoga([useCostLimit(options)]);

  it('runs an operation within the limit', async () => {
    const { status, body } = await post(yoga, { query: '{ items(first: 10) { name } }' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ items: Array.from({ length: 10 }, (_, i) => ({ name: `item ${i}` })) });
  });

  it('refuses a list whose page size takes it over the limit, with the cost and the limit', async () => {
    const { body } = await post(yoga, { query: 'query($n: Int) { items(first: $n) { name } }', variables: { n: 400 } });
    expect(codeOf(body)).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.extensions).toMatchObject({ maxCost: 100 });
    expect(body.errors?.[0]?.extensions?.cost).toBeGreaterThan(100);
    expect(body.data).toBeUndefined();
  });
});
