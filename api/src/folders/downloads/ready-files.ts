import { Injectable } from '@nestjs/common';
import { ArrivalsRepository } from '../arrivals.repository.js';
import type { FolderFile } from '../folder-file.entity.js';
import { fileNotReady, zipNotReady } from './file-not-ready.exception.js';

/**
 * Whether files a download names can be handed out: only once each has arrived whole and been checked (see
 * arrival.ts). A share's cached entry may be older than its files' state, so a file it says is not ready is read
 * again as it is now (another request, on any instance, may have just opened it) before a 409 says so.
 */
@Injectable()
export class ReadyFiles {
  constructor(private readonly repository: ArrivalsRepository) {}

  /** The file as it is now when the cached entry says it is not ready; 409 while it is still arriving or being checked. */
  async readyFile(file: FolderFile): Promise<FolderFile> {
    const current = await this.currentFile(file);
    if (current.state !== 'ready') throw fileNotReady(current);
    return current;
  }

  /** The file as it is now when the cached entry says it is not ready; as cached when it is. */
  async currentFile(file: FolderFile): Promise<FolderFile> {
    if (file.state === 'ready') return file;
    return (await this.repository.findFile(file.id)) ?? file;
  }

  /** 409 naming those of these files of share `folderId` that are not ready, as they are now (not as cached). */
  async assertReady(folderId: number, files: readonly FolderFile[]): Promise<void> {
    if (files.every((file) => file.state === 'ready')) return;
    const unready = new Map((await this.repository.findUnreadyFiles(folderId)).map((file) => [file.id, file]));
    const pending = files.flatMap((file) => unready.get(file.id) ?? []);
    if (pending.length > 0) throw zipNotReady(pending);
  }
}
