import type { StorageService } from '../../src/storage/storage.service.js';
import type { ProgressSnapshot } from '../../src/uploads/resumable/chunk-arrivals.js';
import type { ResumableUpload } from '../../src/uploads/resumable/resumable-upload.entity.js';
import { targetDeleted } from '../../src/uploads/resumable/target-filling.js';
import type { ArrivedFile } from '../../src/uploads/resumable/upload-file.js';
import type {
  AbandonedUpload,
  AnnouncedPath,
  TargetFile,
  TargetOpening,
  UploadTarget,
} from '../../src/uploads/resumable/upload-target.js';

export const BOX_KIND = 'test-box';

interface BoxFile extends TargetFile {
  filesize: number;
  arrived: boolean;
}

/** A record another module would keep (a file request's answer): files, progress and how it ended. */
export interface Box {
  id: string;
  files: BoxFile[];
  receivedBytes: number;
  /** Told that every byte arrived. */
  completed: boolean;
  state: 'open' | 'stopped' | 'abandoned' | 'gone';
  finishedBy?: number | null;
}

/** What opening a box answers besides the upload's fields. */
export interface BoxBody {
  box: string;
  files: { path: string; size: number }[];
}

/**
 * A target that is not a share, kept in memory: just enough of the port for the tests to see which calls the upload
 * machinery makes, and the bytes land in stored objects of its own.
 */
export class FakeUploadTarget implements UploadTarget<Box> {
  readonly kind = BOX_KIND;
  readonly boxes = new Map<string, Box>();
  private nextFileId = 1;

  constructor(private readonly storage: StorageService) {}

  opening(files: readonly AnnouncedPath[]): TargetOpening<BoxBody> {
    const id = `box-${this.boxes.size + 1}`;
    return {
      kind: this.kind,
      files,
      open: (announced) => {
        const box: Box = { id, files: [], receivedBytes: 0, completed: false, state: 'open' };
        for (const { filepath, filesize, storageKey } of announced)
          box.files.push({ id: this.nextFileId++, filepath, filesize, storageKey, arrived: false });
        this.boxes.set(id, box);
        return Promise.resolve({ targetId: id, kept: null, undo: () => Promise.resolve(this.end(box, 'stopped')) });
      },
      body: () =>
        Promise.resolve({ box: id, files: files.map((file) => ({ path: file.filepath, size: file.filesize })) }),
    };
  }

  current(upload: ResumableUpload): Promise<Box> {
    const box = this.boxes.get(upload.targetId ?? '');
    return box?.state === 'open' ? Promise.resolve(box) : Promise.reject(targetDeleted());
  }

  filesAt(box: Box, filepaths: readonly string[]): Promise<TargetFile[]> {
    return Promise.resolve(box.files.filter((file) => filepaths.includes(file.filepath)));
  }

  arrivingFiles(box: Box, page: { afterId: number; limit: number; empty: boolean }): Promise<TargetFile[]> {
    const arriving = box.files.filter(
      (file) => !file.arrived && file.id > page.afterId && (file.filesize === 0) === page.empty,
    );
    return Promise.resolve(arriving.slice(0, page.limit));
  }

  recordProgress(box: Box, snapshot: ProgressSnapshot): Promise<boolean> {
    if (box.state !== 'open') return Promise.resolve(false);
    box.receivedBytes = snapshot.receivedBytes;
    return Promise.resolve(true);
  }

  async arrived(box: Box, files: readonly ArrivedFile[]): Promise<void> {
    for (const file of files) {
      if (!file.storedWhole) await this.storage.completePartial(file.storageKey);
      const mine = box.files.find((candidate) => candidate.id === file.fileId);
      if (mine) mine.arrived = true;
    }
  }

  complete(box: Box): Promise<void> {
    box.completed = true;
    return Promise.resolve();
  }

  gone(box: Box): Promise<Error | undefined> {
    return Promise.resolve(box.state === 'open' ? undefined : targetDeleted());
  }

  finish(box: Box, ownerId: number | null): Promise<void> {
    box.finishedBy = ownerId;
    return Promise.resolve();
  }

  answer(upload: ResumableUpload): Promise<object> {
    return Promise.resolve({ box: upload.targetId, arrived: true });
  }

  stopped(box: Box): Promise<void> {
    this.end(box, 'stopped');
    return Promise.resolve();
  }

  abandoned(upload: AbandonedUpload): Promise<void> {
    const box = this.boxes.get(upload.targetId ?? '');
    if (box) this.end(box, 'abandoned');
    return Promise.resolve();
  }

  /** The record ends as another module's would: it takes no more bytes. */
  end(box: Box, state: Box['state']): void {
    box.state = state;
  }
}
