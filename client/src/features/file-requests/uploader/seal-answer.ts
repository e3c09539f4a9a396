/**
 * An answer sealed for its request (docs/design/file-requests.md §1.4): the selection sealed exactly as an
 * encrypted share is, under a fresh share key of its own (`sealSelection`: records, manifest, key commitment,
 * thumbnail pack), that share key wrapped to the requester's public key from the card, bound to the request's id,
 * the hash of the card as it was served, and a new answer id, and the upload token derived from K. The result is
 * what the upload queue needs to announce it (`target`) and send it (`entries`, `encryption`).
 */
import type { QueuedAnswerTarget, QueuedEncryption } from '../../../lib/platform/app-database';
import {
  answerBinding,
  cardHash,
  encodeWrappedAnswerKey,
  newAnswerId,
  parseShareKey,
  requestKeyParts,
  toBase64Url,
  wrapAnswerKey,
} from '../../encryption';
import { inSendingOrder, sealSelection, type UploadSource } from '../../send';
import type { OpenRequest } from './open-request';

export interface SealedAnswer {
  /** The selection in the order its bytes go (smallest first), which is the order it was sealed in. */
  entries: UploadSource[];
  /** The share key, file ids and sealed manifest, as an encrypted share's queued upload keeps them. */
  encryption: QueuedEncryption;
  /** Where it goes and what lets it in: the request, the answer id, the wrapped key and the upload token. */
  target: QueuedAnswerTarget;
}

export async function sealAnswer(
  request: Pick<OpenRequest, 'requestLink' | 'requestKey' | 'card' | 'sealedCard'>,
  selection: readonly UploadSource[],
): Promise<SealedAnswer> {
  const entries = inSendingOrder(selection);
  const encryption = await sealSelection(entries);
  const answerId = newAnswerId();
  const binding = answerBinding(request.card.id, await cardHash(request.sealedCard), answerId);
  const wrapped = await wrapAnswerKey(request.card.publicKey, parseShareKey(encryption.shareKey).bytes, binding);
  const { uploadToken } = await requestKeyParts(request.requestKey);
  return {
    entries,
    encryption,
    target: {
      kind: 'answer',
      requestLink: request.requestLink,
      answerId,
      wrappedKey: encodeWrappedAnswerKey(wrapped),
      uploadToken: toBase64Url(uploadToken),
    },
  };
}
