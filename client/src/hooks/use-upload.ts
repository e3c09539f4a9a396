import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isAbortError,
  uploadFolder,
  type UploadedFolder,
  type UploadEntry,
  type UploadOptions,
  type UploadProgress,
} from '../lib/api/folders';
import { frameScheduler } from '../lib/upload-queue/frame-scheduler';
import { withScreenWakeLock } from '../lib/platform/wake-lock';
import { uploadEncrypted } from '../lib/encrypted-shares/upload-encrypted';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: UploadProgress }
  | { status: 'success'; result: UploadedFolder }
  | { status: 'failed'; error: unknown }
  | { status: 'cancelled' };

/**
 * One upload at a time with progress and Cancel (idle → uploading → success or failure).
 * Unmounting the page cancels a running upload, so nothing keeps sending in the background. The screen
 * is kept on while it runs, so a phone does not lock and stop it halfway. Progress shows at most once per
 * animation frame.
 */
export function useUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (entries: readonly UploadEntry[], options: Omit<UploadOptions, 'signal' | 'onProgress'> = {}) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const total = entries.reduce((sum, entry) => sum + entry.file.size, 0);
      setState({ status: 'uploading', progress: { loaded: 0, total } });
      let latest: UploadProgress | undefined;
      const progressFrame = frameScheduler(() => {
        if (latest && controller.current === current) setState({ status: 'uploading', progress: latest });
      });
      try {
        const sending = {
          ...options,
          signal: current.signal,
          onProgress: (progress: UploadProgress) => {
            latest = progress;
            progressFrame.request();
          },
        };
        const result = await withScreenWakeLock(() =>
          options.encrypted ? uploadEncrypted(entries, sending) : uploadFolder(entries, sending),
        );
        progressFrame.cancel();
        if (controller.current === current) setState({ status: 'success', result });
        return result;
      } catch (error) {
        progressFrame.cancel();
        if (controller.current === current)
          setState(isAbortError(error) ? { status: 'cancelled' } : { status: 'failed', error });
        return null;
      }
    },
    [],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel, reset };
}
