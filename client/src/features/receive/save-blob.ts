/**
 * Saving bytes the page already holds (a file received whole by the direct road, or decrypted here) as the
 * browser's own download. A module of its own, free of the cryptography: a plain share's page uses it, and must not
 * load the encryption code with it.
 */

import { downloadName } from '../../lib/files/download-names';

/** The object URL outlives the click long enough for the browser to start saving it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Saves `blob` under `name` (renamed where Windows would refuse it) as the browser's own download; `onReleased`
 * once the page no longer offers it.
 */
export function saveBlob(blob: Blob, name: string, onReleased?: () => void): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(name);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
    onReleased?.();
  }, OBJECT_URL_LIFETIME_MS);
}
