import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, uploadShare, type ShareResult, type UploadEntry, type UploadOptions, type UploadProgress } from '../lib/api/shares';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: UploadProgress }
  | { status: 'success'; result: ShareResult }
  | { status: 'failed'; error: unknown }
  | { status: 'cancelled' };

/**
 * One upload at a time with progress and Cancel (spec §4: idle → uploading → success or failure).
 * Unmounting the page cancels a running upload, so nothing keeps sending in the background.
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (entries: readonly UploadEntry[], options: Omit<UploadOptions, 'signal' | 'onProgress'> = {}) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const total = entries.reduce((sum, entry) => sum + entry.file.size, 0);
    setState({ status: 'uploading', progress: { loaded: 0, total } });
    try {
      const result = await uploadShare(entries, {
        ...options,
        signal: current.signal,
        onProgress: (progress) => {
          if (controller.current === current) setState({ status: 'uploading', progress });
        },
      });
      if (controller.current === current) setState({ status: 'success', result });
      return result;
    } catch (error) {
      if (controller.current === current) setState(isAbortError(error) ? { status: 'cancelled' } : { status: 'failed', error });
      return null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel, reset };
}
