/**
 * A generated folder of 20 000 tiny files (20 folders of 20 subfolders of 50 files, 1–100 bytes each); bytes
 * follow from the file's number, so every run shares the same folder.
 */
import { folderKind } from './generated-folder';

const ROOT = 'huge-folder';
const pad = (value: number) => String(value).padStart(2, '0');

export const HUGE_FOLDER = folderKind({
  root: ROOT,
  folders: 20,
  subfolders: 20,
  filesPerSubfolder: 50,
  folderPath: (folder, sub) => {
    const top = `${ROOT}/part-${pad(folder)}`;
    return sub === undefined ? top : `${top}/set-${pad(sub)}`;
  },
  file: (number) => ({
    name: `item-${String(number).padStart(5, '0')}.txt`,
    bytes: `${number}\n`.repeat(1 + (number % 20)).slice(0, 1 + (number % 100)),
  }),
});
