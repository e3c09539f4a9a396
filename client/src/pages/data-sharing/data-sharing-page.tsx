import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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

export default function DataSharingPage() {
  const intl = useIntl();
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
        title={intl.formatMessage({ id: 'dataSharing.page.title', defaultMessage: 'Data Sharing' })}
        lead={
          <FormattedMessage
            id="dataSharing.page.lead"
            defaultMessage="Pick files or a whole folder, press Share Files, and send the 4-digit code, the link or the QR code to whoever needs them."
          />
        }
      />

      <div className={styles.layout}>
        <section className={`card ${styles.panel}`} aria-labelledby="pick-title">
          <h2 id="pick-title" className={styles.panelTitle}>
            <FormattedMessage id="dataSharing.page.chooseTitle" defaultMessage="1. Choose what to share" />
          </h2>
          {sharedCount !== null && (
            <Alert tone={sharedCount > 0 ? 'info' : 'warning'}>
              {sharedCount > 0 ? (
                <FormattedMessage
                  id="dataSharing.page.receivedFromApp"
                  defaultMessage="{count, plural, one {{files} file} other {{files} files}} received from another app. Press Share Files to share them."
                  values={{ count: sharedCount, files: String(sharedCount) }}
                />
              ) : (
                <FormattedMessage
                  id="dataSharing.page.nothingFromApp"
                  defaultMessage="Nothing arrived from the other app. Pick the files here instead."
                />
              )}
            </Alert>
          )}
          <FilePicker mode={flow.mode} onModeChange={flow.setMode} onPick={flow.pick} disabled={busy} />
          {!hasFiles && (
            <p className={styles.hint} data-testid="retention-hint">
              <FormattedMessage
                id="dataSharing.page.retentionHint"
                defaultMessage="Shared data is temporary: it is deleted automatically after 2 hours unless you choose otherwise below. Works with any file type, such as PDF, JPG, PNG and DOCX."
              />
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
            <FormattedMessage id="dataSharing.page.shareTitle" defaultMessage="2. Share" />
          </h2>
          <SendControls
            flow={flow}
            label={intl.formatMessage({ id: 'dataSharing.page.shareButton', defaultMessage: 'Share Files' })}
            onSend={() => void share()}
            block
          />
          <SendStatus
            flow={flow}
            notice={
              emptyShare && (
                <Alert tone="error" onDismiss={() => setEmptyShare(false)}>
                  <FormattedMessage id="dataSharing.page.noFiles" defaultMessage="No files to upload." />
                </Alert>
              )
            }
            failedTitle={
              <>
                <span aria-hidden="true">✖ </span>
                <FormattedMessage id="dataSharing.page.uploadFailed" defaultMessage="Upload failed" />
              </>
            }
            failedText={(message) => <p>{message}</p>}
          />
          {result && state.status !== 'cancelled' && state.status !== 'ended' && (
            <Alert
              tone={over ? 'info' : 'success'}
              title={intl.formatMessage(
                { id: 'dataSharing.page.sharedWithCode', defaultMessage: 'Shared with code {code}' },
                { code: result.folderCode },
              )}
            >
              <p>
                {over ? (
                  shareOverText(over)
                ) : (
                  <button type="button" className={styles.linkButton} onClick={() => popup.show(result)}>
                    <FormattedMessage
                      id="dataSharing.page.showAgain"
                      defaultMessage="Show the code, link and QR again"
                    />
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
