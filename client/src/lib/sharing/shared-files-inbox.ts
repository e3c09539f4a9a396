/**
 * Hands files from the service worker (which received them from the share sheet) to the upload page,
 * through IndexedDB: a navigation cannot carry files.
 */
import type { UploadEntry } from '../api/folders';
import { openAppDatabase } from '../platform/app-database';

const INBOX_KEY = 'latest';

/** Name of the text file made from a share of text or a link without files. */
export const SHARED_TEXT_FILE_NAME = 'shared-text.txt';

/** Keeps the files of one share, replacing any earlier ones no page picked up. */
export async function keepSharedFiles(files: readonly File[], now = Date.now()): Promise<void> {
  await (await openAppDatabase()).put('shared-files', { id: INBOX_KEY, receivedAt: now, files: [...files] });
}

/** The files waiting for the upload page, removed from the inbox as they are taken. */
export async function takeSharedFiles(): Promise<File[]> {
  const transaction = (await openAppDatabase()).transaction('shared-files', 'readwrite');
  const kept = await transaction.store.get(INBOX_KEY);
  if (kept) await transaction.store.delete(INBOX_KEY);
  await transaction.done;
  return kept?.files ?? [];
}

/**
 * Shared files as an upload selection: each under its own name, with "(2)", "(3)"… added when two have the
 * same name (a share sheet has no folders, and a share may not hold one path twice).
 */
export function sharedFilesAsEntries(files: readonly File[]): UploadEntry[] {
  const used = new Set<string>();
  return files.map((file) => {
    const name = file.name || 'shared-file';
    let path = name;
    for (let copy = 2; used.has(path); copy++) {
      const dot = name.lastIndexOf('.');
      path = dot > 0 ? `${name.slice(0, dot)} (${copy})${name.slice(dot)}` : `${name} (${copy})`;
    }
    used.add(path);
    return { file, path };
  });
}

/** A share of text or a link (no files) as one text file, so it can be shared onwards like any file. */
export function sharedTextAsFile(parts: {
  title?: string | null;
  text?: string | null;
  url?: string | null;
}): File | null {
  const lines = [parts.title, parts.text, parts.url].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
  return lines.length === 0 ? null : new File([`${lines.join('\n')}\n`], SHARED_TEXT_FILE_NAME, { type: 'text/plain' });
}
