import type { FileRequestAnswerFile } from './answers/answer-file.entity.js';
import type { FileRequestAnswer } from './answers/answer.entity.js';
import type { AnswerDto, FileRequestStateDto, RequestStatus } from './dto/file-request-state.dto.js';
import type { MyRequestDto } from './dto/my-requests.dto.js';
import { goneReasonOf } from './endings/request-tombstone.js';
import type { FileRequest } from './file-request.entity.js';

export function linkOf(request: Pick<FileRequest, 'code' | 'linkKey'>): string {
  return `${request.code}-${request.linkKey}`;
}

export function statusOf(request: FileRequest, now: Date): RequestStatus {
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

export function toStateDto(request: FileRequest, now: Date, answers: AnswerDto[]): FileRequestStateDto {
  const status = statusOf(request, now);
  return {
    code: request.code,
    link: linkOf(request),
    status,
    closesAt: request.closesAt.toISOString(),
    sizeCap: request.sizeCap,
    ...(status === 'removed' && request.removalCategory !== null
      ? { removal: { category: request.removalCategory, reasons: request.removalReasons ?? '' } }
      : {}),
    answers,
  };
}

export function toMyRequestDto(request: FileRequest, now: Date): MyRequestDto {
  return {
    code: request.code,
    link: linkOf(request),
    status: statusOf(request, now),
    closesAt: request.closesAt.toISOString(),
    answers: request.answers,
    receivedBytes: request.receivedBytes,
  };
}
