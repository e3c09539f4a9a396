import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/**
 * useState whose value starts over whenever one of `deps` changes; `initial` gives the fresh value (from the
 * one it replaces, where that matters). The reset happens while rendering, as React advises for state that
 * follows a prop, so no frame shows a value that belongs to the old deps and no effect has to render again.
 */
export function useResettingState<T>(
  initial: (previous: T | undefined) => T,
  deps: readonly unknown[],
): [T, Dispatch<SetStateAction<T>>] {
  const [entry, setEntry] = useState(() => ({ deps, value: initial(undefined) }));
  let current = entry;
  if (!sameDeps(entry.deps, deps)) {
    current = { deps, value: initial(entry.value) };
    setEntry(current);
  }
  const setValue = useCallback((next: SetStateAction<T>) => {
    setEntry((latest) => ({
      deps: latest.deps,
      value: typeof next === 'function' ? (next as (previous: T) => T)(latest.value) : next,
    }));
  }, []);
  return [current.value, setValue];
}
