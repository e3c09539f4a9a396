/**
 * Saving a file that came whole into memory (the direct road: features/live): as a download of its bytes, and for
 * an end-to-end encrypted share, decrypted first by the same record decryption the server's bytes go through.
 */
import { createDecryptionStream, type ManifestEntry } from '../../lib/encryption';
import type { OpenedShare } from '../../lib/encrypted-shares/opened-share';

/** The object URL outlives the click long enough for the browser to start saving it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves `blob` under `name` as the browser's own download. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** Decrypts a file's whole ciphertext; rejects with the encryption layer's TamperedError at an altered record. */
export async function decryptedBytes(
  share: Pick<OpenedShare, 'keyring'>,
  entry: ManifestEntry,
  ciphertext: Uint8Array<ArrayBuffer>,
): Promise<Blob> {
  const fileKey = await share.keyring.fileKey(entry.id);
  const plaintext = new Blob([ciphertext])
    .stream()
    .pipeThrough(createDecryptionStream(fileKey, { plaintextSize: entry.size }));
  return new Blob([await new Response(plaintext).arrayBuffer()], { type: entry.type || 'application/octet-stream' });
}
