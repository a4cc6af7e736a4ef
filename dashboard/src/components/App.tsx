// The page: a top bar (connection state, token), the session list on the left and the open
// session on the right. The URL names the open session (/dashboard/sessions/<id>), so a
// reload or a shared link opens it again.
import { createContext } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { createApi, errorMessage, type Api, type ConnectionState } from '../api.js';
import { loadToken, saveToken, TOKEN_BUTTON_LABEL, tokenState } from '../token.js';
import { listVariables, SessionList } from './SessionList.js';
import { SessionView } from './SessionView.js';
import { TokenDialog } from './TokenDialog.js';

const BASE = '/dashboard/';

export interface Toast {
  id: number;
  message: string;
}

export const NotifyContext = createContext<(message: string) => void>(() => {});

function sessionFromPath(): string | null {
  const match = /^\/dashboard\/sessions\/([^/]+)\/?$/.exec(window.location.pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

type Boot = { state: 'starting' } | { state: 'ready'; api: Api } | { state: 'auth'; message: string } | { state: 'unreachable'; message: string };

export function App() {
  const [token, setToken] = useState<string | null>(loadToken);
  const [boot, setBoot] = useState<Boot>({ state: 'starting' });
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [sessionId, setSessionId] = useState<string | null>(sessionFromPath);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [showToken, setShowToken] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const notify = useCallback((message: string) => {
    const id = Date.now() + Math.random();
    setToasts((list) => [...list.slice(-3), { id, message }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 6000);
  }, []);

  // One API per token: a new token means new connections with the new credentials.
  useEffect(() => {
    const api = createApi({ token });
    // Ask for the list's first page right away, alongside the check that the service accepts the token.
    api.prefetch(api.documents.sessions, listVariables(null, null, null, 'UPDATED_DESC'));
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const off = api.onConnectionChange((state) => {
      setConnection(state);
      if (state === 'unauthenticated') setBoot({ state: 'auth', message: token ? 'The service refused this token (expired or revoked?).' : 'This service needs a token.' });
    });
    api
      .init()
      .then(() => {
        if (cancelled) return;
        setBoot({ state: 'ready', api });
        setConnection(api.connection);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const code = (error as { code?: string }).code;
        if (code === 'UNAUTHENTICATED') {
          setConnection('unauthenticated');
          setBoot({ state: 'auth', message: token ? 'The service refused this token (expired or revoked?).' : 'This service needs a token.' });
        } else {
          setBoot({ state: 'unreachable', message: errorMessage(error) });
          retry = setTimeout(() => setAttempt((n) => n + 1), 2000);
        }
      });
    return () => {
      cancelled = true;
      clearTimeout(retry);
      off();
      api.dispose();
    };
  }, [token, attempt]);

  useEffect(() => {
    const onPop = () => setSessionId(sessionFromPath());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const open = useCallback((id: string | null) => {
    const path = id ? `${BASE}sessions/${encodeURIComponent(id)}` : BASE;
    if (window.location.pathname !== path) window.history.pushState(null, '', path);
    setSessionId(id);
  }, []);

  const changeToken = (next: string | null) => {
    saveToken(next);
    setToken(next);
    setShowToken(false);
    setBoot({ state: 'starting' });
  };

  const api = boot.state === 'ready' ? boot.api : null;
  const needsToken = boot.state === 'auth';

  return (
    <NotifyContext.Provider value={notify}>
      <div class="app">
        <header class="topbar">
          <a class="brand" href={BASE} onClick={(e) => (e.preventDefault(), open(null))}>
            <span class="brand-mark" aria-hidden="true" />
            Agent conversations
          </a>
          <div class="topbar-right">
            <ConnectionPill state={boot.state === 'unreachable' ? 'reconnecting' : connection} />
            <button
              type="button"
              class="button ghost"
              data-testid="token-button"
              data-token-state={tokenState(token, boot.state)}
              onClick={() => setShowToken(true)}
            >
              {TOKEN_BUTTON_LABEL[tokenState(token, boot.state)]}
            </button>
          </div>
        </header>
        <ConnectionBanner boot={boot} connection={connection} />
        {api ? (
          <div class={`layout${sessionId ? ' with-session' : ''}`}>
            <aside class="sidebar">
              <SessionList api={api} selected={sessionId} onOpen={open} />
            </aside>
            <main class="main">
              {sessionId ? (
                <SessionView key={sessionId} api={api} sessionId={sessionId} onOpen={open} />
              ) : (
                <div class="empty-state" data-testid="no-session">
                  <h2>No session open</h2>
                  <p>Pick a session on the left, or create one. Everything here updates live.</p>
                </div>
              )}
            </main>
          </div>
        ) : (
          <div class="boot" data-testid="boot">
            {boot.state === 'starting' && <p>Connecting to the service…</p>}
            {boot.state === 'unreachable' && <p>The service cannot be reached ({boot.message}). Trying again…</p>}
            {needsToken && <p>Authentication is on. Enter a token to continue.</p>}
          </div>
        )}
        {(showToken || needsToken) && (
          <TokenDialog
            current={token}
            message={needsToken ? boot.message : null}
            onSave={changeToken}
            onClose={needsToken ? null : () => setShowToken(false)}
          />
        )}
        <div class="toasts" aria-live="polite">
          {toasts.map((t) => (
            <div key={t.id} class="toast" data-testid="toast">
              {t.message}
            </div>
          ))}
        </div>
      </div>
    </NotifyContext.Provider>
  );
}

const PILL: Record<ConnectionState, string> = {
  connecting: 'Connecting',
  online: 'Live',
  reconnecting: 'Reconnecting',
  unauthenticated: 'Signed out',
};

function ConnectionPill({ state }: { state: ConnectionState }) {
  return (
    <span class={`pill pill-${state}`} data-testid="connection-status" data-state={state}>
      <span class="dot" aria-hidden="true" />
      {PILL[state]}
    </span>
  );
}

function ConnectionBanner({ boot, connection }: { boot: Boot; connection: ConnectionState }) {
  if (boot.state !== 'ready' || connection !== 'reconnecting') return null;
  return (
    <div class="banner banner-warn" data-testid="connection-banner" role="status">
      Connection to the service lost — reconnecting. Open streams resume where they stopped; nothing is missed or shown twice.
    </div>
  );
}
