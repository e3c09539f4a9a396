import { useCallback, useEffect, useState } from 'react';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * What `load` fetches (memoise it: another function loads again, and shows loading meanwhile); a load that a
 * newer one replaced is aborted. `reload` asks again after an action changed it, keeping the last answer on
 * screen until the new one arrives.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>): [Resource<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ load: typeof load; resource: Resource<T> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => !controller.signal.aborted && setResult({ load, resource: { status: 'ready', value } }),
      (error: unknown) => !controller.signal.aborted && setResult({ load, resource: { status: 'failed', error } }),
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return [result?.load === load ? result.resource : LOADING, reload];
}
