import { useId } from 'react';
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

/** What the label says of an upload, given how it stands. */
function labelOf({ progress, shared, waiting }: Pick<UploadProgressProps, 'progress' | 'shared' | 'waiting'>): string {
  if (waiting === 'offline') return 'Paused: waiting for a connection…';
  if (waiting === 'connection') return 'Paused: the connection dropped, trying again…';
  if (progress.total > 0 && progress.loaded >= progress.total) return 'Finishing…';
  return shared ? 'Sending the files…' : 'Uploading…';
}

/**
 * Bytes sent, percent and Cancel while an upload runs. Once its share exists, it says that recipients can open
 * it already, each file as soon as it has arrived, and that cancelling ends the share.
 */
export function UploadProgress({ progress, onCancel, shared = false, waiting, cancelLabel }: UploadProgressProps) {
  const labelId = useId();
  const percent = percentOf(progress.loaded, progress.total);
  return (
    <div className={styles.progress} data-testid="upload-progress" data-waiting={waiting}>
      <div className={styles.labels}>
        <span id={labelId} className={styles.label}>
          {labelOf({ progress, shared, waiting })}
        </span>
        <span className={styles.numbers} data-testid="upload-progress-text">
          <span dir="ltr">{formatBytes(progress.loaded)}</span> of <span dir="ltr">{formatBytes(progress.total)}</span>{' '}
          ({percent}%)
        </span>
      </div>
      <progress className={styles.bar} aria-labelledby={labelId} max={100} value={percent}>
        {percent}%
      </progress>
      <Button variant="secondary" size="sm" onClick={onCancel} aria-label={cancelLabel}>
        Cancel
      </Button>
      {shared && (
        <p className={styles.note}>
          Recipients can open the share now: each file opens for them as soon as it has arrived. Cancel ends the share.
        </p>
      )}
    </div>
  );
}
