import { useEffect, useState } from 'react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { FeaturesLayout } from '../../components/features-layout/features-layout';
import { FilePicker, type PickMode } from '../../components/file-picker/file-picker';
import { PageHeader } from '../../components/page-header/page-header';
import { PasswordChoice } from '../../components/password-choice/password-choice';
import { usePasswordChoice } from '../../components/password-choice/use-password-choice';
import { EncryptionChoice } from '../../components/encryption-choice/encryption-choice';
import { useEncryptionChoice } from '../../components/encryption-choice/use-encryption-choice';
import { DirectOnlyChoice } from '../../components/direct-only-choice/direct-only-choice';
import { useDirectOnlyChoice } from '../../components/direct-only-choice/use-direct-only-choice';
import { RetentionChoice } from '../../components/retention-choice/retention-choice';
import { SelectionTree } from '../../components/selection-tree/selection-tree';
import { shareOverText } from '../../components/share-status/share-status-text';
import { useShareOver } from '../../components/share-status/use-folder-state';
import {
  QueuedShareAlert,
  SenderShares,
  ShareDetails,
  ShareLinks,
  ShareModal,
  shareOfState,
  UploadProgress,
  useSharePopup,
  useUploadQueue,
} from '../../features/send';
import { SendingDirectlyStatus } from '../../features/live';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { useSelection, type SelectionEntry } from '../../hooks/use-selection';
import type { UploadEntry } from '../../lib/api/folders';
import { DEFAULT_RETENTION, type Retention } from '../../lib/sharing/share-expiry';
import styles from './features-file-sharing-page.module.css';

/** Under a share's status: whether this page is sending its files straight to a recipient's device now. */
function sendingDirectly(folderCode: string) {
  return <SendingDirectlyStatus folderCode={folderCode} />;
}

/** The feature page's Remove alert when the file is no longer in the selection. */
const PATHS_MISMATCH_MESSAGE = 'Please select files and make sure file paths match.';

/**
 * /features/file-sharing: the feature page's own screen (Select Files / Select Folders, the list of name, size in
 * KB and path, Upload, the success panel and popup with the share links) over the same sharing pipeline as
 * /data-sharing: the upload queue (queued offline, resumed after a dropped connection or a closed tab), the share
 * made the moment Upload is pressed while its files follow, Recent shares with their status and End now, and the
 * code exchange of encrypted shares.
 */
