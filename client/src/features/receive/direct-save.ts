/**
 * A file of an end-to-end encrypted share received whole by the direct road (features/live), decrypted by the same
 * record decryption the server's bytes go through before it is saved (save-blob.ts).
 */
import { createDecryptionStream, type ManifestEntry, type OpenedShare } from '../encryption';

/**
 * Decrypts a file's whole ciphertext as a stream (a large Blob the browser keeps on disk, not in the tab's
 * memory); rejects with the encryption layer's TamperedError at an altered record.
 */
export async function decryptedCiphertext(
  share: Pick<OpenedShare, 'keyring'>,
  entry: ManifestEntry,
  ciphertext: Blob,
): Promise<Blob> {
  const fileKey = await share.keyring.fileKey(entry.id);
  const plaintext = ciphertext.stream().pipeThrough(createDecryptionStream(fileKey, { plaintextSize: entry.size }));
  return new Blob([await new Response(plaintext).blob()], { type: entry.type || 'application/octet-stream' });
}
