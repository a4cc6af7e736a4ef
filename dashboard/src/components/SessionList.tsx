// The session list: newest first, paged (more rows load as the list scrolls), filtered by
// status and metadata or ranked by a full-text search, and kept current by five live
// subscriptions (created, deleted, status changed, message added, meta updated).
import { useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { errorMessage, type Api } from '../api.js';
import { count, dateTimeToTheSecond, relativeTime } from '../format.js';
import { applyListEvent, duplicateTitleHints, newerRow, shownTitle, upsert, type ListEvent, type ListView } from '../list-model.js';
import type { JsonObject, SearchHit, SessionOrder, SessionStatus, SessionSummary } from '../types.js';
import { NotifyContext } from './App.js';
import { Marked, StatusBadge, StatusReason } from './StatusBadge.js';

const PAGE = 50;
const STATUSES: SessionStatus[] = ['IDLE', 'WORKING', 'WAITING', 'DONE', 'ERROR'];

interface Props {
  api: Api;
  selected: string | null;
  onOpen(id: string): void;
}

/** `{"owner":"u_1"}` or `owner=u_1, app=web`; null when empty. Throws on bad input. */
export function parseMetadataFilter(text: string): JsonObject | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith('{')) {
    const value: unknown = JSON.parse(trimmed);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('must be a JSON object');
    return value as JsonObject;
  }
  const filter: JsonObject = {};
  for (const pair of trimmed.split(',')) {
    const [key, ...rest] = pair.split('=');
    if (!key?.trim() || rest.length === 0) throw new Error('write key=value pairs or a JSON object');
    filter[key.trim()] = rest.join('=').trim();
  }
  return filter;
}

/** The variables of a list page (one shape, so the first page can be prefetched with the same key). */
export const listVariables = (after: string | null, status: SessionStatus | null, metadata: JsonObject | null, order: SessionOrder) => ({
  first: PAGE,
  after,
  status,
  metadata,
  order,
});

type Page = { items: SessionSummary[]; snippets: Record<string, SearchHit['snippets']>; hasNextPage: boolean; endCursor: string | null };

