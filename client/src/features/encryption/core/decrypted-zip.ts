/**
 * A ZIP of an encrypted share (or of one folder of it) built in the recipient's browser, since the server
 * cannot read what it would put in one. Files are fetched and decrypted one after another as the ZIP is read,
 * so memory stays at a record or two whatever the share's size; entries are stored uncompressed (client-zip),
 * named by their path in the share, renamed where Windows would refuse it (download-names.ts), as the server's
 * own ZIPs are. A file that fails to authenticate ends the ZIP's stream with its TamperedError.
 */
import { makeZip, predictLength } from 'client-zip';
import { ZipEntryNames } from '../../../lib/files/download-names';
import { isWithin } from '../../../lib/files/relative-path';
import { createDecryptionStream } from './decrypt-stream';
import type { ShareKeyring } from './keyring';
import type { Manifest, ManifestEntry } from './manifest-entries';

/** Fetches a file's whole encrypted object (for instance `fetch(url).then((response) => response.body)`). */
export type FetchCiphertext = (entry: ManifestEntry) => Promise<ReadableStream<Uint8Array>>;

export interface DecryptedZipOptions {
  /** Only the files in this folder of the share (the whole share by default). */
  folder?: string;
  /** The date every entry carries (now by default). */
  lastModified?: Date;
}

/** The files the ZIP holds, in order, each with its entry name. */
function entriesOf(manifest: Manifest, folder = ''): { entry: ManifestEntry; name: string }[] {
  const names = new ZipEntryNames();
  return manifest.files
    .filter((entry) => isWithin(entry.path, folder))
    .map((entry) => ({ entry, name: names.nameOf(entry.path) }));
}

/** The exact byte length of the ZIP `makeDecryptedZip` builds, for a progress bar or a Content-Length. */
export function decryptedZipLength(manifest: Manifest, folder?: string): number {
  return Number(predictLength(entriesOf(manifest, folder).map(({ entry, name }) => ({ name, size: entry.size }))));
}

export function makeDecryptedZip(
  keyring: ShareKeyring,
  manifest: Manifest,
  fetchCiphertext: FetchCiphertext,
  { folder, lastModified = new Date() }: DecryptedZipOptions = {},
): ReadableStream<Uint8Array> {
  const entries = entriesOf(manifest, folder);
  async function* decryptedFiles() {
    for (const { entry, name } of entries) {
      const fileKey = await keyring.fileKey(entry.id);
      const ciphertext = await fetchCiphertext(entry);
      yield {
        name,
        size: entry.size,
        lastModified,
        input: ciphertext.pipeThrough(createDecryptionStream(fileKey, { plaintextSize: entry.size })),
      };
    }
  }
  return makeZip(decryptedFiles(), { buffersAreUTF8: true });
}
