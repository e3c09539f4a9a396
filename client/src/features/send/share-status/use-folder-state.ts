import { useCallback, useSyncExternalStore } from 'react';
import type { FolderState } from '../../../lib/api/folder-management';
import { isFinal } from '../../../lib/moderation/sender-moderation';
import { watchedFolderState, watchFolderState } from '../../../lib/sharing/folder-state-watch';

export { SHARE_STATE_POLL_MS } from '../../../lib/sharing/folder-state-watch';

const watchNothing = () => () => undefined;
const nothing = () => undefined;

/**
 * The share's state, asked again every SHARE_STATE_POLL_MS while the page is visible; nothing is asked while
 * it is hidden, once nothing shows it any more (the dialog closed), or once the share has ended or was
 * removed. Every place that shows the same share shares one round of questions (lib/sharing/folder-state-watch).
 * `code` undefined: nothing to watch.
 */
export function useFolderState(code: string | undefined, manageKey: string | undefined): FolderState | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => (code ? watchFolderState(code, manageKey, onChange) : watchNothing()),
    [code, manageKey],
  );
  const snapshot = useCallback(() => (code ? watchedFolderState(code, manageKey) : undefined), [code, manageKey]);
  return useSyncExternalStore(subscribe, snapshot, nothing);
}

/**
 * Whether a share this device made is over (ended, or removed by the operators): its code, link and QR open
 * nothing any more, so they are no longer offered. Shares without a management key cannot be asked.
 */
export function useShareOver(share: { folderCode: string; manageKey?: string } | null): FolderState | undefined {
  const state = useFolderState(share?.manageKey ? share.folderCode : undefined, share?.manageKey);
  return state && isFinal(state) ? state : undefined;
}
