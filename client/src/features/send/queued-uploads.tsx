import type { QueuedItem } from './upload-queue-state';
import { formatBytes, percentOf } from '../../lib/files/format-size';
import { Button } from '../../components/button/button';
import styles from './queued-uploads.module.css';

export interface QueuedUploadsProps {
  items: readonly QueuedItem[];
  online: boolean;
  onCancel: (id: string) => void;
  onDismiss: (id: string) => void;
}

function filesLabel(count: number): string {
  return count === 1 ? '1 file' : `${count} files`;
}

function statusOf(item: QueuedItem, online: boolean): string {
  if (item.status === 'failed') return `Not shared: ${item.error ?? 'the server refused it.'}`;
  if (item.status === 'uploading' && item.progress) {
    return `Uploading… ${formatBytes(item.progress.loaded)} of ${formatBytes(item.progress.total)} (${percentOf(item.progress.loaded, item.progress.total)}%)`;
  }
  const sofar =
    item.progress && item.progress.loaded > 0
      ? ` ${formatBytes(item.progress.loaded)} of ${formatBytes(item.progress.total)} sent so far.`
      : '';
  return (
    (online
      ? 'Waiting to try again: it uploads by itself.'
      : 'Waiting for a connection: it uploads by itself when you are back online.') + sofar
  );
}

/** Shares kept on this device until they can be uploaded, each with its state and Cancel. */
export function QueuedUploads({ items, online, onCancel, onDismiss }: QueuedUploadsProps) {
  if (items.length === 0) return null;
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="queued-uploads-title">
      <h2 id="queued-uploads-title" className={styles.title}>
        Waiting to upload
      </h2>
      <ul className={styles.list} aria-label="Queued uploads">
        {items.map((item) => {
          const label = `${filesLabel(item.fileCount)}, ${formatBytes(item.totalBytes)}`;
          return (
            <li key={item.id} className={styles.item} data-testid="queued-upload" data-status={item.status}>
              <div className={styles.summary}>
                <span className={styles.name}>{label}</span>
                <span className={item.status === 'failed' ? styles.error : styles.status}>
                  {statusOf(item, online)}
                </span>
                {item.status === 'uploading' && item.progress && (
                  <progress
                    className={styles.bar}
                    max={100}
                    value={percentOf(item.progress.loaded, item.progress.total)}
                    aria-label={`Upload of ${label}`}
                  />
                )}
              </div>
              {item.status === 'failed' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onDismiss(item.id)}
                  aria-label={`Remove failed upload of ${label}`}
                >
                  Remove
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onCancel(item.id)}
                  aria-label={`Cancel queued upload of ${label}`}
                >
                  Cancel
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
