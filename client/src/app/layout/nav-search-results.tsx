import { useState } from 'react';
import { defineMessages, type IntlShape, type NoMessageValues, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useEndShare } from '../../hooks/use-end-share';
import { useMyShares, type MySharesState } from '../../hooks/use-my-shares';
import { asciiDigits } from '../../lib/i18n/ascii-digits';
import { isFolderCode } from '../../lib/sharing/folder-code';
import { EndShareDialog, MyShareCard } from '../../features/my-shares';
import styles from './nav-bar.module.css';

const messages = defineMessages<{
  searchingMore: NoMessageValues;
  searching: NoMessageValues;
  noMatch: { query: string };
  noMatchOpenCode: { query: string; code: string };
  matches: { count: number };
}>({
  searchingMore: { id: 'layout.search.searching', defaultMessage: 'Searching…' },
  searching: { id: 'layout.search.searchingShares', defaultMessage: 'Searching your shares…' },
  noMatch: { id: 'layout.search.noMatch', defaultMessage: 'None of your live shares match “{query}”.' },
  noMatchOpenCode: {
    id: 'layout.search.noMatchOpenCode',
    defaultMessage: 'None of your live shares match “{query}”. Press Enter to open the shared folder {code}.',
  },
  matches: {
    id: 'layout.search.matches',
    defaultMessage: '{count, plural, one {# of your shares matches.} other {# of your shares match.}}',
  },
});

/** Quiet time after the last key before the search is sent. */
const SEARCH_DEBOUNCE_MS = 250;
/** Results shown under the box; "See all" opens the rest on the My shares page. */
const NAV_RESULTS_LIMIT = 5;

function statusText(intl: IntlShape, state: MySharesState, query: string): string {
  switch (state.status) {
    case 'loading':
      return intl.formatMessage(state.shares.length > 0 ? messages.searchingMore : messages.searching);
    case 'failed':
      return state.message;
    case 'ready': {
      const count = state.shares.length;
      if (count === 0) {
        return isFolderCode(asciiDigits(query))
          ? intl.formatMessage(messages.noMatchOpenCode, { query, code: asciiDigits(query) })
          : intl.formatMessage(messages.noMatch, { query });
      }
      return intl.formatMessage(messages.matches, { count });
    }
    default:
      return '';
  }
}

/**
 * The nav search's results for `query`: the account's live shares that match, with their code, files and expiry, to
 * open or end (after asking), and a link to the rest on My shares. `onLeave` is called when the visitor follows one.
 * A chunk of its own, loaded with the first search.
 */
export function NavSearchResults({ query, onLeave }: { query: string; onLeave: () => void }) {
  const intl = useIntl();
  const { state, forget } = useMyShares(query, SEARCH_DEBOUNCE_MS);
  const { ended, clearEnded, askToEnd, dialog: endShareDialog } = useEndShare(forget);
  // "Share 1234 ended" answers the search it was ended from: another search drops it.
  const [endedFor, setEndedFor] = useState(query);
  if (endedFor !== query) {
    setEndedFor(query);
    clearEnded();
  }
  const shares = 'shares' in state ? state.shares : [];
  const status = ended ?? statusText(intl, state, query);
  return (
    <>
      <p className={styles.searchStatus} role="status">
        {status}
      </p>
      {shares.length > 0 && (
        <div className={styles.searchList}>
          {shares.slice(0, NAV_RESULTS_LIMIT).map((share) => (
            <MyShareCard key={share.code} share={share} compact onEnd={askToEnd} onOpen={onLeave} />
          ))}
        </div>
      )}
      <Link className={styles.searchAll} to={`/my-shares?q=${encodeURIComponent(query)}`} onClick={onLeave}>
        {shares.length > NAV_RESULTS_LIMIT
          ? intl.formatMessage(
              { id: 'layout.search.seeAll', defaultMessage: 'See all {count} in My shares' },
              { count: shares.length },
            )
          : intl.formatMessage({ id: 'layout.search.openMyShares', defaultMessage: 'Open My shares' })}
      </Link>
      <EndShareDialog {...endShareDialog} />
    </>
  );
}
