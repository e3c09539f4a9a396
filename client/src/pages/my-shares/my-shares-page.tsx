import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/alert/alert';
import { Button, buttonClassName } from '../../components/button/button';
import { MyRequests } from '../../features/file-requests';
import { EndShareDialog, MyShareCard, RemovedShareCard } from '../../features/my-shares';
import { PageHeader } from '../../components/page-header/page-header';
import { useEndShare } from '../../hooks/use-end-share';
import { useMyShares } from '../../hooks/use-my-shares';
import { useSignedInUser } from '../../hooks/use-signed-in-user';
import styles from './my-shares-page.module.css';

/** Quiet time after the last key before the filter is sent. */
const FILTER_DEBOUNCE_MS = 250;

function SignedOut() {
  return (
    <section className={`card ${styles.empty}`}>
      <h2>
        <FormattedMessage id="myShares.signedOut.title" defaultMessage="Log in to see your shares" />
      </h2>
      <p>
        <FormattedMessage
          id="myShares.signedOut.detail"
          defaultMessage="Shares you make while logged in are listed here, so you can find them again or end them early."
        />
      </p>
      <p className={styles.actions}>
        <Link to="/login" className={buttonClassName()}>
          <FormattedMessage id="myShares.signedOut.logIn" defaultMessage="Log in" />
        </Link>
        <Link to="/signup" className={buttonClassName({ variant: 'secondary' })}>
          <FormattedMessage id="myShares.signedOut.signUp" defaultMessage="Sign up" />
        </Link>
      </p>
    </section>
  );
}

/**
 * `/my-shares`: the signed-in account's live shares, newest first, filtered by code, file name or path
 * (the `q` search parameter, shared with the nav search's "Open My shares"), each to open or end; then the
 * shares Sharecode's operators removed, each with its statement of reasons (a filter keeps those whose code
 * matches: the server knows no more of them).
 */
export default function MySharesPage() {
  const intl = useIntl();
  const { signedIn } = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const { state, reload, forget } = useMyShares(signedIn ? query : null, FILTER_DEBOUNCE_MS);
  const { ended, clearEnded, askToEnd, dialog: endShareDialog } = useEndShare(forget);

  const shares = 'shares' in state ? state.shares : [];
  const filtered = query.trim() !== '';
  const removed = ('removed' in state ? state.removed : []).filter(
    (share) => !filtered || share.code.includes(query.trim()),
  );

  return (
    <div className="container page">
      <PageHeader
        title={intl.formatMessage({ id: 'myShares.page.title', defaultMessage: 'My shares' })}
        lead={intl.formatMessage({
          id: 'myShares.page.lead',
          defaultMessage:
            "Your live shares: everything you shared while logged in that has not expired yet. Open one, or end it now. Shares Sharecode's operators removed stay listed here for a week, with why.",
        })}
      />
      {!signedIn || state.status === 'signed-out' ? (
        <SignedOut />
      ) : (
        <div className="stack">
          <div className={styles.toolbar}>
            <form role="search" className={`field ${styles.filter}`} onSubmit={(event) => event.preventDefault()}>
              <label htmlFor="my-shares-filter">
                <FormattedMessage id="myShares.filter.label" defaultMessage="Filter your shares" />
              </label>
              <input
                id="my-shares-filter"
                type="search"
                autoComplete="off"
                placeholder={intl.formatMessage({
                  id: 'myShares.filter.placeholder',
                  defaultMessage: 'Code, file name or folder',
                })}
                value={query}
                onChange={(event) => {
                  clearEnded();
                  setParams(event.target.value ? { q: event.target.value } : {}, { replace: true });
                }}
              />
            </form>
            <Link to="/data-sharing" className={buttonClassName({ variant: 'secondary' })}>
              <FormattedMessage id="myShares.shareFilesLink" defaultMessage="Share files" />
            </Link>
          </div>

          <p className={styles.status} role="status">
            {ended ??
              (state.status === 'loading' && shares.length === 0
                ? intl.formatMessage({ id: 'myShares.list.loading', defaultMessage: 'Loading your shares…' })
                : state.status === 'ready'
                  ? summary(intl, shares.length, filtered, query)
                  : '')}
          </p>
          {state.status === 'failed' && (
            <Alert tone="error">
              {state.message}{' '}
              <Button size="sm" variant="secondary" onClick={reload}>
                <FormattedMessage id="myShares.list.tryAgainButton" defaultMessage="Try again" />
              </Button>
            </Alert>
          )}
          {state.status === 'ready' && shares.length === 0 && !filtered && (
            <section className={`card ${styles.empty}`}>
              <h2>
                <FormattedMessage id="myShares.empty.title" defaultMessage="No live shares" />
              </h2>
              <p>
                <FormattedMessage
                  id="myShares.empty.detail"
                  defaultMessage="Shares you make while logged in appear here until they expire."
                />
              </p>
              <p>
                <Link to="/data-sharing" className={buttonClassName()}>
                  <FormattedMessage id="myShares.empty.shareLink" defaultMessage="Share files or a folder" />
                </Link>
              </p>
            </section>
          )}
          {shares.length > 0 && (
            <section
              aria-label={intl.formatMessage({ id: 'myShares.list.label', defaultMessage: 'Your shares' })}
              className={styles.list}
            >
              {shares.map((share) => (
                <MyShareCard key={share.code} share={share} onEnd={askToEnd} />
              ))}
            </section>
          )}
          {removed.length > 0 && (
            <section aria-labelledby="removed-shares-title" className="stack">
              <div className={styles.removedIntro}>
                <h2 id="removed-shares-title">
                  <FormattedMessage id="myShares.removed.title" defaultMessage="Removed by Sharecode's operators" />
                </h2>
                <p>
                  <FormattedMessage
                    id="myShares.removed.intro"
                    defaultMessage="These shares no longer open. Here is why, as the operators wrote it: it is kept for a week after the removal."
                  />
                </p>
              </div>
              <div className={styles.list}>
                {removed.map((share) => (
                  <RemovedShareCard key={`${share.code}-${share.endedAt}`} share={share} />
                ))}
              </div>
            </section>
          )}
          <MyRequests />
        </div>
      )}
      <EndShareDialog {...endShareDialog} />
    </div>
  );
}

function summary(intl: IntlShape, count: number, filtered: boolean, query: string): string {
  if (filtered) {
    if (count === 0) {
      return intl.formatMessage(
        { id: 'myShares.list.noMatch', defaultMessage: 'None of your live shares match “{query}”.' },
        { query: query.trim() },
      );
    }
    return intl.formatMessage(
      {
        id: 'myShares.list.matches',
        defaultMessage: '{count, plural, one {{shares} share matches.} other {{shares} shares match.}}',
      },
      { count, shares: String(count) },
    );
  }
  if (count === 0) return '';
  return intl.formatMessage(
    {
      id: 'myShares.list.liveCount',
      defaultMessage: '{count, plural, one {{shares} live share.} other {{shares} live shares.}}',
    },
    { count, shares: String(count) },
  );
}
