import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button/button';
import { DemoNotice } from '../../features/demo';
import { PageHeader } from '../../components/page-header/page-header';
import { Toast } from '../../components/toast/toast';
import { restoreResult, SIMULATION_DURATION_MS, type RestoreResult } from '../../lib/demo/simulation';
import { formatBytes } from '../../lib/files/format-size';
import styles from './ai-file-restoring-page.module.css';

const RESTORED_TOAST = 'File successfully restored!';

export default function AiFileRestoringPage() {
  const [file, setFile] = useState<File | null>(null);
  const [notes, setNotes] = useState('');
  const [restoring, setRestoring] = useState(false);
  const [result, setResult] = useState<(RestoreResult & { notes: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clearToast = useCallback(() => setToast(null), []);

  useEffect(() => () => clearTimeout(timer.current), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setError('Choose a file to restore.');
      return;
    }
    setError(null);
    setResult(null);
    setRestoring(true);
    timer.current = setTimeout(() => {
      setResult({ ...restoreResult(file), notes: notes.trim() });
      setRestoring(false);
      setToast(RESTORED_TOAST);
    }, SIMULATION_DURATION_MS);
  }

  return (
    <div className="container page">
      <PageHeader
        title="AI File Restoring"
        badge="Demo"
        lead="Damaged photo or document? Our AI restoration is in development. This preview shows how it will work."
      >
        <DemoNotice>
          It runs only in your browser: your file is not uploaded or changed, and the result is simulated.
        </DemoNotice>
      </PageHeader>
      <div className={styles.layout}>
        <form className="card stack" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="restore-file">File to restore</label>
            <input
              id="restore-file"
              type="file"
              disabled={restoring}
              aria-describedby={error ? 'restore-file-error' : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(null);
              }}
            />
            {error && (
              <p id="restore-file-error" className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="restore-notes">Recovery notes (optional)</label>
            <textarea
              id="restore-notes"
              rows={4}
              value={notes}
              disabled={restoring}
              placeholder="What is wrong with the file? e.g. the photo is blurred at the top"
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={restoring}>
            {restoring ? 'Restoring...' : 'Restore with AI'}
          </Button>
        </form>
        <section className="card" aria-labelledby="restore-result-title">
          <h2 id="restore-result-title">Result</h2>
          {result ? (
            <dl className={styles.result}>
              <dt>Name</dt>
              <dd>{result.name}</dd>
              <dt>Size</dt>
              <dd>{formatBytes(result.size)}</dd>
              <dt>Status</dt>
              <dd className={styles.status}>{result.status}</dd>
              <dt>Confidence</dt>
              <dd>{result.confidence}%</dd>
              {result.notes && (
                <>
                  <dt>Your notes</dt>
                  <dd>{result.notes}</dd>
                </>
              )}
            </dl>
          ) : (
            <p className="muted">{restoring ? 'Restoring your file…' : 'Choose a file and press Restore with AI.'}</p>
          )}
        </section>
      </div>
      <Toast message={toast} onDismiss={clearToast} />
    </div>
  );
}
