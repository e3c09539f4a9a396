import type { Test } from 'supertest';
import { uploadedOf } from './answers.js';
import type { TestApp } from './test-app.js';

export interface TestFile {
  path: string;
  content: string | Buffer;
}

export const NESTED_FOLDER: TestFile[] = [
  { path: 'holiday/readme.txt', content: 'Photos from the trip.\n' },
  { path: 'holiday/photos/beach.jpg', content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]) },
  { path: 'holiday/photos/2024/notes.txt', content: 'same name, other folder\n' },
  { path: 'holiday/notes.txt', content: 'top-level notes\n' },
];

/**
 * A part named by a relative path. form-data keeps the folders only from its `filepath` option (it cuts
 * `filename` down to the base name); supertest's types list just `filename`.
 */
function partNamed(path: string): { filename: string; contentType: string } {
  return { filepath: path, contentType: 'application/octet-stream' } as unknown as {
    filename: string;
    contentType: string;
  };
}

function bytesOf(content: string | Buffer): Buffer {
  return typeof content === 'string' ? Buffer.from(content) : content;
}

/**
 * The data-sharing page's shape: each `files` part named by its relative path, then `filePaths` (a JSON
 * list) after the files, as that page sends it.
 */
export function uploadWithFilePaths(
  app: TestApp,
  files: readonly TestFile[],
  options: { endpoint?: string; retention?: string; paths?: unknown } = {},
): Test {
  const upload = app.http().post(options.endpoint ?? '/api/upload');
  if (options.retention) upload.field('retention', options.retention);
  for (const file of files) {
    upload.attach('files', bytesOf(file.content), partNamed(file.path));
  }
  const paths = options.paths ?? files.map((file) => file.path);
  return upload.field('filePaths', typeof paths === 'string' ? paths : JSON.stringify(paths));
}

/** The feature page's shape: `files` named by their own names plus JSON lists of names, paths and sizes. */
export function uploadWithRawLists(app: TestApp, files: readonly TestFile[]): Test {
  const upload = app.http().post('/api/upload');
  for (const file of files) {
    const name = file.path.slice(file.path.lastIndexOf('/') + 1);
    upload.attach('files', bytesOf(file.content), { filename: name, contentType: 'application/octet-stream' });
  }
  return upload
    .field('filenamesRaw', JSON.stringify(files.map((file) => file.path.slice(file.path.lastIndexOf('/') + 1))))
    .field('filepathsRaw', JSON.stringify(files.map((file) => file.path)))
    .field('filesizeRaw', JSON.stringify(files.map((file) => bytesOf(file.content).length)));
}

/** Files only, each part's filename being its relative path (a curl user's upload). */
export function uploadWithPartNames(app: TestApp, files: readonly TestFile[]): Test {
  const upload = app.http().post('/api/upload');
  for (const file of files) {
    upload.attach('files', bytesOf(file.content), partNamed(file.path));
  }
  return upload;
}

/** Shares a folder and returns its code. */
export async function share(
  app: TestApp,
  files: readonly TestFile[] = NESTED_FOLDER,
  retention?: string,
): Promise<string> {
  return uploadedOf(await uploadWithFilePaths(app, files, { retention }).expect(201)).folderCode;
}

/** Shares a folder and returns its code and its link's last segment (`4821-<key>`), what downloads go through. */
export async function shareWithLink(
  app: TestApp,
  files: readonly TestFile[] = NESTED_FOLDER,
  retention?: string,
): Promise<{ code: string; link: string }> {
  const { folderCode, folderUrl } = uploadedOf(await uploadWithFilePaths(app, files, { retention }).expect(201));
  return { code: folderCode, link: linkOf(folderUrl) };
}

/** The last segment of a share URL: `http://host/s/4821-<key>` → `4821-<key>`. */
export function linkOf(folderUrl: string): string {
  return new URL(folderUrl).pathname.split('/').pop()!;
}

export function sizeOf(file: TestFile): number {
  return bytesOf(file.content).length;
}

export { bytesOf };
