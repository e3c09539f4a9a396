import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { pageIntl } from '../../lib/i18n/page-intl';
import { formatExpiresIn } from '../../lib/sharing/share-expiry';
import type { Arrival } from './arrival';
import styles from './arrival-ui.module.css';

/**
 * Bytes come at least once a second while an upload runs (the server records its progress that often): this long
 * without any means it stopped — the sender's page closed, or lost its connection — not that it is slow.
 */
const UPLOAD_PAUSED_AFTER_MS = 30_000;
/** How often the note's "for N min" is brought up to date. */
const PAUSED_TICK_MS = 15_000;

/** "over 30 seconds", "4 min", "1 h 5 min": how long nothing has arrived, in the page's language and ASCII digits. */
export function formatQuiet(ms: number): string {
  const intl = pageIntl();
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1)
    return intl.formatMessage(
      { id: 'receive.uploadPaused.overSeconds', defaultMessage: 'over {seconds} seconds' },
      { seconds: String(Math.floor(UPLOAD_PAUSED_AFTER_MS / 1000)) },
    );
  if (minutes < 60)
    return intl.formatMessage(
      { id: 'receive.uploadPaused.minutes', defaultMessage: '{minutes} min' },
      { minutes: String(minutes) },
    );
  return intl.formatMessage(
    { id: 'receive.uploadPaused.hoursMinutes', defaultMessage: '{hours} h {minutes} min' },
    { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) },
  );
}

/** The lead of the note (`<strong>` in its message). */
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** How long nothing has arrived, once that counts as paused; null while bytes come, or before the first poll. */
function usePausedFor(arrival: Arrival): number | null {
  const [now, setNow] = useState(() => Date.now());
  const since = arrival.status === 'arriving' && arrival.lastReceivedAt ? Date.parse(arrival.lastReceivedAt) : NaN;
  useEffect(() => {
    if (Number.isNaN(since)) return;
    const wait = Math.max(0, since + UPLOAD_PAUSED_AFTER_MS - Date.now());
    // Past the boundary while the last render's time is not: render again at once, then every tick.
    const stale = now - since < UPLOAD_PAUSED_AFTER_MS;
    const timer = setTimeout(() => setNow(Date.now()), wait > 0 ? wait : stale ? 0 : PAUSED_TICK_MS);
    return () => clearTimeout(timer);
  }, [since, now]);
  if (Number.isNaN(since)) return null;
  const quiet = now - since;
  return quiet >= UPLOAD_PAUSED_AFTER_MS ? quiet : null;
}

/**
 * Said under the arrival summary once the sender's upload has stopped sending: what happened as far as anyone can
 * tell, that the rest still comes if it goes on, and when the share ends if it does not.
 */
export function UploadPausedNote({ arrival }: { arrival: Arrival }) {
  const quiet = usePausedFor(arrival);
  if (quiet === null) return null;
  return (
    <p className={styles.paused} data-testid="upload-paused">
      {arrival.expiresAt ? (
        <FormattedMessage
          id="receive.uploadPaused.noteWithExpiry"
          defaultMessage="<strong>Nothing has arrived for {quiet}:</strong> the sender's upload has paused (their page may have closed or lost its connection). The rest arrives as soon as it goes on; if it does not, this share {expiresIn}."
          values={{ strong, quiet: formatQuiet(quiet), expiresIn: formatExpiresIn(arrival.expiresAt) }}
        />
      ) : (
        <FormattedMessage
          id="receive.uploadPaused.note"
          defaultMessage="<strong>Nothing has arrived for {quiet}:</strong> the sender's upload has paused (their page may have closed or lost its connection). The rest arrives as soon as it goes on."
          values={{ strong, quiet: formatQuiet(quiet) }}
        />
      )}
    </p>
  );
}
