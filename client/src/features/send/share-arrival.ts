import { useMemo } from 'react';
import type { UploadedFolder } from '../../lib/api/folders';
import type { FolderState } from '../../lib/api/folder-management';
import { useFolderState } from './share-status/use-folder-state';

/** Whether a share's files are still arriving, and when it ends, as its sender's screens show them. */
export interface ShareArrival {
  /** Some file has not arrived yet: its retention has not started, so there is no end to show. */
  arriving: boolean;
  /** When it ends: once arrived, when its retention runs out. */
  expiresAt: string;
  /**
   * The share's state, as the server last said (shared with every other place that watches it), brought up to
   * this page's own news: a share this page saw arrive is not shown as arriving by a state polled before.
   */
  state: FolderState | undefined;
}

/**
 * `state` once `share` has arrived, as its upload's finish said: the live poll holds changes back for a few seconds
 * (docs/live.md), so the state it last brought may still say `arriving` for a share this page already knows whole.
 * Its files have all arrived then (each is ready, or still being checked), and its retention runs from the finish.
 */
export function withOwnArrival(state: FolderState, share: Pick<UploadedFolder, 'status' | 'expiresAt'>): FolderState {
  if (state.status !== 'arriving' || share.status === 'arriving') return state;
  return {
    ...state,
    status: share.status,
    expiresAt: share.expiresAt,
    arrivedAt: state.arrivedAt ?? new Date().toISOString(),
    receivedBytes: state.totalBytes,
    files: state.files.map((file) =>
      file.status === 'arriving' ? { ...file, status: 'checking', receivedBytes: file.filesize } : file,
    ),
  };
}

/**
 * Whether `share`'s files are still arriving. `sending`: this device is still sending them. Else what its upload
 * last answered, as this device recorded it (`arriving` from the announcement; the finish step's status once
 * every byte arrived), unless the server's state of it (on the page's live poll) says otherwise meanwhile.
 */
export function useShareArrival(share: UploadedFolder, sending = false): ShareArrival {
  const polled = useFolderState(share.manageKey ? share.folderCode : undefined, share.manageKey);
  const { status, expiresAt: ownExpiry } = share;
  const state = useMemo(
    () => (polled && !sending ? withOwnArrival(polled, { status, expiresAt: ownExpiry }) : polled),
    [polled, sending, status, ownExpiry],
  );
  const arriving = sending || (share.status === 'arriving' && (!state || state.status === 'arriving'));
  const expiresAt = state && state.status !== 'arriving' ? state.expiresAt : share.expiresAt;
  return { arriving, expiresAt, state };
}
