import { Injectable, Logger } from '@nestjs/common';
import { RequesterPresence } from '../code-exchange/requester-presence.js';
import { CodeSpace } from '../code-space/code-space.js';
import { Clock } from '../common/clock.js';
import { randomToken, tokenHash } from '../common/random-token.js';
import { AppConfig } from '../config/app-config.js';
import { ApiException } from '../errors/api-exception.js';
import { newLinkKey } from '../folders/codes/folder-ref.js';
import { Metrics } from '../metrics/metrics.js';
import { NO_FREE_CODE_MESSAGE } from '../uploads/uploads.service.js';
import { AnswerRemoval } from './answers/answer-removal.js';
import { AnswersRepository } from './answers/answers.repository.js';
import type { CreateFileRequestDto } from './dto/create-file-request.dto.js';
import type { CreatedFileRequestDto } from './dto/created-file-request.dto.js';
import type { FileRequestStateDto } from './dto/file-request-state.dto.js';
import type { FileRequestDto } from './dto/file-request.dto.js';
import type { MyRequestsDto } from './dto/my-requests.dto.js';
import { RequestLookups } from './request-lookups.js';
import { goneReasonOf } from './endings/request-tombstone.js';
import { RequestGoneException } from './endings/request-gone.exception.js';
import type { FileRequest } from './file-request.entity.js';
import { linkOf, toAnswerDto, toTotalsDto, toStateDto } from './file-request.mapper.js';
import { FileRequestsRepository } from './file-requests.repository.js';
import { afterRetention } from './request-retention.js';
import { REQUESTER_KEY_BYTES, type Requester } from './requester-credentials.js';

/** The most a sealed card may take, decoded (docs/design/file-requests.md §1.3). */
const CARD_MAX_BYTES = 8 * 1024;
/** Requests listed in an account's My requests. */
export const MY_REQUESTS_LIMIT = 200;
const PUBLIC_ID_BYTES = 16;

/** base64url characters of `bytes` bytes, unpadded. */
function base64urlLength(bytes: number): number {
  return Math.ceil((bytes * 8) / 6);
}

/** The requester's state, tagged: `state` null when it is what the caller's ETag names. */
export interface StateAnswer {
  etag: string;
  state: FileRequestStateDto | null;
}

/** Making file requests and what their requester and uploaders read of them; ending them. */
@Injectable()
export class FileRequestsService {
  private readonly logger = new Logger(FileRequestsService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly repository: FileRequestsRepository,
    private readonly codes: CodeSpace,
    private readonly answers: AnswersRepository,
    private readonly lookups: RequestLookups,
    private readonly removal: AnswerRemoval,
    private readonly metrics: Metrics,
    private readonly presence: RequesterPresence,
  ) {}

  async create(body: CreateFileRequestDto, ownerId: number | null): Promise<CreatedFileRequestDto> {
    if (body.card.length > base64urlLength(CARD_MAX_BYTES)) {
      throw new ApiException('card_too_large', `A request card holds at most ${CARD_MAX_BYTES} bytes.`, {
        params: { limit: CARD_MAX_BYTES },
      });
    }
    const now = this.clock.now();
    const requesterKey = randomToken(REQUESTER_KEY_BYTES);
    const closesAt = afterRetention(body.retention, now);
    const values = {
      publicId: randomToken(PUBLIC_ID_BYTES),
      linkKey: newLinkKey(),
      requesterKeyHash: tokenHash(requesterKey),
      uploadTokenHash: body.uploadTokenHash,
      card: body.card,
      retention: body.retention,
      createdAt: now,
      closesAt,
      keepUntil: closesAt,
      sizeCap: body.sizeCap ?? null,
      ownerId,
    };
    const request = await this.codes.allocate('request', (code, manager) =>
      this.repository.insertIn(manager, { ...values, code }),
    );
    if (!request) throw new ApiException('no_free_code', NO_FREE_CODE_MESSAGE);
    this.metrics.fileRequestsCreated.inc();
    this.logger.log(`File request ${request.code} made (${request.retention})`);
    const link = linkOf(request);
    return {
      code: request.code,
      link,
      requestUrl: `${this.config.publicUrl}/r/${link}`,
      requesterKey,
      closesAt: closesAt.toISOString(),
    };
  }

  /** What an uploader's page reads through the link: 410 once it takes no answers, saying why. */
  async forUploader(code: string, linkKey: string): Promise<FileRequestDto> {
    const request = await this.lookups.byLink(code, linkKey);
    this.assertOpen(request);
    return {
      card: request.card,
      closesAt: request.closesAt.toISOString(),
      sizeCap: request.sizeCap,
      receivedBytes: request.receivedBytes,
      open: this.hasRoom(request),
      requesterPresent: await this.presence.isPresent(request.id),
    };
  }

  /** 410 for a request that no longer takes answers. */
  assertOpen(request: FileRequest): void {
    const reason = goneReasonOf(request, this.clock.now());
    if (reason !== null) throw new RequestGoneException(reason, request.removalCategory);
  }

  /** Whether the request may take one more answer: not at FILE_REQUEST_ANSWERS_MAX, its size cap not reached. */
  hasRoom(request: FileRequest): boolean {
    const full = request.answers >= this.config.fileRequests.answersMax;
    const capped = request.sizeCap !== null && request.receivedBytes >= request.sizeCap;
    return !full && !capped;
  }

  async state(code: string, requester: Requester, ifNoneMatch: string | undefined): Promise<StateAnswer> {
    const request = await this.lookups.forRequester(code, requester);
    const now = this.clock.now();
    const status = goneReasonOf(request, now) ?? 'open';
    const etag = `W/"${request.revision}-${status}"`;
    if (ifNoneMatch === etag) return { etag, state: null };
    const answers = await this.answers.findOfRequest(request.id);
    const files = await this.answers.findFilesOf(answers.map((answer) => answer.id));
    const dtos = answers.map((answer) =>
      toAnswerDto(
        request,
        answer,
        files.filter((file) => file.answerId === answer.id),
        requester.key,
      ),
    );
    return { etag, state: toStateDto(request, now, dtos) };
  }

  /** Ends a request: no new answers; those received stay until each one's expiry. Ending it twice is no error. */
  async end(code: string, requester: Requester): Promise<void> {
    const request = await this.lookups.forRequester(code, requester);
    const answers = await this.answers.findOfRequest(request.id);
    const now = this.clock.now();
    const keepUntil = new Date(Math.max(now.getTime(), ...answers.map((answer) => answer.expiresAt.getTime())));
    if (await this.repository.end(request.id, keepUntil)) this.logger.log(`File request ${request.code} ended`);
  }

  /** Deletes one answer now: its objects go with the next cleanup run (they are no longer referenced). */
  async deleteAnswer(code: string, answerId: string, requester: Requester): Promise<void> {
    const request = await this.lookups.forRequester(code, requester);
    const answer = await this.answers.findOne(request.id, answerId);
    if (!answer) throw new ApiException('unknown_answer', 'The file request has no answer with this id.');
    await this.removal.remove(answer);
  }

  async mine(ownerId: number): Promise<MyRequestsDto> {
    const now = this.clock.now();
    const requests = await this.repository.findOwnedBy(ownerId, MY_REQUESTS_LIMIT);
    return { requests: requests.map((request) => toTotalsDto(request, now)) };
  }

  countOpen(): Promise<number> {
    return this.repository.countOpen(this.clock.now());
  }
}
