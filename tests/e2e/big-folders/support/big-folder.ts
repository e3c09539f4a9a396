/**
 * A generated folder of 5 000 small files, 50 folders of 10 subfolders of 10 files (0.5–4 KB each). Sizes and
 * bytes follow from the file's number, so every run shares the same folder.
 */
import { folderKind } from './generated-folder';

const ROOT = 'big-folder';
const EXTENSIONS = ['txt', 'json', 'md', 'csv', 'log'];
const pad = (value: number, width: number) => String(value).padStart(width, '0');

export const BIG_FOLDER = folderKind({
  root: ROOT,
  folders: 50,
  subfolders: 10,
  filesPerSubfolder: 10,
  folderPath: (folder, sub) => {
    const top = `${ROOT}/folder-${pad(folder, 2)}`;
    return sub === undefined ? top : `${top}/sub-${pad(sub, 2)}`;
  },
  file: (number) => ({
    name: `file-${pad(number, 4)}.${EXTENSIONS[number % EXTENSIONS.length]}`,
    bytes: Buffer.alloc(512 + ((number * 7919) % (4096 - 512 + 1)), `line ${number} of the big folder\n`),
  }),
});
