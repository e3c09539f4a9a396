import { buffer } from 'node:stream/consumers';
import yauzl, { type Entry } from 'yauzl';

export interface UnzippedEntry {
  bytes: Buffer;
  /** 0 = STORE (no compression). */
  compressionMethod: number;
}

/** Reads every entry of a ZIP held in memory. */
export async function unzip(archive: Buffer): Promise<Map<string, UnzippedEntry>> {
  const zip = await yauzl.fromBufferPromise(archive);
  const entries = new Map<string, UnzippedEntry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      zip
        .openReadStreamPromise(entry)
        .then((stream) => buffer(stream))
        .then((bytes) => {
          entries.set(entry.fileName, { bytes, compressionMethod: entry.compressionMethod });
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}
