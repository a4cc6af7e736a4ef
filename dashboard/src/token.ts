// The bearer token a person enters when authentication is on. Kept in sessionStorage: it lasts
// while the tab is open and is not shared with other tabs or left behind on the machine.
const KEY = 'agent-conversations.dashboard.token';

export function loadToken(): string | null {
  try {
    return sessionStorage.getItem(KEY) || null;
  } catch {
    return null;
  }
}

export function saveToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage may be off (private mode); the token then lasts until the page is reloaded.
  }
}

/** Where the token stands: none entered, entered but not yet checked, accepted by the service, or refused. */
export type TokenState = 'none' | 'checking' | 'accepted' | 'refused';

export function tokenState(token: string | null, boot: 'starting' | 'ready' | 'auth' | 'unreachable'): TokenState {
  if (!token || token.trim() === '') return 'none';
  if (boot === 'ready') return 'accepted';
  if (boot === 'auth') return 'refused';
  return 'checking';
}

/** The top bar's button: a tick only for a token the service accepted. */
export const TOKEN_BUTTON_LABEL: Record<TokenState, string> = {
  none: 'Token',
  checking: 'Token…',
  accepted: 'Token ✓',
  refused: 'Token refused',
};
