import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { AUDIT_PAGE_SIZE, listAudit } from '../../lib/moderation/operator-api';
import type { AuditEntry } from '../../lib/moderation/operator-types';
import { formatExpiryTime } from '../../lib/sharing/share-expiry';
import { errorText } from './error-text';
import { useAuditWords } from './audit-words';
import { useAge } from './operator-words';
import { useResource } from './use-resource';
import styles from './operator-page.module.css';

const loadLatest = (signal: AbortSignal) => listAudit(undefined, signal);

/** The audit entries, newest first, a page at a time: who did what to which report or share, and why. */
export function AuditPanel() {
  const [entries] = useResource(loadLatest);
  const [older, setOlder] = useState<{ entries: AuditEntry[]; more: boolean; error?: string }>({
    entries: [],
    more: true,
  });
  if (entries.status === 'loading') {
    return (
      <p role="status">
        <FormattedMessage id="operator.audit.loading" defaultMessage="Loading the audit log…" />
      </p>
    );
  }
  if (entries.status === 'failed') return <Alert tone="error">{errorText(entries.error)}</Alert>;
  if (entries.value.length === 0) {
    return (
      <p className={styles.muted}>
        <FormattedMessage id="operator.audit.empty" defaultMessage="Nothing has been done yet." />
      </p>
    );
  }
  const shown = [...entries.value, ...older.entries];
  const more = entries.value.length === AUDIT_PAGE_SIZE && older.more;
  const loadOlder = async () => {
    try {
      const page = await listAudit(shown[shown.length - 1].id);
      setOlder({ entries: [...older.entries, ...page], more: page.length === AUDIT_PAGE_SIZE });
    } catch (error) {
      setOlder({ ...older, error: errorText(error) });
    }
  };
  return (
    <div className="stack">
      <AuditList entries={shown} />
      {older.error && <Alert tone="error">{older.error}</Alert>}
      {more && (
        <Button variant="secondary" size="lg" block onClick={() => void loadOlder()}>
          <FormattedMessage id="operator.audit.olderButton" defaultMessage="Older entries" />
        </Button>
      )}
    </div>
  );
}

function AuditList({ entries }: { entries: readonly AuditEntry[] }) {
  const intl = useIntl();
  const ageOf = useAge();
  const words = useAuditWords();
  return (
    <ol
      className={styles.list}
      aria-label={intl.formatMessage({ id: 'operator.audit.label', defaultMessage: 'Audit log' })}
    >
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <span className={styles.rowTop}>
            <span className={styles.rowTitle}>{words.action(entry)}</span>
            <time dateTime={entry.at} title={formatExpiryTime(entry.at)} className={styles.rowMeta}>
              {ageOf(entry.at)}
            </time>
          </span>
          <span className={styles.rowMeta}>
            <bdi>{words.actor(entry)}</bdi> · {words.target(entry)}
          </span>
          {entry.reason && <span className={styles.reasons}>{entry.reason}</span>}
        </li>
      ))}
    </ol>
  );
}
