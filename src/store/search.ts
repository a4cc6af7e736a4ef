// Full-text search over sessions: title (weight A), description (B) and the text of their
// messages, from the search_docs index (kept by triggers; see db/migrations/0006_*.ts).
import { type RawBuilder, sql } from 'kysely';
import { PREPARED } from '../db/named-statements.js';
import type { SearchKey } from '../domain/attachment-search-cursors.js';
import type { SearchTerms } from '../domain/search-query.js';
import type { JsonObject, SessionStatus } from '../domain/types.js';
import { sessionColumnsSql, sessionFromRow, type Db, type LockedSession, type SessionColumnsRow } from './sessions.js';

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

export interface SearchHitRow {
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

export interface SnippetRow {
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
 * One keyset range of hits (rank descending, then session id) with their sessions and snippets,
 * in one statement (one round trip)
 * that reads the matching documents once (through the GIN index): they give each session's
 * score and each hit's best messages. rank = 1 when the title starts with the query text (a mention box's best guess),
 * plus the summed text rank of the session's matching documents squashed into [0, 1); rounded
 * so that a cursor compares equal to the value it was made from.
 */
export async function searchSessions(db: Db, q: SearchSessionsQuery): Promise<SearchPageRows> {
  const query = tsquery(q.terms);
  const where = [sql`s.id = m.session_id`, ...metadataFilters([q.metadata, q.tenant])];
  if (q.status) where.push(sql`s.status = ${q.status}`);
  const bounds = [sql`numnode(${query}) > 0`];
  if (q.after) bounds.push(sql`(rank < ${q.after.rank} or (rank = ${q.after.rank} and id > ${q.after.id}))`);
  if (q.before) bounds.push(sql`(rank > ${q.before.rank} or (rank = ${q.before.rank} and id < ${q.before.id}))`);
  // Backward reads the list from the other end: worst first, nearest `before` first.
  const order = q.direction === 'forward' ? sql`rank desc, id` : sql`rank, id desc`;
  const sessionColumns = sessionColumnsSql('s');
  const { rows } = await sql<SessionRow & { rank: number; entry_id: string | null; text: string | null }>`${sql.raw(PREPARED)}
    with docs as materialized (
      select d.session_id, d.entry_id, ts_rank(d.doc, ${query})::float8 as r
      from search_docs d
      where d.doc @@ ${query}
    ), matched as (
      select session_id, sum(r) as score from docs group by session_id
    ), ranked as (
      select s.id, round(((case when starts_with(lower(s.title), lower(${q.terms.text})) then 1 else 0 end)
                          + m.score / (1 + m.score))::numeric, 9)::float8 as rank
      from matched m
      -- One primary-key lookup per matching session (offset 0 keeps the planner from trading
      -- it for a scan of every session).
      cross join lateral (select s.id, s.title from sessions s where ${sql.join(where, sql` and `)} offset 0) s
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
    )
    select ${sessionColumns}, p.rank, b.entry_id,
           case when b.entry_id is null then null
                else ts_headline('agent_search', message_search_text(e.body), ${query}, ${HEADLINE_OPTIONS}) end as text
    from page p
    join sessions s on s.id = p.id
    left join best b on b.session_id = p.id and b.n <= ${SNIPPETS_PER_HIT}
    left join entries e on e.session_id = b.session_id and e.id = b.entry_id
    order by p.pos, b.r desc, b.entry_id`.execute(db);
  const hits: SearchHitRow[] = [];
  const snippets: SnippetRow[] = [];
  for (const row of rows) {
    if (hits[hits.length - 1]?.session.id !== row.id) hits.push({ session: sessionFromRow(row), rank: row.rank });
    if (row.entry_id !== null && row.text !== null) snippets.push({ sessionId: row.id, entryId: row.entry_id, text: row.text });
  }
  return { hits, snippets };
}
