/**
 * A resumable upload sends its files as one byte sequence: the files laid end to end in list order. A
 * single offset then says how far the whole upload got, and one chunk may cover the end of one file and
 * the start of the next (many small files need few requests).
 */

export interface FilePosition {
  /** Index of the file the byte at the offset belongs to (files.length when the offset is the end). */
  index: number;
  /** Bytes of that file before the offset. */
  within: number;
  /** Bytes of all earlier files. */
  before: number;
}

/**
 * Where `offset` falls among files of the given sizes. Empty files are skipped over: no byte of the
 * sequence belongs to them. Throws RangeError for an offset outside 0..total.
 */
export function locateOffset(sizes: readonly number[], offset: number): FilePosition {
  if (!Number.isSafeInteger(offset) || offset < 0) throw new RangeError(`Offset ${offset} is not a byte position`);
  let before = 0;
  for (let index = 0; index < sizes.length; index++) {
    if (offset < before + sizes[index]) return { index, within: offset - before, before };
    before += sizes[index];
  }
  if (offset > before) throw new RangeError(`Offset ${offset} is past the end (${before} bytes)`);
  return { index: sizes.length, within: 0, before };
}
