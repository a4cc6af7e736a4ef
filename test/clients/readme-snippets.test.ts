// The documents show code that must keep working:
//   - docs/api.md "Clients" shows the client set-ups the client suites run: each
//     `// #region <name>` of setups.ts must appear there verbatim;
//   - every ```graphql block of README.md and docs/**/*.md holds operations that validate
//     against the printed schema (schema.graphql), one operation at a time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type DocumentNode, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { markdownFiles } from '../helpers/markdown.js';
import { ROOT } from '../helpers/process.js';

const setups = readFileSync(join(ROOT, 'test/clients/setups.ts'), 'utf8');
const apiGuide = readFileSync(join(ROOT, 'docs/api.md'), 'utf8');
const regions = [...setups.matchAll(/\/\/ #region ([\w-]+)\n([\s\S]*?)\/\/ #endregion/g)].map((m) => [m[1]!, m[2]!.trimEnd()] as const);

describe('client snippets in docs/api.md', () => {
  it('covers every client the suites run', () => {
    expect(regions.map(([name]) => name)).toEqual(['apollo', 'urql', 'graphql-ws', 'graphql-sse', 'eventsource', 'codegen']);
  });
  it.each(regions)('%s appears in docs/api.md exactly as tested', (_name, code) => {
    expect(apiGuide).toContain(code);
  });
});

const schema = buildSchema(readFileSync(join(ROOT, 'schema.graphql'), 'utf8'));

/** Every ```graphql block of a Markdown text, with the line it starts on. */
function graphqlBlocks(text: string): { line: number; source: string }[] {
  const blocks: { line: number; source: string }[] = [];
  for (const match of text.matchAll(/^```graphql\n([\s\S]*?)^```$/gm)) {
    blocks.push({ line: text.slice(0, match.index).split('\n').length, source: match[1]! });
  }
  return blocks;
}

/** Problems of one block: a parse error, or each operation's validation errors against the schema. */
function problemsOf(source: string): string[] {
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (error) {
    return [(error as Error).message];
  }
  // A block lists several anonymous operations to paste one at a time: validate each alone.
  return document.definitions.flatMap((definition) =>
    validate(schema, { kind: document.kind, definitions: [definition] }).map((error) => error.message),
  );
}

const snippets = markdownFiles().flatMap((file) =>
  graphqlBlocks(readFileSync(join(ROOT, file), 'utf8')).map(({ line, source }) => [`${file}:${line}`, source] as const),
);

describe('GraphQL snippets in README.md and docs/', () => {
  it('finds the snippets', () => {
    expect(snippets.length).toBeGreaterThan(10);
  });
  it.each(snippets)('%s validates against schema.graphql', (_where, source) => {
    expect(problemsOf(source)).toEqual([]);
  });
});
