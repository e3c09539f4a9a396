import { expect } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import type request from 'supertest';
import type { ErrorBody } from '../../src/http/http-exception.filter.js';
import type { DirectWaits } from '../../src/direct/direct-relay.js';
import type { DirectAvailabilityDto } from '../../src/direct/dto/direct-ice.dto.js';
import type { DirectSessionDto, DirectSessionStartDto } from '../../src/direct/dto/direct-offer.dto.js';
import type { LiveOfferDto } from '../../src/live/dto/live-message.dto.js';
import type { Metrics } from '../../src/metrics/metrics.js';
import { hosting, liveOf, livePoll, openSenderPage as openHostingPage } from '../live/support.js';
import { bodyOf, folderOf, uploadedOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import type { TestApp } from '../support/test-app.js';
import { linkOf, NESTED_FOLDER, type TestFile, uploadWithFilePaths } from '../support/uploads.js';

type Http = () => request.Agent;

export const TURN_URLS = ['turn:turn.sharecode.test:3478?transport=udp', 'turns:turn.sharecode.test:5349'];
export const TURN_SECRET = 'a-test-static-auth-secret-of-coturn';
export const UNKNOWN_SESSION = 'q8Xk0vY3m9TfR2cLw7hN1A';

/** Short waits: a poll that is never answered ends in a few seconds. Presence outlasts its renewal (1 s). */
export const WAITS: DirectWaits = {
  answerMs: 2_000,
  sessionTtlMs: 4_000,
  longPollMs: 3_000,
  checkEveryMs: 10,
  senderPresenceMs: 1_500,
};

/** A share as its two parties know it: the recipient by its link, the sender by its code and management key. */
export interface DirectShare {
  code: string;
  link: string;
  manageKey: string;
  files: Array<{ id: number; filesize: number }>;
}

/** An SDP description as a browser writes it (the API only checks its first line and its size). */
export const sdp = (origin: string) => `v=0\r\no=- ${origin} 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n`;

/** Shares files; their ids are read off a lookup, as a recipient's page has them. */
export async function directShare(app: TestApp, files: readonly TestFile[] = NESTED_FOLDER, retention?: string) {
  const body = uploadedOf(await uploadWithFilePaths(app, files, { retention }).expect(201));
  const found = folderOf(await app.http().get(`/api/folders/retrieve/${body.folderCode}`).expect(200));
  return {
    code: body.folderCode,
    link: linkOf(body.folderUrl),
    manageKey: body.manageKey,
    files: found.files.map(({ id, filesize }) => ({ id, filesize })),
  } satisfies DirectShare;
}

export function availability(http: Http, { link }: Pick<DirectShare, 'link'>, grant?: string) {
  return http()
    .get(`/api/folders/${link}/direct`)
    .query(grant ? { grant } : {});
}

export function availabilityOf(response: request.Response): DirectAvailabilityDto {
  return bodyOf<DirectAvailabilityDto>(response);
}

/** A recipient starts a direct session with the sender's page. */
export function startSession(http: Http, { link }: Pick<DirectShare, 'link'>, grant?: string) {
  return http()
    .post(`/api/folders/${link}/direct/sessions`)
    .query(grant ? { grant } : {})
    .send({});
}

export function startOf(response: request.Response): DirectSessionStartDto {
  return bodyOf<DirectSessionStartDto>(response);
}

/** A recipient's offer in the session `sessionId`. */
export function offerIn(
  http: Http,
  { link }: Pick<DirectShare, 'link'>,
  sessionId: string,
  body: object,
  grant?: string,
) {
  return http()
    .post(`/api/folders/${link}/direct/sessions/${sessionId}`)
    .query(grant ? { grant } : {})
    .send(body);
}

/** A recipient's page connecting: starts a session, then offers in it; the start's answer when it did not start. */
export async function offer(
  http: Http,
  share: Pick<DirectShare, 'link'>,
  body: object,
  grant?: string,
): Promise<request.Response> {
  const started = await startSession(http, share, grant);
  if (started.status !== 201) return started;
  return offerIn(http, share, startOf(started).sessionId, body, grant);
}

export function sessionOf(response: request.Response): DirectSessionDto {
  return bodyOf<DirectSessionDto>(response);
}

export function received(http: Http, { link }: Pick<DirectShare, 'link'>, body: object, grant?: string) {
  return http()
    .post(`/api/folders/${link}/direct/received`)
    .query(grant ? { grant } : {})
    .send(body);
}

/** The sender's page's live poll, hosting the share for direct transfer: its next offer. */
export function senderPoll(http: Http, share: Pick<DirectShare, 'code' | 'manageKey'>) {
  return livePoll(http, [hosting(share, 'direct')]);
}

/** The recipient's offer a sender's poll answered. */
export function pendingOf(response: request.Response): LiveOfferDto {
  const { offer } = liveOf(response);
  expect(offer).toBeDefined();
  return offer!;
}

/** The sender's page's answer to an offer. */
export function senderAnswer(
  http: Http,
  { code, manageKey }: Pick<DirectShare, 'code' | 'manageKey'>,
  sessionId: string,
  body: object,
) {
  return http().post(`/api/shares/${code}/direct/${sessionId}`).set('X-Manage-Key', manageKey).send(body);
}

/** A JSON POST sent from `clientAddress` (any 127.x.y.z): the API counts per-client limits by the socket's address. */
export function postFrom(
  baseUrl: string,
  path: string,
  body: object,
  clientAddress: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(new URL(path, baseUrl), {
      method: 'POST',
      agent: false,
      localAddress: clientAddress,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
    });
    sent.on('error', reject);
    sent.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: response.statusCode!, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
      });
    });
    sent.end(payload);
  });
}

