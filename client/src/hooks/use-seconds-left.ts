import { useEffect, useState } from 'react';
import { secondsUntil } from '../lib/platform/countdown';

const TICK_MS = 1000;

/** Seconds left until `until` (epoch milliseconds), updated every second until it reaches 0; null without one. */
export function useSecondsLeft(until: number | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = until === undefined ? null : secondsUntil(until, now);
  useEffect(() => {
    if (until === undefined || secondsUntil(until, Date.now()) === 0) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsUntil(until, current) === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}
