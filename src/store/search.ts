// Full-text search over sessions: title (weight A), description (B) and the text of their
// messages, from the search_docs index (kept by triggers; see db/migrations/0006_*.ts).
import { type RawBuilder, sql } from 'kysely';
import { PREPARED } from '../db/named-statements.js';
import type { SearchKey } from '../domain/attachment-search-cursors.js';
import type { SearchTerms } from '../domain/search-query.js';
import type { JsonObject, SessionStatus } from '../domain/types.js';
import { sessionColumnsSql, sessionFromRow, type LockedSession, type SessionColumnsRow } from './sessions.js';
import type { Db } from './db.js';

/** Matched words are wrapped in « »; a snippet is up to two short fragments around matches. */
const HEADLINE_OPTIONS = 'StartSel=«, StopSel=», MaxWords=24, MinWords=8, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "';
/** Snippets per hit. */
export const SNIPPETS_PER_HIT = 3;

type SessionRow = SessionColumnsRow;

export interface SearchSessionsQuery {
  terms: SearchTerms;
  status?: SessionStatus | undefined;
  metadata?: JsonObject | undefined;
  /** The caller's tenant subset, applied like `metadata` (and never widened by it). */
  tenant?: JsonObject | undefined;
  /** Only hits ranked after this key (exclusive); null when open. */
  after: SearchKey | null;
  /** Only hits ranked before this key (exclusive); null when open. */
  before: SearchKey | null;
  /** forward: best first from `after`; backward: worst first from `before`. */
  direction: 'forward' | 'backward';
  limit: number;
  /** Snippets only for this many of the hits read, nearest first (the page; not a look-ahead row). */
  snippetsFor: number;
}

interface SearchHitRow {
  session: LockedSession;
  rank: number;
}

/** The tsquery: the websearch part AND the last word as a prefix; either may be empty. */
function tsquery(terms: SearchTerms): RawBuilder<unknown> {
  const web = terms.websearch === '' ? sql`''::tsquery` : sql`websearch_to_tsquery('agent_search', ${terms.websearch})`;
  const prefix = terms.prefix === null ? sql`''::tsquery` : sql`to_tsquery('agent_search', ${terms.prefix})`;
  return sql`(${web} && ${prefix})`;
}

function metadataFilters(filters: (JsonObject | undefined)[]): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  for (const filter of filters) {
    if (!filter || Object.keys(filter).length === 0) continue;
    // Containment uses the GIN index; per-key equality makes the match exact, as in the sessions list.
    out.push(sql`s.metadata @> ${JSON.stringify(filter)}::jsonb`);
    for (const [key, value] of Object.entries(filter)) out.push(sql`s.metadata -> ${key} = ${JSON.stringify(value)}::jsonb`);
  }
  return out;
}

interface SnippetRow {
  sessionId: string;
  entryId: string;
  text: string;
}

export interface SearchPageRows {
  /** `limit` hits at most, in the query's direction. */
  hits: SearchHitRow[];
  /** Up to SNIPPETS_PER_HIT per hit of the first `snippetsFor` hits, best first. */
  snippets: SnippetRow[];
}

/**
 * Snippets are drawn from a window of each matching message's text, not from all of it (up to
 * 100,000 characters): ts_headline parses everything it is given, so a page of 200 hits over long
 * messages cost seconds. The window starts SNIPPET_LEAD_CHARS before the first place a query word
 * (or its prefix) occurs, and a message shorter than the window is given whole, as before.
 */
export const SNIPPET_WINDOW_CHARS = 2_000;
const SNIPPET_LEAD_CHARS = 500;

/**
 * The statement of one keyset range of hits (rank descending, then session id) with their
 * sessions and snippets: one round trip that reads the matching documents once (through the GIN
 * index): they give each session's score and each hit's best messages. The caller's tenant and
 * the filters are applied to the matching documents before any of them is ranked, so other
 * tenants' matches cost no ranking. rank = 1 when the title starts with the query text (a mention
 * box's best guess), plus the summed text rank of the session's matching documents squashed into
 * [0, 1); rounded so that a cursor compares equal to the value it was made from.
 */
