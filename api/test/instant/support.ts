import { request as httpRequest } from 'node:http';
import type { FolderProgressDto } from '../../src/arrivals/progress/dto/folder-progress.dto.js';
import type { FolderDto } from '../../src/folders/dto/folder.dto.js';
import type { FolderStateDto } from '../../src/folders/dto/folder-state.dto.js';
import type { CreatedResumableUploadDto } from '../../src/uploads/resumable/dto/resumable-upload.dto.js';
import { bodyOf, createdUploadOf, folderOf, folderStateOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import { CHUNK_TYPE } from '../support/resumable-uploads.js';
import type { TestApp } from '../support/test-app.js';
import { linkOf } from '../support/uploads.js';

/* What the tests of shares that open while their files arrive share: announcing, sending slowly, watching. */

export interface Announced {
  path: string;
  content: Buffer;
}

/** An announced upload as its sender holds it: the upload's id and the share it fills. */
export interface Sending {
  id: string;
  code: string;
  link: string;
  manageKey: string;
  created: CreatedResumableUploadDto;
}

/** Announces an upload of these files (paths and sizes, in this order), with extra form fields. */
export async function announce(
  app: TestApp,
  files: readonly Announced[],
  fields: Record<string, string> = {},
): Promise<Sending> {
  const request = app.http().post('/api/resumable-uploads');
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  const created = createdUploadOf(
    await request
      .field('filePaths', JSON.stringify(files.map((file) => file.path)))
      .field('fileSizes', JSON.stringify(files.map((file) => file.content.length)))
      .expect(201),
  );
  const { share } = created;
  return { id: created.id, code: share.folderCode, link: linkOf(share.folderUrl), manageKey: share.manageKey, created };
}

/** The files' bytes laid end to end, as a resumable upload sends them. */
export function sequenceOf(files: readonly Announced[]): Buffer {
  return Buffer.concat(files.map((file) => file.content));
}

interface ChunkAnswer {
  status: number;
  body: unknown;
}

/** A chunk request the test feeds by hand, as a slow phone would: bytes go out only when written. */
export interface SlowChunk {
  write(bytes: Buffer): void;
  end(bytes?: Buffer): void;
  /** Hangs up mid-chunk. */
  cut(): void;
  /** Resolves with the answer however the request ends (a cut one: status 0). */
  answer: Promise<ChunkAnswer>;
}

/** Opens a chunk request of `length` bytes at `offset`, sending nothing yet. */
export function slowChunk(app: TestApp, id: string, offset: number, length: number): SlowChunk {
  const request = httpRequest(new URL(`/api/resumable-uploads/${id}?offset=${offset}`, app.baseUrl), {
    method: 'PATCH',
    agent: false,
    headers: { 'Content-Type': CHUNK_TYPE, 'Content-Length': String(length) },
  });
  const answer = new Promise<ChunkAnswer>((resolve) => {
    request.on('error', () => resolve({ status: 0, body: undefined }));
    request.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        const text = Buffer.concat(parts).toString();
        resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : undefined });
      });
    });
  });
  return {
    write: (bytes) => request.write(bytes),
    end: (bytes) => request.end(bytes),
    cut: () => request.destroy(),
    answer,
  };
}

/** The share as a recipient's link lookup answers it. */
export async function lookup(app: TestApp, link: string): Promise<FolderDto> {
  return folderOf(await app.http().get(`/s/${link}/qr`).expect(200));
}

/** The sender's state of the share. */
export async function senderState(app: TestApp, sending: Sending): Promise<FolderStateDto> {
  return folderStateOf(
    await app.http().get(`/api/shares/${sending.code}/state`).set('X-Manage-Key', sending.manageKey).expect(200),
  );
}

/** One file's bytes, downloaded through its URL, as a raw buffer; with its status. */
export async function download(app: TestApp, url: string): Promise<{ status: number; body: Buffer }> {
  const response = await app
    .http()
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => done(null, Buffer.concat(parts)));
    });
  return { status: response.status, body: bodyOf<Buffer>(response) };
}

/** A recipient's progress poll: the answer (absent for a 304), its status and its ETag. */
export async function poll(
  app: TestApp,
  progressUrl: string,
  etag?: string,
): Promise<{ status: number; etag: string; progress?: FolderProgressDto }> {
  const request = app.http().get(progressUrl);
  if (etag) request.set('If-None-Match', etag);
  const response = await request;
  return {
    status: response.status,
    etag: String(response.headers.etag),
    progress: response.status === 200 ? bodyOf<FolderProgressDto>(response) : undefined,
  };
}

/**
 * Waits until the file at `path` of the share opens, as its recipients' poll says (from the database, whichever
 * process opened it), then looks the share up: past the half second for which an instance answers lookups from
 * its memory of the share (on the test's clock), so that the answer is current on any instance.
 */
export async function untilReady(app: TestApp, link: string, path: string): Promise<FolderDto> {
  const { progressUrl, files } = await lookup(app, link);
  const id = files.find((file) => file.filepath === path)?.id;
  await eventually(
    async () => !(await poll(app, progressUrl)).progress?.files.some((file) => file.id === id),
    `${path} opens`,
  );
  app.clock.advance(1_000);
  return lookup(app, link);
}

/** The file at `path` in a lookup's answer. */
export function fileAt(folder: FolderDto, path: string): FolderDto['files'][number] {
  const file = folder.files.find((candidate) => candidate.filepath === path);
  if (!file) throw new Error(`No file ${path} in the share`);
  return file;
}
