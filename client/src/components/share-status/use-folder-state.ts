import { useEffect } from 'react';
import { useResettingState } from '../../hooks/use-resetting-state';
import { getFolderState, type FolderState } from '../../lib/api/folder-management';
import { isFinal } from '../../lib/moderation/sender-moderation';

/** Gentle enough for a phone left open on the share dialog; quick enough to see a recipient arrive. */
export const SHARE_STATE_POLL_MS = 5_000;

/**
 * The share's state, asked again every SHARE_STATE_POLL_MS while the page is visible; nothing is asked while
 * it is hidden, after the component unmounts (the dialog closed), or once the share has ended or was removed. `code`
 * undefined: nothing to watch.
 */
export function useFolderState(code: string | undefined, manageKey: string | undefined): FolderState | undefined {
  // Another share (or key) shows nothing until its own state arrives.
  const [state, setState] = useResettingState<FolderState | undefined>(() => undefined, [code, manageKey]);

  useEffect(() => {
    if (!code) return undefined;
    let stopped = false;
    let asking = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;

    const poll = async () => {
      timer = undefined;
      if (stopped || asking || document.visibilityState !== 'visible') return;
      asking = true;
      controller = new AbortController();
      let ended = false;
      try {
        const next = await getFolderState(code, manageKey, controller.signal);
        if (stopped) return;
        setState(next);
        ended = isFinal(next);
      } catch {
        // Offline, or the share is gone: ask again later (a 404 stays a 404, and costs one request a while).
      } finally {
        asking = false;
      }
      if (!stopped && !ended) timer = setTimeout(() => void poll(), SHARE_STATE_POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && timer === undefined && !stopped) void poll();
    };

    void poll();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [code, manageKey, setState]);

  return state;
}
