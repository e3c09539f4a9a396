import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { ageOf } from '../../lib/moderation/age';
import { categoryLabel } from '../../lib/moderation/categories';
import { dismissReport, getReport } from '../../lib/moderation/operator-api';
import type { Report } from '../../lib/moderation/operator-types';
import { formText } from '../../lib/platform/form-text';
import { formatExpiryTime } from '../../lib/sharing/share-expiry';
import { errorText } from './error-text';
import { ShareReview } from './share-review';
import { useResource } from './use-resource';
import styles from './operator-page.module.css';

function Dismiss({ report, onDismissed }: { report: Report; onDismissed: () => void }) {
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
    <form className={`stack ${styles.action}`} onSubmit={(event) => void submit(event)} aria-label="Dismiss">
      <h3 className={styles.actionTitle}>Dismiss the report</h3>
      <div className="field">
        <label htmlFor="dismiss-reason">Why no action is needed</label>
        <textarea id="dismiss-reason" name="reason" rows={2} required />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" variant="secondary" size="lg" block disabled={busy}>
        Dismiss
      </Button>
    </form>
  );
}

export function BackToList() {
  return (
    <p>
      <Link to="/operator" className={styles.back}>
        <span className="flip-rtl">←</span> All reports
      </Link>
    </p>
  );
}

/** One report: what was said, by whom (an e-mail if given), the decision, and the share it names. */
export function ReportView({ reference }: { reference: string }) {
  const load = useCallback((signal: AbortSignal) => getReport(reference, signal), [reference]);
  const [report, reload] = useResource(load);
  return (
    <div className="stack">
      <BackToList />
      {report.status === 'loading' && <p role="status">Loading the report…</p>}
      {report.status === 'failed' && <Alert tone="error">{errorText(report.error)}</Alert>}
      {report.status === 'ready' && (
        <>
          <section className={`card stack ${styles.panel}`} aria-labelledby="report-title" data-testid="report-view">
            <h2 id="report-title" className={styles.sectionTitle}>
              Report <span className={styles.reference}>{report.value.reference}</span>
            </h2>
            <dl className={styles.facts}>
              <dt>Category</dt>
              <dd>{categoryLabel(report.value.category)}</dd>
              <dt>Received</dt>
              <dd>
                {formatExpiryTime(report.value.receivedAt)} ({ageOf(report.value.receivedAt)})
              </dd>
              <dt>Target</dt>
              <dd className={styles.target}>{report.value.target}</dd>
              <dt>Reporter</dt>
              <dd>{report.value.email ?? 'No e-mail given'}</dd>
              <dt>State</dt>
              <dd data-testid="report-state">
                {report.value.state}
                {report.value.decision && <span className={styles.reasons}>{report.value.decision}</span>}
              </dd>
            </dl>
            <p className={styles.explanation}>{report.value.explanation}</p>
            {report.value.state === 'open' && <Dismiss report={report.value} onDismissed={reload} />}
          </section>
          {report.value.folder ? (
            <ShareReview id={report.value.folder.id} onChanged={reload} />
          ) : (
            <p className={styles.muted}>The target names no share (or one already gone from the database).</p>
          )}
        </>
      )}
    </div>
  );
}
