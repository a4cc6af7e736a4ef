// The GraphQL-over-HTTP conformance audits of the `graphql-http` package against a real
// server: every MUST and SHOULD audit passes; the MAY audits are printed (and listed in the
// README) so a change in them shows up in the test output.
import { serverAudits, type AuditResult } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

describe('GraphQL over HTTP (graphql-http serverAudits)', () => {
  let server: TestServer;
  const results: AuditResult[] = [];
  beforeAll(async () => {
    server = await startServer({ backend: 'pglite' });
    for (const audit of serverAudits({ url: server.url })) results.push(await audit.fn());
  }, 60_000);
  afterAll(() => server?.stop());

  const describeResult = (r: AuditResult) => `${r.status.padEnd(5)} ${r.name}${r.status === 'ok' ? '' : ` — ${r.reason}`}`;

  it('runs the whole audit list', () => {
    expect(results.length).toBeGreaterThan(50);
  });

  it('every MUST audit is ok', () => {
    const must = results.filter((r) => r.name.startsWith('MUST'));
    expect(must.length).toBeGreaterThan(10);
    expect(must.filter((r) => r.status !== 'ok').map(describeResult)).toEqual([]);
  });

  it('every SHOULD audit is ok', () => {
    const should = results.filter((r) => r.name.startsWith('SHOULD'));
    expect(should.length).toBeGreaterThan(10);
    expect(should.filter((r) => r.status !== 'ok').map(describeResult)).toEqual([]);
  });

  it('the MAY audits, for the record', () => {
    const may = results.filter((r) => r.name.startsWith('MAY'));
    console.log(`graphql-http MAY audits (${may.filter((r) => r.status === 'ok').length}/${may.length} ok):\n${may.map(describeResult).join('\n')}`);
    expect(may.length).toBeGreaterThan(0);
    // Mutations are POST only (SPEC §8): the audit that checks it must pass.
    expect(may.find((r) => r.name === 'MAY NOT allow executing mutations on GET requests')?.status).toBe('ok');
  });
});
