import { useCallback, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { useCategoryLabel } from '../../features/moderation';
import { listReports } from '../../lib/moderation/operator-api';
import type { Report, ReportFilter } from '../../lib/moderation/operator-types';
import { errorText } from './error-text';
import { useAge, useReportStateWords, useRequestStatusWords, useShareStatusWords } from './operator-words';
import { useResource } from './use-resource';
import styles from './operator-page.module.css';

const words = defineMessages({
  filterOpen: { id: 'operator.reports.filterOpen', defaultMessage: 'Open' },
  filterClosed: { id: 'operator.reports.filterClosed', defaultMessage: 'Closed' },
  filterAll: { id: 'operator.reports.filterAll', defaultMessage: 'All' },
});

const rowWords = defineMessages<{ rowRequest: { code: string; status: string } }>({
  rowRequest: { id: 'operator.reports.rowRequest', defaultMessage: 'File request {code}: {status}' },
});

const FILTERS = [
  { value: 'open', label: words.filterOpen },
  { value: 'closed', label: words.filterClosed },
  { value: 'all', label: words.filterAll },
] as const satisfies readonly { value: ReportFilter; label: unknown }[];

function ReportRow({ report }: { report: Report }) {
  const intl = useIntl();
  const categoryLabel = useCategoryLabel();
  const ageOf = useAge();
  const shareStatusWords = useShareStatusWords();
  const requestStatusWords = useRequestStatusWords();
  const stateWords = useReportStateWords();
  return (
    <li>
      <Link to={`/operator?report=${encodeURIComponent(report.reference)}`} className={styles.row}>
        <span className={styles.rowTop}>
          <span className={styles.reference}>{report.reference}</span>
          <span className={styles.badge} data-state={report.state}>
            {stateWords(report.state)}
          </span>
        </span>
        <span className={styles.rowTitle}>{categoryLabel(report.category)}</span>
        <span className={styles.target}>{report.target}</span>
        <span className={styles.rowMeta}>
          <time dateTime={report.receivedAt}>{ageOf(report.receivedAt)}</time>
          {' · '}
          {report.folder ? (
            <FormattedMessage
              id="operator.reports.rowShare"
              defaultMessage="Share {code}: {status}"
              values={{ code: report.folder.code, status: shareStatusWords(report.folder.status) }}
            />
          ) : report.fileRequest ? (
            intl.formatMessage(rowWords.rowRequest, {
              code: report.fileRequest.code,
              status: requestStatusWords(report.fileRequest.status),
            })
          ) : (
            shareStatusWords(undefined)
          )}
        </span>
      </Link>
    </li>
  );
}

/** Reports, newest first, filtered by state; each opens the report with its share. */
export function ReportsPanel() {
  const intl = useIntl();
  const [filter, setFilter] = useState<ReportFilter>('open');
  const load = useCallback((signal: AbortSignal) => listReports(filter, signal), [filter]);
  const [reports] = useResource(load);
  return (
    <div className="stack">
      <fieldset className={styles.segments}>
        <legend className="visually-hidden">
          <FormattedMessage id="operator.reports.filterLegend" defaultMessage="Which reports" />
        </legend>
        {FILTERS.map((option) => (
          <label key={option.value} className={styles.segment}>
            <input
              type="radio"
              name="report-filter"
              value={option.value}
              checked={filter === option.value}
              onChange={() => setFilter(option.value)}
            />
            <FormattedMessage {...option.label} />
          </label>
        ))}
      </fieldset>
      {reports.status === 'loading' && (
        <p role="status">
          <FormattedMessage id="operator.reports.loading" defaultMessage="Loading reports…" />
        </p>
      )}
      {reports.status === 'failed' && <Alert tone="error">{errorText(reports.error)}</Alert>}
      {reports.status === 'ready' &&
        (reports.value.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage
              id="operator.reports.empty"
              defaultMessage="{filter, select, open {No open reports.} closed {No closed reports.} other {No reports.}}"
              values={{ filter }}
            />
          </p>
        ) : (
          <ul
            className={styles.list}
            aria-label={intl.formatMessage({ id: 'operator.reports.listLabel', defaultMessage: 'Reports' })}
          >
            {reports.value.map((report) => (
              <ReportRow key={report.reference} report={report} />
            ))}
          </ul>
        ))}
    </div>
  );
}
