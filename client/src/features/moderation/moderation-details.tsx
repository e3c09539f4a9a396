import { formatExpiryTime } from '../../lib/sharing/share-expiry';
import type { SenderModeration } from '../../lib/moderation/sender-moderation';
import styles from './moderation.module.css';

/**
 * Under the sender's status line: the operators' statement of reasons for a removed share, or the files and
 * signatures the malware scanner found in a quarantined one. Nothing while it is being checked.
 */
export function ModerationDetails({ moderation }: { moderation: SenderModeration }) {
  if (moderation.kind === 'removed') {
    const { removal } = moderation;
    return (
      <div className={styles.details} data-testid="removal-details">
        <p className={styles.detailsTitle}>Statement of reasons</p>
        <p className={styles.reasons}>{removal?.reasons ?? 'No statement was recorded.'}</p>
        {removal && (
          <p className={styles.detailsNote}>
            Removed <time dateTime={removal.removedAt}>{formatExpiryTime(removal.removedAt)}</time>. Its files were
            deleted and its code, link and QR no longer open it.
          </p>
        )}
      </div>
    );
  }
  if (moderation.kind === 'quarantined') {
    return (
      <div className={styles.details} data-testid="scan-findings">
        <p className={styles.detailsTitle}>Found by the malware scanner</p>
        <ul className={styles.findings}>
          {moderation.findings.map((finding) => (
            <li key={`${finding.filepath}\u0000${finding.signature}`}>
              <bdi className={styles.findingPath}>{finding.filepath}</bdi>: {finding.signature}
            </li>
          ))}
        </ul>
        <p className={styles.detailsNote}>Recipients cannot open it. Check your device for malware.</p>
      </div>
    );
  }
  return null;
}
