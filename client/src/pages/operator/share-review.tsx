import { useCallback } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { formatBytes } from '../../lib/files/format-size';
import { useCategoryLabel } from '../../features/moderation';
import { getOperatorFolder } from '../../lib/moderation/operator-api';
import type { OperatorFolder } from '../../lib/moderation/operator-types';
import { describeRetention, formatExpiryTime } from '../../lib/sharing/share-expiry';
import { EncryptedContents } from './encrypted-contents';
import { errorText } from './error-text';
import { ShareActions } from './share-actions';
import { ShareFiles } from './share-files';
import { useAge, useReportStateWords, useScanWords, useShareStatusWords } from './operator-words';
import { useResource } from './use-resource';
import styles from './operator-page.module.css';

const words = defineMessages({
  password: { id: 'operator.share.protectionPassword', defaultMessage: 'Password' },
  encrypted: { id: 'operator.share.protectionEncrypted', defaultMessage: 'End-to-end encrypted' },
  noProtection: { id: 'operator.share.protectionNone', defaultMessage: 'None' },
});

/** A time and how long ago it was: "30 Nov, 14:05 (3 h ago)". */
function TimeAndAge({ iso }: { iso: string }) {
  const ageOf = useAge();
  return (
    <FormattedMessage
      id="operator.share.timeAndAge"
      defaultMessage="{time} ({age})"
      values={{ time: <time dateTime={iso}>{formatExpiryTime(iso)}</time>, age: ageOf(iso) }}
    />
  );
}

/** What an end-to-end encrypted share stores besides its files: the sealed list of them. */
const MANIFEST_PATH = 'manifest';

/** The share's files as its sender shared them: an encrypted share's sealed list of files is not one. */
function fileCountOf(folder: OperatorFolder): number {
  return folder.encrypted ? folder.files.filter((file) => file.filepath !== MANIFEST_PATH).length : folder.files.length;
}

/** When the share stops opening, or when it stopped: its removal, or its end. */
function Lifetime({ folder }: { folder: OperatorFolder }) {
  if (folder.status === 'removed' && folder.removal) {
    return (
      <>
        <dt>
          <FormattedMessage id="operator.share.removed" defaultMessage="Removed" />
        </dt>
        <dd>
          <TimeAndAge iso={folder.removal.removedAt} />
        </dd>
      </>
    );
  }
  if (folder.status === 'removed' || folder.status === 'ended') {
    return (
      <>
        <dt>
          <FormattedMessage id="operator.share.ended" defaultMessage="Ended" />
        </dt>
        <dd>
          <TimeAndAge iso={folder.expiresAt} />
        </dd>
      </>
    );
  }
  return (
    <>
      <dt>
        <FormattedMessage id="operator.share.expires" defaultMessage="Expires" />
      </dt>
      <dd>
        {formatExpiryTime(folder.expiresAt)} · {describeRetention(folder.retention)}
      </dd>
    </>
  );
}

