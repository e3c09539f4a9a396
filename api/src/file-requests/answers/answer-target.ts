import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { Metrics } from '../../metrics/metrics.js';
import { StorageService } from '../../storage/storage.service.js';
import type { ProgressSnapshot } from '../../uploads/resumable/chunk-arrivals.js';
import type { ResumableUpload } from '../../uploads/resumable/resumable-upload.entity.js';
import { targetDeleted } from '../../uploads/resumable/target-filling.js';
import type { ArrivedFile } from '../../uploads/resumable/upload-file.js';
import type {
  AbandonedUpload,
  AnnouncedPath,
  TargetFile,
  TargetOpening,
  UploadTarget,
} from '../../uploads/resumable/upload-target.js';
import { UploadTargets } from '../../uploads/resumable/upload-targets.js';
import { RequestGoneException } from '../endings/request-gone.exception.js';
import type { FileRequest } from '../file-request.entity.js';
import { FileRequestsRepository } from '../file-requests.repository.js';
import { afterRetention } from '../request-retention.js';
import type { FileRequestAnswerFile } from './answer-file.entity.js';
import type { FileRequestAnswer } from './answer.entity.js';
import { AnswersRepository, type NewAnswer } from './answers.repository.js';

const ANSWER_TARGET_KIND = 'file-request-answer';

/** An answer as one upload request sees it, with its request. */
export interface AnswerFilling {
  request: FileRequest;
  answer: FileRequestAnswer;
}

/** What an answer's opening answers besides the upload's own fields. */
export interface AnswerBody {
  answerId: string;
  files: { path: string; filesize: number }[];
}

/** How the opening refuses an answer once its request is counted under the lock: taken id, or no room. */
export class AnswerRefused extends Error {
  constructor(readonly why: 'exists' | 'full') {
    super(`answer refused: ${why}`);
  }
}

function targetFileOf(file: FileRequestAnswerFile): TargetFile {
  return { id: file.id, filepath: file.path, storageKey: file.storageKey };
}

/**
 * A file request's answer as a resumable upload fills it (UploadTarget): its objects' progress and arrival go to
 * `file_request_answers` and `file_request_answer_files`, and the requester's state sees them at once. An answer
 * upload runs to its end even after its request closed or was ended (it was accepted before); a removal stops it.
 */
@Injectable()
export class AnswerTarget implements UploadTarget<AnswerFilling>, OnModuleInit {
  readonly kind = ANSWER_TARGET_KIND;

  constructor(
    private readonly targets: UploadTargets,
    private readonly requests: FileRequestsRepository,
    private readonly answers: AnswersRepository,
    private readonly storage: StorageService,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    this.targets.register(this);
  }

  /** Opens an answer of `values` with these objects; its limits are held under the database lock by the insert. */
  opening(
    values: NewAnswer,
    files: readonly AnnouncedPath[],
    limits: { answersMax: number },
  ): TargetOpening<AnswerBody> {
    return {
      kind: this.kind,
      files,
      open: async (announced) => {
        const rows = announced.map((file) => ({
          path: file.filepath,
          size: file.filesize,
          storageKey: file.storageKey,
        }));
        const inserted = await this.answers.insert(values, rows, limits);
        if (inserted === 'exists' || inserted === 'full') throw new AnswerRefused(inserted);
        return {
          targetId: String(inserted.id),
          kept: JSON.stringify({ answerId: values.publicId }),
          undo: () => this.answers.markStopped(inserted, this.clock.now()),
        };
      },
      body: () =>
        Promise.resolve({
          answerId: values.publicId,
          files: files.map((file) => ({ path: file.filepath, filesize: file.filesize })),
        }),
    };
  }

  async current(upload: ResumableUpload): Promise<AnswerFilling> {
    const answer = await this.answers.findById(Number(upload.targetId));
    const request = answer && (await this.requests.findById(answer.requestId));
    if (!answer || !request || answer.state === 'stopped') throw targetDeleted();
    if (request.endedReason === 'removed') throw new RequestGoneException('removed', request.removalCategory);
    return { request, answer };
  }

  async filesAt({ answer }: AnswerFilling, filepaths: readonly string[]): Promise<TargetFile[]> {
    return (await this.answers.findFilesAt(answer.id, filepaths)).map(targetFileOf);
  }

  async arrivingFiles(
    { answer }: AnswerFilling,
    page: { afterId: number; limit: number; empty: boolean },
  ): Promise<TargetFile[]> {
    return (await this.answers.findArrivingFiles(answer.id, page)).map(targetFileOf);
  }

  async recordProgress({ request, answer }: AnswerFilling, snapshot: ProgressSnapshot): Promise<boolean> {
    if (await this.gone({ request, answer })) return false;
    await this.answers.recordProgress(answer, snapshot, request.id);
    return true;
  }

  async arrived({ request }: AnswerFilling, files: readonly ArrivedFile[], recovering: boolean): Promise<void> {
    for (const file of files) {
      const row = await this.answers.findFileById(file.fileId);
      if (!row || row.state === 'ready') continue;
      if (!file.storedWhole) await this.completed(file.storageKey, recovering);
      await this.answers.markFileReady(row, file.storageKey, request.id);
    }
  }

  async complete({ request, answer }: AnswerFilling): Promise<void> {
    const now = await this.answers.findById(answer.id);
    if (!now || now.state !== 'arriving') return;
    const at = this.clock.now();
    await this.answers.markArrived(now, at, afterRetention(request.retention, at));
    this.metrics.fileRequestAnswers.inc({ outcome: 'arrived' });
    this.metrics.fileRequestAnswerBytes.inc(now.totalBytes);
  }

  async gone({ request, answer }: AnswerFilling): Promise<Error | undefined> {
    const [nowRequest, nowAnswer] = await Promise.all([
      this.requests.findById(request.id),
      this.answers.findById(answer.id),
    ]);
    if (!nowRequest || !nowAnswer || nowAnswer.state === 'stopped') return targetDeleted();
    if (nowRequest.endedReason === 'removed') return new RequestGoneException('removed', nowRequest.removalCategory);
    return undefined;
  }

  finish(): Promise<void> {
    // Its arrival was recorded by `complete`, the moment its last byte was stored.
    return Promise.resolve();
  }

  answer(upload: ResumableUpload): Promise<object> {
    return Promise.resolve(JSON.parse(upload.share ?? '{}') as object);
  }

  async stopped({ answer }: AnswerFilling): Promise<void> {
    await this.answers.markStopped(answer, this.clock.now());
    this.metrics.fileRequestAnswers.inc({ outcome: 'stopped' });
  }

  async abandoned(upload: AbandonedUpload): Promise<void> {
    const answer = await this.answers.findById(Number(upload.targetId));
    if (!answer || answer.state !== 'arriving') return;
    await this.answers.markStopped(answer, this.clock.now());
    this.metrics.fileRequestAnswers.inc({ outcome: 'stopped' });
  }

  /** Turns a partial object whole; a request recovering from a crash may find it whole already. */
  private async completed(key: string, recovering: boolean): Promise<void> {
    try {
      await this.storage.completePartial(key);
    } catch (error) {
      if (!recovering) throw error;
      await this.storage.size(key);
    }
  }
}
