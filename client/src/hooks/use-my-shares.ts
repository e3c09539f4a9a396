import { useCallback, useEffect, useState } from 'react';
import { defineMessages } from 'react-intl';
import { pageIntl } from '../lib/i18n/page-intl';
import { SessionExpiredError } from '../lib/api/http';
import { listMyShares, type MyShare, type RemovedShare } from '../lib/api/my-shares';
import { useResettingState } from './use-resetting-state';

export type MySharesState =
  | { status: 'idle' }
  | { status: 'loading'; shares: MyShare[]; removed: RemovedShare[] }
  | { status: 'ready'; shares: MyShare[]; removed: RemovedShare[] }
  | { status: 'failed'; shares: MyShare[]; removed: RemovedShare[]; message: string }
  /** The server session had ended: the browser is signed out now. */
  | { status: 'signed-out' };

const messages = defineMessages({
  loadFailed: {
    id: 'myShares.list.loadFailed',
    defaultMessage: 'Your shares could not be loaded. Check your connection and try again.',
  },
});

function listsOf(state: MySharesState): { shares: MyShare[]; removed: RemovedShare[] } {
  return 'shares' in state ? { shares: state.shares, removed: state.removed } : { shares: [], removed: [] };
}

/**
 * The signed-in account's live shares matching `query` (all of them for ''), and its shares the operators
 * removed, reloaded whenever the query changes, after `debounceMs` of quiet so typing does not send a request
 * per key. `query: null` fetches nothing (a closed search box). An answer to an older query never replaces a
 * newer one.
 */
export function useMyShares(query: string | null, debounceMs = 0) {
  const [generation, setGeneration] = useState(0);
  // Each query (or reload) starts loading at once, still listing the shares found last.
  const [state, setState] = useResettingState<MySharesState>(
    (previous) =>
      query === null
        ? { status: 'idle' }
        : { status: 'loading', ...(previous ? listsOf(previous) : { shares: [], removed: [] }) },
    [query, debounceMs, generation],
  );

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      listMyShares(query, controller.signal).then(
        (lists) => setState({ status: 'ready', ...lists }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof SessionExpiredError) return setState({ status: 'signed-out' });
          setState((previous) => ({
            status: 'failed',
            ...listsOf(previous),
            message: pageIntl().formatMessage(messages.loadFailed),
          }));
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, debounceMs, generation, setState]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  /** Drops an ended share from the list at once, without waiting for a reload. */
  const forget = useCallback(
    (code: string) => {
      setState((previous) =>
        'shares' in previous
          ? { ...previous, shares: previous.shares.filter((share) => share.code !== code) }
          : previous,
      );
    },
    [setState],
  );

  return { state, reload, forget };
}
