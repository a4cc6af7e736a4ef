// Full-text search over the caller's sessions (SPEC §9): ranked hits with highlighted snippets,
// in keyset pages whose cursor is bound to the query and filters.
import { decodeSearchCursor, encodeSearchCursor } from '../domain/attachment-search-cursors.js';
import { parseSearchQuery, searchFingerprint } from '../domain/search-query.js';
import type { JsonObject, Page, SessionRecord, SessionStatus } from '../domain/types.js';
import { check } from '../domain/validation.js';
import * as store from '../store/search.js';
import type { ServiceDeps } from './deps.js';
import { pageSize } from './sessions.js';
import { withStorage } from './transaction.js';

export interface SearchHit {
  session: SessionRecord;
  rank: number;
  snippets: { entryId: string; text: string }[];
}

export interface SearchInput {
  query: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: SessionStatus | null | undefined;
  metadata?: JsonObject | null | undefined;
}

/** Hits, best first. An empty or whitespace-only query (or one of stop words only) finds nothing. */
export async function searchSessions(deps: ServiceDeps, input: SearchInput): Promise<Page<SearchHit>> {
  const s = deps.schemas();
  const terms = parseSearchQuery(check(s.shortText, input.query, 'query'));
  const metadata = input.metadata == null ? undefined : check(s.jsonObject, input.metadata, 'metadata');
  const status = input.status ?? undefined;
  const fingerprint = searchFingerprint(terms.text, status ?? null, metadata ?? null);
  const after = input.after == null ? undefined : decodeSearchCursor(input.after, fingerprint);
  if (terms.text === '') return { items: [], cursors: [], hasNextPage: false, hasPreviousPage: false };
  const limit = pageSize(deps, input.first);
  return withStorage(deps, async () => {
    const { hits, snippets } = await store.searchSessions(deps.db, {
      terms,
      status,
      metadata,
      tenant: deps.identity.tenant ?? undefined,
      after,
      limit,
    });
    const page = hits.slice(0, limit);
    const bySession = new Map<string, { entryId: string; text: string }[]>();
    for (const x of snippets) bySession.set(x.sessionId, [...(bySession.get(x.sessionId) ?? []), { entryId: x.entryId, text: x.text }]);
    return {
      items: page.map((r) => ({ session: r.session, rank: r.rank, snippets: bySession.get(r.session.id) ?? [] })),
      cursors: page.map((r) => encodeSearchCursor(fingerprint, { rank: r.rank, id: r.session.id })),
      hasNextPage: hits.length > limit,
      hasPreviousPage: after !== undefined,
    };
  });
}
