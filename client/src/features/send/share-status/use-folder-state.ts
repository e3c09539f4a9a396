import { useCallback, useSyncExternalStore } from 'react';
import type { FolderState } from '../../../lib/api/folder-management';
import { isFinal } from '../../../lib/moderation/sender-moderation';
import { watchedFolderState, watchFolderState } from '../../../lib/sharing/folder-state-watch';

const watchNothing = () => () => undefined;
const nothing = () => undefined;

/**
 * The share's state as it changes, heard through the page's live poll until nothing shows it any more (the
 * dialog closed) or the share has ended or was removed. Every place that shows the same share follows it once
 * (lib/sharing/folder-state-watch). `code` undefined: nothing to watch.
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
