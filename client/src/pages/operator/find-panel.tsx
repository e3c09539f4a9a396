import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { TextField } from '../../components/text-field/text-field';
import { formatBytes } from '../../lib/files/format-size';
import { searchShares } from '../../lib/moderation/operator-api';
import type { OperatorFolderSummary } from '../../lib/moderation/operator-types';
import { formText } from '../../lib/platform/form-text';
import { errorText } from './error-text';
import { useAge, useShareStatusWords } from './operator-words';
import styles from './operator-page.module.css';

type Found =
  | { status: 'idle' | 'searching' }
  | { status: 'done'; folders: OperatorFolderSummary[] }
  | { status: 'failed'; text: string };

/** Find a share by its code, its link or share URL, or the SHA-256 of one of its files. */
export function FindPanel() {
  const intl = useIntl();
  const ageOf = useAge();
  const shareStatusWords = useShareStatusWords();
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
          label={intl.formatMessage({ id: 'operator.find.label', defaultMessage: 'Code, link or SHA-256' })}
          name="q"
          autoComplete="off"
          required
          hint={intl.formatMessage({
            id: 'operator.find.hint',
            defaultMessage:
              'A 4-digit code, a share URL or link, or the SHA-256 of a file (64 hexadecimal characters).',
          })}
        />
        <Button type="submit" size="lg" block disabled={found.status === 'searching'}>
          <FormattedMessage id="operator.find.button" defaultMessage="Find" />
        </Button>
      </form>
      {found.status === 'failed' && <Alert tone="error">{found.text}</Alert>}
      {found.status === 'done' &&
        (found.folders.length === 0 ? (
          <p role="status">
            <FormattedMessage id="operator.find.noMatch" defaultMessage="No share matches." />
          </p>
        ) : (
          <ul
            className={styles.list}
            aria-label={intl.formatMessage({ id: 'operator.find.resultsLabel', defaultMessage: 'Shares found' })}
          >
            {found.folders.map((folder) => (
              <li key={folder.id}>
                <Link to={`/operator?share=${folder.id}`} className={styles.row}>
                  <span className={styles.reference}>{folder.code}</span>
                  <span className={styles.rowMeta}>
                    <FormattedMessage
                      id="operator.find.resultMeta"
                      defaultMessage="{status} · {size} · shared {age}"
                      values={{
                        status: shareStatusWords(folder.status),
                        size: formatBytes(folder.totalBytes),
                        age: ageOf(folder.createdAt),
                      }}
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
