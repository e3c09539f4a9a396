import type { UploadEntry } from '../../../lib/api/folders';
import { normalizeRelativePath, relativePathOf } from '../../../lib/files/relative-path';

// The File System Entry API (webkitGetAsEntry) is the only cross-browser way to read a dropped folder.
type Entry = FileSystemEntry;

function isFileEntry(entry: Entry): entry is FileSystemFileEntry {
  return entry.isFile;
}

function isDirectoryEntry(entry: Entry): entry is FileSystemDirectoryEntry {
  return entry.isDirectory;
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** A directory reader returns at most ~100 entries per call: keep reading until it returns none. */
async function childrenOf(directory: FileSystemDirectoryEntry): Promise<Entry[]> {
  const reader = directory.createReader();
  const all: Entry[] = [];
  for (;;) {
    const batch = await new Promise<Entry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function walk(entry: Entry, into: UploadEntry[]): Promise<void> {
  if (isFileEntry(entry)) {
    const file = await fileOf(entry);
    into.push({ file, path: normalizeRelativePath(entry.fullPath || file.name) });
  } else if (isDirectoryEntry(entry)) {
    for (const child of await childrenOf(entry)) await walk(child, into);
  }
}

/**
 * Everything dropped: files and whole folders (recursively), each with its path relative to the drop, so
 * a dropped folder keeps its structure exactly as the folder picker would.
 */
export async function readDroppedFiles(data: DataTransfer): Promise<UploadEntry[]> {
  const entries = [...data.items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length > 0 && entries.every((entry): entry is Entry => entry !== null)) {
    const collected: UploadEntry[] = [];
    for (const entry of entries) await walk(entry, collected);
    return collected;
  }
  // No entry API: plain files only.
  return [...data.files].map((file) => ({ file, path: relativePathOf(file) }));
}
