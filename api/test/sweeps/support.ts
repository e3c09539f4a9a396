import { ArrivalsRepository } from '../../src/folders/arrivals.repository.js';
import { FoldersRepository } from '../../src/folders/folders.repository.js';
import { ResumableUploadsRepository } from '../../src/uploads/resumable/resumable-uploads.repository.js';
import { ResumableUploadFile } from '../../src/uploads/resumable/resumable-upload-file.entity.js';
import { ResumableUpload } from '../../src/uploads/resumable/resumable-upload.entity.js';
import { resumableOf } from '../support/answers.js';
import { sendChunk } from '../support/resumable-uploads.js';
import { JobPages } from '../../src/jobs/job-pages.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import type { TestFile } from '../support/uploads.js';

/** The page size these tests give the jobs: small, so that a few rows already take several pages. */
export const PAGE_ROWS = 3;

/** A test app whose jobs read PAGE_ROWS rows at a time. */
export function appWithSmallPages(): Promise<TestApp> {
  return createTestApp({ overrides: [{ token: JobPages, value: new JobPages(PAGE_ROWS) }] });
}

/** `count` small files under folder `name` (more than a page). */
export function filesOf(count: number, name: string): TestFile[] {
  return Array.from({ length: count }, (_, index) => ({
    path: `${name}/file-${index}.txt`,
    content: `${name} ${index}`,
  }));
}

/** UPLOAD_ABANDONED_AFTER_MINUTES by default: a day. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** Announces an upload of `count` files of `bytes` bytes each (in one request, as a browser does); resolves its id. */
export async function announceFiles(app: TestApp, count: number, bytes: number): Promise<string> {
  const paths = Array.from({ length: count }, (_, index) => `photos/${Math.floor(index / 1000)}/${index}.jpg`);
  const response = await app
    .http()
    .post('/api/resumable-uploads')
    .field('filePaths', JSON.stringify(paths))
    .field('fileSizes', JSON.stringify(paths.map(() => bytes)))
    .expect(201);
  return resumableOf(response).id;
}

/** Sends the first `count` bytes of an upload (any bytes: the files' contents do not matter here). */
export async function sendBytes(app: TestApp, id: string, count: number): Promise<void> {
  await sendChunk(app, id, 0, Buffer.alloc(count, 'x')).expect(200);
}

/** The storage keys of an upload's files, in byte-sequence order. */
export async function storageKeysOf(app: TestApp, id: string): Promise<string[]> {
  const rows = await app.dataSource
    .getRepository(ResumableUploadFile)
    .find({ select: { storageKey: true }, where: { uploadId: id }, order: { position: 'ASC' } });
  return rows.map((row) => row.storageKey);
}

/** Resumable uploads and their file rows the database holds. */
export async function resumableRows(app: TestApp): Promise<{ uploads: number; files: number }> {
  return {
    uploads: await app.dataSource.getRepository(ResumableUpload).count(),
    files: await app.dataSource.getRepository(ResumableUploadFile).count(),
  };
}

/** The reads that answer a share with its whole tree: what a lookup serves (and caches), by design. */
export const TREE_LOOKUPS = [
  'findWithFiles',
  'findOneWithFiles',
  'findByCode',
  'findByLinkKey',
  'findByCodeAndManageKeyHash',
  'findByCodeOwnedBy',
  'findById',
];

/**
 * Records the largest list any method of the repositories that hold uploads' and shares' files answered (and any
 * share's file list it carried), but those named in `except`: what fails a test that reads a whole upload's or
 * share's files at once.
 */
export function watchRowsRead(app: TestApp, except: readonly string[] = []): { largest: () => number } {
  let largest = 0;
  const measure = (value: unknown) => {
    if (Array.isArray(value)) {
      largest = Math.max(largest, value.length);
      for (const item of value) measure((item as { files?: unknown } | null)?.files);
    } else if (value && typeof value === 'object' && 'files' in value) measure(value.files);
  };
  for (const type of [ResumableUploadsRepository, ArrivalsRepository, FoldersRepository]) {
    const repository = app.app.get<object>(type) as Record<string, unknown>;
    const prototype = Object.getPrototypeOf(repository) as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      if (name === 'constructor' || except.includes(name) || typeof prototype[name] !== 'function') continue;
      const original = (prototype[name] as (...args: unknown[]) => unknown).bind(repository);
      repository[name] = async (...args: unknown[]) => {
        const result = await original(...args);
        measure(result);
        return result;
      };
    }
  }
  return { largest: () => largest };
}