export function SessionList({ api, selected, onOpen }: Props) {
  const notify = useContext(NotifyContext);
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<SessionStatus | ''>('');
  const [order, setOrder] = useState<SessionOrder>('UPDATED_DESC');
  const [metadataText, setMetadataText] = useState('');
  const [metadataError, setMetadataError] = useState<string | null>(null);
  const [metadata, setMetadata] = useState<JsonObject | null>(null);
  const [page, setPage] = useState<Page>({ items: [], snippets: {}, hasNextPage: false, endCursor: null });
  const [loading, setLoading] = useState(true);
  const [, setTick] = useState(0);

  const view: ListView = useMemo(() => ({ order, status: status || null, search: query !== '' }), [order, status, query]);
  const pageRef = useRef(page);
  pageRef.current = page;
  const viewRef = useRef(view);
  viewRef.current = view;
  const generation = useRef(0);
  const painted = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadingRef = useRef(false);

  const metadataKey = JSON.stringify(metadata);
  const titleHints = useMemo(() => duplicateTitleHints(page.items), [page.items]);

  // Searching as one types: wait for a pause.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(searchText.trim()), 250);
    return () => clearTimeout(timer);
  }, [searchText]);

  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, []);

  async function fetchPage(after: string | null): Promise<Page> {
    if (query) {
      const vars = { first: PAGE, after, status: status || null, metadata, query };
      // A connection is null only beside an error, which `request` throws: read as an empty page.
      const { searchSessions } = await api.request(api.documents.searchSessions, vars);
      const hits = searchSessions?.nodes ?? [];
      return {
        items: hits.map((hit) => hit.session),
        snippets: Object.fromEntries(hits.map((hit) => [hit.session.id, hit.snippets])),
        hasNextPage: searchSessions?.pageInfo.hasNextPage ?? false,
        endCursor: searchSessions?.pageInfo.endCursor ?? null,
      };
    }
    const { sessions } = await api.request(api.documents.sessions, listVariables(after, status || null, metadata, order));
    return { items: sessions?.nodes ?? [], snippets: {}, hasNextPage: sessions?.pageInfo.hasNextPage ?? false, endCursor: sessions?.pageInfo.endCursor ?? null };
  }

  async function loadFirst(): Promise<void> {
    const mine = ++generation.current;
    setLoading(true);
    loadingRef.current = true;
    try {
      const first = await fetchPage(null);
      if (mine === generation.current) {
        const shown = new Map(pageRef.current.items.map((s) => [s.id, s]));
        setPage({ ...first, items: first.items.map((row) => newerRow(shown.get(row.id), row)) });
      }
    } catch (error) {
      if (mine === generation.current) notify(`Could not load sessions: ${errorMessage(error)}`);
    } finally {
      if (mine === generation.current) {
        setLoading(false);
        loadingRef.current = false;
      }
    }
  }

  async function loadMore(): Promise<void> {
    const current = pageRef.current;
    if (loadingRef.current || !current.hasNextPage) return;
    const mine = generation.current;
    loadingRef.current = true;
    setLoading(true);
    try {
      const next = await fetchPage(current.endCursor);
      if (mine !== generation.current) return;
      const known = new Set(pageRef.current.items.map((s) => s.id));
      setPage({
        items: [...pageRef.current.items, ...next.items.filter((s) => !known.has(s.id))],
        snippets: { ...pageRef.current.snippets, ...next.snippets },
        hasNextPage: next.hasNextPage,
        endCursor: next.endCursor,
      });
    } catch (error) {
      notify(`Could not load more sessions: ${errorMessage(error)}`);
    } finally {
      if (mine === generation.current) {
        loadingRef.current = false;
        setLoading(false);
      }
    }
  }

  // Effects that outlive a render (observers, live streams) call the newest versions.
  const latest = useRef({ loadFirst, loadMore });
  latest.current = { loadFirst, loadMore };

  useEffect(() => {
    void loadFirst();
  }, [api, order, status, metadataKey, query]);

  // The first rows on screen: a mark the browser test reads for its performance report.
  useEffect(() => {
    if (painted.current || page.items.length === 0) return;
    painted.current = true;
    requestAnimationFrame(() => performance.mark('dashboard:sessions-painted'));
  }, [page]);

  // Loads the next page when the end of the list scrolls into view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void latest.current.loadMore(), { rootMargin: '200px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [page.hasNextPage, page.endCursor]);

  // Live changes, for the sessions the metadata filter selects.
  useEffect(() => {
    const abort = new AbortController();
    const pending = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | null = null;

    const fetchRows = async () => {
      timer = null;
      const ids = [...pending].slice(0, 20);
      ids.forEach((id) => pending.delete(id));
      if (pending.size) timer = setTimeout(fetchRows, 50);
      try {
        const vars = Object.fromEntries(ids.map((id, i) => [`id${i}`, id]));
        const result = await api.request(api.documents.sessionsByIds(ids.length), vars);
        if (abort.signal.aborted) return;
        let items = pageRef.current.items;
        for (const row of Object.values(result))
          if (row) items = upsert(items, newerRow(items.find((s) => s.id === row.id), row), viewRef.current, !pageRef.current.hasNextPage);
        setPage({ ...pageRef.current, items });
      } catch {
        // The next event or refetch brings the row.
      }
    };
    const apply = (event: ListEvent) => {
      const current = pageRef.current;
      const change = applyListEvent(current.items, event, viewRef.current, !current.hasNextPage);
      if (change.items.length !== current.items.length || change.items.some((s, i) => s !== current.items[i])) setPage({ ...current, items: change.items });
      for (const id of change.fetch) pending.add(id);
      if (pending.size && !timer) timer = setTimeout(fetchRows, 150);
    };
    const subs = api.documents.listSubscriptions;
    const vars = { metadata };
    const options = { signal: abort.signal, onFatal: (error: Error) => notify(`Live updates stopped: ${error.message}`) };
    api.live(subs.created, vars, {
      ...options,
      onData: (d) => apply({ kind: 'created', ...d.sessionCreated }),
      // Live-only streams: what happened before they were live (the first list read, a lost
      // connection) is read back from the list itself.
      onLive: () => void latest.current.loadFirst(),
    });
    api.live(subs.deleted, vars, { ...options, onData: (d) => apply({ kind: 'deleted', sessionId: d.sessionDeleted.sessionId }) });
    api.live(subs.status, vars, { ...options, onData: (d) => apply({ kind: 'status', ...d.sessionStatusChanged }) });
    api.live(subs.message, vars, {
      ...options,
      onData: (d) => apply({ kind: 'message', sessionId: d.messageAdded.sessionId, at: d.messageAdded.at, isMessage: d.messageAdded.entry.__typename === 'MessageEntry' }),
    });
    api.live(subs.meta, vars, { ...options, onData: (d) => apply({ kind: 'meta', ...d.sessionMetaUpdated }) });
    return () => {
      abort.abort();
      if (timer) clearTimeout(timer);
    };
  }, [api, metadataKey]);

  const applyMetadata = () => {
    try {
      setMetadata(parseMetadataFilter(metadataText));
      setMetadataError(null);
    } catch (error) {
      setMetadataError(`Metadata filter: ${errorMessage(error)}`);
    }
  };

  const create = async () => {
    try {
      const title = `New session ${new Date().toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' })}`;
      const { createSession } = await api.request(api.documents.createSession, {
        title,
        // Created under the metadata filter, so it shows in this list.
        metadata: metadata ?? undefined,
      });
      onOpen(createSession.session.id);
    } catch (error) {
      notify(`Could not create a session: ${errorMessage(error)}`);
    }
  };

  return (
    <div class="session-list">
      <div class="list-toolbar">
        <div class="toolbar-row">
          <input
            class="input search"
            type="search"
            data-testid="search-input"
            placeholder="Search titles and messages…"
            value={searchText}
            onInput={(e) => setSearchText(e.currentTarget.value)}
          />
          <button type="button" class="button primary" data-testid="new-session" onClick={() => void create()}>
            New
          </button>
        </div>
        <div class="toolbar-row">
          <select class="input" data-testid="status-filter" value={status} onChange={(e) => setStatus(e.currentTarget.value as SessionStatus | '')}>
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.charAt(0) + s.slice(1).toLowerCase()}
              </option>
            ))}
          </select>
          <select
            class="input"
            data-testid="order-select"
            value={order}
            disabled={query !== ''}
            title={query ? 'Search results are ranked by relevance' : undefined}
            onChange={(e) => setOrder(e.currentTarget.value as SessionOrder)}
          >
            <option value="UPDATED_DESC">Recently updated</option>
            <option value="CREATED_DESC">Newest created</option>
          </select>
        </div>
        <form
          class="toolbar-row"
          onSubmit={(e) => {
            e.preventDefault();
            applyMetadata();
          }}
        >
          <input
            class={`input mono${metadataError ? ' invalid' : ''}`}
            data-testid="metadata-filter"
            placeholder='Metadata: owner=u_1 or {"app":"web"}'
            value={metadataText}
            onInput={(e) => setMetadataText(e.currentTarget.value)}
            onBlur={applyMetadata}
          />
        </form>
        {metadataError && <p class="field-error">{metadataError}</p>}
      </div>
      <div class="list-scroll" data-testid="session-list">
        {page.items.map((s) => (
          <SessionRow
            key={s.id}
            session={s}
            titleHint={titleHints.get(s.id) ?? null}
            snippets={page.snippets[s.id]}
            selected={s.id === selected}
            onOpen={onOpen}
          />
        ))}
        {!loading && page.items.length === 0 && (
          <p class="list-empty" data-testid="list-empty">
            {query ? 'No session matches this search.' : 'No sessions yet.'}
          </p>
        )}
        <div ref={sentinel} class="list-end">
          {loading ? (
            <span class="muted">Loading…</span>
          ) : page.hasNextPage ? (
            <button type="button" class="button ghost small" data-testid="load-more" onClick={() => void loadMore()}>
              Load more
            </button>
          ) : page.items.length > 0 ? (
            <span class="muted small">{count(page.items.length, 'session')}</span>
          ) : null}
        </div>
      </div>
    </div>
  );
}

