import { FormattedMessage } from 'react-intl';
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
        <p className={styles.detailsTitle}>
          <FormattedMessage id="moderation.details.statementLabel" defaultMessage="Statement of reasons" />
        </p>
        <p className={styles.reasons}>
          {removal?.reasons ?? (
            <FormattedMessage id="moderation.details.noStatement" defaultMessage="No statement was recorded." />
          )}
        </p>
        {removal && (
          <p className={styles.detailsNote}>
            <FormattedMessage
              id="moderation.details.removedAt"
              defaultMessage="Removed {time}. Its files were deleted and its code, link and QR no longer open it."
              values={{ time: <time dateTime={removal.removedAt}>{formatExpiryTime(removal.removedAt)}</time> }}
            />
          </p>
        )}
      </div>
    );
  }
  if (moderation.kind === 'quarantined') {
    return (
      <div className={styles.details} data-testid="scan-findings">
        <p className={styles.detailsTitle}>
          <FormattedMessage id="moderation.details.scannerTitle" defaultMessage="Found by the malware scanner" />
        </p>
        <ul className={styles.findings}>
          {moderation.findings.map((finding) => (
            <li key={`${finding.filepath}\u0000${finding.signature}`}>
              <FormattedMessage
                id="moderation.details.finding"
                defaultMessage="{path}: {signature}"
                values={{
                  path: <bdi className={styles.findingPath}>{finding.filepath}</bdi>,
                  signature: finding.signature,
                }}
              />
            </li>
          ))}
        </ul>
        <p className={styles.detailsNote}>
          <FormattedMessage
            id="moderation.details.quarantinedNote"
            defaultMessage="Recipients cannot open it. Check your device for malware."
          />
        </p>
      </div>
    );
  }
  return null;
}
