/** Rows a job reads at once when it goes through many: what bounds its memory. */
const JOB_PAGE_ROWS = 1000;

/**
 * How jobs that go through many rows (every file of an abandoned upload, every expired share and its files) read
 * them: a page at a time, never all at once, so what one share or upload holds (up to MAX_FILES_PER_SHARE files)
 * does not decide how much memory a job takes. A provider, so a test can make pages small and see them turn.
 */
export class JobPages {
  constructor(readonly rows: number = JOB_PAGE_ROWS) {}
}
