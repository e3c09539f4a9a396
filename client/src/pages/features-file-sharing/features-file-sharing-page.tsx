import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../components/alert/alert';
import { FeaturesLayout } from '../../features/feature-pages';
import {
  FilePicker,
  type RecentShare,
  SelectionTree,
  SendControls,
  SenderPanels,
  SendStatus,
  ShareDetails,
  ShareLinks,
  shareOverText,
  useSendFlow,
  useShareOver,
} from '../../features/send';
import { PageHeader } from '../../components/page-header/page-header';
import { SendingDirectlyStatus } from '../../features/live';
import type { SelectionEntry } from '../../hooks/use-selection';
import styles from './features-file-sharing-page.module.css';

/** The feature page's links to messaging apps and e-mail, in its panel and its dialog. */
function shareLinks(share: RecentShare) {
  return <ShareLinks folderCode={share.folderCode} folderUrl={share.folderUrl} />;
}

/**
 * /features/file-sharing: the feature page's own screen (Select Files / Select Folders, the list of name, size in
 * KB and path, Upload, the success panel and popup with the share links) over the same send flow as
 * /data-sharing (features/send useSendFlow): the upload queue (queued offline, resumed after a dropped connection
 * or a closed tab), the share made the moment Upload is pressed while its files follow, Recent shares with their
 * status and End now, and the code exchange of encrypted shares.
 */
export default function FeaturesFileSharingPage() {
  const intl = useIntl();
  const [mismatch, setMismatch] = useState(false);
  const flow = useSendFlow({ initialMode: 'files', onPick: () => setMismatch(false) });
  const { selection, state, busy } = flow;
  // The share pressed here, from the moment the server made it (its files may still be on their way).
  const result = state.status === 'cancelled' || state.status === 'ended' ? null : flow.share;
  // Ended (here, in Recent shares, or elsewhere), stopped or removed: its code, link and QR are no longer offered.
  const over = useShareOver(result);
  const sendingHere =
    state.status === 'uploading' && state.share ? { progress: state.progress, waiting: state.waiting } : undefined;

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
    await flow.send();
  };

  useEffect(() => {
    // The feature page logs the server's error.
    if (state.status === 'failed') console.error('Upload failed:', state.message);
  }, [state]);

  return (
    <FeaturesLayout>
      <PageHeader
        title={intl.formatMessage({ id: 'featuresFileSharing.page.title', defaultMessage: 'File Sharing' })}
        lead={
          <FormattedMessage
            id="featuresFileSharing.page.lead"
            defaultMessage="Upload files or folders and get a code, a link and a QR code to send anywhere."
          />
        }
      />

      <section className={`card ${styles.panel}`} aria-labelledby="upload-title">
        <h2 id="upload-title" className={styles.panelTitle}>
          <FormattedMessage id="featuresFileSharing.page.uploadTitle" defaultMessage="Upload" />
        </h2>
        <FilePicker
          mode={flow.mode}
          onModeChange={flow.setMode}
          onPick={flow.pick}
          disabled={busy}
          labels={{
            files: intl.formatMessage({ id: 'featuresFileSharing.page.selectFiles', defaultMessage: 'Select Files' }),
            folder: intl.formatMessage({
              id: 'featuresFileSharing.page.selectFolders',
              defaultMessage: 'Select Folders',
            }),
          }}
        />
        {mismatch && (
          <Alert tone="error" onDismiss={() => setMismatch(false)}>
            {/* The Remove alert when the file is no longer in the selection. */}
            <FormattedMessage
              id="featuresFileSharing.page.pathsMismatch"
              defaultMessage="Please select files and make sure file paths match."
            />
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
        <SendControls
          flow={flow}
          label={intl.formatMessage({ id: 'featuresFileSharing.page.uploadButton', defaultMessage: 'Upload' })}
          onSend={() => void uploadFiles()}
          blocked={selection.entries.length === 0}
        />
        <SendStatus
          flow={flow}
          failedText={(message) => (
            <FormattedMessage
              id="featuresFileSharing.page.uploadFailed"
              defaultMessage="The upload did not go through: {message}"
              values={{ message }}
            />
          )}
        />
      </section>

      {result && (
        <section
          className={`card ${styles.panel} ${over ? styles.over : styles.success}`}
          aria-labelledby="success-title"
          data-testid="success-panel"
        >
          <h2 id="success-title" className={styles.panelTitle}>
            {over ? (
              <FormattedMessage
                id="featuresFileSharing.page.shareOver"
                defaultMessage="{status, select, removed {Share {code} removed} stopped {Share {code} stopped} other {Share {code} ended}}"
                values={{ status: over.status, code: result.folderCode }}
              />
            ) : result.directOnly ? (
              <FormattedMessage
                id="featuresFileSharing.page.sharedDirectly"
                defaultMessage="Shared with code {code}: sent directly from this page"
                values={{ code: result.folderCode }}
              />
            ) : sendingHere ? (
              <FormattedMessage
                id="featuresFileSharing.page.sharedSending"
                defaultMessage="Shared with code {code}: sending the files…"
                values={{ code: result.folderCode }}
              />
            ) : (
              <FormattedMessage id="featuresFileSharing.page.uploadComplete" defaultMessage="Upload complete" />
            )}
          </h2>
          {over ? (
            <p className={styles.overText}>{shareOverText(over)}</p>
          ) : (
            <ShareDetails result={result} copyFeedback="alerts" sending={sendingHere !== undefined}>
              {shareLinks(result)}
            </ShareDetails>
          )}
        </section>
      )}

      <SenderPanels
        flow={flow}
        LiveStatus={SendingDirectlyStatus}
        className={styles.lists}
        copyFeedback="alerts"
        extra={shareLinks}
      />
    </FeaturesLayout>
  );
}
