import type { UploadedFolder } from '../../lib/api/folders';
import type { FolderState } from '../../lib/api/folder-management';
import { useFolderState } from './share-status/use-folder-state';

/** Whether a share's files are still arriving, and when it ends, as its sender's screens show them. */
export interface ShareArrival {
  /** Some file has not arrived yet: its retention has not started, so there is no end to show. */
  arriving: boolean;
  /** When it ends: once arrived, when its retention runs out. */
  expiresAt: string;
  /** The share's state, as the server last said (shared with every other place that watches it). */
  state: FolderState | undefined;
}

/**
 * Whether `share`'s files are still arriving. `sending`: this device is still sending them. Else what its upload
 * last answered, as this device recorded it (`arriving` from the announcement; the finish step's status once
 * every byte arrived), unless the server's state of it (asked every few seconds) says otherwise meanwhile.
 */
export function useShareArrival(share: UploadedFolder, sending = false): ShareArrival {
  const state = useFolderState(share.manageKey ? share.folderCode : undefined, share.manageKey);
  const arriving = sending || (share.status === 'arriving' && (!state || state.status === 'arriving'));
  const expiresAt = state && state.status !== 'arriving' ? state.expiresAt : share.expiresAt;
  return { arriving, expiresAt, state };
}