export default function FeaturesFileSharingPage() {
  const [mode, setMode] = useState<PickMode>('files');
  const [retention, setRetention] = useState<Retention>(DEFAULT_RETENTION);
  const [mismatch, setMismatch] = useState(false);
  const selection = useSelection();
  const password = usePasswordChoice();
  const encryption = useEncryptionChoice();
  const directOnly = useDirectOnlyChoice();
  const upload = useUploadQueue();
  const online = useOnlineStatus();
  const { state } = upload;
  const busy = state.status === 'uploading' || state.status === 'preparing';
  // The share pressed here, from the moment the server made it (its files may still be on their way).
  const result = state.status === 'cancelled' || state.status === 'ended' ? null : (shareOfState(state) ?? null);
  // Ended (here, in Recent shares, or elsewhere), stopped or removed: its code, link and QR are no longer offered.
  const over = useShareOver(result);
  const sendingHere =
    state.status === 'uploading' && state.share ? { progress: state.progress, waiting: state.waiting } : undefined;
  const popup = useSharePopup(upload);

  const pick = (entries: UploadEntry[]) => {
    selection.replace(entries);
    setMismatch(false);
    upload.reset();
  };

  const removeFile = (entry: SelectionEntry) => {
    if (!selection.entries.some((candidate) => candidate.id === entry.id)) {
      setMismatch(true);
      return;
    }
    selection.removeFile(entry.id);
  };

  const uploadFiles = async () => {
    // With no files, the feature page's Upload does nothing.
    if (selection.entries.length === 0) return;
    const chosenPassword = password.take();
    if (chosenPassword === null) return;
    await upload.start(selection.entries, {
      retention,
      password: chosenPassword,
      encrypted: encryption.enabled,
      directOnly: directOnly.enabled,
    });
  };

  useEffect(() => {
    // The feature page logs the server's error.
    if (state.status === 'failed') console.error('Upload failed:', state.message);
  }, [state]);

  return (
    <FeaturesLayout>
      <PageHeader
        title="File Sharing"
        lead="Upload files or folders and get a code, a link and a QR code to send anywhere."
      />

      <section className={`card ${styles.panel}`} aria-labelledby="upload-title">
        <h2 id="upload-title" className={styles.panelTitle}>
          Upload
        </h2>
        <FilePicker
          mode={mode}
          onModeChange={setMode}
          onPick={pick}
          disabled={busy}
          labels={{ files: 'Select Files', folder: 'Select Folders' }}
        />
        {mismatch && (
          <Alert tone="error" onDismiss={() => setMismatch(false)}>
            {PATHS_MISMATCH_MESSAGE}
          </Alert>
        )}
        {selection.entries.length > 0 && (
          <SelectionTree
            tree={selection.tree}
            sizesPending={selection.sizesPending}
            sizeUnits="kb"
            showPaths
            confirmFileRemoval
            onRemoveFile={removeFile}
            onRemoveFolder={selection.removeFolder}
            disabled={busy}
          />
        )}
        <RetentionChoice value={retention} onChange={setRetention} disabled={busy} />
        <PasswordChoice {...password.field} disabled={busy} />
        <EncryptionChoice {...encryption} disabled={busy} />
        <DirectOnlyChoice {...directOnly} disabled={busy} />
        <Button size="lg" onClick={() => void uploadFiles()} disabled={busy || selection.entries.length === 0}>
          {state.status === 'preparing' ? 'Preparing...' : state.status === 'uploading' ? 'Uploading...' : 'Upload'}
        </Button>
        {state.status === 'uploading' && (
          <UploadProgress
            progress={state.progress}
            shared={state.share !== undefined}
            waiting={state.waiting}
            onCancel={() => void upload.cancel()}
          />
        )}
        {state.status === 'uploading' && state.share && state.waiting && <QueuedShareAlert reason={state.waiting} />}
        {state.status === 'queued' && <QueuedShareAlert reason={state.reason} onDismiss={upload.reset} />}
        {state.status === 'cancelled' && (
          <Alert tone="info" onDismiss={upload.reset}>
            {state.share
              ? `Upload cancelled, so share ${state.share.folderCode} ended before everything arrived: its files were deleted, and whoever opens its code or link is told you stopped.`
              : 'Upload cancelled. Nothing was shared.'}
          </Alert>
        )}
        {state.status === 'ended' && (
          <Alert tone="warning" title={`Share ${state.share.folderCode} ended`} onDismiss={upload.reset}>
            <p>{state.message}</p>
          </Alert>
        )}
        {state.status === 'failed' && (
          <Alert tone="error" onDismiss={upload.reset}>
            The upload did not go through: {state.message}
          </Alert>
        )}
      </section>

      {result && (
        <section
          className={`card ${styles.panel} ${over ? styles.over : styles.success}`}
          aria-labelledby="success-title"
          data-testid="success-panel"
        >
          <h2 id="success-title" className={styles.panelTitle}>
            {over
              ? `Share ${result.folderCode} ${over.status === 'removed' ? 'removed' : over.status === 'stopped' ? 'stopped' : 'ended'}`
              : result.directOnly
                ? `Shared with code ${result.folderCode}: sent directly from this page`
                : sendingHere
                  ? `Shared with code ${result.folderCode}: sending the files…`
                  : 'Upload complete'}
          </h2>
          {over ? (
            <p className={styles.overText}>{shareOverText(over)}</p>
          ) : (
            <ShareDetails result={result} copyFeedback="alerts" sending={sendingHere !== undefined}>
              <ShareLinks folderCode={result.folderCode} folderUrl={result.folderUrl} />
            </ShareDetails>
          )}
        </section>
      )}

      <SenderShares
        upload={upload}
        online={online}
        onShow={popup.show}
        liveStatus={sendingDirectly}
        className={styles.lists}
      />

      <ShareModal
        result={popup.shown}
        sending={popup.shownSending}
        onCancelUpload={popup.cancelShown}
        onClose={popup.close}
        liveStatus={sendingDirectly}
        copyFeedback="alerts"
      >
        {popup.shown && <ShareLinks folderCode={popup.shown.folderCode} folderUrl={popup.shown.folderUrl} />}
      </ShareModal>
    </FeaturesLayout>
  );
}
