// The parts of docs/ that are generated from the code, and the checks that keep the hand-written
// parts in step with it. Pure: scripts/print-docs.ts reads and writes the files.
//
//   docs/errors.md         the error-code tables, from the catalogue in src/domain/errors.ts,
//                          between the GENERATED markers (the prose around them is hand-written);
//   docs/configuration.md  hand-written (its descriptions say more than the schema's comments),
//                          but every setting the code reads must have a row there.
import type { ErrorSpec } from '../src/domain/errors.js';

export const BEGIN_MARKER =
  '<!-- BEGIN GENERATED: error codes (npm run docs:print writes this part from src/domain/errors.ts; edit the catalogue there) -->';
export const END_MARKER = '<!-- END GENERATED: error codes -->';

/** The groups of the catalogue, in the order and under the headings the page shows them. */
export interface CatalogueGroups {
  service: Record<string, ErrorSpec>;
  protocol: Record<string, ErrorSpec>;
  unexpected: Record<string, ErrorSpec>;
}

const GROUP_HEADINGS: Record<keyof CatalogueGroups, string> = {
  service: "The service's codes",
  protocol: 'Protocol codes (GraphQL Yoga)',
  unexpected: 'Unexpected failures',
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
  const sections = (Object.keys(GROUP_HEADINGS) as (keyof CatalogueGroups)[]).map(
    (group) => `### ${GROUP_HEADINGS[group]}\n\n${table(groups[group])}`,
  );
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

/** Settings the code reads that docs/configuration.md does not name in a table row. */
export function undocumentedSettings(names: Iterable<string>, configurationPage: string): string[] {
  const documented = new Set<string>();
  for (const line of configurationPage.split('\n')) {
    if (!line.startsWith('|')) continue;
    for (const match of line.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) documented.add(match[1]!);
  }
  return [...new Set(names)].filter((name) => !documented.has(name));
}