interface RowProps {
  session: SessionSummary;
  /** Set when another loaded row shows the same title: the tail of this row's id. */
  titleHint: string | null;
  snippets?: SearchHit['snippets'];
  selected: boolean;
  onOpen(id: string): void;
}

function SessionRow({ session, titleHint, snippets, selected, onOpen }: RowProps) {
  return (
    <a
      class={`session-row${selected ? ' selected' : ''}`}
      href={`/dashboard/sessions/${encodeURIComponent(session.id)}`}
      data-testid="session-item"
      data-session-id={session.id}
      aria-current={selected ? 'page' : undefined}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        onOpen(session.id);
      }}
    >
      <div class="row-top">
        <span class="row-title" data-testid="session-title">
          {shownTitle(session)}
        </span>
        {titleHint && (
          <code class="title-hint" data-testid="title-hint" title={`Session ${session.id}, created ${dateTimeToTheSecond(session.createdAt)}`}>
            {titleHint}
          </code>
        )}
        <StatusBadge status={session.status} reason={session.statusReason} />
      </div>
      <StatusReason status={session.status} reason={session.statusReason} compact />
      <div class="row-meta">
        <span data-testid="message-count">{count(session.messageCount, 'message')}</span>
        <span>·</span>
        <span title={new Date(session.updatedAt).toISOString()}>{relativeTime(session.updatedAt)}</span>
        {titleHint && <span>· created {dateTimeToTheSecond(session.createdAt)}</span>}
        {session.forkedFrom && <span class="tag">fork</span>}
      </div>
      {snippets && snippets.length > 0 && (
        <div class="snippet" data-testid="search-snippet">
          <Marked text={snippets[0]!.text} />
        </div>
      )}
    </a>
  );
}
