import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Readable } from 'node:stream';
import type { AppConfig } from '../config/app-config.js';
import type { FolderArrivals } from '../arrivals/folder-arrivals.js';
import type { FolderEndings } from '../folders/endings/folder-endings.js';
import type { FolderFile } from '../folders/folder-file.entity.js';
import type { Folder } from '../folders/folder.entity.js';
import type { FoldersService } from '../folders/folders.service.js';
import { JobPages } from '../jobs/job-pages.js';
import type { Jobs } from '../jobs/jobs.js';
import type { StorageService } from '../storage/storage.service.js';
import type { ThumbnailsService } from '../thumbnails/thumbnails.service.js';
import { ClamdScanner } from './clamd-scanner.js';
import { parseFindings } from '../folders/scan/scan-state.js';
import { MAX_RECORDED_FINDINGS, ShareScans } from './share-scans.js';

const INFECTED_FILES = 5;
/** The files of a share the scans read at once in these tests. */
const PAGE_ROWS = 2;

/**
 * A share being checked whose `count` files all wait for their scan; its row records what scans record on it, and
 * its files leave the scan's list as each is recorded scanned.
 */
function checkingShare(count = INFECTED_FILES) {
  const files = Array.from(
    { length: count },
    (_, index) => ({ id: index + 1, filepath: `virus-${index}.exe`, filesize: 68, state: 'scanning' }) as FolderFile,
  );
  const row = { id: 7, code: '1234', linkKey: 'link', endedReason: null, scanFindings: null } as unknown as Folder;
  const folders = {
    findById: jest.fn(() => Promise.resolve({ ...row, files })),
    recordScan: jest.fn((_folder: Folder, _state: string, findings: string | null) => {
      row.scanFindings = findings;
      return Promise.resolve();
    }),
  };
  const arrivals = {
    findById: jest.fn(() => Promise.resolve({ ...row })),
    scanningFiles: jest.fn((_folderId: number, { afterId, limit }: { afterId: number; limit: number }) =>
      Promise.resolve(files.filter((file) => file.state === 'scanning' && file.id > afterId).slice(0, limit)),
    ),
    recordScanned: jest.fn((_folder: Folder, fileId: number) => {
      files[fileId - 1].state = 'ready';
      return Promise.resolve();
    }),
  };
  const scans = new ShareScans(
    { scanning: { host: '127.0.0.1', port: 1, whenUnreachable: 'wait', timeoutMs: 1000 } } as AppConfig,
    {} as Jobs,
    folders as unknown as FoldersService,
    arrivals as unknown as FolderArrivals,
    { record: jest.fn(() => Promise.resolve()) } as unknown as FolderEndings,
    { read: () => Promise.resolve(Readable.from([Buffer.from('bytes')])) } as unknown as StorageService,
    { request: jest.fn(() => Promise.resolve()) } as unknown as ThumbnailsService,
    new JobPages(PAGE_ROWS),
  );
  return { scans, folders, arrivals, row };
}

describe('ShareScans', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('reads the share’s row alone and its files a page at a time, never all of its files at once', async () => {
    jest.spyOn(ClamdScanner.prototype, 'scan').mockResolvedValue({ infected: true, signature: 'Test.Virus' });
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { scans, folders, arrivals, row } = checkingShare();

    await scans.scan(row.id);

    expect(folders.findById).not.toHaveBeenCalled();
    expect(arrivals.scanningFiles).toHaveBeenCalledTimes(3);
    expect(arrivals.recordScanned).toHaveBeenCalledTimes(INFECTED_FILES);
    // Every finding kept, each file's added to those recorded before it.
    expect(parseFindings(row.scanFindings).map((finding) => finding.filepath)).toEqual(
      Array.from({ length: INFECTED_FILES }, (_, index) => `virus-${index}.exe`),
    );
  });

  it('scans only the files of its batch when given', async () => {
    const scan = jest.spyOn(ClamdScanner.prototype, 'scan').mockResolvedValue({ infected: false });
    const { scans, arrivals, row } = checkingShare();

    await scans.scan(row.id, [2, 5]);

    expect(scan).toHaveBeenCalledTimes(2);
    expect(arrivals.recordScanned.mock.calls.map(([, fileId]) => fileId)).toEqual([2, 5]);
  });

  it('records at most MAX_RECORDED_FINDINGS findings, and still opens every file (quarantined)', async () => {
    jest.spyOn(ClamdScanner.prototype, 'scan').mockResolvedValue({ infected: true, signature: 'Test.Virus' });
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const count = MAX_RECORDED_FINDINGS + 5;
    const { scans, folders, arrivals, row } = checkingShare(count);

    await scans.scan(row.id);

    expect(folders.recordScan).toHaveBeenCalledTimes(MAX_RECORDED_FINDINGS);
    expect(parseFindings(row.scanFindings)).toHaveLength(MAX_RECORDED_FINDINGS);
    expect(arrivals.recordScanned).toHaveBeenCalledTimes(count);
  });
});
