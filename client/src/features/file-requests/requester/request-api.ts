/**
 * The requester's calls on a file request (docs/design/file-requests.md §3): make one, read its state and its
 * answers, end it, remove an answer. The requester's credential is the requester key the creation answered, sent
 * as `X-Requester-Key`; the server keeps only its hash.
 */
import { ApiError, messageOf, requestFailedMessage, requestJson } from '../../../lib/api/http';
import type { components } from '../../../lib/api/schema';

type Schemas = components['schemas'];

/** How long a request stays open to answers. */
export type RequestRetention = Schemas['CreateFileRequestDto']['retention'];

/** POST /api/file-requests's body. */
export type CreateRequestBody = Schemas['CreateFileRequestDto'];

/** Its 201 answer. `requestUrl` is the address uploaders open, without K (which only this device adds, after `#`). */
export type CreatedRequest = Schemas['CreatedFileRequestDto'];

/**
 * One answer as the requester reads it. Each object's `url` carries the requester key; the API leaves it null only
 * when the state was read with an owner's session alone, which this page never does.
 */
export type RequestAnswer = Schemas['AnswerDto'];

/** One of the signed-in account's requests, as GET /api/my/requests lists them. */
export type MyRequest = Schemas['RequestTotalsDto'];

/** GET /api/file-requests/{code}/state's answer. */
export type RequestState = Schemas['FileRequestStateDto'];

const REQUESTER_KEY_HEADER = 'X-Requester-Key';
const BASE = '/api/file-requests';

/** Route 5: where one object of an answer is read, the requester key in its path (the API's own `url`). */
export function answerFileUrl(code: string, requesterKey: string, answerId: string, path: string): string {
  return `${BASE}/${code}-${requesterKey}/answers/${answerId}/files/${path}`;
}

/** Route 1: makes the request; the caller's session, when signed in, makes it theirs too. */
export function createFileRequest(body: CreateRequestBody): Promise<CreatedRequest> {
  return requestJson<CreatedRequest>(BASE, { method: 'POST', body: JSON.stringify(body) });
}

/** The signed-in account's requests, newest first, on whichever device they were made. */
export async function readMyRequests(signal?: AbortSignal): Promise<MyRequest[]> {
  return (await requestJson<Schemas['MyRequestsDto']>('/api/my/requests', { signal })).requests;
}

/** What a read of the state answers: the state now, or that it has not changed since `etag`. */
export type StateRead = { changed: true; state: RequestState; etag: string | null } | { changed: false };

/**
 * Route 4: the request's state and answers. With `etag` (the last answer's), 304 when nothing changed, so polling
 * an unchanged request costs no body.
 */
export async function readRequestState(
  code: string,
  requesterKey: string,
  etag?: string | null,
  signal?: AbortSignal,
): Promise<StateRead> {
  const headers: Record<string, string> = { [REQUESTER_KEY_HEADER]: requesterKey, Accept: 'application/json' };
  if (etag) headers['If-None-Match'] = etag;
  const response = await fetch(`${BASE}/${encodeURIComponent(code)}/state`, {
    headers,
    credentials: 'same-origin',
    signal,
  });
  if (response.status === 304) return { changed: false };
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, messageOf(body) ?? requestFailedMessage(response.status), body);
  return { changed: true, state: body as RequestState, etag: response.headers.get('ETag') };
}

/** Route 6: ends the request; answers already received stay until each one's own expiry. */
export async function endFileRequest(code: string, requesterKey: string): Promise<void> {
  await requestJson<unknown>(`${BASE}/${encodeURIComponent(code)}`, {
    method: 'DELETE',
    headers: { [REQUESTER_KEY_HEADER]: requesterKey },
  });
}

/** Route 7: deletes one answer and its files. */
export async function removeRequestAnswer(code: string, requesterKey: string, answerId: string): Promise<void> {
  await requestJson<unknown>(`${BASE}/${encodeURIComponent(code)}/answers/${encodeURIComponent(answerId)}`, {
    method: 'DELETE',
    headers: { [REQUESTER_KEY_HEADER]: requesterKey },
  });
}
