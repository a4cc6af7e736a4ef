// useOperationScopes: a worker credential runs only the LLM request operations; any other root
// field it selects (through fragments too) is refused FORBIDDEN and nothing of the operation runs.
import { describe, expect, it } from 'vitest';
import type { Identity } from '../../../../src/auth/identity.js';
import { type OperationScopesOptions, useOperationScopes } from '../../../../src/transport/plugins/use-operation-scopes.js';
import type { GraphQLContext } from '../../../../src/transport/context.js';
import { codeOf, post, specYoga, sseEvents, subscribe } from './spec-yoga.js';

const worker: Identity = { subject: 'worker-1', tenant: null, admin: false, worker: true, expiresAt: null };
const tenant: Identity = { subject: 'alice', tenant: { owner: 'alice' }, admin: false, worker: false, expiresAt: null };
const options: OperationScopesOptions = { identityOf: (context) => (context as GraphQLContext).deps.identity };

describe('useOperationScopes', () => {
  const yoga = specYoga([useOperationScopes(options)], (request) => ({ identity: request.headers.get('x-caller') === 'worker' ? worker : tenant }));
  const asWorker = { 'x-caller': 'worker' };

  it('lets a worker run its operations', async () => {
    expect((await post(yoga, { query: '{ claimableLlmRequests }' }, asWorker)).body).toEqual({ data: { claimableLlmRequests: ['request'] } });
  });

  it('refuses every other root field of a worker, one FORBIDDEN each, through fragments, running nothing', async () => {
    const { body } = await post(yoga, { query: '{ claimableLlmRequests ...F } fragment F on Query { hello items { name } }' }, asWorker);
    expect(body.data).toBeUndefined();
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    expect(body.errors?.map((e) => e.message).join(' ')).toMatch(/hello.*items/);
  });

  it('refuses a worker a subscription outside its operations', async () => {
    const [event] = await sseEvents(await subscribe(yoga, 'subscription { ticks }', asWorker), 1);
    expect(codeOf(event!)).toBe('FORBIDDEN');
  });

  it('checks nobody else: a tenant runs any field', async () => {
    expect((await post(yoga, { query: '{ hello claimableLlmRequests }' })).body).toEqual({
      data: { hello: 'world', claimableLlmRequests: ['request'] },
    });
  });
});
