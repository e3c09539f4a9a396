/**
 * The API's side of direct transfer (device to device over WebRTC): it relays the two pages' session descriptions
 * and hands out the ICE servers to use; the files' bytes never pass through it on that road. The recipient asks
 * whether the sender's page is there, starts a session (which brings the TURN credentials) and offers a connection
 * in it; the sender's page waits for offers and answers them, authorised as the share's other sender routes are
 * (management key or the owner's session).
 */
import { manageKeyHeaders } from './folder-management';
import { ApiError, requestJson } from './http';

interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** How a peer connection of this share is set up. */
export interface DirectSetup {
  iceServers: IceServer[];
  iceTransportPolicy: RTCIceTransportPolicy;
}

export interface DirectAvailability extends DirectSetup {
  /** The sender's page is open and answers offers. */
  available: boolean;
}

/** A direct session the recipient started: its id, and how its peer connection is set up (TURN included). */
export interface StartedSession extends DirectSetup {
  sessionId: string;
}

/** A recipient's offer waiting for the sender's page. */
export interface PendingOffer extends DirectSetup {
  sessionId: string;
  offer: string;
}

/** `/api/folders/{link}/direct…` with the share's grant (a protected share's), as its file URLs carry it. */
function recipientUrl(base: string, grant: string | null, rest = ''): string {
  return `${base}/direct${rest}${grant ? `?grant=${encodeURIComponent(grant)}` : ''}`;
}

/** GET /api/folders/{link}/direct: whether the sender's page can be reached, and how. */
export async function directAvailability(
  base: string,
  grant: string | null,
  signal?: AbortSignal,
): Promise<DirectAvailability> {
  return requestJson<DirectAvailability>(recipientUrl(base, grant), { signal });
}

/** The sender is away (409), or busy with other recipients or asked too often (429): the server's road then. */
const notNow = (error: unknown) => error instanceof ApiError && [409, 429].includes(error.status);

/** POST …/direct/sessions: starts a session with the sender's page; null when it is away or busy. */
export async function startDirectSession(
  base: string,
  grant: string | null,
  signal?: AbortSignal,
): Promise<StartedSession | null> {
  try {
    return await requestJson<StartedSession>(recipientUrl(base, grant, '/sessions'), {
      method: 'POST',
      body: JSON.stringify({}),
      signal,
    });
  } catch (error) {
    if (notNow(error)) return null;
    throw error;
  }
}

/** POST …/direct/sessions/{sessionId}: hands the offer to the sender's page; its answer, or null when away or refused. */
export async function offerDirectSession(
  base: string,
  grant: string | null,
  sessionId: string,
  offer: string,
  signal?: AbortSignal,
): Promise<{ sessionId: string; answer: string } | null> {
  try {
    const path = `/sessions/${encodeURIComponent(sessionId)}`;
    return await requestJson<{ sessionId: string; answer: string }>(recipientUrl(base, grant, path), {
      method: 'POST',
      body: JSON.stringify({ offer }),
      signal,
    });
  } catch (error) {
    if (notNow(error)) return null;
    throw error;
  }
}

/** What the recipient received directly: a whole file, checked, in the session it came through. */
export interface DirectReceipt {
  sessionId: string;
  fileId: number;
  bytes: number;
}

/** POST …/direct/received: a file received wholly directly and checked; the share counts it as downloaded. */
export async function reportDirectReceipt(base: string, grant: string | null, receipt: DirectReceipt) {
  await requestJson<unknown>(recipientUrl(base, grant, '/received'), {
    method: 'POST',
    body: JSON.stringify(receipt),
  });
}

const senderPath = (code: string) => `/api/shares/${encodeURIComponent(code)}/direct`;

/** POST /api/shares/{code}/direct/{sessionId}: the sender page's answer to an offer, or its refusal. */
export async function answerDirectOffer(
  code: string,
  manageKey: string | undefined,
  sessionId: string,
  answer: { answer: string } | { refused: true },
  signal?: AbortSignal,
): Promise<void> {
  await requestJson<unknown>(`${senderPath(code)}/${encodeURIComponent(sessionId)}`, {
    method: 'POST',
    headers: manageKeyHeaders(manageKey),
    body: JSON.stringify(answer),
    signal,
  });
}
