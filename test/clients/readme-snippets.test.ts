// README "Using it from a frontend" shows the client set-ups the client suites run: each
// `// #region <name>` of setups.ts must appear in the README verbatim.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/process.js';

const setups = readFileSync(join(ROOT, 'test/clients/setups.ts'), 'utf8');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const regions = [...setups.matchAll(/\/\/ #region ([\w-]+)\n([\s\S]*?)\/\/ #endregion/g)].map((m) => [m[1]!, m[2]!.trimEnd()] as const);

describe('README client snippets', () => {
  it('covers every client the suites run', () => {
    expect(regions.map(([name]) => name)).toEqual(['apollo', 'urql', 'graphql-ws', 'graphql-sse', 'eventsource', 'codegen']);
  });
  it.each(regions)('%s appears in the README exactly as tested', (_name, code) => {
    expect(readme).toContain(code);
  });
});
