import { useCallback, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { useCategoryLabel } from '../../features/moderation';
import { dismissReport, getReport } from '../../lib/moderation/operator-api';
import type { Report } from '../../lib/moderation/operator-types';
import { formText } from '../../lib/platform/form-text';
import { formatExpiryTime } from '../../lib/sharing/share-expiry';
import { errorText } from './error-text';
import { RequestReview } from './request-review';
import { ShareReview } from './share-review';
import { useAge, useReportStateWords } from './operator-words';
import { useResource } from './use-resource';
import styles from './operator-page.module.css';

function Dismiss({ report, onDismissed }: { report: Report; onDismissed: () => void }) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = formText(new FormData(event.currentTarget), 'reason').trim();
    setBusy(true);
    setError(null);
    try {
      await dismissReport(report.reference, reason);
      onDismissed();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={`stack ${styles.action}`}
      onSubmit={(event) => void submit(event)}
      aria-label={intl.formatMessage({ id: 'operator.dismiss.label', defaultMessage: 'Dismiss' })}
    >
      <h3 className={styles.actionTitle}>
        <FormattedMessage id="operator.dismiss.title" defaultMessage="Dismiss the report" />
      </h3>
      <div className="field">
        <label htmlFor="dismiss-reason">
          <FormattedMessage id="operator.dismiss.reasonLabel" defaultMessage="Why no action is needed" />
        </label>
        <textarea id="dismiss-reason" name="reason" rows={2} required />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" variant="secondary" size="lg" block disabled={busy}>
        <FormattedMessage id="operator.dismiss.button" defaultMessage="Dismiss" />
      </Button>
    </form>
  );
}

export function BackToList() {
  return (
    <p>
      <Link to="/operator" className={styles.back}>
        <span className="flip-rtl">←</span> <FormattedMessage id="operator.backToList" defaultMessage="All reports" />
      </Link>
    </p>
  );
}

/** One report: what was said, by whom (an e-mail if given), the decision, and the share or request it names. */
export function ReportView({ reference }: { reference: string }) {
  const load = useCallback((signal: AbortSignal) => getReport(reference, signal), [reference]);
  const [report, reload] = useResource(load);
  const categoryLabel = useCategoryLabel();
  const ageOf = useAge();
  const stateWords = useReportStateWords();
  return (
    <div className="stack">
      <BackToList />
      {report.status === 'loading' && (
        <p role="status">
          <FormattedMessage id="operator.report.loading" defaultMessage="Loading the report…" />
        </p>
      )}
      {report.status === 'failed' && <Alert tone="error">{errorText(report.error)}</Alert>}
      {report.status === 'ready' && (
        <>
          <section className={`card stack ${styles.panel}`} aria-labelledby="report-title" data-testid="report-view">
            <h2 id="report-title" className={styles.sectionTitle}>
              <FormattedMessage
                id="operator.report.title"
                defaultMessage="Report {reference}"
                values={{ reference: <span className={styles.reference}>{report.value.reference}</span> }}
              />
            </h2>
            <dl className={styles.facts}>
              <dt>
                <FormattedMessage id="operator.report.category" defaultMessage="Category" />
              </dt>
              <dd>{categoryLabel(report.value.category)}</dd>
              <dt>
                <FormattedMessage id="operator.report.received" defaultMessage="Received" />
              </dt>
              <dd>
                <FormattedMessage
                  id="operator.report.receivedAt"
                  defaultMessage="{time} ({age})"
                  values={{ time: formatExpiryTime(report.value.receivedAt), age: ageOf(report.value.receivedAt) }}
                />
              </dd>
              <dt>
                <FormattedMessage id="operator.report.target" defaultMessage="Target" />
              </dt>
              <dd className={styles.target}>{report.value.target}</dd>
              <dt>
                <FormattedMessage id="operator.report.reporter" defaultMessage="Reporter" />
              </dt>
              <dd>
                {report.value.email ?? (
                  <FormattedMessage id="operator.report.noEmail" defaultMessage="No e-mail given" />
                )}
              </dd>
              <dt>
                <FormattedMessage id="operator.report.state" defaultMessage="State" />
              </dt>
              <dd data-testid="report-state">
                {stateWords(report.value.state)}
                {report.value.decision && <span className={styles.reasons}>{report.value.decision}</span>}
              </dd>
            </dl>
            <p className={styles.explanation}>{report.value.explanation}</p>
            {report.value.state === 'open' && <Dismiss report={report.value} onDismissed={reload} />}
          </section>
          {report.value.folder ? (
            <ShareReview id={report.value.folder.id} onChanged={reload} />
          ) : report.value.fileRequest ? (
            <RequestReview report={report.value} request={report.value.fileRequest} onChanged={reload} />
          ) : (
            <p className={styles.muted}>
              <FormattedMessage
                id="operator.report.noShare"
                defaultMessage="The target names no share (or one already gone from the database)."
              />
            </p>
          )}
        </>
      )}
    </div>
  );
}
