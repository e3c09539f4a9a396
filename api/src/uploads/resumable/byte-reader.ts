/**
 * Reads a byte stream (an HTTP request body) in consecutive runs of exact lengths, so one body can be
 * split between several files without buffering more than the piece the stream delivered.
 */
export class ByteReader {
  private readonly source: AsyncIterator<Buffer>;
  private leftover: Buffer | undefined;
  private ended = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  /** Whether the stream ended (every byte it carried was handed out). */
  get done(): boolean {
    return this.ended && this.leftover === undefined;
  }

  /**
   * Yields the next `length` bytes, or fewer when the stream ends first. An error of the stream is thrown
   * from here, after the bytes before it were yielded.
   */
  async *take(length: number): AsyncGenerator<Buffer> {
    let remaining = length;
    while (remaining > 0) {
      const piece = this.leftover ?? (await this.next());
      this.leftover = undefined;
      if (piece === undefined) return;
      if (piece.length > remaining) {
        this.leftover = piece.subarray(remaining);
        yield piece.subarray(0, remaining);
        return;
      }
      remaining -= piece.length;
      yield piece;
    }
  }

  /**
   * Whether the stream has ended, waiting for its next piece (or its end) when nothing is left over: a piece
   * that comes is kept for the next `take`. An error of the stream is thrown from here.
   */
  async atEnd(): Promise<boolean> {
    while (this.leftover === undefined && !this.ended) {
      const piece = await this.next();
      if (piece !== undefined && piece.length > 0) this.leftover = piece;
    }
    return this.done;
  }

  private async next(): Promise<Buffer | undefined> {
    if (this.ended) return undefined;
    const result = await this.source.next();
    if (result.done) {
      this.ended = true;
      return undefined;
    }
    return result.value;
  }
}
