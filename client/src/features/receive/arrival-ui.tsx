import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../components/button/button';
import { formatBytes, percentOf } from '../../lib/files/format-size';
import { baseName } from '../../lib/files/relative-path';
import { unavailableOf, unavailableText, unavailableTitle } from '../../lib/moderation/share-unavailable';
import type { ApiError } from '../../lib/api/http';
import type { Arrival, FileArrival } from './arrival';
import { UploadPausedNote } from './upload-paused';
import styles from './arrival-ui.module.css';

/** What a share whose files are still arriving says above its tree, updated as they arrive. */
export function ArrivalSummary({
  arrival,
  ready,
  total,
  encrypted,
}: {
  arrival: Arrival;
  ready: number;
  total: number;
  encrypted: boolean;
}) {
  if (arrival.status === 'ready') return null;
  // Only an encrypted share holds an object that is no file of its tree: its thumbnail pack, sent last. A plain
  // share whose every file is ready has nothing left to say while its sender's page marks the upload done.
  if (ready === total && !encrypted) return null;
  if (ready === total)
    return (
      <div className={styles.summary} data-testid="arrival-summary" data-status="thumbnails">
        <p className={styles.summaryText} role="status">
          <strong>Every file has arrived.</strong> Thumbnails of its photos and videos are still on their way.
        </p>
      </div>
    );
  const percent = percentOf(arrival.receivedBytes, arrival.totalBytes);
  const arriving = arrival.status === 'arriving';
  return (
    <div className={styles.summary} data-testid="arrival-summary" data-status={arrival.status}>
      <p className={styles.summaryText} role="status">
        {arriving ? (
          <>
            <strong>
              Files are still arriving: {ready === 1 ? '1' : ready} of {total} here.
            </strong>{' '}
            Each file opens as soon as it has arrived; this page updates by itself.
          </>
        ) : (
          <>
            <strong>
              Every file has arrived; {total - ready === 1 ? '1 is' : `${total - ready} are`} still being checked.
            </strong>{' '}
            Each opens as soon as its check is done.
          </>
        )}
      </p>
      {arriving && (
        <>
          <progress className={styles.bar} max={100} value={percent} aria-label="Arrived so far">
            {percent}%
          </progress>
          <p className={styles.bytes}>
            <span dir="ltr">{formatBytes(arrival.receivedBytes)}</span> of{' '}
            <span dir="ltr">{formatBytes(arrival.totalBytes)}</span> ({percent}%)
          </p>
          <UploadPausedNote arrival={arrival} />
        </>
      )}
    </div>
  );
}

/** A file that cannot be downloaded yet, in its row: still arriving (how much of it) or being checked. */
export function FileArrivalBadge({ state, size, name }: { state: FileArrival; size: number; name: string }) {
  if (state.status === 'ready') return null;
  const percent = percentOf(state.receivedBytes, size);
  return (
    <span className={styles.badge} data-arrival={state.status} data-testid="file-arrival">
      {state.status === 'arriving' ? (
        <>
          <span>{percent > 0 ? `Arriving · ${percent}%` : 'Arriving…'}</span>
          <progress className={styles.miniBar} max={100} value={percent} aria-label={`${name} arrived so far`} />
        </>
      ) : (
        <span>Checking…</span>
      )}
    </span>
  );
}

/**
 * A row's View and Download while the server does not have its file whole yet: View waits; Download takes the
 * sender's device, or follows the upload from the server.
 */
export function WaitingFileActions({ name, onDownload }: { name: string; onDownload: (event: MouseEvent) => void }) {
  return (
    <>
      <Button size="sm" variant="secondary" disabled aria-label={`View ${name} (not arrived yet)`}>
        View
      </Button>
      <Button size="sm" variant="secondary" aria-label={`Download ${name} (not arrived yet)`} onClick={onDownload}>
        Download
      </Button>
    </>
  );
}

/** Names as a short list: "a.bin, b.bin and 3 more". */
function someNames(paths: readonly string[], shown = 3): string {
  const names = paths.slice(0, shown).map(baseName);
  const more = paths.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}

/** ZIPs that wait for their files, each naming what it still waits for, with Cancel. */
export function ZipWaitNotice({
  waiting,
  onCancel,
}: {
  waiting: ReadonlyArray<{ path: string; missing: readonly string[] }>;
  onCancel: (path: string) => void;
}) {
  if (waiting.length === 0) return null;
  return (
    <ul className={styles.zipWaits} aria-label="ZIPs waiting for their files">
      {waiting.map(({ path, missing }) => (
        <li key={path} className={styles.zipWait} data-testid="zip-wait">
          <p role="status">
            {path === '' ? 'The ZIP of everything' : `The ZIP of ${baseName(path)}`} downloads by itself once every file
            in it has arrived. Still arriving: {someNames(missing)}.
          </p>
          <Button size="sm" variant="ghost" onClick={() => onCancel(path)}>
            Cancel
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The share ended while its page was open (stopped by its sender, ended, removed): why, in place of its files. */
export function ShareEndedNotice({ error }: { error: ApiError }) {
  const unavailable = unavailableOf(error);
  const title = unavailable ? unavailableTitle(unavailable) : 'This share can no longer be opened';
  const text = unavailable
    ? unavailableText(unavailable)
    : 'Open it again with its link or code, or ask the sender to share the files again.';
  return (
    <section className={styles.ended} role="alert" data-testid="share-ended" data-reason={unavailable?.reason}>
      <h2 className={styles.endedTitle}>{title}</h2>
      <p>{text}</p>
      <p>
        <Link className={buttonClassName({ variant: 'secondary' })} to="/file-access">
          Enter a code instead
        </Link>
      </p>
    </section>
  );
}
