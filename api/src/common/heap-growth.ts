import { setFlagsFromString } from 'node:v8';

/**
 * After each full garbage collection V8 sets the next one's threshold at the live heap times a factor it
 * adapts (1.1 to 4) to recent GC cost. This API's live heap is about 35 MB (Nest, TypeORM, Swagger), and a
 * few ZIP downloads in a row could drive that factor down until the threshold sat barely 20 MB above the live
 * heap. File chunks in flight (tens of MB of Buffers between young collections) count towards it, so from
 * then on every transfer ran a full collection every ~100 ms: uploads and downloads took twice the CPU, for
 * good (seen in `npm run bench` from the sixth round on). A fixed factor of 2 keeps that headroom, at the
 * cost of at most one more live heap (~35 MB) of garbage between collections.
 */
const HEAP_GROWING_PERCENT = 100;

/** Call before the application is built. V8 reads this flag at every collection, so setting it at run time works. */
export function fixHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
