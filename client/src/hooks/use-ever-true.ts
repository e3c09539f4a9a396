import { useState } from 'react';

/**
 * True from the first render in which `value` is true, for good: for a part loaded only once it is first wanted
 * (a dialog's chunk), which then stays mounted so that closing it is its own, not an unmount.
 */
export function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}
