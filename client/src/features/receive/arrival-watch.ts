/**
 * Following a share the page shows through the page's one live poll (docs/live.md): the share is named by its
 * link with the ETag of the progress the page has, and the poll brings its progress whenever it changes (files
 * arriving, checked, ready; its expiry once whole; its sender's presence when sent directly only) and its ending
 * (410 with why, 401 and 404 when the page can no longer ask). Not while the page is hidden: the watch stops, and
 * starts again when the page shows, answered at once if the share changed meanwhile.
 */
import type { FolderProgress } from '../../lib/api/folders';
import { ApiError, messageOf } from '../../lib/api/http';
import type { ShareChange } from '../../lib/api/live';
import { liveConnection, type LiveConnection } from '../../lib/live/live-connection';

/** Answers that end the following: the share ended (410), or this page cannot ask about it (401, 404). */
const FINAL_STATUSES = new Set([401, 404, 410]);

export interface WatchOptions {
  signal: AbortSignal;
  /** Each answer that changed something. */
  onProgress: (progress: FolderProgress) => void;
  /** The share ended or cannot be asked about: the ApiError says why (its 410's `reason`). */
  onEnded: (error: ApiError) => void;
  /** False: go on after the share is ready (it still ends; a direct-only share's sender comes and goes). */
  untilReady?: boolean;
  /** The page's live connection unless given. */
  connection?: LiveConnection;
}

function visible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

/** The link and grant of a share's progress address (`/api/folders/{link}/progress?grant=…`). */
export function watchedShareOf(progressUrl: string): { link: string; grant?: string } {
  const url = new URL(progressUrl, 'http://page.invalid');
  const link = decodeURIComponent(url.pathname.split('/').slice(-2)[0]);
  const grant = url.searchParams.get('grant');
  return grant ? { link, grant } : { link };
}

/** Watches the share of `progressUrl` until it is ready (unless `untilReady` is false), ends, or `signal` aborts. */
export function watchArrival(progressUrl: string, options: WatchOptions): void {
  const { signal, onProgress, onEnded, untilReady = true, connection = liveConnection } = options;
  const share = watchedShareOf(progressUrl);
  let etag: string | undefined;
  let unwatch: (() => void) | undefined;

  const onChange = (change: ShareChange) => {
    if (change.progress) {
      etag = change.etag ?? etag;
      onProgress(change.progress);
      if (untilReady && change.progress.status === 'ready') end();
      return;
    }
    const status = change.status ?? 0;
    if (!FINAL_STATUSES.has(status)) return;
    end();
    onEnded(new ApiError(status, messageOf(change.error) ?? `The share answered ${status}.`, change.error));
  };
  const start = () => {
    if (unwatch || signal.aborted) return;
    unwatch = connection.watch(etag ? { ...share, etag } : share, onChange);
  };
  const pause = () => {
    unwatch?.();
    unwatch = undefined;
  };
  const onVisibility = () => (visible() ? start() : pause());
  function end(): void {
    pause();
    document.removeEventListener('visibilitychange', onVisibility);
    signal.removeEventListener('abort', end);
  }

  document.addEventListener('visibilitychange', onVisibility);
  signal.addEventListener('abort', end, { once: true });
  if (visible()) start();
}
