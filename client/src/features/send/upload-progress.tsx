import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { UploadProgress as Progress } from '../../lib/api/folders';
import { formatBytes, percentOf } from '../../lib/files/format-size';
import { Button } from '../../components/button/button';
import type { WaitReason } from './queued-share-state';
import styles from './upload-progress.module.css';

export interface UploadProgressProps {
  progress: Progress;
  onCancel: () => void;
  /** The share exists already (its files open for recipients one by one as they arrive). */
  shared?: boolean;
  /** Paused: it goes on by itself. */
  waiting?: WaitReason;
  /** What the Cancel button says to a screen reader, where the screen shows several. */
  cancelLabel?: string;
}

const messages = defineMessages({
  offline: { id: 'send.uploadProgress.pausedOffline', defaultMessage: 'Paused: waiting for a connection…' },
  connection: {
    id: 'send.uploadProgress.pausedConnection',
    defaultMessage: 'Paused: the connection dropped, trying again…',
  },
  finishing: { id: 'send.uploadProgress.finishing', defaultMessage: 'Finishing…' },
  sending: { id: 'send.uploadProgress.sending', defaultMessage: 'Sending the files…' },
  uploading: { id: 'send.uploadProgress.uploading', defaultMessage: 'Uploading…' },
});

/** What the label says of an upload, given how it stands. */
function labelOf({
  progress,
  shared,
  waiting,
}: Pick<UploadProgressProps, 'progress' | 'shared' | 'waiting'>): MessageDescriptor {
  if (waiting === 'offline') return messages.offline;
  if (waiting === 'connection') return messages.connection;
  if (progress.total > 0 && progress.loaded >= progress.total) return messages.finishing;
  return shared ? messages.sending : messages.uploading;
}

/**
 * Bytes sent, percent and Cancel while an upload runs. Once its share exists, it says that recipients can open
 * it already, each file as soon as it has arrived, and that cancelling ends the share.
 */
export function UploadProgress({ progress, onCancel, shared = false, waiting, cancelLabel }: UploadProgressProps) {
  const intl = useIntl();
  const labelId = useId();
  const percent = percentOf(progress.loaded, progress.total);
  return (
    <div className={styles.progress} data-testid="upload-progress" data-waiting={waiting}>
      <div className={styles.labels}>
        <span id={labelId} className={styles.label}>
          {intl.formatMessage(labelOf({ progress, shared, waiting }))}
        </span>
        <span className={styles.numbers} data-testid="upload-progress-text">
          <FormattedMessage
            id="send.uploadProgress.numbers"
            defaultMessage="{loaded} of {total} ({percent}%)"
            values={{
              loaded: <bdi>{formatBytes(progress.loaded)}</bdi>,
              total: <bdi>{formatBytes(progress.total)}</bdi>,
              percent: String(percent),
            }}
          />
        </span>
      </div>
      <progress className={styles.bar} aria-labelledby={labelId} max={100} value={percent}>
        {percent}%
      </progress>
      <Button variant="secondary" size="sm" onClick={onCancel} aria-label={cancelLabel}>
        <FormattedMessage id="send.uploadProgress.cancelButton" defaultMessage="Cancel" />
      </Button>
      {shared && (
        <p className={styles.note}>
          <FormattedMessage
            id="send.uploadProgress.sharedNote"
            defaultMessage="Recipients can open the share now: each file opens for them as soon as it has arrived. Cancel ends the share."
          />
        </p>
      )}
    </div>
  );
}
