import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { formatBytes } from '../../lib/files/format-size';
import { ageOf } from '../../lib/moderation/age';
import { categoryLabel } from '../../lib/moderation/categories';
import { getOperatorFolder } from '../../lib/moderation/operator-api';
import type { OperatorFolder } from '../../lib/moderation/operator-types';
import { shareStatusWords } from '../../lib/moderation/share-status-words';
import { describeRetention, formatExpiryTime } from '../../lib/sharing/share-expiry';
import { EncryptedContents } from './encrypted-contents';
import { errorText } from './error-text';
import { ShareActions } from './share-actions';
import { ShareFiles } from './share-files';
import { useResource } from './use-resource';
import styles from './operator-page.module.css';

const SCAN_WORDS: Record<string, string> = {
  checking: 'Being checked',
  clean: 'Clean',
  infected: 'Malware found',
  unscanned: 'Not scanned',
};

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
        <dt>Removed</dt>
        <dd>
          <time dateTime={folder.removal.removedAt}>{formatExpiryTime(folder.removal.removedAt)}</time> (
          {ageOf(folder.removal.removedAt)})
        </dd>
      </>
    );
  }
  if (folder.status === 'removed' || folder.status === 'ended') {
    return (
      <>
        <dt>Ended</dt>
        <dd>
          <time dateTime={folder.expiresAt}>{formatExpiryTime(folder.expiresAt)}</time> ({ageOf(folder.expiresAt)})
        </dd>
      </>
    );
  }
  return (
    <>
      <dt>Expires</dt>
      <dd>
        {formatExpiryTime(folder.expiresAt)} · {describeRetention(folder.retention)}
      </dd>
    </>
  );
}

function Facts({ folder }: { folder: OperatorFolder }) {
  const scan = folder.scan?.state ? SCAN_WORDS[folder.scan.state] : 'Not scanned';
  const fileCount = fileCountOf(folder);
  return (
    <dl className={styles.facts}>
      <dt>Status</dt>
      <dd data-testid="operator-share-status">{shareStatusWords(folder.status)}</dd>
      <dt>Shared</dt>
      <dd>
        <time dateTime={folder.createdAt} title={formatExpiryTime(folder.createdAt)}>
          {ageOf(folder.createdAt)}
        </time>
      </dd>
      <Lifetime folder={folder} />
      <dt>Size</dt>
      <dd data-testid="operator-share-size">
        {fileCount} {fileCount === 1 ? 'file' : 'files'} · {formatBytes(folder.totalBytes)}
      </dd>
      <dt>Protection</dt>
      <dd>
        {[folder.passwordProtected && 'Password', folder.encrypted && 'End-to-end encrypted']
          .filter(Boolean)
          .join(' · ') || 'None'}
      </dd>
      <dt>Malware scan</dt>
      <dd>
        {scan}
        {folder.scan?.findings.map((finding) => (
          <span key={`${finding.filepath}\u0000${finding.signature}`} className={styles.finding}>
            {finding.filepath}: {finding.signature}
          </span>
        ))}
      </dd>
      {folder.removal && (
        <>
          <dt>Removal</dt>
          <dd>
            {categoryLabel(folder.removal.category)}
            <span className={styles.reasons}>{folder.removal.reasons}</span>
          </dd>
        </>
      )}
      {folder.url && (
        <>
          <dt>Link</dt>
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
  const changed = useCallback(() => {
    reload();
    onChanged?.();
  }, [reload, onChanged]);

  if (folder.status === 'loading') return <p role="status">Loading the share…</p>;
  if (folder.status === 'failed') return <Alert tone="error">{errorText(folder.error)}</Alert>;
  const share = folder.value;
  return (
    <div className="stack" data-testid="operator-share">
      <section className={`card stack ${styles.panel}`} aria-labelledby="share-title">
        <h2 id="share-title" className={styles.sectionTitle}>
          Share <span className={styles.reference}>{share.code}</span>
        </h2>
        <Facts folder={share} />
        {share.status === 'removed' || share.status === 'ended' ? (
          <p className={styles.muted}>Its files were deleted.</p>
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
            Reports against it
          </h2>
          <ul className={styles.list}>
            {share.reports.map((report) => (
              <li key={report.reference}>
                <Link to={`/operator?report=${encodeURIComponent(report.reference)}`} className={styles.row}>
                  <span className={styles.reference}>{report.reference}</span>
                  <span className={styles.rowMeta}>
                    {categoryLabel(report.category)} · {ageOf(report.receivedAt)} · {report.state}
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
