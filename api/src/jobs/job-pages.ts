/** Rows a job reads at once when it goes through many: what bounds its memory. */
const JOB_PAGE_ROWS = 1000;

/**
 * How jobs that go through many rows (every file of an abandoned upload, every expired share and its files) read
 * them: a page at a time, never all at once, so what one share or upload holds (up to MAX_FILES_PER_SHARE files)
 * does not decide how much memory a job takes. A provider, so a test can make pages small and see them turn.
 */
export class JobPages {
  constructor(readonly rows: number = JOB_PAGE_ROWS) {}

  /**
   * The pages of rows read in key order, from the key after `first`: `read(after, limit)` answers up to `limit` rows
   * whose key follows `after`, `keyOf` gives a row's key. A page costs one index range whatever came before it; the pages
   * end with the first one that is not full. The caller may stop early.
   */
  async *pages<Row, Key>(
    first: Key,
    read: (after: Key, limit: number) => Promise<Row[]>,
    keyOf: (row: Row) => Key,
  ): AsyncGenerator<Row[]> {
    for (let after = first; ;) {
      const page = await read(after, this.rows);
      yield page;
      if (page.length < this.rows) return;
      after = keyOf(page[page.length - 1]);
    }
  }
}
