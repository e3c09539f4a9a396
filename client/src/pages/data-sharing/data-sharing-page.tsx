import { useState } from 'react';
import { Alert } from '../../components/alert/alert';
import {
  DirectOnlyNote,
  FilePicker,
  SelectionTree,
  SendControls,
  SenderPanels,
  SendStatus,
  shareOverText,
  useSendFlow,
  useShareOver,
} from '../../features/send';
import { PageHeader } from '../../components/page-header/page-header';
import { SendingDirectlyStatus } from '../../features/live';
import { useSharedFiles } from '../../hooks/use-shared-files';
import styles from './data-sharing-page.module.css';

/** What this page says, word for word (the browser tests look for these). */
const NO_FILES_MESSAGE = 'No files to upload.';
const UPLOAD_FAILED_MESSAGE = 'Upload failed';

export default function DataSharingPage() {
  const [emptyShare, setEmptyShare] = useState(false);
  const flow = useSendFlow({ initialMode: 'folder', onPick: () => setEmptyShare(false) });
  const { selection, state, busy, share: result, popup } = flow;
  const hasFiles = selection.entries.length > 0;
  // Ended (here, in Recent shares, or elsewhere), stopped or removed: its code, link and QR are no longer offered.
  const over = useShareOver(result);

  const sharedCount = useSharedFiles((entries) => {
    flow.setMode('files');
    flow.pick(entries);
  });

  const share = async () => {
    if (!hasFiles) {
      setEmptyShare(true);
      return;
    }
    setEmptyShare(false);
    await flow.send();
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
          <FilePicker mode={flow.mode} onModeChange={flow.setMode} onPick={flow.pick} disabled={busy} />
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
          <SendControls flow={flow} label="Share Files" onSend={() => void share()} block />
          <SendStatus
            flow={flow}
            notice={
              emptyShare && (
                <Alert tone="error" onDismiss={() => setEmptyShare(false)}>
                  {NO_FILES_MESSAGE}
                </Alert>
              )
            }
            failedTitle={
              <>
                <span aria-hidden="true">✖ </span>
                {UPLOAD_FAILED_MESSAGE}
              </>
            }
            failedText={(message) => <p>{message}</p>}
          />
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

      <SenderPanels flow={flow} LiveStatus={SendingDirectlyStatus} className={styles.lists} />
    </div>
  );
}
