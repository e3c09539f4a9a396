import { useEffect, useState } from 'react';
import { askThumbnail } from './thumbnail-answer';

export interface ThumbnailState {
  /** Draw `<img key={attempt} src={src}>` while this is not null; each retry is a new element. */
  src: string | null;
  attempt: number;
  /** The image has drawn. */
  shown: boolean;
  onLoad: () => void;
  onError: () => void;
}

/** `asking` lasts until the answer's wait is over: the tile shows its placeholder meanwhile. */
type Phase = 'loading' | 'shown' | 'asking' | 'none';

/**
 * A tile's thumbnail: the browser loads it as any image (its cache, its decoding), and only when that fails is
 * the address asked why, so a grid of ready thumbnails costs one request each. A thumbnail not made yet is asked
 * about again after each Retry-After, and loaded once it is there; one that will never exist leaves the tile to its
 * icon. The server says pending only of a thumbnail it will make (or find impossible), so the asking ends. `url`
 * null (none will be made, or the file is not ready) asks nothing.
 */
export function useThumbnail(url: string | null): ThumbnailState {
  const [state, setState] = useState<{ url: string | null; phase: Phase; attempt: number; reloaded: boolean }>({
    url,
    phase: 'loading',
    attempt: 0,
    reloaded: false,
  });
  const current = state.url === url ? state : { url, phase: 'loading' as Phase, attempt: 0, reloaded: false };
  if (current !== state) setState(current);
  const { phase, attempt } = current;

  useEffect(() => {
    if (!url || phase !== 'asking') return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const askAgain = () => setState((now) => (now.url === url ? { ...now, attempt: now.attempt + 1 } : now));
    askThumbnail(url, controller.signal).then(
      (answer) => {
        if (answer.kind === 'none') setState((now) => (now.url === url ? { ...now, phase: 'none' } : now));
        // There after all (made meanwhile): load it once more; an image that fails even so is not one.
        else if (answer.kind === 'ready')
          setState((now) =>
            now.url !== url
              ? now
              : now.reloaded
                ? { ...now, phase: 'none' }
                : { ...now, phase: 'loading', attempt: now.attempt + 1, reloaded: true },
          );
        // Still pending: ask again (not the <img>, which would only fail again) once the wait is over.
        else timer = setTimeout(askAgain, answer.retryAfterMs);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [url, phase, attempt]);

  return {
    src: url && (phase === 'loading' || phase === 'shown') ? url : null,
    attempt,
    shown: phase === 'shown',
    onLoad: () => setState((now) => (now.url === url ? { ...now, phase: 'shown' } : now)),
    onError: () => setState((now) => (now.url === url && now.phase === 'loading' ? { ...now, phase: 'asking' } : now)),
  };
}
