// Full-text search over the caller's sessions (SPEC §9): ranked hits with highlighted snippets,
// in keyset pages (either direction) whose cursors are bound to the query and filters.
import { decodeSearchCursor, encodeSearchCursor, type SearchKey } from '../domain/attachment-search-cursors.js';
import { emptyPage, pageSize, paginate, type KeysetList } from '../domain/paging.js';
import { parseSearchQuery, searchFingerprint } from '../domain/search-query.js';
import type { JsonObject, Page, SessionRecord, SessionStatus } from '../domain/types.js';
import { check } from '../domain/validation.js';
import * as store from '../store/search.js';
import type { Db } from '../store/db.js';
import type { ServiceDeps } from './deps.js';
import { listTenant } from './tenancy.js';
import { inStatementClass, withStorage } from './transaction.js';

export interface SearchHit {
  session: SessionRecord;
  rank: number;
  snippets: { entryId: string; text: string }[];
}

export interface SearchInput {
  query: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  status?: SessionStatus | null | undefined;
  metadata?: JsonObject | null | undefined;
}

/**
 * Hits, best first (rank descending, then session id), in keyset pages either way (see
 * domain/paging.ts). An empty or whitespace-only query (or one of stop words only) finds nothing.
 */
export async function searchSessions(deps: ServiceDeps, input: SearchInput): Promise<Page<SearchHit>> {
  const tenant = listTenant(deps.identity);
  const s = deps.validators();
  const terms = parseSearchQuery(check(s.shortText, input.query, 'query'));
  const metadata = input.metadata == null ? undefined : check(s.jsonObject, input.metadata, 'metadata');
  const status = input.status ?? undefined;
  const fingerprint = searchFingerprint(terms.text, status ?? null, metadata ?? null);
  const after = input.after == null ? null : decodeSearchCursor(input.after, fingerprint);
  const before = input.before == null ? null : decodeSearchCursor(input.before, fingerprint);
  if (terms.text === '') return emptyPage();
  // paginate() reads the page plus one look-ahead hit (limit = size + 1), and maybe probes
  // whether a hit exists beyond a cursor (limit = 1): only the page's hits need snippets.
  const size = pageSize(deps, input.last != null && input.first == null ? input.last : input.first);
  const keyOf = (h: SearchHit): SearchKey => ({ rank: h.rank, id: h.session.id });
  const listOn = (db: Db): KeysetList<SearchHit, SearchKey> => ({
    read: async (range, direction, limit) => {
      const { hits, snippets } = await store.searchSessions(db, {
        terms,
        status,
        metadata,
        tenant: tenant ?? undefined,
        ...range,
        direction,
        limit,
        snippetsFor: limit > size ? size : 0,
      });
      const bySession = new Map<string, { entryId: string; text: string }[]>();
      for (const x of snippets) bySession.set(x.sessionId, [...(bySession.get(x.sessionId) ?? []), { entryId: x.entryId, text: x.text }]);
      return hits.map((r) => ({ session: r.session, rank: r.rank, snippets: bySession.get(r.session.id) ?? [] }));
    },
    keyOf,
    cursorOf: (h) => encodeSearchCursor(fingerprint, keyOf(h)),
  });
  // Every statement of the search (the page, and a probe past a cursor) under STATEMENT_TIMEOUT_SEARCH_MS.
  return withStorage(deps, () =>
    inStatementClass(deps, 'search', (db) => paginate(listOn(db), { first: input.first, last: input.last, after, before }, (n) => pageSize(deps, n))),
  );
}
