/**
 * A folder of many generated files in folders of subfolders, written fresh into a temp dir. Every file's name and
 * bytes follow from its number, so every run shares the same folder.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface FolderShape {
  /** The folder a person picks (its name). */
  root: string;
  folders: number;
  subfolders: number;
  filesPerSubfolder: number;
  /** The path of a top folder (1-based), or of one of its subfolders, without the trailing "/". */
  folderPath: (folder: number, sub?: number) => string;
  /** The name and bytes of file `number` (1-based, counted across the whole folder). */
  file: (number: number) => { name: string; bytes: string | Buffer };
}

/** A folder of `shape`: its figures, and `make()` to write it. */
export interface FolderKind extends FolderShape {
  fileCount: number;
  make: () => GeneratedFolder;
}

interface GeneratedFolder {
  /** The temp dir holding the folder (remove it when done). */
  base: string;
  /** The folder a person picks. */
  root: string;
  /** Relative paths as the tree shows them, in the tree's order. */
  paths: string[];
}

export function folderKind(shape: FolderShape): FolderKind {
  return {
    ...shape,
    fileCount: shape.folders * shape.subfolders * shape.filesPerSubfolder,
    make: () => makeGeneratedFolder(shape),
  };
}

function makeGeneratedFolder(shape: FolderShape): GeneratedFolder {
  const base = mkdtempSync(join(tmpdir(), `sharecode-${shape.root}-`));
  const paths: string[] = [];
  let number = 0;
  for (let folder = 1; folder <= shape.folders; folder += 1) {
    for (let sub = 1; sub <= shape.subfolders; sub += 1) {
      const dir = shape.folderPath(folder, sub);
      mkdirSync(join(base, dir), { recursive: true });
      for (let file = 1; file <= shape.filesPerSubfolder; file += 1) {
        number += 1;
        const { name, bytes } = shape.file(number);
        const path = `${dir}/${name}`;
        writeFileSync(join(base, path), bytes);
        paths.push(path);
      }
    }
  }
  return { base, root: join(base, shape.root), paths };
}
