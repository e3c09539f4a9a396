import { useState } from 'react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
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
  DirectOnlyNote,
  QueuedShareAlert,
  SenderShares,
  ShareModal,
  shareOfState,
  UploadProgress,
  useSharePopup,
  useUploadQueue,
} from '../../features/send';
import { SendingDirectlyStatus } from '../../features/live';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { useSelection } from '../../hooks/use-selection';
import { useSharedFiles } from '../../hooks/use-shared-files';
import type { UploadEntry } from '../../lib/api/folders';
import { DEFAULT_RETENTION, type Retention } from '../../lib/sharing/share-expiry';
import styles from './data-sharing-page.module.css';

/** What this page says, word for word (the browser tests look for these). */
const NO_FILES_MESSAGE = 'No files to upload.';
const UPLOAD_FAILED_MESSAGE = 'Upload failed';

/** Under a share's status: whether this page is sending its files straight to a recipient's device now. */
function sendingDirectly(folderCode: string) {
  return <SendingDirectlyStatus folderCode={folderCode} />;
}

export default function DataSharingPage() {
  const [mode, setMode] = useState<PickMode>('folder');
  const [retention, setRetention] = useState<Retention>(DEFAULT_RETENTION);
  const [emptyShare, setEmptyShare] = useState(false);
  const selection = useSelection();
  const password = usePasswordChoice();
  const encryption = useEncryptionChoice();
  const directOnly = useDirectOnlyChoice();
  const upload = useUploadQueue();
  const online = useOnlineStatus();
  const { state } = upload;
  const busy = state.status === 'uploading' || state.status === 'preparing';
  const hasFiles = selection.entries.length > 0;
  // The share pressed here, from the moment the server made it (its files may still be on their way).
  const result = shareOfState(state) ?? null;
  // Ended (here, in Recent shares, or elsewhere), stopped or removed: its code, link and QR are no longer offered.
  const over = useShareOver(result);
  const popup = useSharePopup(upload);

  const pick = (entries: UploadEntry[]) => {
    selection.replace(entries);
    setEmptyShare(false);
    upload.reset();
  };

  const sharedCount = useSharedFiles((entries) => {
    setMode('files');
    pick(entries);
  });

  const share = async () => {
    if (!hasFiles) {
      setEmptyShare(true);
      return;
    }
    setEmptyShare(false);
    const chosenPassword = password.take();
    if (chosenPassword === null) return;
    await upload.start(selection.entries, {
      retention,
      password: chosenPassword,
      encrypted: encryption.enabled,
      directOnly: directOnly.enabled,
    });
  };

  return (
    <div className="container page">
      <PageHeader
        title="Data Sharing"
        lead="Pick files or a whole folder, press Share Files, and send the 4-digit code, the link or the QR code to whoever needs them."
      />

      <div className={styles.layout}>
        <section className={`card ${styles.panel}`} aria-labelledby="pick-title">
          <h2 id="pick-title" className={styles.panelTitle}>
            1. Choose what to share
          </h2>
          {sharedCount !== null && (
            <Alert tone={sharedCount > 0 ? 'info' : 'warning'}>
              {sharedCount > 0
                ? `${sharedCount === 1 ? '1 file' : `${sharedCount} files`} received from another app. Press Share Files to share them.`
                : 'Nothing arrived from the other app. Pick the files here instead.'}
            </Alert>
          )}
          <FilePicker mode={mode} onModeChange={setMode} onPick={pick} disabled={busy} />
          {!hasFiles && (
            <p className={styles.hint} data-testid="retention-hint">
              Shared data is temporary: it is deleted automatically after 2 hours unless you choose otherwise below.
              Works with any file type, such as PDF, JPG, PNG and DOCX.
            </p>
          )}
          {hasFiles && (
            <SelectionTree
              tree={selection.tree}
              sizesPending={selection.sizesPending}
              onRemoveFile={(entry) => selection.removeFile(entry.id)}
              onRemoveFolder={selection.removeFolder}
              disabled={busy}
            />
          )}
        </section>

        <section className={`card ${styles.panel}`} aria-labelledby="share-title">
          <h2 id="share-title" className={styles.panelTitle}>
            2. Share
          </h2>
          <RetentionChoice value={retention} onChange={setRetention} disabled={busy} />
          <PasswordChoice {...password.field} disabled={busy} />
          <EncryptionChoice {...encryption} disabled={busy} />
          <DirectOnlyChoice {...directOnly} disabled={busy} />
          <Button size="lg" block onClick={() => void share()} disabled={busy}>
            {state.status === 'preparing'
              ? 'Preparing...'
              : state.status === 'uploading'
                ? 'Uploading...'
                : 'Share Files'}
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

          {emptyShare && (
            <Alert tone="error" onDismiss={() => setEmptyShare(false)}>
              {NO_FILES_MESSAGE}
            </Alert>
          )}
          {state.status === 'queued' && <QueuedShareAlert reason={state.reason} onDismiss={upload.reset} />}
          {state.status === 'failed' && (
            <Alert
              tone="error"
              title={
                <>
                  <span aria-hidden="true">✖ </span>
                  {UPLOAD_FAILED_MESSAGE}
                </>
              }
              onDismiss={upload.reset}
            >
              <p>{state.message}</p>
            </Alert>
          )}
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
          {result && state.status !== 'cancelled' && state.status !== 'ended' && (
            <Alert tone={over ? 'info' : 'success'} title={`Shared with code ${result.folderCode}`}>
              <p>
                {over ? (
                  shareOverText(over)
                ) : (
                  <button type="button" className={styles.linkButton} onClick={() => popup.show(result)}>
                    Show the code, link and QR again
                  </button>
                )}
              </p>
              {!over && result.directOnly && <DirectOnlyNote />}
            </Alert>
          )}
        </section>
      </div>

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
      />
    </div>
  );
}
