/**
 * The requester's calls on a file request (docs/design/file-requests.md §3): make one, read its state and its
 * answers, end it, remove an answer. The requester's credential is the requester key the creation answered, sent
 * as `X-Requester-Key`; the server keeps only its hash.
 *
 * The bodies are typed by hand from the API contract until the generated types (lib/api/schema.d.ts, `npm run
 * api-types -w api`) have these routes: replace each type below by its `components['schemas']` entry then.
 */
import { ApiError, messageOf, requestFailedMessage, requestJson } from '../../../lib/api/http';

/** How long a request stays open to answers. */
export type RequestRetention = '2h' | '24h' | '7d';

/** POST /api/file-requests's body. TODO(api-types): components['schemas']['CreateFileRequestDto']. */
export interface CreateRequestBody {
  /** The sealed request card, unpadded base64url. */
  card: string;
  /** SHA-256 of the upload token, lowercase hex. */
  uploadTokenHash: string;
  retention: RequestRetention;
  sizeCap?: number | null;
}

/** Its 201 answer. TODO(api-types): components['schemas']['CreatedFileRequestDto']. */
export interface CreatedRequest {
  code: string;
  /** `{code}-{linkKey}`. */
  link: string;
  /** The address uploaders open, without the request key (which only the requester's device adds, after `#`). */
  requestUrl: string;
  requesterKey: string;
  closesAt: string;
}

/** One stored object of an answer. TODO(api-types): components['schemas']['FileRequestAnswerFileDto']. */
interface AnswerFile {
  /** An opaque file id, `manifest` or `thumbnails`: the answer is sealed as an encrypted share. */
  path: string;
  filesize: number;
  receivedBytes: number;
  status: 'arriving' | 'ready';
  /** Root-relative, carries the requester key in its path. */
  url: string;
}

/** One answer as the requester reads it. TODO(api-types): components['schemas']['FileRequestAnswerDto']. */
export interface RequestAnswer {
  /** The answer id the uploader drew (22 base64url), which its wrapped key is bound to. */
  id: string;
  /** The answer's share key wrapped to the requester: `01 ‖ enc ‖ sealed key`, base64url. */
  wrappedKey: string;
  state: 'arriving' | 'arrived' | 'stopped';
  receivedBytes: number;
  totalBytes: number;
  createdAt: string;
  arrivedAt: string | null;
  expiresAt: string;
  files: AnswerFile[];
}

/** GET /api/file-requests/{code}/state's answer. TODO(api-types): components['schemas']['FileRequestStateDto']. */
export interface RequestState {
  code: string;
  link: string;
  status: 'open' | 'ended' | 'expired' | 'removed';
  closesAt: string;
  sizeCap: number | null;
  removal?: { category: string; reasons: string };
  answers: RequestAnswer[];
}

const REQUESTER_KEY_HEADER = 'X-Requester-Key';
const BASE = '/api/file-requests';

/** Route 1: makes the request; the caller's session, when signed in, makes it theirs too. */
export function createFileRequest(body: CreateRequestBody): Promise<CreatedRequest> {
  return requestJson<CreatedRequest>(BASE, { method: 'POST', body: JSON.stringify(body) });
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
