/**
 * A generated folder of 20 000 tiny files (20 folders of 20 subfolders of 50 files, 1–100 bytes each), written
 * fresh into a temp dir; bytes follow from the file's number, so every run shares the same folder.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const HUGE_ROOT = 'huge-folder';
export const HUGE_FOLDERS = 20;
export const HUGE_SUBFOLDERS = 20;
export const HUGE_FILES_PER_SUBFOLDER = 50;
export const HUGE_FILE_COUNT = HUGE_FOLDERS * HUGE_SUBFOLDERS * HUGE_FILES_PER_SUBFOLDER;

const pad = (value: number) => String(value).padStart(2, '0');

export function hugeFolderPath(folder: number, sub?: number): string {
  const top = `${HUGE_ROOT}/part-${pad(folder)}`;
  return sub === undefined ? top : `${top}/set-${pad(sub)}`;
}

export interface HugeFolder {
  /** The temp dir holding the folder (remove it when done). */
  base: string;
  /** The folder a person picks. */
  root: string;
  /** Relative paths, in the tree's order. */
  paths: string[];
}

export function makeHugeFolder(): HugeFolder {
  const base = mkdtempSync(join(tmpdir(), 'sharecode-huge-'));
  const paths: string[] = [];
  let number = 0;
  for (let folder = 1; folder <= HUGE_FOLDERS; folder += 1) {
    for (let sub = 1; sub <= HUGE_SUBFOLDERS; sub += 1) {
      const dir = hugeFolderPath(folder, sub);
      mkdirSync(join(base, dir), { recursive: true });
      for (let file = 1; file <= HUGE_FILES_PER_SUBFOLDER; file += 1) {
        number += 1;
        const path = `${dir}/item-${String(number).padStart(5, '0')}.txt`;
        writeFileSync(join(base, path), `${number}\n`.repeat(1 + (number % 20)).slice(0, 1 + (number % 100)));
        paths.push(path);
      }
    }
  }
  return { base, root: join(base, HUGE_ROOT), paths };
}
