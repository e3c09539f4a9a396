import { Injectable } from '@nestjs/common';
import { StoredBytes } from '../../active-downloads/stored-bytes.js';
import { StorageService } from '../../storage/storage.service.js';
import type { FileRequestAnswer } from './answer.entity.js';
import { AnswersRepository } from './answers.repository.js';
import { JobPages } from '../../jobs/job-pages.js';

/**
 * Deletes an answer: its objects first (a page of files at a time), then its rows, so a run cut off midway leaves
 * rows the next run finds again rather than objects no row points at. Objects still arriving are partial objects.
 */
@Injectable()
export class AnswerRemoval {
  constructor(
    private readonly answers: AnswersRepository,
    private readonly bytes: StoredBytes,
    private readonly storage: StorageService,
    private readonly pages: JobPages,
  ) {}

  /** Resolves how many objects went (those a download still streams go on a later run). */
  async remove(answer: Pick<FileRequestAnswer, 'id' | 'requestId'>): Promise<number> {
    let removed = 0;
    const pages = this.pages.pages(
      0,
      (afterId, limit) => this.answers.findStoredAfter(answer.id, afterId, limit),
      (file) => file.id,
    );
    for await (const files of pages) {
      const whole = files.filter((file) => file.state === 'ready').map((file) => file.storageKey);
      removed += (await this.bytes.remove(whole)).removed;
      for (const file of files.filter((candidate) => candidate.state === 'arriving')) {
        await this.storage.deletePartial(file.storageKey).catch(() => undefined);
        await this.storage.delete(file.storageKey).catch(() => undefined);
      }
    }
    await this.answers.delete(answer);
    return removed;
  }
}
