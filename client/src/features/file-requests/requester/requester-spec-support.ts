/**
 * Spec helpers for the requester's side: a fresh request store, a stored request, and answers sealed as an
 * uploader's page seals them (an encrypted share's manifest and files, its key wrapped to the requester).
 */
import {
  ciphertextSize,
  encryptManifest,
  generateShareKey,
  makeRequesterKeys,
  newFileId,
  openKeyring,
  publicKeyBytes,
  randomBytes,
  sealRequestCard,
  toBase64Url,
  cardHash,
  encodeWrappedAnswerKey,
  newAnswerId,
  type ShareKey,
  wrapAnswerKey,
} from '../../encryption';
import type { RequestAnswer } from './request-api';
import {
  closeRequestsDatabase,
  REQUESTS_DATABASE_NAME,
  type StoredRequest,
} from '../../../lib/platform/requests-database';

export async function freshRequestsDatabase(): Promise<void> {
  await closeRequestsDatabase();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(REQUESTS_DATABASE_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('The database could not be deleted.'));
  });
}

/** A request as this device keeps it, with a real key pair and card. */
export async function storedRequest(overrides: Partial<StoredRequest> = {}): Promise<StoredRequest> {
  const keyPair = await makeRequesterKeys();
  const requestKey = randomBytes(32);
  const id = randomBytes(16);
  const code = overrides.code ?? '4821';
  const cardBytes = await sealRequestCard(requestKey, {
    id,
    publicKey: await publicKeyBytes(keyPair.publicKey),
    message: 'The signed contract',
    from: 'Ana',
  });
  return {
    code,
    link: `${code}-abcdefghijklmnopqrstuv`,
    requestUrl: `http://localhost/r/${code}-abcdefghijklmnopqrstuv`,
    requesterKey: 'requesterKey012345678g',
    requestId: toBase64Url(id),
    keyPair,
    cardBytes,
    requestKey,
    message: 'The signed contract',
    from: 'Ana',
    closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    createdAt: Date.now(),
    ...overrides,
  };
}

export interface SealedAnswer {
  answer: RequestAnswer;
  /** What the server serves at each of the answer's addresses. */
  served: Map<string, Uint8Array>;
  shareKey: ShareKey;
}

/**
 * An arrived answer of one file named `name`, its key wrapped to `request`'s public key; `boundTo` binds the wrap to
 * another request (as a server moving an answer across requests would have it).
 */
export async function sealedAnswer(
  request: StoredRequest,
  name: string,
  boundTo: Pick<StoredRequest, 'requestId' | 'cardBytes'> = request,
): Promise<SealedAnswer> {
  const shareKey = generateShareKey();
  const keyring = await openKeyring(shareKey);
  const entry = { id: newFileId(), path: name, size: 5, type: 'text/plain' };
  const manifest = await encryptManifest(keyring, { files: [entry] });
  const answerId = newAnswerId();
  const wrapped = await wrapAnswerKey(await publicKeyBytes(request.keyPair.publicKey), shareKey.bytes, {
    requestId: boundTo.requestId,
    requestHash: await cardHash(boundTo.cardBytes),
    answerId,
  });
  const wrappedKey = encodeWrappedAnswerKey(wrapped);
  const base = `/api/file-requests/${request.code}-${request.requesterKey}/answers/${answerId}/files`;
  const file = (path: string, filesize: number) => ({
    path,
    filesize,
    receivedBytes: filesize,
    status: 'ready' as const,
    url: `${base}/${path}`,
  });
  const files = [file('manifest', manifest.length), file(entry.id, ciphertextSize(entry.size))];
  const total = files.reduce((sum, each) => sum + each.filesize, 0);
  return {
    shareKey,
    served: new Map([[files[0].url, manifest]]),
    answer: {
      id: answerId,
      wrappedKey,
      state: 'arrived',
      receivedBytes: total,
      totalBytes: total,
      createdAt: '2030-01-01T10:00:00.000Z',
      arrivedAt: '2030-01-01T10:01:00.000Z',
      expiresAt: '2030-01-08T10:00:00.000Z',
      files,
    },
  };
}
