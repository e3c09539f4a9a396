/**
 * An answer as the requester's page opens it: its share key unwrapped with this device's key pair, bound to the
 * request as this device sealed it (the card's hash from the bytes kept here, never the server's copy) and to the
 * answer's id; then its objects presented as an encrypted share's, so the recipient's view shows it unchanged.
 */
import type { RetrievedFolder } from '../../../lib/api/folders';
import {
  cardHash,
  fromBase64Url,
  shareKeyFromBytes,
  TamperedError,
  unwrapAnswerKey,
  type ShareKey,
} from '../../encryption';
import type { RequestAnswer } from './request-api';
import type { StoredRequest } from './requester-keys';

/** The wrapped key's layout: a version byte, HPKE's encapsulation, then the sealed 32-byte key and its tag. */
const WRAP_VERSION = 1;
const ENC_BYTES = 32;
const WRAPPED_KEY_BYTES = 1 + ENC_BYTES + 32 + 16;

/**
 * The answer's share key. A wrap made for another request or answer, altered, or not a wrap at all fails as
 * tampered: the page then refuses the answer and opens none of it.
 */
export async function answerShareKey(
  request: Pick<StoredRequest, 'keyPair' | 'cardBytes' | 'requestId'>,
  answer: Pick<RequestAnswer, 'id' | 'wrappedKey'>,
): Promise<ShareKey> {
  let bytes: Uint8Array;
  try {
    bytes = fromBase64Url(answer.wrappedKey, WRAPPED_KEY_BYTES);
  } catch {
    throw new TamperedError('file list');
  }
  if (bytes[0] !== WRAP_VERSION) throw new TamperedError('file list');
  const key = await unwrapAnswerKey(
    request.keyPair,
    { enc: bytes.slice(1, 1 + ENC_BYTES), sealed: bytes.slice(1 + ENC_BYTES) },
    { requestId: request.requestId, requestHash: await cardHash(request.cardBytes), answerId: answer.id },
  );
  return shareKeyFromBytes(key);
}

/**
 * The answer as a retrieved encrypted share: its objects (the manifest, each file by its id, the thumbnail pack)
 * at the addresses the request's state gives. It is followed through the request's state, not a share's
 * progress address, so it has none; each object's id is its place in the answer.
 */
export function answerFolder(code: string, answer: RequestAnswer): RetrievedFolder {
  const files = answer.files.map((file, index) => ({
    id: index + 1,
    filename: file.path,
    filepath: file.path,
    path: file.path,
    filesize: file.filesize,
    url: file.url,
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
