import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { LookupOptions } from '../lib/api/proof-of-work-request';

/** What a lookup task is handed: the signal, the proof-of-work callback, and a password once one was typed. */
export type LookupTaskOptions = Required<Omit<LookupOptions, 'password'>> & Pick<LookupOptions, 'password'>;

export type LookupState<T> =
  | { status: 'idle' }
  /** `provingWork`: the server asked this code lookup for a proof of work, which is being solved. */
  | { status: 'loading'; provingWork?: boolean }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown };

/**
 * Runs one lookup at a time (a retrieval by code, link, URL or QR): a newer request aborts the older one, so a
 * slow answer can never overwrite a newer result. The task gets the signal and a callback that marks the
 * lookup as proving work. Pages map `error` to their own strings.
 */
export function useLookup<T>() {
  const [state, setState] = useState<LookupState<T>>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  /** The last lookup asked for, so it can be asked again with a protected share's password. */
  const lastTask = useRef<((options: LookupTaskOptions) => Promise<T>) | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (task: (options: LookupTaskOptions) => Promise<T>, password?: string) => {
    lastTask.current = task;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'loading' });
    const onProofOfWork = () => {
      if (controller.current === current) setState({ status: 'loading', provingWork: true });
    };
    try {
      const value = await task({ signal: current.signal, onProofOfWork, password });
      // A share's tree and previews can be a large render: as a transition it yields to the browser as it goes.
      if (controller.current === current) startTransition(() => setState({ status: 'done', value }));
    } catch (error) {
      if (controller.current === current && !current.signal.aborted) setState({ status: 'failed', error });
    }
  }, []);

  /** Asks the last lookup again with the password of the protected share it found. */
  const retryWithPassword = useCallback(
    (password: string) => {
      if (lastTask.current) void run(lastTask.current, password);
    },
    [run],
  );

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

  return { state, run, retryWithPassword, fail, update, reset };
}
