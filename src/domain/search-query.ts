// How a search box's text becomes a full-text query (pure). The text uses websearch_to_tsquery
// syntax ("quoted phrases", or, -excluded); the last word, when it is a plain word, matches as a
// prefix so a mention box can search while the user types.
import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';
import type { JsonObject } from './types.js';

export interface SearchTerms {
  /** The query, whitespace collapsed and trimmed; '' finds nothing. */
  text: string;
  /** Given to websearch_to_tsquery: everything but a prefix word ('' when nothing is left). */
  websearch: string;
  /** A to_tsquery literal matching the last word as a prefix (`'word':*`), or null. */
  prefix: string | null;
}

/** A quoted tsquery lexeme: quotes and backslashes escaped, so any word is taken literally. */
const tsqueryLiteral = (word: string): string => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}':*`;

export function parseSearchQuery(raw: string): SearchTerms {
  const text = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (text === '') return { text, websearch: '', prefix: null };
  const last = /(?:^| )([^\s"-][^\s"]*)$/u.exec(text);
  const head = last ? text.slice(0, last.index).trim() : text;
  const unbalancedQuote = (head.match(/"/g)?.length ?? 0) % 2 === 1;
  // Not a plain last word: inside a quote, the operator `or`, or right after an `or` (which
  // would otherwise turn "a or b" into "a and b*").
  if (!last || unbalancedQuote || /^or$/i.test(last[1]!) || /(^| )or$/i.test(head)) return { text, websearch: text, prefix: null };
  return { text, websearch: head, prefix: tsqueryLiteral(last[1]!) };
}

/** Binds a search cursor to what it pages: the query text and the filters. */
export function searchFingerprint(text: string, status: string | null, metadata: JsonObject | null): string {
  return createHash('sha256')
    .update(canonicalJson([text, status, metadata]))
    .digest('base64url')
    .slice(0, 16);
}
