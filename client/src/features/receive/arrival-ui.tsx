import type { MouseEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Button } from '../../components/button/button';
import { formatBytes, percentOf } from '../../lib/files/format-size';
import { baseName } from '../../lib/files/relative-path';
import type { Arrival, FileArrival } from './arrival';
import { UploadPausedNote } from './upload-paused';
import styles from './arrival-ui.module.css';

/** The bold lead of a summary's sentence (`<strong>` in its message). */
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

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
  const intl = useIntl();
  if (arrival.status === 'ready') return null;
  // Only an encrypted share holds an object that is no file of its tree: its thumbnail pack, sent last. A plain
  // share whose every file is ready has nothing left to say while its sender's page marks the upload done.
  if (ready === total && !encrypted) return null;
  if (ready === total)
    return (
      <div className={styles.summary} data-testid="arrival-summary" data-status="thumbnails">
        <p className={styles.summaryText} role="status">
          <FormattedMessage
            id="receive.arrival.thumbnailsComing"
            defaultMessage="<strong>Every file has arrived.</strong> Thumbnails of its photos and videos are still on their way."
            values={{ strong }}
          />
        </p>
      </div>
    );
  const percent = percentOf(arrival.receivedBytes, arrival.totalBytes);
  const arriving = arrival.status === 'arriving';
  return (
    <div className={styles.summary} data-testid="arrival-summary" data-status={arrival.status}>
      <p className={styles.summaryText} role="status">
        {arriving ? (
          <FormattedMessage
            id="receive.arrival.stillArriving"
            defaultMessage="<strong>Files are still arriving: {ready} of {total} here.</strong> Each file opens as soon as it has arrived; this page updates by itself."
            values={{ strong, ready: String(ready), total: String(total) }}
          />
        ) : (
          <FormattedMessage
            id="receive.arrival.beingChecked"
            defaultMessage="<strong>Every file has arrived; {count, plural, one {{files} is} other {{files} are}} still being checked.</strong> Each opens as soon as its check is done."
            values={{ strong, count: total - ready, files: String(total - ready) }}
          />
        )}
      </p>
      {arriving && (
        <>
          <progress
            className={styles.bar}
            max={100}
            value={percent}
            aria-label={intl.formatMessage({ id: 'receive.arrival.progressLabel', defaultMessage: 'Arrived so far' })}
          >
            <FormattedMessage id="receive.arrival.percent" defaultMessage="{percent}%" values={{ percent }} />
          </progress>
          <p className={styles.bytes}>
            <FormattedMessage
              id="receive.arrival.bytesOfTotal"
              defaultMessage="{received} of {total} ({percent}%)"
              values={{
                received: <bdi>{formatBytes(arrival.receivedBytes)}</bdi>,
                total: <bdi>{formatBytes(arrival.totalBytes)}</bdi>,
                percent,
              }}
            />
          </p>
          <UploadPausedNote arrival={arrival} />
        </>
      )}
    </div>
  );
}

/** A file that cannot be downloaded yet, in its row: still arriving (how much of it) or being checked. */
export function FileArrivalBadge({ state, size, name }: { state: FileArrival; size: number; name: string }) {
  const intl = useIntl();
  if (state.status === 'ready') return null;
  const percent = percentOf(state.receivedBytes, size);
  return (
    <span className={styles.badge} data-arrival={state.status} data-testid="file-arrival">
      {state.status === 'arriving' ? (
        <>
          <span>
            {percent > 0 ? (
              <FormattedMessage
                id="receive.fileArrival.arrivingPercent"
                defaultMessage="Arriving · {percent}%"
                values={{ percent }}
              />
            ) : (
              <FormattedMessage id="receive.fileArrival.arriving" defaultMessage="Arriving…" />
            )}
          </span>
          <progress
            className={styles.miniBar}
            max={100}
            value={percent}
            aria-label={intl.formatMessage(
              { id: 'receive.fileArrival.progressLabel', defaultMessage: '{name} arrived so far' },
              { name },
            )}
          />
        </>
      ) : (
        <span>
          <FormattedMessage id="receive.fileArrival.checking" defaultMessage="Checking…" />
        </span>
      )}
    </span>
  );
}

/**
 * A row's View and Download while the server does not have its file whole yet: View waits; Download takes the
 * sender's device, or follows the upload from the server.
 */
export function WaitingFileActions({ name, onDownload }: { name: string; onDownload: (event: MouseEvent) => void }) {
  const intl = useIntl();
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled
        aria-label={intl.formatMessage(
          { id: 'receive.waitingFile.viewLabel', defaultMessage: 'View {name} (not arrived yet)' },
          { name },
        )}
      >
        <FormattedMessage id="receive.fileRow.view" defaultMessage="View" />
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={intl.formatMessage(
          { id: 'receive.waitingFile.downloadLabel', defaultMessage: 'Download {name} (not arrived yet)' },
          { name },
        )}
        onClick={onDownload}
      >
        <FormattedMessage id="receive.fileRow.download" defaultMessage="Download" />
      </Button>
    </>
  );
}

/** Names as a short list: "a.bin, b.bin and 3 more". */
function someNames(intl: IntlShape, paths: readonly string[], shown = 3): string {
  const names = paths.slice(0, shown).map(baseName);
  const more = paths.length - names.length;
  const list = names.join(', ');
  return more > 0
    ? intl.formatMessage(
        { id: 'receive.zipWait.someNames', defaultMessage: '{names} and {more} more' },
        { names: list, more },
      )
    : list;
}

/** ZIPs that wait for their files, each naming what it still waits for, with Cancel. */
export function ZipWaitNotice({
  waiting,
  onCancel,
}: {
  waiting: ReadonlyArray<{ path: string; missing: readonly string[] }>;
  onCancel: (path: string) => void;
}) {
  const intl = useIntl();
  if (waiting.length === 0) return null;
  return (
    <ul
      className={styles.zipWaits}
      aria-label={intl.formatMessage({
        id: 'receive.zipWait.listLabel',
        defaultMessage: 'ZIPs waiting for their files',
      })}
    >
      {waiting.map(({ path, missing }) => (
        <li key={path} className={styles.zipWait} data-testid="zip-wait">
          <p role="status">
            {path === '' ? (
              <FormattedMessage
                id="receive.zipWait.everything"
                defaultMessage="The ZIP of everything downloads by itself once every file in it has arrived. Still arriving: {names}."
                values={{ names: someNames(intl, missing) }}
              />
            ) : (
              <FormattedMessage
                id="receive.zipWait.folder"
                defaultMessage="The ZIP of {folder} downloads by itself once every file in it has arrived. Still arriving: {names}."
                values={{ folder: baseName(path), names: someNames(intl, missing) }}
              />
            )}
          </p>
          <Button size="sm" variant="ghost" onClick={() => onCancel(path)}>
            <FormattedMessage id="receive.zipWait.cancel" defaultMessage="Cancel" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
