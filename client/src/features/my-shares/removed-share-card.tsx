import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
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
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

export function RemovedShareCard({ share }: { share: RemovedShare }) {
  const moderation = moderationOf(share);
  const headingId = `removed-share-${share.code}-${share.endedAt}`;
  const reasons = share.removal?.reasons;
  return (
    <article className={`${styles.card} ${styles.removed}`} aria-labelledby={headingId} data-testid="removed-share">
      <div className={styles.top}>
        <h3 id={headingId} className={styles.code}>
          <FormattedMessage
            id="myShares.removed.heading"
            defaultMessage="<hidden>Removed share </hidden>{code}"
            values={{ hidden, code: <span dir="ltr">{share.code}</span> }}
          />
        </h3>
        <p className={styles.expiry}>
          <FormattedMessage
            id="myShares.removed.removedAt"
            defaultMessage="Removed {time}"
            values={{ time: <time dateTime={share.endedAt}>{formatExpiryTime(share.endedAt)}</time> }}
          />
        </p>
      </div>
      <p className={styles.removedStatus}>
        {moderation ? (
          moderationText(moderation)
        ) : (
          <FormattedMessage id="myShares.removed.status" defaultMessage="Removed" />
        )}
      </p>
      <div className={styles.statement} data-testid="removal-details">
        {share.status === 'removed' ? (
          <>
            <p className={styles.label}>
              <FormattedMessage id="myShares.removed.statementLabel" defaultMessage="Statement of reasons" />
            </p>
            <p className={styles.reasons}>
              {reasons || (
                <FormattedMessage id="myShares.removed.noStatement" defaultMessage="No statement was recorded." />
              )}
            </p>
          </>
        ) : (
          <p>
            <FormattedMessage
              id="myShares.removed.malware"
              defaultMessage="A file in it was found to contain malware. Check your device for malware."
            />
          </p>
        )}
        <p className={styles.meta}>
          <FormattedMessage
            id="myShares.removed.sharedAt"
            defaultMessage="Shared {time}. Its files were deleted and its code, link and QR code no longer open it."
            values={{ time: <time dateTime={share.createdAt}>{formatExpiryTime(share.createdAt)}</time> }}
          />
        </p>
      </div>
      <p className={styles.meta}>
        <FormattedMessage
          id="myShares.removed.mistake"
          defaultMessage="Think this is a mistake? <link>Write to us</link>, quoting the code {code}."
          values={{ link: (chunks) => <Link to="/contact">{chunks}</Link>, code: share.code }}
        />
      </p>
    </article>
  );
}
