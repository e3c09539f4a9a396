/**
 * The bodies of the uploader's two file-request routes, typed by hand from the contract the API is built to
 * (GET /api/file-requests/{code}-{linkKey}, POST …/answers). To be replaced by `components['schemas'][…]` from
 * schema.d.ts once the API's module is in openapi.json (`npm run api-types -w api`): delete this file then, and
 * point the aliases in file-request-answers.ts at the generated types.
 */
import type { ResumableUpload } from './resumable-uploads';

/** GET /api/file-requests/{code}-{linkKey}: a request as its uploader reads it. */
export interface RequestForUploaderDto {
  /** The sealed request card (SCRQ), base64url: only the request key K in the link's fragment opens it. */
  card: string;
  /** When the request stops taking answers (ISO 8601). */
  closesAt: string;
  /** The most bytes the whole request takes, or null for no cap beyond the server's own. */
  sizeCap: number | null;
  /** Bytes its answers hold so far, counted against `sizeCap`. */
  receivedBytes: number;
  /** Whether it takes answers now. */
  open: boolean;
  /** Whether the requester's page is open now (the request can then be reached by its code). */
  requesterPresent: boolean;
}

/** Why a request no longer answers (410), as shares' gone answers say it. */
export type RequestGoneReason = 'ended' | 'expired' | 'removed';

/** POST /api/file-requests/{code}-{linkKey}/answers: an answer announced as a resumable upload. */
export interface CreateAnswerDto {
  /** 16 random bytes, base64url (22 characters): the answer's name, bound into the wrapped key. */
  answerId: string;
  /** The answer's share key wrapped to the requester (81 bytes), base64url. */
  wrappedKey: string;
  /** HKDF(K, "sharecode request v1 upload token") (16 bytes), base64url: the server checks its SHA-256. */
  uploadToken: string;
  /** The objects' names, in the order their bytes follow: file ids, `manifest`, and optionally `thumbnails`. */
  filePaths: string[];
  fileSizes: number[];
}

/**
 * The answer to POST …/answers (201): the same resumable upload POST /api/resumable-uploads answers, without a
 * share, so the upload queue goes on with the unchanged /api/resumable-uploads/{id} calls.
 */
export type CreatedAnswerUploadDto = Pick<ResumableUpload, 'id' | 'offset' | 'length' | 'chunkBytes'> &
  Partial<Pick<ResumableUpload, 'finished' | 'expiresAt'>> & {
    /** The answer's objects as the server took them (their shape is the API's; the queue does not read them). */
    files?: unknown[];
  };
