import { useState } from 'react';
import type { PickMode } from './file-picker/file-picker';
import { usePasswordChoice } from './password-choice/use-password-choice';
import { useEncryptionChoice } from '../encryption';
import { useDirectOnlyChoice } from './direct-only-choice/use-direct-only-choice';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { useSelection } from '../../hooks/use-selection';
import type { UploadEntry } from '../../lib/api/folders';
import { DEFAULT_RETENTION, type Retention } from '../../lib/sharing/share-expiry';
import { shareOfState } from './queued-share-state';
import { useSharePopup } from './use-share-popup';
import { useUploadQueue } from './use-upload-queue';

interface SendFlowOptions {
  /** What the picker offers first: single files or a whole folder. */
  initialMode: PickMode;
  /** Runs when a new selection replaces the last one (the page clears its own notices). */
  onPick?: () => void;
}

/**
 * A sending page's whole flow, whatever its screen: the picker's mode, the selection, the share's settings
 * (retention, password, end-to-end encryption, sent directly only), sharing it through the upload queue, and the
 * share dialog. The page draws it with its own words and layout (SendControls, SendStatus, SenderPanels).
 */
export function useSendFlow({ initialMode, onPick }: SendFlowOptions) {
  const [mode, setMode] = useState<PickMode>(initialMode);
  const [retention, setRetention] = useState<Retention>(DEFAULT_RETENTION);
  const selection = useSelection();
  const password = usePasswordChoice();
  const encryption = useEncryptionChoice();
  const directOnly = useDirectOnlyChoice();
  const upload = useUploadQueue();
  const online = useOnlineStatus();
  const popup = useSharePopup(upload);
  const { state } = upload;

  /** A new selection: the last share's status line goes (a queued upload stays queued, one being sent goes on). */
  const pick = (entries: UploadEntry[]) => {
    selection.replace(entries);
    onPick?.();
    upload.reset();
  };

  /** Shares the selection with the chosen settings, unless the password typed cannot be used (its field says why). */
  const send = async () => {
    const chosenPassword = password.take();
    if (chosenPassword === null) return;
    await upload.start(selection.entries, {
      retention,
      password: chosenPassword,
      encrypted: encryption.enabled,
      directOnly: directOnly.enabled,
    });
  };

  return {
    mode,
    setMode,
    retention,
    setRetention,
    selection,
    password,
    encryption,
    directOnly,
    upload,
    state,
    online,
    popup,
    /** Being queued or sent: the picker and the settings wait. */
    busy: state.status === 'uploading' || state.status === 'preparing',
    /** The share pressed here, from the moment the server made it (its files may still be on their way). */
    share: shareOfState(state) ?? null,
    pick,
    send,
  };
}

export type SendFlow = ReturnType<typeof useSendFlow>;
