import { useEffect, useState } from 'react';
import type { LookupState } from '../../hooks/use-lookup';
import { checkRetryDelay, isBeingChecked } from '../../lib/moderation/share-unavailable';

/**
 * While a lookup answers that the share is being checked for malware, asks again once its Retry-After has
 * passed, so the share opens by itself when it goes live. Nothing is asked while the page is hidden; a check
 * that fell due meanwhile is asked as soon as the page shows again. Returns whether to show the "being
 * checked" notice, which stays up while the repeated lookup loads (no flicker to "Opening…").
 */
export function useOpenWhenChecked(state: LookupState<unknown>, retry: () => void): boolean {
  const error = state.status === 'failed' ? state.error : undefined;
  const checkingNow = isBeingChecked(error);
  const [showing, setShowing] = useState(checkingNow);
  const next = state.status === 'loading' ? showing : checkingNow;
  if (next !== showing) setShowing(next);

  useEffect(() => {
    if (!checkingNow) return undefined;
    let due = false;
    const askIfVisible = () => {
      if (!due || document.visibilityState !== 'visible') return;
      due = false;
      retry();
    };
    const timer = setTimeout(() => {
      due = true;
      askIfVisible();
    }, checkRetryDelay(error));
    document.addEventListener('visibilitychange', askIfVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', askIfVisible);
    };
  }, [checkingNow, error, retry]);

  return next;
}
