import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UploadedFolder } from '../../lib/api/folders';
import { isFinal } from '../../lib/moderation/sender-moderation';
import { ShareStatusLine } from './share-status/share-status';
import { shareOverText } from './share-status/share-status-text';
import { Dialog } from '../../components/dialog/dialog';
import { EndNow } from './end-now';
import { useShareArrival } from './share-arrival';
import { ShareDetails, type ShareDetailsProps } from './share-details';
import { UploadProgress } from './upload-progress';
import type { SendingState } from './upload-queue-state';
import styles from './share-details.module.css';

export interface ShareModalProps {
  result: UploadedFolder | null;
  onClose: () => void;
  copyFeedback?: ShareDetailsProps['copyFeedback'];
  /** This device is still sending the share's files: how far it got. */
  sending?: SendingState;
  /** Cancels that upload (the share ends with it). */
  onCancelUpload?: () => void;
  /** What the page adds under the share's status (how its files are going out, from features/live). */
  liveStatus?: (folderCode: string) => ReactNode;
  children?: ReactNode;
}

function ShareModalBody({
  result,
  copyFeedback,
  sending,
  onCancelUpload,
  liveStatus,
  children,
}: Omit<ShareModalProps, 'result' | 'onClose'> & { result: UploadedFolder }) {
  const intl = useIntl();
  const { state } = useShareArrival(result, sending !== undefined);
  const over = state !== undefined && isFinal(state);
  // The status line keeps its place whether the share is over or not: a live region put in with its words is not
  // announced, so its ending is said by the one already there.
  return (
    <div className={styles.details}>
      {over ? (
        <p className={styles.over} data-testid="share-over">
          {shareOverText(state, intl)}
        </p>
      ) : (
        <ShareDetails result={result} copyFeedback={copyFeedback} sending={sending !== undefined}>
          {sending && (
            <UploadProgress
              progress={sending.progress}
              waiting={sending.waiting}
              shared
              onCancel={() => onCancelUpload?.()}
              cancelLabel={intl.formatMessage(
                { id: 'send.shareModal.cancelUploadLabel', defaultMessage: 'Cancel the upload of share {code}' },
                { code: result.folderCode },
              )}
            />
          )}
        </ShareDetails>
      )}
      {result.manageKey && (
        <div className={styles.statusRow}>
          <div className={styles.statusLine}>
            <ShareStatusLine code={result.folderCode} state={state} />
            {!over && liveStatus?.(result.folderCode)}
          </div>
          {!over && <EndNow share={result} />}
        </div>
      )}
      {!over && children}
    </div>
  );
}

/**
 * The modal shown as soon as a share exists (its upload announced): the code, link and QR at once, how far its
 * files got while this device sends them (with Cancel), and, as it happens, whether someone opened it; End now.
 */
export function ShareModal({ result, onClose, ...rest }: ShareModalProps) {
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      title={<FormattedMessage id="send.shareModal.title" defaultMessage="Your files are shared" />}
    >
      {result && <ShareModalBody result={result} {...rest} />}
    </Dialog>
  );
}
