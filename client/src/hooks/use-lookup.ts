import { useCallback, useEffect, useRef, useState } from 'react';

export type LookupState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown };

/**
 * Runs one lookup at a time (a retrieval by code, URL or QR): a newer request aborts the older one, so a slow
 * answer can never overwrite a newer result. Pages map `error` to their own strings (spec §8).
 */
export function useLookup<T>() {
  const [state, setState] = useState<LookupState<T>>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (task: (signal: AbortSignal) => Promise<T>) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'loading' });
    try {
      const value = await task(current.signal);
      if (controller.current === current) setState({ status: 'done', value });
    } catch (error) {
      if (controller.current === current && !current.signal.aborted) setState({ status: 'failed', error });
    }
  }, []);

  /** Shows an error without a request (client-side validation). */
  const fail = useCallback((error: unknown) => {
    controller.current?.abort();
    setState({ status: 'failed', error });
  }, []);

  /** Updates a finished result in place (local removals in edit mode). */
  const update = useCallback((change: (value: T) => T) => {
    setState((current) => (current.status === 'done' ? { status: 'done', value: change(current.value) } : current));
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, run, fail, update, reset };
}
