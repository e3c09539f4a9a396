/**
 * An answer as the requester's page opens it: its share key unwrapped with this device's key pair, bound to the
 * request as this device sealed it (the card's hash from the bytes kept here, never the server's copy) and to the
 * answer's id; then its objects presented as an encrypted share's, so the recipient's view shows it unchanged.
 */
import type { RetrievedFolder } from '../../../lib/api/folders';
import {
  cardHash,
  decodeWrappedAnswerKey,
  shareKeyFromBytes,
  TamperedError,
  unwrapAnswerKey,
  type ShareKey,
} from '../../encryption';
import { answerFileUrl, type RequestAnswer } from './request-api';
import type { StoredRequest } from '../../../lib/platform/requests-database';

/**
 * The answer's share key. A wrap made for another request or answer, altered, or not a wrap at all fails: the page
 * then refuses the answer and opens none of it.
 */
export async function answerShareKey(
  request: Pick<StoredRequest, 'keyPair' | 'cardBytes' | 'requestId'>,
  answer: Pick<RequestAnswer, 'id' | 'wrappedKey'>,
): Promise<ShareKey> {
  const key = await unwrapAnswerKey(request.keyPair, decodeWrappedAnswerKey(answer.wrappedKey), {
    requestId: request.requestId,
    requestHash: await cardHash(request.cardBytes),
    answerId: answer.id,
  });
  if (key.length !== 32) throw new TamperedError('file list');
  return shareKeyFromBytes(key);
}

/**
 * The answer as a retrieved encrypted share: its objects (the manifest, each file by its id, the thumbnail pack)
 * at the addresses the request's state gives (or, when it gives none, the same address made with this device's
 * requester key). It is followed through the request's state, not a share's progress address, so it has none;
 * each object's id is its place in the answer.
 */
export function answerFolder(
  request: Pick<StoredRequest, 'code' | 'requesterKey'>,
  answer: RequestAnswer,
): RetrievedFolder {
  const code = request.code;
  const files = answer.files.map((file, index) => ({
    id: index + 1,
    filename: file.path,
    filepath: file.path,
    path: file.path,
    filesize: file.filesize,
    url: file.url ?? answerFileUrl(code, request.requesterKey, answer.id, file.path),
    mimetype: 'application/octet-stream',
    status: file.status,
    receivedBytes: file.receivedBytes,
  }));
  return {
    folderCode: code,
    folderUrl: '',
    progressUrl: '',
    encrypted: true,
    expiresAt: answer.expiresAt,
    status: answer.state === 'arrived' ? 'ready' : 'arriving',
    receivedBytes: answer.receivedBytes,
    totalBytes: answer.totalBytes,
    files,
  };
}
