// Full-text search over sessions: title (weight A), description (B) and the text of their
// messages, from the search_docs index (kept by triggers; see db/migrations/0006_*.ts).
import { type RawBuilder, sql } from 'kysely';
import type { SearchKey } from '../domain/attachment-search-cursors.js';
import type { SearchTerms } from '../domain/search-query.js';
import type { JsonObject, SessionStatus } from '../domain/types.js';
import { getSessions, type Db, type LockedSession } from './sessions.js';

/** Matched words are wrapped in « »; a snippet is up to two short fragments around matches. */
const HEADLINE_OPTIONS = 'StartSel=«, StopSel=», MaxWords=24, MinWords=8, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "';
/** Snippets per hit. */
export const SNIPPETS_PER_HIT = 3;

export interface SearchSessionsQuery {
  terms: SearchTerms;
  status?: SessionStatus | undefined;
  metadata?: JsonObject | undefined;
  /** The caller's tenant subset, applied like `metadata` (and never widened by it). */
  tenant?: JsonObject | undefined;
  after?: SearchKey | undefined;
  limit: number;
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

/**
 * One keyset page of hits (limit + 1 rows, so the caller sees whether more follow), best first.
 * rank = 1 when the title starts with the query text (a mention box's best guess), plus the
 * summed text rank of the session's matching documents squashed into [0, 1); rounded so that a
 * cursor compares equal to the value it was made from.
 */
export async function searchSessions(db: Db, q: SearchSessionsQuery): Promise<SearchHitRow[]> {
  const query = tsquery(q.terms);
  const where = [sql`true`, ...metadataFilters([q.metadata, q.tenant])];
  if (q.status) where.push(sql`s.status = ${q.status}`);
  const after = q.after ? sql`and (rank < ${q.after.rank} or (rank = ${q.after.rank} and id > ${q.after.id}))` : sql``;
  const { rows } = await sql<{ id: string; rank: number }>`
    with matched as (
      select d.session_id, sum(ts_rank(d.doc, ${query})::float8) as score
      from search_docs d
      where d.doc @@ ${query}
      group by d.session_id
    ), ranked as (
      select s.id, round(((case when starts_with(lower(s.title), lower(${q.terms.text})) then 1 else 0 end)
                         + m.score / (1 + m.score))::numeric, 9)::float8 as rank
      from matched m join sessions s on s.id = m.session_id
      where ${sql.join(where, sql` and `)}
    )
    select id, rank from ranked where numnode(${query}) > 0 ${after}
    order by rank desc, id
    limit ${q.limit + 1}`.execute(db);
  // The session rows through the one reader of the sessions table; a hit deleted meanwhile drops out.
  const sessions = new Map((await getSessions(db, rows.map((r) => r.id))).map((s) => [s.id, s]));
  return rows.flatMap((row) => {
    const session = sessions.get(row.id);
    return session ? [{ session, rank: row.rank }] : [];
  });
}

export interface SnippetRow {
  sessionId: string;
  entryId: string;
  text: string;
}

/** Up to SNIPPETS_PER_HIT highlighted snippets per session, from its best-matching messages. */
export async function searchSnippets(db: Db, terms: SearchTerms, sessionIds: readonly string[]): Promise<SnippetRow[]> {
  if (sessionIds.length === 0) return [];
  const query = tsquery(terms);
  const { rows } = await sql<{ session_id: string; entry_id: string; text: string }>`
    select p.session_id, x.entry_id, ts_headline('agent_search', message_search_text(e.body), ${query}, ${HEADLINE_OPTIONS}) as text
    from unnest(${sessionIds}::text[]) with ordinality as p(session_id, ord)
    cross join lateral (
      select d.entry_id, ts_rank(d.doc, ${query}) as r
      from search_docs d
      where d.session_id = p.session_id and d.entry_id <> '' and d.doc @@ ${query}
      order by r desc, d.entry_id
      limit ${SNIPPETS_PER_HIT}
    ) x
    join entries e on e.session_id = p.session_id and e.id = x.entry_id
    order by p.ord, x.r desc, x.entry_id`.execute(db);
  return rows.map((r) => ({ sessionId: r.session_id, entryId: r.entry_id, text: r.text }));
}
