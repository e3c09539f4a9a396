import { useEffect } from 'react';
import { COUNTER_DURATION_MS, countUpValue } from '../lib/demo/count-up';
import { useResettingState } from './use-resetting-state';

/** How often a running counter re-renders; fine enough to look continuous, cheap enough for a phone. */
const TICK_MS = 100;

/** A number counting up from 0 to `target` over `durationMs`, starting when the component mounts. */
export function useCountUp(target: number, durationMs = COUNTER_DURATION_MS): number {
  // A new target or duration counts again from 0.
  const [value, setValue] = useResettingState(() => 0, [target, durationMs]);

  useEffect(() => {
    const start = Date.now();
    const timer = setInterval(() => {
      const elapsed = Date.now() - start;
      setValue(countUpValue(elapsed, target, durationMs));
      if (elapsed >= durationMs) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [target, durationMs, setValue]);

  return value;
}
