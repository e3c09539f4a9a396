import styles from './arrival-ui.module.css';

/** What a recipient is told of a share sent directly only, word for word (the browser tests look for these). */
const DIRECT_ONLY_TEXT =
  "Sent directly: Sharecode stores none of these files. Each comes straight from the sender's device when you press Download, only while the sender's page is open.";
const SENDER_THERE_TEXT = "The sender's device is there.";
const SENDER_AWAY_TEXT =
  "The sender's device can't be reached right now: their page may be reloading. If it does not come back soon, this share ends.";

/** An encrypted share sent directly only whose list of files could not come from the sender's device. */
export const MANIFEST_UNREACHABLE_TEXT =
  "The sender's device can't be reached directly, so this share's list of files can't come: Sharecode holds no copy of it. Ask the sender to keep their page open, then open the link again.";

/**
 * Above the tree of a share sent directly only: that nothing is stored, and whether the sender's page is there now
 * (`senderPresent`, kept current by the page's poll).
 */
export function DirectOnlySummary({ senderPresent }: { senderPresent: boolean | null }) {
  const there = senderPresent === true;
  return (
    <div className={styles.direct} data-testid="direct-only-summary" data-sender={there ? 'there' : 'away'}>
      <p className={styles.directText}>{DIRECT_ONLY_TEXT}</p>
      <p className={styles.directText} role="status">
        <strong>{there ? SENDER_THERE_TEXT : SENDER_AWAY_TEXT}</strong>
      </p>
    </div>
  );
}
