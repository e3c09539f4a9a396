import { useEffect, useState } from 'react';
import type { ApiError } from '../../lib/api/http';
import type { RetrievedFolder } from '../../lib/api/folders';
import { arrivalOf, withProgress, type Arrival } from './arrival';
import { followArrival } from './progress-poll';

export interface FollowedArrival {
  arrival: Arrival;
  /** The share ended while the page showed it (stopped by its sender, ended, removed): why, as its 410 says. */
  ended: ApiError | null;
}

/**
 * The arrival of a retrieved share, kept current: while it is not ready its progress is polled (about once a
 * second, never while the page is hidden), each answer updating which files can be downloaded; a share that ended
 * meanwhile says so. A ready share asks nothing.
 */
export function useArrival(folder: RetrievedFolder): FollowedArrival {
  const [followed, setFollowed] = useState<{ folder: RetrievedFolder } & FollowedArrival>(() => ({
    folder,
    arrival: arrivalOf(folder),
    ended: null,
  }));
  // Another share (or the same one looked up again): start over from what its lookup said.
  const current =
    followed.folder === folder ? followed : { folder, arrival: arrivalOf(folder), ended: null as ApiError | null };
  if (current !== followed) setFollowed(current);

  const { progressUrl } = folder;
  const following = current.arrival.status !== 'ready' && Boolean(progressUrl);
  useEffect(() => {
    if (!following || !progressUrl) return;
    const controller = new AbortController();
    followArrival(progressUrl, {
      signal: controller.signal,
      onProgress: (progress) =>
        setFollowed((now) => (now.folder === folder ? { ...now, arrival: withProgress(now.arrival, progress) } : now)),
      onEnded: (error) => setFollowed((now) => (now.folder === folder ? { ...now, ended: error } : now)),
    });
    return () => controller.abort();
  }, [folder, following, progressUrl]);

  return { arrival: current.arrival, ended: current.ended };
}
