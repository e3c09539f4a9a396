import { Link } from 'react-router-dom';
import { useExpiryLabel } from '../../hooks/use-expiry-label';
import type { MyShare } from '../../lib/api/my-shares';
import { formatBytes } from '../../lib/files/format-size';
import { describeRetention, formatExpiryTime } from '../../lib/sharing/share-expiry';
import { sharePagePath } from '../../lib/sharing/share-ref';
import { Button, buttonClassName } from '../button/button';
import { ShareStatus } from '../share-status/share-status';
import styles from './my-share-card.module.css';

export interface MyShareCardProps {
  share: MyShare;
  /** Asks to end the share (the caller confirms first). */
  onEnd: (share: MyShare) => void;
  /** The nav search's dense row; the My shares page uses the full card. */
  compact?: boolean;
  /** Called when "Open" is followed (the nav search closes its results). */
  onOpen?: () => void;
}

function filesLine(share: MyShare): string {
  const count = `${share.fileCount} ${share.fileCount === 1 ? 'file' : 'files'}`;
  return `${count} · ${formatBytes(share.totalBytes)}`;
}

/** One of the account's shares: its code, some file names, when it expires, and Open / End share. */
export function MyShareCard({ share, onEnd, compact = false, onOpen }: MyShareCardProps) {
  const expiry = useExpiryLabel(share.expiresAt);
  const matching = share.matchingFiles ?? [];
  const shown = matching.length > 0 ? matching : share.firstFiles;
  const more = (matching.length > 0 ? 0 : share.fileCount) - shown.length;
  const headingId = `my-share-${compact ? 'result' : 'card'}-${share.code}`;
  // In the nav search the code is a result's label, not a heading of the page's outline.
  const Heading = compact ? 'p' : 'h3';

  return (
    <article className={compact ? styles.compact : styles.card} aria-labelledby={headingId}>
      <div className={styles.top}>
        <Heading id={headingId} className={styles.code}>
          <span className="visually-hidden">Share code </span>
          {share.code}
        </Heading>
        <p className={styles.expiry}>
          <time dateTime={share.expiresAt} title={formatExpiryTime(share.expiresAt)}>
            {expiry}
          </time>
          {!compact && <span className={styles.retention}> · {describeRetention(share.retention)}</span>}
        </p>
      </div>
      {/* The owner's session authorises it; the nav search's dense results do not poll. */}
      {!compact && <ShareStatus code={share.code} />}
      {matching.length > 0 && <p className={styles.label}>Matching files</p>}
      <ul className={styles.files}>
        {shown.map((path) => (
          <li key={path} title={path}>
            {path}
          </li>
        ))}
        {more > 0 && <li className={styles.more}>and {more} more</li>}
      </ul>
      <div className={styles.bottom}>
        <p className={styles.meta}>
          {filesLine(share)}
          {!compact && (
            <>
              {' · shared '}
              <time dateTime={share.createdAt}>{formatExpiryTime(share.createdAt)}</time>
            </>
          )}
        </p>
        <div className={styles.actions}>
          <Link
            to={sharePagePath(share.folderUrl, share.code)}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            onClick={onOpen}
          >
            Open<span className="visually-hidden"> share {share.code}</span>
          </Link>
          <Button variant="danger" size="sm" onClick={() => onEnd(share)}>
            End share<span className="visually-hidden"> {share.code}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
