// The project's Markdown documents (README.md and everything under docs/, paths relative to the
// repository root), read with a CommonMark parser: the links they make and the anchors their
// headings get on GitHub. The docs tests read them from here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';
import { ROOT } from './process.js';

/** README.md and every .md file under docs/, sorted. */
export function markdownFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md'))
    .map((path) => join('docs', path).split('\\').join('/'))
    .sort();
  return ['README.md', ...docs];
}

export const readDoc = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

const parser = new MarkdownIt({ html: false, linkify: false });

export interface MarkdownLink {
  /** The link's target as written (links and images alike), e.g. `docs/api.md#errors`. */
  target: string;
  /** 1-based line of the block the link is in. */
  line: number;
}

/** Every link and image of a document (code spans and code blocks hold none). */
export function linksOf(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const block of parser.parse(markdown, {})) {
    const line = (block.map?.[0] ?? 0) + 1;
    for (const token of block.children ?? []) {
      const target = token.type === 'link_open' ? token.attrGet('href') : token.type === 'image' ? token.attrGet('src') : null;
      if (target !== null) links.push({ target: String(target), line });
    }
  }
  return links;
}

const textOf = (inline: Token | undefined): string =>
  (inline?.children ?? []).map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : '')).join('');

/** The anchors GitHub gives the document's headings (`## Why this and not…` → `why-this-and-not`). */
export function headingAnchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const tokens = parser.parse(markdown, {});
  const anchors = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.type === 'heading_open') anchors.add(slugger.slug(textOf(tokens[i + 1])));
  });
  return anchors;
}
