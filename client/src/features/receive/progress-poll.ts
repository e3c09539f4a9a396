/**
 * Following a share whose files are arriving: its `progressUrl` is asked about once a second with the last
 * answer's ETag (If-None-Match), so an unchanged share costs a 304 and nothing more (docs/instant-share.md). Never
 * while the page is hidden: a poll that falls due then waits, and runs as soon as the page shows again. It stops
 * for good once the share is ready (nothing will change any more; a share sent directly only is followed on, more
 * slowly, for its sender's presence and its ending), when it ended (410: stopped by its sender,
 * ended, removed) or cannot be asked (401, 404), or when its signal aborts. Any instance answers: the server
 * reads the share's row, so nothing here depends on which one.
 */
import { ApiError } from '../../lib/api/http';
import { fetchFolderProgress, type FolderProgress } from '../../lib/api/folders';

/** About once a second: a file opens for the page within a second or so of being ready. */
export const PROGRESS_POLL_MS = 1_000;
/**
 * A share sent directly only is always ready, but its sender's page comes and goes, and it ends once that page has
 * left: asked this often for as long as the page shows it.
 */
export const DIRECT_ONLY_POLL_MS = 3_000;
/**
 * A share whose files have all arrived changes no more, but it still ends: kept until downloaded, once the last
 * file was; at its expiry; stopped by its sender or an operator. Asked this often so an open page says so by itself.
 */
export const READY_POLL_MS = 15_000;
/** After failed polls (no connection, a busy server), the pause grows to this at most. */
const MAX_BACKOFF_MS = 15_000;

/** Answers that end the following: the share ended (410), or this page cannot ask about it (401, 404). */
const FINAL_STATUSES = new Set([401, 404, 410]);

export interface FollowOptions {
  signal: AbortSignal;
  /** Each answer that changed something (200). */
  onProgress: (progress: FolderProgress) => void;
  /** The share ended or cannot be asked about: the ApiError says why (its 410's `reason`). */
  onEnded: (error: ApiError) => void;
  intervalMs?: number;
  /** False: go on after the share is ready (a share sent directly only, whose sender's presence changes). */
  untilReady?: boolean;
}

function visible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

/** Polls `progressUrl` until the share is ready or ended, or `signal` aborts. */
export function followArrival(progressUrl: string, options: FollowOptions): void {
  const { signal, onProgress, onEnded, intervalMs = PROGRESS_POLL_MS, untilReady = true } = options;
  let etag: string | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** A poll fell due while the page was hidden. */
  let due = false;

  const schedule = () => {
    const pause = failures === 0 ? intervalMs : Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** failures);
    timer = setTimeout(() => void poll(), pause);
  };

  const poll = async (): Promise<void> => {
    timer = undefined;
    if (signal.aborted) return;
    if (!visible()) {
      due = true;
      return;
    }
    try {
      const answer = await fetchFolderProgress(progressUrl, etag, signal);
      failures = 0;
      if (answer.changed) {
        etag = answer.etag ?? etag;
        onProgress(answer.progress);
        if (untilReady && answer.progress.status === 'ready') return stop();
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) {
        stop();
        return onEnded(error);
      }
      failures++;
    }
    if (!signal.aborted) schedule();
  };

  const onVisibility = () => {
    if (!due || !visible() || signal.aborted) return;
    due = false;
    void poll();
  };

  function stop(): void {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  }

  document.addEventListener('visibilitychange', onVisibility);
  signal.addEventListener('abort', stop, { once: true });
  schedule();
}
