// Prints the schema from the code (sorted) to schema.graphql, or with --check fails when the committed file differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { printSortedSchema } from '../src/schema/index.js';

const printed = printSortedSchema();
const file = new URL('../schema.graphql', import.meta.url);
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {}
  if (committed !== printed) {
    process.stderr.write('schema.graphql is stale: run `npm run schema:print` and commit the result.\n');
    process.exit(1);
  }
  process.stdout.write('schema.graphql is up to date.\n');
} else {
  writeFileSync(file, printed);
  process.stdout.write('wrote schema.graphql\n');
}
