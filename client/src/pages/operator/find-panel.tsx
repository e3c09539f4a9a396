import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/text-field/text-field';
import { formatBytes } from '../../lib/files/format-size';
import { ageOf } from '../../lib/moderation/age';
import { searchShares } from '../../lib/moderation/operator-api';
import type { OperatorFolderSummary } from '../../lib/moderation/operator-types';
import { shareStatusWords } from '../../lib/moderation/share-status-words';
import { formText } from '../../lib/platform/form-text';
import { errorText } from './error-text';
import styles from './operator-page.module.css';

type Found =
  | { status: 'idle' | 'searching' }
  | { status: 'done'; folders: OperatorFolderSummary[] }
  | { status: 'failed'; text: string };

/** Find a share by its code, its link or share URL, or the SHA-256 of one of its files. */
export function FindPanel() {
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = formText(new FormData(event.currentTarget), 'q').trim();
    setFound({ status: 'searching' });
    try {
      setFound({ status: 'done', folders: await searchShares(query) });
    } catch (error) {
      setFound({ status: 'failed', text: errorText(error) });
    }
  };
  return (
    <div className="stack">
      <form role="search" className="stack" onSubmit={(event) => void submit(event)}>
        <TextField
          id="operator-find"
          label="Code, link or SHA-256"
          name="q"
          autoComplete="off"
          required
          hint="A 4-digit code, a share URL or link, or the SHA-256 of a file (64 hexadecimal characters)."
        />
        <Button type="submit" size="lg" block disabled={found.status === 'searching'}>
          Find
        </Button>
      </form>
      {found.status === 'failed' && <Alert tone="error">{found.text}</Alert>}
      {found.status === 'done' &&
        (found.folders.length === 0 ? (
          <p role="status">No share matches.</p>
        ) : (
          <ul className={styles.list} aria-label="Shares found">
            {found.folders.map((folder) => (
              <li key={folder.id}>
                <Link to={`/operator?share=${folder.id}`} className={styles.row}>
                  <span className={styles.reference}>{folder.code}</span>
                  <span className={styles.rowMeta}>
                    {shareStatusWords(folder.status)} · {formatBytes(folder.totalBytes)} · shared{' '}
                    {ageOf(folder.createdAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
