import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Readable } from 'node:stream';
import type { AppConfig } from '../config/app-config.js';
import type { FolderArrivals } from '../folders/arrivals/folder-arrivals.js';
import type { FolderEndings } from '../folders/endings/folder-endings.js';
import type { FolderFile } from '../folders/folder-file.entity.js';
import type { Folder } from '../folders/folder.entity.js';
import type { FoldersService } from '../folders/folders.service.js';
import type { Jobs } from '../jobs/jobs.js';
import type { StorageService } from '../storage/storage.service.js';
import type { ThumbnailsService } from '../thumbnails/thumbnails.service.js';
import { ClamdScanner } from './clamd-scanner.js';
import { parseFindings } from './scan-state.js';
import { ShareScans } from './share-scans.js';

const INFECTED_FILES = 5;

/** A share being checked whose files all wait for their scan; its row records what scans record on it. */
function checkingShare() {
  const files = Array.from(
    { length: INFECTED_FILES },
    (_, index) => ({ id: index + 1, filepath: `virus-${index}.exe`, filesize: 68, state: 'scanning' }) as FolderFile,
  );
  const row = { id: 7, code: '1234', linkKey: 'link', endedReason: null, scanFindings: null } as unknown as Folder;
  const folders = {
    // The share with every one of its files: what one job may read once, not once per file.
    findById: jest.fn(() => Promise.resolve({ ...row, files })),
    recordScan: jest.fn((_folder: Folder, _state: string, findings: string | null) => {
      row.scanFindings = findings;
      return Promise.resolve();
    }),
  };
  const arrivals = {
    findById: jest.fn(() => Promise.resolve({ ...row })),
    recordScanned: jest.fn(() => Promise.resolve()),
  };
  const scans = new ShareScans(
    { scanning: { host: '127.0.0.1', port: 1, whenUnreachable: 'wait', timeoutMs: 1000 } } as AppConfig,
    {} as Jobs,
    folders as unknown as FoldersService,
    arrivals as unknown as FolderArrivals,
    { record: jest.fn(() => Promise.resolve()) } as unknown as FolderEndings,
    { read: () => Promise.resolve(Readable.from([Buffer.from('bytes')])) } as unknown as StorageService,
    { request: jest.fn(() => Promise.resolve()) } as unknown as ThumbnailsService,
  );
  return { scans, folders, arrivals, row };
}

describe('ShareScans', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('records each infected file reading the share’s row alone, never all of its files again', async () => {
    jest.spyOn(ClamdScanner.prototype, 'scan').mockResolvedValue({ infected: true, signature: 'Test.Virus' });
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { scans, folders, arrivals, row } = checkingShare();

    await scans.scan(row.id);

    expect(folders.findById).toHaveBeenCalledTimes(1);
    expect(arrivals.recordScanned).toHaveBeenCalledTimes(INFECTED_FILES);
    // Every finding kept, each file's added to those recorded before it.
    expect(parseFindings(row.scanFindings).map((finding) => finding.filepath)).toEqual(
      Array.from({ length: INFECTED_FILES }, (_, index) => `virus-${index}.exe`),
    );
  });
});
