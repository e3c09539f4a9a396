import { useEffect, useState } from 'react';

/** A blob: URL for a File or Blob, revoked when the blob changes or the component goes away. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [current, setCurrent] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is a resource this effect makes and its cleanup revokes (twice over in StrictMode), so only the effect can hand render a live one
    setCurrent({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return blob && current?.blob === blob ? current.url : null;
}
