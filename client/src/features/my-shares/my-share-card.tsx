import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDeviceShare } from '../../hooks/use-device-share';
import { useExpiryLabel } from '../../hooks/use-expiry-label';
import type { MyShare } from '../../lib/api/my-shares';
import { formatBytes } from '../../lib/files/format-size';
import { describeRetention, describeRetentionAfterArrival, formatExpiryTime } from '../../lib/sharing/share-expiry';
import { sharePagePath } from '../../lib/sharing/share-ref';
import { Button, buttonClassName } from '../../components/button/button';
import { ShareStatus } from '../send';
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

function FilesLine({ share, fileCount }: { share: MyShare; fileCount: number }) {
  return (
    <FormattedMessage
      id="myShares.card.files"
      defaultMessage="{count, plural, one {{files} file} other {{files} files}} · {size}"
      values={{
        count: fileCount,
        files: String(fileCount),
        size: <bdi>{formatBytes(share.totalBytes)}</bdi>,
      }}
    />
  );
}

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/** One of the account's shares: its code, some file names, when it expires, and Open / End share. */
export function MyShareCard({ share, onEnd, compact = false, onOpen }: MyShareCardProps) {
  // While its files arrive, its retention has not started: `expiresAt` is only when an abandoned upload would end.
  const arriving = share.status === 'arriving';
  const expiry = useExpiryLabel(arriving ? undefined : share.expiresAt);
  // An encrypted share's names and key, where this device shared it; one of its stored objects is the manifest.
  const held = useDeviceShare(share.code, share.encrypted);
  const fileCount = share.encrypted ? share.fileCount - 1 : share.fileCount;
  const matching = share.encrypted ? [] : (share.matchingFiles ?? []);
  const shown = share.encrypted
    ? (held?.files.map((file) => file.filepath) ?? []).slice(0, share.firstFiles.length)
    : matching.length > 0
      ? matching
      : share.firstFiles;
  const more = (matching.length > 0 || (share.encrypted && !held) ? 0 : fileCount) - shown.length;
  const headingId = `my-share-${compact ? 'result' : 'card'}-${share.code}`;
  // In the nav search the code is a result's label, not a heading of the page's outline.
  const Heading = compact ? 'p' : 'h3';

  return (
    <article className={compact ? styles.compact : styles.card} aria-labelledby={headingId}>
      <div className={styles.top}>
        <Heading id={headingId} className={styles.code}>
          <FormattedMessage
            id="myShares.card.heading"
            defaultMessage="<hidden>Share code </hidden>{code}"
            values={{ hidden, code: <span dir="ltr">{share.code}</span> }}
          />
        </Heading>
        <p className={styles.expiry}>
          {arriving ? (
            describeRetentionAfterArrival(share.retention)
          ) : (
            <>
              <time dateTime={share.expiresAt} title={formatExpiryTime(share.expiresAt)}>
                {expiry}
              </time>
              {!compact && <span className={styles.retention}> · {describeRetention(share.retention)}</span>}
            </>
          )}
        </p>
      </div>
      {/* The owner's session authorises it; the nav search's dense results do not poll. */}
      {!compact && <ShareStatus code={share.code} />}
      {matching.length > 0 && (
        <p className={styles.label}>
          <FormattedMessage id="myShares.card.matchingFiles" defaultMessage="Matching files" />
        </p>
      )}
      {/* What the server lists of an end-to-end encrypted share is file ids: names are only on the device that shared it. */}
      {share.encrypted && !held && (
        <p className={styles.label}>
          <FormattedMessage
            id="myShares.card.encryptedNames"
            defaultMessage="End-to-end encrypted: its names show on the device that shared it."
          />
        </p>
      )}
      <ul className={styles.files}>
        {shown.map((path) => (
          <li key={path} title={path}>
            <bdi>{path}</bdi>
          </li>
        ))}
        {more > 0 && (
          <li className={styles.more}>
            <FormattedMessage
              id="myShares.card.moreFiles"
              defaultMessage="{count, plural, other {and {files} more}}"
              values={{ count: more, files: String(more) }}
            />
          </li>
        )}
      </ul>
      <div className={styles.bottom}>
        <p className={styles.meta}>
          <FilesLine share={share} fileCount={fileCount} />
          {!compact && (
            <>
              {' · '}
              <FormattedMessage
                id="myShares.card.sharedAt"
                defaultMessage="shared {time}"
                values={{ time: <time dateTime={share.createdAt}>{formatExpiryTime(share.createdAt)}</time> }}
              />
            </>
          )}
        </p>
        <div className={styles.actions}>
          <Link
            to={sharePagePath(held?.folderUrl ?? share.folderUrl, share.code)}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            onClick={onOpen}
          >
            <FormattedMessage
              id="myShares.card.openButton"
              defaultMessage="Open<hidden> share {code}</hidden>"
              values={{ hidden, code: share.code }}
            />
          </Link>
          <Button variant="danger" size="sm" onClick={() => onEnd(share)}>
            <FormattedMessage
              id="myShares.card.endButton"
              defaultMessage="End share<hidden> {code}</hidden>"
              values={{ hidden, code: share.code }}
            />
          </Button>
        </div>
      </div>
    </article>
  );
}
