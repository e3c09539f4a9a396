import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from '../lib/platform/clipboard';

/** The "Copied!" indicator shows for 2 seconds. */
const COPIED_INDICATOR_MS = 2000;

/** Copies text and raises `copied` for 2 s; returns whether the copy worked. */
export function useCopyFeedback() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const ok = await copyText(text);
    clearTimeout(timer.current);
    setCopied(ok);
    if (ok) timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return ok;
  }, []);

  return { copied, copy };
}
