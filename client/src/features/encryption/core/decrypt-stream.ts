/**
 * Encrypted bytes in, plaintext out, one record at a time: each record is authenticated before any of its bytes
 * go on, so what comes out is always genuine, and the stream ends in a TamperedError at the first record that
 * fails, is missing, is cut short, or is followed by bytes that should not be there (the last record's bytes
 * wait for the end of the input, so that they only go on once nothing follows them). The plaintext size comes
 * from the manifest; knowing it, every record's length and position (and which one is last) is known in
 * advance, so a file cut exactly at a record boundary or padded with extra bytes is caught too.
 */
import { ByteQueue } from './byte-queue';
import type { Bytes } from './bytes';
import { TamperedError } from './errors';
import { decryptRecord } from './record-cipher';
import { RECORD_TAG_BYTES, recordCount, recordPlaintextLength, recordsForRange } from './record-layout';

export interface DecryptionOptions {
  /** The file's plaintext size, as the manifest gives it. */
  plaintextSize: number;
  /**
   * Decrypt only plaintext bytes `start` up to, not including, `end` (the whole file by default). The input is
   * then the ciphertext bytes `recordsForRange` names, and the output exactly the bytes asked for.
   */
  start?: number;
  end?: number;
}

/**
 * Records decrypting at once: WebCrypto runs them on several cores while the next bytes arrive. Their plaintext
 * goes on in order, each as soon as it and every record before it authenticated.
 */
const RECORDS_IN_FLIGHT = 8;

export function createDecryptionStream(
  fileKey: CryptoKey,
  { plaintextSize, start = 0, end = plaintextSize }: DecryptionOptions,
): TransformStream<Uint8Array, Bytes> {
  const span = recordsForRange(plaintextSize, start, end);
  const lastOfFile = recordCount(plaintextSize) - 1;
  const queue = new ByteQueue();
  let index = span.firstRecord;
  let skip = span.skip;
  let remaining = span.length;
  let held: Bytes | undefined;
  /** Settles once the record's plaintext went on (or failed); one per record decrypting, oldest first. */
  const passing: Promise<void>[] = [];
  let passedOn: Promise<void> = Promise.resolve();

  const expectedLength = () => recordPlaintextLength(plaintextSize, index) + RECORD_TAG_BYTES;

  /** Starts decrypting the next record, and chains passing its wanted bytes on after the record before it. */
  const startNext = (controller: TransformStreamDefaultController<Bytes>) => {
    const isFinal = index === span.lastRecord;
    const from = skip;
    const length = Math.min(remaining, recordPlaintextLength(plaintextSize, index) - from);
    const decrypting = decryptRecord(fileKey, index, index === lastOfFile, queue.take(expectedLength()));
    decrypting.catch(() => undefined); // awaited in its turn below
    passedOn = passedOn.then(async () => {
      const wanted = (await decrypting).subarray(from, from + length);
      // The last record's plaintext waits for the end of the input: only then is it known that nothing follows.
      if (isFinal) held = wanted;
      else if (wanted.length > 0) controller.enqueue(wanted);
    });
    // A record that fails ends the stream at once, after the genuine records before it went on.
    passedOn.catch((error: unknown) => controller.error(error));
    passing.push(passedOn);
    remaining -= length;
    skip = 0;
    index += 1;
  };

  return new TransformStream<Uint8Array, Bytes>({
    async transform(chunk, controller) {
      queue.push(chunk);
      while (index <= span.lastRecord && queue.length >= expectedLength()) {
        startNext(controller);
        while (passing.length >= RECORDS_IN_FLIGHT) await passing.shift();
      }
      if (index > span.lastRecord && queue.length > 0) {
        // Whatever authenticated before the bytes that should not be there still goes on first.
        await passedOn;
        throw new TamperedError('file');
      }
    },
    async flush(controller) {
      await passedOn;
      if (index <= span.lastRecord || queue.length > 0) throw new TamperedError('file');
      if (held && held.length > 0) controller.enqueue(held);
    },
  });
}
