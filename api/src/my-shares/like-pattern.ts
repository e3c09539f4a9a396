/** The escape character the LIKE clauses here declare (`ESCAPE '\'`), valid on SQLite and PostgreSQL alike. */
const LIKE_ESCAPE = '\\';

/**
 * A LIKE pattern matching `text` anywhere, case-insensitively when the column is lower-cased too.
 * `%`, `_` and the escape character itself are escaped, so "50%_off" matches only that text.
 */
export function containsPattern(text: string): string {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (character) => `${LIKE_ESCAPE}${character}`);
  return `%${escaped}%`;
}
