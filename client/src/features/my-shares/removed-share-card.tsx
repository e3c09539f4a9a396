import { Link } from 'react-router-dom';
import type { RemovedShare } from '../../lib/api/my-shares';
import { moderationOf, moderationText } from '../../lib/moderation/sender-moderation';
import { formatExpiryTime } from '../../lib/sharing/share-expiry';
import styles from './my-share-card.module.css';

/**
 * One of the account's shares that no longer opens because Sharecode's operators removed it (or a file in it
 * carried malware): its code, when, the category, and the operators' statement of reasons word for word, as
 * docs/moderation.md promises the sender. Nothing to open or end.
 */
export function RemovedShareCard({ share }: { share: RemovedShare }) {
  const moderation = moderationOf(share);
  const headingId = `removed-share-${share.code}-${share.endedAt}`;
  const reasons = share.removal?.reasons;
  return (
    <article className={`${styles.card} ${styles.removed}`} aria-labelledby={headingId} data-testid="removed-share">
      <div className={styles.top}>
        <h3 id={headingId} className={styles.code}>
          <span className="visually-hidden">Removed share </span>
          <span dir="ltr">{share.code}</span>
        </h3>
        <p className={styles.expiry}>
          Removed <time dateTime={share.endedAt}>{formatExpiryTime(share.endedAt)}</time>
        </p>
      </div>
      <p className={styles.removedStatus}>{moderation ? moderationText(moderation) : 'Removed'}</p>
      <div className={styles.statement} data-testid="removal-details">
        {share.status === 'removed' ? (
          <>
            <p className={styles.label}>Statement of reasons</p>
            <p className={styles.reasons}>{reasons || 'No statement was recorded.'}</p>
          </>
        ) : (
          <p>A file in it was found to contain malware. Check your device for malware.</p>
        )}
        <p className={styles.meta}>
          Shared <time dateTime={share.createdAt}>{formatExpiryTime(share.createdAt)}</time>. Its files were deleted and
          its code, link and QR code no longer open it.
        </p>
      </div>
      <p className={styles.meta}>
        Think this is a mistake? <Link to="/contact">Write to us</Link>, quoting the code {share.code}.
      </p>
    </article>
  );
}
