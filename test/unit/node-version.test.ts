import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../src/runtime/node-version.js';

describe('the Node.js version check', () => {
  it.each([
    ['v22.15.0', '>=22.15'],
    ['v22.23.5', '>=22.15'],
    ['v23.0.0', '>=22.15'],
    ['v24.1.0', '>=22.15.1'],
  ])('accepts %s for %s', (found, range) => {
    expect(nodeVersionProblem(found, range)).toBeNull();
  });

  it.each([
    ['v20.20.2', '>=22.15'],
    ['v22.14.9', '>=22.15'],
    ['v22.15.0', '>=22.15.1'],
  ])('refuses %s for %s, naming both versions', (found, range) => {
    const problem = nodeVersionProblem(found, range);
    expect(problem).toContain(found);
    expect(problem).toContain(range);
  });

  it('says so when the range is not one it understands', () => {
    expect(nodeVersionProblem('v22.15.0', '^22')).toMatch(/not a ">=X.Y" range/);
  });
});
