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
import { QueuedShareAlert } from '../../components/queued-uploads/queued-share-alert';
import { QueuedUploads } from '../../components/queued-uploads/queued-uploads';
import { RecentShares } from '../../components/recent-shares/recent-shares';
import { RetentionChoice } from '../../components/retention-choice/retention-choice';
import { SelectionTree } from '../../components/selection-tree/selection-tree';
import { ShareDetails } from '../../components/share-details/share-details';
import { ShareLinks } from '../../components/share-links/share-links';
import { ShareModal } from '../../components/share-modal/share-modal';
import { shareOverText } from '../../components/share-status/share-status-text';
import { useShareOver } from '../../components/share-status/use-folder-state';
import { UploadProgress } from '../../components/upload-progress/upload-progress';
import { useOnlineStatus } from '../../hooks/use-online-status';
import { useSelection, type SelectionEntry } from '../../hooks/use-selection';
import { useUploadQueue } from '../../hooks/use-upload-queue';
import type { UploadedFolder, UploadEntry } from '../../lib/api/folders';
import { DEFAULT_RETENTION, type Retention } from '../../lib/sharing/share-expiry';
import styles from './features-file-sharing-page.module.css';

/** The feature page's Remove alert when the file is no longer in the selection. */
const PATHS_MISMATCH_MESSAGE = 'Please select files and make sure file paths match.';

/**
 * /features/file-sharing: the feature page's own screen (Select Files / Select Folders, the list of name, size in
 * KB and path, Upload, the success panel and popup with the share links) over the same sharing pipeline as
 * /data-sharing: the upload queue (queued offline, resumed after a dropped connection or a closed tab), Recent
 * shares with their status and End now, and the code exchange of encrypted shares. Its one-request uploads keep
 * the page's own fields (`filenamesRaw`, `filepathsRaw`, `filesizeRaw`).
 */
export default function FeaturesFileSharingPage() {
  const [mode, setMode] = useState<PickMode>('files');
  const [retention, setRetention] = useState<Retention>(DEFAULT_RETENTION);
  const [popup, setPopup] = useState<UploadedFolder | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const selection = useSelection();
  const password = usePasswordChoice();
  const encryption = useEncryptionChoice();
  const upload = useUploadQueue();
  const online = useOnlineStatus();
  const { state } = upload;
  const busy = state.status === 'uploading' || state.status === 'preparing';
  const result = state.status === 'success' ? state.result : null;
  // Ended (here, in Recent shares, or elsewhere) or removed: its code, link and QR are no longer offered.
  const over = useShareOver(result);

  // A share's result opens the popup, whether it was sent just now or came out of the queue: adjusted while
  // rendering, the first time each upload state is seen.
  const [seenState, setSeenState] = useState<typeof state | null>(null);
  if (seenState !== state) {
    setSeenState(state);
    if (state.status === 'success') setPopup(state.result);
  }

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
      shape: 'raw',
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
        <Button size="lg" onClick={() => void uploadFiles()} disabled={busy || selection.entries.length === 0}>
          {state.status === 'preparing' ? 'Preparing...' : state.status === 'uploading' ? 'Uploading...' : 'Upload'}
        </Button>
        {state.status === 'uploading' && <UploadProgress progress={state.progress} onCancel={upload.cancel} />}
        {state.status === 'queued' && <QueuedShareAlert reason={state.reason} onDismiss={upload.reset} />}
        {state.status === 'cancelled' && (
          <Alert tone="info" onDismiss={upload.reset}>
            Upload cancelled. Nothing was shared.
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
            {over ? `Share ${result.folderCode} ${over.status === 'removed' ? 'removed' : 'ended'}` : 'Upload complete'}
          </h2>
          {over ? (
            <p className={styles.overText}>{shareOverText(over)}</p>
          ) : (
            <ShareDetails result={result} copyFeedback="alerts">
              <ShareLinks folderCode={result.folderCode} folderUrl={result.folderUrl} />
            </ShareDetails>
          )}
        </section>
      )}

      <div className={styles.lists}>
        <QueuedUploads
          items={upload.queue}
          online={online}
          onCancel={(id) => void upload.cancelQueued(id)}
          onDismiss={(id) => void upload.dismissFailed(id)}
        />
        <RecentShares shares={upload.recent} onShow={setPopup} onForget={(id) => void upload.forget(id)} />
      </div>

      <ShareModal result={popup} onClose={() => setPopup(null)} copyFeedback="alerts">
        {popup && <ShareLinks folderCode={popup.folderCode} folderUrl={popup.folderUrl} />}
      </ShareModal>
    </FeaturesLayout>
  );
}
