import { randomBytes } from 'node:crypto';
import { folderOf, rawBodyOf, receiptOf } from './answers.js';
import type { TestApp } from './test-app.js';

/* What the resumable-upload tests share: the files they announce and how they send them. */

export const CHUNK_TYPE = 'application/offset+octet-stream';
/** The chunks these tests send: a chunk may have any length, and these cross the files' boundaries. */
export const PIECE_BYTES = 8 * 1024 * 1024;

export interface Announced {
  path: string;
  content: Buffer;
}

/** Three files whose bytes cross chunk boundaries: 3 MiB, nothing, then 10 MiB and 5 bytes. */
export function folderOfThree(): Announced[] {
  return [
    { path: 'trip/small.bin', content: randomBytes(3 * 1024 * 1024) },
    { path: 'trip/empty.txt', content: Buffer.alloc(0) },
    { path: 'trip/big/große.bin', content: randomBytes(10 * 1024 * 1024 + 5) },
  ];
}

/** Announces an upload of these files (paths and sizes). */
export function create(app: TestApp, files: readonly Announced[], retention?: string) {
  const request = app
    .http()
    .post('/api/resumable-uploads')
    .field('filePaths', JSON.stringify(files.map((file) => file.path)))
    .field('fileSizes', JSON.stringify(files.map((file) => file.content.length)));
  return retention ? request.field('retention', retention) : request;
}

/** Sends one chunk at `offset`. */
export function sendChunk(app: TestApp, id: string, offset: number, bytes: Buffer) {
  return app.http().patch(`/api/resumable-uploads/${id}?offset=${offset}`).set('Content-Type', CHUNK_TYPE).send(bytes);
}

/** Sends the files' bytes, laid end to end, from `offset` to the end in chunks of the announced size. */
export async function sendFrom(app: TestApp, id: string, files: readonly Announced[], offset: number): Promise<void> {
  const all = Buffer.concat(files.map((file) => file.content));
  for (let at = offset; at < all.length;) {
    const response = await sendChunk(app, id, at, all.subarray(at, at + PIECE_BYTES)).expect(200);
    expect(receiptOf(response).length).toBe(all.length);
    at = receiptOf(response).offset;
  }
}

/** Every file of the folder under `code`, downloaded, by path. */
export async function downloaded(app: TestApp, code: string): Promise<Map<string, Buffer>> {
  const folder = folderOf(await app.http().get(`/api/folders/retrieve/${code}`).expect(200));
  const contents = new Map<string, Buffer>();
  for (const file of folder.files) {
    const response = await app
      .http()
      .get(file.url)
      .buffer(true)
      .parse((res, done) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => done(null, Buffer.concat(parts)));
      })
      .expect(200);
    contents.set(file.filepath, rawBodyOf(response));
  }
  return contents;
}

/** The partial objects the app's storage holds. */
export function stagingFiles(app: TestApp): Promise<string[]> {
  return app.storage.partialObjects();
}
