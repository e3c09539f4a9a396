import { expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type request from 'supertest';
import type { ExchangeKind } from '../../src/code-exchange/exchange-kinds.js';
import { MANIFEST_PATH } from '../../src/encrypted-shares/encrypted-upload.js';
import { bodyOf, uploadedOf } from '../support/answers.js';
import { hosting, liveOf, livePoll } from '../live/support.js';
import { eventually } from '../support/poll.js';

/** A share's code and the sender's management key. */
export interface SharedCode {
  code: string;
  manageKey: string;
}

type Http = () => request.Agent;

/** How long a test waits for the sender's poll to register, on a machine busy with other tests. */
const SENDER_READY_MS = 10_000;

/** Bytes as the pages send them (unpadded base64url), of the lengths the protocol's messages have. */
export const opaque = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * An end-to-end encrypted share as the browser uploads it: objects named by file id plus the manifest (their
 * bytes are random here: the relay never reads them).
 */
export async function encryptedShare(http: Http): Promise<SharedCode> {
  const paths = [randomBytes(16).toString('base64url'), MANIFEST_PATH];
  const upload = http().post('/api/upload').field('encrypted', '1');
  for (const path of paths) upload.attach('files', randomBytes(64), { filename: path });
  const { folderCode, manageKey } = uploadedOf(await upload.field('filePaths', JSON.stringify(paths)).expect(201));
  return { code: folderCode, manageKey };
}

/** The sender's page's live poll, hosting the share for the code exchange: its next recipient message. */
export function senderPoll(http: Http, share: SharedCode) {
  return livePoll(http, [hosting(share, 'code-exchange')]);
}

/** The sender's page's answer to a step. */
export function senderAnswer(http: Http, { code, manageKey }: SharedCode, sessionId: string, body: object) {
  return http().post(`/api/shares/${code}/code-exchange/${sessionId}`).set('X-Manage-Key', manageKey).send(body);
}

/** A recipient's step. */
export function recipientStep(http: Http, sessionId: string, step: string, message: string) {
  return http().post(`/api/code-exchange/sessions/${sessionId}/${step}`).send({ message });
}

/** The recipient's message a sender's poll answered. */
export function pendingOf(response: request.Response) {
  const { exchange } = liveOf(response);
  expect(exchange).toBeDefined();
  return exchange!;
}

/** The answer a recipient's step got. */
export function relayedOf(response: request.Response): string {
  return bodyOf<{ data: { message: string } }>(response).data.message;
}

/**
 * Starts an exchange once the sender's page counts as present: its poll, sent just before, may not have
 * reached the relay yet.
 */
export async function startOnceSenderListens(http: Http, code: string): Promise<string> {
  let answer: request.Response | undefined;
  await eventually(
    async () => {
      answer = await http().post(`/api/code-exchange/${code}`);
      return answer.status !== 409;
    },
    'the sender polls',
    SENDER_READY_MS,
  );
  expect(answer!.status).toBe(201);
  return bodyOf<{ data: { sessionId: string } }>(answer!).data.sessionId;
}

/** A file request's code and its requester key, as the requester's page holds them. */
export interface RequestCode {
  code: string;
  requesterKey: string;
}

/** The requester's page's live poll, hosting the request for the code exchange: its next uploader message. */
export function requesterPoll(http: Http, { code, requesterKey }: RequestCode) {
  const requests = [{ code, requesterKey, roads: ['code-exchange'] }];
  return http().post('/api/live').set('Sec-Fetch-Site', 'same-origin').send({ requests });
}

/** The requester's page's answer to an uploader's step. */
export function requesterAnswer(http: Http, { code, requesterKey }: RequestCode, sessionId: string, body: object) {
  return http()
    .post(`/api/file-requests/${code}/code-exchange/${sessionId}`)
    .set('X-Requester-Key', requesterKey)
    .send(body);
}

/** The page that answers an exchange: a share's sender's or a request's requester's. */
export interface ExchangeHost {
  kind: ExchangeKind;
  code: string;
  poll: (http: Http) => request.Test;
  answer: (http: Http, sessionId: string, body: object) => request.Test;
}

export function shareHost(share: SharedCode): ExchangeHost {
  return {
    kind: 'share',
    code: share.code,
    poll: (http) => senderPoll(http, share),
    answer: (http, sessionId, body) => senderAnswer(http, share, sessionId, body),
  };
}

export function requestHost(request: RequestCode): ExchangeHost {
  return {
    kind: 'request',
    code: request.code,
    poll: (http) => requesterPoll(http, request),
    answer: (http, sessionId, body) => requesterAnswer(http, request, sessionId, body),
  };
}

/**
 * A whole exchange, recipient and sender running at once (each maybe on its own instance): each side must
 * receive exactly the bytes the other sent.
 */
export function exchangeThrough(recipient: Http, sender: Http, share: SharedCode): Promise<void> {
  return exchangeWith(recipient, sender, shareHost(share));
}

/** The same with the page of `host`, a share's or a file request's: its poll names each message's kind. */
export async function exchangeWith(recipient: Http, sender: Http, host: ExchangeHost): Promise<void> {
  const [hello, reply, confirmation, sealedKey] = [opaque(33), opaque(97), opaque(65), opaque(61)];
  const { kind, code } = host;

  const firstPoll = host.poll(sender).then((response) => response);
  const sessionId = await startOnceSenderListens(recipient, code);
  const helloAnswer = recipientStep(recipient, sessionId, 'hello', hello).then((response) => response);
  const polledHello = await firstPoll;
  expect(polledHello.status).toBe(200);
  expect(pendingOf(polledHello)).toEqual({ kind, code, sessionId, step: 'hello', message: hello });
  await host.answer(sender, sessionId, { step: 'hello', message: reply }).expect(204);
  expect(relayedOf(await helloAnswer.then((response) => response))).toBe(reply);

  const secondPoll = host.poll(sender).then((response) => response);
  const confirmationAnswer = recipientStep(recipient, sessionId, 'confirmation', confirmation).then(
    (response) => response,
  );
  const polledConfirmation = await secondPoll;
  expect(pendingOf(polledConfirmation)).toEqual({ kind, code, sessionId, step: 'confirmation', message: confirmation });
  await host.answer(sender, sessionId, { step: 'confirmation', message: sealedKey }).expect(204);
  const delivered = await confirmationAnswer;
  expect(delivered.status).toBe(200);
  expect(relayedOf(delivered)).toBe(sealedKey);
}
