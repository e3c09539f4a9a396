import { useEffect, useState } from 'react';
import { COUNTER_DURATION_MS, countUpValue } from '../lib/demo/count-up';

/** How often a running counter re-renders; fine enough to look continuous, cheap enough for a phone. */
const TICK_MS = 100;

/** A number counting up from 0 to `target` over `durationMs`, starting when the component mounts. */
export function useCountUp(target: number, durationMs = COUNTER_DURATION_MS): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    const start = Date.now();
    setValue(0);
    const timer = setInterval(() => {
      const elapsed = Date.now() - start;
      setValue(countUpValue(elapsed, target, durationMs));
      if (elapsed >= durationMs) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [target, durationMs]);

  return value;
}
