/**
 * The uploader's calls on a file request (docs/design/file-requests.md): reading the request its link names, and
 * announcing an answer to it, which starts a resumable upload like a share's (resumable-uploads.ts sends the
 * rest). The link's reference is `{code}-{linkKey}`; the request key after `#` never reaches these calls.
 */
import { requestJson } from './http';
import type { components } from './schema';

type Schemas = components['schemas'];

/** GET /api/file-requests/{code}-{linkKey}: a request as its uploader reads it. */
export type RequestForUploader = Schemas['FileRequestDto'];
/** POST /api/file-requests/{code}-{linkKey}/answers's body. */
export type AnswerAnnouncement = Schemas['CreateAnswerDto'];
/**
 * Its 201 answer: the resumable upload POST /api/resumable-uploads answers, with the answer's id and objects, so
 * the upload queue goes on with the unchanged /api/resumable-uploads/{id} calls.
 */
export type CreatedAnswerUpload = Schemas['CreatedAnswerDto'];
/** Why a request no longer answers (410's `reason`): every status but open. */
export type RequestGoneReason = Exclude<Schemas['FileRequestStateDto']['status'], 'open'>;

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
