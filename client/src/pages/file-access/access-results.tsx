import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import {
  CheckingCode,
  FolderResult,
  LazyEncryptedFolder,
  LookupFailure,
  SharePasswordForm,
} from '../../features/receive';
import type { LookupState } from '../../hooks/use-lookup';
import type { UrlContent } from '../../lib/api/folders';
import { lookupFailureTitle, passwordNeeded, statusOf } from '../../lib/sharing/lookup-errors';
import { ReportLink } from '../../features/moderation';
import styles from './file-access-page.module.css';

const messages = defineMessages({
  /** The QR tab's fetch failure. */
  qrFetchFailed: { id: 'fileAccess.results.qrFetchFailed', defaultMessage: 'Error fetching data from QR URL.' },
  fetchFailed: { id: 'fileAccess.results.fetchFailed', defaultMessage: 'Failed to fetch.' },
});

/** What a lookup on /file-access found: what an address holds, or a file request's page to go to (by its code). */
export type AccessContent = UrlContent | { kind: 'request'; path: string; checkNumber: string };

export interface AccessLookup {
  state: LookupState<AccessContent>;
  source: 'url' | 'code' | 'qr';
  /** Asks the same lookup again with a protected share's password. */
  onPassword: (password: string) => void;
}

/**
 * The error line. What happened, in words that stand alone (a heading where one fits, then the sentence saying
 * what to do), is all a person sees; the product's own line ("Failed to fetch. Status: 410"), which reads like a
 * network failure though the request went through, waits folded under "Technical details" for whoever needs the
 * status.
 */
function ErrorLine({ error, source }: { error: unknown; source: AccessLookup['source'] }) {
  const intl = useIntl();
  const status = statusOf(error);
  const productLine =
    source === 'qr'
      ? intl.formatMessage(messages.qrFetchFailed)
      : status !== null
        ? intl.formatMessage(
            { id: 'fileAccess.results.fetchFailedStatus', defaultMessage: 'Failed to fetch. Status: {status}' },
            { status },
          )
        : intl.formatMessage(messages.fetchFailed);
  const title = lookupFailureTitle(error, source === 'code' ? 'code' : 'link');
  const detail =
    status === null && source === 'qr' && error instanceof Error && !(error instanceof TypeError) ? (
      error.message
    ) : (
      <LookupFailure error={error} />
    );
  return (
    <div className={styles.error} role="alert" data-testid="error-line">
      {title && <h2 className={styles.errorHeadline}>{title}</h2>}
      <p className={title ? undefined : styles.errorHeadline}>{detail}</p>
      <details className={styles.errorStatus}>
        <summary>
          <FormattedMessage id="fileAccess.results.technicalDetails" defaultMessage="Technical details" />
        </summary>
        <p data-testid="error-status">{productLine}</p>
      </details>
    </div>
  );
}

/**
 * The results panel: the folder (tree, QR, previews, edit mode; its files followed as they arrive), other content
 * as text, or the error line; while a code lookup proves work, why it takes a moment.
 */
export function AccessResults({ lookup }: { lookup: AccessLookup }) {
  const { state, source } = lookup;
  const intl = useIntl();
  return (
    <section
      className={`card ${styles.panel} ${styles.results}`}
      aria-label={intl.formatMessage({ id: 'fileAccess.results.label', defaultMessage: 'Results' })}
      aria-busy={state.status === 'loading'}
    >
      {state.status === 'idle' && (
        <p className={styles.placeholder}>
          <FormattedMessage id="fileAccess.results.placeholder" defaultMessage="The shared folder will show here." />
        </p>
      )}
      {state.status === 'loading' &&
        (state.provingWork ? (
          <CheckingCode />
        ) : (
          <p className={styles.placeholder} role="status">
            <FormattedMessage id="fileAccess.results.fetching" defaultMessage="Fetching the folder…" />
          </p>
        ))}
      {state.status === 'failed' &&
        (passwordNeeded(state.error) ? (
          <SharePasswordForm wrong={passwordNeeded(state.error)!.wrong} onSubmit={lookup.onPassword} />
        ) : (
          <ErrorLine error={state.error} source={source} />
        ))}
      {state.status === 'done' && state.value.kind === 'folder' && (
        <>
          {state.value.folder.encrypted ? (
            <LazyEncryptedFolder
              key={state.value.folder.folderCode}
              folder={state.value.folder}
              fragment={state.value.fragment ?? ''}
            />
          ) : (
            <FolderResult key={state.value.folder.folderCode} folder={state.value.folder} editable />
          )}
          <ReportLink
            target={state.value.folder.folderUrl}
            fragment={state.value.folder.encrypted ? state.value.fragment : undefined}
          />
        </>
      )}
      {state.status === 'done' && state.value.kind === 'request' && (
        <p className={styles.placeholder} role="status">
          <FormattedMessage id="fileAccess.results.openingRequest" defaultMessage="Opening the request…" />
        </p>
      )}
      {state.status === 'done' && state.value.kind === 'json' && (
        <div className="stack">
          <h2 className={styles.resultTitle}>
            <FormattedMessage id="fileAccess.results.responseTitle" defaultMessage="Response" />
          </h2>
          <pre>{JSON.stringify(state.value.value, null, 2)}</pre>
        </div>
      )}
      {state.status === 'done' && state.value.kind === 'text' && (
        <div className="stack">
          <h2 className={styles.resultTitle}>
            <FormattedMessage id="fileAccess.results.responseTitle" defaultMessage="Response" />
          </h2>
          <pre>{state.value.text}</pre>
        </div>
      )}
    </section>
  );
}
