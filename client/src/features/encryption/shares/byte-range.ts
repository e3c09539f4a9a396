/**
 * A player's Range header, as the service worker answers it for a decrypted file (decrypted-media-worker.ts): one
 * range of bytes (RFC 9110 §14.1.2), `start` to `end` exclusive. Several ranges at once are answered whole, as HTTP
 * lets a server do; players ask for one.
 */
export interface ByteRange {
  start: number;
  /** Exclusive. */
  end: number;
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** The range asked of a file of `size` bytes: null for the whole file, 'unsatisfiable' for one outside it (416). */
export function parseByteRange(header: string | null, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  if (last === '') return { start, end: size };
  const end = Number(last) + 1;
  // A last byte before the first is no valid range: the header is ignored.
  if (end <= start) return null;
  return { start, end: Math.min(end, size) };
}
