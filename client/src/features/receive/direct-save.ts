/**
 * Saving a file received whole by the direct road (features/live): as a download of it, and for an end-to-end
 * encrypted share, decrypted first by the same record decryption the server's bytes go through.
 */
import { createDecryptionStream, type ManifestEntry } from '../../lib/encryption';
import type { OpenedShare } from '../../lib/encrypted-shares/opened-share';

/** The object URL outlives the click long enough for the browser to start saving it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves `blob` under `name` as the browser's own download; `onReleased` once the page no longer offers it. */
export function saveBlob(blob: Blob, name: string, onReleased?: () => void): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
    onReleased?.();
  }, OBJECT_URL_LIFETIME_MS);
}

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
