import type request from 'supertest';
import type { ErrorBody } from '../../src/common/http-exception.filter.js';
import type { DirectWaits } from '../../src/direct/direct-relay.js';
import type { DirectAvailabilityDto } from '../../src/direct/dto/direct-ice.dto.js';
import type { DirectSessionDto } from '../../src/direct/dto/direct-offer.dto.js';
import type { PendingOfferDto } from '../../src/direct/dto/pending-offer.dto.js';
import type { Metrics } from '../../src/metrics/metrics.js';
import { bodyOf, folderOf, uploadedOf } from '../support/answers.js';
import { eventually } from '../support/poll.js';
import type { TestApp } from '../support/test-app.js';
import { linkOf, NESTED_FOLDER, type TestFile, uploadWithFilePaths } from '../support/uploads.js';

type Http = () => request.Agent;

export const TURN_URLS = ['turn:turn.sharecode.test:3478?transport=udp', 'turns:turn.sharecode.test:5349'];
export const TURN_SECRET = 'a-test-static-auth-secret-of-coturn';
export const UNKNOWN_SESSION = 'q8Xk0vY3m9TfR2cLw7hN1A';

/** Short waits: a poll that is never answered ends in a few seconds. Presence outlasts its renewal (1 s). */
export const WAITS: DirectWaits = { answerMs: 2_000, longPollMs: 3_000, checkEveryMs: 10, senderPresenceMs: 1_500 };

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

export function offer(http: Http, { link }: Pick<DirectShare, 'link'>, body: object, grant?: string) {
  return http()
    .post(`/api/folders/${link}/direct/sessions`)
    .query(grant ? { grant } : {})
    .send(body);
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

/** The sender's page's poll for the next offer. */
export function senderPoll(http: Http, { code, manageKey }: Pick<DirectShare, 'code' | 'manageKey'>) {
  return http().get(`/api/shares/${code}/direct`).set('X-Manage-Key', manageKey);
}

export function pendingOf(response: request.Response): PendingOfferDto {
  return bodyOf<PendingOfferDto>(response);
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
