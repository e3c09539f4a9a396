import { useEffect, useState } from 'react';
import type { ApiError } from '../../lib/api/http';
import type { RetrievedFolder } from '../../lib/api/folders';
import { arrivalOf, withProgress, type Arrival } from './arrival';
import { DIRECT_ONLY_POLL_MS, followArrival } from './progress-poll';

export interface FollowedArrival {
  arrival: Arrival;
  /** The share ended while the page showed it (stopped by its sender, ended, removed): why, as its 410 says. */
  ended: ApiError | null;
  /** A share sent directly only: whether its sender's page is there now; null for any other share. */
  senderPresent: boolean | null;
}

/** What a lookup says, before any poll. */
function startOf(folder: RetrievedFolder): { folder: RetrievedFolder } & FollowedArrival {
  return { folder, arrival: arrivalOf(folder), ended: null, senderPresent: folder.senderPresent ?? null };
}

/**
 * The arrival of a retrieved share, kept current: while it is not ready its progress is polled (about once a
 * second, never while the page is hidden), each answer updating which files can be downloaded; a share that ended
 * meanwhile says so. A ready share asks nothing, except one sent directly only: it is asked every few seconds
 * whether its sender's page is there, and so hears at once when it ended.
 */
export function useArrival(folder: RetrievedFolder): FollowedArrival {
  const [followed, setFollowed] = useState(() => startOf(folder));
  // Another share (or the same one looked up again): start over from what its lookup said.
  const current = followed.folder === folder ? followed : startOf(folder);
  if (current !== followed) setFollowed(current);

  const { progressUrl } = folder;
  const directOnly = folder.directOnly === true;
  const following = (directOnly || current.arrival.status !== 'ready') && Boolean(progressUrl) && !current.ended;
  useEffect(() => {
    if (!following || !progressUrl) return;
    const controller = new AbortController();
    followArrival(progressUrl, {
      signal: controller.signal,
      onProgress: (progress) =>
        setFollowed((now) =>
          now.folder === folder
            ? { ...now, arrival: withProgress(now.arrival, progress), senderPresent: progress.senderPresent ?? null }
            : now,
        ),
      onEnded: (error) => setFollowed((now) => (now.folder === folder ? { ...now, ended: error } : now)),
      ...(directOnly ? { untilReady: false, intervalMs: DIRECT_ONLY_POLL_MS } : {}),
    });
    return () => controller.abort();
  }, [folder, following, progressUrl, directOnly]);

  return { arrival: current.arrival, ended: current.ended, senderPresent: current.senderPresent };
}
