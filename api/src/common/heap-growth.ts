import { setFlagsFromString } from 'node:v8';

/**
 * After each full garbage collection V8 sets the next one's threshold at the live heap times a factor it
 * adapts to recent GC cost. Left adaptive, a few ZIP downloads in a row can drive that factor down until the
 * threshold sits just above the live heap; the file chunks every transfer has in flight then reach it again
 * and again, and the process runs full collections back to back for as long as it lives. A fixed factor of 2
 * keeps one live heap of headroom for those chunks, at the cost of at most one more live heap of garbage
 * between collections.
 */
const HEAP_GROWING_PERCENT = 100;

/** Call before the application is built. V8 reads this flag at every collection, so setting it at run time works. */
export function fixHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
