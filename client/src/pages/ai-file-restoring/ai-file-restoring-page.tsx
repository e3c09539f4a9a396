import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/button/button';
import { DemoNotice } from '../../features/demo';
import { PageHeader } from '../../components/page-header/page-header';
import { Toast } from '../../components/toast/toast';
import { restoreResult, SIMULATION_DURATION_MS, type RestoreResult } from '../../lib/demo/simulation';
import { formatBytes } from '../../lib/files/format-size';
import styles from './ai-file-restoring-page.module.css';

export default function AiFileRestoringPage() {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [notes, setNotes] = useState('');
  const [restoring, setRestoring] = useState(false);
  const [result, setResult] = useState<(RestoreResult & { notes: string }) | null>(null);
  // No file chosen when Restore with AI was pressed.
  const [error, setError] = useState(false);
  const [toast, setToast] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clearToast = useCallback(() => setToast(false), []);

  useEffect(() => () => clearTimeout(timer.current), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setError(true);
      return;
    }
    setError(false);
    setResult(null);
    setRestoring(true);
    timer.current = setTimeout(() => {
      setResult({ ...restoreResult(file), notes: notes.trim() });
      setRestoring(false);
      setToast(true);
    }, SIMULATION_DURATION_MS);
  }

  return (
    <div className="container page">
      <PageHeader
        title={intl.formatMessage({ id: 'aiFileRestoring.page.title', defaultMessage: 'AI File Restoring' })}
        badge={intl.formatMessage({ id: 'aiFileRestoring.page.badge', defaultMessage: 'Demo' })}
        lead={
          <FormattedMessage
            id="aiFileRestoring.page.lead"
            defaultMessage="Damaged photo or document? Our AI restoration is in development. This preview shows how it will work."
          />
        }
      >
        <DemoNotice>
          <FormattedMessage
            id="aiFileRestoring.page.demoNotice"
            defaultMessage="It runs only in your browser: your file is not uploaded or changed, and the result is simulated."
          />
        </DemoNotice>
      </PageHeader>
      <div className={styles.layout}>
        <form className="card stack" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="restore-file">
              <FormattedMessage id="aiFileRestoring.page.fileLabel" defaultMessage="File to restore" />
            </label>
            <input
              id="restore-file"
              type="file"
              disabled={restoring}
              aria-describedby={error ? 'restore-file-error' : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(false);
              }}
            />
            {error && (
              <p id="restore-file-error" className="field-error" role="alert">
                <FormattedMessage id="aiFileRestoring.page.noFile" defaultMessage="Choose a file to restore." />
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="restore-notes">
              <FormattedMessage id="aiFileRestoring.page.notesLabel" defaultMessage="Recovery notes (optional)" />
            </label>
            <textarea
              id="restore-notes"
              rows={4}
              value={notes}
              disabled={restoring}
              placeholder={intl.formatMessage({
                id: 'aiFileRestoring.page.notesPlaceholder',
                defaultMessage: 'What is wrong with the file? e.g. the photo is blurred at the top',
              })}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={restoring}>
            {restoring ? (
              <FormattedMessage id="aiFileRestoring.page.restoring" defaultMessage="Restoring..." />
            ) : (
              <FormattedMessage id="aiFileRestoring.page.restoreButton" defaultMessage="Restore with AI" />
            )}
          </Button>
        </form>
        <section className="card" aria-labelledby="restore-result-title">
          <h2 id="restore-result-title">
            <FormattedMessage id="aiFileRestoring.page.resultTitle" defaultMessage="Result" />
          </h2>
          {result ? (
            <dl className={styles.result}>
              <dt>
                <FormattedMessage id="aiFileRestoring.page.nameTerm" defaultMessage="Name" />
              </dt>
              <dd>
                <bdi>{result.name}</bdi>
              </dd>
              <dt>
                <FormattedMessage id="aiFileRestoring.page.sizeTerm" defaultMessage="Size" />
              </dt>
              <dd>
                <bdi>{formatBytes(result.size)}</bdi>
              </dd>
              <dt>
                <FormattedMessage id="aiFileRestoring.page.statusTerm" defaultMessage="Status" />
              </dt>
              <dd className={styles.status}>
                {/* The simulation's one status, 'Restored'. */}
                <FormattedMessage id="aiFileRestoring.page.restored" defaultMessage="Restored" />
              </dd>
              <dt>
                <FormattedMessage id="aiFileRestoring.page.confidenceTerm" defaultMessage="Confidence" />
              </dt>
              <dd>
                <FormattedMessage
                  id="aiFileRestoring.page.confidence"
                  defaultMessage="{confidence}%"
                  values={{ confidence: String(result.confidence) }}
                />
              </dd>
              {result.notes && (
                <>
                  <dt>
                    <FormattedMessage id="aiFileRestoring.page.notesTerm" defaultMessage="Your notes" />
                  </dt>
                  <dd>{result.notes}</dd>
                </>
              )}
            </dl>
          ) : (
            <p className="muted">
              {restoring ? (
                <FormattedMessage id="aiFileRestoring.page.restoringFile" defaultMessage="Restoring your file…" />
              ) : (
                <FormattedMessage
                  id="aiFileRestoring.page.emptyResult"
                  defaultMessage="Choose a file and press Restore with AI."
                />
              )}
            </p>
          )}
        </section>
      </div>
      <Toast
        message={
          toast
            ? intl.formatMessage({
                id: 'aiFileRestoring.page.restoredToast',
                defaultMessage: 'File successfully restored!',
              })
            : null
        }
        onDismiss={clearToast}
      />
    </div>
  );
}
