import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RetrievedFolder } from '../../lib/api/folders';
import { formatBytes } from '../../lib/files/format-size';
import { describeRetention, describeRetentionAfterArrival, formatExpiryTime } from '../../lib/sharing/share-expiry';
import { useExpiryLabel } from '../../hooks/use-expiry-label';
import styles from './share-view.module.css';

export interface ShareHeaderProps {
  folder: RetrievedFolder;
  titleId: string;
  headingLevel: 2 | 3;
  /** Replaces "Folder {code}" (see ShareView's `title`). */
  title?: string;
  fileCount: number;
  totalBytes: number;
  /** When it ends, as last heard (the lookup's until a poll said otherwise). */
  expiresAt: string | undefined;
  /** Its upload still runs: the expiry counts from its end, so it is not shown yet. */
  arriving: boolean;
  encrypted: boolean;
  /** Download all, Edit. */
  toolbar: ReactNode;
}

/** A share's title, its size, when it expires, how long it is kept, and whether it is end-to-end encrypted. */
export function ShareHeader({
  folder,
  titleId,
  headingLevel,
  title,
  fileCount,
  totalBytes,
  expiresAt,
  arriving,
  encrypted,
  toolbar,
}: ShareHeaderProps) {
  const expiresIn = useExpiryLabel(arriving ? undefined : expiresAt);
  const Heading = `h${headingLevel}` as const;
  const retention =
    arriving && folder.retention
      ? describeRetentionAfterArrival(folder.retention)
      : describeRetention(folder.retention);
  return (
    <header className={styles.header}>
      <div className={styles.titleBlock}>
        <Heading id={titleId} className={styles.title}>
          {title ?? (
            <FormattedMessage
              id="receive.shareHeader.title"
              defaultMessage="Folder {code}"
              values={{
                code: (
                  <span className={styles.code} dir="ltr">
                    {folder.folderCode}
                  </span>
                ),
              }}
            />
          )}
        </Heading>
        <p className={styles.meta}>
          <FormattedMessage
            id="receive.shareHeader.filesAndSize"
            defaultMessage="{count, plural, one {{files} file} other {{files} files}} · {size}"
            values={{
              count: fileCount,
              files: String(fileCount),
              size: <bdi>{formatBytes(totalBytes)}</bdi>,
            }}
          />
          {expiresIn && expiresAt && (
            <>
              {' · '}
              <time dateTime={expiresAt} title={formatExpiryTime(expiresAt)} data-testid="expiry">
                {expiresIn}
              </time>
            </>
          )}
        </p>
        {encrypted && (
          <p className={styles.badge} data-testid="encrypted-badge">
            <FormattedMessage
              id="receive.shareHeader.encryptedBadge"
              defaultMessage="End-to-end encrypted: decrypted on this device; the server cannot read these files or their names."
            />
          </p>
        )}
        {retention && <p className={styles.retention}>{retention}</p>}
      </div>
      <div className={styles.toolbar}>{toolbar}</div>
    </header>
  );
}
