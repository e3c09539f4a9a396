import type { ReactNode } from 'react';
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type IntlShape,
  type MessageValue,
  type NoMessageValues,
} from 'react-intl';
import type { QueuedItem } from './upload-queue-state';
import { formatBytes, percentOf } from '../../lib/files/format-size';
import { Button } from '../../components/button/button';
import { queueMessageText } from './upload-queue/queue-messages';
import styles from './queued-uploads.module.css';

export interface QueuedUploadsProps {
  items: readonly QueuedItem[];
  online: boolean;
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
}

/** Sizes are text in a label, or isolated where shown (`MessageValue` lets them be elements). */
const messages = defineMessages<{
  summary: { count: number; files: string; size: MessageValue };
  failed: { reason: string };
  refused: NoMessageValues;
  uploading: { loaded: MessageValue; total: MessageValue; percent: string };
  waitingOnline: NoMessageValues;
  waitingOnlineSoFar: { loaded: MessageValue; total: MessageValue };
  waitingOffline: NoMessageValues;
  waitingOfflineSoFar: { loaded: MessageValue; total: MessageValue };
}>({
  summary: {
    id: 'send.queuedUploads.summary',
    defaultMessage: '{count, plural, one {{files} file} other {{files} files}}, {size}',
  },
  failed: { id: 'send.queuedUploads.failed', defaultMessage: 'Not shared: {reason}' },
  refused: { id: 'send.queuedUploads.refused', defaultMessage: 'the server refused it.' },
  uploading: { id: 'send.queuedUploads.uploading', defaultMessage: 'Uploading… {loaded} of {total} ({percent}%)' },
  waitingOnline: {
    id: 'send.queuedUploads.waitingOnline',
    defaultMessage: 'Waiting to try again: it uploads by itself.',
  },
  waitingOnlineSoFar: {
    id: 'send.queuedUploads.waitingOnlineSoFar',
    defaultMessage: 'Waiting to try again: it uploads by itself. {loaded} of {total} sent so far.',
  },
  waitingOffline: {
    id: 'send.queuedUploads.waitingOffline',
    defaultMessage: 'Waiting for a connection: it uploads by itself when you are back online.',
  },
  waitingOfflineSoFar: {
    id: 'send.queuedUploads.waitingOfflineSoFar',
    defaultMessage:
      'Waiting for a connection: it uploads by itself when you are back online. {loaded} of {total} sent so far.',
  },
});

/** A size as shown: isolated, so right-to-left text never reorders it ("MB 3"), nor forced left to right. */
function shownSize(bytes: number): ReactNode {
  return <bdi>{formatBytes(bytes)}</bdi>;
}

function statusOf(item: QueuedItem, online: boolean, intl: IntlShape): ReactNode {
  if (item.status === 'failed')
    return intl.formatMessage(messages.failed, {
      reason: item.error == null ? intl.formatMessage(messages.refused) : queueMessageText(item.error, intl),
    });
  if (item.status === 'uploading' && item.progress) {
    return intl.formatMessage(messages.uploading, {
      loaded: shownSize(item.progress.loaded),
      total: shownSize(item.progress.total),
      percent: String(percentOf(item.progress.loaded, item.progress.total)),
    });
  }
  if (item.progress && item.progress.loaded > 0) {
    const sizes = { loaded: shownSize(item.progress.loaded), total: shownSize(item.progress.total) };
    return intl.formatMessage(online ? messages.waitingOnlineSoFar : messages.waitingOfflineSoFar, sizes);
  }
  return intl.formatMessage(online ? messages.waitingOnline : messages.waitingOffline);
}

/** Shares kept on this device until they can be uploaded, each with its state and Cancel. */
export function QueuedUploads({ items, online, onCancel, onDismiss }: QueuedUploadsProps) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="queued-uploads-title">
      <h2 id="queued-uploads-title" className={styles.title}>
        <FormattedMessage id="send.queuedUploads.title" defaultMessage="Waiting to upload" />
      </h2>
      <ul
        className={styles.list}
        aria-label={intl.formatMessage({ id: 'send.queuedUploads.listLabel', defaultMessage: 'Queued uploads' })}
      >
        {items.map((item) => {
          const summary = { count: item.fileCount, files: String(item.fileCount) };
          const label = intl.formatMessage(messages.summary, { ...summary, size: formatBytes(item.totalBytes) });
          return (
            <li key={item.id} className={styles.item} data-testid="queued-upload" data-status={item.status}>
              <div className={styles.summary}>
                <span className={styles.name}>
                  {intl.formatMessage(messages.summary, { ...summary, size: shownSize(item.totalBytes) })}
                </span>
                <span className={item.status === 'failed' ? styles.error : styles.status}>
                  {statusOf(item, online, intl)}
                </span>
                {item.status === 'uploading' && item.progress && (
                  <progress
                    className={styles.bar}
                    max={100}
                    value={percentOf(item.progress.loaded, item.progress.total)}
                    aria-label={intl.formatMessage(
                      { id: 'send.queuedUploads.progressLabel', defaultMessage: 'Upload of {upload}' },
                      { upload: label },
                    )}
                  />
                )}
              </div>
              {item.status === 'failed' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onDismiss(item.id)}
                  aria-label={intl.formatMessage(
                    { id: 'send.queuedUploads.removeLabel', defaultMessage: 'Remove failed upload of {upload}' },
                    { upload: label },
                  )}
                >
                  <FormattedMessage id="send.queuedUploads.removeButton" defaultMessage="Remove" />
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onCancel(item.id)}
                  aria-label={intl.formatMessage(
                    { id: 'send.queuedUploads.cancelLabel', defaultMessage: 'Cancel queued upload of {upload}' },
                    { upload: label },
                  )}
                >
                  <FormattedMessage id="send.queuedUploads.cancelButton" defaultMessage="Cancel" />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
