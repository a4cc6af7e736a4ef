// The error catalogue (src/domain/errors.ts) is complete, and the docs check (npm run docs:check,
// which also keeps docs/errors.md current) says what to do when an entry is not.
import { describe, expect, it } from 'vitest';
import { catalogueProblems, renderErrorTables, withErrorTables } from '../../scripts/generated-docs.js';
import { ERROR_CATALOGUE, ERROR_CODES, type ErrorSpec } from '../../src/domain/errors.js';

const empty = { service: {}, protocol: {}, unexpected: {} };

describe('the error catalogue', () => {
  it('gives every code its HTTP statuses, retryability and a one-line description', () => {
    expect(catalogueProblems(ERROR_CATALOGUE)).toEqual([]);
  });
  it('derives ERROR_CODES from the service codes', () => {
    expect(ERROR_CODES).toEqual(Object.keys(ERROR_CATALOGUE.service));
  });
});

describe('the docs check', () => {
  it('names a code without a description and says what to add', () => {
    const service = { NEW_CODE: { http: [400], retryable: false, description: '' } satisfies ErrorSpec };
    expect(catalogueProblems({ ...empty, service })).toEqual([
      "src/domain/errors.ts: NEW_CODE has no description: add `description: '…'` to its entry (one line: when a client gets it and what to do).",
    ]);
  });
  it('names missing statuses, retryability, a code listed twice and a multi-line description', () => {
    const broken = { http: [], description: 'two\nlines' } as unknown as ErrorSpec;
    const ok: ErrorSpec = { http: [200], retryable: false, description: 'fine' };
    const problems = catalogueProblems({ service: { BROKEN: broken, TWICE: ok }, protocol: { TWICE: ok }, unexpected: {} });
    expect(problems.join('\n')).toMatch(/BROKEN: the description must be one line/);
    expect(problems.join('\n')).toMatch(/BROKEN needs `http: \[status, …\]`/);
    expect(problems.join('\n')).toMatch(/BROKEN needs `retryable: true \| false`/);
    expect(problems.join('\n')).toMatch(/TWICE is listed twice \(in service and protocol\)/);
  });
  it('prints one row per code, pipes escaped', () => {
    const tables = renderErrorTables({ ...empty, service: { A_CODE: { http: [200, 404], retryable: true, description: 'a | b' } } });
    expect(tables).toContain('| `A_CODE` | 200, 404 | yes | a \\| b |');
  });
  it('refuses a page without its markers', () => {
    expect(() => withErrorTables('# Errors\n', ERROR_CATALOGUE)).toThrow(/GENERATED markers/);
  });
});
