/**
 * The uploader's calls on a file request (docs/design/file-requests.md): reading the request its link names, and
 * announcing an answer to it, which starts a resumable upload like a share's (resumable-uploads.ts sends the
 * rest). The link's reference is `{code}-{linkKey}`; the request key after `#` never reaches these calls.
 */
import type { CreateAnswerDto, CreatedAnswerUploadDto, RequestForUploaderDto } from './file-request-dtos';
import { requestJson } from './http';

export type { RequestGoneReason } from './file-request-dtos';
export type RequestForUploader = RequestForUploaderDto;
export type AnswerAnnouncement = CreateAnswerDto;
export type CreatedAnswerUpload = CreatedAnswerUploadDto;

const BASE = '/api/file-requests';

/** GET /api/file-requests/{code}-{linkKey}: the sealed card and whether the request takes answers. */
export function fetchRequestForUploader(requestLink: string, signal?: AbortSignal): Promise<RequestForUploader> {
  return requestJson<RequestForUploader>(`${BASE}/${encodeURIComponent(requestLink)}`, { signal });
}

/**
 * POST /api/file-requests/{code}-{linkKey}/answers: announces an answer's objects; the answer is where its bytes
 * start. Refused with 403 (`bad_upload_token`), 409 (`request_closed`), 413 (over the request's cap) or 429.
 */
export function createAnswerUpload(
  requestLink: string,
  announcement: AnswerAnnouncement,
  signal?: AbortSignal,
): Promise<CreatedAnswerUpload> {
  return requestJson<CreatedAnswerUpload>(`${BASE}/${encodeURIComponent(requestLink)}/answers`, {
    method: 'POST',
    body: JSON.stringify(announcement),
    signal,
  });
}
