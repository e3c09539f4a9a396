import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { createHash } from 'node:crypto';
import { installNodeWebCrypto } from '../../../test/install-node-webcrypto';
import { installWebStreams, patternBytes } from '../../../test/encryption-spec-support';
import {
  answerBinding,
  cardHash,
  decodeWrappedAnswerKey,
  decryptManifest,
  fromBase64Url,
  makeRequesterKeys,
  makeRequestKey,
  openKeyring,
  publicKeyBytes,
  randomBytes,
  requestKeyParts,
  sealRequestCard,
  shareKeyFromBytes,
  TamperedError,
  unwrapAnswerKey,
  uploadTokenHash,
} from '../../encryption';
import type { UploadSource } from '../../send';
import { sealAnswer } from './seal-answer';

const originalBlobs = { Blob: globalThis.Blob, File: globalThis.File };
beforeAll(() => Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile }));
afterAll(() => Object.assign(globalThis, originalBlobs));
installNodeWebCrypto();
installWebStreams();

const REF = '4821-q8Xk0vY3m9TfR2cLw7hN1A';
const SELECTION: UploadSource[] = [
  { path: 'lease/signed.pdf', file: new NodeFile([patternBytes(900, 1)], 'signed.pdf') },
  { path: 'lease/note.txt', file: new NodeFile([patternBytes(12, 2)], 'note.txt') },
];

/** A request as its requester made it, and as the uploader's page opened it. */
async function madeRequest() {
  const requester = await makeRequesterKeys();
  const requestKey = makeRequestKey();
  const card = {
    id: randomBytes(16),
    publicKey: await publicKeyBytes(requester.publicKey),
    message: 'Hi',
    from: 'Ana',
  };
  const sealedCard = await sealRequestCard(requestKey, card);
  return { requester, request: { requestLink: REF, requestKey, card, sealedCard } };
}

describe('sealing an answer to a request', () => {
  it("wraps a fresh share key that only the requester unwraps, bound to the card it kept, and that opens the answer's manifest", async () => {
    const { requester, request } = await madeRequest();
    const { entries, encryption, target } = await sealAnswer(request, SELECTION);
    expect(target).toMatchObject({ kind: 'answer', requestLink: REF });
    expect(target.answerId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The requester's side, from the card bytes it kept and the answer as the API lists it.
    const binding = answerBinding(request.card.id, await cardHash(request.sealedCard), target.answerId);
    const shareKey = await unwrapAnswerKey(requester, decodeWrappedAnswerKey(target.wrappedKey), binding);
    const keyring = await openKeyring(shareKeyFromBytes(shareKey));
    const manifest = await decryptManifest(keyring, new Uint8Array(await encryption.manifest.arrayBuffer()));
    // Smallest first, as every upload is sent, and sealed in that order.
    expect(entries.map((entry) => entry.path)).toEqual(['lease/note.txt', 'lease/signed.pdf']);
    expect(manifest.files.map((file) => [file.id, file.path])).toEqual([
      [encryption.fileIds[0], 'lease/note.txt'],
      [encryption.fileIds[1], 'lease/signed.pdf'],
    ]);
  });

  it('cannot be unwrapped as an answer to a card other than the one the uploader saw', async () => {
    const { requester, request } = await madeRequest();
    const { target } = await sealAnswer(request, SELECTION);
    const otherCard = await sealRequestCard(request.requestKey, { ...request.card, message: 'Other words' });
    const binding = answerBinding(request.card.id, await cardHash(otherCard), target.answerId);
    await expect(unwrapAnswerKey(requester, decodeWrappedAnswerKey(target.wrappedKey), binding)).rejects.toBeInstanceOf(
      TamperedError,
    );
  });

  it("carries K's upload token, whose hash the request was created with", async () => {
    const { request } = await madeRequest();
    const { target } = await sealAnswer(request, SELECTION);
    const token = fromBase64Url(target.uploadToken, 16);
    expect(token).toEqual((await requestKeyParts(request.requestKey)).uploadToken);
    expect(await uploadTokenHash(token)).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('draws a new share key and answer id for every answer', async () => {
    const { request } = await madeRequest();
    const [first, second] = [await sealAnswer(request, SELECTION), await sealAnswer(request, SELECTION)];
    expect(first.encryption.shareKey).not.toBe(second.encryption.shareKey);
    expect(first.target.answerId).not.toBe(second.target.answerId);
  });
});
