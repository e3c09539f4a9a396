import rangeParser from 'range-parser';
import type { ByteRange } from '../../storage/storage.service.js';

export type RangeDecision = { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Decides what part of a file of `size` bytes to send for a request's Range header. Malformed ranges,
 * several ranges at once, and conditional ranges (If-Range, which we cannot validate without ETags) get
 * the whole file, which HTTP allows a server to send instead of any range. So does an empty file: it has no
 * byte any range could select, and its whole (empty) body is the useful answer rather than a 416.
 */
export function decideRange(size: number, rangeHeader: string | undefined, ifRange: string | undefined): RangeDecision {
  if (!rangeHeader || ifRange !== undefined || size === 0) return { kind: 'whole' };
  const parsed = rangeParser(size, rangeHeader, { combine: true });
  if (parsed === -1) return { kind: 'unsatisfiable' };
  if (parsed === -2 || parsed.type !== 'bytes' || parsed.length !== 1) return { kind: 'whole' };
  return { kind: 'partial', range: { start: parsed[0].start, end: parsed[0].end } };
}
