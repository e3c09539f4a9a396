import { retrieveFolder, type RetrievedFolder } from '../../../lib/api/folders';
import type { LookupOptions } from '../../../lib/api/proof-of-work-request';

/**
 * A code lookup as /file-access runs it: the share, and for an end-to-end encrypted one its key too (as the
 * fragment `#key` its link would carry), got from the sender's open page by the code exchange. The exchange's
 * cryptography loads only when the share is encrypted.
 */
export async function folderByCode(
  code: string,
  options: LookupOptions = {},
): Promise<{ folder: RetrievedFolder; fragment: string }> {
  const folder = await retrieveFolder(code, options);
  if (!folder.encrypted) return { folder, fragment: '' };
  const { shareKeyByCode } = await import('./share-key-by-code');
  return { folder, fragment: `#${await shareKeyByCode(code, options)}` };
}
