import { useId } from 'react';
import type { UploadProgress as Progress } from '../../lib/api/folders';
import { formatBytes, percentOf } from '../../lib/files/format-size';
import { Button } from '../button/button';
import styles from './upload-progress.module.css';

export interface UploadProgressProps {
  progress: Progress;
  onCancel: () => void;
}

/** Bytes sent, percent and Cancel while an upload runs. */
export function UploadProgress({ progress, onCancel }: UploadProgressProps) {
  const labelId = useId();
  const percent = percentOf(progress.loaded, progress.total);
  const done = progress.total > 0 && progress.loaded >= progress.total;
  return (
    <div className={styles.progress}>
      <div className={styles.labels}>
        <span id={labelId} className={styles.label}>
          {done ? 'Finishing…' : 'Uploading…'}
        </span>
        <span className={styles.numbers} data-testid="upload-progress-text">
          {formatBytes(progress.loaded)} of {formatBytes(progress.total)} ({percent}%)
        </span>
      </div>
      <progress className={styles.bar} aria-labelledby={labelId} max={100} value={percent}>
        {percent}%
      </progress>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
