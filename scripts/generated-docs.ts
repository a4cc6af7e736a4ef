// The parts of docs/ that are generated from the code, and the checks that keep the hand-written
// parts in step with it. Pure: scripts/print-docs.ts reads and writes the files.
//
//   docs/errors.md         the error-code tables, from the catalogue in src/domain/errors.ts,
//                          between the GENERATED markers (the prose around them is hand-written);
//   docs/configuration.md  the "All settings" table (variable, file key, default, reload), from the
//                          definitions in src/config.ts, between its GENERATED markers; the
//                          tables by topic above it are hand-written (their descriptions say more
//                          than the schema's comments), but every setting must have a row there.
import type { ErrorSpec } from '../src/domain/errors.js';

export const BEGIN_MARKER =
  '<!-- BEGIN GENERATED: error codes (npm run docs:print writes this part from src/domain/errors.ts; edit the catalogue there) -->';
export const END_MARKER = '<!-- END GENERATED: error codes -->';

/** The groups of the catalogue, in the order and under the headings the page shows them. */
export interface CatalogueGroups {
  service: Record<string, ErrorSpec>;
  protocol: Record<string, ErrorSpec>;
  unexpected: Record<string, ErrorSpec>;
  /** Codes the service's clients name themselves (absent: none). */
  client?: Record<string, ErrorSpec>;
}

const GROUP_HEADINGS: Record<keyof CatalogueGroups, string> = {
  service: "The service's codes",
  protocol: 'Protocol codes (GraphQL Yoga)',
  unexpected: 'Unexpected failures',
  client: "Client-side codes (the service's clients name these themselves)",
};

/**
 * What is missing or malformed in the catalogue, one sentence per problem that says what to do.
 * Empty when every code has its HTTP statuses, retryability and a one-line description.
 */
export function catalogueProblems(groups: CatalogueGroups): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [group, codes] of Object.entries(groups) as [keyof CatalogueGroups, Record<string, ErrorSpec>][]) {
    for (const [code, spec] of Object.entries(codes)) {
      const where = `src/domain/errors.ts: ${code}`;
      if (seen.has(code)) problems.push(`${where} is listed twice (in ${seen.get(code)} and ${group}); keep one entry.`);
      seen.set(code, group);
      if (!/^[A-Z][A-Z0-9_]*$/.test(code)) problems.push(`${where}: a code is UPPER_SNAKE_CASE.`);
      const description = typeof spec?.description === 'string' ? spec.description.trim() : '';
      if (description === '') {
        problems.push(`${where} has no description: add \`description: '…'\` to its entry (one line: when a client gets it and what to do).`);
      } else if (/[\n\r]/.test(description)) {
        problems.push(`${where}: the description must be one line (it becomes one row of docs/errors.md).`);
      }
      if (!Array.isArray(spec?.http) || spec.http.length === 0 || !spec.http.every((s) => Number.isInteger(s) && s >= 200 && s <= 599)) {
        problems.push(`${where} needs \`http: [status, …]\`: 200 when it comes next to \`data\`, the 4xx/5xx status when it refuses the request.`);
      }
      if (typeof spec?.retryable !== 'boolean') {
        problems.push(`${where} needs \`retryable: true | false\` (can the same request, sent again later, succeed?).`);
      }
    }
  }
  return problems;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function table(codes: Record<string, ErrorSpec>): string {
  const rows = Object.entries(codes).map(
    ([code, spec]) => `| \`${code}\` | ${spec.http.join(', ')} | ${spec.retryable ? 'yes' : 'no'} | ${cell(spec.description.trim())} |`,
  );
  return ['| code | HTTP | retryable | when |', '|---|---|---|---|', ...rows].join('\n');
}

/** The generated block of docs/errors.md, markers included. */
export function renderErrorTables(groups: CatalogueGroups): string {
  const sections = (Object.keys(GROUP_HEADINGS) as (keyof CatalogueGroups)[])
    .filter((group) => groups[group] !== undefined)
    .map((group) => `### ${GROUP_HEADINGS[group]}\n\n${table(groups[group] ?? {})}`);
  return `${BEGIN_MARKER}\n\n${sections.join('\n\n')}\n\n${END_MARKER}`;
}

/** The page with its generated block replaced; throws when the markers are missing. */
export function withErrorTables(page: string, groups: CatalogueGroups): string {
  const begin = page.indexOf(BEGIN_MARKER);
  const end = page.indexOf(END_MARKER);
  if (begin < 0 || end < begin) {
    throw new Error(`docs/errors.md must keep the two GENERATED markers (${BEGIN_MARKER} … ${END_MARKER}); restore them from git.`);
  }
  return page.slice(0, begin) + renderErrorTables(groups) + page.slice(end + END_MARKER.length);
}

export const SETTINGS_BEGIN_MARKER =
  '<!-- BEGIN GENERATED: settings (npm run docs:print writes this part from src/config.ts; edit the definitions there) -->';
export const SETTINGS_END_MARKER = '<!-- END GENERATED: settings -->';

/** One row of the generated settings table. */
export interface SettingRow {
  env: string;
  path: readonly string[];
  /** Its default as parsed (undefined: unset). */
  value: unknown;
  reload: 'live' | 'restart' | 'refused';
}

const RELOAD_WORDS: Record<SettingRow['reload'], string> = {
  live: 'applied',
  restart: 'after a restart',
  refused: 'refused (restart to change)',
};

const defaultCell = (value: unknown): string => {
  if (value === undefined) return 'unset';
  if (Array.isArray(value) && value.length === 0) return 'empty';
  return `\`${cell(typeof value === 'string' ? value : JSON.stringify(value))}\``;
};

/** The generated block of docs/configuration.md, markers included: every setting, its file key, default and reload. */
export function renderSettingsTable(rows: readonly SettingRow[]): string {
  const lines = rows.map((r) => `| \`${r.env}\` | \`${r.path.join('.')}\` | ${defaultCell(r.value)} | ${RELOAD_WORDS[r.reload]} |`);
  return [
    SETTINGS_BEGIN_MARKER,
    '',
    '| variable | `CONFIG_FILE` key | default | on reload |',
    '|---|---|---|---|',
    ...lines,
    '',
    SETTINGS_END_MARKER,
  ].join('\n');
}

/** The page with its generated settings block replaced; throws when the markers are missing. */
export function withSettingsTable(page: string, rows: readonly SettingRow[]): string {
  const begin = page.indexOf(SETTINGS_BEGIN_MARKER);
  const end = page.indexOf(SETTINGS_END_MARKER);
  if (begin < 0 || end < begin) {
    throw new Error(
      `docs/configuration.md must keep the two GENERATED markers (${SETTINGS_BEGIN_MARKER} … ${SETTINGS_END_MARKER}); restore them from git.`,
    );
  }
  return page.slice(0, begin) + renderSettingsTable(rows) + page.slice(end + SETTINGS_END_MARKER.length);
}

/** Settings the code reads that docs/configuration.md does not name in a table row. */
export function undocumentedSettings(names: Iterable<string>, configurationPage: string): string[] {
  const documented = new Set<string>();
  for (const line of configurationPage.split('\n')) {
    if (!line.startsWith('|')) continue;
    for (const match of line.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) documented.add(match[1]!);
  }
  return [...new Set(names)].filter((name) => !documented.has(name));
}
