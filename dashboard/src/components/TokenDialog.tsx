// Asks for the bearer token (a JWT or an API key) when authentication is on. It is kept in
// this tab's sessionStorage and sent as `Authorization: Bearer …` over HTTP and as
// connectionParams `{ authorization: "Bearer …" }` over WebSocket.
import { useState } from 'preact/hooks';

interface Props {
  current: string | null;
  /** Why the dialog opened by itself (e.g. the token was refused). */
  message: string | null;
  onSave(token: string | null): void;
  /** Null when the dialog cannot be dismissed (nothing works without a token). */
  onClose: (() => void) | null;
}

export function TokenDialog({ current, message, onSave, onClose }: Props) {
  const [value, setValue] = useState(current ?? '');
  return (
    <div class="modal-backdrop" onClick={(e) => e.target === e.currentTarget && onClose?.()}>
      <form
        class="modal"
        data-testid="token-dialog"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(value.trim() || null);
        }}
      >
        <h2>Access token</h2>
        {message && (
          <p class="modal-alert" data-testid="auth-message">
            {message}
          </p>
        )}
        <p class="muted">
          Paste a JWT or an API key. It stays in this browser tab only (sessionStorage) and is sent with every request and
          live connection.
        </p>
        <p class="muted small" data-testid="token-help">
          No token yet? Where the service's secret is configured, <code>npm run token -- --sub u_1</code> prints one for the
          tenant <code>u_1</code> (add <code>--admin</code> to see every tenant's sessions). An empty field signs out.
        </p>
        <input
          class="input"
          type="password"
          autoFocus
          autoComplete="off"
          spellcheck={false}
          placeholder="eyJhbGciOi… or an API key"
          data-testid="token-input"
          value={value}
          onInput={(e) => setValue(e.currentTarget.value)}
        />
        <div class="modal-actions">
          {current && (
            <button type="button" class="button ghost" onClick={() => onSave(null)}>
              Forget token
            </button>
          )}
          {onClose && (
            <button type="button" class="button ghost" onClick={onClose}>
              Cancel
            </button>
          )}
          <button type="submit" class="button primary" data-testid="token-save">
            Use token
          </button>
        </div>
      </form>
    </div>
  );
}
