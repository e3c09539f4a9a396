import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { tokenHash } from '../../common/random-token.js';
import { AppConfig } from '../../config/app-config.js';
import { encryptedPathsProblem } from '../../encrypted-shares/encrypted-upload.js';
import { ApiException } from '../../errors/api-exception.js';
import { Metrics } from '../../metrics/metrics.js';
import { ResumableUploadOpenings } from '../../uploads/resumable/resumable-upload-openings.js';
import type { CreateAnswerDto, CreatedAnswerDto } from '../dto/create-answer.dto.js';
import { RequestGoneException } from '../endings/request-gone.exception.js';
import { goneReasonOf } from '../endings/request-tombstone.js';
import type { FileRequest } from '../file-request.entity.js';
import { BadUploadTokenException } from '../request-exceptions.js';
import { RequestLookups } from '../request-lookups.js';
import { afterRetention } from '../request-retention.js';
import { AnswerRefused, AnswerTarget } from './answer-target.js';
import { AnswersRepository } from './answers.repository.js';

const CLOSED_MESSAGE = 'This request takes no more files.';
const EXISTS_MESSAGE = 'The file request already has an answer with this id.';

function tooManyAnswers(limit: number): ApiException {
  return new ApiException('too_many_answers', `This request has taken the ${limit} answers it may.`, {
    params: { limit },
  });
}

function tooLarge(limit: number): ApiException {
  return new ApiException('answer_too_large', `This request takes at most ${limit} more bytes.`, {
    params: { limit },
  });
}

/**
 * An uploader's answer, announced: checked against the request (its upload token, open, room left, the objects an
 * encrypted share may hold), then opened as a resumable upload whose bytes go through the unchanged upload routes.
 */
@Injectable()
export class AnswerCreation {
  private readonly logger = new Logger(AnswerCreation.name);

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly lookups: RequestLookups,
    private readonly answers: AnswersRepository,
    private readonly target: AnswerTarget,
    private readonly openings: ResumableUploadOpenings,
    private readonly metrics: Metrics,
  ) {}

  async create(code: string, linkKey: string, body: CreateAnswerDto, client: string): Promise<CreatedAnswerDto> {
    const request = await this.lookups.byLink(code, linkKey);
    try {
      return await this.admitted(request, body, client);
    } catch (error) {
      if (error instanceof ApiException) this.metrics.fileRequestAnswers.inc({ outcome: 'refused' });
      throw error;
    }
  }

  private async admitted(request: FileRequest, body: CreateAnswerDto, client: string): Promise<CreatedAnswerDto> {
    const uploadTokenHash = createHash('sha256').update(Buffer.from(body.uploadToken, 'base64url')).digest('hex');
    if (uploadTokenHash !== request.uploadTokenHash) throw new BadUploadTokenException();
    const now = this.clock.now();
    const reason = goneReasonOf(request, now);
    if (reason === 'removed') throw new RequestGoneException(reason, request.removalCategory);
    if (reason !== null) throw new ApiException('request_closed', CLOSED_MESSAGE);
    const files = this.checkedFiles(body);
    const totalBytes = files.reduce((sum, file) => sum + file.filesize, 0);
    const { answersMax, answerMaxBytes } = this.config.fileRequests;
    if (request.answers >= answersMax) throw tooManyAnswers(answersMax);
    if (totalBytes > answerMaxBytes) throw tooLarge(answerMaxBytes);
    if (request.sizeCap !== null && request.receivedBytes + totalBytes > request.sizeCap)
      throw tooLarge(Math.max(0, request.sizeCap - request.receivedBytes));
    // Before any partial object is made for it: an uploader sending the same answer again is told so.
    if (await this.answers.findOne(request.id, body.answerId)) throw new ApiException('answer_exists', EXISTS_MESSAGE);
    const values = {
      publicId: body.answerId,
      requestId: request.id,
      wrappedKey: body.wrappedKey,
      totalBytes,
      state: 'arriving' as const,
      createdAt: now,
      expiresAt: afterRetention(request.retention, now),
      clientHash: tokenHash(client),
    };
    try {
      const created = await this.openings.openUpload(this.target.opening(values, files, { answersMax }));
      this.logger.log(`File request ${request.code} is being answered (${files.length} object(s))`);
      return created;
    } catch (error) {
      // Another answer took the id, or the last room, between the checks above and the insert.
      if (error instanceof AnswerRefused)
        throw error.why === 'exists' ? new ApiException('answer_exists', EXISTS_MESSAGE) : tooManyAnswers(answersMax);
      throw error;
    }
  }

  private checkedFiles({ filePaths, fileSizes }: CreateAnswerDto): { filepath: string; filesize: number }[] {
    if (filePaths.length !== fileSizes.length)
      throw new ApiException(
        'path_count_mismatch',
        `filePaths lists ${filePaths.length} paths but ${fileSizes.length} files were sent.`,
        { params: { field: 'filePaths', paths: filePaths.length, files: fileSizes.length } },
      );
    const problem = encryptedPathsProblem(filePaths);
    if (problem) throw ApiException.of(problem);
    const duplicate = filePaths.find((path, index) => filePaths.indexOf(path) !== index);
    if (duplicate !== undefined)
      throw new ApiException('duplicate_path', `The path “${duplicate}” appears more than once in this upload.`, {
        params: { path: duplicate },
      });
    return filePaths.map((filepath, index) => ({ filepath, filesize: fileSizes[index] }));
  }
}
