// A frontend generating its types from the printed schema (GraphQL Code Generator, client
// preset) with the README's scalar mapping gets real types — numbers for SafeInt and
// Timestamp, objects for JSONObject, `unknown` only for JSON — and its typed operation
// compiles under `tsc --strict`. Runs codegen programmatically into a scratch folder (inside
// the repository, so the generated code resolves this repo's packages) and then tsc on it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/process.js';
import { codegenScalars } from './setups.js';

const dir = join(ROOT, '.tmp', `codegen-${process.pid}-${Date.now()}`);

const OPERATION = `import { graphql } from './gql/index.js';

export const Transcript = graphql(\`
  query Transcript($id: ID!, $last: Int, $before: String) {
    session(id: $id) {
      id
      lastOffset
      updatedAt
      metadata
      status
      messages(last: $last, before: $before) {
        edges {
          cursor
          node {
            __typename
            id
            entryId
            ... on MessageEntry {
              message {
                content {
                  __typename
                  ... on FunctionCallBlock { callId functionId arguments }
                }
              }
            }
          }
        }
        pageInfo { hasPreviousPage startCursor }
      }
    }
  }
\`);
`;

// Uses the generated TypedDocumentNode the way a frontend does; the @ts-expect-error lines
// fail the compile if a scalar came out as `any`.
const USAGE = `import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import { Transcript } from './operation.js';

type Result = ResultOf<typeof Transcript>;
export const variables: VariablesOf<typeof Transcript> = { id: 's_1', last: 50, before: null };

export function render(result: Result): string {
  const session = result.session;
  if (!session) return 'gone';
  const offset: number = session.lastOffset;
  const updated: number = session.updatedAt;
  const metadata: Record<string, unknown> = session.metadata;
  const status: 'IDLE' | 'WORKING' | 'WAITING' | 'DONE' | 'ERROR' = session.status;
  // @ts-expect-error SafeInt is a number, not a string
  const wrong: string = session.lastOffset;
  const page = session.messages;
  if (!page) return 'bad cursor';
  const older: string | null | undefined = page.pageInfo.hasPreviousPage ? page.pageInfo.startCursor : null;
  const calls = page.edges.flatMap((edge) =>
    edge.node.__typename === 'MessageEntry'
      ? edge.node.message.content.flatMap((block) => (block.__typename === 'FunctionCallBlock' ? [block.callId + ':' + block.functionId] : []))
      : [],
  );
  const args: unknown[] = page.edges.flatMap((edge) =>
    edge.node.__typename === 'MessageEntry' ? edge.node.message.content.map((b) => (b.__typename === 'FunctionCallBlock' ? b.arguments : null)) : [],
  );
  return [offset, updated, Object.keys(metadata).length, status, wrong, older, calls.join(','), args.length].join(' ');
}
`;

describe('GraphQL Code Generator with the documented scalar mapping', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a typed operation from schema.graphql that compiles under tsc --strict', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'operation.ts'), OPERATION);
    writeFileSync(join(dir, 'usage.ts'), USAGE);
    await generate(
      {
        schema: join(ROOT, 'schema.graphql'),
        documents: [join(dir, 'operation.ts')],
        emitLegacyCommonJSImports: false,
        silent: true,
        generates: {
          [`${join(dir, 'gql')}/`]: { preset: 'client', config: { scalars: codegenScalars, useTypeImports: true, enumsAsTypes: true } },
        },
      },
      true,
    );
    const tsc = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/typescript/bin/tsc'),
        '--strict',
        '--noEmit',
        '--target',
        'ES2022',
        '--module',
        'NodeNext',
        '--moduleResolution',
        'NodeNext',
        '--verbatimModuleSyntax',
        join(dir, 'usage.ts'),
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);
});
