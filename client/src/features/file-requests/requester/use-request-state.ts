import { useCallback, useEffect, useRef, useState } from 'react';
import { readRequestState, type RequestAnswer, type RequestState } from './request-api';
import type { StoredRequest } from '../../../lib/platform/requests-database';

/** How often an open request's page asks for its state while shown (304 while nothing changed). */
const REQUEST_POLL_MS = 4_000;

export interface FollowedRequest {
  state: RequestState | null;
  /** The last read failed: why (the page keeps the state it had, and tries again). */
  error: unknown;
  /** Reads the state now (after this page changed it). */
  refresh: () => void;
}

function visible(): boolean {
  return document.visibilityState === 'visible';
}

/**
 * Each answer the new state did not change stays the same object, so its view (its opened manifest, its tree)
 * is kept while other answers arrive.
 */
function keepUnchanged(before: RequestState | null, now: RequestState): RequestState {
  if (!before) return now;
  const old = new Map(before.answers.map((answer) => [answer.id, answer]));
  const same = (a: RequestAnswer | undefined, b: RequestAnswer) => a && JSON.stringify(a) === JSON.stringify(b);
  return {
    ...now,
    answers: now.answers.map((answer) => (same(old.get(answer.id), answer) ? old.get(answer.id)! : answer)),
  };
}

/**
 * A request's state and answers, read every few seconds while the page is shown (with the ETag of the last
 * answer, so an unchanged request costs no body), and at once when the page shows again.
 */
export function useRequestState(request: StoredRequest | null, intervalMs = REQUEST_POLL_MS): FollowedRequest {
  const [state, setState] = useState<RequestState | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [asked, setAsked] = useState(0);
  const etag = useRef<string | null>(null);
  const code = request?.code;
  const requesterKey = request?.requesterKey;

  useEffect(() => {
    if (!code || !requesterKey) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reading = false;
    const read = async () => {
      timer = undefined;
      reading = true;
      try {
        const answer = await readRequestState(code, requesterKey, etag.current, controller.signal);
        if (controller.signal.aborted) return;
        setError(null);
        if (answer.changed) {
          etag.current = answer.etag;
          setState((before) => keepUnchanged(before, answer.state));
        }
      } catch (failure) {
        if (controller.signal.aborted) return;
        setError(failure);
      } finally {
        reading = false;
      }
      if (visible()) timer = setTimeout(() => void read(), intervalMs);
    };
    const onVisibility = () => {
      if (visible() && timer === undefined && !reading) void read();
      else if (!visible() && timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    void read();
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [code, requesterKey, intervalMs, asked]);

  const refresh = useCallback(() => setAsked((n) => n + 1), []);
  return { state, error, refresh };
}