export function searchStatement(q: SearchSessionsQuery): RawBuilder<SessionRow & { rank: number; entry_id: string | null; text: string | null }> {
  const query = tsquery(q.terms);
  const filters = metadataFilters([q.metadata, q.tenant]);
  if (q.status) filters.push(sql`s.status = ${q.status}`);
  const visible = filters.length === 0 ? sql`` : sql`and d.session_id in (select s.id from sessions s where ${sql.join(filters, sql` and `)})`;
  const bounds = [sql`numnode(${query}) > 0`];
  if (q.after) bounds.push(sql`(rank < ${q.after.rank} or (rank = ${q.after.rank} and id > ${q.after.id}))`);
  if (q.before) bounds.push(sql`(rank > ${q.before.rank} or (rank = ${q.before.rank} and id < ${q.before.id}))`);
  // Backward reads the list from the other end: worst first, nearest `before` first.
  const order = q.direction === 'forward' ? sql`rank desc, id` : sql`rank, id desc`;
  const sessionColumns = sessionColumnsSql('s');
  return sql`${sql.raw(PREPARED)}
    with docs as materialized (
      select d.session_id, d.entry_id, ts_rank(d.doc, ${query})::float8 as r
      from search_docs d
      where d.doc @@ ${query} ${visible}
    ), matched as (
      select session_id, sum(r) as score from docs group by session_id
    ), ranked as (
      select s.id, round(((case when starts_with(lower(s.title), lower(${q.terms.text})) then 1 else 0 end)
                          + m.score / (1 + m.score))::numeric, 9)::float8 as rank
      from matched m
      -- One primary-key lookup per matching session (offset 0 keeps the planner from trading
      -- it for a scan of every session).
      cross join lateral (select s.id, s.title from sessions s where s.id = m.session_id offset 0) s
    ), page as (
      select id, rank, row_number() over (order by ${order}) as pos
      from ranked
      where ${sql.join(bounds, sql` and `)}
      order by ${order}
      limit ${q.limit}
    ), best as (
      select session_id, entry_id, r, row_number() over (partition by session_id order by r desc, entry_id) as n
      from docs
      where entry_id <> '' and session_id in (select id from page where pos <= ${q.snippetsFor})
    ), snippets as materialized (
      -- Only the page's hits' best messages; each highlighted over its window (a small row:
      -- the long texts never leave this step).
      select b.session_id, b.entry_id, b.r,
             ts_headline('agent_search',
               substr(x.text, greatest(1, least(x.first_match - ${SNIPPET_LEAD_CHARS}, length(x.text) - ${SNIPPET_WINDOW_CHARS} + 1)), ${SNIPPET_WINDOW_CHARS}),
               ${query}, ${HEADLINE_OPTIONS}) as text
      from best b
      join entries e on e.session_id = b.session_id and e.id = b.entry_id
      -- The text, lower-cased once (offset 0: computed once per row, not per use), and where
      -- the first query word occurs in it (1 when none is found as written).
      cross join lateral (
        select t.text,
               coalesce((select min(f.at) from unnest(tsvector_to_array(to_tsvector('agent_search', ${q.terms.text}))) as w(word)
                         cross join lateral (select strpos(t.low, w.word) as at) f where f.at > 0), 1) as first_match
        from (select u.text, lower(u.text) as low from (select message_search_text(e.body) as text offset 0) u offset 0) t
      ) x
      where b.n <= ${SNIPPETS_PER_HIT}
    )
    select ${sessionColumns}, p.rank, sn.entry_id, sn.text
    from page p
    join sessions s on s.id = p.id
    left join snippets sn on sn.session_id = p.id
    order by p.pos, sn.r desc, sn.entry_id`;
}

/** One keyset range of hits with their sessions and snippets (see searchStatement). */
export async function searchSessions(db: Db, q: SearchSessionsQuery): Promise<SearchPageRows> {
  const { rows } = await searchStatement(q).execute(db);
  const hits: SearchHitRow[] = [];
  const snippets: SnippetRow[] = [];
  for (const row of rows) {
    if (hits[hits.length - 1]?.session.id !== row.id) hits.push({ session: sessionFromRow(row), rank: row.rank });
    if (row.entry_id !== null && row.text !== null) snippets.push({ sessionId: row.id, entryId: row.entry_id, text: row.text });
  }
  return { hits, snippets };
}
