/** A chunk body that ended in an error; the bytes before the error were kept. */
export class ChunkInterruptedError extends Error {
  constructor(
    /** The upload's offset after the bytes that were kept. */
    readonly offset: number,
    override readonly cause: unknown,
  ) {
    super(`The chunk was cut short at offset ${offset}`);
  }
}

/**
 * A chunk body that carried more bytes than the upload still needed. What it wrote into the file that ends the
 * upload is not kept (bytes of files it completed before are): a body longer than announced says that file is
 * not the one announced, so it must not open to recipients cut to its announced size.
 */
export class ChunkPastTheEndError extends Error {
  constructor(
    /** The upload's offset after the bytes that were kept. */
    readonly offset: number,
  ) {
    super(`The chunk ran past the end of the upload; the upload holds ${offset} bytes`);
  }
}
