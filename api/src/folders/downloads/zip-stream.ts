import { finished, type PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import './zip-checksums.js';

export interface ZipEntry {
  /** The path inside the archive. */
  name: string;
  date: Date;
  /** Bytes the entry holds: checked against what the storage delivers. */
  size: number;
  /** The storage key the bytes are read from (for the log when they cannot be). */
  key: string;
}

/**
 * Entries up to this size are read whole, READ_AHEAD of them at once ahead of the archive: a folder of small
 * files is bound by each file's latency (open, read, close), not by bytes, and the storage serves several at
 * a time. Memory stays under READ_AHEAD × SMALL_ENTRY_BYTES per ZIP.
 */
const SMALL_ENTRY_BYTES = 64 * 1024;
const READ_AHEAD = 16;

export interface ZipOutcome {
  /** The whole archive, central directory included, went out. */
  delivered: boolean;
  /** The entry whose bytes could not be read, and why: the response was cut off there. */
  failure?: { entry: ZipEntry; error: unknown };
}

/**
 * Streams a ZIP (STORE, zip64 once past 4 GiB: yazl decides per entry) of `entries` to `response`.
 *
 * yazl asks for each entry's bytes only when the archive reaches it (addReadStreamLazy), so a large stored
 * file is opened only then, and small ones a few entries ahead (READ_AHEAD); a folder of thousands of small
 * files is not bound by opening them one after the other. The first entry's stream may be passed in already
 * open (the caller opened it before committing to a 200).
 *
 * When an entry cannot be read (its object is gone, the storage fails mid-read, or it delivers more or fewer
 * bytes than its size), the archive is destroyed without ever being finalised, and the response with it: the
 * client sees a broken transfer (no chunked terminator), never an archive with a valid central directory and
 * a file missing. yazl does not listen for errors on the streams it is handed, hence `finished` on each.
 * `countSent` is told the size of each piece of an entry's bytes as it goes into the archive.
 */
export async function streamZip(
  entries: readonly ZipEntry[],
  open: (entry: ZipEntry) => Promise<Readable>,
  response: Writable,
  first?: Readable,
  countSent: (bytes: number) => void = () => undefined,
): Promise<ZipOutcome> {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as PassThrough;
  let failure: ZipOutcome['failure'];
  // The entry being written: yazl pumps them one at a time, in order.
  let current: { entry: ZipEntry; source: Readable } | undefined;
  let stopped = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    current?.source.destroy();
    output.destroy();
  };
  const fail = (entry: ZipEntry, error: unknown) => {
    failure ??= { entry, error };
    stop();
  };

  const hand = (entry: ZipEntry, source: Readable, callback: (error: unknown, stream: Readable) => void) => {
    current = { entry, source };
    // Reports an error, and also a stream closed before its end, which would otherwise leave the archive waiting.
    finished(source, (error) => {
      if (error) fail(entry, error);
    });
    // yazl moves to the next entry as soon as one has been read, whether or not its output was taken: a
    // client that reads slowly would otherwise have a folder of small files buffered here whole.
    const handOver = () => {
      if (stopped) {
        source.destroy();
        return;
      }
      callback(null, source);
      // Only now: yazl has piped the stream, and a listener added before would have started it flowing early.
      source.on('data', (piece: Buffer) => countSent(piece.length));
    };
    if (output.writableNeedDrain) output.once('drain', handOver);
    else handOver();
  };

  // Small entries being read ahead, by index; `scheduled` is the first index not looked at yet.
  const readAhead = new Map<number, Promise<Buffer>>();
  let scheduled = first ? 1 : 0;
  const scheduleFrom = (index: number) => {
    for (; scheduled < entries.length && scheduled < index + READ_AHEAD && !stopped; scheduled++) {
      if (entries[scheduled].size > SMALL_ENTRY_BYTES) continue;
      const whole = open(entries[scheduled]).then(async (source) => Buffer.concat(await source.toArray()));
      // Its failure is reported when the archive reaches it (or not at all, once the archive has stopped).
      whole.catch(() => undefined);
      readAhead.set(scheduled, whole);
    }
  };

  entries.forEach((entry, index) => {
    zip.addReadStreamLazy(entry.name, { mtime: entry.date, compress: false, size: entry.size }, (callback) => {
      if (index === 0 && first) return hand(entry, first, callback);
      scheduleFrom(index);
      const whole = readAhead.get(index);
      readAhead.delete(index);
      const source = whole ? whole.then((bytes) => Readable.from([bytes], { objectMode: false })) : open(entry);
      source.then(
        (stream) => hand(entry, stream, callback),
        (error: unknown) => fail(entry, error),
      );
    });
  });
  // yazl's own errors: an entry that delivered more or fewer bytes than its size.
  zip.on('error', (error: unknown) => fail(current?.entry ?? entries[0], error));
  zip.end();

  let delivered: boolean;
  try {
    await pipeline(output, response);
    delivered = !failure;
  } catch {
    // An entry failed, or the client went away (pipeline has destroyed the response either way). A client
    // that hangs up once the response was ended has every byte all the same.
    delivered = !failure && response.writableEnded;
  } finally {
    stop();
  }
  if (failure && !response.destroyed) response.destroy();
  return { delivered, failure };
}
