import { useEffect, useRef, useState } from 'react';
import type { MadeThumbnail } from './media-access';
import type { ThumbnailState } from './use-thumbnail';

/**
 * A thumbnail made in this browser, shown from a `blob:` address that lives as long as the tile (or viewer) that
 * asked for it: revoked when it goes, or when it asks for another. Made once per key; none (null, or a failure to
 * fetch or decrypt) leaves the icon.
 */
export function useMadeThumbnail(source: MadeThumbnail | null): ThumbnailState {
  const key = source?.key ?? null;
  const [state, setState] = useState<{ key: string | null; src: string | null; shown: boolean }>({
    key,
    src: null,
    shown: false,
  });
  const current = state.key === key ? state : { key, src: null, shown: false };
  if (current !== state) setState(current);

  // The source object is new on each render; its key says whether it is another thumbnail.
  const make = useRef(source?.make);
  useEffect(() => {
    make.current = source?.make;
  });
  useEffect(() => {
    if (key === null || !make.current) return;
    let live = true;
    let url: string | null = null;
    make.current().then(
      (picture) => {
        if (!live || !picture) return;
        url = URL.createObjectURL(picture);
        const src = url;
        setState((now) => (now.key === key ? { ...now, src } : now));
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [key]);

  return {
    src: current.src,
    attempt: 0,
    shown: current.shown,
    onLoad: () => setState((now) => (now.key === key ? { ...now, shown: true } : now)),
    onError: () => setState((now) => (now.key === key ? { ...now, src: null } : now)),
  };
}
