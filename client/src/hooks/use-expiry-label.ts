import { useEffect, useState } from 'react';
import { formatExpiresIn, msUntilNextChange } from '../lib/sharing/share-expiry';

/** "expires in 1 h 42 min", kept current: re-renders each time the minute count changes. */
export function useExpiryLabel(expiresAt: string | undefined): string {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!expiresAt) return;
    const wait = msUntilNextChange(expiresAt, now);
    if (!Number.isFinite(wait)) return;
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [expiresAt, now]);
  return expiresAt ? formatExpiresIn(expiresAt, now) : '';
}
