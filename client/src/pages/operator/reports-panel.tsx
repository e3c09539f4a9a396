import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { ageOf } from '../../lib/moderation/age';
import { categoryLabel } from '../../lib/moderation/categories';
import { listReports } from '../../lib/moderation/operator-api';
import type { Report, ReportFilter } from '../../lib/moderation/operator-types';
import { shareStatusWords } from '../../lib/moderation/share-status-words';
import { errorText } from './error-text';
import { useResource } from './use-resource';
import styles from './operator-page.module.css';

const FILTERS: readonly { value: ReportFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

const STATE_WORDS: Record<Report['state'], string> = { open: 'Open', dismissed: 'Dismissed', actioned: 'Actioned' };

function ReportRow({ report }: { report: Report }) {
  return (
    <li>
      <Link to={`/operator?report=${encodeURIComponent(report.reference)}`} className={styles.row}>
        <span className={styles.rowTop}>
          <span className={styles.reference}>{report.reference}</span>
          <span className={styles.badge} data-state={report.state}>
            {STATE_WORDS[report.state]}
          </span>
        </span>
        <span className={styles.rowTitle}>{categoryLabel(report.category)}</span>
        <span className={styles.target}>{report.target}</span>
        <span className={styles.rowMeta}>
          <time dateTime={report.receivedAt}>{ageOf(report.receivedAt)}</time>
          {' · '}
          {report.folder ? `Share ${report.folder.code}: ${shareStatusWords(report.folder.status)}` : 'No share found'}
        </span>
      </Link>
    </li>
  );
}

/** Reports, newest first, filtered by state; each opens the report with its share. */
export function ReportsPanel() {
  const [filter, setFilter] = useState<ReportFilter>('open');
  const load = useCallback((signal: AbortSignal) => listReports(filter, signal), [filter]);
  const [reports] = useResource(load);
  return (
    <div className="stack">
      <fieldset className={styles.segments}>
        <legend className="visually-hidden">Which reports</legend>
        {FILTERS.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              name="report-filter"
              value={option.value}
              checked={filter === option.value}
              onChange={() => setFilter(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {reports.status === 'loading' && <p role="status">Loading reports…</p>}
      {reports.status === 'failed' && <Alert tone="error">{errorText(reports.error)}</Alert>}
      {reports.status === 'ready' &&
        (reports.value.length === 0 ? (
          <p className={styles.muted}>No {filter === 'all' ? '' : `${filter} `}reports.</p>
        ) : (
          <ul className={styles.list} aria-label="Reports">
            {reports.value.map((report) => (
              <ReportRow key={report.reference} report={report} />
            ))}
          </ul>
        ))}
    </div>
  );
}
