import type { FileRequestAnswerFile } from './answers/answer-file.entity.js';
import type { FileRequestAnswer } from './answers/answer.entity.js';
import type { AnswerDto, FileRequestStateDto, RequestRemovalDto } from './dto/file-request-state.dto.js';
import type { OperatorFileRequestDto } from './dto/operator-file-request.dto.js';
import type { RequestStatus, RequestSummaryDto, RequestTotalsDto } from './dto/request-summary.dto.js';
import { goneReasonOf } from './endings/request-tombstone.js';
import type { FileRequest } from './file-request.entity.js';

export function linkOf(request: Pick<FileRequest, 'code' | 'linkKey'>): string {
  return `${request.code}-${request.linkKey}`;
}

function statusOf(request: FileRequest, now: Date): RequestStatus {
  return goneReasonOf(request, now) ?? 'open';
}

/** Where the requester reads one object of an answer: the requester key is the capability, in the path. */
function answerFileUrl(code: string, requesterKey: string, answerId: string, path: string): string {
  return `/api/file-requests/${code}-${requesterKey}/answers/${answerId}/files/${path}`;
}

export function toAnswerDto(
  request: FileRequest,
  answer: FileRequestAnswer,
  files: readonly FileRequestAnswerFile[],
  requesterKey: string | null,
): AnswerDto {
  return {
    id: answer.publicId,
    wrappedKey: answer.wrappedKey,
    state: answer.state,
    receivedBytes: answer.receivedBytes,
    totalBytes: answer.totalBytes,
    createdAt: answer.createdAt.toISOString(),
    arrivedAt: answer.arrivedAt?.toISOString() ?? null,
    expiresAt: answer.expiresAt.toISOString(),
    files: files.map((file) => ({
      path: file.path,
      filesize: file.size,
      receivedBytes: file.receivedBytes,
      status: file.state,
      url: requesterKey === null ? null : answerFileUrl(request.code, requesterKey, answer.publicId, file.path),
    })),
  };
}

function toSummaryDto(request: FileRequest, now: Date): RequestSummaryDto {
  return {
    code: request.code,
    link: linkOf(request),
    status: statusOf(request, now),
    closesAt: request.closesAt.toISOString(),
  };
}

/** The operators' removal, said only of a request they removed. */
function removalOf(request: FileRequest, status: RequestStatus): { removal?: RequestRemovalDto } {
  return status === 'removed' && request.removalCategory !== null
    ? { removal: { category: request.removalCategory, reasons: request.removalReasons ?? '' } }
    : {};
}

export function toStateDto(request: FileRequest, now: Date, answers: AnswerDto[]): FileRequestStateDto {
  const summary = toSummaryDto(request, now);
  return { ...summary, card: request.card, sizeCap: request.sizeCap, ...removalOf(request, summary.status), answers };
}

export function toTotalsDto(request: FileRequest, now: Date): RequestTotalsDto {
  return { ...toSummaryDto(request, now), answers: request.answers, receivedBytes: request.receivedBytes };
}

export function toOperatorDto(request: FileRequest, now: Date): OperatorFileRequestDto {
  const totals = toTotalsDto(request, now);
  return {
    ...totals,
    createdAt: request.createdAt.toISOString(),
    card: request.card,
    ...removalOf(request, totals.status),
  };
}
