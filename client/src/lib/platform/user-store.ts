/**
 * The signed-in user record: JSON under the key `user` in localStorage when "Remember me" was
 * ticked, otherwise in sessionStorage. Signed-in simply means a record exists in either store.
 * Same-tab writes notify subscribers; other tabs are heard through the `storage` event.
 */
export const USER_STORAGE_KEY = 'user';

/** Only `email` is read by the client (the navigation bar's profile circle); the rest is kept as the server sent it. */
export interface StoredUser {
  email?: string;
  [field: string]: unknown;
}

/** `local` survives the browser closing (Remember me); `session` lasts for the tab. */
export type UserPersistence = 'local' | 'session';

const listeners = new Set<() => void>();
const expiryListeners = new Set<() => void>();

function storage(kind: UserPersistence): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage can be blocked (privacy modes, sandboxed frames)
  }
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** The raw stored record, localStorage first; null when signed out. */
export function readStoredUserRaw(): string | null {
  return storage('local')?.getItem(USER_STORAGE_KEY) ?? storage('session')?.getItem(USER_STORAGE_KEY) ?? null;
}

/** Parses a stored record; a record that is not a JSON object yields null (but still counts as signed in). */
export function parseStoredUser(raw: string | null): StoredUser | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredUser) : null;
  } catch {
    return null;
  }
}

/** Stores the user in exactly one store, so a later "Remember me" choice never leaves a stale copy behind. */
export function saveUser(user: StoredUser, persistence: UserPersistence): void {
  storage(persistence === 'local' ? 'session' : 'local')?.removeItem(USER_STORAGE_KEY);
  storage(persistence)?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notify();
}

/** Logout: removes the record from both stores. */
export function clearUser(): void {
  storage('local')?.removeItem(USER_STORAGE_KEY);
  storage('session')?.removeItem(USER_STORAGE_KEY);
  notify();
}

/**
 * The server no longer knows this browser's session (it expired, or the user logged out or deleted the
 * account elsewhere) while a record here still says signed in: sign out here too, and tell whoever shows
 * a notice about it. Does nothing when no record exists.
 */
export function expireSession(): void {
  if (readStoredUserRaw() === null) return;
  clearUser();
  expiryListeners.forEach((listener) => listener());
}

/** Calls `listener` each time expireSession() signed the browser out. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
}

/** The profile circle's letter: the first letter of the stored email, uppercased ("?" without an email). */
export function profileInitial(user: StoredUser | null): string {
  const email = typeof user?.email === 'string' ? user.email.trim() : '';
  return email ? email[0].toUpperCase() : '?';
}

/** For `useSyncExternalStore`: calls `listener` on same-tab saves/clears and on other tabs' storage events. */
export function subscribeToUser(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
