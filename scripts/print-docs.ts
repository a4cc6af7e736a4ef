// Writes the generated parts of docs/ (see scripts/generated-docs.ts), or with --check fails
// when they are stale or when the catalogue or the settings table lack something.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseConfig, readRawConfig, SETTINGS } from '../src/config.js';
import { ERROR_CATALOGUE } from '../src/domain/errors.js';
import { workerEnvSchema } from '../src/worker/config.js';
import {
  catalogueProblems,
  SETTINGS_BEGIN_MARKER,
  SETTINGS_END_MARKER,
  type SettingRow,
  undocumentedSettings,
  withErrorTables,
  withSettingsTable,
} from './generated-docs.js';

const errorsPage = new URL('../docs/errors.md', import.meta.url);
const configurationPage = new URL('../docs/configuration.md', import.meta.url);

/** The table of docs/configuration.md a setting belongs in, by the group of src/config.ts it is in. */
const TABLE_OF_GROUP: Record<string, string> = {
  limits: 'Limits',
  requestLimits: 'Limits',
  transport: 'Connections and overload',
  auth: 'Authentication',
};

/**
 * Every environment variable the service reads, with its place in the config object:
 * readRawConfig asks the environment for each variable and stores the answer at its path, so
 * answering every variable with a marker shows where each one lands.
 */
function serviceSettings(): Map<string, string[]> {
  const marker = (name: string) => `\u0000${name}`;
  const env = new Proxy({} as NodeJS.ProcessEnv, {
    // CONFIG_FILE must stay unset: it names a file to read.
    get: (_target, name) => (typeof name === 'string' && name !== 'CONFIG_FILE' ? marker(name) : undefined),
  });
  const paths = new Map<string, string[]>([['CONFIG_FILE', []]]);
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string' && node.startsWith('\u0000')) paths.set(node.slice(1), path);
    else if (typeof node === 'object' && node !== null) for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
  };
  walk(readRawConfig(env), []);
  return paths;
}

function missingRow(name: string, path: string[] | undefined): string {
  const table = path === undefined ? 'The reference model worker' : (TABLE_OF_GROUP[path[0] ?? ''] ?? 'Service');
  const where = path === undefined ? 'src/worker/config.ts' : `src/config.ts, ${path.join('.') || 'CONFIG_FILE'}`;
  return `docs/configuration.md has no row for ${name} (${where}): add one (variable, default, meaning) to its table, e.g. "${table}".`;
}

const check = process.argv.includes('--check');
const failures: string[] = [];

const catalogue = catalogueProblems(ERROR_CATALOGUE);
failures.push(...catalogue);

const service = serviceSettings();
const settings = [...service.keys(), ...Object.keys(workerEnvSchema.shape)];
const configuration = readFileSync(configurationPage, 'utf8');
// The hand-written tables by topic, without the generated table (which names every setting).
const handWritten = configuration.replace(
  configuration.slice(configuration.indexOf(SETTINGS_BEGIN_MARKER), configuration.indexOf(SETTINGS_END_MARKER) + SETTINGS_END_MARKER.length),
  '',
);
for (const name of undocumentedSettings(settings, handWritten)) failures.push(missingRow(name, service.get(name)));

// The generated settings table: every setting's variable, file key, default and reloadability, from src/config.ts.
const defaults = parseConfig({});
const valueAt = (path: readonly string[]) => path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], defaults);
const rows: SettingRow[] = SETTINGS.map((s) => ({ env: s.env, path: s.path, value: valueAt(s.path), reload: s.reload }));
const printedConfiguration = withSettingsTable(configuration, rows);
if (!check) {
  writeFileSync(configurationPage, printedConfiguration);
  process.stdout.write('wrote docs/configuration.md\n');
} else if (printedConfiguration !== configuration) {
  failures.push('docs/configuration.md is stale: run `npm run docs:print` and commit the result.');
}

// The tables are printed only from a complete catalogue.
if (catalogue.length === 0) {
  const current = readFileSync(errorsPage, 'utf8');
  const printed = withErrorTables(current, ERROR_CATALOGUE);
  if (!check) {
    writeFileSync(errorsPage, printed);
    process.stdout.write('wrote docs/errors.md\n');
  } else if (printed !== current) {
    failures.push('docs/errors.md is stale: run `npm run docs:print` and commit the result.');
  }
}

if (failures.length === 0 && check) process.stdout.write('docs/errors.md and docs/configuration.md are up to date.\n');

if (failures.length > 0) {
  process.stderr.write(`${failures.map((f) => `docs: ${f}`).join('\n')}\n`);
  process.exit(1);
}