export function reasonOf(response: request.Response): unknown {
  return (response.body as ErrorBody & { reason?: unknown }).reason;
}

/** Waits until the share's recipient is told the sender is there: its poll, sent just before, has registered. */
export async function untilAvailable(http: Http, share: Pick<DirectShare, 'link'>, grant?: string): Promise<void> {
  await eventually(
    async () => availabilityOf(await availability(http, share, grant)).available,
    "the sender's page counts as there",
  );
}

/** The sender's page of a share, hosting it for direct transfer until closed (closing abandons its poll). */
export function openSenderPage(baseUrl: string, share: Pick<DirectShare, 'code' | 'manageKey'>) {
  return openHostingPage(baseUrl, [hosting(share, 'direct')]);
}

/** Waits until the share's recipient is told the sender is away (its page's last poll has lapsed). */
export async function untilAway(http: Http, share: Pick<DirectShare, 'link'>): Promise<void> {
  await eventually(async () => !availabilityOf(await availability(http, share)).available, 'the sender counts as away');
}

/**
 * A session the sender's page answered, as a recipient's page that connected has it: the recipient may report
 * what came through it. The sender's page polls once for it.
 */
export async function answeredSession(http: Http, share: Omit<DirectShare, 'files'>): Promise<string> {
  const poll = senderPoll(http, share).then((response) => response);
  await untilAvailable(http, share);
  const waiting = offer(http, share, { offer: sdp('recipient') }).then((response) => response);
  const { sessionId } = pendingOf(await poll);
  await senderAnswer(http, share, sessionId, { answer: sdp('sender') }).expect(204);
  const answered = await waiting;
  if (answered.status !== 200) throw new Error(`The offer was answered ${answered.status}`);
  return sessionId;
}

/** The current value of a counter, or of one of its label sets. */
export async function counted(
  metrics: Metrics,
  name: 'directSessions' | 'turnCredentials' | 'directBytes' | 'downloadedBytes',
  labels: Record<string, string> = {},
): Promise<number> {
  const { values } = await metrics[name].get();
  const value = values.find((entry) => {
    const present: Record<string, unknown> = entry.labels;
    return Object.entries(labels).every(([key, wanted]) => present[key] === wanted);
  });
  return value?.value ?? 0;
}
