import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { buttonClassName } from '../../components/button/button';
import { FolderResult } from '../../components/folder-result/folder-result';
import { PageHeader } from '../../components/page-header/page-header';
import { useLookup } from '../../hooks/use-lookup';
import { retrieveFolder, type RetrievedFolder } from '../../lib/api/shares';
import { isFolderCode } from '../../lib/folder-code';
import { explainLookupFailure, statusOf } from '../../lib/lookup-errors';
import styles from './share-page.module.css';

function failureTitle(status: number | null): string {
  if (status === 404) return 'This code does not match any shared folder';
  if (status === 410) return 'This shared folder has expired';
  if (status === 400) return 'This link is not a valid share link';
  return 'The folder could not be opened';
}

/** `/s/{code}`: where a recipient lands from the share URL or a phone camera's QR scan. */
export default function SharePage() {
  const { code = '' } = useParams();
  const lookup = useLookup<RetrievedFolder>();
  const { run, fail } = lookup;

  useEffect(() => {
    if (!isFolderCode(code)) {
      fail(new Error('A share link ends with a 4-digit code, such as /s/0427.'));
      return;
    }
    void run((signal) => retrieveFolder(code, signal));
  }, [code, run, fail]);

  const { state } = lookup;
  return (
    <div className="container page">
      <PageHeader title={`Shared folder ${code}`} lead="Files someone shared with you. Preview them, download one, or download everything as a zip." />
      {state.status === 'loading' && (
        <p className={styles.muted} role="status">
          Opening the folder…
        </p>
      )}
      {state.status === 'failed' && (
        <section className={`card ${styles.failure}`} role="alert" data-testid="share-error">
          <h2 className={styles.failureTitle}>{isFolderCode(code) ? failureTitle(statusOf(state.error)) : failureTitle(400)}</h2>
          <p>{statusOf(state.error) === null && state.error instanceof Error && isFolderCode(code) === false ? state.error.message : explainLookupFailure(state.error)}</p>
          <p>
            <Link className={buttonClassName({ variant: 'secondary' })} to="/file-access">
              Enter a code instead
            </Link>
          </p>
        </section>
      )}
      {state.status === 'done' && (
        <section className="card">
          <FolderResult folder={state.value} />
        </section>
      )}
    </div>
  );
}
