import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isFolderCode } from '../../lib/folder-code';
import styles from './nav-bar.module.css';

export const SEARCH_PLACEHOLDER = 'Search anything. eg:file code,name ....';

/**
 * The signed-in search box (spec §1). There is no search API, so it does the one lookup the product supports:
 * a 4-digit file code opens that shared folder; anything else explains that.
 */
export function NavSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [hint, setHint] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = query.trim();
    if (isFolderCode(code)) {
      setQuery('');
      setHint(null);
      navigate(`/s/${code}`);
    } else {
      setHint('Type a 4-digit file code to open a shared folder.');
    }
  }

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="nav-search" className="visually-hidden">
        Search
      </label>
      <input
        id="nav-search"
        type="search"
        placeholder={SEARCH_PLACEHOLDER}
        value={query}
        aria-describedby={hint ? 'nav-search-hint' : undefined}
        onChange={(event) => {
          setQuery(event.target.value);
          setHint(null);
        }}
      />
      {hint && (
        <p id="nav-search-hint" className={styles.searchHint} role="status">
          {hint}
        </p>
      )}
    </form>
  );
}
