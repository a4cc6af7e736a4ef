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
