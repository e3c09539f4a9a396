/**
 * A page of a list read newest first: at most `limit` entries, only those older than the entry named by `before`
 * (its cursor: an id, a digest, whatever orders the list) when given, so the next page starts where one ended.
 */
export interface PageRequest<Cursor> {
  limit: number;
  before?: Cursor;
}
