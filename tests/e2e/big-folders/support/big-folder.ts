/**
 * A generated folder of 5 000 small files, 50 folders of 10 subfolders of 10 files (0.5–4 KB each), written
 * fresh into a temp dir. Sizes and bytes follow from the file's number, so every run shares the same folder.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BIG_ROOT = 'big-folder';
export const FOLDERS = 50;
export const SUBFOLDERS = 10;
export const FILES_PER_SUBFOLDER = 10;
export const FILE_COUNT = FOLDERS * SUBFOLDERS * FILES_PER_SUBFOLDER;

const EXTENSIONS = ['txt', 'json', 'md', 'csv', 'log'];
const pad = (value: number, width: number) => String(value).padStart(width, '0');

export interface BigFolder {
  /** The temp dir holding the folder (remove it when done). */
  base: string;
  /** The folder a person picks. */
  root: string;
  /** Relative paths as the tree shows them, in the tree's order. */
  paths: string[];
}

export function folderPath(folder: number, sub?: number): string {
  const top = `${BIG_ROOT}/folder-${pad(folder, 2)}`;
  return sub === undefined ? top : `${top}/sub-${pad(sub, 2)}`;
}

export function makeBigFolder(): BigFolder {
  const base = mkdtempSync(join(tmpdir(), 'sharecode-big-'));
  const paths: string[] = [];
  let number = 0;
  for (let folder = 1; folder <= FOLDERS; folder += 1) {
    for (let sub = 1; sub <= SUBFOLDERS; sub += 1) {
      const dir = folderPath(folder, sub);
      mkdirSync(join(base, dir), { recursive: true });
      for (let file = 1; file <= FILES_PER_SUBFOLDER; file += 1) {
        number += 1;
        const path = `${dir}/file-${pad(number, 4)}.${EXTENSIONS[number % EXTENSIONS.length]}`;
        const size = 512 + ((number * 7919) % (4096 - 512 + 1));
        writeFileSync(join(base, path), Buffer.alloc(size, `line ${number} of the big folder\n`));
        paths.push(path);
      }
    }
  }
  return { base, root: join(base, BIG_ROOT), paths };
}
