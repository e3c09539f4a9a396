import { useEffect, useState } from 'react';
import type { ApiError } from '../../lib/api/http';
import type { RetrievedFolder } from '../../lib/api/folders';
import { arrivalOf, withProgress, type Arrival } from './arrival';
import { watchArrival } from './arrival-watch';

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
 * How a share is followed: its arrival, until ready; sent directly only (its sender's presence, its ending); whole
 * (its ending).
 */
type Following = 'arrival' | 'direct-only' | 'ready';

/**
 * The state of a retrieved share, kept current without a reload through the page's live poll (arrival-watch.ts;
 * not while the page is hidden): each change updates which files can be downloaded, when bytes last came and,
 * once everything arrived, when it expires; a share sent directly only, whether its sender's page is there; any
 * share, that it ended (downloaded, expired, stopped). A share that ended says so in place of its files.
 */
export function useArrival(folder: RetrievedFolder): FollowedArrival {
  const [followed, setFollowed] = useState(() => startOf(folder));
  // Another share (or the same one looked up again): start over from what its lookup said.
  const current = followed.folder === folder ? followed : startOf(folder);
  if (current !== followed) setFollowed(current);

  const { progressUrl } = folder;
  const directOnly = folder.directOnly === true;
  const following: Following = directOnly ? 'direct-only' : current.arrival.status === 'ready' ? 'ready' : 'arrival';
  const ended = current.ended !== null;
  useEffect(() => {
    if (ended || !progressUrl) return;
    const controller = new AbortController();
    watchArrival(progressUrl, {
      signal: controller.signal,
      onProgress: (progress) =>
        setFollowed((now) =>
          now.folder === folder
            ? { ...now, arrival: withProgress(now.arrival, progress), senderPresent: progress.senderPresent ?? null }
            : now,
        ),
      onEnded: (error) => setFollowed((now) => (now.folder === folder ? { ...now, ended: error } : now)),
      untilReady: following === 'arrival',
    });
    return () => controller.abort();
  }, [folder, following, ended, progressUrl]);

  return { arrival: current.arrival, ended: current.ended, senderPresent: current.senderPresent };
}
