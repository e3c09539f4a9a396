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
import { RetentionChoice } from '../../components/retention-choice/retention-choice';
import { SelectionTree } from '../../components/selection-tree/selection-tree';
import { ShareDetails } from '../../components/share-details/share-details';
import { ShareLinks } from '../../components/share-links/share-links';
import { ShareModal } from '../../components/share-modal/share-modal';
import { UploadProgress } from '../../components/upload-progress/upload-progress';
import { useSelection, type SelectionEntry } from '../../hooks/use-selection';
import { useUpload } from '../../hooks/use-upload';
import { ApiError, messageOf } from '../../lib/api/http';
import type { UploadedFolder, UploadEntry } from '../../lib/api/folders';
import { DEFAULT_RETENTION, type Retention } from '../../lib/sharing/share-expiry';
import styles from './features-file-sharing-page.module.css';

/** The feature page's Remove alert when the file is no longer in the selection. */
const PATHS_MISMATCH_MESSAGE = 'Please select files and make sure file paths match.';

export default function FeaturesFileSharingPage() {
  const [mode, setMode] = useState<PickMode>('files');
  const [retention, setRetention] = useState<Retention>(DEFAULT_RETENTION);
  const [popup, setPopup] = useState<UploadedFolder | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const selection = useSelection();
  const password = usePasswordChoice();
  const encryption = useEncryptionChoice();
  const upload = useUpload();
  const uploading = upload.state.status === 'uploading';
  const result = upload.state.status === 'success' ? upload.state.result : null;

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
    const shared = await upload.start(selection.entries, {
      retention,
      password: chosenPassword,
      shape: 'raw',
      encrypted: encryption.enabled,
    });
    if (shared) setPopup(shared);
  };

  useEffect(() => {
    if (upload.state.status !== 'failed') return;
    // The feature page logs the server's error field.
    const { error } = upload.state;
    console.error(
      'Upload failed:',
      error instanceof ApiError ? ((error.body as { error?: unknown } | undefined)?.error ?? error.message) : error,
    );
  }, [upload.state]);

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
          disabled={uploading}
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
            disabled={uploading}
          />
        )}
        <RetentionChoice value={retention} onChange={setRetention} disabled={uploading} />
        <PasswordChoice {...password.field} disabled={uploading} />
        <EncryptionChoice {...encryption} disabled={uploading} />
        <Button size="lg" onClick={() => void uploadFiles()} disabled={uploading || selection.entries.length === 0}>
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
        {upload.state.status === 'uploading' && (
          <UploadProgress progress={upload.state.progress} onCancel={upload.cancel} />
        )}
        {upload.state.status === 'cancelled' && (
          <Alert tone="info" onDismiss={upload.reset}>
            Upload cancelled. Nothing was shared.
          </Alert>
        )}
        {upload.state.status === 'failed' && (
          <Alert tone="error" onDismiss={upload.reset}>
            The upload did not go through
            {upload.state.error instanceof ApiError
              ? `: ${messageOf(upload.state.error.body) ?? upload.state.error.message}`
              : '.'}
          </Alert>
        )}
      </section>

      {result && (
        <section
          className={`card ${styles.panel} ${styles.success}`}
          aria-labelledby="success-title"
          data-testid="success-panel"
        >
          <h2 id="success-title" className={styles.panelTitle}>
            Upload complete
          </h2>
          <ShareDetails result={result} copyFeedback="alerts">
            <ShareLinks folderCode={result.folderCode} folderUrl={result.folderUrl} />
          </ShareDetails>
        </section>
      )}

      <ShareModal result={popup} onClose={() => setPopup(null)} copyFeedback="alerts">
        {popup && <ShareLinks folderCode={popup.folderCode} folderUrl={popup.folderUrl} />}
      </ShareModal>
    </FeaturesLayout>
  );
}
