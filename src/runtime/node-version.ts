// The Node.js versions the service runs on. The one source is package.json's `engines.node`
// (a `>=MAJOR.MINOR[.PATCH]` range); every entry point refuses an older Node at once, with the
// version found and the one needed, instead of failing later somewhere obscure.
import { readFileSync } from 'node:fs';

type Version = readonly [number, number, number];

const parseVersion = (text: string): Version | null => {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : null;
};

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Why `found` does not satisfy the `>=X.Y.Z` range `required`, or null when it does. */
export function nodeVersionProblem(found: string, required: string): string | null {
  const minimum = /^\s*>=\s*(\S+)\s*$/.exec(required)?.[1];
  const min = minimum ? parseVersion(minimum) : null;
  if (!min) return `package.json engines.node "${required}" is not a ">=X.Y" range`;
  const actual = parseVersion(found);
  if (actual && compare(actual, min) >= 0) return null;
  return (
    `Node.js ${found} is too old: this project needs Node.js ${required.trim()} (package.json "engines"). ` +
    'Install Node 22 (e.g. `nvm install` reads .nvmrc) and run the command again.'
  );
}

/** The `engines.node` range of the package.json at `path`. */
const requiredNodeRange = (path: URL | string): string => (JSON.parse(readFileSync(path, 'utf8')) as { engines: { node: string } }).engines.node;

/** Exits the process with a plain message when this Node is older than package.json allows. */
export function exitOnUnsupportedNode(packageJson: URL | string = new URL('../../package.json', import.meta.url)): void {
  const problem = nodeVersionProblem(process.version, requiredNodeRange(packageJson));
  if (!problem) return;
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
