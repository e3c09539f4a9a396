import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { parseStoredUser, readStoredUserRaw, subscribeToUser, type StoredUser } from '../lib/platform/user-store';

export interface SignedInState {
  signedIn: boolean;
  user: StoredUser | null;
}

/**
 * Whether a user record exists in localStorage or sessionStorage. Reading the location makes every
 * route change re-render the caller, and `useSyncExternalStore` re-reads storage on each render, so a record
 * written or removed by anything — even outside `user-store` — is picked up on the next navigation.
 */
export function useSignedInUser(): SignedInState {
  useLocation();
  const raw = useSyncExternalStore(subscribeToUser, readStoredUserRaw, () => null);
  return useMemo(() => ({ signedIn: raw !== null, user: parseStoredUser(raw) }), [raw]);
}
