import { useState } from 'react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { FilePicker, type PickMode } from '../../components/file-picker/file-picker';
import { PageHeader } from '../../components/page-header/page-header';
import { RetentionChoice } from '../../components/retention-choice/retention-choice';
import { SelectionTree } from '../../components/selection-tree/selection-tree';
import { ShareModal } from '../../components/share-modal/share-modal';
import { UploadProgress } from '../../components/upload-progress/upload-progress';
import { useSelection } from '../../hooks/use-selection';
import { useUpload } from '../../hooks/use-upload';
import { messageOf, ApiError } from '../../lib/api/http';
import type { ShareResult, UploadEntry } from '../../lib/api/shares';
import { DEFAULT_RETENTION, type Retention } from '../../lib/share-expiry';
import styles from './data-sharing-page.module.css';

/** Spec §5 and §8 strings of this page. */
export const NO_FILES_MESSAGE = 'No files to upload.';
export const UPLOAD_FAILED_MESSAGE = 'Upload failed';

function failureDetail(error: unknown): string {
  if (error instanceof ApiError) return messageOf(error.body) ?? error.message;
  if (error instanceof TypeError) return 'The connection dropped. Check your network and try again.';
  return 'Please try again.';
}

export default function DataSharingPage() {
  const [mode, setMode] = useState<PickMode>('folder');
  const [retention, setRetention] = useState<Retention>(DEFAULT_RETENTION);
  const [emptyShare, setEmptyShare] = useState(false);
  const [modalResult, setModalResult] = useState<ShareResult | null>(null);
  const selection = useSelection();
  const upload = useUpload();
  const uploading = upload.state.status === 'uploading';
  const hasFiles = selection.entries.length > 0;

  const pick = (entries: UploadEntry[]) => {
    selection.replace(entries);
    setEmptyShare(false);
    upload.reset();
  };

  const share = async () => {
    if (!hasFiles) {
      setEmptyShare(true);
      return;
    }
    setEmptyShare(false);
    const result = await upload.start(selection.entries, { retention, shape: 'paths' });
    if (result) setModalResult(result);
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
          <FilePicker mode={mode} onModeChange={setMode} onPick={pick} disabled={uploading} />
          {!hasFiles && (
            <p className={styles.hint} data-testid="retention-hint">
              Shared data is temporary: it is deleted automatically after 2 hours unless you choose otherwise below.
              Works with any file type, such as PDF, JPG, PNG and DOCX.
            </p>
          )}
          {hasFiles && (
            <SelectionTree
              tree={selection.tree}
              onRemoveFile={(entry) => selection.removeFile(entry.id)}
              onRemoveFolder={selection.removeFolder}
              disabled={uploading}
            />
          )}
        </section>

        <section className={`card ${styles.panel}`} aria-labelledby="share-title">
          <h2 id="share-title" className={styles.panelTitle}>
            2. Share
          </h2>
          <RetentionChoice value={retention} onChange={setRetention} disabled={uploading} />
          <Button size="lg" block onClick={share} disabled={uploading}>
            {uploading ? 'Uploading...' : 'Share Files'}
          </Button>
          {upload.state.status === 'uploading' && <UploadProgress progress={upload.state.progress} onCancel={upload.cancel} />}

          {emptyShare && (
            <Alert tone="error" onDismiss={() => setEmptyShare(false)}>
              {NO_FILES_MESSAGE}
            </Alert>
          )}
          {upload.state.status === 'failed' && (
            <Alert tone="error" title={<><span aria-hidden="true">❌ </span>{UPLOAD_FAILED_MESSAGE}</>} onDismiss={upload.reset}>
              <p>{failureDetail(upload.state.error)}</p>
            </Alert>
          )}
          {upload.state.status === 'cancelled' && (
            <Alert tone="info" onDismiss={upload.reset}>
              Upload cancelled. Nothing was shared.
            </Alert>
          )}
          {upload.state.status === 'success' && (
            <Alert tone="success" title={`Shared with code ${upload.state.result.folderCode}`}>
              <p>
                <button type="button" className={styles.linkButton} onClick={() => setModalResult(upload.state.status === 'success' ? upload.state.result : null)}>
                  Show the code, link and QR again
                </button>
              </p>
            </Alert>
          )}
        </section>
      </div>

      <ShareModal result={modalResult} onClose={() => setModalResult(null)} />
    </div>
  );
}
