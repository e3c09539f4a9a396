/**
 * Whole files encrypted record by record, holding one record (64 KiB) in memory at a time whatever the file's
 * size. From a Blob (a picked File, or bytes kept in IndexedDB) the records are read by slicing, so encryption
 * can start at any record, which is what resuming an upload needs; from a stream they are cut as bytes arrive.
 */
import { ByteQueue } from './byte-queue';
import type { Bytes } from './bytes';
import { encryptRecord, encryptRecordOf } from './record-cipher';
import { RECORD_PLAINTEXT_BYTES, recordCount } from './record-layout';

/**
 * The encrypted bytes of `file` as a stream, from record `firstRecord` on (0, the whole file, by default).
 * Records are read and encrypted as the reader pulls, so a slow upload holds back reading the file.
 */
export function encryptBlob(fileKey: CryptoKey, file: Blob, firstRecord = 0): ReadableStream<Bytes> {
  const count = recordCount(file.size);
  if (!Number.isSafeInteger(firstRecord) || firstRecord < 0 || firstRecord > count) {
    throw new RangeError(`The file has ${count} records; record ${firstRecord} is not one of them`);
  }
  let next = firstRecord;
  return new ReadableStream<Bytes>({
    async pull(controller) {
      if (next === count) {
        controller.close();
        return;
      }
      controller.enqueue(await encryptRecordOf(fileKey, file, next));
      next += 1;
    },
  });
}

/**
 * Plaintext in, encrypted records out, for a source that is only a stream. A record is sealed once the byte
 * after it has arrived, because only the end of the stream tells which record is the last.
 */
export function createEncryptionStream(fileKey: CryptoKey): TransformStream<Uint8Array, Bytes> {
  const queue = new ByteQueue();
  let index = 0;
  return new TransformStream<Uint8Array, Bytes>({
    async transform(chunk, controller) {
      queue.push(chunk);
      while (queue.length > RECORD_PLAINTEXT_BYTES) {
        controller.enqueue(await encryptRecord(fileKey, index, false, queue.take(RECORD_PLAINTEXT_BYTES)));
        index += 1;
      }
    },
    async flush(controller) {
      controller.enqueue(await encryptRecord(fileKey, index, true, queue.take(queue.length)));
    },
  });
}
