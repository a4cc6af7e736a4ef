// The start-up check of the Yoga internals the JSON fast path reads: the installed graphql-yoga
// has every one, and an instance lacking them is named field by field, so an upgrade that drops
// one stops the app when it is built instead of failing requests.
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { missingYogaInternals, yogaInternalsOf } from '../../../../src/transport/http/yoga-internals.js';

const yoga = createYoga({ schema: createSchema({ typeDefs: 'type Query { hello: String }' }), logging: false });

describe('Yoga internals of the fast path', () => {
  it('finds every field on the installed graphql-yoga', () => {
    expect(missingYogaInternals(yoga)).toEqual([]);
    expect(yogaInternalsOf(yoga).onParamsHooks).toBeInstanceOf(Array);
  });

  it('names each missing or changed field, and refuses such an instance', () => {
    // The fields as a plain object (a Yoga instance is a proxy), then one dropped, one emptied, one changed.
    const fields = yoga as unknown as Record<string, unknown>;
    const changed: Record<string, unknown> = {
      onParamsHooks: undefined,
      onRequestParseHooks: fields.onRequestParseHooks,
      onExecutionResultHooks: fields.onExecutionResultHooks,
      maskedErrorsOpts: { maskError: 'no' },
    };
    const missing = missingYogaInternals(changed);
    expect(missing.map((line) => line.split(' ')[0])).toEqual(['onParamsHooks', 'onResultProcessHooks', 'maskedErrorsOpts']);
    expect(() => yogaInternalsOf(changed)).toThrow(/onParamsHooks.*onResultProcessHooks.*maskedErrorsOpts/);
  });
});
