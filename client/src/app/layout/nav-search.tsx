import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessages, type NoMessageValues, useIntl } from 'react-intl';
import { useResettingState } from '../../hooks/use-resetting-state';
import { useLocation, useNavigate } from 'react-router-dom';
import { asciiDigits } from '../../lib/i18n/ascii-digits';
import { isFolderCode } from '../../lib/sharing/folder-code';
import { lazyShellPart } from '../lazy-shell-part';
import styles from './nav-bar.module.css';

// The results load with the first search: every page has the box, few visitors search.
const NavSearchResults = lazyShellPart(() => import('./nav-search-results').then((module) => module.NavSearchResults));

const messages = defineMessages<{ placeholder: NoMessageValues }>({
  placeholder: { id: 'layout.search.placeholder', defaultMessage: 'Search anything. eg:file code,name ....' },
});

/** The box's placeholder in English, as the specs find it. */
export const SEARCH_PLACEHOLDER = 'Search anything. eg:file code,name ....';

const RESULTS_ID = 'nav-search-results';

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
          <Suspense fallback={null}>
            <NavSearchResults query={trimmed} onLeave={() => setQuery('')} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
