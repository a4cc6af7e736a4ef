// Every relative link of README.md and docs/**/*.md resolves inside the repository: to a file or
// folder a clone has (not one outside it, like ../shared/, and not one git ignores, like
// test-output/, which exists only after a test run), and a `#fragment` to a heading of its page.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchorsOf, linksOf, markdownFiles, readDoc } from '../helpers/markdown.js';
import { ROOT } from '../helpers/process.js';

/** Links with a scheme (https:, mailto:) leave the repository on purpose and are not checked. */
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

const ignored = new Map<string, boolean>();

/** True when git ignores the path (a clone does not have it); false without git. */
function ignoredByGit(path: string): boolean {
  let answer = ignored.get(path);
  if (answer === undefined) {
    try {
      execFileSync('git', ['check-ignore', '--quiet', '--no-index', path], { cwd: ROOT, stdio: 'ignore' });
      answer = true;
    } catch {
      answer = false;
    }
    ignored.set(path, answer);
  }
  return answer;
}

/** Why a link of `file` does not resolve, or null when it does. */
function brokenBecause(file: string, target: string): string | null {
  if (target.startsWith('/')) return 'absolute paths do not resolve on GitHub or in a clone: write the path relative to this file';
  const hash = target.indexOf('#');
  const path = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
  const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
  const resolved = path === '' ? join(ROOT, file) : resolve(ROOT, dirname(file), path);
  const inRepo = relative(ROOT, resolved);
  if (inRepo.startsWith('..') || isAbsolute(inRepo)) return `${path} is outside the repository`;
  if (ignoredByGit(inRepo)) return `${inRepo} is ignored by git, so a clone does not have it`;
  if (!existsSync(resolved)) return `${inRepo} does not exist`;
  if (anchor === null || anchor === '') return null;
  if (!statSync(resolved).isFile() || !resolved.endsWith('.md')) return `#${anchor} points into ${inRepo}, which is not a Markdown page`;
  if (!headingAnchorsOf(readDoc(inRepo)).has(anchor)) return `${inRepo} has no heading with the anchor #${anchor}`;
  return null;
}

const links = markdownFiles().flatMap((file) =>
  linksOf(readDoc(file))
    .filter(({ target }) => !EXTERNAL.test(target))
    .map(({ target, line }) => [`${file}:${line} → ${target}`, file, target] as const),
);

describe('relative links in README.md and docs/', () => {
  it('finds the links', () => {
    expect(links.length).toBeGreaterThan(50);
  });
  it.each(links)('%s', (_where, file, target) => {
    expect(brokenBecause(file, target)).toBeNull();
  });
});

describe('the link check itself', () => {
  it.each([
    ['../shared/SPEC.md', 'outside the repository'],
    ['../shared/API.md#changes', 'outside the repository'],
    ['test-output/dashboard-session.png', 'ignored by git'],
    ['docs/no-such-page.md', 'does not exist'],
    ['docs/api.md#no-such-heading', 'no heading with the anchor'],
    ['/docs/api.md', 'absolute paths'],
  ])('refuses %s from README.md', (target, reason) => {
    expect(brokenBecause('README.md', target)).toContain(reason);
  });
  it('accepts headings, files, folders and images', () => {
    for (const target of ['#quick-start', 'docs/api.md#errors', 'docs/', 'schema.graphql', 'docs/screenshots/dashboard-session.png']) {
      expect(brokenBecause('README.md', target), target).toBeNull();
    }
  });
  it('reads the anchors GitHub gives headings', () => {
    expect([...headingAnchorsOf('# Why this and not…\n## HTTP, CSRF and CORS\n## `NOT_FOUND` and more\n## Twice\n## Twice\n')]).toEqual([
      'why-this-and-not',
      'http-csrf-and-cors',
      'not_found-and-more',
      'twice',
      'twice-1',
    ]);
  });
  it('finds no links in code', () => {
    expect(linksOf('`[a](../x.md)`\n\n```md\n[b](../y.md)\n```\n\n[c](z.md) ![d](e.png)\n').map((l) => l.target)).toEqual(['z.md', 'e.png']);
  });
});