function Facts({ folder }: { folder: OperatorFolder }) {
  const intl = useIntl();
  const ageOf = useAge();
  const shareStatusWords = useShareStatusWords();
  const categoryLabel = useCategoryLabel();
  const scanWords = useScanWords();
  const fileCount = fileCountOf(folder);
  return (
    <dl className={styles.facts}>
      <dt>
        <FormattedMessage id="operator.share.status" defaultMessage="Status" />
      </dt>
      <dd data-testid="operator-share-status">{shareStatusWords(folder.status)}</dd>
      <dt>
        <FormattedMessage id="operator.share.shared" defaultMessage="Shared" />
      </dt>
      <dd>
        <time dateTime={folder.createdAt} title={formatExpiryTime(folder.createdAt)}>
          {ageOf(folder.createdAt)}
        </time>
      </dd>
      <Lifetime folder={folder} />
      <dt>
        <FormattedMessage id="operator.share.size" defaultMessage="Size" />
      </dt>
      <dd data-testid="operator-share-size">
        <FormattedMessage
          id="operator.share.sizeValue"
          defaultMessage="{count, plural, one {{files} file} other {{files} files}} · {size}"
          values={{ count: fileCount, files: String(fileCount), size: formatBytes(folder.totalBytes) }}
        />
      </dd>
      <dt>
        <FormattedMessage id="operator.share.protection" defaultMessage="Protection" />
      </dt>
      <dd>
        {[
          folder.passwordProtected && intl.formatMessage(words.password),
          folder.encrypted && intl.formatMessage(words.encrypted),
        ]
          .filter(Boolean)
          .join(' · ') || intl.formatMessage(words.noProtection)}
      </dd>
      <dt>
        <FormattedMessage id="operator.share.malwareScan" defaultMessage="Malware scan" />
      </dt>
      <dd>
        {scanWords(folder.scan)}
        {folder.scan?.findings.map((finding) => (
          <span key={`${finding.filepath}\u0000${finding.signature}`} className={styles.finding}>
            {finding.filepath}: {finding.signature}
          </span>
        ))}
      </dd>
      {folder.removal && (
        <>
          <dt>
            <FormattedMessage id="operator.share.removal" defaultMessage="Removal" />
          </dt>
          <dd>
            {categoryLabel(folder.removal.category)}
            <span className={styles.reasons}>{folder.removal.reasons}</span>
          </dd>
        </>
      )}
      {folder.url && (
        <>
          <dt>
            <FormattedMessage id="operator.share.link" defaultMessage="Link" />
          </dt>
          <dd className={styles.target}>{folder.url}</dd>
        </>
      )}
    </dl>
  );
}

/** A share under review: its facts, its files as a recipient sees them, the actions, the reports against it. */
export function ShareReview({ id, onChanged }: { id: number; onChanged?: () => void }) {
  const load = useCallback((signal: AbortSignal) => getOperatorFolder(id, signal), [id]);
  const [folder, reload] = useResource(load);
  const categoryLabel = useCategoryLabel();
  const ageOf = useAge();
  const stateWords = useReportStateWords();
  const changed = useCallback(() => {
    reload();
    onChanged?.();
  }, [reload, onChanged]);

  if (folder.status === 'loading') {
    return (
      <p role="status">
        <FormattedMessage id="operator.share.loading" defaultMessage="Loading the share…" />
      </p>
    );
  }
  if (folder.status === 'failed') return <Alert tone="error">{errorText(folder.error)}</Alert>;
  const share = folder.value;
  return (
    <div className="stack" data-testid="operator-share">
      <section className={`card stack ${styles.panel}`} aria-labelledby="share-title">
        <h2 id="share-title" className={styles.sectionTitle}>
          <FormattedMessage
            id="operator.share.title"
            defaultMessage="Share {code}"
            values={{ code: <span className={styles.reference}>{share.code}</span> }}
          />
        </h2>
        <Facts folder={share} />
        {share.status === 'removed' || share.status === 'ended' ? (
          <p className={styles.muted}>
            <FormattedMessage id="operator.share.filesDeleted" defaultMessage="Its files were deleted." />
          </p>
        ) : share.encrypted ? (
          <EncryptedContents folder={share} />
        ) : (
          <ShareFiles code={share.code} files={share.files} />
        )}
      </section>
      <section className={`card ${styles.panel}`}>
        <ShareActions folder={share} onChanged={changed} />
      </section>
      {share.reports.length > 0 && (
        <section className={`card stack ${styles.panel}`} aria-labelledby="share-reports-title">
          <h2 id="share-reports-title" className={styles.sectionTitle}>
            <FormattedMessage id="operator.share.reportsTitle" defaultMessage="Reports against it" />
          </h2>
          <ul className={styles.list}>
            {share.reports.map((report) => (
              <li key={report.reference}>
                <Link to={`/operator?report=${encodeURIComponent(report.reference)}`} className={styles.row}>
                  <span className={styles.reference}>{report.reference}</span>
                  <span className={styles.rowMeta}>
                    {categoryLabel(report.category)} · {ageOf(report.receivedAt)} · {stateWords(report.state)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
