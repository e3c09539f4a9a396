import { Alert } from '../../components/alert/alert';
import { ageOf } from '../../lib/moderation/age';
import { listAudit } from '../../lib/moderation/operator-api';
import { formatExpiryTime } from '../../lib/sharing/share-expiry';
import { errorText } from './error-text';
import { useResource } from './use-resource';
import styles from './operator-page.module.css';

const loadLatest = (signal: AbortSignal) => listAudit(undefined, signal);

/** The latest audit entries, newest first: who did what to which report or share, and why. */
export function AuditPanel() {
  const [entries] = useResource(loadLatest);
  if (entries.status === 'loading') return <p role="status">Loading the audit log…</p>;
  if (entries.status === 'failed') return <Alert tone="error">{errorText(entries.error)}</Alert>;
  if (entries.value.length === 0) return <p className={styles.muted}>Nothing has been done yet.</p>;
  return (
    <ol className={styles.list} aria-label="Audit log">
      {entries.value.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <span className={styles.rowTop}>
            <span className={styles.rowTitle}>{entry.action}</span>
            <time dateTime={entry.at} title={formatExpiryTime(entry.at)} className={styles.rowMeta}>
              {ageOf(entry.at)}
            </time>
          </span>
          <span className={styles.rowMeta}>
            {entry.actor} · {entry.targetType} {entry.targetId}
          </span>
          {entry.reason && <span className={styles.reasons}>{entry.reason}</span>}
        </li>
      ))}
    </ol>
  );
}
