import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessages, type IntlShape, type NoMessageValues, useIntl } from 'react-intl';
import { useResettingState } from '../../hooks/use-resetting-state';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useEndShare } from '../../hooks/use-end-share';
import { useMyShares, type MySharesState } from '../../hooks/use-my-shares';
import { asciiDigits } from '../../lib/i18n/ascii-digits';
import { isFolderCode } from '../../lib/sharing/folder-code';
import { EndShareDialog, MyShareCard } from '../../features/my-shares';
import styles from './nav-bar.module.css';

const messages = defineMessages<{
  placeholder: NoMessageValues;
  searchingMore: NoMessageValues;
  searching: NoMessageValues;
  noMatch: { query: string };
  noMatchOpenCode: { query: string; code: string };
  matches: { count: number };
}>({
  placeholder: { id: 'layout.search.placeholder', defaultMessage: 'Search anything. eg:file code,name ....' },
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

/** The box's placeholder in English, as the specs find it. */
export const SEARCH_PLACEHOLDER = 'Search anything. eg:file code,name ....';
/** Quiet time after the last key before the search is sent. */
const SEARCH_DEBOUNCE_MS = 250;
/** Results shown under the box; "See all" opens the rest on the My shares page. */
const NAV_RESULTS_LIMIT = 5;

const RESULTS_ID = 'nav-search-results';

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
 * The signed-in search box: searches the account's live shares by code, file name or path as the
 * user types, and lists matches with their code, files and expiry, to open or end. Enter opens a 4-digit
 * code's shared folder directly, and any other text on the My shares page.
 */
export function NavSearch() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [query, setQuery] = useState('');
  // Any navigation closes the results.
  const [open, setOpen] = useResettingState(() => false, [pathname]);
  const wrapper = useRef<HTMLDivElement>(null);
  const trimmed = query.trim();
  const showing = open && trimmed !== '';
  const { state, forget } = useMyShares(showing ? trimmed : null, SEARCH_DEBOUNCE_MS);
  const { ended, clearEnded, askToEnd, dialog: endShareDialog } = useEndShare(forget);

  useEffect(() => {
    if (!showing) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [showing, setOpen]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed) return;
    setOpen(false);
    setQuery('');
    // A code typed in the phone's own digits (٠٤٢٧) opens the share as its ASCII code does.
    const code = asciiDigits(trimmed);
    void navigate(isFolderCode(code) ? `/s/${code}` : `/my-shares?q=${encodeURIComponent(trimmed)}`);
  }

  const shares = 'shares' in state ? state.shares : [];
  const status = ended ?? statusText(intl, state, trimmed);

  return (
    <div className={styles.searchArea} ref={wrapper}>
      <form role="search" className={styles.search} onSubmit={submit}>
        <label htmlFor="nav-search" className="visually-hidden">
          {intl.formatMessage({ id: 'layout.search.label', defaultMessage: 'Search your shares' })}
        </label>
        <input
          id="nav-search"
          type="search"
          autoComplete="off"
          placeholder={intl.formatMessage(messages.placeholder)}
          value={query}
          aria-controls={showing ? RESULTS_ID : undefined}
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setQuery(event.target.value);
            clearEnded();
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && showing) {
              event.stopPropagation();
              setOpen(false);
            }
          }}
        />
      </form>
      {showing && (
        <div
          id={RESULTS_ID}
          className={styles.searchResults}
          role="region"
          aria-label={intl.formatMessage({
            id: 'layout.search.resultsLabel',
            defaultMessage: 'Your shares matching the search',
          })}
        >
          <p className={styles.searchStatus} role="status">
            {status}
          </p>
          {shares.length > 0 && (
            <div className={styles.searchList}>
              {shares.slice(0, NAV_RESULTS_LIMIT).map((share) => (
                <MyShareCard key={share.code} share={share} compact onEnd={askToEnd} onOpen={() => setQuery('')} />
              ))}
            </div>
          )}
          <Link
            className={styles.searchAll}
            to={`/my-shares?q=${encodeURIComponent(trimmed)}`}
            onClick={() => setQuery('')}
          >
            {shares.length > NAV_RESULTS_LIMIT
              ? intl.formatMessage(
                  { id: 'layout.search.seeAll', defaultMessage: 'See all {count} in My shares' },
                  { count: shares.length },
                )
              : intl.formatMessage({ id: 'layout.search.openMyShares', defaultMessage: 'Open My shares' })}
          </Link>
        </div>
      )}
      <EndShareDialog {...endShareDialog} />
    </div>
  );
}
